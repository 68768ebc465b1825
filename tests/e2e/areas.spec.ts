/**
 * The service areas, About, Careers and the policy pages (issues 4 and 5): side menus, FAQs and
 * collapsible panels by pointer and keyboard, with and without JavaScript, printed, and axe with
 * panels open and closed. Runs at 1280 px and 375 px (the desktop and mobile projects).
 */
import type { Page } from "@playwright/test";
import { getAboutPage, getPage, getServiceAreas } from "../../content/index.ts";
import { expect, expectNoAxeViolations, test } from "./support.ts";

async function expectSideMenu(
  page: Page,
  label: string,
  items: { label: string; path: string }[],
  current: string,
) {
  const menu = page.getByRole("navigation", { name: label });
  await expect(menu.getByRole("link")).toHaveText(items.map((item) => item.label));
  for (const item of items) {
    const link = menu.getByRole("link", { name: item.label, exact: true });
    await expect(link).toHaveAttribute("href", item.path);
    if (item.path === current) {
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(link).toHaveCSS("font-weight", "700");
    } else {
      await expect(link).not.toHaveAttribute("aria-current");
    }
  }
}

// Each area page's heading, side menu (the current page marked) and phone lines, and every page's
// footer links, are read from the built HTML of both languages (tests/build/site.test.ts); that
// the mark is drawn in bold, in routes.spec.ts.
test.describe("service areas", { tag: "@one-width" }, () => {
  test("the services index lists every page of the four areas", async ({ page }) => {
    await page.goto("/services");
    for (const area of getServiceAreas("en")) {
      const group = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: area.name, level: 2 }) });
      await expect(group.getByRole("link")).toHaveText(area.menu.map((item) => item.label));
    }
  });
});

test.describe("FAQs", () => {
  const path = "/services/specialized-services/flu-shots";
  const area = getServiceAreas("en").find((candidate) => candidate.key === "specialized-services")!;
  const faqs = area.pages["flu-shots"]!.faqs!;

  test("open and close by pointer, each on its own, with axe closed and open", async ({ page }) => {
    await page.goto(path);
    const first = page.locator("details", { hasText: faqs[0]!.question });
    const second = page.locator("details", { hasText: faqs[1]!.question });
    await expect(first).not.toHaveAttribute("open");
    await expectNoAxeViolations(page);
    await first.locator("summary").click();
    await second.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(second).toHaveAttribute("open", "");
    await expect(first.locator(".panel__body")).toBeVisible();
    for (const summary of await page.locator(".faq summary").all()) {
      if (
        !(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open))
      )
        await summary.click();
    }
    await expectNoAxeViolations(page);
    await first.locator("summary").click();
    await expect(first.locator(".panel__body")).toBeHidden();
  });

  test("open and close by keyboard", async ({ page }) => {
    await page.goto(path);
    const first = page.locator("details", { hasText: faqs[0]!.question });
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open");
  });

  test("printed, every answer shows and the menus are gone", async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ media: "print" });
    for (const faq of faqs)
      await expect(
        page.locator("details", { hasText: faq.question }).locator(".panel__body"),
      ).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("navigation", { name: `Pages in ${area.name}` })).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the questions open and the answers are in the page", async ({ page }) => {
      await page.goto(path);
      const first = page.locator("details", { hasText: faqs[0]!.question });
      await first.locator("summary").click();
      await expect(first.locator(".panel__body")).toBeVisible();
    });
  });
});

test.describe("Client-Centred Care panels", () => {
  const path = "/about/client-centred-care";
  const titles = [
    "Client Declaration of Values",
    "Patient Bill of Rights",
    "Patient Experience",
    "Patient and Family Advisory Council",
  ];
  const panel = (page: Page, title: string) =>
    page.locator("details").filter({ has: page.getByRole("heading", { name: title }) });

  test("the four panels toggle independently, by pointer and keyboard, with axe in each state", async ({
    page,
  }) => {
    await page.goto(path);
    await expectSideMenu(page, "About us pages", getAboutPage("/about")!.menu, path);
    // In the page's content: the header has a <details> of its own (the phone menu's Services).
    await expect(page.getByRole("main").locator("details")).toHaveCount(4);
    await expectNoAxeViolations(page);
    await panel(page, titles[0]!).locator("summary").click();
    await panel(page, titles[2]!).locator("summary").click();
    await expect(panel(page, titles[0]!)).toHaveAttribute("open", "");
    await expect(panel(page, titles[2]!)).toHaveAttribute("open", "");
    await expect(panel(page, titles[1]!)).not.toHaveAttribute("open");
    await panel(page, titles[1]!).locator("summary").focus();
    await page.keyboard.press("Enter");
    await panel(page, titles[3]!).locator("summary").focus();
    await page.keyboard.press("Space");
    for (const title of titles) await expect(panel(page, title)).toHaveAttribute("open", "");
    await expectNoAxeViolations(page);
    await panel(page, titles[0]!).locator("summary").click();
    await expect(panel(page, titles[0]!)).not.toHaveAttribute("open");
    await expect(panel(page, titles[1]!)).toHaveAttribute("open", "");
  });

  test("printed, every panel is open and the menus are gone", async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ media: "print" });
    for (const title of titles)
      await expect(panel(page, title).locator(".panel__body")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "About us pages" })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the panels still open", async ({ page }) => {
      await page.goto(path);
      await panel(page, titles[1]!).locator("summary").click();
      await expect(panel(page, titles[1]!).locator(".panel__body")).toBeVisible();
    });
  });
});

test.describe("Careers", { tag: "@one-width" }, () => {
  const careers = getPage("careers", "en");

  test("the eight benefits, and every opening of the site as a card linking to its posting", async ({
    page,
  }) => {
    await page.goto("/careers");
    for (const benefit of careers.benefits.items) {
      await expect(page.getByRole("heading", { name: benefit.title, level: 3 })).toBeVisible();
    }
    // The openings the site listed are the first postings (server/careers/seed.ts): each is a
    // card with its pay, under its group's heading (h3), and its title links to its own page.
    for (const opening of careers.openings.items) {
      const card = page.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: opening.title, exact: true, level: 4 }),
      });
      await expect(card.getByRole("link", { name: opening.title, exact: true })).toHaveAttribute(
        "href",
        /^\/careers\/[a-z0-9-]+$/,
      );
      await expect(card).toContainText(/\$[\d,.]+ to \$[\d,.]+ an? (hour|year)/);
    }
    await expect(page.getByText("Accommodation", { exact: false }).first()).toBeVisible();
    // axe checks this page whole at 1280 px and 375 px in routes.spec.ts and careers.spec.ts.
  });

  test("Open positions on the home page lands on the openings", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Open positions" }).click();
    await expect(page).toHaveURL(/\/careers#openings$/);
    await expect(page.getByRole("heading", { name: "Current openings" })).toBeInViewport();
  });
});
