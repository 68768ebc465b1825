/**
 * The site search: every listed page of both languages (the build's `.search-documents.json`,
 * content/search-documents.ts) in an SQLite FTS5 index held in memory, made at start, and each
 * open job posting as a page of its own, replaced whenever the postings change. Each language
 * has its own table of pages, in stems (each language's Snowball stemmer, server/search/query.ts),
 * ranked by bm25 (a title counting more than a heading and a heading more than text), then by who
 * asks (a family's words put the services first; only a job seeker's, or a posting's own title,
 * put a posting first). A result shows the sentence with most of the query's own words, marked.
 * A word the site never uses is read as the nearest word it does ("demensia": "Did you mean
 * dementia?"), and a place of the area served is answered. Decision 021, issue 37.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { areaServedNames } from "../../content/area-served-names.ts";
import type { Askers } from "../../content/en/search.ts";
import { type Locale, locales } from "../../content/locale.ts";
import { pathTo } from "../../content/navigation.ts";
import type { SearchDocument } from "../../content/search-documents.ts";
import { typeset } from "../../content/typography.ts";
import { inTransaction } from "../sqlite.ts";
import {
  accentedWordsOf,
  cleanQuery,
  type MatchRules,
  maxQueryWords,
  type QueryGroup,
  queryParts,
  stemmedText,
  stemOf,
  type Term,
  termsOf,
  withoutAccents,
  wordsOf,
} from "./query.ts";

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
  /**
   * The query with a word the site never uses read as the nearest word it does: what was found
   * was found for it ("Did you mean dementia?").
   */
  suggestion?: string;
  /** A place of the area served that the query names, as the area's list writes it. */
  place?: string;
}

/**
 * The tokenizer of each language's table: its text is stems already, without accents
 * (`stemmedText`); unicode61 only cuts it at its spaces. https://www.sqlite.org/fts5.html#tokenizers
 */
const tokenizer = "unicode61 remove_diacritics 2";

/** The fewest words of a query that, as a page's whole title, put that page first. */
const wholeTitleWords = 4;

/** bm25 weights of the pages' columns: title, headings, text. */
const columnWeights = [10, 4, 1] as const;

/** bm25's constants, as FTS5 sets them: https://www.sqlite.org/fts5.html#the_bm25_function */
const bm25 = { k1: 1.2, b: 0.75 } as const;

/** The shortest word a spelling suggestion is looked for: shorter ones are too often right. */
const minSuggestedLength = 4;

const controls = /\p{Cc}/gu;

/** How a language asks and matches. */
export interface LanguageRules extends Omit<MatchRules, "locale" | "accented"> {
  /** Words that say who is asking (content/<language>/search.ts). */
  askers?: Askers;
}

/** A sentence as a result shows it (French typography set), with its words' stems. */
interface Sentence {
  text: string;
  terms: Term[];
}

/** One word the site writes: its most frequent spelling, and how often it is written. */
interface Spelling {
  word: string;
  count: number;
  /** How many of each letter it has (`lettersOf`): a quick bound on its edits from another. */
  letters?: Uint8Array;
}

interface LanguageIndex {
  locale: Locale;
  addPage: StatementSync;
  /** Drops the pages from an id on. */
  dropPagesFrom: StatementSync;
  pages: StatementSync;
  anyPage: StatementSync;
  /** How many pages an expression finds. */
  pageCount: StatementSync;
  rules: MatchRules;
  /** Words that say who asks, and words that ask nothing, as stems. */
  askers: { family: string[][]; work: string[][]; filler: string[][] };
  /** The site's words, without accents, each with its spelling (content words, not postings'). */
  vocabulary: Map<string, Spelling>;
}

export class SiteSearch {
  readonly #database = new DatabaseSync(":memory:");
  /**
   * Every document by its id: the site's pages (ids from 0), then the open job postings (ids from
   * `#siteCount`), which `replacePostings` swaps.
   */
  #documents: readonly SearchDocument[];
  /** Each document's sentences, by id, as a result shows them. */
  #sentences: Sentence[][] = [];
  /** Each document's columns as indexed (title, headings, text), in stems, by id. */
  #columns: string[][][] = [];
  readonly #siteCount: number;
  readonly #languages: Record<Locale, LanguageIndex>;

