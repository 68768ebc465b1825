/**
 * The header's Services dropdown and mobile menu (spec sections 2 and 4): pointer and keyboard,
 * at 1280 px and at 375 px, with and without JavaScript, and axe in each open state.
 * Each block sets its own width, so this file runs once (the "widgets" project).
 */
import type { Locator, Page } from "@playwright/test";
import {
  accessibleNames,
  expandedState,
  expect,
  expectNoAxeViolations,
  screenshotToLookAt,
  test,
} from "./support.ts";

const serviceNames = [
  "Personal Support",
  "Nursing",
  "Senior Care Services",
  "Specialized Services",
];

function servicesButton(page: Page) {
  return page.getByRole("button", { name: "Services", exact: true });
}

function servicesList(page: Page) {
  return page.locator("#services-menu");
}

/** On phones, Services inside the menu: a `<summary>` (a button to screen readers). */
function servicesSummary(page: Page) {
  return page.locator("#main-menu summary").filter({ hasText: /^Services$/ });
}

/**
 * On phones, an area in the Services list: a disclosure (a `<summary>`) that opens the area's
 * pages in place (issue 31); on wide screens the areas are links.
 */
function areaSummary(page: Page, name: string) {
  return servicesList(page)
    .locator("summary")
    .filter({ hasText: new RegExp(`^${name}$`) });
}

const menuButton = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const menu = (page: Page) => page.locator("#main-menu");

/** On phones: whether Services says it is expanded, and the list shows, or neither. */
async function expectServicesShown(page: Page, shown: boolean) {
  await expect.poll(() => expandedState(page, "Services", "DisclosureTriangle")).toBe(shown);
  if (shown) await expect(servicesList(page)).toBeVisible();
  else await expect(servicesList(page)).toBeHidden();
}

/** The expanded state the browser gives a popover's button, as a screen reader hears it. */
async function expectExpanded(page: Page, name: string, expanded: boolean) {
  await expect.poll(() => expandedState(page, name)).toBe(expanded);
}

