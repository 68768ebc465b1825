import { useLocation } from "react-router";
import { type Locale, localeOf } from "../../content/locale.ts";
import { shortWords } from "../../content/words.ts";

/** The language of the page being drawn, from its address (French under /fr). */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** The interface strings in the page's language. */
export function useUi() {
  return shortWords[useLocale()].ui;
}

/** The page language's short words: interface strings, facts and the service areas' names. */
export function useWords() {
  return shortWords[useLocale()];
}
