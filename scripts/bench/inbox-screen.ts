/**
 * The inbox as a person meets it, in Chromium against the real server and the build: how many
 * inquiries a screen shows without scrolling at 1280×800 and at 375×812, and how many keys it
 * takes to triage 25 inquiries by keyboard alone (open, assign to me, log a call, next). The
 * keys are pressed for real and counted as they are; the run fails if any inquiry was not
 * assigned and called at the end.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../ensure-chromium.ts";
import { SubmissionStore } from "../../server/contact/store.ts";
import { openStaff } from "../../server/staff/open-staff.ts";
import { startSite } from "./servers.ts";

/** Inquiries whose whole line or card is inside the window. */
function visibleInquiries(page: Page): Promise<number> {
  return page
    .getByRole("list", { name: /^Inquiries/ })
    .getByRole("listitem")
    .evaluateAll(
      (items) => items.filter((item) => item.getBoundingClientRect().bottom <= innerHeight).length,
    );
}

export async function benchInboxScreen(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-screen-"));
  // A weekend's 40 inquiries for intake, the oldest first.
  const store = await SubmissionStore.openFolder(dataDir);
  for (let i = 0; i < 40; i++)
    await store.save(
      {
        name: `Caller ${i} Tremblay`,
        phone: `416-555-01${String(i).padStart(2, "0")}`,
        relationship: "I am the relative/caregiver of a client",
        recipient: "General Inquiry",
        subject: "Service Request",
        email: `caller${i}@example.org`,
        message: "My mother needs help with bathing and meals after her hip surgery next week.",
      },
      undefined,
      new Date(Date.now() - (40 - i) * 3_600_000),
    );
  await store.close();
  const env = { DATA_DIR: dataDir, PORT: String(port) };
  const site = await startSite(port, env);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const invite = execFileSync(
      process.execPath,
      ["scripts/staff.ts", "invite", "cora@example.org", "--name", "Cora", "--team", "intake"],
      { env: { ...process.env, ...env }, encoding: "utf8" },
    );
    const link = /(http:\/\/localhost:\d+\/staff\/welcome#[\w-]+)/.exec(invite)![1]!;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("WebAuthn.enable");
    await devtools.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(link);
    await page.getByRole("button", { name: "Make a passkey" }).click();
    await page.getByRole("navigation", { name: "Staff area" }).waitFor();
    await page.goto(`http://localhost:${port}/staff/inbox`);
    await page.getByRole("list", { name: /^Inquiries/ }).waitFor();
    const desktop = await visibleInquiries(page);
    await page.setViewportSize({ width: 375, height: 812 });
    const phone = await visibleInquiries(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Triage by keyboard: each key pressed is counted; each step waits for what it did.
    let keys = 0;
    const press = async (key: string) => {
      keys++;
      await page.keyboard.press(key);
    };
    const status = page.getByRole("complementary").getByRole("status");
    await press("j");
    await press("Enter");
    await page.getByRole("complementary", { name: "Work on this inquiry" }).waitFor();
    for (let done = 0; done < 25; done++) {
      const heading = await page.getByRole("heading", { level: 1 }).textContent();
      await press("a");
      await status.getByText("Assigned to you.").waitFor();
      await press("c");
      await page.getByRole("dialog", { name: "Log a call" }).waitFor();
      await press("Space");
      await press("Enter");
      await status.getByText(/^Call logged/).waitFor();
      if (done < 24) {
        await press("j");
        await page.getByRole("heading", { level: 1 }).filter({ hasNotText: heading! }).waitFor();
      }
    }
    // Proof that the keys did the work: 25 inquiries hers, each with a call.
    const { staff: people, close: closePeople } = await openStaff(dataDir);
    const cora = (await people.personByEmail("cora@example.org"))!.id;
    await closePeople();
    const check = await SubmissionStore.openFolder(dataDir);
    const hers = await check.inbox.all({ teams: ["intake"], status: "all", assigneeId: cora });
    let called = 0;
    for (const inquiry of hers) if ((await check.inbox.calls(inquiry.id)).length === 1) called++;
    await check.close();
    if (hers.length !== 25 || called !== 25)
      throw new Error(`Triage by keyboard left ${25 - called} inquiries without a call`);
    return { desktop, phone, keys };
  } finally {
    await browser.close();
    await site.stop();
  }
}
