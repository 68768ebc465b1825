/**
 * A visitor finds the right care and the right person quickly (issue 31), tried as a daughter
 * would on a phone, looking for help for her father with dementia: from a service page the form
 * opens with the right department chosen; the call stays within reach on long pages; the home
 * page's panels lead to each named service. At 375 px, with and without JavaScript.
 */
import type { Page } from "@playwright/test";
import { inquiryWords, recipients } from "../../content/inquiry-form.ts";
import { expect, expectNoAxeViolations, screenshotToLookAt, test } from "./support.ts";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const department = (key: string) => recipients.find((recipient) => recipient.key === key)!;
const dementia = "/services/personal-support/alzheimer-and-dementia-care";

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("from the dementia page, the message link opens the form with its department chosen", async ({
      page,
    }) => {
      await page.goto(dementia);
      const box = page.getByRole("complementary", { name: "Talk to us" });
      await box.getByRole("link", { name: "Or send us a message" }).click();
      await expect(page).toHaveURL(/\/contact\?recipient=care$/);
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");
      const recipient = page.getByRole("combobox", { name: /Recipient/ });
      // The option reads in the visitor's words; what is sent is the department's name.
      await expect(recipient).toHaveValue(department("care").department);
      await expect(recipient.locator("option:checked")).toHaveText(
        inquiryWords.en.fields.recipient.options.care,
      );
      // axe runs as a script in the page: the same HTML is checked with JavaScript on.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });

    test("in French, the foot-care page opens the French form with foot care chosen", async ({
      page,
    }) => {
      await page.goto("/fr/services/services-specialises/cliniques-de-soins-des-pieds");
      // The page's own text sends to the form with foot care chosen too (issue 37, section 4),
      // and names the choice in the form's words.
      await expect(
        page.getByRole("main").getByRole("link", { name: "nous envoyer un message", exact: true }),
      ).toHaveAttribute("href", "/fr/nous-joindre?recipient=footCare");
      await expect(page.getByRole("main")).toContainText("« Cliniques de soins des pieds »");
      const box = page.getByRole("complementary", { name: "Communiquez avec nous" });
      await box.getByRole("link", { name: "Ou envoyez-nous un message" }).click();
      await expect(page).toHaveURL(/\/fr\/nous-joindre\?recipient=footCare$/);
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");
      await expect(page.getByRole("combobox", { name: /Destinataire/ })).toHaveValue(
        department("footCare").department,
      );
    });
  });
}

