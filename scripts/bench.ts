/**
 * `npm run bench`: figures, not pass/fail (these machines are shared and noisy).
 *
 * 1. One table, a row per page: the bytes a first visit transfers (brotli, by type) and its
 *    requests, read from the build; then Lighthouse's mobile scores (median of --runs runs) and
 *    LCP, TBT and CLS, against the real server. Reports go to bench-results/ for people to open.
 * 2. Static serving speed against nginx serving the same build (scripts/bench/throughput.ts).
 * 3. The security headers scored by the MDN HTTP Observatory (scripts/bench/headers-score.ts).
 * Parts 2 and 3 are loaded only when they run, so part 1 can measure an older build too.
 *
 *   npm run bench                                  everything: every page, 3 runs (about half an hour)
 *   npm run bench -- --lighthouse /,/contact --runs 1
 *   npm run bench -- --lighthouse none --skip nginx,observatory     bytes only
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { allPagePaths } from "../content/index.ts";
import { measurePage, startChromium, type LighthouseFigures } from "./bench/lighthouse.ts";
import { pageBytes } from "./bench/page-bytes.ts";
import { startSite } from "./bench/servers.ts";

const { values } = parseArgs({
  options: {
    lighthouse: { type: "string", default: "all" },
    runs: { type: "string", default: "3" },
    skip: { type: "string", default: "" },
    seconds: { type: "string", default: "5" },
  },
});
const skip = new Set(values.skip.split(","));
const buildDir = path.resolve("build/client");
if (!existsSync(path.join(buildDir, "404.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
const ports = { site: 4399, nginx: 4398, proxiedSite: 4397 };

const lighthousePages =
  values.lighthouse === "all"
    ? allPagePaths()
    : values.lighthouse.split(",").filter((page) => page && page !== "none");
const runs = Number(values.runs);

// 1. The table, printed row by row as Lighthouse finishes each page.
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const columns = (cells: (string | number)[], widths: number[]) =>
  cells.map((cell, i) => String(cell).padEnd(widths[i]!)).join("");
const pageWidth = Math.max(...allPagePaths().map((page) => page.length)) + 2;
const widths = [pageWidth, 6, 6, 7, 7, 7, 5, 6, 6, 6, 5, 8, 8, 7, 5];
console.log(
  `Per page: a first visit's bytes (brotli, KiB) and requests, from the build; Lighthouse 13 ` +
    `mobile, median of ${runs} run(s), reports in bench-results/ ("agent" is Agentic Browsing, %).\n`,
);
console.log(
  columns(
    [
      "page",
      "html",
      "css",
      "js",
      "fonts",
      "total",
      "req",
      "perf",
      "a11y",
      "best",
      "seo",
      "agent",
      "LCP ms",
      "TBT ms",
      "CLS",
    ],
    widths,
  ),
);
const lighthouse = lighthousePages.length > 0 ? await startLighthouse() : undefined;
const measured: LighthouseFigures[] = [];
for (const page of allPagePaths()) {
  const bytes = pageBytes(buildDir, page);
  const scores = lighthousePages.includes(page) ? await lighthouse!.measure(page) : undefined;
  if (scores) measured.push(scores);
  console.log(
    columns(
      [
        page,
        ...[bytes.html, bytes.css, bytes.js, bytes.fonts, bytes.total].map(kb),
        bytes.requests,
        ...(scores
          ? [
              scores.performance,
              scores.accessibility,
              scores.bestPractices,
              scores.seo,
              scores.agentic,
              Math.round(scores.lcp),
              Math.round(scores.tbt),
              scores.cls.toFixed(3),
            ]
          : []),
      ],
      widths,
    ),
  );
}
await lighthouse?.stop();
if (measured.length > 0) summarise(measured);

// 2. Serving speed.
if (!skip.has("nginx")) {
  const { compareWithNginx } = await import("./bench/throughput.ts");
  const comparisons = await compareWithNginx(
    buildDir,
    [
      { name: "one page", paths: ["/services/nursing"] },
      { name: "every page in turn", paths: allPagePaths() },
      {
        name: "a first visit's files",
        paths: ["/", ...pageBytes(buildDir, "/").files],
      },
    ],
    { rounds: 3, seconds: Number(values.seconds), sitePort: ports.site, nginxPort: ports.nginx },
  );
  if (comparisons) {
    console.log(
      "\nStatic serving on loopback, autocannon (32 connections, brotli), one process each, " +
        "median of 3 alternating rounds.\nWith one load thread autocannon is the limit; with " +
        "two, the load and the server share the 2 cores, so the server's own cost shows:\n",
    );
    const w = [24, 9, 12, 8, 13, 8, 8];
    console.log(
      columns(["", "threads", "site req/s", "p99 ms", "nginx req/s", "p99 ms", "ratio"], w),
    );
    for (const { scenario, threads, site, nginx } of comparisons) {
      console.log(
        columns(
          [
            scenario,
            threads,
            Math.round(site.requestsPerSecond),
            site.p99,
            Math.round(nginx.requestsPerSecond),
            nginx.p99,
            `${(site.requestsPerSecond / nginx.requestsPerSecond).toFixed(2)}×`,
          ],
          w,
        ),
      );
    }
  }
}

// 3. Security headers.
if (!skip.has("observatory")) {
  const { scoreHeaders } = await import("./bench/headers-score.ts");
  const result = await scoreHeaders(ports.proxiedSite);
  if (result) {
    console.log(
      `\nSecurity headers, MDN HTTP Observatory scan of the site behind deploy/nginx.conf: ` +
        `${result.grade} (${result.score}), ${result.testsPassed} of ${result.testsQuantity} tests passed\n`,
    );
    for (const test of result.tests) {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : test.scoreModifier;
      console.log(`  ${String(modifier).padStart(4)}  ${test.name}: ${test.result}`);
    }
  }
}

/** Lighthouse against the real server, in one Chromium. */
async function startLighthouse() {
  mkdirSync("bench-results", { recursive: true });
  const server = await startSite(ports.site);
  const chrome = await startChromium();
  return {
    measure: (page: string) =>
      measurePage(
        chrome.port,
        server.origin + page,
        runs,
        `bench-results/${page === "/" ? "home" : page.slice(1).replace(/\//g, "_")}.html`,
      ),
    stop: async () => {
      chrome.kill();
      await server.stop();
    },
  };
}

function summarise(list: LighthouseFigures[]): void {
  const spread = (values: number[], digits = 0) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (i: number) => sorted[i]!.toFixed(digits);
    return `min ${at(0)}, median ${at(Math.floor(sorted.length / 2))}, max ${at(sorted.length - 1)}`;
  };
  console.log(
    `\nAcross ${list.length} page(s): performance ${spread(list.map((f) => f.performance))};`,
  );
  console.log(
    `LCP ${spread(list.map((f) => f.lcp))} ms; TBT ${spread(list.map((f) => f.tbt))} ms;`,
  );
  console.log(
    `CLS ${spread(
      list.map((f) => f.cls),
      3,
    )}.`,
  );
  const notes = new Set(list.flatMap((f) => f.agenticNotes));
  if (notes.size > 0)
    console.log(`Agentic Browsing, not passed or not applicable: ${[...notes].join("; ")}`);
}
