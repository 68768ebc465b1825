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
