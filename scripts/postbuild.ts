/**
 * After `react-router build`: turns the pre-rendered /404 page into the server's static 404
 * document, drops the data files of pages without scripts, defers the scripts of the pages that
 * hydrate until after their first paint, writes robots.txt, sitemap.xml, llms.txt and the site
 * search's documents from the content index, hashes every page's inline scripts for the Content Security Policy, and
 * compresses every text file with brotli and gzip so the server never compresses on a request.
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import {
  allPagePaths,
  listedPages,
  notFoundPaths,
  type SitePage,
  trailTo,
} from "../content/index.ts";
import { defaultLocale, type Locale, localeTags, locales } from "../content/locale.ts";
import { pathTo, staffPath } from "../content/navigation.ts";
import { formatPhone } from "../content/phone.ts";
import { searchDocuments } from "../content/search-documents.ts";
import { site } from "../content/site.ts";
import { shortWords } from "../content/words.ts";
import { scriptHash, scriptHashesFile } from "../server/security-headers.ts";
import { careersPageModule, notFoundFiles, searchDocumentsFile } from "../server/static-site.ts";

const buildDir = path.resolve(process.argv[2] ?? "build/client");
const compressible = /\.(html|js|css|data|svg|txt|xml|json)$/;

/**
 * The 404 documents (one per language) are sent for addresses the site does not have. Their route
 * declares no hydration, so each is already plain HTML whose links and native popover menus work
 * on their own; each moves to where the server looks for it (server/static-site.ts).
 */
/**
 * The Careers page in each language, drawn by the module the server draws it with on every change
 * of the postings (app/server-pages/careers.tsx), with no postings: the server sends this file's
 * headers with its own drawing, and the build's checks (links, hreflang, valid HTML) read the page
 * as it is served. React Router does not pre-render it (react-router.config.ts).
 */
async function writeCareersPages() {
  const frame = await readFile(path.join(buildDir, notFoundFiles[defaultLocale]), "utf8");
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(frame)?.[1];
  const font = /<link rel="preload" href="([^"]+\.woff2)"/.exec(frame)?.[1];
  if (!stylesheet || !font) throw new Error("the 404 page names no stylesheet or font");
  const { renderCareersPage } = (await import(
    pathToFileURL(path.join(buildDir, careersPageModule)).href
  )) as typeof import("../app/server-pages/careers.tsx");
  for (const locale of locales) {
    const folder = path.join(buildDir, pathTo("careers", locale));
    await mkdir(folder, { recursive: true });
    const html = renderCareersPage({ locale, postings: [], stylesheet, font });
    await writeFile(path.join(folder, "index.html"), html);
  }
}

async function writeNotFoundPages() {
  for (const locale of locales) {
    const notFoundPath = notFoundPaths[locale];
    const source = path.join(buildDir, notFoundPath, "index.html");
    const html = await readFile(source, "utf8");
    if (reactRouterScript.test(html)) throw new Error(`${source}: the 404 page must not hydrate`);
    await writeFile(path.join(buildDir, notFoundFiles[locale]), html);
    await rm(path.join(buildDir, notFoundPath), { recursive: true });
    await rm(path.join(buildDir, `${notFoundPath}.data`), { force: true });
  }
  // The router's fallback for pages it did not pre-render; every page is pre-rendered here.
  await rm(path.join(buildDir, "__spa-fallback.html"), { force: true });
}

/**
 * llms.txt (https://llmstxt.org): what the site is and where its pages are, for language models.
 * English first, then the same in French under a heading of its own. A section of the site map
 * (Services, About) gets its own heading; other pages come last.
 */
function llmsText(): string {
  const [english, ...others] = locales.map(llmsSection);
  return `# ${site.name}

${english}${others
    .map(
      (section, index) => `
## ${localeTags[locales[index + 1]!]}

${section}`,
    )
    .join("")}`;
}

/** One language's part of llms.txt. */
function llmsSection(locale: Locale): string {
  const { ui, site: words } = shortWords[locale];
  const link = (page: SitePage) =>
    `- [${page.title}](${site.origin}${page.path}): ${page.description}`;
  const listed = listedPages(locale);
  const heading = locale === defaultLocale ? "##" : "###";
  const sectionOf = (page: SitePage) => trailTo(page.path)[1]?.path;
  const sections = listed.filter(
    (page) => sectionOf(page) === page.path && listed.some((child) => child.parent === page.path),
  );
  const inSection = new Set(sections.map((section) => section.path));
  const phone = formatPhone(site.phoneLines[site.mainPhone].number, locale);
  return `> ${ui.llms.summary(words.areaServed.join(", "), words.facts.availability, phone)}

${ui.llms.reach(phone, `${site.origin}${pathTo("contact", locale)}`, words.facts.replyTime)}

${sections
  .map(
    (section) =>
      `${heading} ${section.name}\n\n${listed
        .filter((page) => sectionOf(page) === section.path)
        .map(link)
        .join("\n")}\n\n`,
  )
  .join("")}${heading} ${ui.llms.otherPages}

${listed
  .filter((page) => !inSection.has(sectionOf(page) ?? ""))
  .map(link)
  .join("\n")}
`;
}

