/**
 * The browser tests use Debian's Chromium (Playwright's own download is not reachable here): its
 * headless shell, which runs them in two thirds of the full browser's time (decision 032), or the
 * full browser where the shell cannot be had. Lighthouse and the share image use the full browser.
 * Finds them, installs them with apt when missing and running as root, or says what to install.
 */
import { existsSync } from "node:fs";
import { installWithApt } from "./apt-install.ts";

/** The full browser: Lighthouse (`npm run bench`) and `npm run og-image`. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const headlessShellPath = "/usr/bin/chromium-headless-shell";

/** What the browser tests launch: `CHROMIUM_PATH` when set, else the shell when installed. */
export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

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
  // `--full`: the full browser, for the bench; else the tests' browser.
  const wanted =
    process.argv.includes("--full") || process.env.CHROMIUM_PATH ? chromiumPath : headlessShellPath;
  const debianPackage = wanted === headlessShellPath ? "chromium-headless-shell" : "chromium";
  if (existsSync(wanted)) process.exit(0);
  if (!process.env.CHROMIUM_PATH && installWithApt([debianPackage]) && existsSync(wanted)) {
    process.exit(0);
  }
  if (wanted === headlessShellPath && existsSync(chromiumPath)) {
    console.warn(
      `No ${headlessShellPath}: the browser tests run in ${chromiumPath}, taking half as long ` +
        "again. Install Debian's chromium-headless-shell to make them faster.",
    );
    process.exit(0);
  }
  console.error(
    `No Chromium at ${wanted}. Install it (Debian/Ubuntu: sudo apt-get install ${debianPackage}) ` +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.",
  );
  process.exit(1);
}
