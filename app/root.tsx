import fontUrl from "./fonts/atkinson-hyperlegible-next-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import { site } from "../content/site.ts";
import type { Route } from "./+types/root";
import { SiteLayout } from "./components/site-layout.tsx";
import { useIsStaffArea, usePageHydrates } from "./lib/page-handle.ts";
import { mainPhone } from "./lib/site-facts.ts";
import { speculationRules } from "./lib/speculation-rules.ts";
import { useLocale, useUi } from "./lib/use-ui.ts";
import { localeTags } from "../content/locale.ts";
import "./styles/app.css";

export const links: Route.LinksFunction = () => [
  // The one font file on the critical path; the fallback's metrics match it (styles/fonts.css).
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The document around every page: skip link, header, main landmark, footer. Only a page whose
 * route declares `handle: { hydrate: true }` gets React's scripts; every other page is HTML and
 * CSS. The staff area (`handle: { staff: true }`) has its own frame, and moves between its pages
 * in the browser.
 */
export function Layout({ children }: { children: ReactNode }) {
  const hydrates = usePageHydrates();
  const isStaffArea = useIsStaffArea();
  const locale = useLocale();
  return (
    <html lang={localeTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f5c" />
        <Meta />
        <Links />
        {isStaffArea ? null : (
          <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        )}
      </head>
      <body>
        {isStaffArea ? children : <SiteLayout>{children}</SiteLayout>}
        {/* No <ScrollRestoration />: every public page change is a document load, and the
            browser itself starts a new page at the top and restores the position on Back. The
            staff area, which moves between its pages in the browser, does it in its layout. */}
        {hydrates && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** A failure while routing or rendering: the spec's text, the status or message, and a way on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useUi();
  const phone = mainPhone(useLocale());
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="container page-body">
      <title>{`${t.error.heading} | ${site.name}`}</title>
      <h1>{t.error.heading}</h1>
      <p className="error-detail">{detail}</p>
      <p>
        {t.error.text}{" "}
        <a href={phone.href} className="nowrap">
          {phone.number}
        </a>
      </p>
    </div>
  );
}
