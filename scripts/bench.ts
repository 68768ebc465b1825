/**
 * `npm run bench`: figures, not pass/fail (these machines are shared and noisy).
 *
 * 1. Bytes per page as a first visit transfers them (brotli): HTML, CSS, first-load JavaScript,
 *    fonts, and the number of requests, read from the build.
 * 2. Lighthouse (mobile defaults) on chosen pages, median of --runs runs; the reports are written
 *    to bench-results/ for people to open.
 *
 *   npm run bench                       bytes for every page, Lighthouse on / and /contact
 *   npm run bench -- --lighthouse all --runs 3
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { allPagePaths } from "../content/index.ts";
import { chromiumArgs, chromiumPath } from "./ensure-chromium.ts";

const { values } = parseArgs({
  options: {
    lighthouse: { type: "string", default: "/,/contact" },
    runs: { type: "string", default: "1" },
    port: { type: "string", default: "4399" },
  },
});
const buildDir = path.resolve("build/client");
if (!existsSync(path.join(buildDir, "404.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

function brotliSize(urlPath: string): number {
  const file = path.join(buildDir, urlPath);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

/** What a first visit to `page` downloads, by type, from the page's own HTML. */
function pageBytes(page: string) {
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
  const sum = (list: string[]) => list.reduce((total, ref) => total + brotliSize(ref), 0);
  const bytes = {
    html: brotliSize(htmlPath),
    css: sum(css),
    js: sum([...js]),
    fonts: sum(fonts),
    icon: brotliSize("/favicon.svg"),
  };
  return {
    ...bytes,
    total: Object.values(bytes).reduce((a, b) => a + b, 0),
    requests: 2 + js.size + css.length + fonts.length,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log("Bytes per page on a first visit (brotli, KiB), read from the build:\n");
console.log("page".padEnd(72) + "html   css    js     fonts  total  requests");
for (const page of allPagePaths()) {
  const b = pageBytes(page);
  console.log(
    page.padEnd(72) +
      [b.html, b.css, b.js, b.fonts, b.total].map((n) => kb(n).padEnd(7)).join("") +
      String(b.requests),
  );
}

// Lighthouse against the real server.
const pages =
  values.lighthouse === "all" ? allPagePaths() : values.lighthouse.split(",").filter(Boolean);
if (pages.length > 0) {
  const port = Number(values.port);
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-")),
    },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  mkdirSync("bench-results", { recursive: true });
  const runs = Number(values.runs);
  console.log(
    `\nLighthouse, mobile defaults, median of ${runs} run(s); reports in bench-results/:\n`,
  );
  console.log("page".padEnd(72) + "perf  a11y  best  seo   LCP ms  TBT ms  CLS");
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  for (const page of pages) {
    const results: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
        port: chrome.port,
        output: "html",
        logLevel: "error",
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      results.push(result);
    }
    const score = (category: string) =>
      median(results.map((r) => Math.round((r.lhr.categories[category]?.score ?? 0) * 100)));
    const audit = (id: string) => median(results.map((r) => r.lhr.audits[id]?.numericValue ?? NaN));
    const name = page === "/" ? "home" : page.slice(1).replace(/\//g, "_");
    writeFileSync(`bench-results/${name}.html`, results[0]!.report as string);
    console.log(
      page.padEnd(72) +
        [score("performance"), score("accessibility"), score("best-practices"), score("seo")]
          .map((n) => String(n).padEnd(6))
          .join("") +
        String(Math.round(audit("largest-contentful-paint"))).padEnd(8) +
        String(Math.round(audit("total-blocking-time"))).padEnd(8) +
        audit("cumulative-layout-shift").toFixed(3),
    );
  }
  chrome.kill();
  server.kill();
}
