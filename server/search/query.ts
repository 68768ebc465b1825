/**
 * A visitor's query made into an FTS5 MATCH expression that can only mean "these words": the
 * query is cut into words (letters and digits; everything else, quotes, stars, brackets,
 * operators' punctuation, control characters, is a space), each word or phrase of a synonym group
 * becomes the group's alternatives joined by OR, and every word is written as an FTS5 string, so
 * no input is read as FTS5 syntax (`NEAR`, `AND`, `col:` are words like any other).
 * https://www.sqlite.org/fts5.html#full_text_query_syntax
 */
import { stemmer as englishStem } from "@orama/stemmers/english";
import { stemmer as frenchStem } from "@orama/stemmers/french";
import type { Synonyms } from "../../content/en/search.ts";
import type { Locale } from "../../content/locale.ts";
import { maxQueryLength } from "../../content/search-limits.ts";

export { maxQueryLength };

/** The most words of a query that count: a longer query is cut, so its cost stays small. */
export const maxQueryWords = 12;

/** Words shorter than this are matched whole even where a language matches by prefix. */
const minPrefixLength = 4;

/**
 * The query as the page shows it and the index reads it: at most `maxQueryLength` characters,
 * without control characters or unpaired surrogates, its spaces collapsed.
 */
export function cleanQuery(raw: unknown): string {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== "string") return "";
  return Array.from(text.toWellFormed().slice(0, maxQueryLength * 2))
    .slice(0, maxQueryLength)
    .join("")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The words of `text` as the index's tokenizer sees them (unicode61 with diacritics removed):
 * lower case, without accents, split at everything that is not a letter or a digit.
 */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * Each language's Snowball stemmer (Orama's pure-JS port, decision 021): the index holds a word's
 * stem, and a query's words are stemmed alike, so "infirmières" finds "infirmier". A stemmer reads
 * a word with its accents; the accents are taken off its stem.
 */
const stemmers: Record<Locale, (word: string) => string> = { en: englishStem, fr: frenchStem };

/** One word of a text: where it stands, and its stem as the index holds it. */
export interface Term {
  /** The word's first character's offset in the text. */
  start: number;
  /** The offset after its last character. */
  end: number;
  /** Its stem: lower case, without accents. */
  stem: string;
}

/** `word` without its accents. */
export const withoutAccents = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

/** The stem of one word (lower case, any accents) in `locale`, without accents. */
export function stemOf(word: string, locale: Locale): string {
  const lower = word.normalize("NFC").toLowerCase();
  const known = stems[locale].get(lower);
  if (known !== undefined) return known;
  const stem = withoutAccents(stemmers[locale](lower));
  if (stems[locale].size < maxRememberedStems) stems[locale].set(lower, stem);
  return stem;
}

/**
 * Each language's stems already found, by word: the site's pages say the same words many times.
 * Bounded, so that queries cannot grow it without end.
 */
const stems: Record<Locale, Map<string, string>> = { en: new Map(), fr: new Map() };
const maxRememberedStems = 50_000;

/** The words of `text` (letters and digits), each with its place and stem. */
export function termsOf(text: string, locale: Locale): Term[] {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    stem: stemOf(match[0], locale),
  }));
}

/** `text` as the index holds it: its words' stems, one space between them. */
export function stemmedText(text: string, locale: Locale): string {
  return termsOf(text.normalize("NFC"), locale)
    .map((term) => term.stem)
    .join(" ");
}

/** How a language's words are matched. */
export interface MatchRules {
  /** The language: its stemmer. */
  locale: Locale;
  /** Each language's groups of words that mean the same thing (content/<language>/search.ts). */
  synonyms: Synonyms;
  /**
   * Whether a stem also finds longer stems it starts: French ("couper", stem "coup", finds
   * "coupent", which the Snowball stemmer leaves whole).
   */
  prefix: boolean;
  /**
   * A word typed without its accents as the site writes it ("infirmiere": "infirmière"), so it
   * is stemmed as the site's word is (the index's own words, server/search/site-search.ts).
   */
  accented?: (word: string) => string;
}

