import { allPagePaths, pageAt } from "../../content/index.ts";
import { site } from "../../content/site.ts";
import {
  expect,
  expectedHeading,
  expectNoAxeViolations,
  hydrated,
  onePagePerTemplate,
  test,
} from "./support.ts";

const paths = allPagePaths();
const templatePages = new Set(onePagePerTemplate());

/**
 * Every page once, at 1280 px (the desktop project; playwright.config.ts): a page's words and
 * markup are the same at every width, so what axe finds in them is found here. axe checks the
 * whole page on one page of each template (the header, footer and layout around the content are
 * the template's, the same on all its pages), and the page's own content (`main`) on the others.
 * A French page has its English page's template and, by content/index.ts's check, the same keys
 * and lists: axe checks its markup on the English page, and the French home page and 404 whole.
 * What a page holds without script (its heading, first paragraph, landmarks, the way to
 * Privacy), that it is valid HTML and that only the pages that hydrate carry scripts are read
 * from the built HTML of every page, in both languages (tests/build/site.test.ts); a page that
 * ships no script is seen here to fetch none either.
 */
test.describe("every page, at 1280 px", () => {
  test("every page answers 200 with its own document", async ({ request }) => {
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(
        `<link rel="canonical" href="${site.origin}${path}"/>`,
      );
    }
  });

  const inBrowser = paths.filter(
    (path) => pageAt(path)!.locale === "en" || templatePages.has(path),
  );
  for (const path of inBrowser) {
    test(`${path} answers 200 with its heading and no accessibility violations`, async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (
          ["script", "fetch", "xhr"].includes(request.resourceType()) ||
          /\.data$/.test(request.url())
        )
          fetched.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedHeading(path));
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoAxeViolations(page, templatePages.has(path) ? undefined : "main");
      if (!hydrated.includes(path))
        expect(fetched, "scripts or data fetched by a page that ships none").toEqual([]);
    });
  }
});

/**
 * What changes with the width is the layout, which is the template's: at 375 px (the mobile
 * project), one page of each template, the French home page and the pages that hydrate.
 */
test.describe("one page per template, at 375 px", () => {
  const known = new Set(paths);
  for (const path of onePagePerTemplate().filter((path) => known.has(path))) {
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

// The 404 page's layout at both widths; where an address leads (@one-width) on the phone only.
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

  test("an unknown page inside an area is a 404 too", { tag: "@one-width" }, async ({ page }) => {
    const response = await page.goto("/services/nursing/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 Not Found")).toBeVisible();
  });

  test(
    "the singular senior care link lands on Companionship Services",
    { tag: "@one-width" },
    async ({ page }) => {
      await page.goto("/services/senior-care-service");
      await expect(page).toHaveURL(/\/services\/senior-care-services$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Companionship Services");
    },
  );

  test(
    "companionship-services lands on the area's first page",
    { tag: "@one-width" },
    async ({ page }) => {
      await page.goto("/services/senior-care-services/companionship-services");
      await expect(page).toHaveURL(/\/services\/senior-care-services$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Companionship Services");
    },
  );

  test(
    "a trailing slash lands on the one address of the page",
    { tag: "@one-width" },
    async ({ page }) => {
      await page.goto("/services/nursing/");
      await expect(page).toHaveURL(/\/services\/nursing$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nursing Services");
    },
  );
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
