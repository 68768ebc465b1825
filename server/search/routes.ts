/**
 * The search page at each language's address (`/search`, `/fr/recherche`): GET with `?q=`, drawn
 * on the request by the build's `.search-page.js` from what the index finds, and compressed as
 * the browser accepts. What someone searched for may be personal: kept by no cache, and no
 * search engine's (server/drawn-page.ts).
 *
 * The open job postings are pages of the index too, drawn from the store: before answering, the
 * route re-indexes them if they changed since it last did (the postings' revision, read from the
 * database), so a posting published or closed in the staff area, through this instance or any
 * other, is found, or no longer found, at the next search (decision 021).
 */
import type { FastifyInstance } from "fastify";
import type { PublicPosting } from "../../app/server-pages/careers.tsx";
import type { SearchPage } from "../../app/server-pages/search.tsx";
import { type Locale, locales } from "../../content/locale.ts";
import { searchPath } from "../../content/navigation.ts";
import type { SearchDocument } from "../../content/search-documents.ts";
import { currentRevision, publicPosting } from "../careers/routes.ts";
import type { PostingStore } from "../careers/store.ts";
import { sendDrawnPage } from "../drawn-page.ts";
import type { SiteSearch } from "./site-search.ts";

export interface SearchRouteOptions {
  /** The index of the site's pages. */
  search: SiteSearch;
  /** Draws the page (the stylesheet and font are the server's to add). */
  searchPage: (page: Omit<SearchPage, "stylesheet" | "font">) => string;
  /** The job postings, whose open ones the index holds. */
  postings: PostingStore;
  /** An open posting as the index holds it in a language (the build's careers page module). */
  postingDocument: (posting: PublicPosting, locale: Locale) => SearchDocument;
}

export async function searchRoutes(app: FastifyInstance, options: SearchRouteOptions) {
  const { search, postings } = options;

  // The postings' revision the index holds; none at first.
  let indexedRevision: number | undefined;
  /** Puts the open postings as they are now in the index, unless it holds them already. */
  async function indexPostings() {
    const revision = await currentRevision(postings);
    if (revision === indexedRevision) return;
    const open = await postings.open();
    search.replacePostings(
      open
        .map(publicPosting)
        .flatMap((posting) => locales.map((locale) => options.postingDocument(posting, locale))),
    );
    indexedRevision = revision;
  }

  for (const locale of locales) {
    app.get(searchPath(locale), async (request, reply) => {
      const { q } = (request.query ?? {}) as Record<string, unknown>;
      await indexPostings();
      const answer = search.search(locale, q);
      return sendDrawnPage(request, reply, options.searchPage({ locale, ...answer }));
    });
  }
}
