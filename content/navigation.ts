/**
 * The site's structure, written once for both languages: every page, its place, its address in
 * each language, and the menus that list it. Components link with `pathTo(key, locale)`,
 * `areaPath(…)` and `aboutPath(…)`, never with a written path, so a page moved here moves
 * everywhere, in both languages.
 *
 * Each language supplies the words: the pages' texts in content/<language>/ (keyed as here) and
 * the menu labels in content/<language>/ui.ts (`pages`). `siteMap()` in content/index.ts joins
 * the two into the one list that the routes' page list, side menus, breadcrumbs, sitemap.xml,
 * llms.txt and the link checks read.
 *
 * Browser-safe: small, no zod, no page text (docs/decisions/001-stack.md).
 */

import { defaultLocale, type Locale, localeOf, localePath, locales } from "./locale.ts";

/** The lists of links a page can appear in. */
export type MenuName =
  /** The header's main navigation (Services opens the list of areas). */
  | "header"
  /** The footer's links. */
  | "footer"
  /** The ways on from the not-found page. */
  | "onward";

/** An address segment in each language ("about", "a-propos"). */
type Segment = Readonly<Record<Locale, string>>;

/** A page or section the site map names. */
export interface SitePageEntry {
  /** Its address below the language's root, in each language ("" for the home page). */
  path: Segment;
  /** The menus that list it, in the order of `topPages`. */
  menus: readonly MenuName[];
  /** A page people reach only as an answer (the form's thank-you page): no menus, no sitemap. */
  unlisted?: boolean;
}

export const topPages = {
  home: { path: { en: "", fr: "" }, menus: ["onward"] },
  services: { path: { en: "services", fr: "services" }, menus: ["header", "footer", "onward"] },
  about: { path: { en: "about", fr: "a-propos" }, menus: ["header", "footer", "onward"] },
  careers: { path: { en: "careers", fr: "carrieres" }, menus: ["header", "footer", "onward"] },
  contact: { path: { en: "contact", fr: "nous-joindre" }, menus: ["header", "footer", "onward"] },
  contactSent: {
    path: { en: "contact/sent", fr: "nous-joindre/message-envoye" },
    menus: [],
    unlisted: true,
  },
  accessibility: { path: { en: "accessibility", fr: "accessibilite" }, menus: ["footer"] },
  privacy: { path: { en: "privacy", fr: "confidentialite" }, menus: ["footer"] },
} as const satisfies Record<string, SitePageEntry>;

/** The name of a page outside the areas. */
export type PageKey = keyof typeof topPages;

/**
 * The service areas, each a section below Services, in menu order, with the pages of each in
 * menu order: their keys, and their address segments in each language. An area's words are in
 * content/<language>/services/<area>.ts, keyed the same way; `index` is the area's first page.
 */
export const areas = {
  "personal-support": {
    slug: { en: "personal-support", fr: "soutien-personnel" },
    pages: {
      index: { en: "", fr: "" },
      "family-caregiver-support": {
        en: "family-caregiver-support",
        fr: "soutien-aux-proches-aidants",
      },
      "stroke-care": { en: "stroke-vision-values", fr: "soins-apres-un-avc" },
      "senior-care": { en: "senior-care", fr: "soins-aux-personnes-agees" },
      "alzheimer-and-dementia-care": {
        en: "alzheimer-and-dementia-care",
        fr: "alzheimer-et-demence",
      },
    },
  },
  nursing: {
    slug: { en: "nursing", fr: "soins-infirmiers" },
    pages: {
      index: { en: "", fr: "" },
      "post-surgery-and-wound-care": {
        en: "post-surgery-and-wound-care",
        fr: "soins-postoperatoires-et-des-plaies",
      },
      "advanced-illness-and-palliative": {
        en: "advanced-illness-and-palliative",
        fr: "maladie-avancee-et-soins-palliatifs",
      },
    },
  },
  "senior-care-services": {
    slug: { en: "senior-care-services", fr: "services-aux-aines" },
    pages: {
      index: { en: "", fr: "" },
      "live-in-companions": { en: "live-in-companions", fr: "accompagnement-a-demeure" },
      "overnight-assistance": { en: "overnight-assistance", fr: "aide-de-nuit" },
      "house-cleaners": { en: "house-cleaners", fr: "entretien-menager" },
      "driver-companions": { en: "driver-companions", fr: "chauffeurs-accompagnateurs" },
      "retirement-home-transition": {
        en: "free-retirement-home-transition-services",
        fr: "transition-vers-une-maison-de-retraite",
      },
      "total-care": { en: "total-care", fr: "soins-complets" },
    },
  },
  "specialized-services": {
    slug: { en: "specialized-services", fr: "services-specialises" },
    pages: {
      index: { en: "", fr: "" },
      "navigating-health-care": {
        en: "navigating-health-care",
        fr: "orientation-dans-le-systeme-de-sante",
      },
      "hospital-to-home-transition": {
        en: "hospital-to-home-transition",
        fr: "retour-a-domicile-apres-l-hopital",
      },
      "foot-care-clinics": { en: "foot-care-clinics", fr: "cliniques-de-soins-des-pieds" },
      "flu-shots": { en: "flu-shots", fr: "vaccins-contre-la-grippe" },
    },
  },
} as const satisfies Record<string, { slug: Segment; pages: Record<string, Segment> }>;

