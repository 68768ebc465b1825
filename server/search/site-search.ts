/**
 * The site search: every listed page of both languages (the build's `.search-documents.json`,
 * content/search-documents.ts) in an SQLite FTS5 index held in memory, made at start, and each
 * open job posting as a page of its own, replaced whenever the postings change. Each
 * language has its own two tables: its pages, to rank them (bm25, a title counting more than a
 * heading and a heading more than text), and its sentences, to show the one that matched best
 * with the query's words marked. Decision 021.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { SearchDocument } from "../../content/search-documents.ts";
import type { Locale } from "../../content/locale.ts";
import { inTransaction } from "../sqlite.ts";
import { cleanQuery, type MatchRules, queryGroups, wordsOf } from "./query.ts";

/** A run of a result's sentence, marked when it is one of the words searched for. */
export interface MarkedText {
  /** The words. */
  text: string;
  /** Whether they matched the query. */
  marked: boolean;
}

/** One page found. */
export interface SearchHit {
  /** The page's address. */
  path: string;
  /** Its title. */
  title: string;
  /** The sentence of the page that matched best (its description when only a heading did). */
  excerpt: MarkedText[];
  /** A job posting's pay and place: the result is a job opening (SearchDocument's `jobFacts`). */
  jobFacts?: string;
}

/** What a query found. */
export interface SearchAnswer {
  /** The query as read: cut to its length limit, without control characters. */
  query: string;
  /** The pages found, best first. */
  hits: SearchHit[];
}

/**
 * The tokenizer of each language's tables: unicode61 without diacritics ("demence" finds
 * "démence"), and for English the Porter stemmer over it ("nurses" finds "nursing").
 * https://www.sqlite.org/fts5.html#tokenizers
 */
const tokenizers: Record<Locale, string> = {
  en: "porter unicode61 remove_diacritics 2",
  fr: "unicode61 remove_diacritics 2",
};

/** The fewest words of a query that, as a page's whole title, put that page first. */
const wholeTitleWords = 4;

/** bm25 weights of the pages' columns: title, headings, text. */
const columnWeights = [10, 4, 1] as const;

// Marks that highlight() puts around matched words: control characters, which the indexed text
// never holds (they are taken out of it).
const markStart = "\u0002";
const markEnd = "\u0003";
const controls = /\p{Cc}/gu;

interface LanguageIndex {
  addPage: StatementSync;
  addSentence: StatementSync;
  /** Drops the pages, and their sentences, from an id on. */
  dropPagesFrom: StatementSync;
  dropSentencesFrom: StatementSync;
  pages: StatementSync;
  sentences: StatementSync;
  rules: MatchRules;
}

export class SiteSearch {
  readonly #database = new DatabaseSync(":memory:");
  /**
   * Every document by its id: the site's pages (ids from 0), then the open job postings (ids from
   * `#siteCount`), which `replacePostings` swaps.
   */
  #documents: readonly SearchDocument[];
  readonly #siteCount: number;
  readonly #languages: Record<Locale, LanguageIndex>;

  /** The index of the site's pages, `documents` (both languages), with no posting yet. */
  constructor(documents: readonly SearchDocument[], rules: Record<Locale, MatchRules>) {
    this.#documents = documents;
    this.#siteCount = documents.length;
    const db = this.#database;
    const index = (locale: Locale): LanguageIndex => {
      db.exec(`CREATE VIRTUAL TABLE pages_${locale} USING fts5(title, headings, body,
        tokenize = '${tokenizers[locale]}');
        CREATE VIRTUAL TABLE sentences_${locale} USING fts5(text, page UNINDEXED,
        tokenize = '${tokenizers[locale]}');`);
      return {
        addPage: db.prepare(
          `INSERT INTO pages_${locale} (rowid, title, headings, body) VALUES (?, ?, ?, ?)`,
        ),
        addSentence: db.prepare(`INSERT INTO sentences_${locale} (text, page) VALUES (?, ?)`),
        dropPagesFrom: db.prepare(`DELETE FROM pages_${locale} WHERE rowid >= ?`),
        dropSentencesFrom: db.prepare(`DELETE FROM sentences_${locale} WHERE page >= ?`),
        pages: db.prepare(
          `SELECT rowid AS id FROM pages_${locale} WHERE pages_${locale} MATCH ?
           ORDER BY bm25(pages_${locale}, ${columnWeights.join(", ")}), rowid`,
        ),
        sentences: db.prepare(
          `SELECT page, highlight(sentences_${locale}, 0, char(2), char(3)) AS text
           FROM sentences_${locale} WHERE sentences_${locale} MATCH ? ORDER BY rank`,
        ),
        rules: rules[locale],
      };
    };
    this.#languages = { en: index("en"), fr: index("fr") };
    inTransaction(db, () => this.#add(documents, 0, "title"));
  }

  /**
   * Indexes `documents`, each in its language's tables, with ids from `firstId`; their titles in
   * the `title` column, or weighed as a heading (`headings`).
   */
  #add(documents: readonly SearchDocument[], firstId: number, titleIn: "title" | "headings"): void {
    const clean = (text: string) => text.replace(controls, " ");
    documents.forEach((document, index) => {
      const id = firstId + index;
      const language = this.#languages[document.locale];
      const headings =
        titleIn === "headings" ? [document.title, ...document.headings] : document.headings;
      language.addPage.run(
        id,
        titleIn === "title" ? clean(document.title) : "",
        clean(headings.join("\n")),
        clean(document.sentences.join("\n")),
      );
      for (const sentence of document.sentences) language.addSentence.run(clean(sentence), id);
    });
  }

