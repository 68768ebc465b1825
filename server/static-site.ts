/**
 * The built site, held in memory: every file with its brotli and gzip forms (written by
 * scripts/postbuild.ts) and the headers of each answer, made once at start. The whole site is a
 * few hundred kilobytes, so serving from memory is both the simplest and the fastest way.
 */
import type { Locale } from "../content/locale.ts";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import Negotiator from "negotiator";
import { contentSecurityPolicy, scriptHashesFile, securityHeaders } from "./security-headers.ts";

type Form = "identity" | "br" | "gzip";

type Answers = Partial<Record<Form, Record<string, string>>> & {
  notModified: Record<string, string>;
};

/** One file ready to send. */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  /**
   * Every header of every answer: by scheme (HSTS only over HTTPS), then by the form of the
   * body (the forms this file has), or `notModified` for a 304.
   */
  headers: Record<"http" | "https", Answers>;
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

/**
 * The page sent, with status 404, for an address the site does not have, in the address's
 * language (French under /fr).
 */
export const notFoundFiles = { en: "/404.html", fr: "/fr/404.html" } as const satisfies Record<
  Locale,
  string
>;
/** The English one, for answers that have no address to go by. */
export const notFoundFile = notFoundFiles.en;

/**
 * The module, in the build folder, that draws the contact form's "not sent" page on a request
 * (app/server-pages/contact-not-sent.tsx, built by vite.server-pages.config.ts). A dot file, so
 * it is never served.
 */
export const notSentPageModule = ".contact-not-sent.js";

/**
 * The module that draws the search page on a request (app/server-pages/search.tsx), built beside
 * the one above; also a dot file.
 */
export const searchPageModule = ".search-page.js";

/**
 * The module that draws the area check's answer on a request (app/server-pages/area-check.tsx),
 * built beside the one above; also a dot file.
 */
export const areaCheckPageModule = ".area-check.js";

/**
 * Every listed page's words for the site search (content/search-documents.ts), written by
 * scripts/postbuild.ts; a dot file, never served.
 */
export const searchDocumentsFile = ".search-documents.json";

/**
 * The module that draws the Careers page and the job postings' pages on each request
 * (app/server-pages/careers.tsx), built beside the one above.
 */
export const careersPageModule = ".careers.js";

/**
 * The module that draws a posting's application form and the page after it was sent, on each
 * request (app/server-pages/apply.tsx), built beside the one above.
 */
export const applyPageModule = ".apply.js";

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
/** `file` with `extra` headers on every answer (they replace any of the same name). */
export function withHeaders(file: StaticFile, extra: Record<string, string>): StaticFile {
  const answers = (byForm: Answers): Answers =>
    Object.fromEntries(
      Object.entries(byForm).map(([form, headers]) => [form, { ...headers, ...extra }]),
    ) as Answers;
  return {
    ...file,
    headers: { http: answers(file.headers.http), https: answers(file.headers.https) },
  };
}

/**
 * `file` with another `body` (an HTML page changed at start): its own brotli and gzip forms,
 * entity tag and lengths, and every other header as `file` has it.
 */
export function withBody(file: StaticFile, body: Buffer): StaticFile {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  const bodies = {
    identity: body,
    br: file.br && brotliCompressSync(body),
    gzip: file.gzip && gzipSync(body, { level: 9 }),
  };
  const answers = (byForm: Answers): Answers => {
    const changed: Answers = { notModified: { ...byForm.notModified, etag } };
    for (const form of ["identity", "br", "gzip"] as const) {
      const bytes = bodies[form];
      if (byForm[form] && bytes)
        changed[form] = { ...byForm[form], etag, "content-length": String(bytes.length) };
    }
    return changed;
  };
  return {
    body,
    br: bodies.br,
    gzip: bodies.gzip,
    etag,
    headers: { http: answers(file.headers.http), https: answers(file.headers.https) },
  };
}

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
    const br = present.has(`${file}.br`) ? await readFile(`${file}.br`) : undefined;
    const gzip = present.has(`${file}.gz`) ? await readFile(`${file}.gz`) : undefined;
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
    const common = {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      "cache-control": cacheControlFor(urlPath),
      vary: "accept-encoding",
      etag,
      ...(urlPath.endsWith(".html")
        ? { "content-security-policy": contentSecurityPolicy(scriptHashes[urlPath] ?? []) }
        : {}),
    };
    const bodies = { identity: body, br, gzip };
    const answers = (isHttps: boolean): Answers => {
      const withSecurity = { ...common, ...securityHeaders(isHttps) };
      const answers: Answers = { notModified: withSecurity };
      for (const form of ["identity", "br", "gzip"] as const) {
        const bytes = bodies[form];
        if (!bytes) continue;
        answers[form] = {
          ...withSecurity,
          ...(form === "identity" ? {} : { "content-encoding": form }),
          "content-length": String(bytes.length),
        };
      }
      return answers;
    };
    files.set(urlPath, {
      body,
      br,
      gzip,
      etag,
      headers: { http: answers(false), https: answers(true) },
    });
  }
  if (!files.has(notFoundFile)) {
    throw new Error(`${buildDir} has no ${notFoundFile}: run the build (npm run build) first.`);
  }
  return files;
}

/** The forms of a body, smallest first: the order to prefer among those a request wants equally. */
const bySize: readonly Form[] = ["br", "gzip", "identity"];

/**
 * The form of the body the request wants most, from those we store. Accept-Encoding's q-values
 * count (`gzip;q=0` means no gzip); when nothing stored is acceptable, the plain file is still
 * the most useful answer. https://www.rfc-editor.org/rfc/rfc9110#section-12.5.3
 */
function preferredForm(request: IncomingMessage, file: StaticFile): Form {
  const stored = bySize.filter((form) => form === "identity" || file[form]);
  const [wanted] = new Negotiator(request).encodings(stored, { preferred: stored });
  return (wanted as Form | undefined) ?? "identity";
}

/**
 * Whether If-None-Match names the version we have: a list of tags compared weakly, or `*`.
 * https://www.rfc-editor.org/rfc/rfc9110#section-13.1.2
 */
function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? "").split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * Answers with `file`: 304 when the visitor's copy is current, else the smallest form it accepts.
 * Node leaves the body out of an answer to HEAD.
 */
export function writeStaticFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: StaticFile,
  scheme: "http" | "https",
  status = 200,
): void {
  const headers = file.headers[scheme];
  if (status === 200 && isCurrent(request.headers["if-none-match"], file.etag)) {
    response.writeHead(304, headers.notModified).end();
    return;
  }
  const form = preferredForm(request, file);
  response.writeHead(status, headers[form]!).end(form === "identity" ? file.body : file[form]);
}
