/**
 * The site's structure, written once: every page outside the areas and every section, its
 * address, its parent, and the menus that list it. Components link with `pathTo(key)`, never with
 * a written path, so a page moved here moves everywhere.
 *
 * The pages inside a section come from that section's content: the four service areas
 * (content/service-areas.ts, each with its pages in content/services/*.ts) below Services, and
 * content/about.ts below About. `siteMap()` in content/index.ts joins the two into the one list
 * that the routes' page list, side menus, breadcrumbs, sitemap.xml, llms.txt and the link checks
 * read. Menu labels are interface words, keyed by page in content/ui.ts (`pages`).
 *
 * Browser-safe: small, no zod, no page text (docs/decisions/001-stack.md).
 */

/** The lists of links a page can appear in. */
export type MenuName =
  /** The header's main navigation (Services opens the list of areas). */
  | "header"
  /** The footer's links. */
  | "footer"
  /** The ways on from the not-found page. */
  | "onward";

/** A page or section the site map names. */
export interface SitePageEntry {
  /** Its address. */
  path: string;
  /** The menus that list it, in the order of `topPages`. */
  menus: readonly MenuName[];
  /** A page people reach only as an answer (the form's thank-you page): no menus, no sitemap. */
  unlisted?: boolean;
}

export const topPages = {
  home: { path: "/", menus: ["onward"] },
  services: { path: "/services", menus: ["header", "footer", "onward"] },
  about: { path: "/about", menus: ["header", "footer", "onward"] },
  careers: { path: "/careers", menus: ["header", "footer", "onward"] },
  contact: { path: "/contact", menus: ["header", "footer", "onward"] },
  contactSent: { path: "/contact/sent", menus: [], unlisted: true },
  accessibility: { path: "/accessibility", menus: ["footer"] },
  privacy: { path: "/privacy", menus: ["footer"] },
} as const satisfies Record<string, SitePageEntry>;

/** The name of a page outside the areas. */
export type PageKey = keyof typeof topPages;

/** The service areas, each a section below Services, in menu order (content/service-areas.ts). */
export const areaKeys = [
  "personal-support",
  "nursing",
  "senior-care-services",
  "specialized-services",
] as const;
export type AreaKey = (typeof areaKeys)[number];

/** The address of a page outside the areas, with an optional `#anchor`. */
export function pathTo(key: PageKey, anchor?: string): string {
  return anchor ? `${topPages[key].path}#${anchor}` : topPages[key].path;
}

/** The address of a service area's first page, or of one of its pages by slug. */
export function areaPath(area: AreaKey, slug = ""): string {
  return childPath(`${pathTo("services")}/${area}`, slug);
}

/** The address of a page of About by slug. */
export function aboutPath(slug = ""): string {
  return childPath(pathTo("about"), slug);
}

function childPath(base: string, slug: string): string {
  return slug ? `${base}/${slug}` : base;
}

/** The pages a menu lists, in order. */
export function menu(name: MenuName): PageKey[] {
  return (Object.keys(topPages) as PageKey[]).filter((key) =>
    (topPages[key].menus as readonly MenuName[]).includes(name),
  );
}

/**
 * The staff area's pages (app/routes/staff/). Not part of the public site map: never pre-rendered
 * with data, in no menu, sitemap or llms.txt, and disallowed in robots.txt.
 */
export const staffPages = {
  home: "/staff",
  welcome: "/staff/welcome",
  passkeys: "/staff/passkeys",
  people: "/staff/people",
  audit: "/staff/audit",
  inbox: "/staff/inbox",
} as const;

/** The address of a staff page. */
export function staffPath(key: keyof typeof staffPages): string {
  return staffPages[key];
}
