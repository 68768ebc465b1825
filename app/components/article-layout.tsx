import type { ReactNode } from "react";
import type { AreaKey, ArticlePage } from "../../content/schema.ts";
import { Blocks } from "./blocks.tsx";
import { FaqList } from "./faq-list.tsx";
import { Sections } from "./sections.tsx";
import { SideMenu, type SideMenuItem } from "./side-menu.tsx";

/**
 * The layout of every page inside an area (services and About). Wide screens: the side menu in a
 * column of its own, then the article with its lead, sections and questions, then whatever the
 * area adds (the "Talk to us" box) under it. Phones: the article, the box, then the menu.
 *
 * The menu is in the markup twice, once where each layout draws it, and CSS shows one: the order
 * of the markup is the order of the screen at every width, so focus and a screen reader go down
 * the page as the eye does (WCAG 2.4.3). Moving one menu with CSS alone would make focus leap to
 * the foot of the page and back on phones. https://www.w3.org/WAI/WCAG22/Understanding/focus-order
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
  /** Shown under the article at every width. */
  aside?: ReactNode;
}) {
  return (
    <div className="container article-layout" data-area={area}>
      <SideMenu label={menuLabel} items={menu} placement="beside" />
      <article className="article page-body">
        <Blocks blocks={[page.lead]} />
        <Sections sections={page.sections} />
        {page.faqs ? <FaqList faqs={page.faqs} /> : null}
      </article>
      {aside ? <div className="article-layout__aside">{aside}</div> : null}
      <SideMenu label={menuLabel} items={menu} placement="after" />
    </div>
  );
}
