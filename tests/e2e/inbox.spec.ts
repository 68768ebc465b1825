/**
 * The staff inbox in Chromium, as the issue tells it: a visitor sends three inquiries through the
 * public form (Nursing, Foot Care, General Inquiry); a Foot Care member sees exactly one, opens it
 * with the keyboard, assigns it to herself, adds a note and sets it Done; an intake member sees
 * only the general one and is refused the Foot Care one; the administrator sees all three and the
 * audit trail shows each view. Two people changing one inquiry at once: no silent overwrite, and
 * the change reaches the other page without a reload. axe at 1280 px and 375 px in every state.
 *
 * Then the Monday of issue 26: 25 inquiries from a long weekend, some overdue across a statutory
 * holiday; a coordinator on a 375 px phone takes three, logs a call with a next attempt, marks
 * one done; axe and forced colours in each new state.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, screenshotToLookAt, test } from "./support.ts";
import {
  addBusinessDays,
  addDays,
  holidaysOf,
  zonedMoment,
} from "../../server/contact/business-days.ts";
import { expectNoAxeViolations } from "./support.ts";
import { checkAxeAtBothWidths, filterAudit, seedInquiries, staffMember } from "./staff-support.ts";

test.use({ viewport: { width: 1280, height: 900 } });
// Long stories with axe at two widths in each state: more than the default 30 s on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

// Other tests send forms to the same server: this run's inquiries carry their own word.
const run = `Q${randomBytes(4).toString("hex")}`;
const visitors = {
  nursing: { name: `Nora ${run}`, recipient: "Personal Care, Nursing & Senior Care Services" },
  foot: { name: `Fred ${run}`, recipient: "Foot Care", callTime: "Afternoon" },
  general: { name: `Gail ${run}`, recipient: "General Inquiry" },
};

/** The inbox narrowed to this run's inquiries with its search box, as a person would. */
async function openInbox(page: Page, word = run) {
  await page
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Inbox" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await page.getByText("Filter, search, download").click();
  await page.getByLabel("Search names, e-mail, phone and messages").fill(word);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
}

/** An inquiry's link in the list, by the name of who sent it (not its Call link). */
const inquiryLink = (page: Page, name: string) =>
  page.getByRole("link", { name: new RegExp(`^(Unread: )?${name}$`) });

/**
 * The confirmation beside an inquiry (its work area): the page has other live regions, such as the
 * staff frame's "Loading…".
 */
const workStatus = (page: Page) =>
  page.getByRole("complementary", { name: "Work on this inquiry" }).getByRole("status");

/** The inquiries the list shows, one item each. */
const rowsOf = (page: Page) => page.getByRole("list", { name: /^Inquiries/ }).getByRole("listitem");

let foot: Page;
/** The Foot Care inquiry's own address. */
let footInquiry: string;
let intake: Page;
let admin: Page;

test("a visitor sends three inquiries through the public form", async ({ page }) => {
  for (const visitor of Object.values(visitors)) {
    await page.goto("/contact");
    await page.getByLabel("Name").fill(visitor.name);
    await page.getByRole("textbox", { name: "Phone Number" }).fill("416-555-0199");
    if ("callTime" in visitor)
      await page.getByLabel("Best time to call you back").selectOption(visitor.callTime);
    await page.getByLabel("Recipient").selectOption(visitor.recipient);
    await page.getByLabel("Subject").selectOption("Service Request");
    await page.getByLabel("Email").fill("family@example.com");
    await page
      .getByRole("textbox", { name: "Message" })
      .fill(`Ma mère a besoin d'aide (démence). ${run}`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("dialog", { name: /Response Submitted/ })).toBeVisible();
  }
});

