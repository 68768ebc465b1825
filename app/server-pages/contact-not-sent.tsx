/**
 * The page the receiver sends when a form posted without JavaScript was not stored: the contact
 * form again, filled in, with an error summary and each field's error. The server renders it on
 * the request (server/contact/routes.ts) from the same components as the pre-rendered pages.
 *
 * Built on its own by `vite build -c vite.server-pages.config.ts` into the build folder as
 * `.contact-not-sent.js` (a dot file: the server never serves it), so that the server, which runs
 * TypeScript without a build step, can call React code.
 */
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { contactFormIn } from "../../content/inquiry-form.ts";
import { type Locale, localeTags } from "../../content/locale.ts";
import { pathTo } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { AreaBanner } from "../components/area-banner.tsx";
import {
  type ContactFormAnswer,
  ContactForm,
  fieldId,
} from "../components/contact-form/contact-form.tsx";
import { ErrorSummary } from "../components/error-summary.tsx";
import { RichText } from "../components/rich-text.tsx";
import { SiteLayout } from "../components/site-layout.tsx";

/** What the page needs to know: the answer, and whether the store itself failed. */
export interface NotSentPage extends ContactFormAnswer {
  /** The language the form was written in: the page answers in it. */
  locale: Locale;
  /**
   * What the words under the summary say, by what happened: answers to fix (`fix`), a send
   * refused for now, every value kept (`wait`, a 429), the store down, every value kept
   * (`unavailable`, a 503), or nothing typed could be read and kept (`retype`: a body too
   * large or unreadable).
   */
  intro: "fix" | "wait" | "unavailable" | "retype";
  /** The site's stylesheet, as the pre-rendered pages link it. */
  stylesheet?: string;
}

function NotSent({ locale, values, errors, intro }: NotSentPage) {
  const form = contactFormIn(locale);
  const text = form.text.noScript;
  return (
    <SiteLayout>
      <AreaBanner icon="phone" title={text.errorTitle} />
      <div className="container page-body">
        <ErrorSummary
          heading={text.summaryHeading}
          errors={errors.map((error) => {
            const field = form.fields.find((candidate) => candidate.name === error.field);
            return { message: error.message, href: field && `#${fieldId(field)}` };
          })}
        />
        <p>
          <RichText
            text={
              {
                fix: text.errorText,
                wait: text.waitText,
                unavailable: text.unavailableText,
                retype: text.retypeText,
              }[intro]
            }
          />
        </p>
        <ContactForm form={form} answer={{ values, errors }} />
      </div>
    </SiteLayout>
  );
}

/** The whole document, as HTML. */
export function renderNotSentPage(page: NotSentPage): string {
  // GOV.UK: the title starts with "Error:", so the first thing announced says what happened.
  const text = contactFormIn(page.locale).text.noScript;
  const title = `${text.errorPrefix} ${text.errorTitle} | ${site.name}`;
  const body = renderToString(
    // At the contact page's address in the form's language: the header, its language link and
    // the footer are drawn for that page.
    <MemoryRouter initialEntries={[pathTo("contact", page.locale)]}>
      <NotSent {...page} />
    </MemoryRouter>,
  );
  const head = renderToString(
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{title}</title>
      {page.stylesheet ? <link rel="stylesheet" href={page.stylesheet} /> : null}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>,
  );
  return `<!DOCTYPE html><html lang="${localeTags[page.locale]}"><head>${head}</head><body>${body}</body></html>`;
}
