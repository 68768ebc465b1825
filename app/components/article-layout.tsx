import type { ReactNode } from "react";
import type { AreaKey, ArticlePage } from "../../content/schema.ts";
import { Blocks } from "./blocks.tsx";
import { FaqList } from "./faq-list.tsx";
import { Sections } from "./sections.tsx";
import { SideMenu, type SideMenuItem } from "./side-menu.tsx";

/**
 * The layout of every page inside an area (services and About): side menu, then the article with
 * its lead, sections and questions, then whatever the area adds (the "Talk to us" box).
 */
export function ArticleLayout({
  area,
  page,
  menuLabel,
  menu,
  aside,
}: {
  /** The service area whose colour marks the menu and the phone box; none for About. */
  area?: AreaKey;
  /** The page's content entry. */
  page: ArticlePage;
  /** The side menu's accessible name. */
  menuLabel: string;
  /** The area's pages, root first. */
  menu: readonly SideMenuItem[];
  /** Shown after the article on small screens, beside it on wide ones. */
  aside?: ReactNode;
}) {
  return (
    <div className="container article-layout" data-area={area}>
      <SideMenu label={menuLabel} items={menu} />
      <article className="article page-body">
        <Blocks blocks={[page.lead]} />
        <Sections sections={page.sections} />
        {page.faqs ? <FaqList faqs={page.faqs} /> : null}
      </article>
      {aside ? <div className="article-layout__aside">{aside}</div> : null}
    </div>
  );
}
