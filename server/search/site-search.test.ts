import { afterAll, describe, expect, test } from "vitest";
import {
  payText,
  postingSearchDocument,
  type PublicPosting,
  regionsText,
} from "../../app/server-pages/careers.tsx";
import { askers as englishAskers, synonyms as english } from "../../content/en/search.ts";
import { askers as frenchAskers, synonyms as french } from "../../content/fr/search.ts";
import { getPage } from "../../content/index.ts";
import { slugOf } from "../../content/job-posting.ts";
import { locales } from "../../content/locale.ts";
import { areaPath, pathTo, postingPath } from "../../content/navigation.ts";
import {
  type SearchDocument,
  searchDocuments,
  sentencesOf,
} from "../../content/search-documents.ts";
import type { PostingContent } from "../careers/posting.ts";
import { seedPostings } from "../careers/seed.ts";
import { validPosting } from "../careers/test-support.ts";
import { typographyProblems } from "../../content/typography.ts";
import { maxQueryLength } from "./query.ts";
import { SiteSearch } from "./site-search.ts";

const rules = {
  en: { synonyms: english, prefix: false, askers: englishAskers },
  fr: { synonyms: french, prefix: true, askers: frenchAskers },
};
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

/** A posting's slugs as the store makes them: each from its title in that language. */
const slugsOf = (content: PostingContent) => ({
  slug: slugOf(content.title.en),
  frenchSlug: slugOf(content.title.fr),
});

/** The address in `locale` of the seed's posting whose English slug is `slug`. */
function seedPath(slug: string, locale: "en" | "fr"): string {
  const content = seedPostings().find((posting) => slugOf(posting.title.en) === slug);
  if (!content) throw new Error(`no seed posting ${slug}`);
  return postingPath(slugsOf(content), locale);
}

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

  test("a French result's sentence keeps French typography: its no-break spaces before « : », « ? », in « … » (issue 39)", () => {
    const excerpts = [
      "coûts",
      "répit",
      "démence",
      "vaccin",
      "soins des pieds",
      "24 heures",
    ].flatMap((query) =>
      site.search("fr", query).hits.map((hit) => hit.excerpt.map((part) => part.text).join("")),
    );
    // The excerpts read hold the marks the typography sets: the test reads what it should.
    expect(excerpts.filter((text) => /\u00a0:/.test(text)).length).toBeGreaterThan(5);
    expect(excerpts.flatMap((text) => typographyProblems(text, "fr"))).toEqual([]);
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

  test("the Careers page's document does not hold the seed's openings: the postings are found instead", () => {
    for (const locale of locales) {
      const careers = searchDocuments(locale).find(
        (document) => document.path === pathTo("careers", locale),
      )!;
      const words = [...careers.headings, ...careers.sentences].join("\n");
      expect(careers.headings.length).toBeGreaterThan(0);
      for (const opening of getPage("careers", locale).openings.items) {
        expect(careers.headings).not.toContain(opening.title);
        expect(words).not.toContain(sentencesOf(opening.summary, locale)[0]);
      }
    }
  });
});

