import { useLocation } from "react-router";
import { defaultLocale, localeTags, locales } from "../../content/locale.ts";
import { pathTo, samePageIn, shareImageFile } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { typeset } from "../../content/typography.ts";
import { mainPhone } from "../lib/site-facts.ts";
import { useLocale, useUi } from "../lib/use-ui.ts";

/**
 * The page's title, description, canonical address and the same page's address in each language
 * (hreflang, with English as x-default), hoisted into <head> by React. `section` names the area
 * for pages whose own title repeats elsewhere (Total Care is in two areas).
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
  const locale = useLocale();
  const path = useLocation().pathname.replace(/(.)\/$/, "$1");
  const url = (address: string) => site.origin + (address === "/" ? "/" : address);
  const canonical = url(path);
  const isHome = path === pathTo("home", locale);
  const withSection = section && !title.includes(section) ? `${title}: ${section}` : title;
  const fullTitle = typeset(
    isHome ? `${site.name}: ${title}` : `${withSection} | ${site.name}`,
    locale,
  );
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      {noindex
        ? null
        : [...locales, "x-default" as const].map((language) => (
            <link
              key={language}
              rel="alternate"
              hrefLang={language === "x-default" ? language : localeTags[language]}
              href={url(samePageIn(path, language === "x-default" ? defaultLocale : language))}
            />
          ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={localeTags[locale].replace("-", "_")} />
      <meta property="og:image" content={`${site.origin}/${shareImageFile[locale]}`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta
        property="og:image:alt"
        content={t.shareImageAlt(site.name, mainPhone(locale).number)}
      />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
