/**
 * The search page, drawn by the server for each query (server/search/routes.ts) with the site's
 * own layout: the form with the words searched for, how many pages were found (a status), and
 * each page as a link with the sentence that matched, its words marked; when nothing was found,
 * the phone number and the contact page. No script: the results are in the HTML.
 *
 * Built on its own, beside the contact form's page, by `vite build -c vite.server-pages.config.ts`
 * into the build folder as `.search-page.js` (a dot file: never served).
 */
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { type Locale, localeTags } from "../../content/locale.ts";
import { pathTo, searchPath } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { shortWords } from "../../content/words.ts";
import type { SearchHit } from "../../server/search/site-search.ts";
import { AreaBanner } from "../components/area-banner.tsx";
import { SearchForm } from "../components/search-form.tsx";
import { SiteLayout } from "../components/site-layout.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { mainPhone } from "../lib/site-facts.ts";
import { useLocale, useUi } from "../lib/use-ui.ts";

/** What the page shows. */
export interface SearchPage {
  /** The language searched in: the page answers in it. */
  locale: Locale;
  /** The words searched for, as the server read them ("" before any search). */
  query: string;
  /** The pages found, best first. */
  hits: readonly SearchHit[];
  /** The site's stylesheet, as the pre-rendered pages link it. */
  stylesheet?: string;
  /** The site's font file, preloaded as the pre-rendered pages do. */
  font?: string;
}

function Results({ query, hits }: Pick<SearchPage, "query" | "hits">) {
  const t = useUi();
  const locale = useLocale();
  const phone = mainPhone(locale);
  if (!query) return <p>{t.search.prompt}</p>;
  return (
    <>
      <p role="status" className="search-results__count">
        {hits.length > 0 ? t.search.count(hits.length, query) : t.search.none(query)}
      </p>
      {hits.length > 0 ? (
        <ol className="search-results" aria-label={t.search.results}>
          {hits.map((hit) => (
            <li key={hit.path} className="search-results__item">
              <h2 className="search-results__title">
                <SiteLink to={hit.path}>{hit.title}</SiteLink>
                {/* In the heading, so a list of headings says it too. */}
                {hit.jobFacts ? (
                  <span className="search-results__kind"> {t.search.jobOpening}</span>
                ) : null}
              </h2>
              {hit.jobFacts ? <p className="search-results__facts">{hit.jobFacts}</p> : null}
              <p className="search-results__excerpt">
                {hit.excerpt.map((part, index) =>
                  part.marked ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p>
          {t.search.noneHelp}{" "}
          <a href={phone.href} className="nowrap">
            {phone.number}
          </a>{" "}
          {t.search.noneWrite}{" "}
          <SiteLink to={pathTo("contact", locale)}>{t.search.noneWriteLink}</SiteLink>.
        </p>
      )}
    </>
  );
}

function Search({ query, hits }: Pick<SearchPage, "query" | "hits">) {
  const t = useUi();
  return (
    <SiteLayout>
      <AreaBanner title={t.search.heading} />
      <div className="container page-body search-page">
        <SearchForm id="search-page-query" query={query} />
        <Results query={query} hits={hits} />
      </div>
    </SiteLayout>
  );
}

/** The whole document, as HTML. */
export function renderSearchPage(page: SearchPage): string {
  const t = shortWords[page.locale].ui;
  const title = `${t.search.title(page.query)} | ${site.name}`;
  const body = renderToString(
    // At the search page's address: the header, its language link and the footer are drawn for it.
    <MemoryRouter initialEntries={[searchPath(page.locale)]}>
      <Search query={page.query} hits={page.hits} />
    </MemoryRouter>,
  );
  const head = renderToString(
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#0b4f5c" />
      {page.font ? (
        <link rel="preload" href={page.font} as="font" type="font/woff2" crossOrigin="anonymous" />
      ) : null}
      <meta name="robots" content="noindex" />
      <title>{title}</title>
      {page.stylesheet ? <link rel="stylesheet" href={page.stylesheet} /> : null}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>,
  );
  return `<!DOCTYPE html><html lang="${localeTags[page.locale]}"><head>${head}</head><body>${body}</body></html>`;
}
