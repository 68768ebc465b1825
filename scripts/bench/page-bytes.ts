/** What a first visit to a page downloads, by type, read from the build (brotli sizes). */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface PageBytes {
  html: number;
  css: number;
  js: number;
  fonts: number;
  icon: number;
  total: number;
  requests: number;
  /** The files after the HTML, by URL path. */
  files: string[];
}

export function pageBytes(buildDir: string, page: string): PageBytes {
  const size = (urlPath: string) => {
    const file = path.join(buildDir, urlPath);
    return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
  };
  const htmlPath = page === "/" ? "/index.html" : `${page}/index.html`;
  const html = readFileSync(path.join(buildDir, htmlPath), "utf8");
  const refs = (pattern: RegExp) => [
    ...new Set([...html.matchAll(pattern)].map((match) => match[1]!)),
  ];
  // The page's module script imports the entry and route modules; follow their static imports.
  const js = new Set(refs(/import\s*(?:\* as \w+ from\s*)?\(?"(\/assets\/[^"]+\.js)"/g));
  for (const module of js) {
    const code = readFileSync(path.join(buildDir, module), "utf8");
    for (const [, dependency] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      js.add(`/assets/${dependency}`);
  }
  const css = refs(/rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g);
  const fonts = refs(/rel="preload" href="(\/assets\/[^"]+\.woff2)"/g);
  const sum = (list: string[]) => list.reduce((total, ref) => total + size(ref), 0);
  const bytes = {
    html: size(htmlPath),
    css: sum(css),
    js: sum([...js]),
    fonts: sum(fonts),
    icon: size("/favicon.svg"),
  };
  return {
    ...bytes,
    total: Object.values(bytes).reduce((a, b) => a + b, 0),
    // The page, its scripts, styles and font, and the icon.
    requests: 2 + js.size + css.length + fonts.length,
    files: [...js, ...css, ...fonts, "/favicon.svg"],
  };
}
