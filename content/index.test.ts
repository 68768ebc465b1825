import { describe, expect, test } from "vitest";
import {
  allPagePaths,
  check,
  ContentError,
  getServiceArea,
  linkProblems,
  missingWords,
  siteMap,
} from "./index.ts";
import { articlePageSchema } from "./schema.ts";

describe("the page list", () => {
  const paths = allPagePaths();

  test("has every route of the specification", () => {
    const spec = [
      "/",
      "/services",
      "/services/personal-support",
      "/services/personal-support/family-caregiver-support",
      "/services/personal-support/stroke-vision-values",
      "/services/personal-support/senior-care",
      "/services/personal-support/alzheimer-and-dementia-care",
      "/services/nursing",
      "/services/nursing/post-surgery-and-wound-care",
      "/services/nursing/advanced-illness-and-palliative",
      "/services/senior-care-services",
      "/services/senior-care-services/live-in-companions",
      "/services/senior-care-services/overnight-assistance",
      "/services/senior-care-services/house-cleaners",
      "/services/senior-care-services/driver-companions",
      "/services/senior-care-services/free-retirement-home-transition-services",
      "/services/senior-care-services/total-care",
      "/services/specialized-services",
      "/services/specialized-services/navigating-health-care",
      "/services/specialized-services/hospital-to-home-transition",
      "/services/specialized-services/foot-care-clinics",
      "/services/specialized-services/flu-shots",
      "/about",
      "/about/message-from-ceo",
      "/about/mission-vision-values",
      "/about/total-care",
      "/about/client-centred-care",
      "/about/patient-safety",
      "/careers",
      "/contact",
    ];
    expect(paths).toEqual(expect.arrayContaining(spec));
  });

  test("lists each address once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("stroke-vision-values is titled Stroke Care, as the spec says", () => {
    const area = getServiceArea("personal-support", "en");
    expect(area.menu.find((item) => item.path.endsWith("/stroke-vision-values"))?.label).toBe(
      "Stroke Care",
    );
  });
});

describe("content checking", () => {
  test("a wrong field stops the build naming the file and the field", () => {
    const page = { slug: "x", title: "A page", description: "too short", lead: "Hello." };
    expect(() => check(articlePageSchema, page, "content/services/example.ts")).toThrow(
      ContentError,
    );
    expect(() => check(articlePageSchema, page, "content/services/example.ts")).toThrow(
      /content\/services\/example\.ts → description: /,
    );
  });

  test("a description is plain text: a reference in it would show as written in search results", () => {
    const page = {
      slug: "",
      title: "A page",
      description: "Help at home in Toronto, Peel and York, available {fact:availability}.",
      lead: "Hello.",
    };
    expect(() => check(articlePageSchema, page, "x.ts")).toThrow(
      /description: descriptions are plain text/,
    );
  });

  test("valid content comes back parsed, with defaults", () => {
    const page = {
      slug: "",
      title: "A page",
      description: "A description that is long enough to be shown in search results.",
      lead: "Hello.",
    };
    expect(check(articlePageSchema, page, "x.ts").sections).toEqual([]);
  });
});

describe("the two languages", () => {
  test("every English page has exactly one French page, and the reverse, each naming the other", () => {
    const english = siteMap("en");
    const french = siteMap("fr");
    expect(french).toHaveLength(english.length);
    for (const page of english) {
      const counterparts = french.filter((candidate) => candidate.path === page.alternates.fr);
      expect(counterparts, page.path).toHaveLength(1);
      expect(counterparts[0]!.alternates.en).toBe(page.path);
      expect(counterparts[0]!.place).toEqual(page.place);
    }
    expect(french.every((page) => page.path.startsWith("/fr"))).toBe(true);
    expect(english.some((page) => page.path.startsWith("/fr"))).toBe(false);
  });

  test("French addresses are French (the issue's examples)", () => {
    expect(allPagePaths("fr")).toEqual(
      expect.arrayContaining([
        "/fr",
        "/fr/services/soins-infirmiers",
        "/fr/carrieres",
        "/fr/nous-joindre",
        "/fr/accessibilite",
        "/fr/confidentialite",
      ]),
    );
  });

  test("a text missing in one language is named by file and key", () => {
    const english = { hero: { heading: "Care", cta: "Call" }, items: ["a", "b"] };
    expect(
      missingWords(english, { hero: { heading: "Soins" }, items: ["a"] }, "content/fr/x.ts"),
    ).toEqual([
      "content/fr/x.ts.hero.cta: missing",
      "content/fr/x.ts.items: 1 items where English has 2",
    ]);
    expect(missingWords(english, { ...english, extra: "x" }, "f")).toEqual([
      "f.extra: not in English",
    ]);
    expect(missingWords({ a: "x" }, { a: " " }, "f")).toEqual(["f.a: empty"]);
  });

  test("a French text may not link to an English page, nor the reverse", () => {
    expect(linkProblems("/fr/nous-joindre", "fr")).toEqual([]);
    expect(linkProblems("/contact", "fr")).toEqual([
      "link to /contact, a page in en; link to /fr/nous-joindre",
    ]);
    expect(linkProblems("/fr/carrieres#openings", "en")).toEqual([
      "link to /fr/carrieres#openings, a page in fr; link to /careers",
    ]);
  });
});
