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
