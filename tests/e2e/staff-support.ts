/** What the staff area's browser tests share: the command line, a passkey device, axe at both widths. */
import { execFileSync } from "node:child_process";
import type { CDPSession, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support.ts";

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
  inquiries: { name: string; recipient: string; message: string; receivedAt: Date }[],
): Promise<string[]> {
  const { SubmissionStore } = await import("../../server/contact/store.ts");
  const store = new SubmissionStore(process.env.E2E_DATA_DIR!);
  try {
    return inquiries.map(
      (inquiry, index) =>
        store.save(
          {
            name: inquiry.name,
            phone: `416-555-01${String(index % 100).padStart(2, "0")}`,
            relationship: "I am the relative/caregiver of a client",
            recipient: inquiry.recipient,
            subject: "Service Request",
            email: `family${index}@example.com`,
            message: inquiry.message,
          },
          undefined,
          inquiry.receivedAt,
        ).id,
    );
  } finally {
    store.close();
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
