import { Link, type LinkProps } from "react-router";

/**
 * Every link between the site's pages. It always loads the next page as a document, also from
 * the pages that hydrate: most pages ship no script (docs/decisions/010-script-free-pages.md), and
 * a page must look and behave the same however it was reached. Speculation rules prerender the
 * page on hover, so the load is as quick as the client router's (app/root.tsx).
 */
export function SiteLink(props: LinkProps) {
  return <Link {...props} reloadDocument />;
}
