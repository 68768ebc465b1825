import { describe, expect, test } from "vitest";
import { asksCanadianExperience, hoursPerYear, payProblem, slugOf, yearly } from "./job-posting.ts";

describe("the pay rule (ESA Part III.1: a range at most $50,000 a year wide unless the top is over $200,000)", () => {
  test("a year of hourly pay is 2,080 hours, written once", () => {
    expect(hoursPerYear).toBe(2080);
    expect(yearly(25, "hour")).toBe(52_000);
    expect(yearly(60_000, "year")).toBe(60_000);
  });

  test.each([
    // One figure, either unit.
    [{ unit: "hour", min: 22, max: null }, undefined],
    [{ unit: "year", min: 55_000, max: null }, undefined],
    // Yearly ranges at, just over and past the line.
    [{ unit: "year", min: 50_000, max: 100_000 }, undefined],
    [{ unit: "year", min: 50_000, max: 100_001 }, "too-wide"],
    [{ unit: "year", min: 150_000, max: 200_000 }, undefined],
    [{ unit: "year", min: 100_000, max: 200_000 }, "too-wide"],
    // Above $200,000 the width is free; at exactly $200,000 it is not.
    [{ unit: "year", min: 100_000, max: 200_001 }, undefined],
    [{ unit: "year", min: 149_999, max: 200_000 }, "too-wide"],
    // Hourly ranges compared as 2,080 hours: $24.03 wide is $49,982.40; $24.04 is $50,003.20.
    [{ unit: "hour", min: 20, max: 44.03 }, undefined],
    [{ unit: "hour", min: 20, max: 44.04 }, "too-wide"],
    // An hourly top over $200,000 a year ($96.16 an hour and up).
    [{ unit: "hour", min: 40, max: 100 }, undefined],
    // Nonsense.
    [{ unit: "hour", min: 26, max: 22 }, "top-below-bottom"],
    [{ unit: "hour", min: 0, max: null }, "not-positive"],
    [{ unit: "hour", min: -5, max: 10 }, "not-positive"],
    [{ unit: "year", min: Number.NaN, max: null }, "not-positive"],
  ] as const)("%o: %s", (pay, problem) => {
    expect(payProblem(pay)).toBe(problem);
  });
});

describe("no posting asks for Canadian experience (ESA s. 8.2), in either language", () => {
  test.each([
    "Canadian experience required",
    "2 years of CANADIAN EXPERIENCE",
    "Canadian work experience is an asset",
    "canadian professional experience",
    "Experience in Canada preferred",
    "experience working in Canada",
    "Expérience canadienne requise",
    "expérience de travail au Canada",
    "une experience canadienne",
    "Expérience professionnelle au Canada",
    // Tried as someone getting round a filter would.
    "Canadian-experience",
    "Canadian\nexperience",
    "Canadian\u00a0experience",
    "Cana\u00addian expe\u200brience",
    "expérience de travail au\u200bCanada",
    "Canadian\u2011experience",
    "Ｃａｎａｄｉａｎ experience",
    "Canadian   experience",
    "expérience\tcanadienne",
  ])("refuses %j", (text) => {
    expect(asksCanadianExperience(text)).toBe(true);
  });

  test.each([
    "Experience with clients from many cultures",
    "A valid Ontario driver's licence",
    "Open to Canadian citizens, permanent residents and work permit holders",
    "Expérience en soins à domicile",
    "Registration with the College of Nurses of Ontario",
  ])("accepts %j", (text) => {
    expect(asksCanadianExperience(text)).toBe(false);
  });
});

test("a slug is the title, lower case, unaccented, hyphenated", () => {
  expect(slugOf("Personal Support Worker")).toBe("personal-support-worker");
  expect(slugOf("Infirmière ou infirmier")).toBe("infirmiere-ou-infirmier");
  expect(slugOf("  ../../etc/passwd  ")).toBe("etc-passwd");
  expect(slugOf("<script>")).toBe("script");
  expect(slugOf("!!!")).toBe("posting");
  expect(slugOf("a".repeat(100)).length).toBe(60);
});

test("a French title makes a slug as an English one does, with no French marks left in it", () => {
  expect(slugOf("Préposé(e) aux services de soutien à la personne")).toBe(
    "prepose-aux-services-de-soutien-a-la-personne",
  );
  expect(slugOf("Infirmier·ère auxiliaire autorisé·e")).toBe("infirmier-auxiliaire-autorise");
  expect(slugOf("Aide à l'entretien d’intérieur")).toBe("aide-a-l-entretien-d-interieur");
  expect(slugOf("Main-d'œuvre : Cœur de l'équipe")).toBe("main-d-oeuvre-coeur-de-l-equipe");
  expect(slugOf("Ergothérapeute (temps partiel)")).toBe("ergotherapeute-temps-partiel");
  expect(slugOf("Soins à domicile — Peel")).toBe("soins-a-domicile-peel");
});
