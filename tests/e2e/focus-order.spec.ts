/**
 * Focus order follows the screen (WCAG 2.4.3; issue 17, item 2): on every page of the site map, Tab
 * from the top of the page to the end never sends focus back up more than a screen. It walks the
 * page as a keyboard user does, pressing Tab only, and knows nothing of the header's or any
 * component's inner structure: whatever a page holds next, the walk meets it.
 *
 * Sets its own width, so it runs once (playwright.config.ts).
 */
import type { Page } from "@playwright/test";
import { allPagePaths } from "../../content/index.ts";
import { expect, expectedHeading, test } from "./support.ts";

/** A place focus stopped. */
interface Stop {
  /** Its element and name, for the failure message. */
  what: string;
  /** Its top edge on the page (not in the window), in CSS px. */
  top: number;
  /** The landmark it is in: "main", "footer" or none. */
  landmark: string;
}

/**
 * Presses Tab until focus has been everywhere once (it comes back round, or leaves the page), and
 * lists where it stopped. The page notes each stop as focus arrives, so Tab is pressed in batches.
 */
async function walk(page: Page): Promise<Stop[]> {
  await page.evaluate(() => {
    const stops: Stop[] = [];
    const seen = new Set<EventTarget>();
    let round = false;
    document.addEventListener("focusin", ({ target }) => {
      if (round || !(target instanceof Element)) return;
      if (seen.has(target)) {
        round = true;
        return;
      }
      seen.add(target);
      const name = target.getAttribute("aria-label") ?? target.textContent ?? "";
      stops.push({
        what: `<${target.tagName.toLowerCase()}> "${name.replace(/\s+/g, " ").trim().slice(0, 50)}"`,
        top: Math.round(target.getBoundingClientRect().top + window.scrollY),
        landmark: target.closest("main, footer")?.tagName.toLowerCase() ?? "",
      });
    });
    Object.assign(window, { focusWalk: { stops, done: () => round } });
  });
  // More than any page here has; a page that held focus longer would be a trap.
  for (let presses = 0; presses < 400; presses += 10) {
    for (let batch = 0; batch < 10; batch++) await page.keyboard.press("Tab");
    const done = await page.evaluate(() => {
      const { focusWalk } = window as unknown as { focusWalk: { done: () => boolean } };
      return focusWalk.done() || document.activeElement === document.body;
    });
    if (done)
      return page.evaluate(
        () => (window as unknown as { focusWalk: { stops: Stop[] } }).focusWalk.stops,
      );
  }
  throw new Error("Tab did not come back round after 400 presses");
}

// Dozens of key presses a page: a trace without a DOM snapshot for each keeps the walk a third
// quicker, and the failure message names the leap.
test.use({ trace: { mode: "retain-on-failure", snapshots: false, screenshots: false } });

// On a phone the page is one column, and a leap back up means content skipped and come back to.
// (Wide screens set columns side by side, the contact form beside its phone list, where going up
// to the next column's top is the reading order.)
const viewport = { width: 375, height: 812 };

test.describe(`at ${viewport.width} px`, () => {
  test.use({ viewport, hasTouch: true });

  // The English pages: the French ones are drawn by the same templates in the same order (one
  // route module per kind of page, decision 013); french.spec.ts checks what French adds.
  for (const path of allPagePaths("en")) {
    test(`${path}: Tab goes down the page, never back up a screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedHeading(path));
      const stops = await walk(page);
      // It went through the whole page: into the main content and out through the footer.
      expect(stops.map((stop) => stop.landmark)).toContain("main");
      expect(stops.at(-1)!.landmark, `last stop: ${stops.at(-1)!.what}`).toBe("footer");

      const leaps = stops.flatMap((stop, index) => {
        const before = stops[index - 1];
        return before && before.top - stop.top > viewport.height
          ? [
              `${before.what} (at ${before.top} px) to ${stop.what} (at ${stop.top} px): ` +
                `${before.top - stop.top} px up`,
            ]
          : [];
      });
      expect(leaps, leaps.join("\n")).toEqual([]);
    });
  }
});
