/**
 * The "Talk to us" box in the built pages says only what is true of the lines it lists (issue
 * 17): words that promise a person at any hour sit only above lines that content/site.ts says are
 * answered round the clock, and every box offers such a line.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { allPagePaths, pageAt } from "../../content/index.ts";
import { telHref } from "../../content/phone.ts";
import { site } from "../../content/site.ts";

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
