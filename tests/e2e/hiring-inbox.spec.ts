/**
 * The hiring inbox in Chromium (issue 27, item 6): four applications to two postings, one
 * interviewed 50 days ago and so overdue. A hiring member sees the overdue count first, filters
 * by keyboard, downloads the same view as CSV, opens an application, moves its stage, records an
 * interview and sees the 45-day date, adds a note, and downloads the résumé as a file, never shown
 * in the page. The overdue count's link lists the overdue applications and only those. An intake
 * member has no Applications link, and the list and an application are not found; an
 * administrator outside the hiring team reads both. With more than a page of applications, the
 * next page is reached by keyboard and keeps the filters. Two hiring members on one application
 * (issue 35): a stage saved from a page that missed the other's is refused and shown next to the
 * stage, the choice kept and applied on top in one action; an open page shows a colleague's
 * change within seconds, keeping what is being chosen and typed. Bulk Not selected (issue 38):
 * applications chosen by their boxes, asked once, each marked, one changed meanwhile left as it
 * was; "Save, next" opens the list's next application. axe at 1280 px and 375 px on
 * the list, filtered and paged, on an application, on a refused change, and on the bulk action's
 * boxes chosen, question and report.
 *
 * Runs once, at the widths it sets ("inbox.spec.ts" in playwright.config.ts's own-width list).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { formatDay } from "../../app/staff/format-time.ts";
import { addDays } from "../../server/careers/applications.ts";
import { dayOf } from "../../server/contact/business-days.ts";
import { pdf as samplePdf } from "../../server/uploads/test-files.ts";
import { seedApplications, staffMember } from "./staff-support.ts";
import {
  expect,
  expectNoAxeViolations,
  screenshotToLookAt,
  screenshotsWanted,
  test,
} from "./support.ts";

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: "serial", timeout: 120_000 });

// Other tests may store applications in the same server: this run's postings carry their word.
const run = `H${randomBytes(3).toString("hex")}`;
const postings = {
  psw: { postingId: randomUUID(), postingTitle: `Personal Support Worker (${run})` },
  nurse: {
    postingId: randomUUID(),
    postingTitle: `Registered Practical Nurse (${run})`,
    postingGroup: "nursing" as const,
    pswCertificate: null,
    cnoNumber: "1234567",
  },
};
const today = dayOf(new Date());
let ids: { marie: string; jean: string; sam: string; olu: string };

test.beforeAll(async () => {
  const [marie, jean, sam, olu] = await seedApplications([
    {
      input: {
        ...postings.psw,
        name: "Marie Tremblay",
        accommodation: "I use a screen reader: please send interview questions in writing.",
      },
      resume: { name: "Résumé Marie.pdf" },
    },
    {
      input: { ...postings.nurse, name: "Jean Roy", region: "peel", language: "fr" },
      resume: { name: "cv-jean.pdf", state: "not-scanned" },
    },
    {
      input: { ...postings.psw, name: "Sam Lee", region: "york" },
      resume: { name: "invoice.pdf", refused: "infected" },
    },
    {
      input: { ...postings.psw, name: "Olu Adeyemi" },
      resume: null,
      // Interviewed 50 days ago: the applicant should have been told 5 days ago.
      interviews: [addDays(today, -50)],
    },
  ]);
  ids = { marie: marie!, jean: jean!, sam: sam!, olu: olu! };
});

/** The names in the list's rows (each row's header), in order. */
const listedNames = (page: Page) =>
  page
    .getByRole("table", { name: "Applications, newest first" })
    .getByRole("rowheader")
    .getByRole("link");

/**
 * axe at 1280 px, and at 375 px too (`phone`) where a phone shows something else: the list's rows
 * as cards, the bulk bar, a record's work panel folded into a bar. Where the width changes only
 * the layout (the board, a dialog, the list again), once. A screenshot of the whole page at each
 * width to look at (screenshotToLookAt).
 */
