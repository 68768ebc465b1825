import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Read top to bottom: every kind of page and the one template that draws it.
// Which addresses exist comes from the content index (content/index.ts), not from here.
export default [
  index("routes/home.tsx"),
  route("services", "routes/services-index.tsx"),
  route("services/:area/:page?", "routes/service-page.tsx"),
  route("about/:page?", "routes/about-page.tsx"),
  route("careers", "routes/careers.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/sent", "routes/contact-sent.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // The staff area: rendered in the browser from the staff API, never with data at build time.
  ...prefix("staff", [
    layout("routes/staff/layout.tsx", [
      index("routes/staff/home.tsx"),
      route("welcome", "routes/staff/welcome.tsx"),
      route("passkeys", "routes/staff/passkeys.tsx"),
      route("people", "routes/staff/people.tsx"),
      route("audit", "routes/staff/audit.tsx"),
      route("inbox", "routes/staff/inbox.tsx"),
      route("inbox/:id", "routes/staff/inquiry.tsx"),
      route("*", "routes/staff/not-found.tsx"),
    ]),
  ]),
  // Anything else: the not-found page, also pre-rendered once for the server to send with a 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
