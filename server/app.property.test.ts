/**
 * Thousands of generated request paths, sent byte for byte to the real server over a real
 * connection: whatever the path, the answer is not a server error, carries the security headers,
 * and any redirect leads to a path on this site.
 */
import fc from "fast-check";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { readFile } from "node:fs/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildServer } from "./app.ts";
import { readConfig } from "./config.ts";
import { makeTestSite, overTheWire, rawGet } from "./test-support.ts";

let site: Awaited<ReturnType<typeof makeTestSite>>;
let app: Awaited<ReturnType<typeof buildServer>>;
let port: number;

beforeAll(async () => {
  site = await makeTestSite();
  app = await buildServer(
    readConfig({
      BUILD_DIR: site.buildDir,
      DATA_DIR: path.join(site.buildDir, "data"),
      LOG_LEVEL: "silent",
    }),
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await site.remove();
});

// Pieces attackers and broken links use: slashes in every spelling, encoded line breaks and
// bytes, dot segments, the site's own addresses and redirects, characters the parser refuses.
const piece = fc.oneof(
  fc.constantFrom(
    "/",
    "//",
    "\\",
    "%2F",
    "%2f",
    "%5C",
    "%5c",
    "%0D%0A",
    "%0d",
    "%0a",
    "%00",
    "%09",
    "%20",
    "%E2%82%AC",
    "%C3%A9",
    "%FF",
    "%E0%A4%A",
    "%",
    "%%",
    ".",
    "..",
    "?",
    "#",
    "@",
    ":",
    ";",
    "evil.example",
    "http:",
    "services",
    "nursing",
    "senior-care-service",
    "senior-care-services",
    "companionship-services",
    "index.html",
    "404.html",
    "nursing.data",
    "assets",
    "root-abc123.js",
    "healthz",
    "api",
    "contact",
    "€",
    "é",
    " ",
    "\t",
    "\u0001",
    "\u007f",
  ),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: "binary", maxLength: 3 }),
);
// Raw line breaks are left out: they end the request line, which would make this a test of
// several requests at once.
const requestPath = fc
  .array(piece, { maxLength: 12 })
  .map((pieces) => `/${pieces.join("")}`.replace(/[\r\n]/g, ""));

const securityHeaders = [
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-frame-options",
];

test("no path makes a server error, loses the security headers, or redirects off the site", async () => {
  await fc.assert(
    fc.asyncProperty(requestPath, async (target) => {
      const answer = await rawGet(port, Buffer.from(target));
      expect(answer.statusCode).toBeGreaterThanOrEqual(200);
      expect(answer.statusCode).toBeLessThan(500);
      for (const name of securityHeaders) expect(answer.headers, name).toHaveProperty(name);
      const location = answer.headers.location;
      if (location !== undefined) {
        expect(location).toMatch(/^\/(?![/\\])/);
        const resolved = new URL(location, "https://site.example/");
        expect(resolved.origin).toBe("https://site.example");
      }
    }),
    { numRuns: 2_500 },
  );
}, 120_000);

// Printable Latin-1, as Node lets header values through, in Accept-Encoding's own pieces.
const encodingHeader = fc
  .array(
    fc.oneof(
      fc.constantFrom("br", "gzip", "GZIP", "identity", "*", "deflate", "zstd", ";", ",", " "),
      fc.constantFrom("q=0", "q=1", "q=0.5", "q=", "q=-1", "q=2", "q=abc", '"', "="),
      fc.string({ maxLength: 4 }).map((text) => text.replace(/[^\x20-\x7e]/g, "")),
    ),
    { maxLength: 10 },
  )
  .map((pieces) => pieces.join(""));

test("any Accept-Encoding gets the file's own bytes, in a form it names or plain", async () => {
  const file = await readFile(path.join(site.buildDir, "index.html"));
  const origin = `http://127.0.0.1:${port}`;
  await fc.assert(
    fc.asyncProperty(encodingHeader, async (header) => {
      const answer = await overTheWire(origin, "GET", "/", { "accept-encoding": header });
      expect(answer.statusCode).toBe(200);
      const coding = answer.headers["content-encoding"];
      const body =
        coding === "br"
          ? brotliDecompressSync(answer.body)
          : coding === "gzip"
            ? gunzipSync(answer.body)
            : answer.body;
      expect(body.equals(file)).toBe(true);
      if (coding !== undefined) expect(header.toLowerCase()).toMatch(new RegExp(`${coding}|\\*`));
    }),
    { numRuns: 1_000 },
  );
}, 60_000);
