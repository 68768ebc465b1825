/**
 * Static serving speed: the site's server against nginx serving the same build the same way
 * (the precompressed brotli files, the same cache and security headers, each page's own Content
 * Security Policy), both on loopback, one process each, measured with autocannon in turns.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import {
  contentSecurityPolicy,
  scriptHashesFile,
  securityHeaders,
} from "../../server/security-headers.ts";
import { cacheControlFor } from "../../server/static-site.ts";
import { ensureNginx, startNginx, startSite, type Running } from "./servers.ts";

export interface Scenario {
  name: string;
  paths: string[];
}

export interface Figures {
  requestsPerSecond: number;
  p99: number;
}

export interface Comparison {
  scenario: string;
  /** autocannon's threads: with 1 the load generator is the limit, with 2 the servers are. */
  threads: number;
  site: Figures;
  nginx: Figures;
}

const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/** An http { } body in which nginx serves `buildDir` as server/app.ts does. */
function staticSiteConfig(buildDir: string, port: number): string {
  const hashes: Record<string, string[]> = JSON.parse(
    readFileSync(`${buildDir}/${scriptHashesFile}`, "utf8"),
  );
  const csp = Object.entries(hashes)
    .map(([page, list]) => `    ${quote(page)} ${quote(contentSecurityPolicy(list))};`)
    .join("\n");
  const headers = (cacheControl: string, extra = "") =>
    [
      ...Object.entries(securityHeaders(false)).map(([name, value]) => `${name} ${quote(value)}`),
      `cache-control ${quote(cacheControl)}`,
      extra,
    ]
      .filter(Boolean)
      .map((header) => `      add_header ${header} always;`)
      .join("\n");
  return `  map $uri $page_csp {
    default "";
${csp}
  }
  server {
    listen 127.0.0.1:${port};
    root ${buildDir};
    brotli_static on;
    gzip_static on;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    location ^~ /assets/ {
${headers(cacheControlFor("/assets/"))}
    }
    location ~ \\.(html|data)$ {
${headers(cacheControlFor("/index.html"), "content-security-policy $page_csp")}
    }
    # Other files with an extension: the icon, robots.txt, the sitemap, the preview image.
    location ~ \\.\\w+$ {
${headers(cacheControlFor("/favicon.svg"))}
    }
    location = / {
      try_files /index.html =404;
${headers(cacheControlFor("/index.html"), "content-security-policy $page_csp")}
    }
    location / {
      try_files $uri $uri/index.html =404;
${headers(cacheControlFor("/index.html"), "content-security-policy $page_csp")}
    }
  }`;
}

async function measure(
  origin: string,
  paths: string[],
  seconds: number,
  threads: number,
): Promise<Figures> {
  const result = await autocannon({
    url: origin,
    connections: 32,
    // More than one thread runs autocannon in worker threads.
    workers: threads > 1 ? threads : undefined,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${origin}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/** Both servers must send the same bytes for the comparison to mean anything. */
async function checkSameAnswers(a: Running, b: Running, paths: string[]): Promise<void> {
  for (const path of paths) {
    const [x, y] = await Promise.all(
      [a, b].map((server) =>
        fetch(server.origin + path, { headers: { "accept-encoding": "br" } }).then((response) => ({
          status: response.status,
          encoding: response.headers.get("content-encoding"),
          length: response.headers.get("content-length"),
          cacheControl: response.headers.get("cache-control"),
          csp: response.headers.get("content-security-policy"),
        })),
      ),
    );
    if (JSON.stringify(x) !== JSON.stringify(y)) {
      throw new Error(`${path}: the site answers ${JSON.stringify(x)}, nginx ${JSON.stringify(y)}`);
    }
  }
}

/**
 * Runs each scenario `rounds` times on each server, alternating, and keeps the median round.
 * Returns undefined, saying why, when nginx cannot be had.
 */
export async function compareWithNginx(
  buildDir: string,
  scenarios: Scenario[],
  options: { rounds: number; seconds: number; sitePort: number; nginxPort: number },
): Promise<Comparison[] | undefined> {
  if (!ensureNginx()) {
    console.log(
      "\nServer against nginx: skipped, nginx is not installed (Debian: apt-get install " +
        "nginx-light libnginx-mod-http-brotli-static).",
    );
    return undefined;
  }
  const site = await startSite(options.sitePort);
  const nginx = await startNginx(
    staticSiteConfig(buildDir, options.nginxPort),
    `http://127.0.0.1:${options.nginxPort}`,
  );
  try {
    await checkSameAnswers(
      site,
      nginx,
      scenarios.flatMap((scenario) => scenario.paths),
    );
    const comparisons: Comparison[] = [];
    for (const threads of [1, 2]) {
      for (const scenario of scenarios) {
        const rounds: { site: Figures; nginx: Figures }[] = [];
        for (let round = 0; round < options.rounds; round++) {
          const run = (server: Running) =>
            measure(server.origin, scenario.paths, options.seconds, threads);
          const nginxFigures = await run(nginx);
          rounds.push({ nginx: nginxFigures, site: await run(site) });
        }
        comparisons.push({
          scenario: scenario.name,
          threads,
          site: median(rounds.map((round) => round.site)),
          nginx: median(rounds.map((round) => round.nginx)),
        });
      }
    }
    return comparisons;
  } finally {
    await Promise.all([site.stop(), nginx.stop()]);
  }
}

function median(list: Figures[]): Figures {
  const sorted = (key: keyof Figures) => list.map((figures) => figures[key]).sort((a, b) => a - b);
  const mid = Math.floor(list.length / 2);
  return { requestsPerSecond: sorted("requestsPerSecond")[mid]!, p99: sorted("p99")[mid]! };
}
