/**
 * The floor the bench compares each page with: the same build with every script taken out of every
 * page (JSON-LD, which is data, stays), so nothing runs and nothing but the HTML, its stylesheet,
 * font and icon is fetched. It is what a page costs when it needs no script at all.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { scriptHashesFile } from "../../server/security-headers.ts";

/** Copies `buildDir` to a throwaway folder and strips the scripts from its pages; returns it. */
export function makeFloor(buildDir: string): string {
  const floor = mkdtempSync(path.join(tmpdir(), "bench-floor-"));
  cpSync(buildDir, floor, { recursive: true });
  const pages = readdirSync(floor, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith(".html"),
  );
  for (const entry of pages) {
    const file = path.join(entry.parentPath, entry.name);
    const html = withoutScripts(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  // No inline script is left to allow.
  writeFileSync(path.join(floor, scriptHashesFile), "{}");
  return floor;
}

/** The page without any script but JSON-LD, without module preloads and React's stream markers. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (script, attributes: string) =>
      /type="application\/ld\+json"/.test(attributes) ? script : "",
    )
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g, "")
    .replace(/<div hidden(?:="")? id="S:\d+">[\s\S]*?<\/div>/g, "");
}
