import { copyFile, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { Writable } from "node:stream";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { servicesResetScript } from "../app/components/site-header/services-reset.ts";
import { buildServer } from "./app.ts";
import { readConfig } from "./config.ts";
import { everyTeam } from "./contact/inbox.ts";
import { SubmissionStore } from "./contact/store.ts";
import { multipart, validFields, validInquiry } from "./contact/test-support.ts";
import { scriptHash } from "./security-headers.ts";
import { openStaff } from "./staff/open-staff.ts";
import { makeTestSite, overTheWire, rawGet } from "./test-support.ts";

let site: Awaited<ReturnType<typeof makeTestSite>>;
let buildDir: string;
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  site = await makeTestSite();
  buildDir = site.buildDir;
  app = await buildServer(
    readConfig({ BUILD_DIR: buildDir, DATA_DIR: path.join(buildDir, "data"), LOG_LEVEL: "silent" }),
  );
});

afterAll(async () => {
  await app.close();
  await site.remove();
});

describe("pages", () => {
  test("a page answers 200 with HTML that is checked again on each visit", async () => {
    const response = await app.inject("/services/nursing");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("Nursing Services");
  });

  test("the same page with a trailing slash moves permanently to the one address", async () => {
    const response = await app.inject("/services/nursing/?from=mail");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/services/nursing?from=mail");
  });

  test("brotli is sent when the browser accepts it", async () => {
    const response = await app.inject({
      url: "/",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain("<h1>Home</h1>");
  });

  test("an unchanged page answers 304 to a revalidation", async () => {
    const first = await app.inject("/");
    const second = await app.inject({
      url: "/",
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  test("client navigation data is served beside the page", async () => {
    const response = await app.inject("/services/nursing.data");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("[nursing data]");
  });
});

/** The headers that say something about the answer, not about the connection. */
function answerHeaders(headers: Record<string, unknown>) {
  const aboutConnection = new Set(["date", "connection", "keep-alive"]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !aboutConnection.has(name)));
}

describe("a real connection", () => {
  // inject() goes through Fastify's routes; over a connection, an exact address is answered
  // before them (decision 008). Both must give the same answer.
  let origin: string;
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  test.each([
    ["GET", "/", {}],
    ["GET", "/", { "accept-encoding": "gzip, br" }],
    ["HEAD", "/", { "accept-encoding": "br" }],
    ["GET", "/services/nursing", { "accept-encoding": "br" }],
    ["GET", "/services/nursing.data", {}],
    ["GET", "/assets/root-abc123.js", {}],
  ])("%s %s %j answers as the routes do", async (method, url, headers) => {
    const wire = await overTheWire(origin, method, url, headers);
    const routed = await app.inject({ method: method as "GET" | "HEAD", url, headers });
    expect(wire.statusCode).toBe(200);
    expect(wire.statusCode).toBe(routed.statusCode);
    expect(answerHeaders(wire.headers)).toEqual(answerHeaders(routed.headers));
    expect(wire.body.equals(routed.rawPayload)).toBe(true);
    expect(wire.body.length).toBe(method === "HEAD" ? 0 : Number(wire.headers["content-length"]));
  });

  test("a revalidation answers 304 with no body", async () => {
    const first = await overTheWire(origin, "GET", "/");
    const second = await overTheWire(origin, "GET", "/", {
      "if-none-match": String(first.headers.etag),
    });
    expect(second.statusCode).toBe(304);
    expect(second.body.length).toBe(0);
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
  });

  test("other addresses and methods still reach the routes", async () => {
    expect((await overTheWire(origin, "GET", "/nope")).statusCode).toBe(404);
    expect((await overTheWire(origin, "GET", "/services/nursing/")).statusCode).toBe(301);
    expect((await overTheWire(origin, "GET", "/?from=mail")).statusCode).toBe(200);
    expect((await overTheWire(origin, "DELETE", "/")).statusCode).toBe(404);
  });
});

describe("assets", () => {
  test("hashed assets are cached for a year and never revalidated", async () => {
    const response = await app.inject("/assets/root-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });
});

describe("addresses the site does not have", () => {
  test.each(["/nope", "/services/nursing/nope", "/404.html"])(
    "%s answers 404 with the fallback page",
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Unexpected Application Error!");
      expect(response.body).toContain("404 Not Found");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    },
  );

  test("a malformed address is a bad request, not a server error", async () => {
    const response = await app.inject("/%E0%A4%A");
    expect(response.statusCode).toBe(400);
  });

  test("the singular senior care path moves to the real area", async () => {
    const response = await app.inject("/services/senior-care-service/");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/services/senior-care-services");
  });

  test("companionship-services moves to the area's root page", async () => {
    const response = await app.inject("/services/senior-care-services/companionship-services");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/services/senior-care-services");
  });
});

describe("the content coding follows Accept-Encoding, q-values included", () => {
  // Every combination of the codings the server has, the wildcard, and q absent, 0, 0.5 and 1.
  const tokens = ["br", "gzip", "identity", "*"] as const;
  const weights = [undefined, "q=0", "q=0.5", "q=1"] as const;
  const combinations: [string, Partial<Record<(typeof tokens)[number], number>>][] = [];
  for (let n = 0; n < weights.length ** tokens.length; n++) {
    const parts: string[] = [];
    const q: Partial<Record<(typeof tokens)[number], number>> = {};
    tokens.forEach((token, i) => {
      const weight = weights[Math.floor(n / weights.length ** i) % weights.length];
      if (weight === undefined) return;
      parts.push(`${token};${weight}`);
      q[token] = Number(weight.slice(2));
    });
    combinations.push([parts.join(", "), q]);
  }

  /**
   * How much the header wants each form: its own q, else the wildcard's; identity, named by
   * neither, is acceptable but preferred least (RFC 9110, section 12.5.3).
   */
  function wanted(q: (typeof combinations)[number][1], form: "br" | "gzip" | "identity") {
    return q[form] ?? q["*"] ?? (form === "identity" ? Number.MIN_VALUE : 0);
  }

  function decoded(body: Buffer, coding: string | undefined): Buffer {
    if (coding === "br") return brotliDecompressSync(body);
    if (coding === "gzip") return gunzipSync(body);
    expect(coding).toBeUndefined();
    return body;
  }

  test(`all ${combinations.length} combinations, through the routes and the fast path`, async () => {
    const file = await readFile(path.join(buildDir, "index.html"));
    const origin = `http://127.0.0.1:${await listeningPort()}`;
    for (const [header, q] of combinations) {
      for (const answer of [
        await overTheWire(origin, "GET", "/", { "accept-encoding": header }),
        await app.inject({ url: "/?routed", headers: { "accept-encoding": header } }),
      ]) {
        const coding = answer.headers["content-encoding"] as "br" | "gzip" | undefined;
        const body = "rawPayload" in answer ? answer.rawPayload : answer.body;
        expect(decoded(body, coding).equals(file), header).toBe(true);
        const forms = ["br", "gzip", "identity"] as const;
        const best = Math.max(...forms.map((form) => wanted(q, form)));
        // Nothing acceptable: the plain file is still the most useful answer.
        if (best > 0) expect(wanted(q, coding ?? "identity"), header).toBe(best);
        else expect(coding, header).toBeUndefined();
      }
    }
  });

  test.each([
    ["gzip;q=0", undefined],
    ["gzip;q=0.000, br;q=0", undefined],
    ["GZIP", "gzip"],
    ["gzip ; q=0, br ; q=0.1", "br"],
    ["br;q=0, *", "gzip"],
    ["*;q=0", undefined],
    ["", undefined],
    ["gzip;q=garbage", undefined],
    [";;,,", undefined],
  ])("Accept-Encoding: %j gets %s", async (header, coding) => {
    const answer = await app.inject({ url: "/", headers: { "accept-encoding": header } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(coding);
  });
});

describe("revalidation reads If-None-Match as a list", () => {
  test.each([
    ["the current tag among others", (etag: string) => `"old", ${etag}`],
    ["a weak form of the current tag", (etag: string) => `W/${etag}`],
    ["any version", () => "*"],
  ])("%s answers 304", async (_name, header) => {
    const { etag } = (await app.inject("/")).headers;
    const origin = `http://127.0.0.1:${await listeningPort()}`;
    const answer = await overTheWire(origin, "GET", "/", { "if-none-match": header(String(etag)) });
    expect(answer.statusCode).toBe(304);
  });

  test("another version's tag gets the file", async () => {
    const answer = await app.inject({ url: "/", headers: { "if-none-match": '"old"' } });
    expect(answer.statusCode).toBe(200);
  });
});

/** The port of the test server, listening on loopback (started on first use). */
async function listeningPort(): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

describe("addresses made to lead elsewhere", () => {
  // Sent byte for byte (curl --path-as-is): a redirect leads only to a path on this site, built
  // from the decoded and re-encoded path, and no address makes the server fail.
  test.each([
    ["/%2Fevil.example/", "/%2Fevil.example"],
    ["/%5Cevil.example/", "/%5Cevil.example"],
    ["/%5c%5cevil.example/", "/%5C%5Cevil.example"],
    ["//evil.example//", "/evil.example"],
    ["//x//", "/x"],
    ["//", "/"],
    ["/%E2%82%AC/", "/%E2%82%AC"],
    ["/%0D%0ASet-Cookie:%20a=b/", "/%0D%0ASet-Cookie%3A%20a%3Db"],
    ["/services/nursing//?from=mail", "/services/nursing?from=mail"],
    ["/services/senior-care-service/%E2%82%AC", "/services/senior-care-services/%E2%82%AC"],
    ["/services/senior-care-service//evil.example", "/services/senior-care-services/evil.example"],
    [
      "/services/senior-care-service/%2F%2Fevil.example",
      "/services/senior-care-services/%2F%2Fevil.example",
    ],
  ])("%s moves to %s", async (target, location) => {
    const answer = await rawGet(await listeningPort(), target);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(location);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  test.each(["http://evil.example/services/nursing/", "*"])(
    "a request target that is not a path (%s) is not found",
    async (target) => {
      const answer = await rawGet(await listeningPort(), target);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    },
  );

  test.each(["/%FF", "/%E0%A4%A"])(
    "an address the router cannot decode (%s) is a bad request with the security headers",
    async (target) => {
      const answer = await rawGet(await listeningPort(), target);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    },
  );

  test.each(["/a b", "/caf\u00e9", "/a\u0001b"])(
    "a request the HTTP parser refuses (%j) is a bad request with the security headers",
    async (target) => {
      const answer = await rawGet(await listeningPort(), Buffer.from(target));
      expect(answer.statusCode).toBe(400);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
    },
  );
});

test("the health check answers while the server runs, without checking the whole database", async () => {
  // PRAGMA quick_check reads every page: 0.3 to 0.9 s at 50,000 inquiries, on the only thread.
  const prepare = vi.spyOn(DatabaseSync.prototype, "prepare");
  try {
    const response = await app.inject("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ok",
      mail: "off",
      integrity: "ok",
      backup: "off",
    });
    expect(response.json().integrityCheckedAt).toEqual(expect.any(String));
    const statements = prepare.mock.calls.map(([sql]) => sql);
    expect(statements.some((sql) => /insert into "?health/i.test(sql))).toBe(true);
    expect(statements.filter((sql) => /quick_check|integrity_check/.test(sql))).toEqual([]);
  } finally {
    prepare.mockRestore();
  }
});

test("a failed integrity check, run on its schedule, shows in health until one passes", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "integrity-"));
  const store = await SubmissionStore.openFolder(dataDir);
  const failing = vi.spyOn(DatabaseSync.prototype, "prepare").mockImplementationOnce(
    () =>
      ({
        columns: () => [{ name: "quick_check" }],
        all: () => [{ quick_check: "*** page 7: btree" }],
      }) as never,
  );
  expect(await store.checkIntegrity()).toBe(false);
  failing.mockRestore();
  await expect(store.check()).rejects.toThrow(/failed its integrity check at .*page 7/);
  expect(await store.checkIntegrity()).toBe(true);
  await expect(store.check()).resolves.toBeUndefined();
  await store.close();
});

test("a data folder removed under the running server fails the health check and refuses submissions", async () => {
  const dataDir = path.join(buildDir, "data-removed");
  const server = await buildServer(
    readConfig({ BUILD_DIR: buildDir, DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  );
  const send = async () =>
    server.inject({ method: "POST", url: "/api/contact", ...(await multipart(validFields)) });
  expect((await send()).statusCode).toBe(200);

  await rm(dataDir, { recursive: true });
  const health = await server.inject("/healthz");
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ status: "storage unavailable" });
  // A 200 now would be a promise about a file nobody can read after a restart.
  const refused = await send();
  expect(refused.statusCode).toBe(503);
  expect(refused.json().error).toMatch(/could not save/);
  await server.close();

  // Replaced rather than removed (a restore copied in place): the same.
  const replaced = await buildServer(
    readConfig({ BUILD_DIR: buildDir, DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  );
  const file = path.join(dataDir, "submissions.sqlite");
  await copyFile(file, `${file}.copy`);
  await rename(`${file}.copy`, file);
  expect((await replaced.inject("/healthz")).statusCode).toBe(503);
  await replaced.close();
});

test("the server deletes closed inquiries past the retention period when it starts, and audits how many", async () => {
  const dataDir = path.join(buildDir, "data-retention");
  const store = await SubmissionStore.openFolder(dataDir);
  const closedLongAgo = (await store.save({ ...validInquiry, message: "old and done" })).id;
  await store.inbox.update(
    closedLongAgo,
    1,
    { status: "done" },
    new Date(Date.now() - 91 * 86_400_000),
  );
  const open = (await store.save(validInquiry)).id;
  await store.close();

  const server = await buildServer(
    readConfig({ BUILD_DIR: buildDir, DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  );
  await server.ready();
  await server.close();
  const after = await SubmissionStore.openFolder(dataDir);
  const left = (await after.inbox.all({ teams: everyTeam, status: "all" })).map(
    (inquiry) => inquiry.id,
  );
  await after.close();
  expect(left).toEqual([open]);
  const { staff, close: closeStaff } = await openStaff(dataDir);
  const [row] = await staff.auditRows({ action: "inquiries deleted" });
  await closeStaff();
  expect(row).toMatchObject({ personId: null, client: "server" });
  expect(JSON.parse(row!.detail)).toMatchObject({ count: 1, retentionDays: 90 });
});

test("a build without its 404 page refuses to start", async () => {
  const empty = await mkdtemp(path.join(tmpdir(), "empty-"));
  await expect(
    buildServer(
      readConfig({ BUILD_DIR: empty, DATA_DIR: path.join(empty, "data"), LOG_LEVEL: "silent" }),
    ),
  ).rejects.toThrow(/404\.html/);
  await rm(empty, { recursive: true });
});

test("a build without the form's page renderer refuses to start, naming the file", async () => {
  const partial = await mkdtemp(path.join(tmpdir(), "partial-"));
  await writeFile(path.join(partial, "404.html"), "<h1>Not found</h1>");
  await expect(
    buildServer(
      readConfig({ BUILD_DIR: partial, DATA_DIR: path.join(partial, "data"), LOG_LEVEL: "silent" }),
    ),
  ).rejects.toThrow(/\.contact-not-sent\.js is missing/);
  // Nor without the other pages' renderers (the search's are there).
  await writeFile(
    path.join(partial, ".contact-not-sent.js"),
    "export const renderNotSentPage = 1;",
  );
  await writeFile(path.join(partial, ".search-page.js"), "export const renderSearchPage = 1;");
  await writeFile(path.join(partial, ".search-documents.json"), "[]");
  // Nor without the area check's renderer.
  await expect(
    buildServer(
      readConfig({ BUILD_DIR: partial, DATA_DIR: path.join(partial, "data"), LOG_LEVEL: "silent" }),
    ),
  ).rejects.toThrow(/\.area-check\.js is missing/);
  await writeFile(path.join(partial, ".area-check.js"), "export const renderAreaCheckPage = 1;");
  await expect(
    buildServer(
      readConfig({ BUILD_DIR: partial, DATA_DIR: path.join(partial, "data"), LOG_LEVEL: "silent" }),
    ),
  ).rejects.toThrow(/\.careers\.js is missing/);
  await rm(partial, { recursive: true });
});

test("a form posted without JavaScript and refused gets the build's page, with the stylesheet", async () => {
  const form = new FormData();
  form.append("Email", "not an address");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const response = await app.inject({
    method: "POST",
    url: "/api/contact",
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")!, accept: "text/html" },
  });
  expect(response.statusCode).toBe(422);
  expect(response.body).toBe("<h1>Not sent</h1><link href=/assets/app-abc123.css>");
  // Its own page, not a file: never cached, and under the site's policy, which allows the
  // header's one inline script by its hash and no other.
  expect(response.headers["cache-control"]).toBe("no-store");
  const csp = String(response.headers["content-security-policy"]);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain(`script-src 'self' ${scriptHash(servicesResetScript)};`);
  expect(csp).not.toContain("unsafe-inline");
});

describe("the search page", () => {
  test("answers each language's address with its own pages found, drawn by the build's renderer", async () => {
    const english = await app.inject("/search?q=nurses");
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe(
      "<h1>Search</h1><p>/services/nursing</p><link href=/assets/app-abc123.css>".replace(
        "</p>",
        // The seed's open postings are found too, each at its own page.
        " /careers/nurse /careers/registered-nurse /careers/foot-care-nurse</p>",
      ),
    );
    const french = await app.inject("/fr/recherche?q=infirmieres");
    expect(french.body).toContain(
      // Each at its French address, from its French title.
      "<p>/fr/services/soins-infirmiers /fr/carrieres/infirmiere-autorisee-ou-infirmier-autorise /fr/carrieres/infirmiere-ou-infirmier /fr/carrieres/infirmiere-ou-infirmier-en-soins-des-pieds</p>",
    );
    expect((await app.inject("/search?q=infirmieres")).body).toContain("<p></p>");
  });

  test("gives the renderer the nearest word for one the site never uses, and the place of the area named (issue 37)", async () => {
    const typo = await app.inject("/search?q=nurces");
    expect(typo.body).toContain("<p>Did you mean nurses</p>");
    expect(typo.body).toContain("<p>/services/nursing");
    const place = await app.inject("/search?q=Brampton");
    expect(place.body).toBe(
      "<h1>Search</h1><p></p><p>We serve Brampton</p><link href=/assets/app-abc123.css>",
    );
  });

  test("is never stored nor indexed, under the policy that allows the header's line only", async () => {
    const response = await app.inject("/search?q=night");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(String(response.headers["content-security-policy"])).toContain(
      `script-src 'self' ${scriptHash(servicesResetScript)};`,
    );
  });

  test.each([
    "q=%22",
    "q=*",
    "q=NEAR(",
    "q=-",
    "q=%00%01%02%03",
    `q=${"x".repeat(10_000)}`,
    "q=%ZZ",
    "q=%F0%9F",
    "q=a&q=b",
    "q[]=a",
    "q[a]=b",
    "",
  ])("?%s is a page, not an error", async (query) => {
    const response = await app.inject(`/search?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>Search</h1>");
  });

  test("is sent in the form the browser accepts, smallest first", async () => {
    const body = "<h1>Search</h1><p>/services/nursing</p><link href=/assets/app-abc123.css>";
    // A word of the nursing page alone, no posting's.
    const br = await app.inject({
      url: "/search?q=visit",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    const gzip = await app.inject({
      url: "/search?q=visit",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(body);
    const plain = await app.inject({ url: "/search?q=visit", headers: { "accept-encoding": "" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(body);
    expect(plain.headers.vary).toBe("accept-encoding");
  });

  test("with a trailing slash, it moves to the one address and keeps the query", async () => {
    const response = await app.inject("/search/?q=night");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/search?q=night");
  });
});

test("a build without the search page's renderer refuses to start, naming the file", async () => {
  const partial = await mkdtemp(path.join(tmpdir(), "partial-"));
  await copyFile(path.join(site.buildDir, "404.html"), path.join(partial, "404.html"));
  await copyFile(
    path.join(site.buildDir, ".contact-not-sent.js"),
    path.join(partial, ".contact-not-sent.js"),
  );
  await expect(
    buildServer(
      readConfig({ BUILD_DIR: partial, DATA_DIR: path.join(partial, "data"), LOG_LEVEL: "silent" }),
    ),
  ).rejects.toThrow(/\.search-page\.js is missing/);
  await rm(partial, { recursive: true });
});

describe("security headers", () => {
  test("a page allows exactly its own inline scripts, and nothing frames it", async () => {
    const response = await app.inject("/services/nursing");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  test.each(["/", "/assets/root-abc123.js", "/nope", "/healthz"])(
    "%s carries the common headers",
    async (url) => {
      const response = await app.inject(url);
      expect(response.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "same-origin",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "x-frame-options": "DENY",
      });
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    },
  );

  test("the build's hash list is not served", async () => {
    expect((await app.inject("/.csp-script-hashes.json")).statusCode).toBe(404);
  });
});

test("behind an HTTPS proxy, HSTS is sent", async () => {
  const proxied = await buildServer(
    readConfig({
      BUILD_DIR: buildDir,
      DATA_DIR: path.join(buildDir, "data-proxy"),
      LOG_LEVEL: "silent",
      TRUST_PROXY: "true",
    }),
  );
  await proxied.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(proxied.server.address() as AddressInfo).port}`;
  const hsts = "max-age=31536000; includeSubDomains";
  for (const url of ["/", "/?from=mail", "/nope", "/healthz"]) {
    const overHttps = await overTheWire(origin, "GET", url, { "x-forwarded-proto": "https" });
    expect(overHttps.headers["strict-transport-security"]).toBe(hsts);
    const overHttp = await overTheWire(origin, "GET", url, { "x-forwarded-proto": "http" });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
  }
  await proxied.close();
});

describe("the staff area", () => {
  test("every address below /staff gets its frame, never stored or indexed", async () => {
    for (const url of ["/staff", "/staff/people", "/staff/inbox/123?x=1"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("Loading the staff area");
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-robots-tag"], url).toBe("noindex");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
      expect(response.headers["content-security-policy"], url).toContain("default-src 'none'");
    }
    // Not by the fast path either, which would send a page's ordinary headers.
    const wire = await overTheWire(`http://127.0.0.1:${await listeningPort()}`, "GET", "/staff");
    expect(wire.headers["cache-control"]).toBe("no-store");
  });

  test("with STAFF_HOST, the staff area answers on that host only", async () => {
    const own = await buildServer(
      readConfig({
        BUILD_DIR: site.buildDir,
        DATA_DIR: path.join(site.buildDir, "data-staff-host"),
        LOG_LEVEL: "silent",
        STAFF_HOST: "staff.example.org",
      }),
    );
    try {
      const at = (host: string, url: string) => own.inject({ url, headers: { host } });
      expect((await at("www.example.org", "/staff")).statusCode).toBe(404);
      expect((await at("www.example.org", "/api/staff/me")).statusCode).toBe(404);
      expect((await at("staff.example.org", "/staff")).statusCode).toBe(200);
      expect((await at("staff.example.org", "/api/staff/me")).statusCode).toBe(401);
    } finally {
      await own.close();
    }
  });
});

/** A log stream for a server under test, and the lines it received. */
function capturedLog() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logStream };
}

describe("a failure on our side", () => {
  test("is logged with its request id and route, never the query, and answered with that id only", async () => {
    const { lines, logStream } = capturedLog();
    const server = await buildServer(
      readConfig({ BUILD_DIR: buildDir, DATA_DIR: path.join(buildDir, "data-5xx") }),
      { logStream },
    );
    server.get("/api/staff-test/boom", () => {
      throw new Error("internal detail: SQLite said no");
    });
    const answer = await server.inject("/api/staff-test/boom?q=Jane%20Doe%20dementia");
    await server.close();
    expect(answer.statusCode).toBe(500);
    const { error, reference } = answer.json();
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(error).toContain(reference);
    expect(answer.body).not.toMatch(/internal detail|SQLite/);
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.level === 50);
    expect(logged).toMatchObject({
      reqId: reference,
      route: "GET /api/staff-test/boom",
      err: { message: "internal detail: SQLite said no" },
    });
    expect(lines.join("")).not.toMatch(/Jane|dementia/);
  });
});

test.each([
  ["GET", "/api/staff/no-such-route"],
  ["GET", "/api/staff/inquiries/x/y/z"],
  ["POST", "/api/staff/nope"],
  ["DELETE", "/api/staff"],
] as const)(
  "an unknown staff API address (%s %s) is a JSON 404 with the staff area's headers",
  async (method, url) => {
    const answer = await app.inject({ method, url });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({ error: expect.stringMatching(/no such/i) });
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-robots-tag"]).toBe("noindex");
    expect(answer.headers["referrer-policy"]).toBe("no-referrer");
  },
);

test("with NOTIFY_WITH_DETAILS on, the server warns at start that the site's words say otherwise", async () => {
  const { lines, logStream } = capturedLog();
  const config = readConfig({
    BUILD_DIR: buildDir,
    DATA_DIR: path.join(buildDir, "data-details"),
    NOTIFY_WITH_DETAILS: "true",
  });
  const server = await buildServer(config, { logStream });
  await server.ready();
  await server.close();
  const warnings = lines.map((line) => JSON.parse(line)).filter((line) => line.level === 40);
  expect(warnings.map((line) => line.msg)).toContainEqual(
    expect.stringMatching(/NOTIFY_WITH_DETAILS is on: .* say they never do/),
  );
});

test("the server warns at start when résumés will not be scanned: no CLAMD_SOCKET, or no clamd there", async () => {
  const startWarnings = async (settings: Record<string, string>) => {
    const { lines, logStream } = capturedLog();
    const config = readConfig({
      BUILD_DIR: buildDir,
      DATA_DIR: path.join(buildDir, "data-scanner"),
      ...settings,
    });
    const server = await buildServer(config, { logStream });
    await server.ready();
    await server.close();
    return lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.level === 40)
      .map((line) => line.msg as string);
  };
  expect(await startWarnings({})).toContainEqual(
    expect.stringMatching(/^CLAMD_SOCKET is not set: .* the Privacy page says each one is scanned/),
  );
  const nowhere = path.join(buildDir, "no-clamd.sock");
  const warnings = await startWarnings({ CLAMD_SOCKET: nowhere });
  expect(warnings).toContainEqual(
    `clamd does not answer at CLAMD_SOCKET (${nowhere}): résumés are kept and marked "scan failed" for staff until it does`,
  );
  expect(warnings).not.toContainEqual(expect.stringMatching(/^CLAMD_SOCKET is not set/));
});

describe("the contact page with a Recipient chosen by a link (?recipient=)", () => {
  const chosen = (body: string) => /<option value="([^"]*)" selected="">/.exec(body)?.[1];

  test("marks the department chosen, in either language, with the page's own headers", async () => {
    const plain = await app.inject("/contact");
    const english = await app.inject("/contact?recipient=footCare");
    expect(english.statusCode).toBe(200);
    expect(chosen(english.body)).toBe("Foot Care");
    expect(chosen(plain.body)).toBe("");
    expect(english.headers["content-security-policy"]).toBe(
      plain.headers["content-security-policy"],
    );
    expect(english.headers.etag).not.toBe(plain.headers.etag);
    const french = await app.inject({
      url: "/fr/nous-joindre?recipient=care",
      headers: { "accept-encoding": "br" },
    });
    expect(french.headers["content-encoding"]).toBe("br");
    expect(chosen(brotliDecompressSync(french.rawPayload).toString())).toBe(
      "Personal Care, Nursing &amp; Senior Care Services",
    );
    // Its own version: a revalidation of this copy is a 304, and the plain page's tag is not it.
    const again = await app.inject({
      url: "/contact?recipient=footCare",
      headers: { "if-none-match": String(english.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const stale = await app.inject({
      url: "/contact?recipient=footCare",
      headers: { "if-none-match": String(plain.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  test.each([
    "/contact?recipient=nope",
    "/contact?recipient=__proto__",
    "/contact?recipient=constructor",
    "/contact?recipient=",
    "/contact?recipient[]=care",
    `/contact?recipient=${"a".repeat(5000)}&long`,
    "/contact?recipient=%FF%FE",
    "/contact?other=care",
    // A repeated key is not one choice (decision 023).
    "/contact?recipient=care&recipient=specialized",
    "/contact?recipient=care&recipient=care",
    "/contact?recipient=&recipient=care",
  ])("%.60s is the page with nothing chosen", async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(chosen(response.body)).toBe("");
  });

  test("only the contact page reads it", async () => {
    expect((await app.inject("/?recipient=care")).body).not.toContain("selected");
  });
});
