/**
 * The content registry: every piece of content, checked against its schema, and the list of pages
 * the build pre-renders. Route loaders and `react-router.config.ts` read content only through here.
 *
 * Build-time only (it carries zod); the browser gets content through loader data.
 */
import type { z } from "zod";
import { about } from "./about.ts";
import { accessibility } from "./pages/accessibility.ts";
import { careers } from "./pages/careers.ts";
import { contact } from "./pages/contact.ts";
import { home } from "./pages/home.ts";
import { privacy } from "./pages/privacy.ts";
import { servicesIndex } from "./pages/services-index.ts";
import { redirectFor } from "./redirects.ts";
import { parseInline } from "./rich-text.ts";
import {
  type AreaKey,
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
import { nursing } from "./services/nursing.ts";
import { personalSupport } from "./services/personal-support.ts";
import { seniorCareServices } from "./services/senior-care-services.ts";
import { specializedServices } from "./services/specialized-services.ts";
import { site } from "./site.ts";

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

const pages = {
  home: check(homePageSchema, home, "content/pages/home.ts"),
  careers: check(careersPageSchema, careers, "content/pages/careers.ts"),
  contact: check(contactPageSchema, contact, "content/pages/contact.ts"),
  accessibility: check(standalonePageSchema, accessibility, "content/pages/accessibility.ts"),
  privacy: check(standalonePageSchema, privacy, "content/pages/privacy.ts"),
  servicesIndex: check(standalonePageSchema, servicesIndex, "content/pages/services-index.ts"),
};

function childPath(base: string, slug: string) {
  return slug ? `${base}/${slug}` : base;
}

/** Every address the site has, in menu order. The build pre-renders exactly these. */
export function allPagePaths(): string[] {
  return [
    "/",
    "/services",
    ...serviceAreas.flatMap((area) =>
      servicePages[area.key].map((page) => childPath(`/services/${area.key}`, page.slug)),
    ),
    ...aboutPages.map((page) => childPath("/about", page.slug)),
    "/careers",
    "/contact",
    "/accessibility",
    "/privacy",
  ];
}

/** Every page with its title and description, in menu order (for llms.txt and the like). */
export function allPages(): { path: string; title: string; description: string }[] {
  return [
    { path: "/", title: pages.home.hero.heading, description: pages.home.description },
    {
      path: "/services",
      title: pages.servicesIndex.title,
      description: pages.servicesIndex.description,
    },
    ...serviceAreas.flatMap((area) =>
      servicePages[area.key].map((page) => ({
        path: childPath(`/services/${area.key}`, page.slug),
        title: page.title,
        description: page.description,
      })),
    ),
    ...aboutPages.map((page) => ({
      path: childPath("/about", page.slug),
      title: page.title,
      description: page.description,
    })),
    ...(["careers", "contact", "accessibility", "privacy"] as const).map((key) => ({
      path: `/${key}`,
      title: pages[key].title,
      description: pages[key].description,
    })),
  ];
}

/** The page the server sends, with status 404, for any address it does not know. */
export const notFoundPath = "/404";

export function getPage<K extends keyof typeof pages>(key: K): (typeof pages)[K] {
  return pages[key];
}

/** An entry in an area's side menu. */
export interface MenuItem {
  /** The menu label. */
  label: string;
  /** The page's address. */
  path: string;
}

function menuOf(base: string, list: ArticlePage[]): MenuItem[] {
  return list.map((page) => ({
    label: page.menuLabel ?? page.title,
    path: childPath(base, page.slug),
  }));
}

export function getServiceArea(key: string) {
  const area = serviceAreas.find((candidate) => candidate.key === key);
  if (!area) return undefined;
  const base = `/services/${area.key}`;
  return {
    ...area,
    path: base,
    menu: menuOf(base, servicePages[area.key]),
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
  return page ? { page, menu: menuOf("/about", aboutPages) } : undefined;
}

/** Every service area with its menu, for the services index. */
export function getServiceAreas() {
  return serviceAreas.map((area) => getServiceArea(area.key)!);
}

// Cross-references in text: every {phone:…}, {email:…}, {fact:…} key exists, every internal link
// points at a page the build makes, and tel:/mailto: links go through the configuration instead.
function checkReferences(value: unknown, where: string, known: Set<string>): string[] {
  if (typeof value === "string") {
    return parseInline(value).flatMap((part) => {
      if (part.kind === "phone" && !(part.key in site.phoneLines))
        return [`${where}: no phone line "${part.key}"`];
      if (part.kind === "email" && !(part.key in site.emails))
        return [`${where}: no e-mail "${part.key}"`];
      if (part.kind === "fact" && !(part.key in site.facts))
        return [`${where}: no fact "${part.key}"`];
      if (part.kind === "strong" && /\{(phone|email|fact):/.test(part.text))
        return [
          `${where}: put {phone:…}, {email:…} and {fact:…} outside **bold**, which shows its text as written`,
        ];
      if (part.kind !== "link") return [];
      if (/^(tel|mailto):/.test(part.href))
        return [`${where}: write {phone:key} or {email:key} instead of ${part.href}`];
      if (!part.href.startsWith("/")) return [];
      const path = part.href.split("#")[0]!.replace(/(.)\/$/, "$1");
      if (redirectFor(path))
        return [
          `${where}: link to ${part.href} goes through a redirect; link to ${redirectFor(path)}`,
        ];
      return known.has(path) ? [] : [`${where}: link to ${part.href}, which is not a page`];
    });
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => checkReferences(item, `${where}.${index}`, known));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      checkReferences(item, `${where}.${key}`, known),
    );
  }
  return [];
}

const known = new Set(allPagePaths());
const referenceErrors = [
  ...Object.values(areaSources).flatMap((source) =>
    checkReferences(source.pages, source.file, known),
  ),
  ...checkReferences(about, "content/about.ts", known),
  ...Object.entries(pages).flatMap(([key, value]) =>
    checkReferences(
      value,
      `content/pages/${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`,
      known,
    ),
  ),
];
if (referenceErrors.length > 0) {
  throw new ContentError(
    `Content refers to something that does not exist:\n  ${referenceErrors.join("\n  ")}`,
  );
}
