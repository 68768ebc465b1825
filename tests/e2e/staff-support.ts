/** What the staff area's browser tests share: the command line, a passkey device, axe at both widths. */
import { execFileSync } from "node:child_process";
import type { Browser, CDPSession, Page } from "@playwright/test";
import type { ApplicationInput } from "../../server/careers/applications.ts";
import type { saveApplication } from "../../server/staff/application-test-support.ts";
import { expect, expectNoAxeViolations } from "./support.ts";

/** `npm run staff -- …` against the test server's data, as an administrator would run it. */
export function staffCommand(...args: string[]): string {
  return execFileSync(process.execPath, ["scripts/staff.ts", ...args], {
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PORT: process.env.E2E_PORT ?? "4173",
    },
    encoding: "utf8",
  });
}

/** Someone invited on the command line, signed up in a browser of their own. */
export async function staffMember(
  browser: Browser,
  email: string,
  name: string,
  team: string,
  admin = false,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const output = staffCommand(
    "invite",
    email,
    "--name",
    name,
    "--team",
    team,
    ...(admin ? ["--admin"] : []),
  );
  const link = /(http:\/\/localhost:\d+\/staff\/welcome#[\w-]+)/.exec(output)![1]!;
  const page = await (
    await browser.newContext({ viewport, hasTouch: viewport.width < 500 })
  ).newPage();
  await addDevice(page);
  await page.goto(link);
  await page.getByRole("button", { name: "Make a passkey" }).click();
  await expect(page.getByRole("navigation", { name: "Staff area" })).toBeVisible();
  // On a phone, who is signed in is behind the header's Menu.
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
  if (await menu.isVisible()) await page.keyboard.press("Escape");
  return page;
}

/** A device with a passkey store: Chromium's virtual authenticator, verifying its user. */
export async function addDevice(page: Page): Promise<{ session: CDPSession; id: string }> {
  const session = await page.context().newCDPSession(page);
  await session.send("WebAuthn.enable");
  const { authenticatorId } = await session.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { session, id: authenticatorId };
}

/**
 * axe at 1280 px and at 375 px, for what a phone shows otherwise: the staff header (its menu
 * button), a record's work panel folded into a bar, a table's rows as cards. Where the width
 * changes only the layout (a list, a dialog, a form, a notice), the specs run axe once, at the
 * width the test is at.
 */
export async function checkAxeAtBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Inquiries written straight into the test server's store, as if they had arrived at the times
 * given (the receiver itself always stamps "now"): a weekend's worth, a holiday before them.
 */
export async function seedInquiries(
  inquiries: {
    name: string;
    recipient: string;
    message: string;
    receivedAt: Date;
    /** The language they wrote in; English when left out. */
    language?: "en" | "fr";
  }[],
): Promise<string[]> {
  const { SubmissionStore } = await import("../../server/contact/store.ts");
  const store = await SubmissionStore.openFolder(process.env.E2E_DATA_DIR!);
  try {
    const ids: string[] = [];
    for (const [index, inquiry] of inquiries.entries())
      ids.push(
        (
          await store.save(
            {
              name: inquiry.name,
              phone: `416-555-01${String(index % 100).padStart(2, "0")}`,
              relationship: "I am the relative/caregiver of a client",
              recipient: inquiry.recipient,
              subject: "Service Request",
              email: `family${index}@example.com`,
              message: inquiry.message,
              ...(inquiry.language ? { language: inquiry.language } : {}),
            },
            undefined,
            inquiry.receivedAt,
          )
        ).id,
      );
    return ids;
  } finally {
    await store.close();
  }
}

/**
 * Narrows the audit trail as an administrator would: opens its folded filter, chooses, shows.
 * `action` is an action's words ("Invited"); `inquiry`, a reference or its first characters.
 */
export async function filterAudit(page: Page, filter: { action?: string; inquiry?: string }) {
  await page.getByText("Filter by person, action, inquiry or date").click();
  if (filter.action !== undefined)
    await page.getByLabel("Action").selectOption({ label: filter.action });
  if (filter.inquiry !== undefined) await page.getByLabel("Inquiry reference").fill(filter.inquiry);
  await page.getByRole("button", { name: "Show" }).click();
}

/**
 * Job applications written straight into the test server's store, résumé files and all (the
 * public form is another part of the site), each with the interviews given.
 */
export async function seedApplications(
  applications: {
    input: Partial<ApplicationInput>;
    resume: Parameters<typeof saveApplication>[3];
    interviews?: string[];
  }[],
): Promise<string[]> {
  const { ApplicationStore } = await import("../../server/careers/applications.ts");
  const { openDatabases } = await import("../../server/db/database.ts");
  const { saveApplication: save } = await import("../../server/staff/application-test-support.ts");
  const { diskResumeFiles } = await import("../../server/uploads/files.ts");
  const dataDir = process.env.E2E_DATA_DIR!;
  const databases = openDatabases({ dialect: "sqlite" }, dataDir);
  try {
    const store = await ApplicationStore.open(databases);
    const ids: string[] = [];
    for (const application of applications) {
      const { id } = await save(
        store,
        diskResumeFiles(dataDir),
        application.input,
        application.resume,
      );
      for (const day of application.interviews ?? []) await store.addInterview(id, day, "seed");
      ids.push(id);
    }
    return ids;
  } finally {
    await databases.close();
  }
}
