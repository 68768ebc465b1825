import fontUrl from "./fonts/atkinson-hyperlegible-next-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import { site } from "../content/site.ts";
import type { Route } from "./+types/root";
import { SiteLayout } from "./components/site-layout.tsx";
import { mainPhone } from "./lib/site-facts.ts";
import { useUi } from "./lib/use-ui.ts";
import "./styles/app.css";

export const links: Route.LinksFunction = () => [
  // The one font file on the critical path; the fallback's metrics match it (styles/fonts.css).
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The document around every page: the public site's skip link, header, main landmark and footer,
 * or, in the staff area (whose routes say so in their `handle`), the staff area's own frame.
 */
export function Layout({ children }: { children: ReactNode }) {
  const isStaffArea = useMatches().some((match) => (match.handle as { staff?: boolean })?.staff);
  return (
    <html lang={site.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f5c" />
        <Meta />
        <Links />
      </head>
      <body>
        {isStaffArea ? children : <SiteLayout>{children}</SiteLayout>}
        {/* Scrolls to the top on every new page and restores the position on Back. */}
        <ScrollRestoration />
        <Scripts />
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
        <a href={mainPhone.href} className="nowrap">
          {mainPhone.number}
        </a>
      </p>
    </div>
  );
}
