import { Link } from "react-router";
import { staffText } from "../../content/staff-ui.ts";

const t = staffText.paging;

/** The same view on another page: the address's filters kept, its page changed. */
export function pageLink(query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.set("page", String(page));
  return `?${params}`;
}

/** How many pages `total` rows fill, `pageSize` to a page; an empty list is one page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The pages of a staff list (the inbox, the hiring inbox): plain links to the previous and next
 * page that keep the filters in the address, with which page this is between them. Nothing on a
 * list of one page. A page past the last (an address kept while the list shrank) leads back to
 * the last one.
 */
export function PageLinks({ query, page, pages }: PageLinksProps) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t.pages} className="staff-pages">
      {page > 1 ? <Link to={pageLink(query, Math.min(page - 1, pages))}>{t.previous}</Link> : null}
      {page <= pages ? <span>{t.pageOf(page, pages)}</span> : null}
      {page < pages ? <Link to={pageLink(query, page + 1)}>{t.next}</Link> : null}
    </nav>
  );
}

export interface PageLinksProps {
  /** The address's query the list was read with, its filters and page. */
  query: string;
  /** The page shown, from 1. */
  page: number;
  /** How many pages the view fills (`pageCount`). */
  pages: number;
}
