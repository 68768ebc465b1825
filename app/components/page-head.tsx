import { useLocation } from "react-router";
import { site } from "../../content/site.ts";
import { mainPhone } from "../lib/site-facts.ts";
import { useUi } from "../lib/use-ui.ts";

/**
 * The page's title, description and canonical address, hoisted into <head> by React. `section`
 * names the area for pages whose own title repeats elsewhere (Total Care is in two areas).
 */
export function PageHead({
  title,
  description,
  section,
  noindex,
}: {
  /** The page's own title, as in its h1. */
  title: string;
  /** The search-result description. */
  description: string;
  /** The area the page belongs to, added to the title when it is not already in it. */
  section?: string;
  /** Keep the page out of search results (a page reached only as an answer). */
  noindex?: boolean;
}) {
  const t = useUi();
  const { pathname } = useLocation();
  const canonical = site.origin + (pathname === "/" ? "/" : pathname.replace(/\/$/, ""));
  const withSection = section && !title.includes(section) ? `${title}: ${section}` : title;
  const fullTitle = pathname === "/" ? `${site.name}: ${title}` : `${withSection} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={site.locale.replace("-", "_")} />
      <meta property="og:image" content={`${site.origin}/og-image.png`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={t.shareImageAlt(site.name, mainPhone.number)} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
