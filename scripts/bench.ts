/**
 * `npm run bench`: figures, not pass/fail (these machines are shared and noisy).
 *
 * 1. One table, a row per page: the bytes a first visit transfers (brotli, by type) and its
 *    requests, read from the build; then Lighthouse's mobile scores (median of --runs runs) and
 *    LCP, TBT, main-thread time and CLS, against the real server. Each page is set against its
 *    floor: the same page with every script taken out (JSON-LD stays, scripts/bench/floor.ts),
 *    served by a second instance of the same server in the same run, Lighthouse taking turns
 *    between the two; "×" columns are the page's ratio to its floor. Reports go to bench-results/.
 * 2. Static serving speed against nginx serving the same build (scripts/bench/throughput.ts).
 * 3. The security headers scored by the MDN HTTP Observatory (scripts/bench/headers-score.ts).
 * 4. The staff inbox with 50,000 inquiries: its list (open work, overdue first), the Due view,
 *    the counts and a search, as ratios to GET /api/staff/me (scripts/bench/inbox.ts); the hiring
 *    side beside them, 5,000 applications: the board, the list and its searches, the bulk Not
 *    selected, as ratios to the same (scripts/bench/applications.ts); then, in Chromium against
 *    the build, inquiries per screen at 1280×800 and 375×812 and the keys to triage 25 inquiries
 *    (scripts/bench/inbox-screen.ts; `--skip inbox-screen` leaves it out).
 * 5. Backups at 50,000 inquiries: time and size against `cp`, latency during a backup
 *    (scripts/bench/backup.ts).
 * 6. The site search: a query's server time at the site's size against GET / (scripts/bench/search.ts).
 * 7. A job posting from publish to visible, through the staff API, against GET /api/staff/me
 *    (scripts/bench/publish.ts).
 * 8. The inquiries on PostgreSQL beside SQLite at 1,000,000 (issue 36): submissions per second
 *    through the store, and the inbox's list, Due, Done, counts and searches through its data
 *    layer, PostgreSQL against SQLite and each against a `SELECT 1` of its own, in one run; a
 *    throwaway PostgreSQL cluster and the SQLite file on tmpfs, both seeded in bulk
 *    (scripts/bench/databases.ts; `--skip databases` leaves it out, `--database-inquiries` sets
 *    the size; it takes about 10 minutes at a million). It needs PostgreSQL's programs
 *    (`node scripts/ensure-postgres.ts`) and uses no port of its own.
 * The pages the server draws (the search for a query, Careers, the PSW posting) are rows of the
 * table as sent, against the same page without scripts (scripts/bench/drawn-pages.ts).
 * Parts 2 and 3 are loaded only when they run, so part 1 can measure an older build too.
 *
 *   npm run bench                                  everything: every page, 3 runs (about 40 minutes)
 *   npm run bench -- --lighthouse /,/contact --runs 1
 *   npm run bench -- --lighthouse /search --runs 3 --skip nginx,observatory,inbox,backup,databases \
 *                                                                                search only
 *   npm run bench -- --lighthouse none --skip nginx,observatory,inbox,backup,publish,databases \
 *                                                                                bytes only
 *   npm run bench -- --lighthouse none --skip nginx,observatory,backup,databases   bytes and the inbox
 *   npm run bench -- --lighthouse none --skip nginx,observatory,backup,search,publish,inbox-screen,databases \
 *     --inquiries 5000 --applications 500     the inbox and hiring rows at a tenth of the size
 *   npm run bench -- --lighthouse none --skip nginx,observatory,inbox,backup,search,publish \
 *     --database-inquiries 100000        PostgreSQL beside SQLite at a tenth of the size
 *   npm run bench -- --port-base 4699    servers on 4699 (site), 4698 (nginx), 4697 (proxied
 *                                        site), 4696 (floor), 4695 (backup), 4694 (inbox), 4693
 *                                        (publish), when 4399… are taken
 *   npm run bench -- --build /tmp/old/client    measure another build in the table (part 1)
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { allPagePaths } from "../content/index.ts";
import { makeFloor } from "./bench/floor.ts";
import { drawnPages, redrawnBuildPages, writeDrawnCopies } from "./bench/drawn-pages.ts";
import { searchPageModule } from "../server/static-site.ts";
import { measurePages, startChromium, type LighthouseFigures } from "./bench/lighthouse.ts";
import { type PageBytes, pageBytes } from "./bench/page-bytes.ts";
import { startSite } from "./bench/servers.ts";

const { values } = parseArgs({
  options: {
    lighthouse: { type: "string", default: "all" },
    runs: { type: "string", default: "3" },
    skip: { type: "string", default: "" },
    seconds: { type: "string", default: "5" },
    "port-base": { type: "string", default: "4399" },
    build: { type: "string", default: "build/client" },
    // Part 4's sizes: a smaller run to try a change to it (5,000 at least: a search needs them).
    inquiries: { type: "string", default: "50000" },
    applications: { type: "string", default: "5000" },
    // Part 8's size, in each database (10,000 at least: the searches need them).
    "database-inquiries": { type: "string", default: "1000000" },
  },
});
const skip = new Set(values.skip.split(","));
const buildDir = path.resolve(values.build);
if (!existsSync(path.join(buildDir, "404.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
const portBase = Number(values["port-base"]);
const ports = {
  site: portBase,
  nginx: portBase - 1,
  proxiedSite: portBase - 2,
  floor: portBase - 3,
  backup: portBase - 4,
  inbox: portBase - 5,
  publish: portBase - 6,
};
const floorDir = makeFloor(buildDir);
// The pages the server draws have no file in the build, or not the one it sends: copies as sent,
// and their floors (an older build has none of them).
const hasSearch = existsSync(path.join(buildDir, searchPageModule));
if (hasSearch) await writeDrawnCopies(buildDir, floorDir);

const lighthousePages =
  values.lighthouse === "all"
    ? [
        ...allPagePaths().filter((page) => !redrawnBuildPages.has(page)),
        ...drawnPages.map((drawn) => drawn.url),
      ]
    : values.lighthouse.split(",").filter((page) => page && page !== "none");
const runs = Number(values.runs);

// 1. The table, printed row by row as Lighthouse finishes each page.
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (value: number, floor: number) => (floor > 0 ? `${(value / floor).toFixed(2)}` : "-");
const columns = (cells: (string | number)[], widths: number[]) =>
  cells.map((cell, i) => String(cell).padEnd(widths[i]!)).join("");
const pageWidth =
  Math.max(
    ...[...allPagePaths(), ...drawnPages.map((drawn) => drawn.url)].map((page) => page.length),
  ) + 2;
const header = [
  ["page", pageWidth],
  ["html", 6],
  ["css", 6],
  ["js", 7],
  ["fonts", 7],
  ["total", 7],
  ["req", 5],
  ["floor", 7],
  ["req", 5],
  ["×KiB", 6],
  ["×req", 6],
  ["perf", 6],
  ["a11y", 6],
  ["best", 6],
  ["seo", 5],
  ["agent", 7],
  ["LCP ms", 8],
  ["floor", 7],
  ["×", 6],
  ["TBT ms", 8],
  ["floor", 7],
  ["main ms", 9],
  ["floor", 7],
  ["×", 6],
  ["CLS", 6],
] as const;
const widths = header.map(([, width]) => width);
console.log(
  `Per page: a first visit's bytes (brotli, KiB) and requests, from the build, then its floor's ` +
    `(the same page without scripts) and the ratios (×); Lighthouse 13 mobile, median of ${runs} ` +
    `run(s) each, page and floor in turn, reports in bench-results/ ("agent" is Agentic ` +
    `Browsing, %; "main" is main-thread work).\n`,
);
console.log(
  columns(
    header.map(([name]) => name),
    widths,
  ),
);
const lighthouse = lighthousePages.length > 0 ? await startLighthouse() : undefined;
const measured: LighthouseFigures[] = [];
const runErrors: string[] = [];
/** Each measured page's LCP run by run, beside its floor's, printed under the table. */
const lcpRunLines: string[] = [];
/** One row of the table: a page's bytes and, when measured, Lighthouse's figures, beside its floor's. */
async function tableRow(label: string, bytes: PageBytes, floorBytes: PageBytes, measure: boolean) {
  const scores = measure ? await lighthouse!.measure(label, bytesFloorPage.get(label)) : undefined;
  if (scores) {
    const { lcpRuns } = scores.page;
    const within = lcpRuns.filter((lcp) => lcp <= scores.floor.lcp * 1.05).length;
    lcpRunLines.push(
      `${label}: ${lcpRuns.join(" / ")} (floor ${scores.floor.lcpRuns.join(" / ")}); ` +
        `${within} of ${lcpRuns.length} within 1.05× of the floor's median`,
    );
    measured.push(scores.page);
    runErrors.push(...scores.page.runErrors, ...scores.floor.runErrors);
  }
  console.log(
    columns(
      [
        label,
        ...[bytes.html, bytes.css, bytes.js, bytes.fonts, bytes.total].map(kb),
        bytes.requests,
        kb(floorBytes.total),
        floorBytes.requests,
        ratio(bytes.total, floorBytes.total),
        ratio(bytes.requests, floorBytes.requests),
        ...(scores
          ? [
              scores.page.performance,
              scores.page.accessibility,
              scores.page.bestPractices,
              scores.page.seo,
              scores.page.agentic,
              Math.round(scores.page.lcp),
              Math.round(scores.floor.lcp),
              ratio(scores.page.lcp, scores.floor.lcp),
              Math.round(scores.page.tbt),
              Math.round(scores.floor.tbt),
              Math.round(scores.page.mainThread),
              Math.round(scores.floor.mainThread),
              ratio(scores.page.mainThread, scores.floor.mainThread),
              scores.page.cls.toFixed(3),
            ]
          : []),
      ],
      widths,
    ),
  );
}
// A drawn page is measured at its address on the real server, its floor at the copy's.
const bytesFloorPage = new Map(drawnPages.map((drawn) => [drawn.url, drawn.floor]));
for (const page of allPagePaths().filter((built) => !redrawnBuildPages.has(built)))
  await tableRow(
    page,
    pageBytes(buildDir, page),
    pageBytes(floorDir, page),
    lighthousePages.includes(page),
  );
