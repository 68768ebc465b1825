/**
 * The job application (issue 27, items 4 and 5), in Chromium against the real server: on a
 * 375 px phone with JavaScript off, a personal support worker applies in English with a small
 * PDF, after a first try with mistakes whose errors are named field by field and where nothing
 * typed is lost, the résumé chosen on the first try included; a nurse applies in French; a file
 * that only says it is a PDF is refused while the application is kept; with script, the résumé is
 * kept the same way, and one over 5 MB is refused at its field before a byte is sent on a slow
 * connection; without script, its 413 comes at once and says what must be typed again; the
 * confirmation's address opened by someone who sent nothing thanks nobody (issue 37). The form,
 * the form with errors and the confirmation pass axe at 375 and 1280 px in both languages, reflow
 * at 320 px, and carry no script but the header's line and the form's size check.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { ApplicationStore } from "../../server/careers/applications.ts";
import { openDatabases } from "../../server/db/database.ts";
import * as files from "../../server/uploads/test-files.ts";
import { attach, choose, group, textbox } from "./apply-support.ts";
import {
  containing,
  expect,
  expectNoAxeViolations,
  phone,
  screenshotToLookAt,
  seekerPhone,
  test,
} from "./support.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const desktop = { width: 1280, height: 900 };
const dataDir = process.env.E2E_DATA_DIR!;

/** The applications the server stored, newest first, read from its own data folder. */
async function storedApplications() {
  const databases = openDatabases({ dialect: "sqlite" }, dataDir);
  try {
    const store = await ApplicationStore.open(databases);
    const today = new Date().toISOString().slice(0, 10);
    const stored = [];
    for (const row of await store.all({}, today)) stored.push((await store.get(row.id, today))!);
    return stored;
  } finally {
    await databases.close();
  }
}

test("on a 375 px phone without JavaScript, a PSW fixes a first try and applies with the PDF chosen on it", async ({
  browser,
}, testInfo) => {
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

  // A first try, with a phone number of 7 digits, most answers left out, and a résumé.
  await textbox(page, "Your full name").fill("Ann Lee");
  await textbox(page, "Phone number").fill("555-0199");
  await textbox(page, "E-mail").fill("ann@example.com");
  await group(page, "Which days can you work?").getByRole("checkbox", { name: "Monday" }).check();
  await group(page, "Which days can you work?").getByRole("checkbox", { name: "Saturday" }).check();
  await textbox(page, "Other languages you speak").fill("Tagalog");
  await textbox(page, "Do you need an accommodation").fill("A ground-floor room, please.");
  await attach(page, "Ann Lee résumé.pdf", files.pdf);
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
  await expect(phoneBox).toHaveValue("555-0199");
  // The résumé passed and is kept: named at its field, with a way to remove it (issue 37).
  const resumeBox = page.getByLabel(/^Your résumé/);
  await expect(resumeBox).toHaveAccessibleDescription(
    /Your résumé, Ann Lee résumé\.pdf, is kept: it will be sent with your application\./,
  );
  await expect(
    page.getByRole("checkbox", {
      name: "Remove Ann Lee résumé.pdf and send my application without it",
    }),
  ).not.toBeChecked();
  await resumeBox.scrollIntoViewIfNeeded();
  await screenshotToLookAt(page, { path: testInfo.outputPath("resume-kept-375.png") });
  await page.setViewportSize(desktop);
  await resumeBox.scrollIntoViewIfNeeded();
  await screenshotToLookAt(page, { path: testInfo.outputPath("resume-kept-1280.png") });
  await page.setViewportSize(phone);
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
  // No file chosen again: the one kept goes with the application.
  await page.getByRole("button", { name: "Send my application" }).click();

  await expect(page).toHaveURL(/\/careers\/personal-support-worker\/applied\?sent=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you: we have your application",
  );
  await expect(
    page.getByText("We received your application for Personal Support Worker."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "We could not keep your résumé" })).toHaveCount(0);
  const [stored] = await storedApplications();
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
  await expect(page).toHaveURL(/\/careers\/companion\/applied\?sent=/);
  await expect(page.getByRole("heading", { name: "We could not keep your résumé" })).toBeVisible();
  await expect(
    page.getByText(/is not a PDF, Word \(DOCX\) or OpenDocument \(ODT\) document/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "careers@example.org" })).toBeVisible();
  const [stored] = await storedApplications();
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
  await page.goto("/fr/carrieres/infirmiere-autorisee-ou-infirmier-autorise");
  await page
    .getByRole("link", { name: /^Postuler au poste/ })
    .first()
    .click();
  await expect(page).toHaveURL(
    /\/fr\/carrieres\/infirmiere-autorisee-ou-infirmier-autorise\/postuler$/,
  );
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
  await expect(page).toHaveURL(
    /\/fr\/carrieres\/infirmiere-autorisee-ou-infirmier-autorise\/candidature-envoyee\?sent=/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Merci : nous avons reçu votre candidature",
  );
  expect((await storedApplications())[0]).toMatchObject({
    name: "Claire Roy",
    language: "fr",
    cnoNumber: "1234567",
    pswCertificate: null,
    resumeFile: null,
  });
  await page.context().close();
});

