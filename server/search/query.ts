/**
 * A visitor's query made into an FTS5 MATCH expression that can only mean "these words": the
 * query is cut into words (letters and digits; everything else, quotes, stars, brackets,
 * operators' punctuation, control characters, is a space), each word or phrase of a synonym group
 * becomes the group's alternatives joined by OR, and every word is written as an FTS5 string, so
 * no input is read as FTS5 syntax (`NEAR`, `AND`, `col:` are words like any other).
 * https://www.sqlite.org/fts5.html#full_text_query_syntax
 */
import type { Synonyms } from "../../content/en/search.ts";
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

/** How a language's words are matched. */
export interface MatchRules {
  /** Each language's groups of words that mean the same thing (content/<language>/search.ts). */
  synonyms: Synonyms;
  /**
   * Whether a word also finds longer words it starts ("pied" finds "pieds"): for a language the
   * index does not stem (French; English is stemmed by the Porter tokenizer).
   */
  prefix: boolean;
}

/** An FTS5 string: the words in double quotes, a quote inside doubled. */
function ftsString(words: readonly string[]): string {
  return `"${words.join(" ").replaceAll('"', '""')}"`;
}

function alternative(words: readonly string[], prefix: boolean): string {
  const one = words.length === 1 && prefix && words[0]!.length >= minPrefixLength;
  return one ? `${ftsString(words)}*` : ftsString(words);
}

/**
 * The query's groups, each an FTS5 expression that one word (or synonym phrase) of the query
 * stands for: `"night"` alone, or `("night" OR "overnight" OR "nights")` for a synonym. At each
 * place in the query the longest synonym phrase found there wins ("foot care" before "foot").
 * Joined by AND they ask for pages with every word; by OR, for pages with any.
 */
export function queryGroups(query: string, rules: MatchRules): string[] {
  const words = wordsOf(query).slice(0, maxQueryWords);
  const phrases = Object.values(rules.synonyms).map((group) => {
    const alternatives = group.map(wordsOf).filter((phrase) => phrase.length > 0);
    return { alternatives, expression: groupExpression(alternatives, rules.prefix) };
  });
  const groups: string[] = [];
  for (let at = 0; at < words.length;) {
    let best: { length: number; expression: string } | undefined;
    for (const { alternatives, expression } of phrases)
      for (const phrase of alternatives)
        if (
          phrase.length > (best?.length ?? 0) &&
          phrase.every((word, offset) => words[at + offset] === word)
        )
          best = { length: phrase.length, expression };
    groups.push(best?.expression ?? alternative([words[at]!], rules.prefix));
    at += best?.length ?? 1;
  }
  return [...new Set(groups)];
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
