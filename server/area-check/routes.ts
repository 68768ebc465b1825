/**
 * The area check at each language's address (`/contact/area`, `/fr/nous-joindre/secteur`): GET
 * with `?postal=`, answered with a page drawn on the request (content/area-check.ts reads the
 * code, app/server-pages/area-check.tsx draws it). A postal code says where someone lives:
 * nothing is stored, the server logs no requests (server/app.ts), and no cache or search engine
 * keeps the page (server/drawn-page.ts).
 */
import type { FastifyInstance } from "fastify";
import type { AreaCheckPage } from "../../app/server-pages/area-check.tsx";
import { areaCheckParameter, checkArea } from "../../content/area-check.ts";
import { locales } from "../../content/locale.ts";
import { areaCheckPath } from "../../content/navigation.ts";
import { sendDrawnPage } from "../drawn-page.ts";

export interface AreaCheckRouteOptions {
  /** Draws the page (the stylesheet and font are the server's to add). */
  areaCheckPage: (page: Omit<AreaCheckPage, "stylesheet" | "font">) => string;
}

export async function areaCheckRoutes(app: FastifyInstance, options: AreaCheckRouteOptions) {
  for (const locale of locales) {
    app.get(areaCheckPath(locale), async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const answer = checkArea(query[areaCheckParameter]);
      return sendDrawnPage(request, reply, options.areaCheckPage({ locale, answer }));
    });
  }
}
