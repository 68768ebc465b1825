/**
 * The job application (issue 27, items 4 and 5), in Chromium against the real server: on a
 * 375 px phone with JavaScript off, a personal support worker applies in English with a small
 * PDF, after a first try with mistakes whose errors are named field by field and where nothing
 * typed is lost; a nurse applies in French; a file that only says it is a PDF is refused while
 * the application is kept. The form, the form with errors and the confirmation pass axe at 375
 * and 1280 px in both languages, reflow at 320 px, and carry no script but the header's line.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { ApplicationStore } from "../../server/careers/applications.ts";
import * as files from "../../server/uploads/test-files.ts";
import { attach, choose, group, textbox } from "./apply-support.ts";
import { expect, expectNoAxeViolations, phone, seekerPhone, test } from "./support.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const desktop = { width: 1280, height: 900 };
const dataDir = process.env.E2E_DATA_DIR!;

/** The applications the server stored, newest first, read from its own data folder. */
function storedApplications() {
  const store = new ApplicationStore(dataDir);
  try {
    const today = new Date().toISOString().slice(0, 10);
    return store.all({}, today).map((row) => store.get(row.id, today)!);
  } finally {
    store.close();
  }
}

test("on a 375 px phone without JavaScript, a PSW fixes a first try and applies with a PDF", async ({
  browser,
}) => {
  const page = await seekerPhone(browser);
  await page.goto("/careers/personal-support-worker");
  const apply = page.getByRole("link", { name: "Apply for Personal Support Worker" }).first();
  // Apply is on the first screen of the posting.
  await expect(apply).toBeInViewport();
  await apply.click();
  await expect(page).toHaveURL(/\/careers\/personal-support-worker\/apply$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Apply: Personal Support Worker",
  );
  await expect(page.getByText("$22 to $26 an hour")).toBeVisible();
  // A personal support posting asks for the PSW certificate and driving, not the College.
  await expect(group(page, "Do you have a PSW certificate?")).toBeVisible();
  await expect(group(page, "Do you have a car you can use for work?")).toBeVisible();
  await expect(textbox(page, "Your College of Nurses")).toHaveCount(0);

  // A first try, with a phone number too short and most answers left out.
  await textbox(page, "Your full name").fill("Ann Lee");
  await textbox(page, "Phone number").fill("12345");
  await textbox(page, "E-mail").fill("ann@example.com");
  await group(page, "Which days can you work?").getByRole("checkbox", { name: "Monday" }).check();
  await group(page, "Which days can you work?").getByRole("checkbox", { name: "Saturday" }).check();
  await textbox(page, "Other languages you speak").fill("Tagalog");
  await textbox(page, "Do you need an accommodation").fill("A ground-floor room, please.");
  await page.getByRole("button", { name: "Send my application" }).click();

  await expect(page).toHaveTitle(/^Error: Apply: Personal Support Worker/);
  const summary = page.locator(".error-summary");
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  // The summary has focus, so a screen reader starts there; each reason links to its field.
  await expect(summary).toBeFocused();
  for (const reason of [
    "A phone number has 10 digits, like 416-555-0199.",
    "Choose where you would like to work.",
    "Say whether you have a PSW certificate.",
    "Choose at least one shift you can work.",
    "Say whether you have a driver's licence.",
    "Say whether you have a car you can use for work.",
    "Tick “I agree”, so that we can read your application.",
  ])
    await expect(summary.getByRole("link", { name: reason })).toBeVisible();
  // No error for what was right, and none for the languages: another language was written.
  await expect(summary.getByRole("link")).toHaveCount(7);
  const phoneBox = textbox(page, "Phone number");
  await expect(phoneBox).toHaveAttribute("aria-invalid", "true");
  await expect(phoneBox).toHaveAccessibleDescription(/A phone number has 10 digits/);
  await expect(group(page, "Where would you like to work?")).toHaveAccessibleDescription(
    /Choose where you would like to work/,
  );
  await expect(page.getByRole("checkbox", { name: /^I agree/ })).toHaveAccessibleDescription(
    /Tick “I agree”/,
  );
  // Everything typed and ticked is still there.
  await expect(textbox(page, "Your full name")).toHaveValue("Ann Lee");
  await expect(phoneBox).toHaveValue("12345");
  await expect(textbox(page, "E-mail")).toHaveValue("ann@example.com");
  await expect(page.getByRole("checkbox", { name: "Monday" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Saturday" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Tuesday" })).not.toBeChecked();
  await expect(textbox(page, "Other languages you speak")).toHaveValue("Tagalog");
  await expect(textbox(page, "Do you need an accommodation")).toHaveValue(
    "A ground-floor room, please.",
  );
  // Each reason leads to its field; for a question of buttons, to its first.
  await summary.getByRole("link", { name: /A phone number has 10 digits/ }).press("Enter");
  await expect(phoneBox).toBeFocused();
  await summary.getByRole("link", { name: "Choose where you would like to work." }).press("Enter");
  await expect(page.getByRole("radio", { name: "Toronto" })).toBeFocused();

  // Fixed, with a résumé.
  await phoneBox.fill("416-555-0199");
  await choose(page, [
    ["Where would you like to work?", "Peel Region"],
    ["Do you have a PSW certificate?", "Yes"],
    ["Which languages do you speak?", "English"],
    ["Which shifts can you work?", "Mornings"],
    ["Do you have a valid driver's licence?", "Yes"],
    ["Do you have a car you can use for work?", "No"],
  ]);
  await page.getByRole("checkbox", { name: /^I agree/ }).check();
  await attach(page, "Ann Lee résumé.pdf", files.pdf);
  await page.getByRole("button", { name: "Send my application" }).click();

  await expect(page).toHaveURL(/\/careers\/personal-support-worker\/applied$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you: we have your application",
  );
  await expect(
    page.getByText("We received your application for Personal Support Worker."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "We could not keep your résumé" })).toHaveCount(0);
  const [stored] = storedApplications();
  expect(stored).toMatchObject({
    name: "Ann Lee",
    phone: "416-555-0199",
    region: "peel",
    pswCertificate: true,
    days: ["mon", "sat"],
    shifts: ["morning"],
    driversLicence: true,
    car: false,
    languages: ["en"],
    otherLanguages: "Tagalog",
    accommodation: "A ground-floor room, please.",
    resumeFile: { name: "Ann Lee résumé.pdf", type: "application/pdf", state: "not-scanned" },
  });
  expect(readdirSync(path.join(dataDir, "uploads"))).toContain(stored!.resumeFile!.stored);
  await page.context().close();
});