/** An FTS5 string: the words in double quotes, a quote inside doubled. */
function ftsString(words: readonly string[]): string {
  return `"${words.join(" ").replaceAll('"', '""')}"`;
}

function alternative(words: readonly string[], prefix: boolean): string {
  const one = words.length === 1 && prefix && words[0]!.length >= minPrefixLength;
  return one ? `${ftsString(words)}*` : ftsString(words);
}

/** One word of a query, or a synonym phrase found there, as the index is asked for it. */
export interface QueryGroup {
  /** An FTS5 expression: `"night"`, or `("night" OR "overnight")` for a synonym. */
  expression: string;
  /** What it finds: each alternative as its words' stems. */
  alternatives: string[][];
  /** The stems of the query's own words it stands for. */
  asked: string[];
}

/** The words of `text` with their accents, lower case: as a stemmer reads them. */
export function accentedWordsOf(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/**
 * The query's groups, each an FTS5 expression that one word (or synonym phrase) of the query
 * stands for, in stems: `"night"` alone, or `("night" OR "overnight")` for a synonym. At each
 * place in the query the longest synonym phrase found there wins ("foot care" before "foot").
 * Joined by AND they ask for pages with every word; by OR, for pages with any.
 */
export function queryParts(query: string, rules: MatchRules): QueryGroup[] {
  const stem = (word: string) => stemOf(word, rules.locale);
  const words = accentedWordsOf(query)
    .slice(0, maxQueryWords)
    .map((word) => stem(rules.accented?.(word) ?? word));
  const phrases = Object.values(rules.synonyms).map((group) => {
    const alternatives = group
      .map((phrase) => accentedWordsOf(phrase).map(stem))
      .filter((phrase) => phrase.length > 0);
    return { alternatives, expression: groupExpression(alternatives, rules.prefix) };
  });
  const groups = new Map<string, QueryGroup>();
  for (let at = 0; at < words.length;) {
    let best: { length: number; expression: string; alternatives: string[][] } | undefined;
    for (const { alternatives, expression } of phrases)
      for (const phrase of alternatives)
        if (
          phrase.length > (best?.length ?? 0) &&
          phrase.every((word, offset) => words[at + offset] === word)
        )
          best = { length: phrase.length, expression, alternatives };
    const length = best?.length ?? 1;
    const asked = words.slice(at, at + length);
    const expression = best?.expression ?? alternative([words[at]!], rules.prefix);
    const known = groups.get(expression);
    if (known) known.asked.push(...asked);
    else groups.set(expression, { expression, alternatives: best?.alternatives ?? [asked], asked });
    at += length;
  }
  return [...groups.values()];
}

/** The FTS5 expressions of the query's groups (`queryParts`). */
export function queryGroups(query: string, rules: MatchRules): string[] {
  return queryParts(query, rules).map((group) => group.expression);
}

/**
 * A synonym group as one expression. Where words match by prefix, a word that another of the
 * group starts ("préposées" after "préposé") is left out: it adds nothing to what is found, and
 * bm25 would count the same words twice.
 */
function groupExpression(alternatives: readonly string[][], prefix: boolean): string {
  const covered = (phrase: readonly string[]) =>
    prefix &&
    phrase.length === 1 &&
    alternatives.some(
      (other) =>
        other.length === 1 &&
        other[0] !== phrase[0] &&
        other[0]!.length >= minPrefixLength &&
        phrase[0]!.startsWith(other[0]!),
    );
  const kept = alternatives.filter((phrase) => !covered(phrase));
  const unique = [...new Set(kept.map((phrase) => alternative(phrase, prefix)))];
  return unique.length === 1 ? unique[0]! : `(${unique.join(" OR ")})`;
}
