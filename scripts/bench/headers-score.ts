/**
 * The security headers, scored by Mozilla's own MDN HTTP Observatory scanner
 * (@mdn/mdn-http-observatory) against the site as deployed: the site's server behind nginx with
 * deploy/nginx.conf, a certificate for localhost made here and trusted for the scan only.
 *
 * The scanner always visits ports 80 and 443, so this needs root. It is not a project dependency
 * (it pulls in a PostgreSQL driver with a native add-on); the bench installs it, without install
 * scripts, into node_modules/.cache the first time.
 */
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureNginx, localCertificate, proxyConfig, startNginx, startSite } from "./servers.ts";

const scannerVersion = "1.4.8";
const scannerDir = path.resolve("node_modules/.cache/mdn-http-observatory");
const scannerScript = path.join(scannerDir, "node_modules/@mdn/mdn-http-observatory/src/scan.js");

export interface HeaderScore {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  tests: { name: string; result: string; scoreModifier: number; pass: boolean }[];
}

function ensureScanner(): void {
  // The scanner reads Chromium's HSTS preload list, which its own script downloads from the
  // internet. Preloading only raises a score for sites on that list, and localhost is not on it,
  // so an empty list is the true one here.
  const preloadList = path.join(path.dirname(scannerScript), "../conf/hsts-preload.json");
  if (existsSync(scannerScript)) {
    if (!existsSync(preloadList)) writeFileSync(preloadList, "{}");
    return;
  }
  console.log(`Installing @mdn/mdn-http-observatory@${scannerVersion} into ${scannerDir}.`);
  execFileSync(
    "npm",
    [
      "install",
      "--prefix",
      scannerDir,
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      `@mdn/mdn-http-observatory@${scannerVersion}`,
    ],
    { stdio: "inherit" },
  );
  writeFileSync(preloadList, "{}");
}

/** Scores the headers, or says why it cannot and returns undefined. */
export async function scoreHeaders(sitePort: number): Promise<HeaderScore | undefined> {
  if (process.getuid?.() !== 0) {
    console.log(
      "\nSecurity headers: not scored, the Observatory scan needs ports 80 and 443 (root).",
    );
    return undefined;
  }
  if (!ensureNginx()) {
    console.log("\nSecurity headers: not scored, nginx is not installed.");
    return undefined;
  }
  ensureScanner();
  const tls = localCertificate();
  const site = await startSite(sitePort, { TRUST_PROXY: "1" });
  const proxy = await startNginx(proxyConfig(sitePort, tls), "http://127.0.0.1:80");
  try {
    const output = execFileSync(process.execPath, [scannerScript, "localhost"], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.cert },
      encoding: "utf8",
    });
    const { scan, tests } = JSON.parse(output);
    return {
      grade: scan.grade,
      score: scan.score,
      testsPassed: scan.testsPassed,
      testsQuantity: scan.testsQuantity,
      tests: Object.entries(tests as Record<string, HeaderScore["tests"][number]>).map(
        ([name, test]) => ({
          name,
          result: test.result,
          scoreModifier: test.scoreModifier,
          pass: test.pass,
        }),
      ),
    };
  } finally {
    await Promise.all([proxy.stop(), site.stop()]);
  }
}
