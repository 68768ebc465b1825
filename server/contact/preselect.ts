/**
 * The contact page with its Recipient chosen, for a link from a service page
 * (`/contact?recipient=care`, content/inquiry-form.ts). The page is pre-rendered once; the server
 * marks the chosen option in a copy of it, made at start for each choice and language, so that
 * the choice is there without script and costs a request nothing. With script, the page's own
 * component reads the same parameter and draws the same choice.
 */
import {
  inquiryFields,
  recipientIn,
  recipientParameter,
  recipients,
} from "../../content/inquiry-form.ts";
import { locales } from "../../content/locale.ts";
import { pathTo } from "../../content/navigation.ts";
import { type StaticFile, withBody } from "../static-site.ts";

// How React writes text inside an attribute.
const attribute = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");

/**
 * `html` with the option whose value is `value` chosen in the Recipient select, instead of
 * "Choose one"; throws when the page has no such select or option, so a changed form stops the
 * server's start rather than losing the choice.
 */
export function preselect(html: string, value: string): string {
  const name = attribute(inquiryFields.recipient.name);
  const select = new RegExp(`<select\\b[^>]*\\sname="${name}"[^>]*>[\\s\\S]*?</select>`).exec(html);
  if (!select) throw new Error(`The contact page has no <select name="${name}">`);
  const option = `<option value="${attribute(value)}">`;
  const placeholder = '<option value="" selected="">';
  if (!select[0].includes(option) || !select[0].includes(placeholder))
    throw new Error(`The contact page's ${name} has no option "${value}" to choose`);
  const chosen = select[0]
    .replace(placeholder, '<option value="">')
    .replace(option, `<option value="${attribute(value)}" selected="">`);
  return html.slice(0, select.index) + chosen + html.slice(select.index + select[0].length);
}

/**
 * Each language's contact page with each Recipient chosen, by the page's file and the choice's
 * key (`/contact/index.html` → `care` → file).
 */
export function preselectedContactPages(
  site: ReadonlyMap<string, StaticFile>,
): Map<string, Map<string, StaticFile>> {
  return new Map(
    locales.map((locale) => {
      const file = `${pathTo("contact", locale)}/index.html`;
      const page = site.get(file);
      if (!page) throw new Error(`The build has no ${file}: run \`npm run build\``);
      const html = page.body.toString("utf8");
      const byKey = new Map(
        recipients.map(({ key, department }) => [
          key,
          withBody(page, Buffer.from(preselect(html, department))),
        ]),
      );
      return [file, byKey];
    }),
  );
}

/** The chosen page for a request's query, when it names one Recipient (`?recipient=care`). */
export function chosenPage(
  pages: ReadonlyMap<string, StaticFile> | undefined,
  query: string,
): StaticFile | undefined {
  if (!pages) return undefined;
  const params = new URLSearchParams(query);
  return recipientIn(params) === undefined ? undefined : pages.get(params.get(recipientParameter)!);
}
