import { type Locale, localeOf } from "../../content/locale.ts";

/**
 * The address of the page a loader was asked for, and its language. Every public page's loader
 * finds its words this way, so one route module draws a page in both languages.
 *
 * The pre-render asks each loader for the page's data file ("/about.data", "/_.data" for the
 * home page) and for the page itself, sometimes with a trailing slash ("/about/"): all of these
 * are the one address "/about".
 */
export function requestPage(request: Request): { path: string; locale: Locale } {
  const path = new URL(request.url).pathname
    .replace(/\.data$/, "")
    .replace(/\/_$/, "/")
    .replace(/(.)\/$/, "$1");
  return { path, locale: localeOf(path) };
}