test("a Foot Care member sees exactly one, opens it by keyboard, assigns it, notes it and closes it", async ({
  browser,
}) => {
  foot = await staffMember(browser, `fiona-${run}@example.org`, "Fiona Foot", "specialized");
  await openInbox(foot);
  await expect(rowsOf(foot)).toHaveCount(1);
  await expect(rowsOf(foot).first()).toContainText(visitors.foot.name);
  await expect(rowsOf(foot).first()).toContainText("Unread");
  await expect(rowsOf(foot).first()).toContainText("New");
  await expectNoAxeViolations(foot);

  // The keys work from anywhere outside a field: j chooses the first inquiry, Enter opens it;
  // ? lists them in a dialog.
  await foot.locator("body").click({ position: { x: 5, y: 300 } });
  await foot.keyboard.press("?");
  const keys = foot.getByRole("dialog", { name: "Keyboard keys" });
  await expect(keys).toBeVisible();
  await expect(keys).toContainText("On an inquiry: log a call");
  await expectNoAxeViolations(foot);
  await foot.keyboard.press("Escape");
  await expect(keys).toBeHidden();
  const link = inquiryLink(foot, visitors.foot.name);
  await foot.keyboard.press("j");
  await expect(link).toBeFocused();
  await foot.keyboard.press("Enter");
  // A page changed in the browser: focus starts on the new page's h1 (issue 17, item 1).
  await expect(
    foot.getByRole("heading", { level: 1, name: `Inquiry from ${visitors.foot.name}` }),
  ).toBeFocused();
  footInquiry = foot.url();
  await expect(foot.getByRole("link", { name: "Call 416-555-0199" })).toHaveAttribute(
    "href",
    "tel:+14165550199",
  );
  // The time the visitor chose to be called back, beside the phone number (issue 37).
  await expect(foot.getByRole("region", { name: "What they sent" })).toContainText(
    /Phone Number\s*Call 416-555-0199\s*Best time to call you back\s*Afternoon/,
  );
  await expect(foot.getByRole("link", { name: "E-mail family@example.com" })).toHaveAttribute(
    "href",
    "mailto:family@example.com",
  );
  await checkAxeAtBothWidths(foot);

  await foot.getByLabel("Assigned to").selectOption({ label: "Fiona Foot" });
  await foot.getByLabel("Status").selectOption({ label: "In progress" });
  await foot.getByRole("button", { name: "Save changes" }).click();
  await expect(workStatus(foot)).toHaveText("Saved.");
  await foot.getByLabel("Add a note").fill("Called back; visit booked for Tuesday.");
  await foot.getByRole("button", { name: "Add a note" }).click();
  await expect(workStatus(foot)).toHaveText("Note added.");
  await expect(foot.getByRole("region", { name: "Notes" })).toContainText("visit booked");
  // An answer by e-mail from a saved text, kept on the inquiry (issue 38).
  const replies = foot.getByRole("region", { name: "E-mail replies" });
  await expect(replies).toContainText("No e-mail reply sent from here yet.");
  await replies
    .getByLabel("Start from a saved reply")
    .selectOption({ label: "We tried to call you" });
  await expect(replies.getByLabel("Your reply")).toHaveValue(
    /We tried to call you about your message/,
  );
  await expect(replies).toContainText("Ontario's privacy commissioner (IPC) expects");
  await expect(replies).toContainText(
    "Their answer comes back to the team's mailbox, footcare@example.org, not to you.",
  );
  await expectNoAxeViolations(foot);
  await replies.getByRole("button", { name: "Send the reply" }).click();
  await expect(replies.getByRole("status")).toHaveText(
    "Reply queued to family@example.com. It goes out within a minute.",
  );
  await expect(replies.getByRole("listitem")).toHaveCount(1);
  await expect(replies.getByRole("listitem")).toContainText("Fiona Foot");
  await expect(replies.getByRole("listitem")).toContainText("We tried to call you");
  await expect(replies.getByLabel("Your reply")).toHaveValue("");
  await expectNoAxeViolations(foot);
  await foot.setViewportSize({ width: 375, height: 812 });
  await screenshotToLookAt(replies, { path: "test-results/inbox-reply-375.png" });
  await foot.setViewportSize({ width: 1280, height: 900 });
  await screenshotToLookAt(replies, { path: "test-results/inbox-reply-1280.png" });
  // Their own reply, seen by the page's presence check a few seconds later, is not a colleague's.
  await expect(foot.getByText("Someone else changed this inquiry")).toHaveCount(0);
  await foot.getByLabel("Status").selectOption({ label: "Done" });
  await foot.getByRole("button", { name: "Save changes" }).click();
  await expect(workStatus(foot)).toHaveText("Saved.");
  const history = foot.getByRole("region", { name: "History" });
  await expect(history).toContainText("Status changed (In progress → Done), Fiona Foot");
  await expect(history).toContainText("Assignee changed (Nobody → Fiona Foot)");
  await expect(history).toContainText("Note added, Fiona Foot");
  await expect(history).toContainText("E-mail reply sent, Fiona Foot");
  await expect(history).toContainText("Inquiry viewed, Fiona Foot");
  await expectNoAxeViolations(foot);

  // A search looks in every status (issue 38, item 2): from the default view the Done one is
  // found, the view says All; Open narrows the search to open work, which it has left; Done
  // finds it again, read.
  await openInbox(foot);
  const views = foot.getByRole("navigation", { name: "Views" });
  await expect(views.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
  await expect(rowsOf(foot)).toHaveCount(1);
  await expect(rowsOf(foot).first()).toContainText("Done");
  await views.getByRole("link", { name: /^Open/ }).click();
  await expect(foot).toHaveURL(/status=open/);
  await expect(foot.getByText("No inquiries match.")).toBeVisible();
  await views.getByRole("link", { name: /^Done/ }).click();
  await expect(rowsOf(foot).first()).toContainText("Done");
  await expect(rowsOf(foot).first()).not.toContainText("Unread");
  await expectNoAxeViolations(foot);
});

test("an intake member sees only the general inquiry, and another team's is not found", async ({
  browser,
}) => {
  intake = await staffMember(browser, `ian-${run}@example.org`, "Ian Intake", "intake");
  await openInbox(intake);
  await expect(rowsOf(intake)).toHaveCount(1);
  await expect(rowsOf(intake).first()).toContainText(visitors.general.name);
  // The Foot Care inquiry's own address, copied from a colleague: the same words as for one that
  // no longer exists, and whom to ask.
  await intake.goto(footInquiry);
  const cannot = intake.getByRole("heading", { level: 1, name: "We can't show you this inquiry" });
  await expect(cannot).toBeVisible();
  await expect(
    intake.getByText(/belong to a team you are not in, or it may no longer exist/),
  ).toBeVisible();
  await expect(intake.getByText(/ask an administrator/)).toBeVisible();
  await expect(intake.getByText(visitors.foot.name)).toHaveCount(0);
  await intake.goto(`${footInquiry.replace(/[^/]+$/, "")}no-such-inquiry`);
  await expect(cannot).toBeVisible();
  await expectNoAxeViolations(intake);

  // A slow connection: after about 300 ms the page says it is loading; a lost one says so in the
  // page and offers to try again, instead of the browser's error page.
  // The list, with or without a query (not its counts or changes).
  const list = /\/api\/staff\/inquiries(\?.*)?$/;
  await intake.route(list, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await intake.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(intake.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
  await expect(intake.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(intake.getByText("Loading…")).toHaveCount(0);
  await intake.unroute(list);
  await intake.route(list, (route) => route.abort("internetdisconnected"));
  await intake.getByRole("link", { name: /^Done/ }).click();
  const failed = intake.getByRole("alert").filter({ hasText: "The page could not be loaded" });
  await expect(failed).toBeVisible();
  await expectNoAxeViolations(intake);
  await intake.unroute(list);
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(intake.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(failed).toHaveCount(0);

  // Offline altogether, to a page not opened before: said in the page with Try again, neither the
  // sign-in form (the session did not end) nor the browser's own error page.
  await intake.context().setOffline(true);
  await intake
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Your passkeys" })
    .click();
  const offline = intake.getByRole("alert").filter({ hasText: "The page could not be loaded" });
  await expect(offline).toBeVisible();
  expect(intake.url()).toMatch(/\/staff\/passkeys$/);
  await expect(intake.getByRole("heading", { name: "Sign in to the staff area" })).toHaveCount(0);
  await expectNoAxeViolations(intake);
  await intake.context().setOffline(false);
  await offline.getByRole("button", { name: "Try again" }).click();
  await expect(intake.getByRole("heading", { level: 1, name: "Your passkeys" })).toBeVisible();

  // A note sent while the connection is down, then while the server fails: it stays in its box,
  // the page says nothing was saved, and Try again sends it.
  await openInbox(intake);
  await inquiryLink(intake, visitors.general.name).click();
  const noteBox = intake.getByLabel("Add a note");
  await noteBox.fill("Left a message with her son.");
  const notes = "**/api/staff/inquiries/*/notes";
  await intake.route(notes, (route) => route.abort("internetdisconnected"));
  await intake.getByRole("button", { name: "Add a note" }).click();
  const work = intake.getByRole("complementary", { name: "Work on this inquiry" });
  const unsent = work.getByRole("alert");
  await expect(unsent).toContainText("We could not reach the server, so nothing was saved");
  await expect(noteBox).toHaveValue("Left a message with her son.");
  await checkAxeAtBothWidths(intake);
  await intake.unroute(notes);
  await intake.route(notes, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "Something went wrong on our side. Reference: req-1" }),
    }),
  );
  await unsent.getByRole("button", { name: "Try again" }).click();
  await expect(unsent).toContainText(
    "Something went wrong on our side. Reference: req-1 Nothing was saved; what you typed is still here.",
  );
  await expect(noteBox).toHaveValue("Left a message with her son.");
  await intake.unroute(notes);
  await unsent.getByRole("button", { name: "Try again" }).click();
  await expect(work.getByRole("status")).toHaveText("Note added.");
  await expect(noteBox).toHaveValue("");
  await expect(intake.getByRole("region", { name: "Notes" })).toContainText("Left a message");
});

test("the administrator sees all three, and the audit trail shows each view and the refusal", async ({
  browser,
}) => {
  admin = await staffMember(browser, `ada-${run}@example.org`, "Ada Admin", "intake", true);
  await openInbox(admin);
  // A search holds every status: the three; Open narrows it to two (the Foot Care one is done).
  await expect(rowsOf(admin)).toHaveCount(3);
  await admin
    .getByRole("navigation", { name: "Views" })
    .getByRole("link", { name: /^Open/ })
    .click();
  await expect(rowsOf(admin)).toHaveCount(2);
  await admin
    .getByRole("navigation", { name: "Views" })
    .getByRole("link", { name: "All", exact: true })
    .click();
  await expect(rowsOf(admin)).toHaveCount(3);
  for (const visitor of Object.values(visitors))
    await expect(admin.getByRole("list", { name: /^Inquiries/ })).toContainText(visitor.name);

  await admin
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Audit trail" })
    .click();
  await filterAudit(admin, { action: "Inquiry viewed" });
  await expect(admin.getByRole("row", { name: /Fiona Foot/ }).first()).toBeVisible();
  await filterAudit(admin, { action: "Refused: not theirs" });
  await expect(admin.getByRole("row", { name: /Ian Intake/ }).first()).toContainText(
    "Asked for an inquiry that is not in their teams, or does not exist.",
  );

  // By the Foot Care inquiry's reference (its first 8 characters): every row is about it, named
  // and linked, said in words, never JSON.
  const reference = footInquiry.split("/").at(-1)!.slice(0, 8);
  await filterAudit(admin, { action: "Any action", inquiry: reference });
  await expect(admin).toHaveURL(new RegExp(`inquiry=${reference}`));
  const table = admin.getByRole("table", { name: "Audit rows, newest first" });
  const dataRows = table.getByRole("row").filter({ has: admin.getByRole("cell") });
  await expect(dataRows.first()).toBeVisible();
  const links = table.getByRole("link", { name: `Inquiry ${reference}` });
  expect(await links.count()).toBe(await dataRows.count());
  await expect(dataRows.filter({ hasText: "Status changed" }).first()).toContainText(
    "In progress → Done.",
  );
  await expect(dataRows.filter({ hasText: "Assignee changed" })).toContainText(
    "Nobody → Fiona Foot.",
  );
  await expect(dataRows.filter({ hasText: "Ian Intake" }).first()).toContainText(
    "Asked for an inquiry that is not in their teams, or does not exist.",
  );
  await expect(table).not.toContainText("{");
  await expect(admin.getByText(`Only rows about inquiry ${reference}.`)).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshotToLookAt(admin, { path: "test-results/audit-1280.png", fullPage: true });
  // On a phone: a card per row, nothing off to the right.
  await admin.setViewportSize({ width: 375, height: 812 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The filters folded away: the first row starts on the first screen.
  await admin.evaluate(() => window.scrollTo(0, 0));
  expect((await dataRows.first().boundingBox())!.y).toBeLessThan(812);
  const action = dataRows.first().getByRole("cell").nth(2);
  const box = (await action.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await screenshotToLookAt(admin, { path: "test-results/audit-375.png", fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });
  await links.first().click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(
    `Inquiry from ${visitors.foot.name}`,
  );

  // An address of an inquiry that does not exist, opened by an administrator (who may open every
  // team's): it is not there, and the trail holds what happened to it.
  await admin.goto(`${footInquiry.replace(/[^/]+$/, "")}no-such-inquiry`);
  await expect(
    admin.getByRole("heading", { level: 1, name: "We can't show you this inquiry" }),
  ).toBeVisible();
  await expect(
    admin.getByText(/It no longer exists, or the address is not quite right/),
  ).toBeVisible();
  await expect(admin.getByText(/a team you are not in/)).toHaveCount(0);
  await admin.getByRole("link", { name: "What the audit trail holds about it" }).click();
  await expect(admin.getByText("Only rows about inquiry no-such-inquiry.")).toBeVisible();
  await expect(admin.getByRole("row", { name: /Refused: not theirs/ }).first()).toContainText(
    "no-such-inquiry (no longer exists)",
  );
});

test("two people change one inquiry at once: nothing of either is lost, the second sees what the first changed and applies theirs on top; the list updates by itself", async () => {
  // Both open the general inquiry.
  await openInbox(intake);
  await inquiryLink(intake, visitors.general.name).click();
  await openInbox(admin);
  await inquiryLink(admin, visitors.general.name).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(
    `Inquiry from ${visitors.general.name}`,
  );
  const handling = admin.getByRole("region", { name: "Handling" });

  // Loss 1 of issue 35: the administrator chooses a status and an assignee without saving...
  await handling.getByLabel("Status").selectOption({ label: "Waiting for caller" });
  await handling.getByLabel("Assigned to").selectOption({ label: "Ada Admin" });
  // ...the intake member presses Assign to me...
  await intake.getByRole("button", { name: "Assign to me" }).click();
  await expect(workStatus(intake)).toHaveText("Assigned to you.");
  // ...and within a heartbeat the administrator's page knows, keeps her choices and says what
  // changed, beside the form (it used to reset them to the colleague's and then say "Saved.").
  const notice = handling.getByRole("heading", {
    name: "Someone else changed this while you were working",
  });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(handling).toContainText("Assigned to: Nobody → Ian Intake, by Ian Intake");
  await expect(handling.getByLabel("Status")).toHaveValue("waiting");
  await expect(handling.getByLabel("Assigned to").locator("option:checked")).toHaveText(
    "Ada Admin",
  );
  // Save from the version she started on: refused, nothing of hers lost.
  await handling.getByRole("button", { name: "Save changes" }).click();
  await expect(handling.getByLabel("Status")).toHaveValue("waiting");
  await expect(notice).toBeVisible();
  await expect(admin.locator(".inquiry-state")).toContainText("Assigned to: Ian Intake");
  await checkAxeAtBothWidths(admin);
  await screenshotToLookAt(admin, { path: "test-results/inbox-conflict-1280.png" });
  await admin.setViewportSize({ width: 375, height: 812 });
  await handling.scrollIntoViewIfNeeded();
  await screenshotToLookAt(admin, { path: "test-results/inbox-conflict-375.png" });
  await admin.setViewportSize({ width: 1280, height: 900 });
  // One action applies hers on top: the server now holds her status and her assignee.
  await handling.getByRole("button", { name: "Apply my changes on top" }).click();
  await expect(workStatus(admin)).toHaveText("Your changes were applied on top of theirs.");
  await expect(notice).toBeHidden();
  await expect(admin.locator(".inquiry-state")).toContainText("Waiting for caller");
  await expect(admin.locator(".inquiry-state")).toContainText("Assigned to: Ada Admin");
  // The intake member's page shows it within seconds, without a reload.
  await expect(intake.locator(".inquiry-state")).toContainText("Assigned to: Ada Admin", {
    timeout: 10_000,
  });

  // Loss 2: a follow-up planned while a colleague closes the inquiry. The administrator's page
  // has not heard of it yet (its heartbeats held back), as on a slow connection.
  await admin.route("**/api/staff/inquiries/*/presence", (route) => route.abort());
  await admin.getByRole("button", { name: "Log a call" }).click();
  const dialog = admin.getByRole("dialog", { name: "Log a call" });
  await dialog.getByRole("radio", { name: "No answer" }).check();
  await dialog.getByRole("radio", { name: /^Tomorrow, / }).check();
  await intake.getByRole("button", { name: "Mark done" }).click();
  await expect(workStatus(intake)).toHaveText("Marked done.");
  await dialog.getByRole("button", { name: "Log the call" }).click();
  // Refused, and said why; the dialog keeps what was chosen.
  await expect(dialog.getByRole("alert")).toContainText("Someone closed this inquiry");
  await expect(dialog.getByRole("radio", { name: "No answer" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /^Tomorrow, / })).toBeChecked();
  await expect(admin.getByRole("region", { name: "Calls" })).toContainText("No calls logged yet.");
  await expectNoAxeViolations(admin);
  // Sent again, from the version that shows it Done: logged, reopened, due tomorrow at 9:00.
  await dialog.getByRole("button", { name: "Log the call" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.locator(".inquiry-state")).toContainText("In progress");
  await expect(admin.getByText(/^Next call planned: .*9:00 a\.m\./)).toBeVisible();
  await admin.unroute("**/api/staff/inquiries/*/presence");

  // Loss 3: a next attempt typed imperfectly is never sent as empty.
  await admin.getByRole("button", { name: "Log a call" }).click();
  await dialog.getByRole("radio", { name: "Left a voicemail" }).check();
  await dialog.getByRole("radio", { name: "Another day and time" }).check();
  const day = dialog.getByLabel("Day", { exact: true });
  // A six-digit year, typed as a hurried person types it.
  await day.click();
  await admin.keyboard.type("1201202611");
  await dialog.getByRole("button", { name: "Log the call" }).click();
  await expect(day).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toContainText("Type a real day between");
  await expect(day).toBeFocused();
  await expect(admin.getByRole("region", { name: "Calls" }).getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolations(admin);
  await screenshotToLookAt(admin, { path: "test-results/inbox-attempt-error-1280.png" });
  // A day without a time: 9:00 a.m., as the field says.
  const nextWeek = addDays(
    new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" }),
    7,
  );
  await day.fill(nextWeek);
  await dialog.getByRole("button", { name: "Log the call" }).click();
  await expect(dialog).toBeHidden();
  await expect(workStatus(admin)).toHaveText(
    /^Call logged: Left a voicemail\. Next attempt: .*9:00 a\.m\.$/,
  );

  // Without a reload, the intake member's list learns of a change made elsewhere. (A search
  // holds every status, Spam too: Open narrows it to open work.)
  await openInbox(intake);
  await intake
    .getByRole("navigation", { name: "Views" })
    .getByRole("link", { name: /^Open/ })
    .click();
  await expect(intake).toHaveURL(/status=open/);
  await expect(rowsOf(intake).first()).toContainText("In progress");
  await admin.getByLabel("Status").selectOption({ label: "Spam" });
  await admin.getByRole("button", { name: "Save changes" }).click();
  await expect(workStatus(admin)).toHaveText("Saved.");
  // Spam leaves the default view, within one background check (10 s).
  await expect(intake.getByText("No inquiries match.")).toBeVisible({ timeout: 20_000 });
  await expect(intake.getByRole("status").filter({ hasText: "Updated at" })).toBeVisible();
});

/** The latest Friday, at least a week ago, whose Monday was an Ontario public holiday. */
function fridayBeforeLongWeekend(): string {
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" });
  const year = Number(today.slice(0, 4));
  const mondays = [...holidaysOf(year - 1), ...holidaysOf(year)]
    .filter((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1 && day < addDays(today, -7))
    .sort();
  return addDays(mondays.at(-1)!, -3);
}

/** axe at 375 px and at 1280 px, back at 375 px for the phone's story. */
async function axeOnPhoneAndDesktop(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
}

test("the Monday: a coordinator on a phone takes three of a long weekend's inquiries, logs a call with a next attempt and marks one done", async ({
  browser,
}) => {
  const word = `M${randomBytes(3).toString("hex")}`;
  const friday = fridayBeforeLongWeekend();
  const thursday = addDays(friday, -1);
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const at = (day: string, time: string) => new Date(zonedMoment(day, time)!);
  const seeded = [
    ...[0, 1, 2].map((i) => ({ name: `Thu${i} ${word}`, receivedAt: at(thursday, `1${i}:00`) })),
    ...[0, 1, 2, 3].map((i) => ({ name: `Fri${i} ${word}`, receivedAt: at(friday, `1${i}:30`) })),
    // One more than a page holds.
    ...Array.from({ length: 19 }, (_, i) => ({
      name: `Weekend${i} ${word}`,
      receivedAt: hoursAgo(19 - i),
    })),
  ];
  await seedInquiries(
    seeded.map((inquiry) => ({
      ...inquiry,
      recipient: "General Inquiry",
      message: `My father needs help at home after a fall. ${word}`,
    })),
  );
  const phone = { width: 375, height: 812 };
  const email = `cora-${word}@example.org`;
  const cora = await staffMember(browser, email, "Cora Coordinator", "intake", false, phone);

  // The header is one line on the phone, and says how many are new and overdue.
  expect((await cora.locator("header").boundingBox())!.height).toBeLessThanOrEqual(64);
  await expect(
    cora.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: /Inbox/ }),
  ).toContainText(/\d+ new.*\d+ overdue/);

  // The rest of the navigation, in the header's menu (a popover), checked open.
  const passkeys = cora
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Your passkeys" });
  await cora.getByRole("button", { name: "Menu" }).click();
  await expect(passkeys).toBeVisible();
  await expectNoAxeViolations(cora);
  await cora.keyboard.press("Escape");
  await expect(passkeys).toBeHidden();

  await openInbox(cora, word);
  const rows = rowsOf(cora);
  await expect(rows).toHaveCount(25);
  // Overdue first, the longest overdue at the top: Thursday's, then Friday's.
  await expect(rows.first()).toContainText(`Thu0 ${word}`);
  await expect(rows.nth(3)).toContainText(`Fri0 ${word}`);
  await expect(rows.nth(6)).toContainText("Overdue");
  await expect(rows.nth(7)).not.toContainText("Overdue");
  await expect(rows.nth(7)).toContainText(`Weekend18 ${word}`);
  // The 26th, the oldest of the weekend's, is on the second page: reached by keyboard, the search
  // kept in the address, and back.
  const pages = cora.getByRole("navigation", { name: "Pages" });
  await expect(pages).toContainText("Page 1 of 2");
  await pages.getByRole("link", { name: "Next page" }).focus();
  await cora.keyboard.press("Enter");
  await expect(cora).toHaveURL(new RegExp(`(?=.*q=${word})(?=.*page=2)`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Weekend0 ${word}`);
  await expect(pages).toContainText("Page 2 of 2");
  await pages.getByRole("link", { name: "Previous page" }).click();
  await expect(rows).toHaveCount(25);
  // A card per inquiry, the first name near the top, a call one tap away, nothing sideways.
  const firstName = cora.getByRole("link", { name: `Unread: Thu0 ${word}` });
  expect((await firstName.boundingBox())!.y).toBeLessThan(400);
  await expect(rows.first().getByRole("link", { name: /^Call Thu0/ })).toHaveAttribute(
    "href",
    /^tel:\+1416555\d{4}$/,
  );
  expect(await cora.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotToLookAt(cora, { path: "test-results/inbox-list-375.png" });
  await expectNoAxeViolations(cora);
  await cora.setViewportSize({ width: 1280, height: 800 });
  await screenshotToLookAt(cora, { path: "test-results/inbox-list-1280.png" });
  await cora.setViewportSize(phone);

  // Forced colours (a Windows contrast theme): the chips keep their words and their borders.
  await cora.emulateMedia({ forcedColors: "active" });
  const overdue = rows.first().getByText("Overdue", { exact: true });
  await expect(overdue).toBeVisible();
  expect(
    await overdue.evaluate((chip) => Number.parseFloat(getComputedStyle(chip).borderTopWidth)),
  ).toBeGreaterThan(0);
  await expectNoAxeViolations(cora);
  await screenshotToLookAt(cora, { path: "test-results/inbox-list-375-forced-colours.png" });
  await cora.emulateMedia({ forcedColors: "none" });

  // From the page's last, Next inquiry reads the view's next page and opens its first.
  await rows
    .last()
    .getByRole("link", { name: `Unread: Weekend1 ${word}` })
    .click();
  await expect(cora.getByText("25 of 26 in this view")).toBeVisible();
  await cora
    .getByRole("complementary", { name: "Work on this inquiry" })
    .getByRole("button", { name: "Next inquiry" })
    .click();
  await expect(cora.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from Weekend0 ${word}`);
  await expect(cora.getByText("26 of 26 in this view")).toBeVisible();
  await cora.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(rows).toHaveCount(25);

  // The first: assign to me, a voicemail with a next attempt tomorrow at 9:30.
  await firstName.click();
  await expect(cora.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from Thu0 ${word}`);
  // Its place in the whole view of 26, not among the 25 of the page read so far.
  await expect(cora.getByText("1 of 26 in this view")).toBeVisible();
  await expect(cora.getByText(/^Overdue: the reply was due by the end of/)).toBeVisible();
  const bar = cora.getByRole("complementary", { name: "Work on this inquiry" });
  const status = bar.getByRole("status");
  // The controls at hand (issue 38, item 1): in the bar, where it stands in a line; a tap
  // unfolds its status, assignee and team, each on the first screen with the actions.
  const onScreen = async (control: Locator, height: number) => {
    const box = (await control.boundingBox())!;
    expect(box.y, String(control)).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, String(control)).toBeLessThanOrEqual(height);
  };
  const controls = [
    bar.getByLabel("Status"),
    bar.getByLabel("Assigned to"),
    bar.getByLabel(/^Team/),
    bar.getByRole("button", { name: "Save changes" }),
    bar.getByRole("button", { name: "Assign to me" }),
    bar.getByRole("button", { name: "Log a call" }),
    bar.getByRole("button", { name: "Done, next" }),
    bar.getByRole("button", { name: "Mark done" }),
    bar.getByRole("button", { name: "Next inquiry" }),
  ];
  const summary = bar.getByText("New · Nobody · Intake", { exact: true });
  await onScreen(summary, 812);
  await expect(bar.getByLabel("Status")).toBeHidden();
  await summary.click();
  for (const control of controls) await onScreen(control, 812);
  await axeOnPhoneAndDesktop(cora);
  await screenshotToLookAt(cora, { path: "test-results/inbox-controls-375.png" });
  await cora.setViewportSize({ width: 1280, height: 800 });
  for (const control of controls) await onScreen(control, 800);
  await screenshotToLookAt(cora, { path: "test-results/inbox-controls-1280.png" });
  // Back on the phone, folded again.
  await cora.setViewportSize(phone);
  await expect(bar.getByLabel("Status")).toBeHidden();
  await bar.getByRole("button", { name: "Assign to me" }).click();
  await expect(status).toHaveText("Assigned to you.");
  // The confirmation is where the person is looking: in the bar, on screen, at the bottom.
  await expect(status).toBeInViewport();
  expect((await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeCloseTo(812, 0);
  expect(await cora.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(cora);
  await screenshotToLookAt(cora, { path: "test-results/inbox-inquiry-375.png" });
  await cora.setViewportSize({ width: 1280, height: 800 });
  await screenshotToLookAt(cora, { path: "test-results/inbox-inquiry-1280.png" });
  await cora.setViewportSize(phone);

  await bar.getByRole("button", { name: "Log a call" }).click();
  const dialog = cora.getByRole("dialog", { name: "Log a call" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(cora);
  await screenshotToLookAt(cora, { path: "test-results/inbox-log-call-375.png" });
  const tomorrow = addDays(
    new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" }),
    1,
  );
  await dialog.getByRole("radio", { name: "Left a voicemail" }).check();
  await dialog.getByLabel("Note (optional)").fill("Asked them to call back.");
  await dialog.getByRole("radio", { name: "Another day and time" }).check();
  await dialog.getByLabel("Day", { exact: true }).fill(tomorrow);
  await dialog.getByLabel("Time", { exact: true }).fill("09:30");
  await dialog.getByRole("button", { name: "Log the call" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText(/^Call logged: Left a voicemail\. Next attempt: .*9:30 a\.m\.$/);
  await expect(cora.getByText(/^Next call planned: .*9:30 a\.m\./)).toBeVisible();
  await expect(cora.getByRole("region", { name: "Calls" })).toContainText(
    "Asked them to call back.",
  );

  // The second: reached, so it is In progress.
  await bar.getByRole("button", { name: "Next inquiry" }).click();
  await expect(cora.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from Thu1 ${word}`);
  await bar.getByRole("button", { name: "Assign to me" }).click();
  await expect(status).toHaveText("Assigned to you.");
  await bar.getByRole("button", { name: "Log a call" }).click();
  await dialog.getByRole("radio", { name: "Reached them" }).check();
  await dialog.getByRole("button", { name: "Log the call" }).click();
  await expect(status).toHaveText("Call logged: Reached them.");
  await expect(cora.locator(".inquiry-state")).toContainText("In progress");

  // The third: done.
  await bar.getByRole("button", { name: "Next inquiry" }).click();
  await expect(cora.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from Thu2 ${word}`);
  await bar.getByRole("button", { name: "Assign to me" }).click();
  await expect(status).toHaveText("Assigned to you.");
  // Done, next (issue 38, item 1): marked done, and the view's next inquiry opens.
  await bar.getByRole("button", { name: "Done, next" }).click();

  // Friday's: the Monday was a holiday, so the reply was due by the end of Tuesday.
  await expect(cora.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from Fri0 ${word}`);
  const tuesday = new Date(`${addBusinessDays(friday, 1)}T12:00:00Z`).toLocaleDateString("en-CA", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  expect(addBusinessDays(friday, 1)).toBe(addDays(friday, 4));
  await expect(
    cora.getByText(`Overdue: the reply was due by the end of ${tuesday.replaceAll(" ", "\u00a0")}`),
  ).toBeVisible();

  // Back in the list: the one done has left open work; the two taken are no longer overdue.
  await cora.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(cora).toHaveURL(new RegExp(`q=${word}`));
  // The search holds every status; Open narrows it: 25 open of the 26, a page again.
  await cora
    .getByRole("navigation", { name: "Views" })
    .getByRole("link", { name: /^Open/ })
    .click();
  await expect(cora).toHaveURL(/status=open/);
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText(`Fri0 ${word}`);
  for (const name of [`Thu0 ${word}`, `Thu1 ${word}`]) {
    const row = rows.filter({ hasText: name });
    await expect(row).toContainText("Cora Coordinator");
    await expect(row).not.toContainText("Overdue");
  }

  // Her morning e-mail counts what her inbox counts at the same moment (issue 35: they said 6
  // and 24): the navigation's figures, from the same definition.
  const { openStaff } = await import("../../server/staff/open-staff.ts");
  const { SubmissionStore } = await import("../../server/contact/store.ts");
  const { digestCounts, digestMessage } = await import("../../server/staff/digest.ts");
  const { staff: people, close: closePeople } = await openStaff(process.env.E2E_DATA_DIR!);
  const store = await SubmissionStore.openFolder(process.env.E2E_DATA_DIR!);
  const person = (await people.personByEmail(email))!;
  // Other tests send inquiries meanwhile: the two are read until one moment holds both.
  await expect(async () => {
    const nav = await (await cora.request.get("/api/staff/inquiries/counts")).json();
    expect(await digestCounts(store.inbox, person, new Date())).toEqual({
      new: nav.new,
      dueToday: nav.due,
      overdue: nav.overdue,
    });
  }).toPass();
  // The next morning's e-mail: her voicemail inquiry is due at 9:30; figures and links, nothing
  // of any inquiry.
  const mail = digestMessage(
    await digestCounts(store.inbox, person, at(tomorrow, "08:00")),
    "https://staff.example.org",
  );
  expect(mail.subject).toMatch(/^Inquiries: \d+ due today/);
  for (const secret of [word, "Thu0", "416-555", "family0@example.com", "father", "fall"])
    expect(`${mail.subject}\n${mail.text}`, secret).not.toContain(secret);
  await closePeople();
  await store.close();
});

test("the administrator's report counts the long weekend's week for Intake, and its CSV says the same; both are audited", async () => {
  const friday = fridayBeforeLongWeekend();
  const monday = addDays(friday, -4);
  await admin
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Report" })
    .click();
  await expect(
    admin.getByRole("heading", { level: 1, name: "How the teams are doing" }),
  ).toBeVisible();
  await admin.getByLabel("Weeks", { exact: true }).selectOption({ label: "The last 52 weeks" });
  await admin.getByLabel("Team", { exact: true }).selectOption({ label: "Intake" });
  await admin.getByRole("button", { name: "Show" }).click();
  await expect(admin).toHaveURL(/weeks=52&team=intake/);
  // Thursday's three were taken on the Monday (a voicemail, a call that reached them, one marked
  // done), late; Friday's four are still New past their promise.
  // Its Monday as the page names it ("Mon, Oct 5"; the year too when it is not this one).
  const week = await admin.evaluate(
    (day) =>
      new Date(`${day}T12:00:00Z`)
        .toLocaleDateString("en-CA", {
          weekday: "short",
          month: "short",
          day: "numeric",
          timeZone: "UTC",
        })
        .replaceAll(" ", "\u00a0"),
    monday,
  );
  const row = admin.getByRole("row").filter({ hasText: week });
  const cell = (column: string) =>
    row
      .getByRole("cell")
      .nth(
        [
          "Week",
          "Team",
          "Received",
          "Contacted",
          "Median time to first contact",
          "90th percentile",
          "Past the promise",
          "Not contacted yet",
        ].indexOf(column),
      );
  await expect(cell("Received")).toHaveAccessibleName("7");
  await expect(cell("Contacted")).toHaveAccessibleName("3");
  await expect(cell("Median time to first contact")).toHaveAccessibleName(/^\d+ d( \d+ h)?$/);
  await expect(cell("Past the promise")).toHaveAccessibleName("7");
  await expect(cell("Not contacted yet")).toHaveAccessibleName("4");
  await expectNoAxeViolations(admin);
  await screenshotToLookAt(admin, { path: "test-results/report-1280.png", fullPage: true });
  await admin.setViewportSize({ width: 375, height: 812 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotToLookAt(admin, { path: "test-results/report-375.png", fullPage: true });
  // Forced colours (a Windows contrast theme): each card keeps its border.
  await admin.emulateMedia({ forcedColors: "active" });
  expect(
    await row.evaluate((card) => Number.parseFloat(getComputedStyle(card).borderTopWidth)),
  ).toBeGreaterThan(0);
  await expectNoAxeViolations(admin);
  await screenshotToLookAt(admin, { path: "test-results/report-375-forced-colours.png" });
  await admin.emulateMedia({ forcedColors: "none" });
  await admin.setViewportSize({ width: 1280, height: 900 });

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Download as CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toMatch(/^Week \(Monday\),Team,Received,Contacted,/);
  expect(csv).toMatch(new RegExp(`\r\n${monday},Intake,7,3,\\d+,\\d+,7,4,0\r\n`));

  // Viewing and downloading, each a row of the trail with the weeks and team.
  await admin
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Audit trail" })
    .click();
  await filterAudit(admin, { action: "Report downloaded" });
  await expect(
    admin.getByRole("row", { name: /Report downloaded/ }).filter({ hasText: "52 weeks, Intake." }),
  ).toHaveCount(1);
});

test("an administrator edits a saved reply's French words, kept through a colleague's change; the reply form then offers them (issue 38)", async () => {
  const [french] = await seedInquiries([
    {
      name: "Fanny Gagnon",
      recipient: "General Inquiry",
      message: "Bonjour, pouvez-vous me rappeler?",
      receivedAt: new Date(),
      language: "fr",
    },
  ]);
  const words = `Bonjour,\n\nMerci de votre message. Appelez-nous au 416-555-0100, ${run}.`;
  await admin
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Saved replies" })
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: "Saved replies" })).toBeFocused();
  await expect(admin.getByText(/Keep health details out of saved replies/)).toBeVisible();
  const intakeTeam = admin.getByRole("region", { name: "Intake" });
  // Each saved reply a fold, opened by its name.
  await intakeTeam.locator("summary").filter({ hasText: "Please call us at…" }).click();
  const form = intakeTeam.getByRole("form", { name: "Please call us at…" });
  await expect(form.getByRole("group", { name: "Name" }).getByLabel("English")).toHaveValue(
    "Please call us at…",
  );
  await expectNoAxeViolations(admin);
  await screenshotToLookAt(admin, { path: "test-results/saved-replies-1280.png", fullPage: true });
  await admin.setViewportSize({ width: 375, height: 812 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotToLookAt(admin, { path: "test-results/saved-replies-375.png", fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });

  // A name left empty: refused, the words beside the field and in a summary that takes focus.
  const frenchName = form.getByRole("group", { name: "Name" }).getByLabel("French");
  const frenchWords = form.getByRole("group", { name: "Words" }).getByLabel("French");
  await frenchName.fill("");
  await frenchWords.fill(words);
  await form.getByRole("button", { name: 'Save "Please call us at…"' }).click();
  await expect(form.getByRole("heading", { name: "1 thing to fix before saving" })).toBeFocused();
  await expect(frenchName).toHaveAccessibleDescription(/Write it: it cannot be empty\./);
  await expect(frenchName).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(admin);
  await screenshotToLookAt(form, { path: "test-results/saved-replies-error-1280.png" });
  await admin.setViewportSize({ width: 375, height: 812 });
  await screenshotToLookAt(form, { path: "test-results/saved-replies-error-375.png" });
  await admin.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole("link", { name: /Name \(French\)/ }).click();
  await expect(frenchName).toBeFocused();
  await frenchName.fill("Appelez-nous au…");

  // Meanwhile a colleague changes its English words: her save is refused, her French words stay
  // in the form, theirs are shown; one button applies hers on top.
  const { openStaff } = await import("../../server/staff/open-staff.ts");
  const { staff: store, close: closeStore } = await openStaff(process.env.E2E_DATA_DIR!);
  try {
    const saved = (await store.savedReplies("intake")).find((each) => each.key === "call-us")!;
    const fiona = (await store.personByEmail(`fiona-${run}@example.org`))!;
    const theirs = `Hello,\n\nPlease call us at 416-555-0100. ${run}`;
    await store.editSavedReply(
      "intake",
      "call-us",
      { title: saved.title, body: { ...saved.body, en: theirs } },
      fiona.id,
      saved.version,
    );
  } finally {
    await closeStore();
  }
  await form.getByRole("button", { name: 'Save "Please call us at…"' }).click();
  const notice = form.getByRole("heading", {
    name: "Someone else changed this while you were working",
  });
  await expect(notice).toBeFocused();
  await expect(form).toContainText("Words (English): Hello, Thank you for your message.");
  await expect(form).toContainText("by Fiona Foot");
  await expect(frenchWords).toHaveValue(words);
  await expect(frenchName).toHaveValue("Appelez-nous au…");
  await expect(form.getByRole("group", { name: "Words" }).getByLabel("English")).toHaveValue(
    new RegExp(`Please call us at 416-555-0100. ${run}`),
  );
  await expectNoAxeViolations(admin);
  await screenshotToLookAt(form, { path: "test-results/saved-replies-conflict-1280.png" });
  await admin.setViewportSize({ width: 375, height: 812 });
  await screenshotToLookAt(form, { path: "test-results/saved-replies-conflict-375.png" });
  await admin.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole("button", { name: "Apply my changes on top" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Saved: Please call us at… The reply form offers the new words now.",
  );
  await expect(notice).toBeHidden();
  await expect(form).toContainText("Last changed by Ada Admin");

  // The French inquiry's reply form offers her words.
  await admin.goto(`/staff/inbox/${french}`);
  const replies = admin.getByRole("region", { name: "E-mail replies" });
  await replies
    .getByLabel("Start from a saved reply")
    .selectOption({ label: "Please call us at…" });
  await expect(replies.getByLabel("Your reply")).toHaveValue(words);
});
