/**
 * The French edition as a visitor meets it (issue 20): the header's language link keeps the
 * page, the form works in French with and without JavaScript and answers in French, the 404 is
 * French under /fr, and the names a screen reader reads are French. The language link runs at
 * 1280 px and 375 px, where the header differs; the rest (@one-width: words, names, the form's
 * behaviour and its pages, whose markup no width changes) on the phone only.
 */
import { inquiryWords } from "../../content/inquiry-form.ts";
import { typeset } from "../../content/typography.ts";
import { site } from "../../content/site.ts";
import { shortWords } from "../../content/words.ts";
import { containing, expect, expectNoAxeViolations, test } from "./support.ts";

const fr = shortWords.fr.ui;
const form = inquiryWords.fr;
const label = (key: keyof typeof form.fields) => form.fields[key].label;

test.describe("the language link", () => {
  test("leads to the same page in the other language, and back", async ({ page }) => {
    await page.goto("/services/nursing/post-surgery-and-wound-care");
    const french = page.getByRole("banner").getByRole("link", { name: "Français" });
    // Visible without opening the menu, at every width, and marked as French.
    await expect(french).toBeVisible();
    await expect(french).toHaveAttribute("lang", "fr-CA");
    await expect(french).toHaveAttribute("hreflang", "fr-CA");
    await french.click();
    await expect(page).toHaveURL(
      /\/fr\/services\/soins-infirmiers\/soins-postoperatoires-et-des-plaies$/,
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    const english = page.getByRole("banner").getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("lang", "en-CA");
    await english.click();
    await expect(page).toHaveURL(/\/services\/nursing\/post-surgery-and-wound-care$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  });

  test("is reached by keyboard right after the logo", async ({ page }) => {
    await page.goto("/fr/carrieres");
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab"); // the logo
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "English" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/careers$/);
  });

  test(
    "a browser that prefers French still gets the English page it asked for",
    {
      tag: "@one-width",
    },
    async ({ browser }) => {
      const context = await browser.newContext({ locale: "fr-CA" });
      const page = await context.newPage();
      const response = await page.goto("/services");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
      await context.close();
    },
  );
});

test.describe("names a screen reader reads, in French", { tag: "@one-width" }, () => {
  test("landmarks, menu and skip link", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.getByRole("link", { name: fr.skipLink })).toBeAttached();
    await expect(page.getByRole("navigation", { name: fr.nav.label })).toBeAttached();
    await expect(page.getByRole("navigation", { name: fr.footer.navLabel })).toBeAttached();
    await expect(page.getByRole("link", { name: fr.logoLabel(site.name) }).first()).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: /^Appelez-nous 1 888 555-0100$/ }),
    ).toHaveAttribute("href", "tel:+18885550100");
  });

  test("the menu opens and closes by keyboard with French names (phones)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/fr/a-propos");
    await page.getByRole("button", { name: fr.nav.menuButton }).click();
    const close = page.getByRole("button", { name: fr.nav.closeMenu });
    await expect(close).toBeVisible();
    await expect(page.getByRole("link", { name: fr.pages.contact })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(close).toBeHidden();
  });
});

