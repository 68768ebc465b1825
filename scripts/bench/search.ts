/**
 * The site search in the bench (decision 021). The search page is drawn for each request, so it
 * has no file in the build: its HTML, as the server sends it (brotli) for a query, and the same
 * page without scripts (its floor) are written into the floor's folder as pages of their own, so
 * the table reads their bytes as it reads every page's and Lighthouse can load the floor from the
 * floor's server. Then a query's server time, over HTTP against the real server, against GET / in
 * the same run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { buildServer } from "../../server/app.ts";
import { readConfig } from "../../server/config.ts";
import { withoutScripts } from "./floor.ts";

/** The query the table and Lighthouse measure: the one the issue was filed for. */
export const benchedSearch = "/search?q=dementia";

/** Where the search page and its floor are written in the floor's folder. */
export const searchCopies = { page: "/bench-search", floor: "/bench-search-floor" } as const;

/** Writes the search page as the server sends it, and its floor, into `floorDir`. */
export async function writeSearchCopies(buildDir: string, floorDir: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-search-data-"));
  const app = await buildServer(
    readConfig({ BUILD_DIR: buildDir, DATA_DIR: dataDir, LOG_LEVEL: "error" }),
  );
  try {
    const sent = await app.inject({ url: benchedSearch, headers: { "accept-encoding": "br" } });
    const plain = await app.inject({ url: benchedSearch, headers: { "accept-encoding": "" } });
    if (sent.statusCode !== 200 || sent.headers["content-encoding"] !== "br")
      throw new Error(`${benchedSearch} answered ${sent.statusCode} without brotli`);
    const write = (address: string, html: string, br: Buffer) => {
      const dir = path.join(floorDir, address);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "index.html"), html);
      writeFileSync(path.join(dir, "index.html.br"), br);
    };
    write(searchCopies.page, plain.body, sent.rawPayload);
    const floor = withoutScripts(plain.body);
    write(
      searchCopies.floor,
      floor,
      brotliCompressSync(floor, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Median and 95th percentile of `times` requests to `url`, in ms, body read. */
async function timeRequests(url: string, times: number) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { "accept-encoding": "br" } });
    await response.arrayBuffer();
    samples.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(times / 2)]!, p95: samples[Math.floor(times * 0.95)]! };
}

/** The queries timed: found in each language, found by a synonym, nothing found, the longest. */
export const timedQueries = {
  "GET / (reference)": "/",
  "search: dementia": "/search?q=dementia",
  "search: demence (fr)": "/fr/recherche?q=demence",
  "search: foot care for my dad (synonym, OR)": "/search?q=foot+care+for+my+dad",
  "search: nothing found": "/search?q=zzzqqq",
  "search: 200 characters, 12 words": `/search?q=${encodeURIComponent("home care nursing night ".repeat(9).slice(0, 200))}`,
} as const;

/**
 * Each of `timedQueries` against the server at `origin`, `times` requests each, in rounds that
 * take turns (a slow moment of the shared machine falls on all alike).
 */
export async function benchSearchTime(origin: string, times = 200) {
  const rounds = 4;
  const results: Record<string, { median: number; p95: number }[]> = {};
  for (const url of Object.values(timedQueries)) await timeRequests(origin + url, 20);
  for (let round = 0; round < rounds; round++)
    for (const [name, url] of Object.entries(timedQueries))
      (results[name] ??= []).push(await timeRequests(origin + url, times / rounds));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  return Object.fromEntries(
    Object.entries(results).map(([name, list]) => [
      name,
      { median: median(list.map((r) => r.median)), p95: median(list.map((r) => r.p95)) },
    ]),
  ) as Record<keyof typeof timedQueries, { median: number; p95: number }>;
}
