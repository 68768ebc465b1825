/**
 * How each language sets its punctuation, done once by one function (`typeset`) for every string
 * that reaches a page, a title, a description or structured data. Each language's words pass
 * through `typesetWords` where they are loaded (content/words.ts, content/index.ts,
 * content/inquiry-form.ts), so no text can skip it; code that joins strings itself calls
 * `typeset` on the result. `typographyProblems` is the build's check (tests/build/site.test.ts).
 *
 * French, as the Translation Bureau and ontario.ca/fr set it (docs/decisions/015-french-typography.md):
 * - a no-break space (U+00A0) before a colon and a percent sign, inside « guillemets », and
 *   between a number and its unit or the next group of digits;
 * - a narrow no-break space (U+202F) before a semicolon, a question mark and an exclamation mark;
 * - the typographic apostrophe (’, U+2019), never the straight one.
 * English is left as written.
 *
 * Browser-safe: no dependencies, and small (docs/decisions/001-stack.md).
 */
import type { Locale } from "./locale.ts";

const noBreak = "\u00a0";
const narrowNoBreak = "\u202f";

/**
 * Parts of a source string that are addresses, not words, and keep every character: an inline
 * link's target, a reference of any kind (`{phone:careLine}`, `{recipient:footCare}`: every kind
 * content/inline-markup.ts reads, now and later), a web address, an e-mail address.
 */
const addresses =
  /(\]\([^)\s]+\)|\{[A-Za-z]+:[A-Za-z0-9]+\}|https?:\/\/[^\s)]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** A whole string that is an address (a path, an anchor or a URL), not words. */
const wholeAddress = /^(\/|#|[a-z][a-z0-9+.-]*:\S*$)/i;

/** Units and symbols that French writes after a number with a no-break space. */
const units = /(\d) (?=(?:%|\$|\d{3}\b|(?:h|min|km|Mo|ko|ans?|j|jours?|heures)\b(?!['’])))/g;

/** A unit after a number and a breakable space: what the check finds ("7 j sur 7"). */
const unitAfterSpace = /\d (?=(?:\$|(?:h|min|km|Mo|ko|ans?|j|jours?|heures)\b(?!['’])))/g;

/** No-break spaces together, or one beside an ordinary space: one was added to another. */
const doubledSpace = /[\u00a0\u202f][ \u00a0\u202f]+|[ ]+[\u00a0\u202f]/g;

function frenchWords(text: string): string {
  return (
    text
      .replaceAll("'", "’")
      // Whatever space (or none) stood before the mark, the right no-break space, once: a text
      // that opens with its space and mark (the interface's "\u00a0:", drawn after a label)
      // keeps one space, not two. A mark that opens the text stays as it is.
      .replace(/(?:(?<=.)|(?=[ \u00a0\u202f]))[ \u00a0\u202f]*([;?!])/gs, `${narrowNoBreak}$1`)
      .replace(/(?:(?<=.)|(?=[ \u00a0\u202f]))[ \u00a0\u202f]*([:%])/gs, `${noBreak}$1`)
      .replace(/«[ \u00a0\u202f]*/g, `«${noBreak}`)
      .replace(/[ \u00a0\u202f]*»/g, `${noBreak}»`)
      .replace(units, `$1${noBreak}`)
  );
}

/**
 * `text` with `locale`'s punctuation: see the file's comment. Inline links' targets, references,
 * web and e-mail addresses keep their characters (each stands aside as a private-use character
 * while the words are set); a text already set comes back unchanged.
 */
export function typeset(text: string, locale: Locale): string {
  if (locale !== "fr" || wholeAddress.test(text)) return text;
  const kept: string[] = [];
  const words = text.replace(new RegExp(addresses.source, "g"), (address) => {
    kept.push(address);
    return "\ue000";
  });
  let next = 0;
  return frenchWords(words).replace(/\ue000/g, () => kept[next++]!);
}

/** The same words with every string, and every string a function returns, set for `locale`. */
export function typesetWords<T>(words: T, locale: Locale): T {
  if (locale === "en") return words;
  return setAll(words, locale) as T;
}

function setAll(value: unknown, locale: Locale): unknown {
  if (typeof value === "string") return typeset(value, locale);
  if (typeof value === "function")
    return (...args: unknown[]) => setAll((value as (...a: unknown[]) => unknown)(...args), locale);
  if (Array.isArray(value)) return value.map((item) => setAll(item, locale));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, setAll(item, locale)]),
    );
  return value;
}

/**
 * What is wrong with the punctuation of `text`, a text as a person reads it (no markup), in
 * `locale`: one sentence per fault, quoting it. Web and e-mail addresses are not read.
 */
export function typographyProblems(text: string, locale: Locale): string[] {
  if (locale !== "fr") return [];
  const words = text.replace(new RegExp(addresses.source, "g"), " ");
  const faults: [RegExp, string][] = [
    [/(?<!\u202f)[;?!]/g, "needs a narrow no-break space (U+202F) before it"],
    [/(?<!\u00a0)[:%]/g, "needs a no-break space (U+00A0) before it"],
    [/«(?!\u00a0)/g, "needs a no-break space (U+00A0) after it"],
    [/(?<!\u00a0)»/g, "needs a no-break space (U+00A0) before it"],
    [/'/g, "is a straight apostrophe: French here writes ’"],
    [doubledSpace, "is a doubled space: one no-break space is enough"],
    [unitAfterSpace, "is a breakable space before a unit: French here writes a no-break space"],
  ];
  return faults.flatMap(([pattern, problem]) =>
    [...words.matchAll(pattern)].map((match) => {
      const around = words.slice(Math.max(0, match.index - 30), match.index + 10).trim();
      return `“${match[0]}” ${problem}: …${around}…`;
    }),
  );
}
