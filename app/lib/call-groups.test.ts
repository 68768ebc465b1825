import { describe, expect, test } from "vitest";
import { hoursText } from "../../content/care-facts.ts";
import { locales } from "../../content/locale.ts";
import { serviceAreas } from "../../content/service-areas.ts";
import { type PhoneKey, site } from "../../content/site.ts";
import { shortWords } from "../../content/words.ts";
import { callGroups } from "./call-groups.ts";

// Words that promise a person at any hour, in either language.
const anyHour =
  /day or night|any time|24 hours|around the clock|jour et nuit|jour comme de nuit|jour comme la nuit|en tout temps|24 heures|24 h|à toute heure/i;
const roundTheClock = (key: PhoneKey) => site.phoneLines[key].roundTheClock;

describe.for(locales)("the Talk to us box's groups of lines (%s)", (locale) => {
  const intro = shortWords[locale].ui.talkToUs.intro;
  test("the intros that promise any hour are exactly those for round-the-clock lines", () => {
    const promising = Object.entries(intro).filter(([, words]) => anyHour.test(words));
    expect(promising.map(([key]) => key).sort()).toEqual([
      "afterHours",
      "onlyRoundTheClock",
      "roundTheClock",
    ]);
  });

  const boxes = [
    ...serviceAreas.map((area) => ({ page: area.key, lines: area.phoneLines })),
    { page: "About", lines: [site.mainPhone, site.headOffice.phone] },
  ];
  for (const { page, lines } of boxes) {
    test(`${page}: "day or night" only above lines answered round the clock, and always one such line`, () => {
      const groups = callGroups(lines);
      for (const group of groups) {
        const promises = anyHour.test(intro[group.intro]);
        for (const key of group.lines) expect(roundTheClock(key), `${key}`).toBe(promises);
      }
      expect(groups.some((group) => group.lines.some(roundTheClock))).toBe(true);
      // Every line the page asks for is offered.
      expect(groups.flatMap((group) => group.lines)).toEqual(expect.arrayContaining([...lines]));
    });
  }

  test("regional lines are asked for by area, with their hours, then the main line after them", () => {
    expect(callGroups(["nursingToronto", "nursingPeel", "nursingYork"])).toEqual([
      {
        intro: "regional",
        lines: ["nursingToronto", "nursingPeel", "nursingYork"],
        hours: site.phoneLines.nursingToronto.hours,
      },
      { intro: "afterHours", lines: [site.mainPhone] },
    ]);
    expect(callGroups(["seniorCareTollFree", "retirementHomeTransition"])[0]!.intro).toBe(
      "several",
    );
    expect(callGroups([site.mainPhone, "headOffice"])).toEqual([
      { intro: "one", lines: ["headOffice"] },
      { intro: "roundTheClock", lines: [site.mainPhone] },
    ]);
  });

  test("the hours are said only when every line of the group has them, the same", () => {
    // The head office states no hours: the box says no hours, and no "after those hours".
    expect(callGroups(["nursingToronto", "headOffice"])).toEqual([
      { intro: "several", lines: ["nursingToronto", "headOffice"] },
      { intro: "roundTheClock", lines: [site.mainPhone] },
    ]);
    expect(hoursText(site.phoneLines.nursingToronto.hours, locale)).toBe(
      {
        en: "weekdays from 8:30 a.m. to 4:30 p.m.",
        fr: "en semaine, de 8\u00a0h\u00a030 à 16\u00a0h\u00a030",
      }[locale],
    );
  });

  test("a box of round-the-clock lines only says so once, and adds nothing", () => {
    expect(callGroups([site.mainPhone])).toEqual([
      { intro: "onlyRoundTheClock", lines: [site.mainPhone] },
    ]);
  });

  test("an unknown line is refused, named", () => {
    expect(() => callGroups(["nowhere"])).toThrow(/No phone line "nowhere"/);
  });
});