test("a file that only says it is a PDF is refused; the application is kept and told why", async ({
  browser,
}) => {
  const page = await seekerPhone(browser);
  await page.goto("/careers/companion/apply");
  await textbox(page, "Your full name").fill("Bo Chen");
  await textbox(page, "Phone number").fill("905-555-0111");
  await choose(page, [
    ["Where would you like to work?", "Toronto"],
    ["Which languages do you speak?", "English"],
    ["Which days can you work?", "Sunday"],
    ["Which shifts can you work?", "Evenings"],
    ["Do you have a valid driver's licence?", "No"],
    ["Do you have a car you can use for work?", "No"],
  ]);
  await page.getByRole("checkbox", { name: /^I agree/ }).check();
  await attach(page, "cv.pdf", files.html);
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page).toHaveURL(/\/careers\/companion\/applied\?resume=notAllowed$/);
  await expect(page.getByRole("heading", { name: "We could not keep your résumé" })).toBeVisible();
  await expect(
    page.getByText(/is not a PDF, Word \(DOCX\) or OpenDocument \(ODT\) document/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "careers@example.org" })).toBeVisible();
  const [stored] = storedApplications();
  expect(stored).toMatchObject({
    name: "Bo Chen",
    resumeFile: { state: "notAllowed", stored: null },
  });
  await page.context().close();
});

test("in French, a nurse applies with her College number, without a résumé", async ({
  browser,
}) => {
  const page = await seekerPhone(browser);
  await page.goto("/fr/carrieres/registered-nurse");
  await page
    .getByRole("link", { name: /^Postuler au poste/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/carrieres\/registered-nurse\/postuler$/);
  await expect(group(page, "Avez-vous un certificat de PSSP")).toHaveCount(0);
  await textbox(page, "Votre nom complet").fill("Claire Roy");
  await textbox(page, "Numéro de téléphone").fill("613 555-0142");
  await textbox(page, "Votre numéro d’inscription").fill("123");
  await choose(page, [
    ["Où aimeriez-vous travailler", "Région de York"],
    ["Quelles langues parlez-vous", "Français"],
    ["Quels jours pouvez-vous travailler", "Mardi"],
    ["Quels quarts pouvez-vous faire", "Nuits"],
    ["Avez-vous un permis de conduire", "Oui"],
    ["Avez-vous une voiture", "Oui"],
  ]);
  await page.getByRole("checkbox", { name: /^J’accepte/ }).check();
  await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
  // The number is checked for form: 7 or 8 digits. Said in French, the rest kept.
  await expect(
    page.getByRole("link", { name: /Un numéro d’inscription compte 7 ou 8 chiffres/ }),
  ).toBeVisible();
  await expect(textbox(page, "Votre nom complet")).toHaveValue("Claire Roy");
  await expect(page.getByRole("checkbox", { name: /^J’accepte/ })).toBeChecked();
  await textbox(page, "Votre numéro d’inscription").fill("1234567");
  await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
  await expect(page).toHaveURL(/\/fr\/carrieres\/registered-nurse\/candidature-envoyee$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Merci : nous avons reçu votre candidature",
  );
  expect(storedApplications()[0]).toMatchObject({
    name: "Claire Roy",
    language: "fr",
    cnoNumber: "1234567",
    pswCertificate: null,
    resumeFile: null,
  });
  await page.context().close();
});

test("the form, the form with errors and the confirmation pass axe at 375 and 1280 px in both languages, reflow at 320 px, with no script but the header's", async ({
  browser,
}) => {
  const page = await seekerPhone(browser, true);
  await page.goto("/careers/personal-support-worker");
  // The posting's page: its scripts are the header's line and its structured data.
  const scripts = "script:not([type='application/ld+json'])";
  const postingScripts = await page.locator(scripts).count();
  const check = async (what: string) => {
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    }
    await expect(page.locator("script[type=module], script[src]"), what).toHaveCount(0);
    await expect(page.locator(scripts), what).toHaveCount(postingScripts);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${what} at 320 px`,
    ).toBeLessThanOrEqual(320);
    await page.setViewportSize(phone);
  };
  for (const [form, send] of [
    ["/careers/personal-support-worker/apply", "Send my application"],
    ["/fr/carrieres/personal-support-worker/postuler", "Envoyer ma candidature"],
  ]) {
    await page.goto(form!);
    await check(form!);
    // Sent empty: every question in error.
    await page.getByRole("button", { name: send }).click();
    await expect(page).toHaveTitle(/^(Error|Erreur)\s?:/);
    await check(`${form} with errors`);
  }
  for (const confirmation of [
    "/careers/personal-support-worker/applied",
    "/careers/personal-support-worker/applied?resume=infected",
    "/fr/carrieres/personal-support-worker/candidature-envoyee?resume=tooLarge",
  ]) {
    await page.goto(confirmation);
    await check(confirmation);
  }
  await page.context().close();
});
