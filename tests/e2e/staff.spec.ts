/**
 * The staff area in Chromium, with the DevTools Protocol's virtual authenticator standing in for
 * a phone's passkey: an invitation made on the command line, signing up, out and in, a second
 * passkey, inviting a colleague from the People page, and ending her access while her page is
 * open. axe checks every state, at 1280 px and 375 px.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { startServer } from "../../server/backup/test-support.ts";
import { expect, expectNoAxeViolations, screenshotToLookAt, test } from "./support.ts";
import { addDevice, checkAxeAtBothWidths, filterAudit, staffCommand } from "./staff-support.ts";

test.use({ viewport: { width: 1280, height: 900 } });
// One story, step by step, on one server's data; axe at two widths in each state takes more than
// the default 30 s on a busy machine (a run at load 14 on 2 cores timed out in axe).
test.describe.configure({ mode: "serial", timeout: 90_000 });

const adminLink = () =>
  /(http:\/\/localhost:\d+\/staff\/welcome#[\w-]+)/.exec(
    staffCommand(
      "invite",
      "root@example.org",
      "--name",
      "Rosa Admin",
      "--team",
      "intake",
      "--admin",
    ),
  )![1]!;

test("an administrator signs up from the command line's link, signs out and in, and adds a second passkey", async ({
  page,
}) => {
  const device = await addDevice(page);
  await page.goto(adminLink());
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome to the staff area" }),
  ).toBeVisible();
  await expect(page.getByText("Welcome, Rosa Admin.")).toBeVisible();
  await checkAxeAtBothWidths(page);
  await page.getByRole("button", { name: "Make a passkey" }).click();

  // Signed up at the staff area's front door: on to her own work, the inbox (issue 39).
  await expect(page).toHaveURL(/\/staff\/inbox$/);
  await expect(page.getByText("Signed in as Rosa Admin", { exact: true })).toBeVisible();
  // The token is gone from the address and the history.
  expect(page.url()).not.toContain("#");
  await expect(page).toHaveTitle(/^Inbox/);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the staff area" })).toBeVisible();
  await expect(page.getByText(/Lost or replaced your device\?/)).toBeVisible();
  // Signing out is not a session that ended.
  await expect(page.getByText(/session ended/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText("Signed in as Rosa Admin")).toBeVisible();
  // Signing in at the staff area's front door lands on the inbox (issue 26).
  await expect(page).toHaveURL(/\/staff\/inbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

  // A second device: the first one is put away, a new one makes the second passkey.
  await page
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Your passkeys" })
    .click();
  // A page changed in the browser: focus starts on the new page's h1, not on the old link.
  await expect(page.getByRole("heading", { level: 1, name: "Your passkeys" })).toBeFocused();
  await expect(page.getByRole("button", { name: /^Remove Passkey added/ })).toHaveCount(1);
  await device.session.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: device.id });
  await addDevice(page);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added." })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove Passkey added/ })).toHaveCount(2);
  await page
    .getByRole("button", { name: /^Remove Passkey added/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();

  // The morning e-mail: on by default for assigned work; she turns it off.
  const digest = page.getByRole("region", { name: "Morning e-mail" });
  const choices = digest.getByRole("group", { name: "Send me the morning e-mail" });
  await expect(
    choices.getByRole("radio", { name: "When inquiries are assigned to me (the default)" }),
  ).toBeChecked();
  await choices.getByRole("radio", { name: "Never" }).check();
  await digest.getByRole("button", { name: "Save" }).click();
  await expect(digest.getByRole("status")).toHaveText("Saved.");
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Morning e-mail" }).getByRole("radio", { name: "Never" }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
});

test("a colleague invited from People signs up; ending her access signs her open page out", async ({
  page,
  browser,
}) => {
  await addDevice(page);
  // The administrator signs in on a fresh device of theirs: a new link, as for a lost phone.
  await page.goto(adminLink());
  await page.getByRole("button", { name: "Make a passkey" }).click();
  await expect(page.getByText("Signed in as Rosa Admin")).toBeVisible();

  await page.getByRole("link", { name: "People" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await page.getByLabel("Work e-mail").fill("ana@example.org");
  await page.getByLabel("Name", { exact: true }).fill("Ana Silva");
  await page.getByRole("group", { name: "Teams" }).last().getByLabel("Care").check();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Make a sign-up link" }).click();
  // The link appears under the button, with focus on it, selected, whole and readable.
  const linkBox = page.getByLabel("Sign-up link for Ana Silva");
  await expect(linkBox).toHaveValue(/\/staff\/welcome#/);
  await expect(linkBox).toBeFocused();
  await expect(linkBox).toBeInViewport();
  const link = await linkBox.inputValue();
  expect(
    await linkBox.evaluate((box: HTMLTextAreaElement) => box.scrollHeight <= box.clientHeight),
  ).toBe(true);
  await expect(page.getByText(/it is shown only once, and works until/)).toBeVisible();
  // Copy: through the Clipboard API…
  const invite = page.getByRole("region", { name: "Invite someone" });
  await invite.getByRole("button", { name: "Copy the link" }).click();
  await expect(invite.getByRole("status").last()).toHaveText(
    "Copied. Paste it into an e-mail or a message to Ana Silva.",
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // …and where the browser refuses, the link selected in its box, and how to copy it.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException("No", "NotAllowedError"));
  });
  await invite.getByRole("button", { name: "Copy the link" }).click();
  await expect(
    invite.getByText(/The link is selected in the box above: press Ctrl\+C/),
  ).toBeVisible();
  await expect(linkBox).toBeFocused();
  expect(
    await linkBox.evaluate(
      (box: HTMLTextAreaElement) => box.selectionEnd - box.selectionStart === box.value.length,
    ),
  ).toBe(true);
  // Listed as invited, not active, until she signs up, with when the link stops working.
  const anasRow = page.getByRole("row", { name: /Ana Silva/ });
  await expect(anasRow).toContainText("Care");
  await expect(anasRow).toContainText("Invited, not signed up yet");
  await expect(anasRow).toContainText(/Their sign-up link works until/);
  await expect(anasRow).not.toContainText("Active");
  await checkAxeAtBothWidths(page);

  // Ana, on her own computer.
  const anasContext: BrowserContext = await browser.newContext({
    viewport: { width: 375, height: 812 },
  });
  const ana = await anasContext.newPage();
  await addDevice(ana);
  await ana.goto(link);
  await ana.getByRole("button", { name: "Make a passkey" }).click();
  // On to her own work: Care's inbox.
  await expect(ana).toHaveURL(/\/staff\/inbox$/);
  // On her phone, the header is one line: who she is, and the rest, are behind Menu.
  const menu = ana.getByRole("button", { name: "Menu" });
  await menu.click();
  await expect(ana.getByText("Signed in as Ana Silva")).toBeVisible();
  // Not an administrator: no People, Audit or Saved replies, and their pages are not found for her.
  await expect(ana.getByRole("link", { name: "People" })).toHaveCount(0);
  await expect(ana.getByRole("link", { name: "Saved replies" })).toHaveCount(0);
  await ana.goto(ana.url().replace(/\/staff\/inbox$/, "/staff/saved-replies"));
  await expect(ana.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await ana.goto(ana.url().replace(/\/staff\/saved-replies$/, "/staff/people"));
  await expect(ana.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await menu.click();
  await expect(ana.getByText("Signed in as Ana Silva")).toBeVisible();
  await ana.keyboard.press("Escape");
  await expect(ana.getByRole("table")).toHaveCount(0);

  // The same link a second time: refused, with a way on.
  const second = await browser.newPage();
  await addDevice(second);
  await second.goto(link);
  await expect(second.getByRole("alert")).toHaveText(/already used/);
  await second.close();

  // Signed up: active now.
  await page.getByRole("link", { name: "People" }).first().click();
  await expect(anasRow).toContainText("Active");
  await expect(anasRow).not.toContainText("Invited");

  // On a phone: a card per person, every button on screen without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  const endAccess = page.getByRole("button", { name: "End Ana Silva's access" });
  await endAccess.scrollIntoViewIfNeeded();
  const box = (await endAccess.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  // The caption whole, on a line or two (not a letter a line, as a table caption laid out in a
  // column of cards was).
  const caption = (await page.getByText("Everyone with access to the staff area").boundingBox())!;
  expect(caption.x + caption.width).toBeLessThanOrEqual(375);
  expect(caption.height).toBeLessThan(80);
  // The administrator's box is as large as the teams' ones, its long label beside it.
  const [teamBox, adminBox] = await Promise.all([
    page.getByRole("checkbox", { name: "Care" }).last().boundingBox(),
    page
      .getByRole("checkbox", { name: /^Administrator/ })
      .last()
      .boundingBox(),
  ]);
  expect(adminBox!.width).toBe(teamBox!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotToLookAt(page, { path: "test-results/people-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotToLookAt(page, { path: "test-results/people-1280.png", fullPage: true });

  // The administrator ends Ana's access.
  await page.getByRole("button", { name: "End Ana Silva's access" }).click();
  await expect(page.getByRole("dialog", { name: "End Ana Silva's access" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "End access" }).click();
  await expect(page.getByRole("row", { name: /Ana Silva/ })).toContainText("Access ended");

  // Ana's open page, at its next request.
  await menu.click();
  await ana
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Your passkeys" })
    .click();
  await expect(ana.getByRole("heading", { name: "Sign in to the staff area" })).toBeVisible();
  await anasContext.close();

  // The audit trail shows all of it, and can be filtered.
  await page.getByRole("link", { name: "Audit trail" }).first().click();
  const table = page.getByRole("table", { name: "Audit rows, newest first" });
  for (const action of [
    "Invited",
    "Passkey added",
    "Signed in",
    "Access ended",
    "Sign-up link refused",
  ])
    await expect(table.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
  await filterAudit(page, { action: "Access ended" });
  await expect(page).toHaveURL(/action=revoke/);
  await expect(table.getByRole("row")).toHaveCount(2);
  // In words: whose access, not an id.
  await expect(table.getByRole("row").last()).toContainText("Ana Silva's access.");
  await filterAudit(page, { action: "Invited" });
  await expect(table.getByRole("row", { name: /Sign-up link for Ana Silva\./ })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("staff pages are never cached or indexed, and robots.txt keeps crawlers out", async ({
  request,
}) => {
  const shell = await request.get("/staff/people");
  expect(shell.status()).toBe(200);
  expect(shell.headers()["cache-control"]).toBe("no-store");
  expect(shell.headers()["x-robots-tag"]).toBe("noindex");
  expect(shell.headers()["referrer-policy"]).toBe("no-referrer");
  expect(shell.headers()["content-security-policy"]).toContain("default-src 'none'");
  const api = await request.get("/api/staff/people");
  expect(api.status()).toBe(401);
  expect(api.headers()["cache-control"]).toBe("no-store");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /staff");
});

test("before an idle session ends a dialog offers to stay; after it, sign-in says why", async ({
  page,
}) => {
  // A server of its own whose sessions end after 6 s without a request, on a free port, given a
  // minute to start on a busy machine (20 s ran out once in CI).
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-idle-"));
  const server = await startServer(
    { DATA_DIR: dataDir, LOG_LEVEL: "warn", STAFF_IDLE_MINUTES: "0.1" },
    60_000,
  );
  const env = { ...process.env, PORT: String(server.port), DATA_DIR: dataDir };
  try {
    const link = /(http:\/\/localhost:\d+\/staff\/welcome#[\w-]+)/.exec(
      execFileSync(
        process.execPath,
        ["scripts/staff.ts", "invite", "idle@example.org", "--name", "Ida", "--team", "care"],
        { env, encoding: "utf8" },
      ),
    )![1]!;
    await addDevice(page);
    await page.goto(link);
    await page.getByRole("button", { name: "Make a passkey" }).click();
    // Less than two minutes are left at once: the warning shows, and staying keeps the session.
    const warning = page.getByRole("dialog", { name: "Still there?" });
    await expect(warning).toBeVisible();
    await expectNoAxeViolations(page);
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await expect(page.getByText("Signed in as Ida")).toBeVisible();
    // Then nothing: the session ends, and the sign-in page says so.
    await expect(page.getByText(/signed out because your session ended/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  } finally {
    await server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.describe("when the device cannot help", () => {
  test("a device with no passkey for this site: the sign-in says so, by keyboard alone", async ({
    page,
  }) => {
    await addDevice(page);
    await page.goto("/staff");
    const button = page.getByRole("button", { name: "Sign in with a passkey" });
    await expect(button).toBeVisible();
    // From the top of the page: skip link, the organisation's sign-in (the test server has it,
    // playwright.config.ts), then the button.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: "Sign in with your Grand Care account" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(/cancelled or timed out/);
    await expect(button).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("a browser without passkeys is told, in words, instead of failing quietly", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await page.goto("/staff");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert")).toHaveText(/This browser cannot use passkeys/);
  });
});
