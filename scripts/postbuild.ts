/**
 * After `react-router build`: turns the pre-rendered /404 page into the server's static 404
 * document, writes robots.txt and sitemap.xml from the content index, and compresses every text
 * file with brotli and gzip so the server never compresses on a request.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { allPagePaths, notFoundPath } from "../content/index.ts";
import { site } from "../content/site.ts";

const buildDir = path.resolve(process.argv[2] ?? "build/client");
const compressible = /\.(html|js|css|data|svg|txt|xml|json)$/;

/**
 * The 404 document is sent for addresses the client router would match differently (for example
 * /services/nursing/typo), so it must not hydrate: without its scripts it is plain HTML whose
 * links and native popover menus work on their own.
 */
async function writeNotFoundPage() {
  const source = path.join(buildDir, notFoundPath, "index.html");
  const html = (await readFile(source, "utf8"))
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g, "")
    .replace(/<div hidden="" id="S:\d+">[\s\S]*?<\/div>/g, "")
    .replace(/<div hidden id="S:\d+">[\s\S]*?<\/div>/g, "");
  await writeFile(path.join(buildDir, "404.html"), html);
  await rm(path.join(buildDir, notFoundPath), { recursive: true });
  await rm(path.join(buildDir, `${notFoundPath}.data`), { force: true });
  // The router's fallback for pages it did not pre-render; every page is pre-rendered here.
  await rm(path.join(buildDir, "__spa-fallback.html"), { force: true });
}

async function writeSearchFiles() {
  const urls = allPagePaths()
    .map((page) => `  <url><loc>${site.origin}${page}</loc></url>`)
    .join("\n");
  await writeFile(
    path.join(buildDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  await writeFile(
    path.join(buildDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
  );
}

async function compressAll() {
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
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

await writeNotFoundPage();
await writeSearchFiles();
const count = await compressAll();
console.log(`postbuild: 404.html, sitemap.xml, robots.txt; ${count} files compressed (br, gzip)`);
