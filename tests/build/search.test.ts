/**
 * The site search on the built site (run after `npm run build`): the real server over the real
 * build answers `/search` and `/fr/recherche` with a complete page that ships no script but the
 * header's line, is valid HTML, and is neither pre-rendered nor listed for search engines; the
 * index holds every listed page but the home page, and each open job posting at its own page.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { servicesResetScript } from "../../app/components/site-header/services-reset.ts";
import { listedPages } from "../../content/index.ts";
import { localeTags, locales } from "../../content/locale.ts";
import { areaPath, pathTo, postingPath, searchPath } from "../../content/navigation.ts";
import type { SearchDocument } from "../../content/search-documents.ts";
import { buildServer } from "../../server/app.ts";
import { readConfig } from "../../server/config.ts";
import { scriptHash } from "../../server/security-headers.ts";
import { searchDocumentsFile } from "../../server/static-site.ts";
import { typographyProblems } from "../../content/typography.ts";

const buildDir = path.resolve("build/client");
let dataDir: string;
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "search-build-"));
  app = await buildServer(
    readConfig({ BUILD_DIR: buildDir, DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  );
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  // React writes charSet, maxLength and popoverTarget; HTML attribute names are case-insensitive.
  rules: { "attr-case": "off" },
});

const queries = ["", "dementia", "demence", "zzzqqq", '"NEAR(*-', "x".repeat(10_000)];

describe.each(locales)("the search page in %s", (locale) => {
  test.each(queries.map((query) => [query.slice(0, 20), query]))(
    "%j: a complete page, valid, with no script but the header's line",
    async (_, query) => {
      const response = await app.inject({ url: searchPath(locale), query: { q: query } });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const scripts = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map(([s]) => s);
      expect(scripts).toEqual([`<script>${servicesResetScript}</script>`]);
      expect(html).not.toMatch(/type="module"|modulepreload|<script[^>]*\bsrc=/);
      expect(response.headers["content-security-policy"]).toContain(
        `script-src 'self' ${scriptHash(servicesResetScript)};`,
      );
      expect(html).toContain(`<html lang="${localeTags[locale]}">`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/);
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      const report = await validator.validateString(html, `${searchPath(locale)}?q=${query}`);
      const messages = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId}: ${message.message}`),
      );
      expect(messages).toEqual([]);
    },
  );
});

test("the French results' sentences keep French typography (issue 39)", async () => {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };
  const problems: string[] = [];
  let colons = 0;
  for (const q of ["répit", "coûts", "démence", "soins des pieds"]) {
    const { body } = await app.inject({ url: searchPath("fr"), query: { q } });
    const results = /<ol class="search-results"[\s\S]*?<\/ol>/.exec(body)?.[0] ?? "";
    const lines = results
      .replace(/<[^>]+>/g, "\n")
      .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name]!)
      .split("\n")
      .filter((line) => line.trim() !== "");
    colons += lines.filter((line) => line.includes("\u00a0:")).length;
    problems.push(
      ...lines.flatMap((line) => typographyProblems(line, "fr")).map((p) => `${q}: ${p}`),
    );
  }
  expect(problems).toEqual([]);
  // The check reads what it should: results whose sentences hold a colon.
  expect(colons).toBeGreaterThan(3);
});

test("'dementia' and 'demence' find each language's dementia page first", async () => {
  for (const [locale, q] of [
    ["en", "dementia"],
    ["fr", "demence"],
  ] as const) {
    const { body } = await app.inject({ url: searchPath(locale), query: { q } });
    const first = /<ol class="search-results"[^>]*><li[^>]*><h2[^>]*><a href="([^"]+)"/.exec(body);
    expect(first?.[1]).toBe(areaPath("personal-support", "alzheimer-and-dementia-care", locale));
  }
});

test("an opening's title finds its posting's page, not the Careers page, in each language", async () => {
  // A new data folder has the seed's postings, open; the Careers page's words hold none of them.
  for (const [locale, q] of [
    ["en", "Handy Person"],
    ["fr", "personne a tout faire"],
  ] as const) {
    const { body } = await app.inject({ url: searchPath(locale), query: { q } });
    const found = [...body.matchAll(/<li[^>]*><h2[^>]*><a href="([^"]+)"/g)].map(
      ([, href]) => href,
    );
    expect(found[0], q).toBe(
      postingPath({ slug: "handy-person", frenchSlug: "personne-a-tout-faire" }, locale),
    );
    expect(found, q).not.toContain(pathTo("careers", locale));
  }
});

test("the search page is not pre-rendered, nor listed in sitemap.xml or llms.txt", () => {
  for (const locale of locales) {
    const address = searchPath(locale);
    expect(() => readFileSync(path.join(buildDir, address, "index.html"))).toThrow();
    expect(readFileSync(path.join(buildDir, "sitemap.xml"), "utf8")).not.toContain(`${address}<`);
    expect(readFileSync(path.join(buildDir, "llms.txt"), "utf8")).not.toContain(`${address})`);
  }
});

test("the index holds every listed page but the home page, and is never served", async () => {
  const documents = JSON.parse(
    readFileSync(path.join(buildDir, searchDocumentsFile), "utf8"),
  ) as SearchDocument[];
  const homes = ["/", "/fr"];
  expect(documents.map((document) => document.path).sort()).toEqual(
    listedPages()
      .map((page) => page.path)
      .filter((page) => !homes.includes(page))
      .sort(),
  );
  for (const document of documents) {
    expect(document.sentences.length, document.path).toBeGreaterThan(0);
    // The words a reader sees: no inline marks left.
    expect(document.sentences.join(" "), document.path).not.toMatch(
      /\{(phone|email|fact|site):|\]\(\/|\*\*/,
    );
  }
  for (const file of [searchDocumentsFile, ".search-page.js"])
    expect((await app.inject(`/${file}`)).statusCode, file).toBe(404);
});