async function checkAndShoot(page: Page, name: string, { phone }: { phone: boolean }) {
  const testInfo = test.info();
  // From the top, where a sticky panel is drawn in its place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await screenshotToLookAt(page, { path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  if (!phone && !screenshotsWanted) return;
  await page.setViewportSize({ width: 375, height: 812 });
  if (phone) await expectNoAxeViolations(page);
  await screenshotToLookAt(page, { path: testInfo.outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

let hana: Page;

test("a hiring member sees the overdue count, filters by keyboard and downloads the same view", async ({
  browser,
}) => {
  hana = await staffMember(browser, `hana-${run}@example.org`, "Hana Hiring", "hiring");
  const applicationsLink = hana
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: /^Applications/ });
  // The navigation says how many are past their 45-day date (Olu's, at least), on every page.
  await expect(applicationsLink).toHaveAccessibleName(/^Applications \d+ past the 45-day date$/);
  await applicationsLink.click();
  await expect(hana.getByRole("heading", { level: 1, name: "Job applications" })).toBeFocused();
  // The overdue count comes first, in words, with the way to those applications.
  await expect(hana.getByText(/^\d+ applications? (is|are) overdue/)).toBeVisible();

  // By keyboard: open the filters, choose the posting and the region by typing, Tab to Show.
  const summary = hana.getByText("Filter the applications");
  await summary.focus();
  await hana.keyboard.press("Enter");
  const posting = hana.getByLabel("Posting");
  await posting.focus();
  // Its whole title: other tests' applications to other Personal Support Worker postings may be
  // in the same list.
  await hana.keyboard.type(postings.psw.postingTitle);
  await expect(posting).toHaveValue(postings.psw.postingId);
  await hana.keyboard.press("Tab");
  await expect(hana.getByLabel("Region")).toBeFocused();
  await hana.keyboard.type("Toronto");
  await expect(hana.getByLabel("Region")).toHaveValue("toronto");
  await hana.getByRole("button", { name: "Show" }).focus();
  await hana.keyboard.press("Enter");
  await expect(hana).toHaveURL(new RegExp(`posting=${postings.psw.postingId}.*region=toronto`));
  await expect(listedNames(hana)).toHaveText(["Olu Adeyemi", "Marie Tremblay"]);
  await expect(hana.getByRole("status").filter({ hasText: "2 applications" })).toBeVisible();
  await expect(hana.getByRole("row").filter({ hasText: "Marie Tremblay" })).toContainText(
    "Asks for an accommodation",
  );
  const olu = hana.getByRole("row").filter({ hasText: "Olu Adeyemi" });
  await expect(olu).toContainText("Overdue");
  await expect(olu).toContainText(formatDay(addDays(today, -5)));
  // A call one tap from the list.
  await expect(
    hana.getByRole("link", { name: "Call Marie Tremblay, 416-555-0142" }),
  ).toHaveAttribute("href", "tel:+14165550142");
  await checkAndShoot(hana, "list-filtered", { phone: true });

  // Only the overdue ones of this posting: Olu.
  await summary.click();
  await hana.getByLabel(/Only overdue/).check();
  await hana.getByRole("button", { name: "Show" }).click();
  await expect(listedNames(hana)).toHaveText(["Olu Adeyemi"]);

  // The CSV of the same view: the same filters, as a file.
  const link = hana.getByRole("link", { name: "Download these applications (CSV)" });
  await expect(link).toHaveAttribute("href", /overdue=true/);
  const [csv] = await Promise.all([hana.waitForEvent("download"), link.click()]);
  expect(csv.suggestedFilename()).toBe(`applications-${today}.csv`);
  const text = await readFile(await csv.path(), "utf8");
  expect(text).toContain("Olu Adeyemi");
  expect(text).not.toContain("Marie Tremblay");

  // Another posting, another language: the nurse who applied in French.
  await hana.goto(`/staff/applications?posting=${postings.nurse.postingId}&language=fr`);
  await expect(listedNames(hana)).toHaveText(["Jean Roy"]);

  // An address edited by hand: a filter the form cannot send is left out, not an error page.
  await hana.goto(`/staff/applications?posting=${postings.nurse.postingId}&stage=fired`);
  await expect(hana.getByRole("heading", { level: 1, name: "Job applications" })).toBeVisible();
  await expect(listedNames(hana)).toHaveText(["Jean Roy"]);
});

test("the overdue count's link leads to the overdue applications, and only those", async () => {
  const applicationsLink = hana
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: /^Applications/ });
  await applicationsLink.click();
  await expect(hana.getByRole("heading", { level: 1, name: "Job applications" })).toBeFocused();
  // The count the page says first, and the navigation's: the same number.
  const said = await hana.getByText(/^\d+ applications? (is|are) overdue/).textContent();
  const overdue = Number(/^\d+/.exec(said!)![0]);
  await expect(applicationsLink).toHaveAccessibleName(
    `Applications ${overdue} past the 45-day date`,
  );
  await hana.getByRole("link", { name: "Show only the overdue ones" }).click();
  await expect(hana).toHaveURL(/\/staff\/applications\?overdue=true$/);
  await expect(
    hana.getByRole("status").filter({ hasText: "Only overdue (past the 45-day date)" }),
  ).toContainText(overdue === 1 ? "1 application" : `${overdue} applications`);
  // Every application listed is overdue (Marie and Jean, not yet interviewed, are not), Olu's among them.
  const rows = hana
    .getByRole("table", { name: "Applications, newest first" })
    .getByRole("row")
    .filter({ has: hana.getByRole("rowheader") });
  await expect(rows).toHaveCount(overdue);
  await expect(rows.filter({ hasNotText: "Overdue" })).toHaveCount(0);
  await expect(rows.filter({ hasText: "Olu Adeyemi" })).toHaveCount(1);
  await expect(listedNames(hana)).not.toContainText(["Marie Tremblay"]);
  // Already there: no link to where the page is.
  await expect(hana.getByRole("link", { name: "Show only the overdue ones" })).toHaveCount(0);
});

