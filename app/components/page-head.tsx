import { useLocation } from "react-router";
import { site } from "../../content/site.ts";

/** The page's title, description and canonical address, hoisted into <head> by React. */
export function PageHead({ title, description }: { title: string; description: string }) {
  const { pathname } = useLocation();
  const canonical = site.origin + (pathname === "/" ? "/" : pathname.replace(/\/$/, ""));
  const fullTitle = pathname === "/" ? `${site.name}: ${title}` : `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={site.locale.replace("-", "_")} />
    </>
  );
}