async function writeSearchFiles() {
  await writeFile(path.join(buildDir, "llms.txt"), llmsText());
  // Each page with its counterpart in every language and x-default (English), as Google asks:
  // https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
  const urls = listedPages()
    .map((page) => {
      const alternates = [...locales, "x-default" as const].map((language) => {
        const tag = language === "x-default" ? language : localeTags[language];
        const href = page.alternates[language === "x-default" ? defaultLocale : language];
        return `    <xhtml:link rel="alternate" hreflang="${tag}" href="${site.origin}${href}"/>`;
      });
      return `  <url>\n    <loc>${site.origin}${page.path}</loc>\n${alternates.join("\n")}\n  </url>`;
    })
    .join("\n");
  await writeFile(
    path.join(buildDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
  );
  await writeFile(
    path.join(buildDir, "robots.txt"),
    // The staff area and the APIs are no one's search result.
    `User-agent: *\nAllow: /\nDisallow: ${staffPath("home")}\nDisallow: /api/\n\nSitemap: ${site.origin}/sitemap.xml\n`,
  );
}

/** React Router's module script, which a page has only when its route declares `hydrate: true`. */
const reactRouterScript = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/;

/**
 * Pages whose routes declare no hydration were rendered without React Router's scripts
 * (app/root.tsx, decision 010). Nothing asks for their `.data` files either: no router runs on
 * them, and every link to them loads the document (app/components/site-link.tsx). So the build
 * drops those files rather than serve data no page reads.
 *
 * The pages that hydrate are complete without their scripts, so those wait until the page has
 * been painted (decisions 004 and 007). React Router puts a module-preload hint for every module in
 * <head>, and its module script imports them as soon as it is parsed: on a slow phone line both
 * compete with the stylesheet and the font for the first second. This removes the hints and
 * rewrites the module script to import the same modules, in parallel, once the first frame is on
 * screen. Returns the pages that hydrate.
 */
async function scriptsAfterFirstPaint(): Promise<string[]> {
  const hydrated: string[] = [];
  for (const page of allPagePaths()) {
    const file = path.join(buildDir, page, "index.html");
    const html = await readFile(file, "utf8");
    const found = reactRouterScript.exec(html);
    if (!found) {
      if (/<script[^>]*\bsrc=|modulepreload|__reactRouterContext/.test(html)) {
        throw new Error(`${file}: a script-free page carries some of React Router's scripts`);
      }
      await rm(path.join(buildDir, page === "/" ? "_.data" : `${page}.data`), { force: true });
      continue;
    }
    hydrated.push(page);
    const deferred = deferredImports(found[2]!, file);
    await writeFile(
      file,
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(reactRouterScript, (_, open, _body, close) => open + deferred + close),
    );
  }
  return hydrated;
}

/** `import "a"; import * as r from "b"; rest` as the same imports after the first paint. */
function deferredImports(script: string, file: string): string {
  const imports = [...script.matchAll(/import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";/g)];
  const rest = script.replace(/import\s+(?:\*\s+as\s+\w+\s+from\s+)?"[^"]+";/g, "").trim();
  if (imports.length === 0 || /\bimport\s*["*{]/.test(rest)) {
    throw new Error(`${file}: React Router's module script has a form this build does not know`);
  }
  const names = imports.map(([, name]) => name ?? "").join(", ");
  const modules = imports.map(([, , url]) => `import(${JSON.stringify(url)})`).join(", ");
  // Once the font has arrived, the text is painted again in it, and that paint is the largest
  // one. Its time is when the frame reaches the screen, which can come after the next task: a
  // script requested one frame later was sometimes still counted before it (Lighthouse then put
  // the scripts' round trips on the path to the largest paint: 1.15 to 1.29 times the page's
  // floor, decision 014). So the scripts wait for the frame after that one. A tab opened in the
  // background paints nothing, so there they start at once.
  return (
    `await new Promise((start) => document.visibilityState === "visible" ? ` +
    `Promise.all([document.fonts.ready, new Promise((loaded) => document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true }))])` +
    `.then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)))) : start());` +
    `const [${names}] = await Promise.all([${modules}]);${rest}`
  );
}

/**
 * The SHA-256 of every inline script on every page, for the Content Security Policy: the server
 * allows exactly these and no other inline script (no 'unsafe-inline'). JSON-LD blocks are data,
 * not scripts, and need no hash. https://developer.mozilla.org/docs/Web/HTTP/Guides/CSP#hashes
 */
async function writeScriptHashes() {
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true });
  const hashes: Record<string, string[]> = {};
  for (const entry of entries.filter(
    (candidate) => candidate.isFile() && candidate.name.endsWith(".html"),
  )) {
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!))
      .map(([, , body]) => scriptHash(body!));
    hashes[`/${path.relative(buildDir, file).split(path.sep).join("/")}`] = [...new Set(scripts)];
  }
  await writeFile(path.join(buildDir, scriptHashesFile), JSON.stringify(hashes));
}

/**
 * Every listed page's words, in both languages, for the site search the server builds at start
 * (server/search/). A dot file: never served.
 */
async function writeSearchDocuments() {
  const documents = locales.flatMap((locale) => searchDocuments(locale));
  await writeFile(path.join(buildDir, searchDocumentsFile), JSON.stringify(documents));
  return documents.length;
}

async function compressAll() {
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true });
  // Dot files are the build's own (script hashes, the server's page renderer), never served.
  const files = entries
    .filter(
      (entry) => entry.isFile() && compressible.test(entry.name) && !entry.name.startsWith("."),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const br = await promisify(brotliCompress)(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      const gz = await promisify(gzip)(body, { level: 9 });
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

await writeNotFoundPages();
await writeCareersPages();
const hydrated = await scriptsAfterFirstPaint();
await writeSearchFiles();
const searchable = await writeSearchDocuments();
await writeScriptHashes();
const count = await compressAll();
console.log(
  `postbuild: 404.html, sitemap.xml, robots.txt, ${searchable} pages' words for search; ` +
    `pages that hydrate: ${hydrated.join(", ")}; ` +
    `${count} files compressed (br, gzip)`,
);
