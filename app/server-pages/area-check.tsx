/**
 * The area check's answer, drawn by the server for each question (server/area-check/routes.ts)
 * with the site's own layout: the answer (a status), the form again with the FSA checked, and the
 * way back to the contact page. No script: the answer is in the HTML.
 *
 * Built on its own, beside the search page, by `vite build -c vite.server-pages.config.ts` into
 * the build folder as `.area-check.js` (a dot file: never served).
 */
import { MemoryRouter } from "react-router";
import type { AreaAnswer } from "../../content/area-check.ts";
import type { Locale } from "../../content/locale.ts";
import { areaCheckPath, pathTo } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { shortWords } from "../../content/words.ts";
import { AreaBanner } from "../components/area-banner.tsx";
import { AreaCheckAnswer, AreaCheckForm } from "../components/area-check.tsx";
import { SiteLayout } from "../components/site-layout.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { useLocale, useUi } from "../lib/use-ui.ts";
import { noindexDocument } from "./noindex-document.tsx";

/** What the page shows. */
export interface AreaCheckPage {
  /** The language asked in: the page answers in it. */
  locale: Locale;
  /** The answer (content/area-check.ts). */
  answer: AreaAnswer;
  /** The site's stylesheet, as the pre-rendered pages link it. */
  stylesheet?: string;
  /** The site's font file, preloaded as the pre-rendered pages do. */
  font?: string;
}

function AreaCheck({ answer }: Pick<AreaCheckPage, "answer">) {
  const t = useUi();
  const locale = useLocale();
  return (
    <SiteLayout>
      <AreaBanner title={t.area.checkHeading} />
      <div className="container page-body area-check-page">
        <AreaCheckAnswer answer={answer} id="area-check-answer" />
        <AreaCheckForm
          fsa={"fsa" in answer ? answer.fsa : ""}
          describedBy={answer.kind === "unclear" ? "area-check-answer" : undefined}
        />
        <p>
          <SiteLink to={pathTo("contact", locale)}>{t.area.back}</SiteLink>
        </p>
      </div>
    </SiteLayout>
  );
}

/** The whole document, as HTML. */
export function renderAreaCheckPage(page: AreaCheckPage): string {
  const t = shortWords[page.locale].ui;
  const title = `${t.area.checkTitle} | ${site.name}`;
  return noindexDocument(
    page.locale,
    title,
    page,
    // At the check's address: the header, its language link and the footer are drawn for it.
    <MemoryRouter initialEntries={[areaCheckPath(page.locale)]}>
      <AreaCheck answer={page.answer} />
    </MemoryRouter>,
  );
}