/** The pages of About, in menu order (content/<language>/about.ts). */
export const aboutPages = {
  index: { en: "", fr: "" },
  "message-from-ceo": { en: "message-from-ceo", fr: "message-de-la-direction" },
  "mission-vision-values": { en: "mission-vision-values", fr: "mission-vision-valeurs" },
  "total-care": { en: "total-care", fr: "soins-complets" },
  "client-centred-care": { en: "client-centred-care", fr: "soins-centres-sur-le-client" },
  "patient-safety": { en: "patient-safety", fr: "securite-des-patients" },
} as const satisfies Record<string, Segment>;

/** A service area, by key. */
export type AreaKey = keyof typeof areas;
/** The service areas in menu order. */
export const areaKeys = Object.keys(areas) as AreaKey[];
/** A page of a service area, by key. */
export type AreaPageKey<A extends AreaKey = AreaKey> = keyof (typeof areas)[A]["pages"] & string;
/** A page of About, by key. */
export type AboutPageKey = keyof typeof aboutPages;

/** The address of a page outside the areas in `locale`, with an optional `#anchor`. */
export function pathTo(key: PageKey, locale: Locale = defaultLocale, anchor?: string): string {
  const path = localePath(locale, `/${topPages[key].path[locale]}`);
  return anchor ? `${path}#${anchor}` : path;
}

/** The address of a service area's first page, or of one of its pages, in `locale`. */
export function areaPath<A extends AreaKey>(
  area: A,
  page: AreaPageKey<A> = "index" as AreaPageKey<A>,
  locale: Locale = defaultLocale,
): string {
  const segments = areas[area].pages as Record<string, Segment>;
  return childPath(
    `${pathTo("services", locale)}/${areas[area].slug[locale]}`,
    segments[page]![locale],
  );
}

/** The address of a page of About in `locale`. */
export function aboutPath(page: AboutPageKey = "index", locale: Locale = defaultLocale): string {
  return childPath(pathTo("about", locale), aboutPages[page][locale]);
}

function childPath(base: string, slug: string): string {
  return slug ? `${base}/${slug}` : base;
}

/** The link-preview picture of each language's pages, in public/ (`npm run og-image`). */
export const shareImageFile = {
  en: "og-image.png",
  fr: "og-image-fr.png",
} as const satisfies Record<Locale, string>;

/** The pages a menu lists, in order. */
export function menu(name: MenuName): PageKey[] {
  return (Object.keys(topPages) as PageKey[]).filter((key) =>
    (topPages[key].menus as readonly MenuName[]).includes(name),
  );
}

/** Every page of the site map by its place in the structure, the same in every language. */
export type PagePlace =
  | { kind: "top"; key: PageKey }
  | { kind: "area"; area: AreaKey; page: string }
  | { kind: "about"; page: AboutPageKey };

/** Every place of the site map, in menu order: each top page, each section followed by its pages. */
export function allPlaces(): PagePlace[] {
  return (Object.keys(topPages) as PageKey[]).flatMap((key): PagePlace[] => {
    if (key === "services")
      return [
        { kind: "top", key },
        ...areaKeys.flatMap((area) =>
          Object.keys(areas[area].pages).map((page): PagePlace => ({ kind: "area", area, page })),
        ),
      ];
    if (key === "about")
      return (Object.keys(aboutPages) as AboutPageKey[]).map((page) => ({ kind: "about", page }));
    return [{ kind: "top", key }];
  });
}

/** The address of a place in `locale`. */
export function placePath(place: PagePlace, locale: Locale): string {
  if (place.kind === "top") return pathTo(place.key, locale);
  if (place.kind === "about") return aboutPath(place.page, locale);
  return areaPath(place.area, place.page as AreaPageKey, locale);
}

// Every address of the site map, in each language, with its place: built once from the tables
// above, so that the header's language link works in the browser without the content registry.
const placeByPath = new Map(
  allPlaces().flatMap((place) =>
    locales.map((locale) => [placePath(place, locale), place] as const),
  ),
);

/** The place of the page at `path`, if the site map has one there. */
export function placeAt(path: string): PagePlace | undefined {
  return placeByPath.get(path);
}

/**
 * The same page in `locale`: the page at `path` in the other language, or that language's home
 * page when `path` is not in the site map (the not-found page).
 */
