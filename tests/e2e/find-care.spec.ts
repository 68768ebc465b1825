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
