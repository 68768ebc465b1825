/**
 * Home page widgets (spec sections 2 and 4): the service tabs, their accordion form on narrow
 * screens, and the testimonial carousel. Each block sets its own width; this file runs once.
 */
import type { Locator, Page } from "@playwright/test";
import { getPage } from "../../content/index.ts";
import { accessibleNames, expect, expectNoAxeViolations, test } from "./support.ts";

const home = getPage("home", "en");
const names = ["Personal Support", "Nursing", "Senior Care Services", "Specialized Services"];
const quotes = home.testimonials.items.map((item) => item.text);

// The tabs and the accordion both hold the words; CSS shows one of them.
function visibleText(page: Page, text: string) {
  return page.getByText(text).filter({ visible: true });
}

async function ready(page: Page) {
  await page.goto("/");
  // The carousel marks itself ready once the page's script runs.
  await expect(page.locator(".carousel[data-ready]")).toHaveCount(1);
}

test.describe("service tabs at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.beforeEach(async ({ page }) => ready(page));

  const tab = (page: Page, name: string) => page.getByRole("tab", { name });
  const panel = (page: Page) => page.getByRole("tabpanel");

  test("four tabs, the first selected, and only the tabs shown (no accordion)", async ({
    page,
  }) => {
    await expect(page.getByRole("tab")).toHaveText(names);
    await expect(tab(page, "Personal Support")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page)).toContainText(home.services.tabs[0]!.description);
    await expect(page.locator(".service-accordion")).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("clicking a tab shows its panel", async ({ page }) => {
    for (const [index, name] of names.entries()) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
      await expect(panel(page)).toContainText(home.services.tabs[index]!.description);
      await expect(panel(page).getByRole("link", { name: `More about ${name}` })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("arrow keys, Home and End move between tabs, selecting as they go", async ({ page }) => {
    await tab(page, "Personal Support").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Nursing")).toBeFocused();
    await expect(tab(page, "Nursing")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab(page, "Specialized Services")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Personal Support")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "Specialized Services")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab(page, "Personal Support")).toHaveAttribute("aria-selected", "true");
    // Only the selected tab is in the tab order; Tab moves on to the panel.
    await page.keyboard.press("Tab");
    await expect(panel(page)).toBeFocused();
  });

  test("previous and next are bounded, keep focus, and announce the change", async ({ page }) => {
    const previous = page.getByRole("button", { name: "Previous service" });
    const next = page.getByRole("button", { name: "Next service" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    // force: Playwright waits for aria-disabled controls; a person can still click them.
    await previous.click({ force: true });
    await expect(tab(page, "Personal Support")).toHaveAttribute("aria-selected", "true");

    await next.focus();
    await page.keyboard.press("Enter");
    await expect(tab(page, "Nursing")).toHaveAttribute("aria-selected", "true");
    await expect(next).toBeFocused();
    await expect(page.getByText("Nursing, 2 of 4")).toBeAttached();
    await expect(previous).toHaveAttribute("aria-disabled", "false");

    await next.click();
    await next.click();
    await expect(tab(page, "Specialized Services")).toHaveAttribute("aria-selected", "true");
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await next.click({ force: true });
    await expect(next).toBeFocused();
    await expect(tab(page, "Specialized Services")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Specialized Services, 4 of 4")).toBeAttached();
  });
});

test.describe("service accordion at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
  test.beforeEach(async ({ page }) => ready(page));

  const section = (page: Page, name: string) =>
    page.locator("details", { hasText: name }).filter({
      has: page.getByRole("heading", { name, exact: true }),
    });

  test("the tabs give way to an accordion, the first section open", async ({ page }) => {
    await expect(page.getByRole("tablist")).toBeHidden();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(section(page, "Personal Support")).toHaveAttribute("open", "");
    await expect(visibleText(page, home.services.tabs[0]!.description)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("one section open at a time; clicking the open one closes it", async ({ page }) => {
    for (const [index, name] of names.entries()) {
      if (index > 0) await section(page, name).locator("summary").click();
      await expect(visibleText(page, home.services.tabs[index]!.description)).toBeVisible();
      await expect(page.locator("details[name=home-services][open]")).toHaveCount(1);
      await expectNoAxeViolations(page);
    }
    await section(page, "Specialized Services").locator("summary").click();
    await expect(page.locator("details[name=home-services][open]")).toHaveCount(0);
  });

  test("by keyboard: Enter on a section opens it", async ({ page }) => {
    await section(page, "Nursing").locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(visibleText(page, home.services.tabs[1]!.description)).toBeVisible();
  });
});

test.describe("testimonials", () => {
  for (const width of [1280, 375]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.beforeEach(async ({ page }) => ready(page));

      const dot = (page: Page, number: number) =>
        page.getByRole("button", { name: `Show testimonial ${number}` });

      test("a carousel of three slides showing the first", async ({ page }) => {
        const carousel = page.getByRole("region", { name: "What families say" });
        await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
        await carousel.scrollIntoViewIfNeeded();
        await expect(page.getByText(quotes[0]!)).toBeInViewport();
        await expect(page.locator("[aria-roledescription=slide]")).toHaveCount(3);
        // Slides out of view are out of the accessibility tree and the tab order.
        expect(await accessibleNames(page, "group")).toEqual(["1 of 3"]);
        await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
        await expectNoAxeViolations(page);
      });

      test("previous and next move one slide, without wrapping", async ({ page }) => {
        const previous = page.getByRole("button", { name: "Previous testimonial" });
        const next = page.getByRole("button", { name: "Next testimonial" });
        await expect(previous).toHaveAttribute("aria-disabled", "true");
        // force: Playwright waits for aria-disabled controls; a person can still click them.
        await previous.click({ force: true });
        await expect(page.getByRole("group", { name: "1 of 3" })).toBeVisible();

        await next.click();
        await expect(page.getByRole("group", { name: "2 of 3" })).toBeVisible();
        await expect(page.getByText(quotes[1]!)).toBeInViewport();
        expect(await accessibleNames(page, "group")).toEqual(["2 of 3"]);
        await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
        await expectNoAxeViolations(page);

        await next.click();
        await expect(page.getByRole("group", { name: "3 of 3" })).toBeVisible();
        await expect(next).toHaveAttribute("aria-disabled", "true");
        await next.click({ force: true });
        await expect(page.getByRole("group", { name: "3 of 3" })).toBeVisible();
        await expect(page.getByText(quotes[2]!)).toBeInViewport();
        await expectNoAxeViolations(page);
      });

      test("dots jump to a slide and are large enough to tap", async ({ page }) => {
        await dot(page, 3).click();
        await expect(page.getByRole("group", { name: "3 of 3" })).toBeVisible();
        await dot(page, 1).click();
        await expect(page.getByRole("group", { name: "1 of 3" })).toBeVisible();
        for (const number of [1, 2, 3]) {
          const box = (await dot(page, number).boundingBox())!;
          expect(box.width).toBeGreaterThanOrEqual(24);
          expect(box.height).toBeGreaterThanOrEqual(24);
        }
      });

      test("by keyboard: Enter on next moves the slide and keeps focus", async ({ page }) => {
        const next = page.getByRole("button", { name: "Next testimonial" });
        await next.focus();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("group", { name: "2 of 3" })).toBeVisible();
        await expect(next).toBeFocused();
        await page.keyboard.press("Shift+Tab");
        await expect(dot(page, 3)).toBeFocused();
      });
    });
  }

  test("slides move in 0.5 s", async ({ page }) => {
    await ready(page);
    await expect(page.locator(".carousel__track")).toHaveCSS("transition-duration", "0.5s");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("slides change without animation", async ({ page }) => {
      await ready(page);
      const duration = await page
        .locator(".carousel__track")
        .evaluate((track) => getComputedStyle(track).transitionDuration);
      expect(parseFloat(duration)).toBeLessThan(0.01);
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [1280, 375]) {
    test(`at ${width} px every service and all three testimonials are readable`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      for (const quote of quotes) await expect(page.getByText(quote)).toBeVisible();
      await expect(page.getByRole("button", { name: "Next testimonial" })).toBeHidden();
      for (const [index, name] of names.entries()) {
        const summary = page.locator("details[name=home-services] summary", { hasText: name });
        if (index > 0) await summary.click();
        await expect(visibleText(page, home.services.tabs[index]!.description)).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Explore more" })).toHaveAttribute(
        "href",
        "/services",
      );
      await expect(page.getByRole("link", { name: "Learn more about us" })).toHaveAttribute(
        "href",
        "/about",
      );
      await expect(page.getByRole("link", { name: "Open positions" })).toHaveAttribute(
        "href",
        "/careers#openings",
      );
    });
  }
});

test.describe("while the page's scripts load", () => {
  for (const width of [1280, 375]) {
    test(`at ${width} px nothing moves when they arrive (decision 007)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const where = async () =>
        Promise.all(
          ["Open positions", "Learn more about us"].map(async (name) => {
            const box = await page.getByRole("link", { name }).boundingBox();
            return Math.round(box!.y);
          }),
        );
      // The page as painted before its scripts run: scripting on, no app yet.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto("/");
      const before = await where();
      await page.unrouteAll();
      await ready(page);
      expect(await where()).toEqual(before);
    });
  }

  test("printed, all four services show in full and the tabs do not", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await ready(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const tab of home.services.tabs)
      await expect(visibleText(page, tab.description)).toBeVisible();
  });

  test("printed, all three testimonials show and the carousel's buttons do not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await ready(page);
    await page.emulateMedia({ media: "print" });
    // One under another, each across the page, none slid aside out of sight.
    const boxes = await Promise.all(quotes.map((quote) => page.getByText(quote).boundingBox()));
    const track = (await page.locator(".carousel__viewport").boundingBox())!;
    for (const box of boxes) {
      expect(box!.x).toBeGreaterThanOrEqual(track.x);
      expect(box!.x + box!.width).toBeLessThanOrEqual(track.x + track.width + 1);
      expect(box!.y + box!.height).toBeLessThanOrEqual(track.y + track.height + 1);
    }
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeHidden();
  });
});

test.describe("in a Windows contrast theme (forced colours), at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await ready(page);
  });

  /** The colours the theme draws an element (or one of its pseudo-elements) in. */
  const looks = (locator: Locator, pseudo?: string) =>
    locator.evaluate((element, pseudo) => {
      const style = getComputedStyle(element, pseudo);
      return { text: style.color, background: style.backgroundColor, edge: style.borderTopColor };
    }, pseudo);

  /** What the theme's system colour `name` is, as computed styles report colours. */
  const systemColour = (page: Page, name: string) =>
    page.evaluate((name) => {
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.color = name;
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, name);

  const tab = (page: Page, name: string) => page.getByRole("tab", { name });

  test("the selected tab is drawn in the theme's Highlight, the others are not", async ({
    page,
  }) => {
    const highlight = await systemColour(page, "Highlight");
    const highlightText = await systemColour(page, "HighlightText");
    for (const selected of ["Personal Support", "Senior Care Services"]) {
      await tab(page, selected).click();
      await expect(tab(page, selected)).toHaveAttribute("aria-selected", "true");
      expect(await looks(tab(page, selected))).toEqual({
        text: highlightText,
        background: highlight,
        edge: highlight,
      });
      for (const other of names.filter((name) => name !== selected)) {
        const look = await looks(tab(page, other));
        expect(look.background, `${other} beside ${selected}`).not.toBe(highlight);
        expect(look.edge, `${other} beside ${selected}`).not.toBe(highlight);
      }
    }
  });

  test("arrows that cannot move are drawn in GrayText, the others are not", async ({ page }) => {
    const grayText = await systemColour(page, "GrayText");
    const arrow = (name: string) => page.getByRole("button", { name });
    for (const name of ["Previous service", "Previous testimonial"]) {
      await expect(arrow(name)).toHaveAttribute("aria-disabled", "true");
      expect(await looks(arrow(name))).toMatchObject({ text: grayText, edge: grayText });
    }
    for (const name of ["Next service", "Next testimonial"]) {
      const look = await looks(arrow(name));
      expect(look.text).not.toBe(grayText);
      expect(look.edge).not.toBe(grayText);
    }
    // At the end the other arrow turns grey.
    await tab(page, "Specialized Services").click();
    await page.getByRole("button", { name: "Show testimonial 3" }).click();
    for (const name of ["Next service", "Next testimonial"])
      expect(await looks(arrow(name))).toMatchObject({ text: grayText, edge: grayText });
    for (const name of ["Previous service", "Previous testimonial"])
      expect((await looks(arrow(name))).text).not.toBe(grayText);
  });

  test("the dot of the testimonial shown is filled with Highlight, the others are not", async ({
    page,
  }) => {
    const highlight = await systemColour(page, "Highlight");
    const dot = (number: number) =>
      page.getByRole("button", { name: `Show testimonial ${number}` });
    await dot(2).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    expect((await looks(dot(2), "::before")).background).toBe(highlight);
    for (const number of [1, 3])
      expect((await looks(dot(number), "::before")).background).not.toBe(highlight);
  });
});
