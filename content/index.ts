/**
 * The content registry: every piece of content, checked against its schema, and the site map that
 * joins the site's structure (content/navigation.ts) with each page's words. Route loaders,
 * `react-router.config.ts`, the build scripts and the build checks read content only through here.
 *
 * Build-time only (it carries zod and every page's text); the browser gets content through loader
 * data (docs/decisions/001-stack.md).
 */
import type { z } from "zod";
import { about } from "./en/about.ts";
import { inlineProblems } from "./inline-markup.ts";
import { contactFormText, inquiryFields } from "./inquiry-form.ts";
import { type AreaKey, aboutPath, areaPath, type PageKey, pathTo, topPages } from "./navigation.ts";
import { accessibility } from "./en/pages/accessibility.ts";
import { careers } from "./en/pages/careers.ts";
import { contact } from "./en/pages/contact.ts";
import { contactSent } from "./en/pages/contact-sent.ts";
import { home } from "./en/pages/home.ts";
import { privacy } from "./en/pages/privacy.ts";
import { servicesIndex } from "./en/pages/services-index.ts";
import { redirectFor, redirects } from "./redirects.ts";
import {
  type ArticlePage,
  areaPagesSchema,
  careersPageSchema,
  contactPageSchema,
  homePageSchema,
  serviceAreaSchema,
  siteConfigSchema,
  standalonePageSchema,
} from "./schema.ts";
import { serviceAreas } from "./service-areas.ts";
import { nursing } from "./en/services/nursing.ts";
import { personalSupport } from "./en/services/personal-support.ts";
import { seniorCareServices } from "./en/services/senior-care-services.ts";
import { specializedServices } from "./en/services/specialized-services.ts";
import { site } from "./site.ts";
import { ui } from "./en/ui.ts";

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

const areaSources: Record<AreaKey, { file: string; pages: unknown }> = {
  "personal-support": { file: "content/services/personal-support.ts", pages: personalSupport },
  nursing: { file: "content/services/nursing.ts", pages: nursing },
  "senior-care-services": {
    file: "content/services/senior-care-services.ts",
    pages: seniorCareServices,
  },
  "specialized-services": {
    file: "content/services/specialized-services.ts",
    pages: specializedServices,
  },
};

const servicePages = Object.fromEntries(
  Object.entries(areaSources).map(([key, source]) => [
    key,
    check(areaPagesSchema, source.pages, source.file),
  ]),
) as Record<AreaKey, ArticlePage[]>;

const aboutPages = check(areaPagesSchema, about, "content/about.ts");

const pageSources = {
  home: {
    file: "content/pages/home.ts",
    page: check(homePageSchema, home, "content/pages/home.ts"),
  },
  careers: {
    file: "content/pages/careers.ts",
    page: check(careersPageSchema, careers, "content/pages/careers.ts"),
  },
  contact: {
    file: "content/pages/contact.ts",
    page: check(contactPageSchema, contact, "content/pages/contact.ts"),
  },
  contactSent: {
    file: "content/pages/contact-sent.ts",
    page: check(standalonePageSchema, contactSent, "content/pages/contact-sent.ts"),
  },
  accessibility: {
    file: "content/pages/accessibility.ts",
    page: check(standalonePageSchema, accessibility, "content/pages/accessibility.ts"),
  },
  privacy: {
    file: "content/pages/privacy.ts",
    page: check(standalonePageSchema, privacy, "content/pages/privacy.ts"),
  },
  servicesIndex: {
    file: "content/pages/services-index.ts",
    page: check(standalonePageSchema, servicesIndex, "content/pages/services-index.ts"),
  },
};
type PageSources = typeof pageSources;

export function getPage<K extends keyof PageSources>(key: K): PageSources[K]["page"] {
  return pageSources[key].page;
}