test("a hiring member opens an application, moves its stage, records an interview, adds a note and downloads the résumé", async () => {
  await hana.goto(`/staff/applications?posting=${postings.psw.postingId}`);
  const marie = hana.getByRole("link", { name: "Marie Tremblay", exact: true });
  await marie.focus();
  await hana.keyboard.press("Enter");
  await expect(
    hana.getByRole("heading", { level: 1, name: "Application from Marie Tremblay" }),
  ).toBeFocused();
  // The accommodation, set apart before anything else they sent.
  const asks = hana.getByRole("region", { name: "They asked for an accommodation" });
  await expect(asks).toContainText("please send interview questions in writing");
  const details = hana.getByRole("region", { name: "What they sent" });
  await expect(details).toContainText("Monday, Tuesday, Saturday");
  await expect(details).toContainText("Mornings, Evenings");
  await expect(details).toContainText("English, French, Tagalog");
  await expect(hana.getByRole("link", { name: "Call 416-555-0142" })).toHaveAttribute(
    "href",
    "tel:+14165550142",
  );
  await expect(hana.getByText("Scanned, clean")).toBeVisible();

  const work = hana.getByRole("complementary", { name: "Work on this application" });
  // The stage, by keyboard: the select, then Tab to its button.
  const stage = work.getByLabel("Move to stage");
  await stage.focus();
  await hana.keyboard.type("Screening");
  await expect(stage).toHaveValue("screening");
  await hana.keyboard.press("Tab");
  await expect(work.getByRole("button", { name: "Save the stage" })).toBeFocused();
  await hana.keyboard.press("Enter");
  await expect(work.getByRole("status")).toHaveText("Moved to Screening.");
  // Before the interview: the AODA words to invite her with, in her language, and an e-mail
  // that starts with them.
  const invite = work.getByRole("region", { name: "When you invite them to an interview" });
  await expect(invite.locator('p[lang="en"]')).toHaveText(/^Accommodation is available/);
  const inviteMail = new URL(
    (await invite
      .getByRole("link", { name: "Write to them with these words" })
      .getAttribute("href"))!,
  );
  expect(inviteMail.pathname).toBe("marie@example.com");
  expect(inviteMail.searchParams.get("subject")).toBe(
    `Your interview: ${postings.psw.postingTitle}`,
  );
  expect(inviteMail.searchParams.get("body")).toMatch(/^Accommodation is available /);

  // An interview planned on the wrong day, then corrected: the 45-day date follows the change.
  const interviews = work.getByRole("region", { name: "Interviews" });
  const wrongDay = addDays(today, 5);
  await interviews.getByLabel("Day", { exact: true }).fill(wrongDay);
  await interviews.getByLabel("Time (Toronto)").fill("14:00");
  await interviews.getByLabel("Place", { exact: true }).fill("100 Example Street, Toronto");
  await interviews.getByLabel("Interviewer").selectOption({ label: "Hana Hiring" });
  await expect(
    interviews.getByLabel("E-mail the applicant, with a calendar file, in their language"),
  ).toBeChecked();
  await checkAndShoot(hana, "interview-form", { phone: true });
  await interviews.getByRole("button", { name: "Save the interview" }).click();
  await expect(work.getByRole("status")).toHaveText(
    `Interview saved for ${formatDay(wrongDay)}, 14:00. Tell the applicant by ${formatDay(addDays(wrongDay, 45))}.`,
  );
  await expect(hana.locator(".inquiry-state")).toContainText("Interview");
  // Corrected by keyboard: Change opens the same form, filled in, its heading focused.
  const day = addDays(today, -2);
  const tellBy = formatDay(addDays(day, 45));
  const wrong = `Change the interview of ${formatDay(wrongDay)}, 14:00`;
  await interviews.getByRole("button", { name: wrong }).focus();
  await hana.keyboard.press("Enter");
  await expect(interviews.getByRole("heading", { name: wrong })).toBeFocused();
  await expect(interviews.getByLabel("Place", { exact: true })).toHaveValue(
    "100 Example Street, Toronto",
  );
  await interviews.getByLabel("Day", { exact: true }).fill(day);
  await interviews.getByLabel("Time (Toronto)").fill("09:30");
  await interviews.getByRole("button", { name: "Save the change" }).press("Enter");
  await expect(work.getByRole("status")).toHaveText(
    `Interview changed to ${formatDay(day)}, 09:30.`,
  );
  await expect(
    work.getByText(`Tell the applicant by ${tellBy} whether a decision is made.`),
  ).toBeVisible();
  await expect(interviews.getByRole("list", { name: "Planned" })).toContainText(
    `${formatDay(day)}, 09:30 (45 min) with Hana Hiring`,
  );

  await hana.getByLabel("Add a note").fill("References checked; both very good.");
  await hana.getByRole("button", { name: "Add a note" }).click();
  await expect(work.getByRole("status")).toHaveText("Note added.");
  const notes = hana.getByRole("region", { name: "Notes" });
  await expect(notes).toContainText("References checked");
  await expect(notes).toContainText("Hana Hiring");
  await expect(hana.getByLabel("Add a note")).toHaveValue("");
  await checkAndShoot(hana, "application", { phone: true });

  // The controls at hand (issue 38, item 1): at 1280 × 800 the stage, the interview and the
  // résumé on the first screen; on a phone, where it stands in the bottom bar, a tap unfolding
  // the stage and the interview on screen.
  const onScreen = async (control: Locator, height: number) => {
    const box = (await control.boundingBox())!;
    expect(box.y, String(control)).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, String(control)).toBeLessThanOrEqual(height);
  };
  const controls = [
    work.getByLabel("Move to stage"),
    work.getByRole("button", { name: "Save the stage" }),
    // The interview planned: its Change (a correction) and Cancel, at hand.
    interviews.getByRole("button", { name: `Change the interview of ${formatDay(day)}, 09:30` }),
    interviews.getByRole("button", { name: `Cancel interview of ${formatDay(day)}, 09:30` }),
  ];
  await hana.setViewportSize({ width: 1280, height: 800 });
  await hana.evaluate(() => window.scrollTo(0, 0));
  for (const control of [
    ...controls,
    hana.getByRole("link", { name: "Download Résumé Marie.pdf" }),
  ])
    await onScreen(control, 800);
  await screenshotToLookAt(hana, { path: test.info().outputPath("application-controls-1280.png") });
  await hana.setViewportSize({ width: 375, height: 812 });
  const standing = work.getByText(`Interview · interview ${formatDay(day)}, 09:30`, {
    exact: true,
  });
  await onScreen(standing, 812);
  await expect(work.getByLabel("Move to stage")).toBeHidden();
  await standing.click();
  for (const control of controls.slice(0, 2)) await onScreen(control, 812);
  await expectNoAxeViolations(hana);
  await screenshotToLookAt(hana, { path: test.info().outputPath("application-controls-375.png") });
  await standing.click();
  await hana.setViewportSize({ width: 1280, height: 900 });

  // The résumé: a file to save, under its own name; the page stays where it was.
  const here = hana.url();
  const download = hana.getByRole("link", { name: "Download Résumé Marie.pdf" });
  const [file] = await Promise.all([hana.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe("Résumé Marie.pdf");
  expect(new Uint8Array(await readFile(await file.path()))).toEqual(samplePdf);
  expect(hana.url()).toBe(here);
  // Its address opened as a page (a link copied, the download attribute ignored): still a file
  // to save, never shown in the browser.
  const tab = await hana.context().newPage();
  const [direct] = await Promise.all([
    tab.waitForEvent("download"),
    tab.goto(`/api/staff/applications/${ids.marie}/resume`).catch(() => undefined),
  ]);
  expect(direct.suggestedFilename()).toBe("Résumé Marie.pdf");
  await tab.close();

  // The same person's other applications (issue 38, item 2): Jean Roy's has her e-mail address
  // and number (the seed's), so it is listed, a link.
  const others = hana.getByRole("region", { name: "Same person's other applications" });
  await others.getByRole("link", { name: /^Jean Roy, Registered Practical Nurse/ }).click();
  await expect(
    hana.getByRole("heading", { level: 1, name: "Application from Jean Roy" }),
  ).toBeVisible();

  // Search by name, from the list, whatever the filters: found by what a person remembers.
  await hana.goto("/staff/applications");
  await hana.getByText("Filter the applications").click();
  await hana.getByLabel("Search names, e-mail and phone").fill(`Tremblay`);
  await hana.getByLabel("Posting").selectOption(postings.psw.postingId);
  await hana.getByRole("button", { name: "Show" }).click();
  await expect(hana).toHaveURL(/q=Tremblay/);
  await expect(listedNames(hana)).toHaveText(["Marie Tremblay"]);
  await expect(hana.getByRole("status").filter({ hasText: "Search: Tremblay" })).toBeVisible();
  await checkAndShoot(hana, "applications-search", { phone: false });
});

test("the hiring board: counts per posting, a card moved by keyboard and announced, a stale move left where it was put until the person chooses", async () => {
  await hana.goto(`/staff/applications/board?posting=${postings.psw.postingId}`);
  await expect(hana.getByRole("heading", { level: 1, name: "Hiring board" })).toBeVisible();
  const board = hana.getByRole("main");
  const counts = hana.getByRole("table", { name: "Applications at each stage, by posting" });
  await expect(counts.getByRole("link", { name: postings.psw.postingTitle })).toBeVisible();
  const column = (name: RegExp) => hana.getByRole("region", { name });
  await expect(column(/^New \(/).getByRole("link", { name: "Sam Lee" })).toBeVisible();
  // By keyboard: the card's Move to… button opens the stages; Tab to one, Enter.
  const moveSam = hana.getByRole("button", { name: "Move to… (Sam Lee)" });
  await moveSam.focus();
  await hana.keyboard.press("Enter");
  await hana.keyboard.press("Tab");
  await expect(hana.getByRole("button", { name: "Screening", exact: true })).toBeFocused();
  await expectNoAxeViolations(hana);
  await hana.keyboard.press("Enter");
  await expect(board.getByRole("status")).toHaveText("Sam Lee moved to Screening.");
  await expect(column(/^Screening \(1\)/).getByRole("link", { name: "Sam Lee" })).toBeVisible();
  await expect(moveSam).toBeFocused();
  // A colleague moves Sam to Offer meanwhile: the next move, from the board's version, is refused.
  await hana.evaluate(async (id) => {
    const shown = await (await fetch(`/api/staff/applications/${id}`)).json();
    await fetch(`/api/staff/applications/${id}/stage`, {
      method: "POST",
      headers: { "content-type": "application/json", "if-match": `"${shown.application.version}"` },
      body: JSON.stringify({ stage: "offer" }),
    });
  }, ids.sam);
  await moveSam.focus();
  await hana.keyboard.press("Enter");
  await hana.keyboard.press("Tab");
  await hana.keyboard.press("Tab");
  await expect(hana.getByRole("button", { name: "Interview", exact: true })).toBeFocused();
  await hana.keyboard.press("Enter");
  await expect(board.getByRole("alert")).toHaveText(
    "Sam Lee was not moved: someone changed this application after the board was read. It is at Offer now.",
  );
  // The card stays where she put it, saying so, until she chooses.
  const interviewColumn = column(/^Interview \(/);
  await expect(interviewColumn.getByRole("link", { name: "Sam Lee" })).toBeVisible();
  await checkAndShoot(hana, "board", { phone: false });
  await interviewColumn.getByRole("button", { name: "Move to Interview anyway" }).click();
  await expect(board.getByRole("status")).toHaveText("Sam Lee moved to Interview.");
  await expect(
    interviewColumn.getByRole("button", { name: "Move to Interview anyway" }),
  ).toHaveCount(0);
});

test("bulk Not selected (issue 38, item 4): applications chosen by their boxes, asked once, each marked, the saved reply a day later, one changed meanwhile left as it was; Save, next opens the next application of the list", async () => {
  const aide = { postingId: randomUUID(), postingTitle: `Care Aide (${run})` };
  const [, , cai] = await seedApplications(
    [
      { name: "Ava Bulk", email: "ava@example.com" },
      { name: "Ben Bulk", email: "" },
      { name: "Cai Bulk", email: "cai@example.com" },
      { name: "Dee Bulk", email: "dee@example.com" },
    ].map((input) => ({ input: { ...aide, ...input }, resume: null })),
  );
  await hana.goto(`/staff/applications?posting=${aide.postingId}`);
  await expect(listedNames(hana)).toHaveText(["Dee Bulk", "Cai Bulk", "Ben Bulk", "Ava Bulk"]);
  const action = hana.getByRole("button", { name: /^Not selected \(/ });
  await expect(action).toHaveText("Not selected (0)");
  await expect(action).toBeDisabled();
  // Chosen by keyboard (Space on each box) and by pointer; each box at least 24 px.
  const ava = hana.getByRole("checkbox", { name: "Choose Ava Bulk" });
  await ava.focus();
  await hana.keyboard.press("Space");
  await expect(ava).toBeChecked();
  await hana.getByRole("checkbox", { name: "Choose Ben Bulk" }).check();
  await hana.getByRole("checkbox", { name: "Choose Cai Bulk" }).focus();
  await hana.keyboard.press("Space");
  await expect(action).toHaveText("Not selected (3)");
  await expect(hana.getByRole("checkbox", { name: "Choose all 4 on this page" })).toHaveJSProperty(
    "indeterminate",
    true,
  );
  for (const width of [1280, 375]) {
    await hana.setViewportSize({ width, height: 812 });
    const box = (await ava.boundingBox())!;
    expect(Math.min(box.width, box.height), `at ${width} px`).toBeGreaterThanOrEqual(24);
  }
  // On a phone the bar stays on screen while applications are chosen, the list scrolled.
  await hana.getByRole("checkbox", { name: "Choose Ben Bulk" }).scrollIntoViewIfNeeded();
  await expect(action).toBeInViewport();
  await screenshotToLookAt(hana, { path: test.info().outputPath("bulk-chosen-375-screen.png") });
  await hana.setViewportSize({ width: 1280, height: 900 });
  await checkAndShoot(hana, "bulk-chosen", { phone: true });

  // A colleague moves Cai to Screening meanwhile: the list's version of Cai is old now.
  await hana.evaluate(async (id) => {
    const shown = await (await fetch(`/api/staff/applications/${id}`)).json();
    await fetch(`/api/staff/applications/${id}/stage`, {
      method: "POST",
      headers: { "content-type": "application/json", "if-match": `"${shown.application.version}"` },
      body: JSON.stringify({ stage: "screening" }),
    });
  }, cai!);
  // Asked once, in words: how many, and the saved reply a day later. Escape keeps everything.
  await action.focus();
  await hana.keyboard.press("Enter");
  const question = hana.getByRole("dialog", { name: "Mark 3 applications Not selected?" });
  await expect(question).toContainText("sent the saved reply “Not selected”");
  await expect(question).toContainText("a day from now");
  await hana.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(action).toBeFocused();
  await expect(action).toHaveText("Not selected (3)");
  await hana.keyboard.press("Enter");
  await checkAndShoot(hana, "bulk-confirm", { phone: false });
  await question.getByRole("button", { name: "Mark 3 Not selected" }).press("Enter");

  // What became of each, focus on the report; each row marked where the list shows it.
  const report = hana.getByRole("region", { name: "What happened" });
  await expect(report.getByRole("heading", { name: "What happened" })).toBeFocused();
  await expect(hana.getByRole("status").filter({ hasText: "marked Not selected" })).toHaveText(
    "2 applications marked Not selected; 1 left as it was.",
  );
  await expect(report.getByRole("listitem")).toHaveText([
    "Cai Bulk: Left as it was: someone else changed it after the list was read (it is at Screening now). Open it to decide again.",
    "Ben Bulk: Not selected. No e-mail address: tell them by phone.",
    /^Ava Bulk: Not selected\. The saved reply goes .+ [ap]\.m\.$/,
  ]);
  const row = (name: string) =>
    hana.getByRole("row").filter({ has: hana.getByRole("rowheader", { name }) });
  await expect(row("Ava Bulk")).toContainText("Not selected");
  await expect(row("Ben Bulk")).toContainText("Not selected");
  await expect(row("Cai Bulk")).toContainText("Screening");
  await expect(row("Cai Bulk")).not.toContainText("Not selected");
  await expect(row("Dee Bulk")).toContainText("New");
  await expect(action).toHaveText("Not selected (0)");
  await checkAndShoot(hana, "bulk-result", { phone: false });
  // Ava's reply waits on her application, where it can still be cancelled.
  const goes = /The saved reply goes (.+)$/.exec(
    (await report.getByRole("listitem").last().textContent())!,
  )![1]!;
  await report.getByRole("link", { name: "Ava Bulk" }).click();
  const replies = hana.getByRole("region", { name: "E-mail replies" });
  await expect(replies).toContainText(`Goes out ${goes}`);
  await expect(replies.getByRole("button", { name: "Cancel this reply" })).toBeVisible();

  // Save, next: from the list's first, the stage saved and the list's next opened.
  await hana.goto(`/staff/applications?posting=${aide.postingId}`);
  await hana.getByRole("link", { name: "Dee Bulk", exact: true }).click();
  const work = hana.getByRole("complementary", { name: "Work on this application" });
  await work.getByLabel("Move to stage").selectOption("withdrawn");
  await work.getByRole("button", { name: "Save, next" }).focus();
  await hana.keyboard.press("Enter");
  await expect(
    hana.getByRole("heading", { level: 1, name: "Application from Cai Bulk" }),
  ).toBeVisible();
  await expect(work.getByRole("status")).toHaveText(
    "Dee Bulk moved to Withdrawn. This is the next application of your list.",
  );
  await expect(hana.locator(".inquiry-state")).toContainText("Screening");
  // Back on the list, Dee is Withdrawn; the list's last has no next.
  await hana.getByRole("link", { name: "Back to the applications" }).click();
  await expect(row("Dee Bulk")).toContainText("Withdrawn");
  await hana.getByRole("link", { name: "Ava Bulk", exact: true }).click();
  await expect(
    hana.getByRole("heading", { level: 1, name: "Application from Ava Bulk" }),
  ).toBeVisible();
  await expect(work.getByRole("button", { name: "Save the stage", exact: true })).toBeVisible();
  await expect(work.getByRole("button", { name: "Save, next" })).toHaveCount(0);
});

test("the résumé's state says what became of it: not scanned, or refused and why, with nothing to download", async () => {
  await hana.goto(`/staff/applications/${ids.jean}`);
  await expect(hana.getByText(/^Not scanned: no virus scanner is set up/)).toBeVisible();
  // An offer to Jean, who applied in French: the AODA words for an offer are in French.
  await expect(hana.getByRole("region", { name: /^When you/ })).toHaveCount(0);
  await hana.getByLabel("Move to stage").selectOption({ label: "Offer" });
  await hana.getByRole("button", { name: "Save the stage" }).click();
  const offer = hana.getByRole("region", { name: "When you make the offer" });
  await expect(offer.locator('p[lang="fr"]')).toHaveText(/^Nos politiques de mesures d’adaptation/);
  await expect(offer).toContainText("they applied in French");
  await expectNoAxeViolations(hana);
  await expect(hana.getByRole("link", { name: "Download cv-jean.pdf" })).toBeVisible();
  await hana.goto(`/staff/applications/${ids.sam}`);
  await expect(hana.getByText("Refused: the virus scanner found something in it")).toBeVisible();
  await expect(hana.getByRole("link", { name: /^Download/ })).toHaveCount(0);
  await hana.goto(`/staff/applications/${ids.olu}`);
  await expect(hana.getByText("They sent no résumé.")).toBeVisible();
  const overdue = formatDay(addDays(today, -5));
  await expect(hana.locator(".inquiry-state")).toContainText("Overdue");
  await expect(
    hana
      .getByRole("complementary", { name: "Work on this application" })
      .getByText(`Overdue: the applicant should have been told by ${overdue}`),
  ).toBeVisible();
  // Not selected: she was told; the date ends.
  await hana.getByLabel("Move to stage").selectOption({ label: "Not selected" });
  await hana.getByRole("button", { name: "Save the stage" }).click();
  await expect(hana.locator(".inquiry-state")).not.toContainText("Overdue");
  await expectNoAxeViolations(hana);
});

test("two hiring members on one application: a stage saved from a page that missed a colleague's is refused next to the stage, the choice kept, applied on top in one action; a colleague's change reaches an open page within seconds, what is typed kept", async ({
  browser,
}) => {
  const [nadia] = await seedApplications([
    { input: { ...postings.psw, name: "Nadia Haddad" }, resume: null },
  ]);
  const carl = await staffMember(browser, `carl-${run}@example.org`, "Carl Nguyen", "hiring");
  await hana.goto(`/staff/applications/${nadia}`);
  const hanaWork = hana.getByRole("complementary", { name: "Work on this application" });
  await hanaWork.getByLabel("Move to stage").selectOption({ label: "Screening" });
  await hanaWork.getByRole("button", { name: "Save the stage" }).click();
  await expect(hanaWork.getByRole("status")).toHaveText("Moved to Screening.");
  // Both have it open at Screening. Hana's page hears nothing from the server while Carl saves
  // (its heartbeat comes every 3 s: she saves between two), so it still shows Screening.
  await hana.route("**/api/staff/applications/*/presence", (route) => route.abort());
  await carl.goto(`/staff/applications/${nadia}`);
  const carlWork = carl.getByRole("complementary", { name: "Work on this application" });
  // Presence: Carl's page says who else has it open (Hana, heard within the last 15 s).
  await expect(carl.getByRole("status").filter({ hasText: "is viewing" })).toContainText("Hana", {
    timeout: 5_000,
  });
  await carlWork.getByLabel("Move to stage").selectOption({ label: "Interview" });
  await carlWork.getByRole("button", { name: "Save the stage" }).click();
  await expect(carlWork.getByRole("status")).toHaveText("Moved to Interview.");

  const stage = hanaWork.getByLabel("Move to stage");
  await stage.selectOption({ label: "Not selected" });
  await hanaWork.getByRole("button", { name: "Save the stage" }).click();
  // Refused: next to the stage, what Carl changed and when; her choice still chosen.
  const notice = hanaWork.getByRole("heading", {
    name: "Someone else changed this while you were working",
  });
  await expect(notice).toBeFocused();
  await expect(hanaWork.getByRole("listitem").filter({ hasText: "Stage:" })).toHaveText(
    /^Stage: Screening → Interview, by Carl Nguyen at .+/,
  );
  await expect(stage).toHaveValue("not-selected");
  await expect(stage).toHaveAccessibleDescription(/Someone else changed this/);
  await expect(hana.locator(".inquiry-state")).toContainText("Interview");
  await checkAndShoot(hana, "application-conflict", { phone: true });
  // Her change on top of his, in one action.
  await hanaWork.getByRole("button", { name: "Apply my changes on top" }).click();
  await expect(hanaWork.getByRole("status")).toHaveText("Moved to Not selected.");
  await expect(notice).toHaveCount(0);
  await expect(hana.locator(".inquiry-state")).toContainText("Not selected");
  await hana.unroute("**/api/staff/applications/*/presence");

  // Carl's page, left open, shows it within seconds.
  await expect(carl.locator(".inquiry-state")).toContainText("Not selected", { timeout: 8_000 });
  await expect(carlWork.getByLabel("Move to stage")).toHaveValue("not-selected");

  // Carl is choosing a stage and writing a note, neither saved, when Hana adds a note and moves
  // the stage: his page shows both within seconds, keeps what he chose and typed where it was,
  // and says next to his choice that Hana changed the stage.
  await carlWork.getByLabel("Move to stage").selectOption({ label: "Hired" });
  const carlNote = carl.getByLabel("Add a note");
  await carlNote.fill("Call her on Monday about the start date.");
  await hana.getByLabel("Add a note").fill("References checked.");
  await hana.getByRole("button", { name: "Add a note" }).click();
  await expect(hanaWork.getByRole("status")).toHaveText("Note added.");
  await hanaWork.getByLabel("Move to stage").selectOption({ label: "Offer" });
  await hanaWork.getByRole("button", { name: "Save the stage" }).click();
  await expect(hanaWork.getByRole("status")).toHaveText("Moved to Offer.");
  await expect(carl.locator(".inquiry-state")).toContainText("Offer", { timeout: 8_000 });
  await expect(carl.getByRole("region", { name: "Notes" })).toContainText("References checked.");
  await expect(carlWork.getByLabel("Move to stage")).toHaveValue("hired");
  await expect(carlNote).toHaveValue("Call her on Monday about the start date.");
  await expect(carlNote).toBeFocused();
  await expect(carlWork.getByRole("listitem").filter({ hasText: "Stage:" })).toHaveText(
    /^Stage: Not selected → Offer, by Hana Hiring at .+/,
  );
  await expectNoAxeViolations(carl);
  await carlWork.getByRole("button", { name: "Keep theirs" }).click();
  await expect(carlWork.getByLabel("Move to stage")).toHaveValue("offer");
  await expect(carlNote).toHaveValue("Call her on Monday about the start date.");
  await carl.context().close();
});

test("an application is deleted after a question that can be cancelled, by keyboard; the list says so", async () => {
  await hana.goto(`/staff/applications?posting=${postings.psw.postingId}`);
  await hana.getByRole("link", { name: "Sam Lee", exact: true }).click();
  const remove = hana.getByRole("button", { name: "Delete the application" });
  // Kept: Escape closes the question, focus back on the button, nothing deleted.
  await remove.focus();
  await hana.keyboard.press("Enter");
  const question = hana.getByRole("dialog", { name: "Delete the application from Sam Lee?" });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(hana);
  await hana.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.press("Enter");
  await question.getByRole("button", { name: "Delete the application" }).press("Enter");
  await expect(hana.getByRole("heading", { level: 1, name: "Job applications" })).toBeVisible();
  await expect(
    hana.getByRole("status").filter({ hasText: "The application was deleted" }),
  ).toHaveText("The application was deleted, with its résumé and notes.");
  await expect(hana.getByRole("link", { name: "Sam Lee", exact: true })).toHaveCount(0);
  await hana.goto(`/staff/applications/${ids.sam}`);
  await expect(hana.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
});

test("an intake member has no Applications link, and the hiring inbox is not found", async ({
  browser,
}) => {
  const ian = await staffMember(browser, `ian-${run}@example.org`, "Ian Intake", "intake");
  const nav = ian.getByRole("navigation", { name: "Staff area" });
  await expect(nav.getByRole("link", { name: "Job postings" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Applications" })).toHaveCount(0);
  await ian.goto("/staff/applications");
  await expect(ian.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(ian.getByText("Marie Tremblay")).toHaveCount(0);
  await ian.goto(`/staff/applications/${ids.marie}`);
  await expect(ian.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(ian.getByText(/Marie|Tremblay|screen reader/)).toHaveCount(0);
  await expectNoAxeViolations(ian);
});

test("an administrator, not of the hiring team, reads the hiring inbox and opens an application", async ({
  browser,
}) => {
  const ada = await staffMember(browser, `ada-${run}@example.org`, "Ada Admin", "intake", true);
  await ada
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: /^Applications/ })
    .click();
  await expect(ada.getByRole("heading", { level: 1, name: "Job applications" })).toBeFocused();
  await ada.goto(`/staff/applications?posting=${postings.nurse.postingId}`);
  await expect(listedNames(ada)).toHaveText(["Jean Roy"]);
  await listedNames(ada).first().click();
  await expect(
    ada.getByRole("heading", { level: 1, name: "Application from Jean Roy" }),
  ).toBeFocused();
  await expect(ada.getByRole("region", { name: "What they sent" })).toContainText("1234567");
  await expectNoAxeViolations(ada);
  await ada.context().close();
});

test("with more applications than a page, the next page is reached by keyboard and keeps the filters; Save, next from the page's last opens the next page's first", async () => {
  // 26 in York to a posting of their own, 25 to a page; one in Toronto, which the filter leaves out.
  const paged = { postingId: randomUUID(), postingTitle: `Home Support Worker (${run})` };
  await seedApplications([
    ...Array.from({ length: 26 }, (_, index) => ({
      input: {
        ...paged,
        region: "york" as const,
        name: `Paged ${String(index + 1).padStart(2, "0")}`,
      },
      resume: null,
    })),
    { input: { ...paged, name: "Toronto Paged" }, resume: null },
  ]);
  await hana.goto(`/staff/applications?posting=${paged.postingId}&region=york`);
  const summary = hana.getByRole("status").filter({ hasText: "Region: York" });
  await expect(summary).toContainText("26 applications · Page 1 of 2");
  await expect(listedNames(hana)).toHaveCount(25);
  await expect(listedNames(hana).first()).toHaveText("Paged 26");
  const pages = hana.getByRole("navigation", { name: "Pages" });
  await expect(pages).toContainText("Page 1 of 2");
  await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);

  // From the last application on the page (its name, then its Call link), Tab reaches the next
  // page; Enter follows it.
  await listedNames(hana).last().focus();
  await hana.keyboard.press("Tab");
  await expect(hana.getByRole("link", { name: /^Call Paged 02, / })).toBeFocused();
  // The bulk bar's box for the whole page; Not selected (0) is disabled, so Tab passes it.
  await hana.keyboard.press("Tab");
  await expect(hana.getByRole("checkbox", { name: "Choose all 25 on this page" })).toBeFocused();
  await hana.keyboard.press("Tab");
  await expect(pages.getByRole("link", { name: "Next page" })).toBeFocused();
  await hana.keyboard.press("Enter");
  await expect(hana).toHaveURL(new RegExp(`\\?posting=${paged.postingId}&region=york&page=2$`));
  await expect(listedNames(hana)).toHaveText(["Paged 01"]);
  await expect(summary).toContainText("26 applications · Page 2 of 2");
  await expect(hana.getByLabel("Region")).toHaveValue("york");
  await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
  // The CSV is the whole view, not this page.
  const csv = hana.getByRole("link", { name: "Download these applications (CSV)" });
  await expect(csv).toHaveAttribute("href", /region=york$/);
  await checkAndShoot(hana, "list-paged", { phone: false });

  await pages.getByRole("link", { name: "Previous page" }).click();
  await expect(hana).toHaveURL(/region=york&page=1$/);
  await expect(listedNames(hana)).toHaveCount(25);

  // Save, next from the page's last: the list's next page is read, and its first opened.
  await hana.getByRole("link", { name: "Paged 02", exact: true }).click();
  const work = hana.getByRole("complementary", { name: "Work on this application" });
  await work.getByLabel("Move to stage").selectOption("withdrawn");
  await work.getByRole("button", { name: "Save, next" }).click();
  await expect(
    hana.getByRole("heading", { level: 1, name: "Application from Paged 01" }),
  ).toBeVisible();
  await expect(work.getByRole("status")).toHaveText(
    "Paged 02 moved to Withdrawn. This is the next application of your list.",
  );
});