  /** The index of the site's pages, `documents` (both languages), with no posting yet. */
  constructor(documents: readonly SearchDocument[], rules: Record<Locale, LanguageRules>) {
    this.#documents = documents;
    this.#siteCount = documents.length;
    const db = this.#database;
    const index = (locale: Locale): LanguageIndex => {
      db.exec(`CREATE VIRTUAL TABLE pages_${locale} USING fts5(title, headings, body,
        tokenize = '${tokenizer}');`);
      const vocabulary = new Map<string, Spelling>();
      const stems = (phrases: readonly string[] = []) =>
        phrases.map((phrase) => accentedWordsOf(phrase).map((word) => stemOf(word, locale)));
      const language: LanguageIndex = {
        locale,
        addPage: db.prepare(
          `INSERT INTO pages_${locale} (rowid, title, headings, body) VALUES (?, ?, ?, ?)`,
        ),
        dropPagesFrom: db.prepare(`DELETE FROM pages_${locale} WHERE rowid >= ?`),
        pages: db.prepare(
          `SELECT rowid AS id FROM pages_${locale} WHERE pages_${locale} MATCH ?
           ORDER BY bm25(pages_${locale}, ${columnWeights.join(", ")}), rowid`,
        ),
        anyPage: db.prepare(
          `SELECT rowid FROM pages_${locale} WHERE pages_${locale} MATCH ? LIMIT 1`,
        ),
        pageCount: db.prepare(
          `SELECT count(*) AS count FROM pages_${locale} WHERE pages_${locale} MATCH ?`,
        ),
        rules: {
          ...rules[locale],
          locale,
          accented: (word) =>
            word === withoutAccents(word) ? (vocabulary.get(word)?.word ?? word) : word,
        },
        // The words of the jobs' synonyms say work too ("emplois", "careers").
        askers: {
          family: stems(rules[locale].askers?.family),
          work: stems([...(rules[locale].askers?.work ?? []), ...rules[locale].synonyms.jobs]),
          filler: stems(rules[locale].askers?.filler),
        },
        vocabulary,
      };
      return language;
    };
    this.#languages = { en: index("en"), fr: index("fr") };
    for (const document of documents) {
      const { vocabulary } = this.#languages[document.locale];
      const counts = new Map<string, number>();
      for (const text of [document.title, ...document.headings, ...document.sentences])
        for (const word of accentedWordsOf(text))
          if (/\p{L}/u.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      for (const [word, count] of counts) {
        const key = withoutAccents(word);
        const known = vocabulary.get(key);
        vocabulary.set(key, {
          word: known && known.count >= count ? known.word : word,
          count: (known?.count ?? 0) + count,
        });
      }
    }
    for (const locale of locales)
      for (const phrase of Object.values(rules[locale].synonyms).flat())
        for (const word of accentedWordsOf(phrase))
          if (!this.#languages[locale].vocabulary.has(withoutAccents(word)))
            this.#languages[locale].vocabulary.set(withoutAccents(word), { word, count: 1 });
    inTransaction(db, () => this.#add(documents, 0, "title"));
  }

  /**
   * Indexes `documents`, each in its language's table, with ids from `firstId`; their titles in
   * the `title` column, or weighed as a heading (`headings`).
   */
  #add(documents: readonly SearchDocument[], firstId: number, titleIn: "title" | "headings"): void {
    documents.forEach((document, index) => {
      const id = firstId + index;
      const { locale } = document;
      const stemmed = (text: string) => stemmedText(text.replace(controls, " "), locale);
      const language = this.#languages[locale];
      const headings =
        titleIn === "headings" ? [document.title, ...document.headings] : document.headings;
      const columns = [
        titleIn === "title" ? stemmed(document.title) : "",
        headings.map(stemmed).join("\n"),
        document.sentences.map(stemmed).join("\n"),
      ];
      language.addPage.run(id, ...columns);
      this.#columns[id] = columns.map((column) => column.split(/\s+/).filter(Boolean));
      this.#sentences[id] = document.sentences.map((sentence) => {
        const text = typeset(sentence.replace(controls, " "), locale).normalize("NFC");
        return { text, terms: termsOf(text, locale) };
      });
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
      for (const language of Object.values(this.#languages))
        language.dropPagesFrom.run(this.#siteCount);
      this.#add(documents, this.#siteCount, "headings");
    });
    this.#sentences.length = this.#siteCount + documents.length;
    this.#columns.length = this.#siteCount + documents.length;
    this.#documents = [...this.#documents.slice(0, this.#siteCount), ...documents];
  }

  /**
   * The pages of `locale` that `raw` (a visitor's query, any string) finds, best first: those
   * with every word if there are any, else, when a word is one the site never uses and a word it
   * uses is near (`suggestion`), those the nearer words find, else those with any word. Never
   * throws on a query.
   */
  search(locale: Locale, raw: unknown): SearchAnswer {
    const query = cleanQuery(raw);
    const language = this.#languages[locale];
    const place = placeIn(query);
    const placeAnswer = place ? { place } : {};
    let found = this.#find(language, query, place);
    let suggestion: string | undefined;
    if (!found.everyWord) {
      const corrected = this.#corrected(language, query, place);
      const again = corrected ? this.#find(language, corrected, place) : undefined;
      if (again && again.ids.length > 0 && (again.everyWord || found.ids.length === 0)) {
        found = again;
        suggestion = corrected;
      }
    }
    return {
      query,
      hits: found.ids.map((id) => this.#hit(id, found.groups, language)),
      ...(suggestion ? { suggestion } : {}),
      ...placeAnswer,
    };
  }

  /** The pages `query` finds in `language`, in order, and the query's groups. */
  #find(language: LanguageIndex, query: string, place?: string) {
    const groups = queryParts(query, language.rules);
    if (groups.length === 0) return { ids: [] as number[], groups, everyWord: false };
    const pageIds = (expression: string) =>
      (language.pages.all(expression) as { id: number }[]).map((row) => row.id);
    // "nurse jobs": a posting says neither "job" nor "career"; that it is one is what is asked.
    // "nurse at home": "at home" says who asks, not what. The other words are asked of the
    // pages, and who asks orders them (`#ordered`).
    const { work, family, filler } = language.askers;
    const is = (phrases: string[][]) => (group: QueryGroup) =>
      phrases.some((phrase) => phrase.join(" ") === group.asked.join(" "));
    // A place of the area served is answered on its own (`placeIn`): not asked of the pages.
    const where = place
      ? [accentedWordsOf(place).map((word) => stemOf(word, language.locale))]
      : [];
    const isPlace = (group: QueryGroup) => group.asked.every((stem) => where[0]?.includes(stem));
    const isWho = (group: QueryGroup) =>
      [work, family].some((list) => is(list)(group)) || is(filler)(group) || isPlace(group);
    // A result's sentence is chosen, and marked, for the words that say something.
    const meant = groups.filter((group) => !is(filler)(group));
    const shown = meant.length > 0 ? meant : groups;
    // What the pages are asked for: the words that say what is sought; else ("home care in
    // Richmond Hill") who asks' words; else all.
    const asked = [
      groups.filter((group) => !isWho(group)),
      groups.filter((group) => !is(filler)(group) && !isPlace(group)),
      groups,
    ].find((some) => some.length > 0)!;
    let ids = pageIds(asked.map((group) => group.expression).join(" AND "));
    const everyWord = ids.length > 0;
    if (!everyWord && asked.length > 1)
      ids = pageIds(asked.map((group) => group.expression).join(" OR "));
    ids = this.#scored(ids, asked, language);
    return { ids: this.#ordered(ids, query, groups, language), groups: shown, everyWord };
  }

  /**
   * `ids` (in FTS5's bm25 order) in the order of their bm25 score for `groups`, counted as FTS5
   * counts it (https://www.sqlite.org/fts5.html#the_bm25_function) but for two things that put
   * the Total Care page before the nursing page for "nursing cost" (issue 37):
   * - A synonym group is one word: FTS5 scores each of its alternatives apart, so a page that
   *   says "cost", "price", "rate" and "how much" once each outscored pages that say "cost"
   *   with their rates.
   * - A word's weight (idf) is Lucene's, log(1 + (N - n + 0.5) / (n + 0.5)), never below zero.
   *   FTS5's, log((N - n + 0.5) / (n + 0.5)), is held at 1e-6 for a word on more than half of
   *   the pages: "nursing" and "cost" are, so the title "Nursing Services" counted nothing,
   *   and short pages that say "nurse" in passing came first.
   */
  #scored(ids: number[], groups: QueryGroup[], language: LanguageIndex): number[] {
    const pages = this.#documents.flatMap((document, id) =>
      document.locale === language.locale ? [id] : [],
    );
    const length = (id: number) =>
      this.#columns[id]!.reduce((sum, column) => sum + column.length, 0);
    const averageLength = pages.reduce((sum, id) => sum + length(id), 0) / pages.length;
    const { prefix } = language.rules;
    const hits = (tokens: readonly string[], group: QueryGroup) => {
      let count = 0;
      for (let at = 0; at < tokens.length; at++)
        if (
          group.alternatives.some((phrase) =>
            phrase.every((stem, offset) => {
              const token = tokens[at + offset];
              return token !== undefined && finds(token, stem, prefix && phrase.length === 1);
            }),
          )
        )
          count++;
      return count;
    };
    const weights = groups.map((group) => {
      const { count } = language.pageCount.get(group.expression) as { count: number };
      return Math.log(1 + (pages.length - count + 0.5) / (count + 0.5));
    });
    const score = (id: number) => {
      const columns = this.#columns[id]!;
      const norm = bm25.k1 * (1 - bm25.b + (bm25.b * length(id)) / averageLength);
      return groups.reduce((sum, group, index) => {
        const frequency = columns.reduce(
          (found, column, at) => found + columnWeights[at]! * hits(column, group),
          0,
        );
        return sum + (weights[index]! * frequency * (bm25.k1 + 1)) / (frequency + norm);
      }, 0);
    };
    return ids
      .map((id, rank) => ({ id, rank, score: score(id) }))
      .sort((a, b) => b.score - a.score || a.rank - b.rank)
      .map((entry) => entry.id);
  }

  /**
   * `ids` (in bm25's order) put in the order of who asks, one per title. A job seeker's words,
   * or a posting's own title, put the postings and the Careers page first; otherwise they come
   * after the site's other pages (a posting is never first for a family's words), and a
   * family's words put the service pages before the rest.
   */
  #ordered(ids: number[], query: string, groups: QueryGroup[], language: LanguageIndex): number[] {
    const { locale } = language;
    const careers = pathTo("careers", locale);
    const services = `${pathTo("services", locale)}/`;
    const asked = groups.flatMap((group) => group.asked);
    const says = (phrases: string[][]) => saysOf(asked, phrases);
    const typed = wordsOf(query).join(" ");
    const titleWords = (title: string) => [
      wordsOf(title).join(" "),
      wordsOf(title.replace(/\([^)]*\)/g, " ")).join(" "),
    ];
    const isJob = (id: number) => id >= this.#siteCount || this.#documents[id]!.path === careers;
    const titled = (id: number) => titleWords(this.#documents[id]!.title).includes(typed);
    // A posting's own title says work, unless a service is called by it too: "Cleaner" and
    // "Driver Companion" are a family's words for "House Cleaners" and "Driver Companions".
    const namesService = ids.some((id) => {
      const document = this.#documents[id]!;
      if (id >= this.#siteCount || !document.path.startsWith(services)) return false;
      const title = stemmedText(document.title, locale).split(" ");
      return asked.every((stem) => title.includes(stem));
    });
    const work =
      says(language.askers.work) ||
      (!namesService && ids.some((id) => id >= this.#siteCount && titled(id)));
    const family = !work && says(language.askers.family);
    const tier = (id: number) => {
      if (work) return isJob(id) ? 0 : 1;
      if (isJob(id)) return 2;
      return family && this.#documents[id]!.path.startsWith(services) ? 0 : 1;
    };
    let ordered = ids
      .map((id, rank) => ({ id, rank, tier: tier(id) }))
      .sort((a, b) => a.tier - b.tier || a.rank - b.rank)
      .map((entry) => entry.id);
    // A long query that is a page's whole title finds that page first: a job seeker who pastes
    // a posting's title whose words are common on the site ("Préposé ou préposée au soutien à
    // domicile") gets the posting, not the pages that say those words most.
    if (wordsOf(query).length >= wholeTitleWords || work) {
      const first = ordered.filter(titled);
      ordered = [...first, ...ordered.filter((id) => !first.includes(id))];
    }
    // One result per title: the About page and the service page of the same name ("Total Care")
    // say the same; the first found stands for both. Postings are each their own.
    const titles = new Set<string>();
    return ordered.filter((id) => {
      if (id >= this.#siteCount) return true;
      const title = this.#documents[id]!.title;
      if (titles.has(title)) return false;
      titles.add(title);
      return true;
    });
  }

  /** A page found, with the sentence that holds most of the query's words. */
  #hit(id: number, groups: QueryGroup[], language: LanguageIndex): SearchHit {
    const document = this.#documents[id]!;
    const excerpt = bestSentence(this.#sentences[id] ?? [], groups, language.rules.prefix);
    return {
      path: document.path,
      title: document.title,
      excerpt: excerpt ?? [{ text: typeset(document.description, document.locale), marked: false }],
      ...(document.jobFacts ? { jobFacts: document.jobFacts } : {}),
    };
  }

  /**
   * `query` with each word the site never uses (nor its stem, nor a synonym) read as the
   * nearest word it does, within one or two letters; undefined when no word was changed. A
   * place of the area served is left as it is.
   */
  #corrected(language: LanguageIndex, query: string, place: string | undefined) {
    const placeWords = new Set(wordsOf(place ?? ""));
    let changed = false;
    let seen = 0;
    // Word by word, as typed: the words kept keep their case and the text between them.
    const read = query.normalize("NFC").replace(/[\p{L}\p{M}\p{N}]+/gu, (typed) => {
      const word = typed.toLowerCase();
      const bare = withoutAccents(word);
      if (
        seen++ >= maxQueryWords ||
        bare.length < minSuggestedLength ||
        placeWords.has(bare) ||
        /\p{N}/u.test(bare) ||
        language.vocabulary.has(bare)
      )
        return typed;
      const [group] = queryParts(word, language.rules);
      if (group && language.anyPage.get(group.expression)) return typed;
      const nearest = nearestWord(bare, language.vocabulary);
      if (!nearest) return typed;
      changed = true;
      return nearest;
    });
    return changed ? read : undefined;
  }

  close(): void {
    this.#database.close();
  }
}

/** Whether the stems `asked` hold one of `phrases` (each as stems). */
function saysOf(asked: readonly string[], phrases: readonly string[][]): boolean {
  return phrases.some((phrase) =>
    asked.some((_, at) => phrase.every((stem, offset) => asked[at + offset] === stem)),
  );
}

/** The place of the area served that `query` names, if any. */
export function placeIn(query: string): string | undefined {
  const words = wordsOf(query);
  let best: { name: string; length: number } | undefined;
  for (const name of areaServedNames) {
    const phrase = wordsOf(name);
    const at = words.findIndex((_, start) =>
      phrase.every((word, offset) => words[start + offset] === word),
    );
    if (at >= 0 && phrase.length > (best?.length ?? 0)) best = { name, length: phrase.length };
  }
  return best?.name;
}

/**
 * The word of `vocabulary` nearest to `word` (at most one edit for a word of up to six letters,
 * two for a longer one: a letter added, dropped, changed or two swapped), the most written one of
 * those as near; undefined if none is.
 */
export function nearestWord(word: string, vocabulary: Map<string, Spelling>): string | undefined {
  const most = word.length > 6 ? 2 : 1;
  let best: { spelling: Spelling; distance: number } | undefined;
  const letters = lettersOf(word);
  for (const [bare, spelling] of vocabulary) {
    if (Math.abs(bare.length - word.length) > most || bare.length < minSuggestedLength) continue;
    // Each edit changes at most two letters' counts: words whose counts differ more are skipped
    // without measuring (the vocabulary is some thousands of words, measured at each search).
    spelling.letters ??= lettersOf(bare);
    let apart = 0;
    for (let i = 0; i < letters.length; i++) apart += Math.abs(letters[i]! - spelling.letters[i]!);
    if (apart > most * 2) continue;
    const distance = editDistance(word, bare, most);
    if (distance > most) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && spelling.count > best.spelling.count)
    )
      best = { spelling, distance };
  }
  return best?.spelling.word;
}

/** How many of each letter a to z `word` has, every other character counted as one more. */
function lettersOf(word: string): Uint8Array {
  const counts = new Uint8Array(27);
  for (const character of word) {
    const code = character.charCodeAt(0) - 97;
    counts[code >= 0 && code < 26 ? code : 26]!++;
  }
  return counts;
}

/**
 * The edits from `a` to `b` (optimal string alignment: a swap of two letters is one), or more
 * than `most` as soon as it is sure to be.
 */
export function editDistance(a: string, b: string, most: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      smallest = Math.min(smallest, value);
    }
    if (smallest > most) return most + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Whether a word's stem is one that `stem` (from a query) finds. */
function finds(termStem: string, stem: string, prefix: boolean): boolean {
  return termStem === stem || (prefix && stem.length >= 4 && termStem.startsWith(stem));
}

/**
 * The sentence with most of the query's own words (a tie: most of its groups, then the first),
 * its found words marked; undefined when none holds one: a result never shows a sentence
 * without the query's words.
 */
function bestSentence(
  sentences: readonly Sentence[],
  groups: readonly QueryGroup[],
  prefix: boolean,
): MarkedText[] | undefined {
  let best: { sentence: Sentence; marked: Set<number>; score: number } | undefined;
  const firstStems = groups.flatMap((group) => group.alternatives.map((phrase) => phrase[0]!));
  for (const sentence of sentences) {
    const { terms } = sentence;
    if (!terms.some((term) => firstStems.some((stem) => finds(term.stem, stem, prefix)))) continue;
    const marked = new Set<number>();
    let groupsFound = 0;
    const askedFound = new Set<string>();
    for (const group of groups) {
      let found = false;
      for (const phrase of group.alternatives)
        for (let at = 0; at + phrase.length <= terms.length; at++)
          if (phrase.every((stem, offset) => finds(terms[at + offset]!.stem, stem, prefix))) {
            found = true;
            for (let offset = 0; offset < phrase.length; offset++) marked.add(at + offset);
          }
      if (found) groupsFound++;
      for (const stem of group.asked)
        if (terms.some((term) => finds(term.stem, stem, prefix))) askedFound.add(stem);
    }
    if (groupsFound === 0) continue;
    const score = askedFound.size * 100 + groupsFound;
    if (!best || score > best.score) best = { sentence, marked, score };
  }
  if (!best) return undefined;
  const { text, terms } = best.sentence;
  const parts: MarkedText[] = [];
  let at = 0;
  for (const index of [...best.marked].sort((a, b) => a - b)) {
    const term = terms[index]!;
    if (term.start > at) parts.push({ text: text.slice(at, term.start), marked: false });
    parts.push({ text: text.slice(term.start, term.end), marked: true });
    at = term.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
