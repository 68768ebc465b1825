import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./scripts/ensure-chromium.ts";

const ownWidthTests =
  /(header|home|contact-form|staff|staff-organisation|inbox|reflow|focus-order|navigation|find-care|search|careers|apply|presence)\.spec\.ts/;
const port = Number(process.env.E2E_PORT ?? 4173);
// The OpenID Provider that tests/e2e/staff-organisation.spec.ts starts (server/staff/test-provider.ts).
process.env.E2E_OIDC_PORT ??= String(port + 1);
// A fresh store per run, made once: the workers inherit it, and the staff tests run
// `npm run staff` against it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: testBrowserPath,
      args: chromiumArgs,
    },
  },
  // Page-level checks run at both widths; widget files, and the page-wide checks that need
  // widths of their own (reflow at 320 px, the focus-order walk), set them and run once.
  projects: [
    {
      name: "desktop",
      testIgnore: ownWidthTests,
      // Every page's words and markup are checked at this width; the phone checks the templates.
      // Tests tagged @one-width check what the width does not change: they run on the phone only.
      grepInvert: [/one page per template, at 375 px/, /@one-width/],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    {
      name: "mobile",
      testIgnore: ownWidthTests,
      grepInvert: /every page, at 1280 px/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    { name: "widgets", testMatch: ownWidthTests, use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    // The same Node that runs the tests (the project's Node 24 under npm scripts).
    command: `"${process.execPath}" server/main.ts`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // The tests send many forms, and sign many people up and in, from one address.
      DATA_DIR: process.env.E2E_DATA_DIR,
      CONTACT_LIMIT_PER_CLIENT: "10000",
      CONTACT_LIMIT_TOTAL: "10000",
      APPLY_LIMIT_PER_CLIENT: "10000",
      APPLY_LIMIT_TOTAL: "10000",
      STAFF_SIGN_IN_LIMIT_PER_CLIENT: "1000",
      // Sign-in with the organisation's account, against the spec's own provider on loopback
      // (asked only when someone signs in through it).
      OIDC_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
      OIDC_CLIENT_ID: "staff-area",
      OIDC_CLIENT_SECRET: "a-test-client-secret-of-length",
      OIDC_GROUPS: '{"grp-intake": ["intake"], "grp-admins": "admin"}',
    },
  },
});
