/**
 * The content registry: every piece of content, checked against its schema, and the site map that
 * joins the site's structure (content/navigation.ts) with each page's words. Route loaders,
 * `react-router.config.ts`, the build scripts and the build checks read content only through here.
 *
 * Build-time only (it carries zod and every page's text); the browser gets content through loader
 * data (docs/decisions/001-stack.md).
 */
import type { z } from "zod";
import { about as aboutEn } from "./en/about.ts";
import { accessibility as accessibilityEn } from "./en/pages/accessibility.ts";
import { careers as careersEn } from "./en/pages/careers.ts";
import { contact as contactEn } from "./en/pages/contact.ts";
import { contactSent as contactSentEn } from "./en/pages/contact-sent.ts";
import { home as homeEn } from "./en/pages/home.ts";
import { privacy as privacyEn } from "./en/pages/privacy.ts";
import { servicesIndex as servicesIndexEn } from "./en/pages/services-index.ts";
import { nursing as nursingEn } from "./en/services/nursing.ts";
import { personalSupport as personalSupportEn } from "./en/services/personal-support.ts";
import { seniorCareServices as seniorCareServicesEn } from "./en/services/senior-care-services.ts";
import { specializedServices as specializedServicesEn } from "./en/services/specialized-services.ts";
import { about as aboutFr } from "./fr/about.ts";
import { accessibility as accessibilityFr } from "./fr/pages/accessibility.ts";
import { careers as careersFr } from "./fr/pages/careers.ts";
import { contact as contactFr } from "./fr/pages/contact.ts";
import { contactSent as contactSentFr } from "./fr/pages/contact-sent.ts";
import { home as homeFr } from "./fr/pages/home.ts";
import { privacy as privacyFr } from "./fr/pages/privacy.ts";
import { servicesIndex as servicesIndexFr } from "./fr/pages/services-index.ts";
import { nursing as nursingFr } from "./fr/services/nursing.ts";
import { personalSupport as personalSupportFr } from "./fr/services/personal-support.ts";
import { seniorCareServices as seniorCareServicesFr } from "./fr/services/senior-care-services.ts";
import { specializedServices as specializedServicesFr } from "./fr/services/specialized-services.ts";
import { inlineProblems } from "./inline-markup.ts";
import { applicationWords } from "./application-words.ts";
import { inquiryWords } from "./inquiry-form.ts";
import { defaultLocale, type Locale, localeOf, locales, localePath } from "./locale.ts";
import {
  aboutPages as aboutPlaces,
  type AreaKey,
  areaKeys,
  areas,
  type PagePlace,
  type SitePageEntry,
  allPlaces,
  topPages,
  placeAt,
  placePath,
  pathTo,
} from "./navigation.ts";
import { redirectFor, redirects } from "./redirects.ts";
import {
  type ArticlePage,
  articlePageSchema,
  careersPageSchema,
  contactPageSchema,
  homePageSchema,
  serviceAreaSchema,
  siteConfigSchema,
  standalonePageSchema,
} from "./schema.ts";
import { serviceAreas } from "./service-areas.ts";
import { site } from "./site.ts";
import { typesetWords } from "./typography.ts";
import { shortWords } from "./words.ts";