describe("the open job postings", () => {
  /** A posting as the public pages show it, its address made from its English title. */
  const published = (content: PostingContent): PublicPosting => ({
    ...slugsOf(content),
    content,
    publishedAt: "2026-11-02T14:00:00.000Z",
    validThrough: null,
  });
  /** Each posting's document in both languages, as the server indexes them. */
  const documentsOf = (contents: readonly PostingContent[]) =>
    contents
      .map(published)
      .flatMap((posting) => locales.map((locale) => postingSearchDocument(posting, locale)));
  const paths = (index: SiteSearch, locale: "en" | "fr", query: string) =>
    index.search(locale, query).hits.map((hit) => hit.path);

  const wound = {
    ...validPosting,
    title: { en: "Wound Care Nurse", fr: "Infirmière ou infirmier en soins des plaies" },
    group: "nursing",
    summary: {
      en: "Visit clients at home to dress wounds after surgery.",
      fr: "Rendre visite à la clientèle à domicile pour panser les plaies après une chirurgie.",
    },
  } satisfies PostingContent;
  const woundPath = (locale: "en" | "fr") => postingPath(slugsOf(wound), locale);

  const index = new SiteSearch([...searchDocuments("en"), ...searchDocuments("fr")], rules);
  afterAll(() => index.close());

  test("a posting added is found at its own address in each language, the French by French words without accents", () => {
    expect(paths(index, "en", "wound care nurse")).not.toContain(woundPath("en"));
    index.replacePostings(documentsOf([wound]));
    expect(paths(index, "en", "wound care nurse")).toContain(woundPath("en"));
    expect(paths(index, "fr", "infirmiere soins des plaies")).toContain(woundPath("fr"));
    expect(paths(index, "fr", "wound care nurse")).not.toContain(woundPath("en"));
    const hit = index
      .search("en", "wound care nurse")
      .hits.find((found) => found.path === woundPath("en"));
    expect(hit!.title).toBe("Wound Care Nurse");
    // Said to be a job opening, with its pay and place; the site's pages are not.
    expect(hit!.jobFacts).toBe(`${payText(wound.pay, "en")} · ${regionsText(wound, "en")}`);
    const pages = index
      .search("en", "wound care")
      .hits.filter((found) => !found.path.startsWith("/careers/"));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((found) => found.jobFacts !== undefined)).toEqual([]);
  });

  test("its facts are found as its page words them, and shown as the sentence that matched", () => {
    index.replacePostings(documentsOf([wound]));
    const hit = index
      .search("en", "wound Peel part-time")
      .hits.find((found) => found.path === woundPath("en"));
    expect(hit!.excerpt.map((part) => part.text).join("")).toMatch(/^(Where|Type): /);
    expect(paths(index, "fr", "plaies temps partiel")).toContain(woundPath("fr"));
  });

  test("postings replaced: the new ones are found, the old ones no more, the site's pages as before", () => {
    index.replacePostings(documentsOf([wound]));
    const night = {
      ...validPosting,
      title: { en: "Overnight Respite Worker", fr: "Préposé ou préposée au répit de nuit" },
    } satisfies PostingContent;
    index.replacePostings(documentsOf([night]));
    expect(paths(index, "en", "wound")).not.toContain(woundPath("en"));
    expect(paths(index, "fr", "plaies")).not.toContain(woundPath("fr"));
    expect(paths(index, "en", "overnight respite worker")).toContain(
      postingPath(slugsOf(night), "en"),
    );
    expect(first("en", "dementia")).toBe(dementiaPage("en"));
    expect(paths(index, "en", "dementia")[0]).toBe(dementiaPage("en"));
  });

  test("postings removed: none is found, and the site's pages still are", () => {
    index.replacePostings(documentsOf([wound]));
    index.replacePostings([]);
    expect(
      paths(index, "en", "wound care nurse").filter((path) => path.startsWith("/careers/")),
    ).toEqual([]);
    expect(paths(index, "fr", "infirmiere")).not.toContain(woundPath("fr"));
    expect(paths(index, "fr", "demence")[0]).toBe(dementiaPage("fr"));
  });

  test("a posting's words, as staff typed them, can neither fake the marks nor break the index", () => {
    const hostile = {
      ...validPosting,
      title: { en: 'Cook "NEAR( * \u0002x\u0003 <b>', fr: "Cuisinier \u0002x\u0003 <b>" },
      summary: { en: "Soups \u0002daily\u0003; DROP TABLE pages_en; --", fr: "Soupes." },
    } satisfies PostingContent;
    index.replacePostings(documentsOf([hostile]));
    const hit = index
      .search("en", "soups")
      .hits.find((found) => found.path.startsWith("/careers/"));
    expect(hit!.excerpt.filter((part) => part.marked).map((part) => part.text)).toEqual(["Soups"]);
    const shown = hit!.excerpt.map((part) => part.text).join("");
    expect(shown.includes("\u0002") || shown.includes("\u0003")).toBe(false);
    expect(paths(index, "en", "daily")).toContain(hit!.path);
    expect(paths(index, "en", "dementia")[0]).toBe(dementiaPage("en"));
    index.replacePostings([]);
  });

  describe("with the seed's postings", () => {
    const seeded = new SiteSearch([...searchDocuments("en"), ...searchDocuments("fr")], rules);
    seeded.replacePostings(documentsOf(seedPostings()));
    afterAll(() => seeded.close());

    // Titles whose words the Careers page has too, so it is found and competes.
    test.each([
      ["en", "Personal Support Worker", "personal-support-worker"],
      [
        "fr",
        "Préposé ou préposée aux services de soutien personnel (PSSP)",
        "personal-support-worker",
      ],
      ["en", "Home Support Worker", "home-support-worker"],
      ["en", "Client Care Coordinator", "client-care-coordinator"],
      ["fr", "Coordonnateur ou coordonnatrice des soins à la clientèle", "client-care-coordinator"],
      ["en", "Nurse", "nurse"],
      ["en", "Companion", "companion"],
    ] as const)("%s %j finds the posting above the Careers page", (locale, title, slug) => {
      const found = paths(seeded, locale, title);
      expect(found).toContain(pathTo("careers", locale));
      expect(found.indexOf(seedPath(slug, locale))).toBeGreaterThanOrEqual(0);
      expect(found.indexOf(seedPath(slug, locale))).toBeLessThan(
        found.indexOf(pathTo("careers", locale)),
      );
    });

    test.each([
      ["en", "Registered Nurse", "registered-nurse"],
      ["fr", "emploi infirmiere autorisee", "registered-nurse"],
      // A long title typed whole, whose words are on most French pages.
      ["fr", "Préposé ou préposée au soutien à domicile", "home-support-worker"],
      ["fr", "prepose ou preposee au soutien a domicile", "home-support-worker"],
    ] as const)("%s %j finds the posting first", (locale, query, slug) => {
      expect(paths(seeded, locale, query)[0]).toBe(seedPath(slug, locale));
    });

    // A family's words still find the service first, a job of the same name after it.
    test.each([
      [
        "en",
        "foot care",
        areaPath("specialized-services", "foot-care-clinics", "en"),
        "foot-care-nurse",
      ],
      [
        "fr",
        "soins des pieds",
        areaPath("specialized-services", "foot-care-clinics", "fr"),
        "foot-care-nurse",
      ],
      ["en", "cleaner", areaPath("senior-care-services", "house-cleaners", "en"), "cleaner"],
      [
        "en",
        "driver companion",
        areaPath("senior-care-services", "driver-companions", "en"),
        "driver-companion",
      ],
      ["en", "nursing", areaPath("nursing", "index", "en"), "nurse"],
      // A posting may come first only when the query says work (issue 37).
      ["en", "PSW", areaPath("personal-support", "index", "en"), "personal-support-worker"],
      ["fr", "PSSP", areaPath("personal-support", "index", "fr"), "personal-support-worker"],
      ["fr", "infirmiere autorisee", areaPath("nursing", "index", "fr"), "registered-nurse"],
    ] as const)(
      "%s %j finds the service's page first, the posting after it",
      (locale, query, page, slug) => {
        const found = paths(seeded, locale, query);
        expect(found[0]).toBe(page);
        expect(found).toContain(seedPath(slug, locale));
      },
    );

    test("each language finds its own postings only", () => {
      for (const hit of seeded.search("en", "nurse").hits) expect(hit.path).not.toMatch(/^\/fr/);
      for (const hit of seeded.search("fr", "infirmière").hits) expect(hit.path).toMatch(/^\/fr\//);
    });
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
    title: `Page ${path}`,
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

describe("a family's and a job seeker's queries, over the site's pages and the seed's postings (issue 37)", () => {
  const index = new SiteSearch([...searchDocuments("en"), ...searchDocuments("fr")], rules);
  index.replacePostings(
    seedPostings()
      .map((content): PublicPosting => ({
        ...slugsOf(content),
        content,
        publishedAt: "2026-11-02T14:00:00.000Z",
        validThrough: null,
      }))
      .flatMap((posting) => locales.map((locale) => postingSearchDocument(posting, locale))),
  );
  afterAll(() => index.close());
  const service = areaPath;
  const publicCare = {
    en: service("personal-support", "senior-care", "en"),
    fr: service("personal-support", "senior-care", "fr"),
  };

  // [language, query, the page that must come first, the words read instead when misspelt]
  test.each([
    // A family's words: the services first, never a job posting.
    ["en", "nurse at home", service("nursing", "index", "en")],
    ["fr", "infirmière à domicile", service("nursing", "index", "fr")],
    ["fr", "infirmiere a domicile", service("nursing", "index", "fr")],
    // A service and a cost word: that service's page, with its Costs section, first.
    ["en", "nursing cost", service("nursing", "index", "en")],
    ["en", "cost of nursing", service("nursing", "index", "en")],
    ["en", "how much is personal support", service("personal-support", "index", "en")],
    ["fr", "coût soins infirmiers", service("nursing", "index", "fr")],
    ["fr", "prix soins infirmiers", service("nursing", "index", "fr")],
    [
      "fr",
      "couper les ongles des pieds",
      service("specialized-services", "foot-care-clinics", "fr"),
    ],
    ["en", "foot care for my dad", service("specialized-services", "foot-care-clinics", "en")],
    ["en", "help for my mom with dementia", dementiaPage("en")],
    [
      "en",
      "care for my dad at night",
      service("senior-care-services", "overnight-assistance", "en"),
    ],
    [
      "fr",
      "soins pour papa la nuit",
      service("senior-care-services", "overnight-assistance", "fr"),
    ],
    ["en", "wound care for my father", service("nursing", "post-surgery-and-wound-care", "en")],
    ["en", "home care", service("personal-support", "index", "en")],
    ["en", "Total Care", service("senior-care-services", "total-care", "en")],
    ["fr", "soins complets", service("senior-care-services", "total-care", "fr")],
    ["en", "toenails", service("specialized-services", "foot-care-clinics", "en")],
    // Misspelt: the nearest word the site uses.
    ["en", "demensia", dementiaPage("en"), "dementia"],
    ["en", "alzeimers", dementiaPage("en"), "alzheimers"],
    ["en", "dementa", dementiaPage("en"), "dementia"],
    ["en", "help for my mom with demensia", dementiaPage("en"), "help for my mom with dementia"],
    ["fr", "demense", dementiaPage("fr"), "démence"],
    ["fr", "alzeimer", dementiaPage("fr"), "alzheimer"],
    // The province's names for publicly funded home care.
    ["en", "LHIN", publicCare.en],
    ["en", "CCAC", publicCare.en],
    ["en", "OHIP", publicCare.en],
    ["en", "Ontario Health atHome", publicCare.en],
    ["en", "Home and Community Care Support Services", publicCare.en],
    ["fr", "RLISS", publicCare.fr],
    ["fr", "CASC", publicCare.fr],
    ["fr", "OHIP", publicCare.fr],
    ["fr", "Santé à domicile Ontario", publicCare.fr],
    ["fr", "Services de soutien à domicile et en milieu communautaire", publicCare.fr],
    // A job seeker's words, or a posting's own title: the postings (or Careers) first.
    ["en", "jobs", pathTo("careers", "en")],
    ["en", "apply", pathTo("careers", "en")],
    ["en", "hiring", pathTo("careers", "en")],
    ["fr", "postuler", pathTo("careers", "fr")],
    ["fr", "emplois", pathTo("careers", "fr")],
    ["en", "nurse jobs", seedPath("registered-nurse", "en")],
    ["en", "PSW jobs", seedPath("personal-support-worker", "en")],
    ["en", "pay for a personal support worker", seedPath("personal-support-worker", "en")],
    ["fr", "emploi infirmière", seedPath("registered-nurse", "fr")],
    ["fr", "travail infirmière", seedPath("registered-nurse", "fr")],
    ["fr", "salaire préposé", seedPath("personal-support-worker", "fr")],
    ["en", "Registered Nurse", seedPath("registered-nurse", "en")],
    ["en", "Client Care Coordinator", seedPath("client-care-coordinator", "en")],
  ] as const)("%s %j: %s first", (locale, query, path, suggestion?: string) => {
    const answer = index.search(locale, query);
    expect(answer.hits[0]?.path).toBe(path);
    expect(answer.suggestion).toBe(suggestion);
  });

  // What private care costs (issue 37, section 2): each service area's page has a Costs section.
  test.each([
    ["en", "cost"],
    ["en", "costs"],
    ["en", "price"],
    ["en", "how much"],
    ["en", "rates"],
    ["en", "how much does home care cost"],
    ["en", "Veterans Affairs"],
    ["fr", "coût"],
    ["fr", "coûts"],
    ["fr", "tarif"],
    ["fr", "prix"],
    ["fr", "combien coûtent les soins"],
    ["fr", "Anciens Combattants"],
  ] as const)(
    "%s %j finds every service area's page, by a sentence that says it",
    (locale, query) => {
      const { hits } = index.search(locale, query);
      const areas = (
        ["personal-support", "nursing", "senior-care-services", "specialized-services"] as const
      ).map((area) => service(area, "index", locale));
      for (const path of areas) {
        const hit = hits.find((found) => found.path === path);
        expect(hit, path).toBeDefined();
        expect(
          hit!.excerpt.some((part) => part.marked),
          path,
        ).toBe(true);
      }
    },
  );

  test("a posting comes first only when the query says work; it is still found, labelled", () => {
    for (const [locale, query] of [
      ["en", "nurse at home"],
      ["fr", "infirmière à domicile"],
      ["en", "foot care"],
      ["en", "PSW"],
    ] as const) {
      const { hits } = index.search(locale, query);
      const firstPosting = hits.findIndex((hit) => hit.jobFacts !== undefined);
      expect(firstPosting).toBeGreaterThan(0);
      // Every page of the site but Careers (a job seeker's page) comes before every posting.
      const after = hits.slice(firstPosting).map((hit) => hit.path);
      expect(
        after.every((path) => path.includes("/carrieres") || path.startsWith("/careers")),
      ).toBe(true);
    }
  });

  test("each result's sentence holds one of the query's words; the dementia page's says dementia", () => {
    const [dementia] = index.search("en", "dementia").hits;
    expect(dementia!.excerpt.filter((part) => part.marked).map((part) => part.text)).toContain(
      "Dementia",
    );
    for (const [locale, query] of [
      ["en", "dementia"],
      ["en", "nurse at home"],
      ["fr", "infirmière à domicile"],
      ["fr", "couper les ongles des pieds"],
    ] as const)
      for (const hit of index.search(locale, query).hits) {
        const marked = hit.excerpt.filter((part) => part.marked);
        // Either a sentence with a word marked, or the page's description (a title matched).
        if (marked.length === 0) expect(hit.excerpt).toHaveLength(1);
        else expect(marked.every((part) => /\p{L}/u.test(part.text))).toBe(true);
      }
  });

  test("one result per page: two pages of the same title are listed once", () => {
    for (const locale of locales)
      for (const query of ["Total Care", "soins complets", "care", "soins"]) {
        const titles = index.search(locale, query).hits.map((hit) => hit.title);
        expect(new Set(titles).size).toBe(titles.length);
      }
    expect(
      index.search("en", "Total Care").hits.filter((hit) => hit.title === "Total Care"),
    ).toHaveLength(1);
  });

  test("French results, postings' too, are shown with French typography", () => {
    const excerpts = ["salaire", "quart de nuit", "démence", "coûts"].flatMap((query) =>
      index.search("fr", query).hits.map((hit) => hit.excerpt.map((part) => part.text).join("")),
    );
    expect(excerpts.some((text) => text.startsWith("Salaire\u00a0:"))).toBe(true);
    expect(excerpts.flatMap((text) => typographyProblems(text, "fr"))).toEqual([]);
  });

  test("a place of the area served is answered, whatever else the query finds", () => {
    // The contact page names the area served (content/site.ts), so it is found as well.
    const mississauga = index.search("en", "Mississauga");
    expect(mississauga.place).toBe("Mississauga");
    expect(mississauga.hits.map((hit) => hit.path)).toEqual(["/contact"]);
    const brampton = index.search("fr", "Brampton");
    expect(brampton.place).toBe("Brampton");
    expect(brampton.hits[0]?.path).toBe("/fr/nous-joindre");
    const both = index.search("en", "home care in Richmond Hill");
    expect(both.place).toBe("Richmond Hill");
    expect(both.hits[0]?.path).toBe(service("personal-support", "index", "en"));
    // Never read as a misspelling.
    expect(index.search("en", "Caledon").suggestion).toBeUndefined();
    expect(index.search("en", "dementia").place).toBeUndefined();
  });
});
