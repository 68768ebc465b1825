/**
 * The browser tests use Debian's Chromium (Playwright's own download is not reachable here).
 * Finds it, installs it with apt when missing and running as root, or says what to install.
 */
import { existsSync } from "node:fs";
import { installWithApt } from "./apt-install.ts";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless Chromium with no calls home: the machines here have no internet. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

if (import.meta.main) {
  if (existsSync(chromiumPath)) {
    process.exit(0);
  }
  if (installWithApt(["chromium"]) && existsSync(chromiumPath)) process.exit(0);
  console.error(
    `No Chromium at ${chromiumPath}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.",
  );
  process.exit(1);
}
