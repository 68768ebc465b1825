/**
 * The site's languages. English is at the root of the site, French under /fr; the language of a
 * page follows from its address alone, so any component can know it without being told.
 *
 * Browser-safe: tiny, no words (docs/decisions/013-french-edition.md).
 */

export const locales = ["en", "fr"] as const;
/** A language of the site. */
export type Locale = (typeof locales)[number];

/** The language of the site's root addresses, and x-default's. */
export const defaultLocale: Locale = "en";

/** Each language's BCP 47 tag, for `lang`, `hreflang`, Intl and og:locale. */
export const localeTags = { en: "en-CA", fr: "fr-CA" } as const satisfies Record<Locale, string>;

/** Where each language's pages start. */
const localeRoots = { en: "/", fr: "/fr" } as const satisfies Record<Locale, string>;

/** The language of the page at `path`: French under /fr, English everywhere else. */
export function localeOf(path: string): Locale {
  return path === localeRoots.fr || path.startsWith(`${localeRoots.fr}/`) ? "fr" : "en";
}

/** `path` (written from the root, "/about") placed in `locale`'s part of the site. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? localeRoots[locale] : `${localeRoots[locale]}${path}`;
}

/**
 * The shape of a language's words, from the English words: the same keys, strings for strings and
 * functions with the same arguments. Each language's file `satisfies` it, so a text missing from
 * one language is a type error naming the file and key (and a build error, content/index.ts).
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer I)[]
      ? readonly Words<I>[]
      : { readonly [K in keyof T]: Words<T[K]> };