/** Content that does not match its schema, named by file and field. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** Parses `value` with `schema`, or throws a ContentError naming `file` and each wrong field. */
export function check<S extends z.ZodType>(schema: S, value: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${file} → ${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
  throw new ContentError(`Content does not match its schema:\n${lines.join("\n")}`);
}

check(siteConfigSchema, site, "content/site.ts");
serviceAreas.forEach((area, index) =>
  check(serviceAreaSchema, area, `content/service-areas.ts → ${index}`),
);

/** Each language's page texts, as written, with the file each comes from (for error messages). */
const sources = {
  en: {
    about: aboutEn,
    areas: {
      "personal-support": personalSupportEn,
      nursing: nursingEn,
      "senior-care-services": seniorCareServicesEn,
      "specialized-services": specializedServicesEn,
    },
    pages: {
      home: homeEn,
      careers: careersEn,
      contact: contactEn,
      contactSent: contactSentEn,
      accessibility: accessibilityEn,
      privacy: privacyEn,
      servicesIndex: servicesIndexEn,
    },
  },
  fr: {
    about: aboutFr,
    areas: {
      "personal-support": personalSupportFr,
      nursing: nursingFr,
      "senior-care-services": seniorCareServicesFr,
      "specialized-services": specializedServicesFr,
    },
    pages: {
      home: homeFr,
      careers: careersFr,
      contact: contactFr,
      contactSent: contactSentFr,
      accessibility: accessibilityFr,
      privacy: privacyFr,
      servicesIndex: servicesIndexFr,
    },
  },
} as const;

const pageFiles = {
  home: "pages/home.ts",
  careers: "pages/careers.ts",
  contact: "pages/contact.ts",
  contactSent: "pages/contact-sent.ts",
  accessibility: "pages/accessibility.ts",
  privacy: "pages/privacy.ts",
  servicesIndex: "pages/services-index.ts",
} as const;
type StandaloneKey = keyof typeof pageFiles;

const fileOf = (locale: Locale, file: string) => `content/${locale}/${file}`;
const areaFile = (locale: Locale, area: AreaKey) => fileOf(locale, `services/${area}.ts`);

/**
 * Where one language's words lack a text that the other language has, or have one it lacks:
 * "content/fr/pages/home.ts → hero.cta: missing". Texts are compared by key, lists by length.
 */
export function missingWords(english: unknown, other: unknown, where: string): string[] {
  if (typeof english !== typeof other || Array.isArray(english) !== Array.isArray(other))
    return [
      `${where}: ${other === undefined ? "missing" : "not the same kind of text as in English"}`,
    ];
  if (Array.isArray(english)) {
    const others = other as unknown[];
    if (english.length !== others.length)
      return [`${where}: ${others.length} items where English has ${english.length}`];
    return english.flatMap((item, index) => missingWords(item, others[index], `${where}.${index}`));
  }
  if (english && typeof english === "object") {
    const others = other as Record<string, unknown>;
    const keys = new Set([...Object.keys(english), ...Object.keys(others)]);
    return [...keys].flatMap((key) =>
      key in english
        ? missingWords((english as Record<string, unknown>)[key], others[key], `${where}.${key}`)
        : [`${where}.${key}: not in English`],
    );
  }
  if (typeof english === "string" && (other as string).trim() === "") return [`${where}: empty`];
  return [];
}

/** Where a section's words lack a page content/navigation.ts lists, or have one it does not. */
function missingPages(places: object, pages: object, file: string): string[] {
  return [
    ...Object.keys(places)
      .filter((key) => !(key in pages))
      .map((key) => `${file} → ${key}: no words for this page of content/navigation.ts`),
    ...Object.keys(pages)
      .filter((key) => !(key in places))
      .map((key) => `${file} → ${key}: not a page of content/navigation.ts`),
  ];
}

const wordGaps = [
  ...missingWords(sources.en.about, sources.fr.about, fileOf("fr", "about.ts")),
  ...areaKeys.flatMap((area) =>
    missingWords(sources.en.areas[area], sources.fr.areas[area], areaFile("fr", area)),
  ),
  ...(Object.keys(pageFiles) as StandaloneKey[]).flatMap((key) =>
    missingWords(sources.en.pages[key], sources.fr.pages[key], fileOf("fr", pageFiles[key])),
  ),
  ...missingWords(shortWords.en.ui, shortWords.fr.ui, fileOf("fr", "ui.ts")),
  ...missingWords(shortWords.en.site, shortWords.fr.site, fileOf("fr", "site.ts")),
  ...missingWords(shortWords.en.areas, shortWords.fr.areas, fileOf("fr", "service-areas.ts")),
  ...missingWords(inquiryWords.en, inquiryWords.fr, fileOf("fr", "inquiry-form.ts")),
  ...missingWords(applicationWords.en, applicationWords.fr, fileOf("fr", "application-form.ts")),
  // The pages of each section are the ones content/navigation.ts lists, in every language.
  ...locales.flatMap((locale) => [
    ...missingPages(aboutPlaces, sources[locale].about, fileOf(locale, "about.ts")),
    ...areaKeys.flatMap((area) =>
      missingPages(areas[area].pages, sources[locale].areas[area], areaFile(locale, area)),
    ),
    // The phone menu names every page of every area.
    ...areaKeys.flatMap((area) =>
      missingPages(
        areas[area].pages,
        shortWords[locale].areas[area].pages,
        `${fileOf(locale, "service-areas.ts")} → ${area}.pages`,
      ),
    ),
  ]),
];
if (wordGaps.length > 0)
  throw new ContentError(
    `A text exists in one language and not in the other:\n  ${wordGaps.join("\n  ")}`,
  );

/** One language's page texts, checked against their schemas. */
function checkedPages(locale: Locale) {
  const source = typesetWords(sources[locale], locale);
  const section = (pages: Record<string, unknown>, file: string) =>
    Object.fromEntries(
      Object.entries(pages).map(([key, page]) => [
        key,
        check(articlePageSchema, page, `${file} → ${key}`),
      ]),
    ) as Record<string, ArticlePage>;
  return {
    about: section(source.about, fileOf(locale, "about.ts")),
    areas: Object.fromEntries(
      areaKeys.map((area) => [area, section(source.areas[area], areaFile(locale, area))]),
    ) as Record<AreaKey, Record<string, ArticlePage>>,
    pages: {
      home: check(homePageSchema, source.pages.home, fileOf(locale, pageFiles.home)),
      careers: check(careersPageSchema, source.pages.careers, fileOf(locale, pageFiles.careers)),
      contact: check(contactPageSchema, source.pages.contact, fileOf(locale, pageFiles.contact)),
      contactSent: check(
        standalonePageSchema,
        source.pages.contactSent,
        fileOf(locale, pageFiles.contactSent),
      ),
      accessibility: check(
        standalonePageSchema,
        source.pages.accessibility,
        fileOf(locale, pageFiles.accessibility),
      ),
      privacy: check(standalonePageSchema, source.pages.privacy, fileOf(locale, pageFiles.privacy)),
      servicesIndex: check(
        standalonePageSchema,
        source.pages.servicesIndex,
        fileOf(locale, pageFiles.servicesIndex),
      ),
    },
  };
}

const content = { en: checkedPages("en"), fr: checkedPages("fr") };
type Pages = (typeof content)["en"]["pages"];

/** A stand-alone page's texts in `locale`. */
export function getPage<K extends StandaloneKey>(key: K, locale: Locale): Pages[K] {
  return content[locale].pages[key];
}

/** One page of the site map. */
export interface SitePage {
  /** Its address. */
  path: string;
  /** Its language. */
  locale: Locale;
  /** Its place in the structure: the same in every language. */
  place: PagePlace;
  /** Its address in each language: the page and its counterparts. */
  alternates: Record<Locale, string>;
  /** Its heading (the h1) and, with the site's name, its title. */
  title: string;
  /** What breadcrumbs and other pages call it: a top page's or an area's menu name, else the title. */
  name: string;
  /** Its label in its section's side menu. */
  menuLabel: string;
  /** The search-result description. */
  description: string;
  /** The address of the page above it; none for the home page. */
  parent?: string;
  /** Reached only as an answer (the form's thank-you page): in no menu, sitemap or llms.txt. */
  unlisted: boolean;
}

/** The site map entry for `place` in `locale`. */
function sitePage(place: PagePlace, locale: Locale): SitePage {
  const pages = content[locale];
  const { ui, areas: areaWords } = shortWords[locale];
  const path = placePath(place, locale);
  const alternates = Object.fromEntries(
    locales.map((other) => [other, placePath(place, other)]),
  ) as Record<Locale, string>;
  const common = { path, locale, place, alternates };
  if (place.kind === "top") {
    const key = place.key;
    const words =
      key === "home"
        ? { title: pages.pages.home.hero.heading, description: pages.pages.home.description }
        : key === "services"
          ? pages.pages.servicesIndex
          : key === "about"
            ? pages.about.index!
            : pages.pages[key];
    const parent = key === "home" ? undefined : key === "contactSent" ? "contact" : "home";
    return {
      ...common,
      title: words.title,
      name: ui.pages[key],
      menuLabel: ui.pages[key],
      description: words.description,
      parent: parent && pathTo(parent, locale),
      unlisted: (topPages[key] as SitePageEntry).unlisted === true,
    };
  }
  const page =
    place.kind === "about" ? pages.about[place.page]! : pages.areas[place.area][place.page]!;
  const isRoot = place.page === "index";
  const root = place.kind === "about" ? ui.pages.about : areaWords[place.area].name;
  const sectionRoot = placePath({ ...place, page: "index" } as PagePlace, locale);
  return {
    ...common,
    title: page.title,
    name: isRoot ? root : page.title,
    menuLabel: page.menuLabel ?? page.title,
    description: page.description,
    parent: isRoot ? pathTo(place.kind === "about" ? "home" : "services", locale) : sectionRoot,
    unlisted: false,
  };
}

/** Every page of the site, English first, each language in menu order. The build pre-renders these. */
const siteMapPages = locales.flatMap((locale) =>
  allPlaces().map((place) => sitePage(place, locale)),
);
const byPath = new Map(siteMapPages.map((page) => [page.path, page]));

/** Every page, in menu order: of one language, or of both (English first). */
export function siteMap(locale?: Locale): readonly SitePage[] {
  return locale ? siteMapPages.filter((page) => page.locale === locale) : siteMapPages;
}

/** Every address the build pre-renders. */
export function allPagePaths(locale?: Locale): string[] {
  return siteMap(locale).map((page) => page.path);
}

/** The pages search engines and language models are told about (sitemap.xml, llms.txt). */
export function listedPages(locale?: Locale): SitePage[] {
  return siteMap(locale).filter((page) => !page.unlisted);
}

/** The page at `path`, if the site has one. */
export function pageAt(path: string): SitePage | undefined {
  return byPath.get(path.replace(/(.)\/$/, "$1"));
}

/** The pages below `path`, in menu order. */
export function childrenOf(path: string): SitePage[] {
  return siteMapPages.filter((page) => page.parent === path);
}

/** The way from the home page down to `path`, both ends included: for breadcrumbs. */
export function trailTo(path: string): SitePage[] {
  const trail: SitePage[] = [];
  for (let page = pageAt(path); page; page = page.parent ? byPath.get(page.parent) : undefined)
    trail.unshift(page);
  return trail;
}

/** The page the server sends, with status 404, for an address it does not know, by language. */
export const notFoundPaths = {
  en: "/404",
  fr: localePath("fr", "/404"),
} as const satisfies Record<Locale, string>;

/** An entry in a section's side menu. */
export interface MenuItem {
  /** The menu label. */
  label: string;
  /** The page's address. */
  path: string;
}

/** A section's side menu: its root page, then the pages below it. */
function sideMenu(rootPath: string): MenuItem[] {
  return [byPath.get(rootPath)!, ...childrenOf(rootPath)].map((page) => ({
    label: page.menuLabel,
    path: page.path,
  }));
}

/** A service area in `locale`: its name, summary, icon, lines, menu and pages' texts. */
export function getServiceArea(key: AreaKey, locale: Locale) {
  const area = serviceAreas.find((candidate) => candidate.key === key)!;
  const path = placePath({ kind: "area", area: key, page: "index" }, locale);
  return {
    ...area,
    ...shortWords[locale].areas[key],
    path,
    menu: sideMenu(path),
    pages: content[locale].areas[key],
  };
}

/** The service page at `path`, with its area, or nothing when `path` is not one. */
export function getServicePage(path: string) {
  const found = pageAt(path);
  if (found?.place.kind !== "area") return undefined;
  const area = getServiceArea(found.place.area, found.locale);
  return { area, page: area.pages[found.place.page]!, site: found };
}

/** The About page at `path`, with About's menu, or nothing when `path` is not one. */
export function getAboutPage(path: string) {
  const found = pageAt(path);
  if (found?.place.kind !== "about") return undefined;
  return {
    page: content[found.locale].about[found.place.page]!,
    isRoot: found.place.page === "index",
    menu: sideMenu(pathTo("about", found.locale)),
    site: found,
  };
}

/** Every service area with its menu, for the services index. */
export function getServiceAreas(locale: Locale) {
  return areaKeys.map((key) => getServiceArea(key, locale));
}

/**
 * Why an internal link to `href` in a text written in `locale` is wrong, or nothing when it leads
 * to a page of the site map in the same language.
 */
export function linkProblems(href: string, locale: Locale): string[] {
  const path = href.split("#")[0]!.replace(/(.)\/$/, "$1");
  const target = redirectFor(path);
  if (target) return [`link to ${href} goes through a redirect; link to ${target}`];
  const page = byPath.get(path);
  if (!page) return [`link to ${href}, which is not in the site map`];
  return page.locale === locale
    ? []
    : [`link to ${href}, a page in ${page.locale}; link to ${page.alternates[locale]}`];
}

// Cross-references in text: every {phone:…}, {email:…}, {fact:…} key exists, every internal link
// leads to a page of the site map in the text's language, and tel:/mailto: links go through the
// configuration instead.
function checkReferences(value: unknown, locale: Locale, where: string): string[] {
  if (typeof value === "string")
    return inlineProblems(value, locale, (href) => linkProblems(href, locale)).map(
      (problem) => `${where}: ${problem}`,
    );
  if (Array.isArray(value))
    return value.flatMap((item, index) => checkReferences(item, locale, `${where}.${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      checkReferences(item, locale, `${where}.${key}`),
    );
  }
  return [];
}

const referenceErrors = [
  ...locales.flatMap((locale) => [
    ...areaKeys.flatMap((area) =>
      checkReferences(sources[locale].areas[area], locale, areaFile(locale, area)),
    ),
    ...checkReferences(sources[locale].about, locale, fileOf(locale, "about.ts")),
    ...(Object.keys(pageFiles) as StandaloneKey[]).flatMap((key) =>
      checkReferences(sources[locale].pages[key], locale, fileOf(locale, pageFiles[key])),
    ),
    ...checkReferences(inquiryWords[locale], locale, fileOf(locale, "inquiry-form.ts")),
    ...checkReferences(applicationWords[locale], locale, fileOf(locale, "application-form.ts")),
  ]),
  // A redirect must land on a page, or it leads nowhere.
  ...redirects.flatMap((rule) =>
    byPath.has(rule.to)
      ? []
      : [
          `content/redirects.ts: ${rule.from} redirects to ${rule.to}, which is not in the site map`,
        ],
  ),
];
if (referenceErrors.length > 0) {
  throw new ContentError(
    `Content refers to something that does not exist:\n  ${referenceErrors.join("\n  ")}`,
  );
}

export { defaultLocale, localeOf, placeAt };
