/**
 * Presence, as two intake coordinators meet it on a Monday morning (issue 35, item 4): Carl opens
 * the oldest inquiry; within 5 s Ana's inbox names him on its line, her list can leave it out,
 * and on its page each sees the other. Carl closes his tab: Ana's page says so within a minute
 * (at once, by the tab's last call; at most 15 s by the server's limit). axe at both widths with
 * the names shown.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, screenshotToLookAt, test } from "./support.ts";
import { checkAxeAtBothWidths, seedInquiries, staffMember } from "./staff-support.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const run = `P${randomBytes(4).toString("hex")}`;
const oldest = `Olive ${run}`;
const newer = `Nina ${run}`;

/** The inbox narrowed to this run's inquiries, by its address (the filters are in it). */
async function inbox(page: Page, query = "") {
  await page.goto(`/staff/inbox?q=${run}${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

const line = (page: Page, name: string) =>
  page
    .getByRole("list", { name: /^Inquiries/ })
    .getByRole("listitem")
    .filter({ hasText: name });

test("a colleague on an inquiry is named on its line and its page within 5 s, the list can leave it out, and closing the tab ends it", async ({
  browser,
}) => {
  await seedInquiries([
    {
      name: oldest,
      recipient: "General Inquiry",
      message: "Dad needs help at home.",
      receivedAt: new Date(Date.now() - 3 * 86_400_000),
    },
    {
      name: newer,
      recipient: "General Inquiry",
      message: "Mom needs a nurse.",
      receivedAt: new Date(Date.now() - 3_600_000),
    },
  ]);
  const carl = await staffMember(browser, `carl-${run}@example.org`, `Carl ${run}`, "intake");
  const ana = await staffMember(browser, `ana-${run}@example.org`, `Ana ${run}`, "intake");

  await inbox(carl);
  await carl.getByRole("link", { name: new RegExp(`^(Unread: )?${oldest}$`) }).click();
  await expect(carl.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from ${oldest}`);

  // Ana's list names Carl on the oldest inquiry's line, within 5 s of her list's first check.
  await inbox(ana);
  await expect(line(ana, oldest)).toContainText(`Viewing: Carl ${run}`, { timeout: 5_000 });
  await expect(line(ana, newer)).not.toContainText("Viewing:");
  await checkAxeAtBothWidths(ana);
  await ana.setViewportSize({ width: 375, height: 812 });
  await screenshotToLookAt(ana, { path: test.info().outputPath("presence-list-375.png") });
  await ana.setViewportSize({ width: 1280, height: 900 });
  await screenshotToLookAt(ana, { path: test.info().outputPath("presence-list-1280.png") });
  // "Only those nobody else has open": the one Carl has is left out.
  await ana.getByText("Filter, search, download").click();
  await ana.getByLabel("Only those nobody else has open").check();
  await ana.getByRole("button", { name: "Show" }).click();
  await expect(ana).toHaveURL(/free=1/);
  await expect(line(ana, newer)).toBeVisible();
  await expect(line(ana, oldest)).toHaveCount(0);

  // She opens it anyway (from the full list): each page names the other within 5 s.
  await inbox(ana);
  await ana.getByRole("link", { name: new RegExp(`^(Unread: )?${oldest}$`) }).click();
  const started = Date.now();
  await expect(ana.getByRole("status").filter({ hasText: "is viewing" })).toHaveText(
    `Carl ${run} is viewing.`,
    { timeout: 5_000 },
  );
  await expect(carl.getByRole("status").filter({ hasText: "is viewing" })).toHaveText(
    `Ana ${run} is viewing.`,
    { timeout: 5_000 },
  );
  expect(Date.now() - started).toBeLessThan(5_000);
  await checkAxeAtBothWidths(ana);
  await screenshotToLookAt(ana, {
    path: test.info().outputPath("presence-1280.png"),
    fullPage: false,
  });

  // Carl closes his tab: Ana's page no longer names him, within a minute.
  await carl.context().close();
  await expect(ana.getByText(`Carl ${run} is viewing.`)).toHaveCount(0, { timeout: 60_000 });
  await ana.context().close();
});
