import { afterAll, describe, expect, test } from "vitest";
import { synonyms as english } from "../../content/en/search.ts";
import { synonyms as french } from "../../content/fr/search.ts";
import { areaPath, pathTo } from "../../content/navigation.ts";
import { type SearchDocument, searchDocuments } from "../../content/search-documents.ts";
import { maxQueryLength } from "./query.ts";
import { markedText, SiteSearch } from "./site-search.ts";

const rules = { en: { synonyms: english, prefix: false }, fr: { synonyms: french, prefix: true } };
const site = new SiteSearch([...searchDocuments("en"), ...searchDocuments("fr")], rules);
afterAll(() => site.close());

const dementiaPage = (locale: "en" | "fr") =>
  areaPath("personal-support", "alzheimer-and-dementia-care", locale);
const first = (locale: "en" | "fr", query: string) => site.search(locale, query).hits[0]?.path;
const marked = (locale: "en" | "fr", query: string) =>
  site
    .search(locale, query)
    .hits[0]!.excerpt.filter((part) => part.marked)
    .map((part) => part.text.toLowerCase());

describe("the site's pages", () => {
  test.each([
    ["en", "dementia", dementiaPage("en")],
    ["en", "Alzheimer's", dementiaPage("en")],
    ["en", "help for my mother with dementia", dementiaPage("en")],
    ["fr", "demence", dementiaPage("fr")],
    ["fr", "DÉMENCE", dementiaPage("fr")],
    ["fr", "alzheimer", dementiaPage("fr")],
    ["en", "podiatry", areaPath("specialized-services", "foot-care-clinics", "en")],
    ["fr", "podologue", areaPath("specialized-services", "foot-care-clinics", "fr")],
    ["en", "flu vaccine", areaPath("specialized-services", "flu-shots", "en")],
    ["fr", "vaccin", areaPath("specialized-services", "flu-shots", "fr")],
    ["en", "end of life", areaPath("nursing", "advanced-illness-and-palliative", "en")],
    ["fr", "fin de vie", areaPath("nursing", "advanced-illness-and-palliative", "fr")],
    ["en", "someone at night", areaPath("senior-care-services", "overnight-assistance", "en")],
    ["fr", "aide de nuit", areaPath("senior-care-services", "overnight-assistance", "fr")],
    ["en", "PSW", areaPath("personal-support", "index", "en")],
    ["fr", "PSSP", areaPath("personal-support", "index", "fr")],
    ["en", "jobs", pathTo("careers", "en")],
    ["fr", "emplois", pathTo("careers", "fr")],
  ] as const)("%s %j finds %s first", (locale, query, path) => {
    expect(first(locale, query)).toBe(path);
  });

  test("each language finds its own pages only", () => {
    for (const hit of site.search("en", "Alzheimer").hits) expect(hit.path).not.toMatch(/^\/fr/);
    for (const hit of site.search("fr", "Alzheimer").hits) expect(hit.path).toMatch(/^\/fr\//);
    expect(site.search("fr", "overnight").hits).toEqual([]);
  });

  test("a result shows the sentence that matched, the query's words marked", () => {
    expect(marked("fr", "demence")).toContain("démence");
    expect(marked("en", "respite")).toContain("respite");
    const [hit] = site.search("en", "respite").hits;
    expect(hit!.excerpt.map((part) => part.text).join("")).toMatch(/respite/i);
  });

  test("a query with every word on no page finds the pages with some of them", () => {
    const { hits } = site.search("en", "dementia zzzqqq");
    expect(hits[0]!.path).toBe(dementiaPage("en"));
  });

  test("a query that matches nothing finds nothing", () => {
    expect(site.search("en", "zzzqqq").hits).toEqual([]);
    expect(site.search("en", "").hits).toEqual([]);
  });

  test("the home page is not a result: its words summarize the other pages'", () => {
    expect(site.search("en", "care").hits.map((hit) => hit.path)).not.toContain("/");
  });
});

describe("hostile queries give an answer, never an error", () => {
  test.each([
    '"',
    '"""',
    "*",
    "-",
    "NEAR(",
    "NEAR(a b, 2)",
    "a AND OR NOT b",
    "title:dementia",
    "{title headings}: x",
    "^care",
    "care*",
    "(((",
    "'; DROP TABLE pages_en; --",
    "\u0000\u0002\u0003",
    "\ud800",
    "x".repeat(10_000),
    "care ".repeat(2_000),
    "🙂 démence 🙂",
  ])("%j", (query) => {
    for (const locale of ["en", "fr"] as const) {
      const answer = site.search(locale, query);
      expect(answer.query.length).toBeLessThanOrEqual(maxQueryLength);
      expect(Array.isArray(answer.hits)).toBe(true);
    }
  });

  test("the index still answers after them", () => {
    site.search("en", "'; DROP TABLE pages_en; --");
    expect(first("en", "dementia")).toBe(dementiaPage("en"));
  });
});

describe("ranking", () => {
  const page = (path: string, parts: Partial<SearchDocument>): SearchDocument => ({
    path,
    locale: "en",
    title: "Page",
    description: `About ${path}.`,
    headings: [],
    sentences: ["Nothing to see."],
    ...parts,
  });
  const small = new SiteSearch(
    [
      page("/text", { sentences: ["We help with gardening.", "Nothing else."] }),
      page("/heading", { headings: ["Gardening"] }),
      page("/title", { title: "Gardening" }),
    ],
    rules,
  );
  afterAll(() => small.close());

  test("a word in the title counts more than in a heading, and a heading more than text", () => {
    expect(small.search("en", "gardening").hits.map((hit) => hit.path)).toEqual([
      "/title",
      "/heading",
      "/text",
    ]);
  });

  test("a page found by its title or a heading only shows its description", () => {
    const hit = small.search("en", "gardening").hits.find((found) => found.path === "/title");
    expect(hit!.excerpt).toEqual([{ text: "About /title.", marked: false }]);
  });

  test("the sentence that matched is shown, not the page's first", () => {
    const hit = small.search("en", "gardening").hits.find((found) => found.path === "/text");
    expect(hit!.excerpt).toEqual([
      { text: "We help with ", marked: false },
      { text: "gardening", marked: true },
      { text: ".", marked: false },
    ]);
  });
});

test("markedText splits highlight()'s marks into runs", () => {
  expect(markedText("a \u0002b\u0003 c \u0002d\u0003")).toEqual([
    { text: "a ", marked: false },
    { text: "b", marked: true },
    { text: " c ", marked: false },
    { text: "d", marked: true },
  ]);
});
