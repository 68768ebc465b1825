/**
 * The whole document of a page the server draws for one visitor's question and search engines
 * never keep (the search results, the area check's answer): the site's head, with `noindex`, and
 * the body already drawn.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { type Locale, localeTags } from "../../content/locale.ts";

/** The site's stylesheet and font, as the pre-rendered pages link them (server/static-site.ts). */
export interface PageAssets {
  stylesheet?: string;
  font?: string;
}

export function noindexDocument(
  locale: Locale,
  title: string,
  assets: PageAssets,
  body: ReactNode,
): string {
  const head = renderToString(
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#0b4f5c" />
      {assets.font ? (
        <link
          rel="preload"
          href={assets.font}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
      ) : null}
      <meta name="robots" content="noindex" />
      <title>{title}</title>
      {assets.stylesheet ? <link rel="stylesheet" href={assets.stylesheet} /> : null}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>,
  );
  return `<!DOCTYPE html><html lang="${localeTags[locale]}"><head>${head}</head><body>${renderToString(body)}</body></html>`;
}
