/**
 * The built site, held in memory: every file with its brotli and gzip forms (written by
 * scripts/postbuild.ts), its type, cache policy and ETag. The whole site is a few hundred
 * kilobytes, so serving from memory is both the simplest and the fastest way.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { contentSecurityPolicy, scriptHashesFile } from "./security-headers.ts";

/** One file ready to send. */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  cacheControl: string;
  etag: string;
  /** The Content Security Policy, for pages. */
  csp?: string;
  /** Every header for each form of the body, made once rather than on every request. */
  headers: Record<"identity" | "br" | "gzip", Record<string, string>>;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/** The page sent, with status 404, for any address the site does not have. */
export const notFoundFile = "/404.html";

export function cacheControlFor(urlPath: string): string {
  // Vite names assets by their content hash: a changed file gets a new name.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  // Pages and their data change with each build and must be checked every time.
  if (urlPath.endsWith(".html") || urlPath.endsWith(".data")) return "no-cache";
  return "public, max-age=3600";
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Reads the build into a map from URL path (`/services/nursing/index.html`) to file. */
export async function loadStaticSite(buildDir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const all = await listFiles(buildDir);
  const present = new Set(all);
  const hashesFile = path.join(buildDir, scriptHashesFile);
  const scriptHashes: Record<string, string[]> = present.has(hashesFile)
    ? JSON.parse(await readFile(hashesFile, "utf8"))
    : {};
  for (const file of all) {
    if (file.endsWith(".br") || file.endsWith(".gz") || path.basename(file).startsWith("."))
      continue;
    const urlPath = `/${path.relative(buildDir, file).split(path.sep).join("/")}`;
    const body = await readFile(file);
    const type = types[path.extname(file)] ?? "application/octet-stream";
    const cacheControl = cacheControlFor(urlPath);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
    const csp = urlPath.endsWith(".html")
      ? contentSecurityPolicy(scriptHashes[urlPath] ?? [])
      : undefined;
    const identity: Record<string, string> = {
      "content-type": type,
      "cache-control": cacheControl,
      vary: "accept-encoding",
      etag,
      ...(csp ? { "content-security-policy": csp } : {}),
    };
    files.set(urlPath, {
      body,
      br: present.has(`${file}.br`) ? await readFile(`${file}.br`) : undefined,
      gzip: present.has(`${file}.gz`) ? await readFile(`${file}.gz`) : undefined,
      type,
      cacheControl,
      etag,
      csp,
      headers: {
        identity,
        br: { ...identity, "content-encoding": "br" },
        gzip: { ...identity, "content-encoding": "gzip" },
      },
    });
  }
  if (!files.has(notFoundFile)) {
    throw new Error(`${buildDir} has no ${notFoundFile}: run the build (npm run build) first.`);
  }
  return files;
}
