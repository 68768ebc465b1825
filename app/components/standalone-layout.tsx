import type { ReactNode } from "react";
import type { IconName, StandalonePage } from "../../content/schema.ts";
import { AreaBanner } from "./area-banner.tsx";
import { Blocks } from "./blocks.tsx";
import { PageHead } from "./page-head.tsx";
import { Sections } from "./sections.tsx";

/** A page outside the areas (Accessibility, Privacy, Contact, Careers): banner, lead, sections. */
export function StandaloneLayout({
  page,
  icon,
  children,
  unlisted,
}: {
  /** The page's content entry. */
  page: StandalonePage;
  /** The icon in the banner. */
  icon?: IconName;
  /** What the page adds after its sections (the contact form, the openings). */
  children?: ReactNode;
  /** A page reached only as an answer: kept out of search results. */
  unlisted?: boolean;
}) {
  return (
    <>
      <PageHead title={page.title} description={page.description} noindex={unlisted} />
      <AreaBanner icon={icon} title={page.title} />
      <div className="container page-body">
        <Blocks blocks={[page.lead]} />
        <Sections sections={page.sections} />
        {children}
      </div>
    </>
  );
}
