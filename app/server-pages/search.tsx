/**
 * The search page, drawn by the server for each query (server/search/routes.ts) with the site's
 * own layout: the form with the words searched for, how many pages were found (a status), and
 * each page as a link with the sentence that matched, its words marked; when nothing was found,
 * the phone number and the contact page. No script: the results are in the HTML.
 *
 * Built on its own, beside the contact form's page, by `vite build -c vite.server-pages.config.ts`
 * into the build folder as `.search-page.js` (a dot file: never served).
 */
import { MemoryRouter } from "react-router";
import type { Locale } from "../../content/locale.ts";
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
import { noindexDocument } from "./noindex-document.tsx";

/** What the page shows. */
export interface SearchPage {
  /** The language searched in: the page answers in it. */
  locale: Locale;
  /** The words searched for, as the server read them ("" before any search). */
  query: string;
  /** The pages found, best first. */
  hits: readonly SearchHit[];
  /** The query with a word the site never uses read as the nearest it does: hits are for it. */
  suggestion?: string;
  /** A place of the area served that the query names. */
  place?: string;
  /** The site's stylesheet, as the pre-rendered pages link it. */
  stylesheet?: string;
  /** The site's font file, preloaded as the pre-rendered pages do. */
  font?: string;
}

type Found = Pick<SearchPage, "query" | "hits" | "suggestion" | "place">;

function Results({ query, hits, suggestion, place }: Found) {
  const t = useUi();
  const locale = useLocale();
  const phone = mainPhone(locale);
  if (!query) return <p>{t.search.prompt}</p>;
  return (
    <>
      {suggestion ? (
        <p className="search-results__suggestion">
          {t.search.didYouMean.before}{" "}
          <a href={`${searchPath(locale)}?q=${encodeURIComponent(suggestion)}`}>{suggestion}</a>
          {t.search.didYouMean.after}
        </p>
      ) : null}
      <p role="status" className="search-results__count">
        {hits.length > 0 ? t.search.count(hits.length, suggestion ?? query) : t.search.none(query)}
      </p>
      {place ? (
        <p className="search-results__place">
          {t.search.weServe(place)}{" "}
          <SiteLink to={pathTo("contact", locale)}>{t.search.weServeLink}</SiteLink>.
        </p>
      ) : null}
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

function Search(found: Found) {
  const t = useUi();
  return (
    <SiteLayout>
      <AreaBanner title={t.search.heading} />
      <div className="container page-body search-page">
        <SearchForm id="search-page-query" query={found.query} />
        <Results {...found} />
      </div>
    </SiteLayout>
  );
}

/** The whole document, as HTML. */
export function renderSearchPage(page: SearchPage): string {
  const t = shortWords[page.locale].ui;
  const title = `${t.search.title(page.query)} | ${site.name}`;
  return noindexDocument(
    page.locale,
    title,
    page,
    // At the search page's address: the header, its language link and the footer are drawn for it.
    <MemoryRouter initialEntries={[searchPath(page.locale)]}>
      <Search query={page.query} hits={page.hits} suggestion={page.suggestion} place={page.place} />
    </MemoryRouter>,
  );
}
