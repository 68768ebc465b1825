import { describe, expect, test } from "vitest";
import { answerLines, checkArea, fsaOf, regionEntry } from "../../content/area-check.ts";
import { siteWords } from "../../content/en/site.ts";
import { locales } from "../../content/locale.ts";
import { formatPhone } from "../../content/phone.ts";
import { serviceAreaFsas } from "../../content/service-area-fsas.ts";
import { type PhoneKey, type RegionKey, site } from "../../content/site.ts";
import { renderAreaCheckPage } from "./area-check.tsx";

const regions = Object.keys(serviceAreaFsas) as RegionKey[];
const numbersOf = (region: RegionKey, locale: "en" | "fr") =>
  site.serviceArea
    .find((entry) => entry.region === region)!
    .lines.map((key) => formatPhone(site.phoneLines[key as PhoneKey].number, locale));
const answerOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

describe("the area check (issue 37)", () => {
  test("every FSA of the three regions answers with that region's lines, and no other's", () => {
    for (const region of regions) {
      const fsas = [...serviceAreaFsas[region].whole, ...serviceAreaFsas[region].partly];
      for (const fsa of fsas) {
        const typed = `${fsa.toLowerCase()} 1a1`;
        const answer = checkArea(typed);
        expect(answer, typed).toMatchObject({ fsa, region });
        const lines = answerLines(answer);
        // The region's three services' lines (their labels name the region), and the care line.
        expect(lines, fsa).toHaveLength(4);
        for (const key of lines.slice(0, 3))
          expect(siteWords.phoneLines[key], fsa).toBe(regionEntry(region).name.en.split(" ")[0]);
        expect(lines.at(-1)).toBe(site.mainPhone);
      }
      // The page draws those lines, and no other region's, in both languages.
      for (const locale of locales) {
        const main = answerOf(renderAreaCheckPage({ locale, answer: checkArea(fsas[0]) }));
        for (const number of numbersOf(region, locale)) expect(main, region).toContain(number);
        for (const other of regions.filter((each) => each !== region))
          for (const number of numbersOf(other, locale)) expect(main, region).not.toContain(number);
      }
    }
  });

  test("the rural FSAs shared with places outside answer 'call to check', the others 'yes'", () => {
    expect(checkArea("L0N")).toEqual({ kind: "partly", fsa: "L0N", region: "peel" });
    expect(checkArea("L5B 1A1")).toEqual({ kind: "served", fsa: "L5B", region: "peel" });
    expect(checkArea("m5v0a0")).toEqual({ kind: "served", fsa: "M5V", region: "toronto" });
    expect(checkArea("L3T")).toEqual({ kind: "served", fsa: "L3T", region: "york" });
    const page = renderAreaCheckPage({ locale: "en", answer: checkArea("L0G") });
    expect(page).toContain("please call to check");
  });

  test("an FSA outside the area is answered kindly, with Ontario Health atHome, in both languages", () => {
    for (const fsa of ["K1A", "L8P", "N2L", "L1G", "V6B"]) {
      expect(checkArea(fsa)).toEqual({ kind: "outside", fsa });
      const en = answerOf(renderAreaCheckPage({ locale: "en", answer: checkArea(fsa) }));
      expect(en).toContain(`We are sorry: ${fsa} is outside the area we serve`);
      expect(en).toContain("Ontario Health atHome");
      expect(en).toContain('href="tel:310-2222"');
      expect(en).toContain('href="https://ontariohealthathome.ca"');
      const fr = answerOf(renderAreaCheckPage({ locale: "fr", answer: checkArea(fsa) }));
      expect(fr).toContain("Santé à domicile Ontario");
      expect(fr).toContain("310-2222");
      expect(fr).toContain("sans indicatif régional");
      for (const region of regions)
        for (const number of numbersOf(region, "en")) expect(en).not.toContain(number);
    }
  });

  test("hostile or odd input gets the clear answer that asks for the first three characters", () => {
    const hostile: unknown[] = [
      "M5V".repeat(10_000),
      "<script>alert(1)</script>",
      '"><img src=x onerror=alert(1)>',
      "Ｍ５Ｖ",
      "M5V\u0000",
      "M5V 0A0 extra",
      "D5V",
      "M5",
      "123",
      "🏠🏠🏠",
      ["M5V", "L5B"],
      { toString: () => "M5V" },
    ];
    for (const value of hostile)
      expect(checkArea(value), String(value).slice(0, 20)).toEqual({ kind: "unclear" });
    // The answer holds nothing of what was typed: the page asks for the first three characters.
    for (const locale of locales) {
      const page = answerOf(renderAreaCheckPage({ locale, answer: { kind: "unclear" } }));
      expect(page).toMatch(
        locale === "en" ? /first three characters/ : /trois premiers caractères/,
      );
      expect(page).toMatch(/<input[^>]*name="postal"[^>]*value=""/);
    }
    expect(checkArea(undefined)).toEqual({ kind: "ask" });
    expect(checkArea("")).toEqual({ kind: "ask" });
    expect(fsaOf(" l5b-1a1 ")).toBe("L5B");
  });
});