/** These pages ship no script (decision 010): everything below is the browser's own behaviour. */
async function expectNoScripts(page: Page) {
  await expect(page.locator("script[src], script[type=module]")).toHaveCount(0);
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the Services list by pointer and by keyboard, with its links inline", async ({ page }) => {
    // Several walks in one test, each from the start: more time than one walk needs.
    test.setTimeout(90_000);
    async function open() {
      await page.goto("/about");
      await expectNoScripts(page);
    }
    await test.step("the links show inline, with Contact Us in full and no Menu button", async () => {
      await open();
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Careers" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Contact Us" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
    });
    await test.step("Services opens a list of the four service areas, each with its icon", async () => {
      await open();
      await expectExpanded(page, "Services", false);
      await servicesButton(page).click();
      await expectExpanded(page, "Services", true);
      const list = servicesList(page);
      for (const name of serviceNames) {
        const link = list.getByRole("link", { name });
        await expect(link).toBeVisible();
        await expect(link.locator("svg")).toBeVisible();
      }
      // axe in this state: "every way of closing" below, on a page with and without script.
    });
    await test.step("choosing a service goes there and closes the list", async () => {
      await open();
      await servicesButton(page).click();
      await servicesList(page).getByRole("link", { name: "Nursing" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nursing Services");
      await expect(servicesList(page)).toBeHidden();
    });
    await test.step("by keyboard: Enter on a service link goes there", async () => {
      await open();
      await servicesButton(page).focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(servicesList(page).getByRole("link", { name: "Nursing" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/services\/nursing$/);
      await expect(servicesList(page)).toBeHidden();
    });
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("the menu by touch and by keyboard, with the call line outside it", async ({ page }) => {
    // Several walks in one test, each from the start: more time than one walk needs.
    test.setTimeout(90_000);
    async function open() {
      await page.goto("/careers");
      await expectNoScripts(page);
    }
    await test.step("the call line is one tap away and the links wait behind Menu", async () => {
      await open();
      await expect(
        page.getByRole("banner").getByRole("link", { name: /Call us 1-888-555-0100/ }),
      ).toHaveAttribute("href", "tel:+18885550100");
      await expect(menuButton(page)).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }),
      ).toBeHidden();
    });
    await test.step("Menu opens the same links, with Contact labelled Contact", async () => {
      await open();
      await expectExpanded(page, "Menu", false);
      await menuButton(page).click();
      await expectExpanded(page, "Menu", true);
      await expect(servicesSummary(page)).toBeVisible();
      await expect(servicesButton(page)).toBeHidden();
      await expect(menu(page).getByRole("link", { name: "About" })).toBeVisible();
      await expect(menu(page).getByRole("link", { name: "Careers" })).toBeVisible();
      await expect(menu(page).getByRole("link", { name: "Contact", exact: true })).toBeVisible();
      // axe with the menu open, and with Services open in it: "every way of closing" below.
    });
    await test.step("choosing a link goes there and closes the menu", async () => {
      await open();
      await menuButton(page).click();
      await menu(page).getByRole("link", { name: "About" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
      await expect(menu(page)).toBeHidden();
      await expectExpanded(page, "Menu", false);
    });
    await test.step("Services opens the four areas in place, inside the menu", async () => {
      await open();
      await menuButton(page).click();
      await expectServicesShown(page, false);
      await servicesSummary(page).click();
      await expectServicesShown(page, true);
      // In place: under Services and above About, inside the menu panel, which stays open.
      const services = await servicesSummary(page).boundingBox();
      const first = await areaSummary(page, "Personal Support").boundingBox();
      const about = await menu(page).getByRole("link", { name: "About" }).boundingBox();
      expect(first!.y).toBeGreaterThan(services!.y);
      expect(about!.y).toBeGreaterThan(first!.y);
      await expect(menu(page)).toBeVisible();
      for (const name of serviceNames) await expect(areaSummary(page, name)).toBeVisible();
      // An area opens its pages in place: the second tap reaches any of them.
      await areaSummary(page, "Specialized Services").click();
      await expect
        .poll(() => expandedState(page, "Specialized Services", "DisclosureTriangle"))
        .toBe(true);
      await expectNoAxeViolations(page);
      await servicesList(page).getByRole("link", { name: "Specialized medical services" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Specialized Medical Services",
      );
      await expect(menu(page)).toBeHidden();
    });
    await test.step("by keyboard, the menu's order is Close, Services, its areas when open, then the pages", async () => {
      await open();
      await menuButton(page).focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(servicesSummary(page)).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(menu(page).getByRole("link", { name: "About" })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      await expectServicesShown(page, true);
      for (const name of serviceNames) {
        await page.keyboard.press("Tab");
        await expect(areaSummary(page, name)).toBeFocused();
      }
      for (const name of ["All services", "About"]) {
        await page.keyboard.press("Tab");
        await expect(menu(page).getByRole("link", { name, exact: true })).toBeFocused();
      }
    });
  });
});

/**
 * Issue 25, item 8: when the open phone menu is taller than the screen, it scrolls within itself,
 * so its last link, and the last area with Services open, can be brought into sight and read
 * (WCAG 1.4.10 at 400% zoom, 1.4.4 with a large default font). Scrolled the way a person does,
 * with the wheel over the menu: a script's scrollIntoView would also move a box that clips.
 */
const tallMenus = [
  {
    name: "at 400% zoom (320 by 256 CSS px)",
    use: { viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 },
    fontSize: undefined,
  },
  {
    name: "at 1280 px with a 32 px default font size",
    use: { viewport: { width: 1280, height: 800 } },
    fontSize: 32,
  },
];

for (const tall of tallMenus) {
  test.describe(`the open menu ${tall.name}`, () => {
    test.use({ ...tall.use, hasTouch: true });

    test.beforeEach(async ({ page }) => {
      if (tall.fontSize) {
        // The browser's own setting (Settings, Appearance, Font size), not a style of ours.
        const session = await page.context().newCDPSession(page);
        await session.send("Page.setFontSizes", { fontSizes: { standard: tall.fontSize } });
      }
      await page.goto("/careers");
      await page.evaluate(() => document.fonts.ready);
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
    });

    /**
     * Turns the wheel over the menu, a little at a time, until `link` is wholly in sight (not
     * cut by the screen's edge nor by a box around it) or the menu moves no more; says which.
     */
    async function scrollIntoSight(page: Page, link: Locator): Promise<boolean> {
      const box = (await menu(page).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 200) / 2);
      const visibleShare = () =>
        link.evaluate(
          (element) =>
            new Promise<number>((resolve) => {
              const observer = new IntersectionObserver(([entry]) => {
                observer.disconnect();
                resolve(entry!.intersectionRatio);
              });
              observer.observe(element);
            }),
        );
      for (let turn = 0; turn < 40; turn++) {
        if ((await visibleShare()) > 0.99) return true;
        await page.mouse.wheel(0, 40);
      }
      return false;
    }

    test("its last link can be scrolled into sight, and Services' last area too", async ({
      page,
    }, testInfo) => {
      const last = menu(page).getByRole("link", { name: "Contact", exact: true });
      expect(await scrollIntoSight(page, last)).toBe(true);
      await screenshotToLookAt(page, { path: testInfo.outputPath("menu-scrolled.png") });

      // Opened again, Services unfolded: its list pushes the pages further down.
      await page.keyboard.press("Escape");
      await menuButton(page).click();
      await servicesSummary(page).click();
      await expectServicesShown(page, true);
      const lastArea = areaSummary(page, "Specialized Services");
      expect(await scrollIntoSight(page, lastArea)).toBe(true);
      await screenshotToLookAt(page, { path: testInfo.outputPath("menu-services-scrolled.png") });
      expect(await scrollIntoSight(page, last)).toBe(true);
    });
  });
}

/**
 * Issue 17, item 3: however a menu closes, focus goes back to the control that opened it, and
 * never to the page's start. On phones the Services list is a disclosure inside the menu (no
 * popover inside a popover, decision 002); the dropdown at 1280 px is unchanged. The same on the
 * home page once React has hydrated, on a page that ships no script, and with JavaScript off
 * (where axe, itself a script, cannot run: the script-free page has the same markup).
 */
const modes = [
  { name: "on a page that has hydrated", path: "/", javaScriptEnabled: true, hydrates: true },
  { name: "on a page without scripts", path: "/careers", javaScriptEnabled: true, hydrates: false },
  { name: "with JavaScript off", path: "/", javaScriptEnabled: false, hydrates: false },
];

for (const mode of modes) {
  test.describe(`every way of closing, ${mode.name}`, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });

    async function openPage(page: Page) {
      await page.goto(mode.path);
      // React marks the home page's carousel once it has hydrated.
      await expect(page.locator(".carousel[data-ready]")).toHaveCount(mode.hydrates ? 1 : 0);
      if (mode.javaScriptEnabled && !mode.hydrates) await expectNoScripts(page);
    }

    async function expectNoViolations(page: Page) {
      if (mode.javaScriptEnabled) await expectNoAxeViolations(page);
    }

    /**
     * The menu opened again after it was closed with Services unfolded: the spec's "opening or
     * closing the mobile menu closes the services dropdown" (the header's one inline script does
     * it). With JavaScript off nothing can: Services is as it was left, and says so.
     */
    async function expectServicesFoldedOnReopen(page: Page) {
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      await expectServicesShown(page, !mode.javaScriptEnabled);
    }

    test.describe("at 375 px", () => {
      test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

      /** Menu open and Services unfolded, by keyboard, focus on an area's link. */
      async function openToNursing(page: Page) {
        await openPage(page);
        await menuButton(page).focus();
        await page.keyboard.press("Enter");
        await servicesSummary(page).focus();
        await page.keyboard.press("Enter");
        await expectServicesShown(page, true);
        await areaSummary(page, "Nursing").focus();
      }

      test("every way of closing the menu gives focus back to Menu", async ({ page }) => {
        // Several walks in one test, each from the start: more time than one walk needs.
        test.setTimeout(90_000);
        await test.step("Services chosen again folds its list; focus stays on Services", async () => {
          await openPage(page);
          await menuButton(page).click();
          await expectNoViolations(page);
          await servicesSummary(page).click();
          await expectServicesShown(page, true);
          await expectNoViolations(page);
          await screenshotToLookAt(page, {
            path: `test-results/header-phone-services-open-${mode.name.replaceAll(" ", "-")}.png`,
          });
          await servicesSummary(page).click();
          await expectServicesShown(page, false);
          await expect(servicesSummary(page)).toBeFocused();
          // By keyboard, the same.
          await page.keyboard.press("Enter");
          await expectServicesShown(page, true);
          await page.keyboard.press("Tab");
          await page.keyboard.press("Shift+Tab");
          await page.keyboard.press("Enter");
          await expectServicesShown(page, false);
          await expect(servicesSummary(page)).toBeFocused();
          await expect(menu(page)).toBeVisible();
        });

        await test.step("Escape closes the menu and focus returns to Menu", async () => {
          await openToNursing(page);
          await page.keyboard.press("Escape");
          await expect(menu(page)).toBeHidden();
          await expect(menuButton(page)).toBeFocused();
          await expectExpanded(page, "Menu", false);
          await expectNoViolations(page);
          await expectServicesFoldedOnReopen(page);
        });

        await test.step("the Close menu button closes it and focus returns to Menu", async () => {
          await openToNursing(page);
          await page.keyboard.press("Shift+Tab");
          await page.keyboard.press("Shift+Tab");
          await expect(servicesSummary(page)).toBeFocused();
          await page.keyboard.press("Shift+Tab");
          await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
          await page.keyboard.press("Enter");
          await expect(menu(page)).toBeHidden();
          await expect(menuButton(page)).toBeFocused();
          await expectServicesFoldedOnReopen(page);
        });

        await test.step("a tap outside the menu closes it, touches nothing under it, and focus returns to Menu", async () => {
          await openPage(page);
          await menuButton(page).tap();
          await servicesSummary(page).tap();
          await expectServicesShown(page, true);
          // A link of the page's footer brought under the dimmed part of the screen, and tapped.
          const under = page.getByRole("contentinfo").getByRole("link", { name: "Careers" });
          await under.evaluate((link) => link.scrollIntoView({ block: "end" }));
          const box = (await under.boundingBox())!;
          const sheet = (await page.locator(".site-nav__sheet").boundingBox())!;
          expect(box.y).toBeGreaterThan(sheet.y + sheet.height);
          await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
          await expect(menu(page)).toBeHidden();
          await expect(menuButton(page)).toBeFocused();
          expect(new URL(page.url()).pathname).toBe(mode.path);
          await expectServicesFoldedOnReopen(page);
        });
      });
    });

    test.describe("at 1280 px", () => {
      test.use({ viewport: { width: 1280, height: 900 } });

      test("every way of closing the Services list leaves focus where it belongs", async ({
        page,
      }) => {
        // Several walks in one test, each from the start: more time than one walk needs.
        test.setTimeout(90_000);
        await test.step("Services chosen again closes its list; focus stays on Services", async () => {
          await openPage(page);
          await expect(servicesSummary(page)).toBeHidden();
          await servicesButton(page).click();
          await expect(servicesList(page)).toBeVisible();
          await expectNoViolations(page);
          await servicesButton(page).click();
          await expect(servicesList(page)).toBeHidden();
          await expect(servicesButton(page)).toBeFocused();
          await page.keyboard.press("Enter");
          await expect(servicesList(page)).toBeVisible();
          await page.keyboard.press("Enter");
          await expect(servicesList(page)).toBeHidden();
          await expect(servicesButton(page)).toBeFocused();
          await expectExpanded(page, "Services", false);
        });

        await test.step("Escape closes the list and focus returns to Services", async () => {
          await openPage(page);
          await servicesButton(page).focus();
          await page.keyboard.press("Enter");
          await page.keyboard.press("Tab");
          await page.keyboard.press("Tab");
          await expect(servicesList(page).getByRole("link", { name: "Nursing" })).toBeFocused();
          await page.keyboard.press("Escape");
          await expect(servicesList(page)).toBeHidden();
          await expect(servicesButton(page)).toBeFocused();
          await expectNoViolations(page);
        });

        // The list covers nothing but itself here: a click outside lands on what the visitor
        // pointed at, and keyboard order goes on from there, as on any page (unchanged).
        await test.step("a click outside closes the list; focus is never left in it", async () => {
          await openPage(page);
          await servicesButton(page).focus();
          await page.keyboard.press("Enter");
          await page.keyboard.press("Tab");
          await page.getByRole("heading", { level: 1 }).click();
          await expect(servicesList(page)).toBeHidden();
          await expectExpanded(page, "Services", false);
          expect(
            await servicesList(page).evaluate((list) => list.contains(document.activeElement)),
          ).toBe(false);
          // Tab goes on from the click: into the main content, after its heading.
          await page.keyboard.press("Tab");
          expect(
            await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
              const focused = document.activeElement!;
              const after =
                heading.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING;
              return Boolean(focused.closest("main")) && after > 0;
            }),
          ).toBe(true);
        });
      });
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu and the Services list still open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await menuButton(page).click();
    await expect(menu(page).getByRole("link", { name: "Careers" })).toBeVisible();
    await servicesSummary(page).click();
    await areaSummary(page, "Nursing").click();
    await servicesList(page).getByRole("link", { name: "Nursing services" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nursing Services");
  });

  test("the Services list opens at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await servicesButton(page).click();
    await expect(
      servicesList(page).getByRole("link", { name: "Senior Care Services" }),
    ).toBeVisible();
  });
});

test("on a page that hydrates, the call line is still named with a space before the number", async ({
  page,
}) => {
  await page.goto("/");
  // The carousel marks itself ready once the page's script has run: React has hydrated.
  await expect(page.locator(".carousel[data-ready]")).toHaveCount(1);
  // Chromium's own accessibility tree, as a screen reader gets it (WCAG 2.5.3: the words seen).
  expect(await accessibleNames(page, "link")).toContain("Call us 1-888-555-0100");
});