/** The answers a personal support posting's form takes, as a browser posts them. */
function pswAnswers(language: "en" | "fr", resume?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [field, value] of [
    ["name", "Axe Tester"],
    ["phone", "416-555-0199"],
    ["region", "toronto"],
    ["pswCertificate", "yes"],
    ["languages", "en"],
    ["days", "mon"],
    ["shifts", "morning"],
    ["driversLicence", "yes"],
    ["car", "yes"],
    ["consent", "yes"],
    ["language", language],
  ])
    form.append(field!, value!);
  if (resume) form.append("resume", new File([Buffer.from(resume.bytes)], resume.name));
  return form;
}

test("the form, the form with errors and a kept résumé, the confirmation and the page for a visitor who sent nothing pass axe at 375 px in both languages, reflow at 320 px, with no script but the header's and the form's size check", async ({
  browser,
}) => {
  // Eight pages, each at two widths, on a machine shared with other runs.
  test.setTimeout(240_000);
  const page = await seekerPhone(browser, true);
  await page.goto("/careers/personal-support-worker");
  // The posting's page: its scripts are the header's line and its structured data.
  const scripts = "script:not([type='application/ld+json'])";
  const postingScripts = await page.locator(scripts).count();
  // axe on the phone: the width changes only these pages' layout; their header at 1280 px, the
  // same on every page the server draws, is checked on the posting's page (careers.spec.ts).
  const check = async (what: string, ownScripts = 0) => {
    await expectNoAxeViolations(page);
    await expect(page.locator("script[type=module], script[src]"), what).toHaveCount(0);
    await expect(page.locator(scripts), what).toHaveCount(postingScripts + ownScripts);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${what} at 320 px`,
    ).toBeLessThanOrEqual(320);
    await page.setViewportSize(phone);
  };
  for (const [form, send] of [
    ["/careers/personal-support-worker/apply", "Send my application"],
    [
      "/fr/carrieres/prepose-ou-preposee-aux-services-de-soutien-personnel-pssp/postuler",
      "Envoyer ma candidature",
    ],
  ]) {
    await page.goto(form!);
    await check(form!, 1);
    // Sent empty but for a résumé: every question in error, the résumé kept and named.
    await page.locator("input[type=file]").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(files.pdf),
    });
    await page.getByRole("button", { name: send }).click();
    await expect(page).toHaveTitle(/^(Error|Erreur)\s?:/);
    await expect(page.getByText(/^(Your résumé|Votre CV), cv\.pdf, /)).toBeVisible();
    await check(`${form} with errors and a kept résumé`, 1);
  }
  // Confirmations reached by a real send: one plain, one naming a refused file, in French.
  const confirmations: string[] = [];
  for (const [form, language, resume] of [
    ["/careers/personal-support-worker/apply", "en", undefined],
    ["/careers/personal-support-worker/apply", "en", { name: "cv.pdf", bytes: files.html }],
    [
      "/fr/carrieres/prepose-ou-preposee-aux-services-de-soutien-personnel-pssp/postuler",
      "fr",
      { name: "cv.pdf", bytes: files.html },
    ],
  ] as const) {
    const sent = await page.request.post(form, {
      multipart: pswAnswers(language, resume),
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    confirmations.push(sent.headers()["location"]!);
  }
  for (const confirmation of confirmations) {
    await page.goto(confirmation);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^(Thank you: we have your application|Merci\s:\snous avons reçu votre candidature)$/,
    );
    await check(confirmation);
  }
  for (const address of [
    "/careers/personal-support-worker/applied",
    "/fr/carrieres/prepose-ou-preposee-aux-services-de-soutien-personnel-pssp/candidature-envoyee",
  ]) {
    await page.goto(address);
    await check(address);
  }
  await page.context().close();
});

test("the confirmation's address opened by someone who sent nothing thanks nobody, with JavaScript off and on", async ({
  browser,
}, testInfo) => {
  for (const script of [false, true]) {
    const page = await seekerPhone(browser, script);
    await page.goto("/careers/personal-support-worker/applied");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "No application to confirm here",
    );
    await expect(page.getByText("Thank you: we have your application")).toHaveCount(0);
    await expect(page.getByText(/no application was sent from here just now/)).toBeVisible();
    await page.getByRole("link", { name: "Apply for Personal Support Worker" }).click();
    await expect(page).toHaveURL(/\/careers\/personal-support-worker\/apply$/);
    // An old address naming a refusal says nothing of one either.
    await page.goto(
      "/fr/carrieres/prepose-ou-preposee-aux-services-de-soutien-personnel-pssp/candidature-envoyee?resume=infected",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Aucune candidature à confirmer ici",
    );
    if (script) {
      await expectNoAxeViolations(page);
      await screenshotToLookAt(page, { path: testInfo.outputPath("not-applied-375.png") });
    }
    await page.context().close();
  }
});

test("with JavaScript on a 375 px phone, a résumé chosen on a first try with a 7-digit phone is kept, and sent with the fixed application", async ({
  browser,
}) => {
  const page = await seekerPhone(browser, true);
  await page.goto("/careers/companion/apply");
  await textbox(page, "Your full name").fill("Dee Park");
  await textbox(page, "Phone number").fill("555-0142");
  await choose(page, [
    ["Where would you like to work?", "Toronto"],
    ["Which languages do you speak?", "English"],
    ["Which days can you work?", "Friday"],
    ["Which shifts can you work?", "Afternoons"],
    ["Do you have a valid driver's licence?", "Yes"],
    ["Do you have a car you can use for work?", "Yes"],
  ]);
  await page.getByRole("checkbox", { name: /^I agree/ }).check();
  await attach(page, "cv.pdf", files.pdf);
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page.locator(".error-summary")).toBeFocused();
  await expect(page.getByLabel(/^Your résumé/)).toHaveAccessibleDescription(
    /Your résumé, cv\.pdf, is kept/,
  );
  await expectNoAxeViolations(page);
  await textbox(page, "Phone number").fill("416-555-0142");
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page).toHaveURL(/\/careers\/companion\/applied\?sent=/);
  await expect(page.getByRole("heading", { name: "We could not keep your résumé" })).toHaveCount(0);
  expect((await storedApplications())[0]).toMatchObject({
    name: "Dee Park",
    phone: "416-555-0142",
    resumeFile: { name: "cv.pdf", type: "application/pdf" },
  });
  await page.context().close();
});

/** A résumé of 7 MB, as a phone's camera makes a scanned one. */
const sevenMegabytes = () => {
  const bytes = new Uint8Array(7 * 1024 * 1024).fill(0x20);
  bytes.set(files.pdf.subarray(0, 8));
  return bytes;
};

test("with JavaScript on a slow connection, a 7 MB résumé is refused at its field when chosen and when sent, before a byte is sent", async ({
  browser,
}, testInfo) => {
  const page = await seekerPhone(browser, true);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/careers/personal-support-worker/apply");
  // A slow phone's connection: 7 MB would take minutes to upload.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await textbox(page, "Your full name").fill("Eve Stone");
  await textbox(page, "Phone number").fill("416-555-0177");
  const resume = page.getByLabel(/^Your résumé/);
  await attach(page, "scan.pdf", sevenMegabytes());
  const sizeError =
    "Error: This file is larger than 5 MB, so it cannot be sent. Choose a smaller file, or send your application without one.";
  // Said at once, at the field, in the page's words.
  await expect(page.getByText(/This file is larger than 5 MB/)).toBeVisible({ timeout: 2000 });
  await expect(resume).toHaveAttribute("aria-invalid", "true");
  await expect(resume).toHaveAccessibleDescription(containing(sizeError));
  // axe on the phone: the message at the field is the same at 1280 px, in a wider form.
  await expectNoAxeViolations(page);
  await resume.scrollIntoViewIfNeeded();
  await screenshotToLookAt(page, { path: testInfo.outputPath("resume-too-large-375.png") });
  await page.setViewportSize(desktop);
  await resume.scrollIntoViewIfNeeded();
  await screenshotToLookAt(page, { path: testInfo.outputPath("resume-too-large-1280.png") });
  await page.setViewportSize(phone);
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(resume).toBeFocused();
  await page.waitForTimeout(1000);
  expect(posts).toEqual([]);
  await expect(textbox(page, "Your full name")).toHaveValue("Eve Stone");
  // A smaller file chosen instead: the error goes.
  await attach(page, "cv.pdf", files.pdf);
  await expect(page.getByText(/This file is larger than 5 MB/)).toBeHidden();
  await expect(resume).not.toHaveAttribute("aria-invalid");
  await expect(resume).not.toHaveAccessibleDescription(containing(sizeError));
  expect(violations).toEqual([]);
  await page.context().close();
});

test("without JavaScript, a 7 MB résumé is answered at once, and the page says truthfully what must be typed again", async ({
  browser,
}, testInfo) => {
  const page = await seekerPhone(browser);
  await page.goto("/careers/personal-support-worker/apply");
  const resume = page.getByLabel(/^Your résumé/);
  // Without script the field says the limit and offers only the types taken.
  await expect(resume).toHaveAccessibleDescription(/up to 5 MB/);
  await expect(resume).toHaveAttribute("accept", /^\.pdf,\.docx,\.odt,/);
  await textbox(page, "Your full name").fill("Eve Stone");
  await attach(page, "scan.pdf", sevenMegabytes());
  // On a slow phone's connection 7 MB is 140 s of upload; the answer comes without it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  const started = Date.now();
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page).toHaveTitle(/^Error: Apply: Personal Support Worker/, { timeout: 30_000 });
  expect(Date.now() - started).toBeLessThan(30_000);
  const summary = page.locator(".error-summary");
  await expect(summary.getByRole("link")).toHaveText([
    "Your résumé is larger than 5 MB, so nothing was sent. Please fill in the form again with a smaller file, or without one.",
  ]);
  await expect(page.getByText(/we could not keep what you typed/)).toBeVisible();
  await expect(page.getByText(/still in the form/)).toHaveCount(0);
  await expect(resume).toHaveAttribute("aria-invalid", "true");
  expect((await storedApplications()).some((row) => row.name === "Eve Stone")).toBe(false);
  await screenshotToLookAt(page, {
    path: testInfo.outputPath("resume-413-375.png"),
    fullPage: false,
  });
  await page.context().close();
});
