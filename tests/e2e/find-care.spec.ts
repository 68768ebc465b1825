/**
 * A visitor finds the right care and the right person quickly (issue 31), tried as a daughter
 * would on a phone, looking for help for her father with dementia: from a service page the form
 * opens with the right department chosen; the call stays within reach on long pages; the home
 * page's panels lead to each named service. At 375 px, with and without JavaScript.
 */
import { inquiryWords, recipients } from "../../content/inquiry-form.ts";
import { expect, expectNoAxeViolations, test } from "./support.ts";

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

test("the contact page sends job seekers to the Careers page, in both languages", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.getByRole("main").getByRole("link", { name: "Careers page" }).click();
  await expect(page).toHaveURL("/careers");
  await page.goto("/fr/nous-joindre");
  await page.getByRole("main").getByRole("link", { name: "page Carrières" }).click();
  await expect(page).toHaveURL("/fr/carrieres");
});
