/**
 * The "Talk to us" box in the built pages says only what is true of the lines it lists (issue
 * 17): words that promise a person at any hour sit only above lines that content/site.ts says are
 * answered round the clock, and every box offers such a line; "French spoken" marks exactly the
 * lines answered in French (issue 28), as the structured data says.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { headingId } from "../../app/components/sections.tsx";
import { costText, hoursText, lineHours } from "../../content/care-facts.ts";
import { allPagePaths, pageAt } from "../../content/index.ts";
import { telHref } from "../../content/phone.ts";
import { locales } from "../../content/locale.ts";
import { pathTo } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { shortWords } from "../../content/words.ts";

const buildDir = path.resolve("build/client");
// In either language.
const anyHour =
  /day or night|any time|24 hours|around the clock|jour et nuit|jour comme la nuit|en tout temps|24 heures|à toute heure/i;
// By the number dialled: each language writes the numbers its own way.
const byNumber = new Map<string, { roundTheClock: boolean }>(
  Object.values(site.phoneLines).map((line) => [telHref(line.number), line]),
);

const boxes = allPagePaths().flatMap((page) => {
  const html = readFileSync(path.join(buildDir, page, "index.html"), "utf8");
  const box = /<aside class="talk-to-us"[\s\S]*?<\/aside>/.exec(html)?.[0];
  return box ? [{ page, box }] : [];
});

test("every service and About page has the box", () => {
  const expected = allPagePaths().filter((page) => {
    const kind = pageAt(page)!.place.kind;
    return kind === "area" || kind === "about";
  });
  expect(boxes.map(({ page }) => page)).toEqual(expected);
});

test.each(boxes)(
  "$page: day or night is promised only for lines answered round the clock",
  ({ box }) => {
    // Each list of lines with the words just before it.
    const groups = [...box.matchAll(/<p>([^<]*)<\/p>\s*<ul class="phone-list">([\s\S]*?)<\/ul>/g)];
    expect(groups.length).toBeGreaterThan(0);
    let offersAnyHour = false;
    for (const [, words, list] of groups) {
      const numbers = [...list!.matchAll(/<a href="(tel:[^"]*)"/g)].map(([, number]) => number!);
      expect(numbers.length, words).toBeGreaterThan(0);
      for (const number of numbers) {
        const line = byNumber.get(number);
        expect(line, number).toBeDefined();
        if (anyHour.test(words!))
          expect(line!.roundTheClock, `"${words}" above ${number}`).toBe(true);
        if (line!.roundTheClock) offersAnyHour = true;
      }
    }
    expect(offersAnyHour, "a line answered round the clock").toBe(true);
  },
);

/** Each listed line of `html` (by its tel: address) and whether it is marked as answered in French. */
function markedLines(html: string): Map<string, boolean> {
  const lines = new Map<string, boolean>();
  for (const [, item] of html.matchAll(/<ul class="phone-list">([\s\S]*?)<\/ul>/g))
    for (const [, line] of item!.matchAll(/<li>([\s\S]*?)<\/li>/g)) {
      const number = /<a href="(tel:[^"]*)"/.exec(line!)![1]!;
      lines.set(number, line!.includes('class="phone-list__french"'));
    }
  return lines;
}

const frenchLine = new Map(
  Object.values(site.phoneLines).map((line) => [telHref(line.number), line.french]),
);

test.each(boxes)(
  "$page: the box marks exactly the lines answered in French, and says what care in French is",
  ({ page, box }) => {
    const { ui } = shortWords[pageAt(page)!.locale];
    const marked = markedLines(box);
    expect(marked.size).toBeGreaterThan(0);
    for (const [number, french] of marked) expect(french, number).toBe(frenchLine.get(number));
    expect(box).toContain(ui.french.care[site.frenchCare]);
    if ([...marked.values()].some(Boolean)) expect(box).toContain(ui.french.lines);
  },
);

