import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { defaultLocale, type Locale, locales } from "../content/locale.ts";
import { topPages } from "../content/navigation.ts";

/**
 * Every kind of public page and the one template that draws it, in one language: the same
 * templates draw both languages, at each language's addresses (content/navigation.ts). Which pages
 * exist comes from the content index (content/index.ts), not from here.
 */
function publicRoutes(locale: Locale) {
  const path = (key: keyof typeof topPages) => topPages[key].path[locale];
  // The first language keeps the files' own route ids; the others add theirs.
  const id = (name: string) => (locale === defaultLocale ? {} : { id: `${locale}/${name}` });
  return [
    index("routes/home.tsx", id("home")),
    route(path("services"), "routes/services-index.tsx", id("services-index")),
    route(`${path("services")}/:area/:page?`, "routes/service-page.tsx", id("service-page")),
    route(`${path("about")}/:page?`, "routes/about-page.tsx", id("about-page")),
    route(path("contact"), "routes/contact.tsx", id("contact")),
    route(path("contactSent"), "routes/contact-sent.tsx", id("contact-sent")),
    route(path("accessibility"), "routes/accessibility.tsx", id("accessibility")),
    route(path("privacy"), "routes/privacy.tsx", id("privacy")),
    // Anything else: the not-found page, pre-rendered once per language for the server to send
    // with a 404.
    route("*", "routes/not-found.tsx", id("not-found")),
  ];
}

export default [
  // The staff area: rendered in the browser from the staff API, never with data at build time.
  ...prefix("staff", [
    layout("routes/staff/layout.tsx", [
      index("routes/staff/home.tsx"),
      route("welcome", "routes/staff/welcome.tsx"),
      route("passkeys", "routes/staff/passkeys.tsx"),
      route("people", "routes/staff/people.tsx"),
      route("audit", "routes/staff/audit.tsx"),
      route("report", "routes/staff/report.tsx"),
      route("saved-replies", "routes/staff/saved-replies.tsx"),
      route("inbox", "routes/staff/inbox.tsx"),
      route("inbox/:id", "routes/staff/inquiry.tsx"),
      route("postings", "routes/staff/postings.tsx"),
      route("applications", "routes/staff/applications.tsx"),
      route("applications/board", "routes/staff/applications-board.tsx"),
      route("applications/:id", "routes/staff/application.tsx"),
      route("*", "routes/staff/not-found.tsx"),
    ]),
  ]),
  ...locales
    .filter((locale) => locale !== defaultLocale)
    .flatMap((locale) => prefix(locale, publicRoutes(locale))),
  ...publicRoutes(defaultLocale),
] satisfies RouteConfig;
