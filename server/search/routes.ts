/**
 * The search page at each language's address (`/search`, `/fr/recherche`): GET with `?q=`, drawn
 * on the request by the build's `.search-page.js` from what the index finds, and compressed as
 * the browser accepts (the pre-rendered pages are compressed by the build; this one cannot be).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import Negotiator from "negotiator";
import type { SearchPage } from "../../app/server-pages/search.tsx";
import { locales } from "../../content/locale.ts";
import { searchPath } from "../../content/navigation.ts";
import type { SiteSearch } from "./site-search.ts";

export interface SearchRouteOptions {
  /** The index of the site's pages. */
  search: SiteSearch;
  /** Draws the page (the stylesheet and font are the server's to add). */
  searchPage: (page: Omit<SearchPage, "stylesheet" | "font">) => string;
}

// Brotli's quality 5: about a third of a millisecond for a page of results, within a few per cent
// of the best quality's size.
const compressors = {
  br: (body: string) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: string) => gzipSync(body, { level: 6 }),
} as const;
const encodings = ["br", "gzip", "identity"];

export async function searchRoutes(app: FastifyInstance, options: SearchRouteOptions) {
  for (const locale of locales) {
    app.get(searchPath(locale), async (request, reply) => {
      const { q } = (request.query ?? {}) as Record<string, unknown>;
      const { query, hits } = options.search.search(locale, q);
      const html = options.searchPage({ locale, query, hits });
      const [encoding] = new Negotiator(request.raw).encodings(encodings, {
        preferred: encodings,
      });
      reply
        .type("text/html; charset=utf-8")
        // What someone searched for may be personal: kept by no cache, and no search engine's.
        .header("cache-control", "no-store")
        .header("x-robots-tag", "noindex")
        .header("vary", "accept-encoding");
      if (encoding === "br" || encoding === "gzip")
        return reply.header("content-encoding", encoding).send(compressors[encoding](html));
      return reply.send(html);
    });
  }
}
