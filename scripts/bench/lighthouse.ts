/** Lighthouse 13 with its mobile defaults, each page `runs` times; the median run's figures. */
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../ensure-chromium.ts";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Agentic Browsing: the share of its applicable audits passed, in percent. */
  agentic: number;
  lcp: number;
  /** Every run's LCP, in ms, in the order run: a median hides a slow third of visits. */
  lcpRuns: number[];
  tbt: number;
  cls: number;
  /** Main-thread work (style, layout, paint, script), in ms: Lighthouse's mainthread-work-breakdown. */
  mainThread: number;
  /** Agentic Browsing audits that were not passed or did not apply, with Lighthouse's words. */
  agenticNotes: string[];
  /** Lighthouse's errors in runs it could not finish, such as NO_LCP. */
  runErrors: string[];
}

/** The median of the runs that produced a figure (a run Lighthouse could not finish has none). */
const median = (list: number[]) => {
  const found = list.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return found.length > 0 ? found[Math.floor(found.length / 2)]! : NaN;
};

export async function startChromium() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    // WebMCP is still behind a flag; with it, Lighthouse checks the contact form's tool.
    chromeFlags: ["--headless=new", "--enable-features=WebMCP", ...chromiumArgs],
  });
}

/**
 * Runs Lighthouse on each target `runs` times, the targets taking turns in every round so that a
 * slow moment of this shared machine falls on all of them alike; writes each target's first
 * report to its `reportFile`. Returns the figures in the order of `targets`.
 */
export async function measurePages(
  chromePort: number,
  targets: { url: string; reportFile: string }[],
  runs: number,
): Promise<LighthouseFigures[]> {
  const results: RunnerResult[][] = targets.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [index, { url }] of targets.entries()) {
      const result = await lighthouse(url, { port: chromePort, output: "html", logLevel: "error" });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      results[index]!.push(result);
    }
  }
  return targets.map(({ reportFile }, index) => {
    writeFileSync(reportFile, results[index]![0]!.report as string);
    return figures(results[index]!);
  });
}

function figures(results: RunnerResult[]): LighthouseFigures {
  const score = (category: string) =>
    median(results.map((r) => Math.round((r.lhr.categories[category]?.score ?? 0) * 100)));
  const audit = (id: string) => median(results.map((r) => r.lhr.audits[id]?.numericValue ?? NaN));
  const { lhr } = results[0]!;
  const agenticNotes = (lhr.categories["agentic-browsing"]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((result) => result.score !== 1)
    .map(
      (result) =>
        `${result.id}: ${result.scoreDisplayMode === "notApplicable" ? "not applicable" : `score ${result.score}`}` +
        (result.explanation ? ` (${result.explanation})` : ""),
    );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    agentic: score("agentic-browsing"),
    lcp: audit("largest-contentful-paint"),
    lcpRuns: results.map((r) =>
      Math.round(r.lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    ),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    mainThread: audit("mainthread-work-breakdown"),
    agenticNotes,
    runErrors: results.flatMap((r) =>
      r.lhr.runtimeError ? [`${r.lhr.finalDisplayedUrl}: ${r.lhr.runtimeError.code}`] : [],
    ),
  };
}
