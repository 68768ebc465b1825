/**
 * Checks on the built site (run after `npm run build`): every page was produced, is valid HTML,
 * carries its own title, description and canonical address, and every internal link and anchor
 * lands somewhere real.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { describe, expect, test } from "vitest";
import { allPagePaths } from "../../content/index.ts";
import { redirectFor } from "../../content/redirects.ts";
import { site } from "../../content/site.ts";

const buildDir = path.resolve("build/client");
const pages = allPagePaths();

function htmlOf(page: string): string {
  return readFileSync(path.join(buildDir, page, "index.html"), "utf8");
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

function matchAll(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => decode(match[1]!));
}

const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  rules: {
    // React writes charSet and popoverTarget; HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React's streaming placeholders use ids such as "B:0", which HTML allows.
    "valid-id": ["error", { relaxed: true }],
  },
});

describe.each(pages)("%s", (page) => {
  const html = htmlOf(page);

  test("is valid HTML", async () => {
    const report = await validator.validateString(html, page);
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
  });

  test("has one h1, a description and its canonical address", () => {
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    const description = matchAll(html, /<meta name="description" content="([^"]*)"/g);
    expect(description).toHaveLength(1);
    expect(description[0]!.length).toBeGreaterThanOrEqual(50);
    expect(matchAll(html, /<link rel="canonical" href="([^"]*)"/g)).toEqual([site.origin + page]);
    expect(html).toContain('<html lang="en-CA">');
  });
});

test("every page has its own title", () => {
  const titles = pages.map((page) => matchAll(htmlOf(page), /<title>([^<]*)<\/title>/g)[0]);
  expect(new Set(titles).size).toBe(pages.length);
});

test("every internal link and anchor resolves", () => {
  const ids = new Map(
    pages.map((page) => [page, new Set(matchAll(htmlOf(page), /\sid="([^"]+)"/g))]),
  );
  const broken: string[] = [];
  for (const page of pages) {
    for (const href of matchAll(htmlOf(page), /\s(?:href|src)="(\/[^"]*)"/g)) {
      const [target, anchor] = href.split("#") as [string, string | undefined];
      if (redirectFor(target)) {
        broken.push(`${page} → ${href} (goes through a redirect)`);
      } else if (ids.has(target)) {
        if (anchor && !ids.get(target)!.has(anchor))
          broken.push(`${page} → ${href} (no such anchor)`);
      } else if (!existsSync(path.join(buildDir, target))) {
        broken.push(`${page} → ${href}`);
      }
    }
  }
  expect(broken).toEqual([]);
});

describe("the 404 page", () => {
  const html = readFileSync(path.join(buildDir, "404.html"), "utf8");

  test("says what the spec says and offers a way on", () => {
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("404 Not Found");
    expect(html).toContain('href="/services"');
    expect(html).toContain('href="tel:+1');
  });

  test("has no scripts, so it cannot hydrate against the wrong route", () => {
    expect(html).not.toMatch(/<script/);
  });

  test("is not itself a page address", () => {
    expect(existsSync(path.join(buildDir, "404", "index.html"))).toBe(false);
  });
});

test("the sitemap lists every page and robots.txt points to it", () => {
  const sitemap = readFileSync(path.join(buildDir, "sitemap.xml"), "utf8");
  expect(matchAll(sitemap, /<loc>([^<]+)<\/loc>/g)).toEqual(
    pages.map((page) => site.origin + page),
  );
  expect(readFileSync(path.join(buildDir, "robots.txt"), "utf8")).toContain(
    `Sitemap: ${site.origin}/sitemap.xml`,
  );
});

describe("structured data", () => {
  const faqPages = pages.filter((page) => htmlOf(page).includes('"FAQPage"'));

  test("the three FAQ pages carry FAQPage data", () => {
    expect(faqPages).toEqual([
      "/services/senior-care-services/free-retirement-home-transition-services",
      "/services/senior-care-services/total-care",
      "/services/specialized-services/flu-shots",
    ]);
  });

  test.each(faqPages)("%s: every question on the page, with a plain-text answer", (page) => {
    const html = htmlOf(page);
    const [json] = matchAll(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
    const data = JSON.parse(json!.replace(/\\u003c/g, "<"));
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("FAQPage");
    const questionsOnPage = html.match(/<summary>/g)?.length ?? 0;
    expect(data.mainEntity).toHaveLength(questionsOnPage);
    expect(questionsOnPage).toBeGreaterThanOrEqual(5);
    for (const question of data.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.name).toMatch(/\?$/);
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
      expect(question.acceptedAnswer.text).not.toMatch(/\{(phone|email|fact):|\]\(|\*\*/);
    }
  });
});