test.each(locales)(
  "service in French (%s): the structured data gives each line the languages the contact page says",
  (locale) => {
    const html = readFileSync(path.join(buildDir, pathTo("contact", locale), "index.html"), "utf8");
    const marked = markedLines(html);
    const [business] = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ]
      .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
      .filter((data) => data["@type"] === "MedicalBusiness");
    const points = business!.contactPoint as {
      telephone: string;
      availableLanguage: string[];
      hoursAvailable?: { dayOfWeek: string[]; opens: string; closes: string };
    }[];
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) {
      const number = `tel:${point.telephone}`;
      expect(marked.has(number), number).toBe(true);
      expect(point.availableLanguage.includes("French"), number).toBe(marked.get(number));
      // A line's hours, as content/site.ts states them (issue 37): the regional lines have some.
      const [key] = Object.entries(site.phoneLines).find(
        ([, line]) => telHref(line.number) === number,
      )!;
      const hours = lineHours(key);
      expect(point.hoursAvailable && { ...point.hoursAvailable, dayOfWeek: undefined }).toEqual(
        hours && { "@type": "OpeningHoursSpecification", opens: hours.opens, closes: hours.closes },
      );
    }
    expect(points.filter((point) => point.hoursAvailable).length).toBeGreaterThan(0);
    // The defaults have lines of both kinds, so both ways of saying it are read.
    expect(new Set(marked.values())).toEqual(new Set([true, false]));
    expect(html).toContain(shortWords[locale].ui.french.care[site.frenchCare]);
  },
);

// Issue 37, section 2 ("Nights"): a family sent to a regional line learns when it answers, and
// that the line answered round the clock takes the calls after those hours.
test.each(boxes)(
  "$page: a box of regional lines says their hours, then the line that answers after them",
  ({ page, box }) => {
    const { ui } = shortWords[pageAt(page)!.locale];
    const numbers = [...box.matchAll(/<a href="(tel:[^"]*)"/g)].map(([, number]) => number!);
    const regional = Object.entries(site.phoneLines).filter(
      ([, line]) => "region" in line && numbers.includes(telHref(line.number)),
    );
    if (regional.length === 0) {
      expect(box).not.toContain(ui.talkToUs.intro.afterHours);
      return;
    }
    const hours = hoursText(lineHours(regional[0]![0])!, pageAt(page)!.locale);
    expect(box).toContain(`<p>${ui.talkToUs.introWithHours.regional(hours)}</p>`);
    // The words, then the list of the main line (answered round the clock).
    const after = box.split(`<p>${ui.talkToUs.intro.afterHours}</p>`)[1];
    expect(after).toMatch(/^<ul class="phone-list">/);
    expect(after!.split("</ul>")[0]).toContain(
      `"${telHref(site.phoneLines[site.mainPhone].number)}"`,
    );
  },
);

// Issue 37, section 2 ("What private care costs"): each service area's own page.
const areaPages = allPagePaths().filter((page) => {
  const place = pageAt(page)!.place;
  return place.kind === "area" && place.page === "index";
});

test.each(areaPages)(
  "%s: a Costs section, linkable, with the rates of content/site.ts and the first visit's cost",
  (page) => {
    const { locale } = pageAt(page)!;
    const html = readFileSync(path.join(buildDir, page, "index.html"), "utf8");
    const heading = { en: "Costs", fr: "Coûts" }[locale];
    const section = new RegExp(
      `<section aria-labelledby="(${headingId(heading)})"><h2 id="\\1">${heading}</h2>([\\s\\S]*?)</section>`,
    ).exec(html)?.[2];
    expect(section, page).toBeDefined();
    // At least one rate, in the page's language, as content/site.ts states it.
    const rates = Object.keys(site.privateCare.rates).map((key) => costText(key, locale));
    expect(rates.some((rate) => section!.includes(rate.replaceAll("'", "&#x27;")))).toBe(true);
    expect(section).toContain(
      shortWords[locale].site.facts.assessmentVisit.replaceAll("'", "&#x27;"),
    );
  },
);