  /**
   * Puts `documents` (the open job postings, both languages) in place of the postings indexed
   * before, in one transaction (should it fail, the postings indexed before stay). The site's
   * pages stay as they were made. A posting's title weighs as a heading, not a title: a
   * posting is short, and with its title weighed as a page's, "Foot Care Nurse" came before the
   * foot care page for "foot care", a family's words; as a heading, it comes after that page and
   * still before the Careers page for its title.
   */
  replacePostings(documents: readonly SearchDocument[]): void {
    inTransaction(this.#database, () => {
      for (const language of Object.values(this.#languages)) {
        language.dropPagesFrom.run(this.#siteCount);
        language.dropSentencesFrom.run(this.#siteCount);
      }
      this.#add(documents, this.#siteCount, "headings");
    });
    this.#documents = [...this.#documents.slice(0, this.#siteCount), ...documents];
  }

  /**
   * The pages of `locale` that `raw` (a visitor's query, any string) finds, best first: those
   * with every word if there are any, else those with any word. Never throws on a query.
   */
  search(locale: Locale, raw: unknown): SearchAnswer {
    const query = cleanQuery(raw);
    const language = this.#languages[locale];
    const groups = queryGroups(query, language.rules);
    if (groups.length === 0) return { query, hits: [] };
    const pageIds = (expression: string) =>
      (language.pages.all(expression) as { id: number }[]).map((row) => row.id);
    const anyWord = groups.join(" OR ");
    let ids = pageIds(groups.join(" AND "));
    if (ids.length === 0 && groups.length > 1) ids = pageIds(anyWord);
    // A long query that is a page's whole title finds that page first: a job seeker who pastes
    // a posting's title whose words are common on the site ("Préposé ou préposée au soutien à
    // domicile") gets the posting, not the pages that say those words most. Not a short one:
    // "Nurse" or "Live-in companion" is a family's query as much as a posting's title.
    const asked = wordsOf(query);
    if (asked.length >= wholeTitleWords) {
      const titled = ids.filter(
        (id) => wordsOf(this.#documents[id]!.title).join(" ") === asked.join(" "),
      );
      ids = [...titled, ...ids.filter((id) => !titled.includes(id))];
    }
    const best = new Map<number, string>();
    for (const row of language.sentences.iterate(anyWord) as Iterable<{
      page: number;
      text: string;
    }>) {
      if (!best.has(row.page)) best.set(row.page, row.text);
    }
    return {
      query,
      hits: ids.map((id) => {
        const document = this.#documents[id]!;
        const sentence = best.get(id);
        return {
          path: document.path,
          title: document.title,
          excerpt: sentence
            ? markedText(sentence)
            : [{ text: document.description, marked: false }],
          ...(document.jobFacts ? { jobFacts: document.jobFacts } : {}),
        };
      }),
    };
  }

  close(): void {
    this.#database.close();
  }
}

/** A sentence from highlight() as runs of text, each marked or not. */
export function markedText(highlighted: string): MarkedText[] {
  return highlighted
    .split(new RegExp(`(${markStart}[^${markEnd}]*${markEnd})`))
    .filter((part) => part !== "")
    .map((part) =>
      part.startsWith(markStart)
        ? { text: part.slice(1, -1), marked: true }
        : { text: part, marked: false },
    );
}
