/**
 * The pages the server draws on each request have no file in the build (the search page for a
 * query, decision 021) or not the one it sends (the Careers page and a job posting's page, drawn
 * from the stored postings, decision 018). Each is written into the floor's folder as the server
 * sends it (brotli), with the same page without scripts (its floor), so the table reads their
 * bytes as it reads every page's and Lighthouse loads the floor from the floor's server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { pathTo } from "../../content/navigation.ts";
import { buildServer } from "../../server/app.ts";
import { readConfig } from "../../server/config.ts";
import { withoutScripts } from "./floor.ts";

/** A drawn page: its address on the real server, and where its copy and floor are written. */
export interface DrawnPage {
  url: string;
  page: string;
  floor: string;
}

/**
 * The drawn pages the table measures: the search for the query, Careers, the PSW posting
 * and its application form.
 */
export const drawnPages: readonly DrawnPage[] = [
  { url: "/search?q=dementia", page: "/bench-search", floor: "/bench-search-floor" },
  { url: pathTo("careers"), page: "/bench-careers", floor: "/bench-careers-floor" },
  {
    url: `${pathTo("careers")}/personal-support-worker`,
    page: "/bench-posting",
    floor: "/bench-posting-floor",
  },
  {
    url: `${pathTo("careers")}/personal-support-worker/apply`,
    page: "/bench-apply",
    floor: "/bench-apply-floor",
  },
];

/** The build's pages the server does not send as built (it draws its own). */
export const redrawnBuildPages = new Set([pathTo("careers"), pathTo("careers", "fr")]);

/**
 * Writes each drawn page as the server sends it, and its floor, into `floorDir`; the server runs
 * in this process on a new data folder (so the postings are the seed's).
 */
export async function writeDrawnCopies(buildDir: string, floorDir: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-drawn-data-"));
  const app = await buildServer(
    readConfig({ BUILD_DIR: buildDir, DATA_DIR: dataDir, LOG_LEVEL: "error" }),
  );
  const write = (address: string, html: string, br: Buffer) => {
    const dir = path.join(floorDir, address);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), html);
    writeFileSync(path.join(dir, "index.html.br"), br);
  };
  try {
    for (const { url, page, floor } of drawnPages) {
      const sent = await app.inject({ url, headers: { "accept-encoding": "br" } });
      const plain = await app.inject({ url, headers: { "accept-encoding": "" } });
      if (sent.statusCode !== 200)
        throw new Error(`${url} answered ${sent.statusCode}: is the build older than the bench?`);
      const br =
        sent.headers["content-encoding"] === "br"
          ? sent.rawPayload
          : brotliCompressSync(plain.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            });
      write(page, plain.body, br);
      const bare = withoutScripts(plain.body);
      write(
        floor,
        bare,
        brotliCompressSync(bare, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
