import { describe, expect, test } from "vitest";
import { validPosting } from "../../server/careers/test-support.ts";
import { jobPostingData, type PublicPosting, regionLabel, regionsText } from "./careers.tsx";

const posting: PublicPosting = {
  slug: "personal-support-worker",
  frenchSlug: "prepose-ou-preposee-aux-services-de-soutien-personnel",
  content: { ...validPosting, regions: ["toronto", "peel", "york"] },
  publishedAt: "2026-11-20T14:05:00.000Z",
  validThrough: null,
};

describe("a posting's regions in French (issue 39, items 10 and 11)", () => {
  test("a line of regions names them as running text does, with one capital to open it", () => {
    expect(regionsText(posting.content, "fr")).toBe("Toronto, région de Peel, région de York");
    expect(regionsText({ ...posting.content, regions: ["peel"] }, "fr")).toBe("Région de Peel");
    expect(regionLabel("york", "fr")).toBe("Région de York");
    expect(regionsText(posting.content, "en")).toBe("Toronto, Peel Region, York Region");
  });

  test("the structured data's places are named in the page's language", () => {
    const places = (locale: "en" | "fr") =>
      jobPostingData(posting, locale).jobLocation.map((place) => place.address.addressLocality);
    expect(places("fr")).toEqual([
      "Toronto",
      "Municipalité régionale de Peel",
      "Municipalité régionale de York",
    ]);
    expect(places("en")).toEqual([
      "Toronto",
      "Regional Municipality of Peel",
      "Regional Municipality of York",
    ]);
  });
});