/** One page of the site map. */
export interface SitePage {
  /** Its address. */
  path: string;
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

const t = ui.en;

function topPage(key: PageKey, title: string, description: string): SitePage {
  const entry = topPages[key];
  const parent = key === "home" ? undefined : key === "contactSent" ? "contact" : "home";
  return {
    path: entry.path,
    title,
    name: t.pages[key],
    menuLabel: t.pages[key],
    description,
    parent: parent && pathTo(parent),
    unlisted: "unlisted" in entry && entry.unlisted,
  };
}

/** A section's pages (an area's, or About's), root first: the root's parent is `parent`. */
function sectionPages(
  pages: readonly ArticlePage[],
  pathOf: (slug: string) => string,
  rootName: string,
  parent: string,
): SitePage[] {
  return pages.map((page) => ({
    path: pathOf(page.slug),
    title: page.title,
    name: page.slug ? page.title : rootName,
    menuLabel: page.menuLabel ?? page.title,
    description: page.description,
    parent: page.slug ? pathOf("") : parent,
    unlisted: false,
  }));
}

/**
 * Every page of the site in menu order: the top pages of content/navigation.ts, each section
 * followed by its pages. The build pre-renders exactly these.
 */
function buildSiteMap(): SitePage[] {
  const { home: homePage } = pageSources;
  const standalone = (key: "careers" | "contact" | "contactSent" | "accessibility" | "privacy") =>
    topPage(key, pageSources[key].page.title, pageSources[key].page.description);
  const pages: Record<PageKey, SitePage[]> = {
    home: [topPage("home", homePage.page.hero.heading, homePage.page.description)],
    services: [
      topPage(
        "services",
        pageSources.servicesIndex.page.title,
        pageSources.servicesIndex.page.description,
      ),
      ...serviceAreas.flatMap((area) =>
        sectionPages(
          servicePages[area.key],
          (slug) => areaPath(area.key, slug),
          area.name,
          pathTo("services"),
        ),
      ),
    ],
    about: sectionPages(aboutPages, aboutPath, t.pages.about, pathTo("home")),
    careers: [standalone("careers")],
    contact: [standalone("contact")],
    contactSent: [standalone("contactSent")],
    accessibility: [standalone("accessibility")],
    privacy: [standalone("privacy")],
  };
  return (Object.keys(topPages) as PageKey[]).flatMap((key) => pages[key]);
}

const siteMapPages = buildSiteMap();
const byPath = new Map(siteMapPages.map((page) => [page.path, page]));

/** Every page, in menu order. */
export function siteMap(): readonly SitePage[] {
  return siteMapPages;
}

/** Every address the build pre-renders. */
export function allPagePaths(): string[] {
  return siteMapPages.map((page) => page.path);
}

/** The pages search engines and language models are told about (sitemap.xml, llms.txt). */
export function listedPages(): SitePage[] {
  return siteMapPages.filter((page) => !page.unlisted);
}

/** The page at `path`, if the site has one. */
export function pageAt(path: string): SitePage | undefined {
  return byPath.get(path);
}

/** The pages below `path`, in menu order. */
export function childrenOf(path: string): SitePage[] {
  return siteMapPages.filter((page) => page.parent === path);
}

/** The way from the home page down to `path`, both ends included: for breadcrumbs. */
export function trailTo(path: string): SitePage[] {
  const trail: SitePage[] = [];
  for (let page = byPath.get(path); page; page = page.parent ? byPath.get(page.parent) : undefined)
    trail.unshift(page);
  return trail;
}

/** The page the server sends, with status 404, for any address it does not know. */
export const notFoundPath = "/404";

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

export function getServiceArea(key: string) {
  const area = serviceAreas.find((candidate) => candidate.key === key);
  if (!area) return undefined;
  return {
    ...area,
    path: areaPath(area.key),
    menu: sideMenu(areaPath(area.key)),
    pages: servicePages[area.key],
  };
}

export function getServicePage(areaKey: string, slug: string) {
  const area = getServiceArea(areaKey);
  const page = area?.pages.find((candidate) => candidate.slug === slug);
  return area && page ? { area, page } : undefined;
}

export function getAboutPage(slug: string) {
  const page = aboutPages.find((candidate) => candidate.slug === slug);
  return page ? { page, menu: sideMenu(aboutPath()) } : undefined;
}

/** Every service area with its menu, for the services index. */
export function getServiceAreas() {
  return serviceAreas.map((area) => getServiceArea(area.key)!);
}

/** Why an internal link to `href` is wrong, or nothing when it leads to a page of the site map. */
export function linkProblems(href: string): string[] {
  const path = href.split("#")[0]!.replace(/(.)\/$/, "$1");
  const target = redirectFor(path);
  if (target) return [`link to ${href} goes through a redirect; link to ${target}`];
  return byPath.has(path) ? [] : [`link to ${href}, which is not in the site map`];
}

// Cross-references in text: every {phone:…}, {email:…}, {fact:…} key exists, every internal link
// leads to a page of the site map, and tel:/mailto: links go through the configuration instead.
function checkReferences(value: unknown, where: string): string[] {
  if (typeof value === "string")
    return inlineProblems(value, linkProblems).map((problem) => `${where}: ${problem}`);
  if (Array.isArray(value))
    return value.flatMap((item, index) => checkReferences(item, `${where}.${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => checkReferences(item, `${where}.${key}`));
  }
  return [];
}

const referenceErrors = [
  ...Object.values(areaSources).flatMap((source) => checkReferences(source.pages, source.file)),
  ...checkReferences(about, "content/about.ts"),
  ...Object.values(pageSources).flatMap((source) => checkReferences(source.page, source.file)),
  ...checkReferences([inquiryFields, contactFormText], "content/inquiry-form.ts"),
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