export function samePageIn(path: string, locale: Locale): string {
  const bare = path.replace(/(.)\/$/, "$1");
  if (locales.some((other) => searchPath(other) === bare)) return searchPath(locale);
  if (locales.some((other) => areaCheckPath(other) === bare)) return areaCheckPath(locale);
  const place = placeAt(bare);
  if (place) return placePath(place, locale);
  // A posting's page knows its slug in the other language and says so (app/server-pages/); from
  // the address alone, the same slug is the best guess (a French one with an English slug moves).
  const application = applicationPageAt(bare);
  if (application) {
    const same = { slug: application.slug, frenchSlug: application.slug };
    return applicationPath(same, application.step, locale);
  }
  const slug = postingSlugAt(bare);
  return slug ? postingPath({ slug, frenchSlug: slug }, locale) : pathTo("home", locale);
}
/**
 * A job posting's address parts: its English slug, from its English title, and its French one,
 * from its French title when it was first published (null before: a draft has no page).
 */
export interface PostingSlugs {
  /** The last part of its English address. */
  slug: string;
  /** The last part of its French address; null until its first publication. */
  frenchSlug: string | null;
}

/** A posting's slug in `locale` (a posting with no French slug yet keeps its English one). */
export function slugIn(posting: PostingSlugs, locale: Locale): string {
  return locale === "fr" ? (posting.frenchSlug ?? posting.slug) : posting.slug;
}

/**
 * The address of a job posting's page in `locale`, below the Careers page, by that language's
 * slug (/careers/personal-support-worker, /fr/carrieres/prepose-ou-preposee-…). The server draws
 * these pages on each request from the stored postings (server/careers/routes.ts).
 */
export function postingPath(posting: PostingSlugs, locale: Locale = defaultLocale): string {
  return `${pathTo("careers", locale)}/${slugIn(posting, locale)}`;
}

/** The slug of the posting whose page is at `path`, if it is one. */
export function postingSlugAt(path: string): string | undefined {
  const careers = pathTo("careers", localeOf(path));
  const rest = path.startsWith(`${careers}/`) ? path.slice(careers.length + 1) : "";
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(rest) ? rest : undefined;
}

/**
 * The two pages of a job application, below their posting's page, by their segment in each
 * language: the form (`/careers/<slug>/apply`, `/fr/carrieres/<slug>/postuler`) and the page
 * that thanks the applicant once it is stored (`…/applied`, `…/candidature-envoyee`). The server
 * draws both on each request (server/careers/apply-routes.ts).
 */
const applicationSegments = {
  apply: { en: "apply", fr: "postuler" },
  applied: { en: "applied", fr: "candidature-envoyee" },
} as const satisfies Record<string, Segment>;

/** A page of the job application: its form, or the page after it was sent. */
export type ApplicationStep = keyof typeof applicationSegments;

/** The address of a posting's application form (`apply`) or of its confirmation (`applied`). */
export function applicationPath(
  posting: PostingSlugs,
  step: ApplicationStep,
  locale: Locale = defaultLocale,
): string {
  return `${postingPath(posting, locale)}/${applicationSegments[step][locale]}`;
}

/** The posting and step of the application page at `path`, if it is one. */
export function applicationPageAt(
  path: string,
): { slug: string; step: ApplicationStep } | undefined {
  const locale = localeOf(path);
  const cut = path.lastIndexOf("/");
  const slug = postingSlugAt(path.slice(0, cut));
  const step = (Object.keys(applicationSegments) as ApplicationStep[]).find(
    (key) => applicationSegments[key][locale] === path.slice(cut + 1),
  );
  return slug && step ? { slug, step } : undefined;
}

/**
 * The search page's address below each language's root. Not a page of the site map: the server
 * draws it for each query (server/search/), so it is never pre-rendered and in no menu, sitemap
 * or llms.txt; the header's search form and the not-found page's lead to it.
 */
const searchSegment: Segment = { en: "search", fr: "recherche" };

/** The address of the search page in `locale`. */
export function searchPath(locale: Locale = defaultLocale): string {
  return localePath(locale, `/${searchSegment[locale]}`);
}

/**
 * The area check's address, below the contact page (`/contact/area`, `/fr/nous-joindre/secteur`):
 * GET with the postal code, drawn by the server for each question (server/area-check/), so, like
 * the search page, never pre-rendered and in no menu or sitemap.
 */
const areaCheckSegment: Segment = { en: "area", fr: "secteur" };

/** The address of the area check in `locale`. */
export function areaCheckPath(locale: Locale = defaultLocale): string {
  return `${pathTo("contact", locale)}/${areaCheckSegment[locale]}`;
}

export { type Locale, localeOf };

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
  report: "/staff/report",
  savedReplies: "/staff/saved-replies",
  inbox: "/staff/inbox",
  postings: "/staff/postings",
  applications: "/staff/applications",
  board: "/staff/applications/board",
} as const;

/** The address of a staff page. */
export function staffPath(key: keyof typeof staffPages): string {
  return staffPages[key];
}
