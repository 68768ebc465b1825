/**
 * The search page at each language's address (`/search`, `/fr/recherche`): GET with `?q=`, drawn
 * on the request by the build's `.search-page.js` from what the index finds, and compressed as
 * the browser accepts. What someone searched for may be personal: kept by no cache, and no
 * search engine's (server/drawn-page.ts).
 */
import type { FastifyInstance } from "fastify";
import type { SearchPage } from "../../app/server-pages/search.tsx";
import { locales } from "../../content/locale.ts";
import { searchPath } from "../../content/navigation.ts";
import { sendDrawnPage } from "../drawn-page.ts";
import type { SiteSearch } from "./site-search.ts";

export interface SearchRouteOptions {
  /** The index of the site's pages. */
  search: SiteSearch;
  /** Draws the page (the stylesheet and font are the server's to add). */
  searchPage: (page: Omit<SearchPage, "stylesheet" | "font">) => string;
}

export async function searchRoutes(app: FastifyInstance, options: SearchRouteOptions) {
  for (const locale of locales) {
    app.get(searchPath(locale), async (request, reply) => {
      const { q } = (request.query ?? {}) as Record<string, unknown>;
      const { query, hits } = options.search.search(locale, q);
      return sendDrawnPage(request, reply, options.searchPage({ locale, query, hits }));
    });
  }
}