test.describe("the French contact form", { tag: "@one-width" }, () => {
  async function fillIn(page: import("@playwright/test").Page) {
    await page.goto("/fr/nous-joindre");
    // The form takes over sending once the page's script has run: a click before that posts the
    // form without script, which these tests do not mean (a loaded machine was that slow).
    await page.waitForLoadState("networkidle");
    await page.getByLabel(label("name")).fill("Lucie Tremblay");
    await page.getByRole("textbox", { name: label("phone") }).fill("416 555-0199");
    await page
      .getByLabel(label("recipient"))
      .selectOption({ label: "Cliniques de soins des pieds" });
    await page.getByLabel(label("email")).fill("lucie@example.com");
    await page
      .getByRole("textbox", { name: label("message") })
      .fill("Ma mère a besoin d'aide pour ses pieds. Pouvez-vous m'appeler?");
  }

  test("the message's hint and the Privacy page ask what help is needed and say where it goes", async ({
    page,
  }) => {
    await page.goto("/fr/nous-joindre");
    // The number and "jours" are held together by a no-break space (decision 015).
    const days = typeset(`${site.contactForm.retentionDays} jours après`, "fr");
    const message = page.getByRole("textbox", { name: label("message") });
    for (const words of [
      "quel type d’aide, pour qui, depuis quand",
      "ni dossier médical",
      "composez le 911",
      "1 888 555-0100",
      "sur notre propre serveur",
      "lu seulement par l’équipe qui s’en occupe",
      "Chaque accès à votre message est consigné",
      `supprimé ${days}`,
      "jamais envoyé par courriel",
    ])
      await expect(message).toHaveAccessibleDescription(containing(words));

    await page.getByRole("link", { name: "avis de confidentialité" }).click();
    await expect(page).toHaveURL(/\/fr\/confidentialite$/);
    const privacy = page.getByRole("main");
    for (const words of [
      "quel type d’aide, pour qui, depuis quand",
      // Ontario's typography: no-break spaces inside « guillemets » and before a colon.
      "Par exemple\u00a0: «\u00a0Mon père",
      "ni antécédents médicaux complets",
      "jamais envoyé par courriel",
      "renseignements personnels sur la santé",
      "enregistre qui l’a fait et quand",
      `Nous gardons votre message ${days}`,
    ])
      await expect(privacy).toContainText(words);
  });

  test("sends, and says so in French", async ({ page }) => {
    await fillIn(page);
    await page.getByRole("button", { name: form.form.submit }).click();
    const overlay = page.getByRole("dialog", { name: form.form.success.title });
    await expect(overlay).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole("status")).toContainText("Merci");
  });

  test("a failure is explained in French, and nothing typed is lost", async ({ page }) => {
    await page.route(`**${site.contactForm.endpoint}`, (route) =>
      route.fulfill({ status: 503, body: "" }),
    );
    await fillIn(page);
    await page.getByRole("button", { name: form.form.submit }).click();
    const overlay = page.getByRole("dialog", { name: form.form.failure.title });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole("button", { name: form.form.failure.close })).toBeFocused();
    await expectNoAxeViolations(page);
    await overlay.getByRole("button", { name: form.form.failure.close }).click();
    await expect(page.getByLabel(label("email"))).toHaveValue("lucie@example.com");
  });

  test("the receiver's reasons are given in French before sending", async ({ page }) => {
    await fillIn(page);
    await page.getByRole("textbox", { name: label("phone") }).fill("12345");
    await page.getByRole("button", { name: form.form.submit }).click();
    // The form runs the receiver's checks itself (issue 39, item 4): its summary, in French.
    const summary = page.locator(".error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([form.receiver.field.phoneDigits]);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The field keeps the reason, in French.
    const phone = page.getByRole("textbox", { name: label("phone") });
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(
      containing(`${form.form.noScript.errorPrefix} ${form.receiver.field.phoneDigits}`),
    );
  });
});

test.describe("the French contact form without JavaScript", { tag: "@one-width" }, () => {
  test.use({ javaScriptEnabled: false });

  test("sends and lands on the French thank-you page", async ({ page }) => {
    await page.goto("/fr/nous-joindre");
    await page
      .getByLabel(label("recipient"))
      .selectOption({ label: "Cliniques de soins des pieds" });
    await page.getByLabel(label("email")).fill("lucie@example.com");
    await page.getByRole("button", { name: form.form.submit }).click();
    await expect(page).toHaveURL(/\/fr\/nous-joindre\/message-envoye$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Merci");
  });

  test("a refused answer comes back as the French form, filled in, with what to fix", async ({
    page,
  }) => {
    await page.goto("/fr/nous-joindre");
    await page
      .getByLabel(label("recipient"))
      .selectOption({ label: "Cliniques de soins des pieds" });
    await page.getByLabel(label("email")).fill("lucie@example.com");
    await page.getByRole("textbox", { name: label("phone") }).fill("12345");
    await page.getByRole("button", { name: form.form.submit }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.form.noScript.errorTitle);
    await expect(page.getByRole("link", { name: form.receiver.field.phoneDigits })).toBeVisible();
    await expect(page.getByLabel(label("recipient"))).toHaveValue("Foot Care");
    // axe needs script in the page: it checks these pages below, with JavaScript on.
  });
});

test(
  "the French pages the server sends without JavaScript pass axe",
  {
    tag: "@one-width",
  },
  async ({ page, request }) => {
    const post = (fields: Record<string, string>) =>
      request.post(site.contactForm.endpoint, {
        multipart: { Language: "fr", ...fields },
        headers: { accept: "text/html" },
        maxRedirects: 0,
      });
    const sent = await post({ Recipient: "Foot Care", Email: "lucie@example.com" });
    expect(sent.headers()["location"]).toBe("/fr/nous-joindre/message-envoye");
    await page.goto(sent.headers()["location"]!);
    await expectNoAxeViolations(page);

    const refused = await post({ Email: "lucie@example", "Phone Number": "12" });
    expect(refused.status()).toBe(422);
    const html = await refused.text();
    await page.route("**/fr/nous-joindre/non-envoye", (route) =>
      route.fulfill({ contentType: "text/html", body: html }),
    );
    await page.goto("/fr/nous-joindre/non-envoye");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.form.noScript.errorTitle);
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(3);
    await expectNoAxeViolations(page);
  },
);

test(
  "an unknown French address answers 404 with the French page",
  {
    tag: "@one-width",
  },
  async ({ page }) => {
    const response = await page.goto("/fr/services/soins-infirmiers/inconnue");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.notFound.heading);
    await expect(
      page.getByRole("main").getByRole("link", { name: fr.pages.services }),
    ).toHaveAttribute("href", "/fr/services");
    await expectNoAxeViolations(page);
  },
);