test.describe("dementia care, one tap from home and two from the Services list", () => {
  test("the home page's Personal Support panel links each named service to its page", async ({
    page,
  }) => {
    await page.goto("/");
    const panel = page.getByRole("main").getByRole("group").filter({ hasText: "Personal Support" });
    await panel.getByRole("link", { name: "Alzheimer's and dementia care" }).click();
    await expect(page).toHaveURL(dementia);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Alzheimer's and Dementia Care",
    );
  });

  for (const javaScriptEnabled of [false, true])
    test(`the phone menu opens an area's pages in place (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto("/fr");
      await page.getByRole("button", { name: "Menu" }).click();
      const menu = page.getByRole("navigation", { name: "Menu principal" });
      // On phones Services is the menu's disclosure (a summary; the wide screens' button is hidden).
      await menu
        .locator("summary")
        .filter({ hasText: /^Services$/ })
        .click();
      // Two taps from the Services list: the area, then its page.
      await menu
        .locator("summary")
        .filter({ hasText: /^Soutien personnel$/ })
        .click();
      const link = menu.getByRole("link", { name: "Alzheimer et démence" });
      await expect(link).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await link.click();
      await expect(page).toHaveURL("/fr/services/soutien-personnel/alzheimer-et-demence");
      await context.close();
    });
});

test.describe("the call within reach on a long page, on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows where no other call link is on screen, never over the focused element, and comes into sight when focused", async ({
    page,
  }) => {
    await page.goto(dementia);
    const bar = page.getByRole("main").getByRole("link", { name: "Call us 1-888-555-0100" });
    await expect(bar).toHaveAttribute("href", "tel:+18885550100");
    const onScreen = async () => {
      const box = await bar.boundingBox();
      return box !== null && box.y < 812 && box.y + box.height <= 812;
    };
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // The page runs no script (rAF does not run either): let a frame or two be drawn.
      await page.waitForTimeout(150);
    };
    // At the top, the header's call link is on screen: no second one.
    await expect(page.getByRole("banner").getByRole("link", { name: /Call us/ })).toBeInViewport();
    expect(await onScreen()).toBe(false);
    // In the middle of the long page, the bar is in sight.
    await scrollTo(2000);
    expect(await onScreen()).toBe(true);
    // With the "Talk to us" box on screen, the box offers the lines: the bar goes.
    await page.getByRole("complementary", { name: "Talk to us" }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
    expect(await onScreen()).toBe(false);

    // Every link of the page's content, reached by Tab from the top, is clear of the bar.
    await scrollTo(0);
    await page.getByRole("main").focus();
    const covered: string[] = [];
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      if ((await focused.evaluate((element) => element.closest("main"))) === null) break;
      const box = await focused.boundingBox();
      const barBox = (await onScreen()) ? await bar.boundingBox() : null;
      if (
        box &&
        barBox &&
        box.y + box.height > barBox.y &&
        !(await focused.evaluate((e) => e.classList.contains("call-bar")))
      )
        covered.push((await focused.textContent()) ?? "");
      // The bar itself, reached last, comes into sight although the box is on screen.
      if (await focused.evaluate((element) => element.classList.contains("call-bar"))) {
        await expect(bar).toBeInViewport({ ratio: 1 });
        break;
      }
    }
    expect(covered).toEqual([]);
    await expect(bar).toBeFocused();
  });

  test("the contact page, all phone numbers, has no bar", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator(".call-bar")).toHaveCount(0);
  });
});

test("with the call bar in sight, the page passes axe", async ({ page }) => {
  await page.goto(dementia);
  await page.mouse.wheel(0, 2000);
  const bar = page.getByRole("main").getByRole("link", { name: "Call us 1-888-555-0100" });
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
});

/** The contrast ratio of two colours as computed styles give them ("rgb(11, 79, 92)"), WCAG's formula. */
function contrast(one: string, other: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Issue 39, item 2: the call bar's focus ring, and what the ring is drawn against on each side of
 * it (WCAG 2.2's 1.4.11 and 2.4.13 ask 3:1 against what is next to it): the bar's own background
 * where the ring lies inside the bar or touches it, and where it lies outside, whatever the page
 * shows just beyond it there (the first box with a background under that point, else the white
 * canvas). Read from computed styles; runs in the page with the bar focused.
 */
function focusRingAndNeighbours(bar: Element) {
  const style = getComputedStyle(bar);
  const width = parseFloat(style.outlineWidth);
  const offset = parseFloat(style.outlineOffset);
  const backgroundAt = (x: number, y: number) => {
    for (const element of document.elementsFromPoint(x, y)) {
      if (element === bar || bar.contains(element)) continue;
      for (let up: Element | null = element; up; up = up.parentElement) {
        const background = getComputedStyle(up).backgroundColor;
        if (!/^rgba\(.*, 0\)$|transparent/.test(background)) return background;
      }
    }
    return "rgb(255, 255, 255)";
  };
  const box = bar.getBoundingClientRect();
  // Just above the bar's top edge, beyond the ring, where the page shows (the bar is at the
  // bottom of the screen, or in the flow with the page above it).
  const beyond = backgroundAt(box.left + box.width / 2, box.top - Math.max(offset + width, 0) - 1);
  const own = style.backgroundColor;
  return {
    style: style.outlineStyle,
    width,
    ring: style.outlineColor,
    inside: offset > 0 ? beyond : own,
    outside: offset + width <= 0 ? own : beyond,
  };
}

test.describe("the call bar, reached by keyboard on a long page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(dementia);
    await page.mouse.wheel(0, 2000);
  });
  const bar = (page: Page) =>
    page.getByRole("main").getByRole("link", { name: "Call us 1-888-555-0100" });

  test("its focus ring stands out 3:1 from the bar and from the page beside it", async ({
    page,
  }, testInfo) => {
    // A key pressed first, so the browser draws focus as it does for the keyboard.
    await page.keyboard.press("Tab");
    await bar(page).focus();
    expect(await bar(page).evaluate((element) => element.matches(":focus-visible"))).toBe(true);
    await expect(bar(page)).toBeInViewport({ ratio: 1 });
    const ring = await bar(page).evaluate(focusRingAndNeighbours);
    expect(ring.style).toBe("solid");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(
      contrast(ring.ring, ring.inside),
      `${ring.ring} against ${ring.inside}`,
    ).toBeGreaterThanOrEqual(3);
    expect(
      contrast(ring.ring, ring.outside),
      `${ring.ring} against ${ring.outside}`,
    ).toBeGreaterThanOrEqual(3);
    await screenshotToLookAt(page, { path: testInfo.outputPath("call-bar-focused-375.png") });
  });

  test("in a Windows contrast theme (forced colours) it has an edge, and passes axe", async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ forcedColors: "active" });
    await expect(bar(page)).toBeInViewport({ ratio: 1 });
    const looks = await bar(page).evaluate((element) => {
      const style = getComputedStyle(element);
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.color = "Canvas";
      const canvas = getComputedStyle(probe).color;
      probe.remove();
      return {
        edge: style.borderTopColor,
        edgeStyle: style.borderTopStyle,
        edgeWidth: parseFloat(style.borderTopWidth),
        canvas,
      };
    });
    // The edge between the bar and the text it lies over: drawn, and not in the page's colour.
    expect(looks.edgeStyle).toBe("solid");
    expect(looks.edgeWidth).toBeGreaterThanOrEqual(2);
    expect(looks.edge).not.toMatch(/^rgba\(.*, 0\)$|transparent/);
    expect(contrast(looks.edge, looks.canvas)).toBeGreaterThanOrEqual(3);
    await screenshotToLookAt(page, {
      path: testInfo.outputPath("call-bar-forced-colours-375.png"),
    });
    await bar(page).focus();
    await screenshotToLookAt(page, {
      path: testInfo.outputPath("call-bar-forced-colours-focused-375.png"),
    });
    await expectNoAxeViolations(page);
  });
});

test("the contact page says when the regional lines answer, and sends job seekers to the Careers page, in both languages", async ({
  page,
}, testInfo) => {
  await page.goto("/contact");
  // The phone directory says the regional lines' hours and the line that answers after them.
  const directory = page.getByRole("region", { name: "Phone numbers by service" });
  await expect(directory).toContainText(
    /Each service's regional lines answer weekdays from 8:30 a\.m\. to 4:30 p\.m\.(?!\.)/,
  );
  await expect(directory).toContainText("After those hours, any time, day or night:");
  await expect(directory.getByRole("link", { name: "1-888-555-0100" })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshotToLookAt(directory, {
      path: testInfo.outputPath(`contact-directory-${width}.png`),
    });
  }
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Careers page" }).click();
  await expect(page).toHaveURL("/careers");
  await page.goto("/fr/nous-joindre");
  const annuaire = page.getByRole("region", { name: "Numéros de téléphone par service" });
  await expect(annuaire).toContainText(
    "Les lignes régionales de chaque service répondent en semaine",
  );
  await expect(annuaire).toContainText(
    "En dehors de ces heures, en tout temps, le jour comme la nuit",
  );
  await screenshotToLookAt(annuaire, {
    path: testInfo.outputPath("contact-directory-fr-1280.png"),
  });
  await page.getByRole("main").getByRole("link", { name: "page Carrières" }).click();
  await expect(page).toHaveURL("/fr/carrieres");
});
