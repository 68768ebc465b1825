import { allPagePaths, pageAt } from "../../content/index.ts";
import { shortWords } from "../../content/words.ts";
import { expect, expectedHeading, expectNoAxeViolations, test } from "./support.ts";

const paths = allPagePaths();

test.describe("every page, with JavaScript", () => {
  for (const path of paths) {
    test(`${path} answers 200 with its heading and no accessibility violations`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedHeading(path));
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("every page, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of paths) {
    test(`${path} is complete as pre-rendered HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedHeading(path));
      // The first paragraph of content is in the HTML, not added by script.
      await expect(page.locator("main p").first()).not.toBeEmpty();
      const privacy = shortWords[pageAt(path)!.locale].ui.pages.privacy;
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: privacy }),
      ).toBeVisible();
    });
  }
});

test.describe("addresses the site does not have", () => {
  test("an unknown address answers 404 inside the normal layout, with a way on", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Unexpected Application Error!",
    );
    await expect(page.getByText("404 Not Found")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Services" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: /^1-888-555-0100$/ }),
    ).toHaveAttribute("href", "tel:+18885550100");
    await expectNoAxeViolations(page);
  });

  test("an unknown page inside an area is a 404 too", async ({ page }) => {
    const response = await page.goto("/services/nursing/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 Not Found")).toBeVisible();
  });

  test("the singular senior care link lands on Companionship Services", async ({ page }) => {
    await page.goto("/services/senior-care-service");
    await expect(page).toHaveURL(/\/services\/senior-care-services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Companionship Services");
  });

  test("companionship-services lands on the area's first page", async ({ page }) => {
    await page.goto("/services/senior-care-services/companionship-services");
    await expect(page).toHaveURL(/\/services\/senior-care-services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Companionship Services");
  });

  test("a trailing slash lands on the one address of the page", async ({ page }) => {
    await page.goto("/services/nursing/");
    await expect(page).toHaveURL(/\/services\/nursing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nursing Services");
  });
});

test("every new page opens at the top", async ({ page }) => {
  await page.goto("/services/nursing");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("side menus mark the current page", async ({ page }) => {
  await page.goto("/services/nursing/post-surgery-and-wound-care");
  const menu = page.getByRole("navigation", { name: "Pages in Nursing" });
  const current = menu.getByRole("link", { name: "Post-Surgery and Wound Care" });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect(current).toHaveCSS("font-weight", "700");
  await expect(menu.getByRole("link", { name: "Nursing Services" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(menu.getByRole("link")).toHaveCount(3);
});