if (hasSearch)
  for (const drawn of drawnPages)
    await tableRow(
      drawn.url,
      pageBytes(floorDir, drawn.page),
      pageBytes(floorDir, drawn.floor),
      lighthousePages.includes(drawn.url) ||
        (drawn.url.startsWith("/search") && lighthousePages.includes("/search")),
    );
await lighthouse?.stop();
if (lcpRunLines.length > 0) console.log(`\nLCP, every run (ms):\n${lcpRunLines.join("\n")}`);
if (measured.length > 0) summarise(measured);
if (runErrors.length > 0) console.log(`Runs Lighthouse could not finish: ${runErrors.join("; ")}`);

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

/** Lighthouse against the real server and the floor's, in one Chromium. */
async function startLighthouse() {
  mkdirSync("bench-results", { recursive: true });
  const server = await startSite(ports.site, { BUILD_DIR: buildDir });
  const floor = await startSite(ports.floor, { BUILD_DIR: floorDir });
  const chrome = await startChromium();
  const report = (page: string, suffix = "") =>
    `bench-results/${page === "/" ? "home" : page.slice(1).replace(/[/?=]/g, "_")}${suffix}.html`;
  return {
    measure: async (page: string, floorPage = page) => {
      const [pageFigures, floorFigures] = await measurePages(
        chrome.port,
        [
          { url: server.origin + page, reportFile: report(page) },
          { url: floor.origin + floorPage, reportFile: report(page, ".floor") },
        ],
        runs,
      );
      return { page: pageFigures!, floor: floorFigures! };
    },
    stop: async () => {
      chrome.kill();
      await server.stop();
      await floor.stop();
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
    `LCP ${spread(list.map((f) => f.lcp))} ms; TBT ${spread(list.map((f) => f.tbt))} ms; ` +
      `main thread ${spread(list.map((f) => f.mainThread))} ms;`,
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

// 4. The staff inbox at 50,000 inquiries.
if (!skip.has("inbox")) {
  const { benchInbox } = await import("./bench/inbox.ts");
  const result = await benchInbox(buildDir, Number(values.inquiries), Number(values.applications));
  console.log(
    `\nThe staff inbox with ${result.count.toLocaleString("en-CA")} inquiries (seeded one by one in ${result.seedSeconds.toFixed(0)} s, on tmpfs;\n${result.shape.open.toLocaleString("en-CA")} open, ${result.shape.overdue.toLocaleString("en-CA")} overdue, ${result.shape.due.toLocaleString("en-CA")} due today),\n30 calls each, in ms; "× /me" is the median against GET /api/staff/me in the same run:\n`,
  );
  const w = [42, 9, 9, 8];
  console.log(columns(["", "median", "p95", "× /me"], w));
  for (const [name, { median, p95 }] of Object.entries(result.rows)) {
    console.log(
      columns(
        [
          name,
          median.toFixed(2),
          p95.toFixed(2),
          name.startsWith("API") ? (median / result.reference).toFixed(1) : "",
        ],
        w,
      ),
    );
  }
  const healthReference = result.health["server: GET / (reference)"].median;
  console.log(
    `\nHealth at the same size, ${Object.keys(result.health).length} figures; "× GET /" against the home page:`,
  );
  console.log(columns(["", "median", "p95", "× GET /"], w));
  for (const [name, { median, p95 }] of Object.entries(result.health))
    console.log(
      columns([name, median.toFixed(2), p95.toFixed(2), (median / healthReference).toFixed(1)], w),
    );
  console.log(
    `\nThe hiring side beside them: ${result.applications.count.toLocaleString("en-CA")} applications to 20 postings (seeded in ${result.applications.seedSeconds.toFixed(0)} s),\n30 calls each (the bulk move: a call per 25 New ones, up to 30), in ms; "× /me" against the same GET /api/staff/me:\n`,
  );
  const h = [62, 9, 9, 8];
  console.log(columns(["", "median", "p95", "× /me"], h));
  for (const [name, { median, p95 }] of Object.entries(result.hiring))
    console.log(
      columns(
        [
          name,
          median.toFixed(2),
          p95.toFixed(2),
          name.startsWith("API") ? (median / result.reference).toFixed(1) : "",
        ],
        h,
      ),
    );
  if (!skip.has("inbox-screen")) {
    const { benchInboxScreen } = await import("./bench/inbox-screen.ts");
    const screen = await benchInboxScreen(ports.inbox);
    console.log(
      `\nThe inbox in Chromium: ${screen.desktop} inquiries visible without scrolling at 1280×800, ${screen.phone} at 375×812;\n` +
        `${screen.keys} keys to triage 25 inquiries by keyboard (open, assign to me, log a call, next: ${(screen.keys / 25).toFixed(1)} per inquiry).`,
    );
  }
}

// 5. Backups at 50,000 inquiries.
if (!skip.has("backup")) {
  const { benchBackup } = await import("./bench/backup.ts");
  const result = await benchBackup({ port: ports.backup });
  const mib = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  console.log(
    `\nBackups with ${result.count.toLocaleString("en-CA")} inquiries (seeded in ${result.seedSeconds.toFixed(0)} s on tmpfs, measured on disk): ` +
      `the data folder is ${mib(result.sourceBytes)} MiB. Median of ${result.rounds} rounds; "× cp" is the time against \`cp -r\` ` +
      `of the same folder in the same run, "× size" the archive against the folder:\n`,
  );
  const w = [34, 10, 9, 10, 8];
  console.log(columns(["", "seconds", "× cp", "MiB", "× size"], w));
  const { seconds } = result;
  const rows: [string, number, number | undefined][] = [
    ["cp -r", seconds.cp, result.sourceBytes],
    ["cp -r, then sync", seconds.cpSync, result.sourceBytes],
    ["npm run backup, encrypted (age)", seconds.age, result.archive.age],
    ["npm run backup, not encrypted", seconds.clear, result.archive.clear],
  ];
  for (const [name, time, bytes] of rows)
    console.log(
      columns(
        [
          name,
          time.toFixed(3),
          (time / seconds.cp).toFixed(1),
          mib(bytes!),
          (bytes! / result.sourceBytes).toFixed(2),
        ],
        w,
      ),
    );
  console.log(
    `\nRequest latency in ms while \`npm run backup\` runs (${result.backupWallSeconds.toFixed(1)} s a run, node's start included) ` +
      "against without one, two clients posting inquiries and one reading the home page:\n",
  );
  const l = [20, 10, 7, 8, 8, 7, 8, 8];
  console.log(columns(["", "", "n", "p50", "p99", "max", "× p50", "× p99"], l));
  for (const [name, { without, during }] of Object.entries(result.latency)) {
    for (const [when, figures] of [
      ["without", without],
      ["during", during],
    ] as const)
      console.log(
        columns(
          [
            when === "without" ? name : "",
            when,
            figures.n,
            figures.p50.toFixed(2),
            figures.p99.toFixed(2),
            figures.max.toFixed(1),
            when === "during" ? (figures.p50 / without.p50).toFixed(2) : "",
            when === "during" ? (figures.p99 / without.p99).toFixed(2) : "",
          ],
          l,
        ),
      );
  }
}

// 6. The site search's server time.
if (hasSearch && !skip.has("search")) {
  const { benchSearchTime, timedQueries } = await import("./bench/search.ts");
  const { readFileSync } = await import("node:fs");
  const { searchDocumentsFile } = await import("../server/static-site.ts");
  const documents = JSON.parse(readFileSync(path.join(buildDir, searchDocumentsFile), "utf8")) as {
    sentences: string[];
  }[];
  const sentences = documents.reduce((sum, document) => sum + document.sentences.length, 0);
  const server = await startSite(ports.site, { BUILD_DIR: buildDir });
  const times = await benchSearchTime(server.origin);
  await server.stop();
  console.log(
    `\nThe site search at the site's size (${documents.length} pages, ${sentences.toLocaleString("en-CA")} sentences, both languages), ` +
      `over HTTP on loopback, brotli, body read, in ms; "× GET /" is the median against the home page in the same run:\n`,
  );
  const w = [46, 9, 9, 10];
  console.log(columns(["", "median", "p95", "× GET /"], w));
  const reference = times["GET / (reference)"].median;
  for (const name of Object.keys(timedQueries) as (keyof typeof timedQueries)[]) {
    const { median, p95 } = times[name];
    console.log(
      columns([name, median.toFixed(2), p95.toFixed(2), (median / reference).toFixed(1)], w),
    );
  }
}

// 7. A job posting from publish to visible (issue 27).
if (hasSearch && !skip.has("publish")) {
  const { benchPublish } = await import("./bench/publish.ts");
  const result = await benchPublish(buildDir, ports.publish);
  const w = [64, 9, 12];
  console.log(
    `\nA new job posting from publish to visible, ${result.runs} postings, over HTTP on loopback, medians in ms;\n` +
      `"× /me" is against GET /api/staff/me in the same run (nothing is rebuilt or restarted: ${result.pollsPerRun.toFixed(1)} page requests per posting until it showed):\n`,
  );
  console.log(columns(["", "median", "× /me"], w));
  for (const [name, value] of [
    ["publish (POST …/publish) until its page answers 200 with it", result.visible],
    ["the publish call alone", result.publishCall],
    ["GET /careers, already drawn", result.careers],
    ["GET /api/staff/me (reference)", result.me],
  ] as const)
    console.log(columns([name, value.toFixed(2), (value / result.me).toFixed(1)], w));
}

// 8. PostgreSQL beside SQLite at a million inquiries (issue 36).
if (!skip.has("databases")) {
  const { benchDatabases } = await import("./bench/databases.ts");
  const saves = 2_000;
  const concurrency = 16;
  const result = await benchDatabases({
    inquiries: Number(values["database-inquiries"]),
    saves,
    concurrency,
    // Fewer calls than the other parts: a search of every status takes seconds at this size.
    times: 15,
  });
  const { PostgreSQL: pg, SQLite: lite } = result.figures;
  const count = (n: number) => n.toLocaleString("en-CA");
  console.log(
    `\nThe inquiries on PostgreSQL ${/\d+(\.\d+)?/.exec(result.version)?.[0]} beside SQLite, ${count(result.inquiries)} in each ` +
      `(${count(pg.shape.open)} open, ${count(pg.shape.overdue)} overdue, ${count(pg.shape.due)} due today), both on tmpfs.\n` +
      `Seeded in bulk in ${pg.seedSeconds.toFixed(0)} s on PostgreSQL (its indexes built after, then VACUUM ANALYZE: ` +
      `${result.vacuumSeconds.toFixed(0)} s of it) and ${lite.seedSeconds.toFixed(0)} s on SQLite; the rows made once ` +
      `for both in ${result.makeSeconds.toFixed(0)} s.\n`,
  );
  const w = [46, 12, 12, 10];
  console.log(
    `Submissions: ${count(saves)} saves through the store, ${concurrency} at once, each committed with its mail job ` +
      `(PostgreSQL's pool: ${concurrency} connections);\nthe reference is as many \`SELECT 1\` round trips, as many at once:\n`,
  );
  console.log(columns(["per second", "PostgreSQL", "SQLite", "PG/SQLite"], w));
  for (const [name, a, b] of [
    ["submissions (save)", pg.savesPerSecond, lite.savesPerSecond],
    ["SELECT 1 (reference)", pg.referencePerSecond, lite.referencePerSecond],
  ] as const)
    console.log(columns([name, a.toFixed(0), b.toFixed(0), (a / b).toFixed(2)], w));
  console.log(
    `\nThe inbox through its data layer (the store's Inbox, every team, a page of 25 as the inbox asks), ` +
      `15 calls each, in ms (p95 of 15: the slowest);\n"PG/SQLite" is the medians' ratio; "× SELECT 1" each median against its own database's ` +
      `\`SELECT 1\` (PostgreSQL ${pg.reference.median.toFixed(3)} ms, SQLite ${lite.reference.median.toFixed(3)} ms):\n`,
  );
  const q = [52, 9, 9, 9, 9, 11, 11, 11];
  console.log(
    columns(["", "PG med", "p95", "SQLite", "p95", "PG/SQLite", "PG ×SEL1", "SQLite ×"], q),
  );
  for (const name of Object.keys(pg.queries)) {
    const a = pg.queries[name]!;
    const b = lite.queries[name]!;
    console.log(
      columns(
        [
          name,
          a.median.toFixed(2),
          a.p95.toFixed(2),
          b.median.toFixed(2),
          b.p95.toFixed(2),
          (a.median / b.median).toFixed(2),
          (a.median / pg.reference.median).toFixed(0),
          (b.median / lite.reference.median).toFixed(0),
        ],
        q,
      ),
    );
  }
}
