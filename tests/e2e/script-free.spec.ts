/**
 * Pages that ship no script (decision 010), with JavaScript on in the browser: nothing runs on
 * them, and moving between pages is a full page load that starts at the top with focus at the
 * start of the document. The widgets on these pages are tested in header.spec.ts (menus) and
 * areas.spec.ts (FAQs, panels, side menus), which now run against script-free pages. That no
 * other page carries a script is read from every page's built HTML (tests/build/site.test.ts),
 * and that it fetches none is seen in routes.spec.ts. What no width changes (@one-width) runs on
 * the phone only.
 */
import {
  expandedState,
  expect,
  expectedHeading,
  expectNoAxeViolations,
  hydrated,
  screenshotToLookAt,
  test,
} from "./support.ts";

test("the home and contact pages still hydrate", { tag: "@one-width" }, async ({ page }) => {
  for (const path of hydrated) {
    await page.goto(path);
    await expect(page.locator("script[type=module]")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  }
});

test("by keyboard from page to page: each new page starts at its skip link", async ({ page }) => {
  await page.goto("/about");
  // Footer links are in the tab order at both widths; the header's wait behind Menu on phones.
  const footer = page.getByRole("contentinfo");
  for (const [name, heading] of [
    ["Careers", "Careers"],
    ["Privacy", expectedHeading("/privacy")],
    ["Accessibility", expectedHeading("/accessibility")],
  ] as const) {
    await footer.getByRole("link", { name, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  }
});

test(
  "a link from the hydrated home page loads a new document",
  { tag: "@one-width" },
  async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    await expect(page.locator("script[type=module]")).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  },
);

test("a script-free page with its menu open: screenshot and axe", async ({ page }, testInfo) => {
  await page.goto("/services/nursing");
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  const opener = wide ? "Services" : "Menu";
  await page.getByRole("button", { name: opener, exact: true }).click();
  await expect.poll(() => expandedState(page, opener)).toBe(true);
  const panel = page.locator(wide ? "#services-menu" : "#main-menu");
  await expect(
    panel.getByRole("link", { name: wide ? "Nursing" : "About", exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotToLookAt(page, {
    path: `test-results/script-free-menu-${testInfo.project.name}.png`,
  });
});

test(
  "resting on a link asks the browser to prerender that page",
  { tag: "@one-width" },
  async ({ page }) => {
    const session = await page.context().newCDPSession(page);
    await session.send("Preload.enable");
    const ruleErrors: string[] = [];
    const attempts: string[] = [];
    session.on("Preload.ruleSetUpdated", ({ ruleSet }) => {
      if (ruleSet.errorType) ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`);
    });
    // Under DevTools Chromium then refuses to prerender (PrerenderingDisabledByDevTools), but the
    // attempt shows that the rules were read, allowed by the CSP, and matched the link.
    session.on("Preload.prerenderStatusUpdated", ({ key }) => attempts.push(key.url));
    await page.goto("/about");
    const careers = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Careers", exact: true });
    await careers.hover();
    await expect.poll(() => attempts).toContain(new URL("/careers", page.url()).href);
    expect(ruleErrors).toEqual([]);
  },
);
