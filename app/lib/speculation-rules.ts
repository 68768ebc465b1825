/**
 * What every public page's `<script type="speculationrules">` holds, the pre-rendered ones
 * (app/root.tsx) and those the server draws (app/server-pages/) alike.
 *
 * Speculation rules: when a visitor rests on a link to another page of the site (or starts to tap
 * it), the browser loads and renders that page unseen, so following the link shows it at once.
 * Every page change is a document load (docs/decisions/010-script-free-pages.md). The server's
 * Content Security Policy allows this script by its hash (scripts/postbuild.ts). Never the staff
 * area: a page rendered unseen there would call its API, and the audit would record a view that
 * no one made.
 * https://developer.chrome.com/docs/web-platform/prerender-pages
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/staff{/*}?" } }] },
      eagerness: "moderate",
    },
  ],
});
