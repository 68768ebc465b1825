import type { ReactNode } from "react";
import type { Locale } from "../../content/locale.ts";
import { useUi } from "../lib/use-ui.ts";
import { CallBar } from "./call-bar.tsx";
import { SiteFooter } from "./site-footer/site-footer.tsx";
import { SiteHeader } from "./site-header/site-header.tsx";

/**
 * What every page's body holds around its content: skip link, header, main landmark, footer. The
 * pre-rendered pages (app/root.tsx) and the pages the server renders on a request
 * (app/server-pages/) both draw it, so they cannot drift apart.
 */
export function SiteLayout({
  children,
  sameIn,
}: {
  children: ReactNode;
  /** The page in each language, when its address alone does not say (a job posting's). */
  sameIn?: Record<Locale, string>;
}) {
  const t = useUi();
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipLink}
      </a>
      <SiteHeader sameIn={sameIn} />
      <main id="main" tabIndex={-1}>
        {children}
        <CallBar />
      </main>
      <SiteFooter />
    </>
  );
}
