/**
 * Signing in to the staff area with the organisation's account, in Chromium, through a real
 * OpenID Provider on loopback (server/staff/test-provider.ts, on E2E_OIDC_PORT, which
 * playwright.config.ts gives the server as OIDC_ISSUER): the sign-in page's button, the provider's
 * login page, back in the inbox; someone in no mapped group told why. axe at both widths.
 */
import { startTestProvider, type TestProvider } from "../../server/staff/test-provider.ts";
import { expect, test } from "./support.ts";
import { checkAxeAtBothWidths } from "./staff-support.ts";

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: "serial", timeout: 90_000 });

let provider: TestProvider;
test.beforeAll(async () => {
  provider = await startTestProvider({
    port: Number(process.env.E2E_OIDC_PORT),
    redirectUri: `http://localhost:${process.env.E2E_PORT ?? 4173}/api/staff/organisation/callback`,
  });
});
test.afterAll(() => provider.close());

/** At the provider's own (development) login page: any login, any password. */
async function logInAtProvider(page: import("@playwright/test").Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("any");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

test("a member of staff signs in with the organisation account and lands in the inbox of her team", async ({
  page,
}) => {
  provider.accounts.set("org-ana", {
    email: "ana.org@example.org",
    name: "Ana Organisation",
    groups: ["grp-intake"],
  });
  await page.goto("/staff");
  await expect(page.getByRole("heading", { name: "Sign in to the staff area" })).toBeVisible();
  await checkAxeAtBothWidths(page);
  // Passkeys stay, beside it.
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in with your Grand Care account" }).click();
  await logInAtProvider(page, "org-ana");

  await expect(page).toHaveURL(/\/staff\/inbox$/);
  await expect(page.getByText("Signed in as Ana Organisation")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  // Her record was made from her groups: Intake, not an administrator.
  await expect(page.getByText("Signed in as Ana Organisation (Intake)")).toBeVisible();
  await expect(page.getByRole("link", { name: "People" })).toHaveCount(0);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the staff area" })).toBeVisible();
});

test("someone in no group that gives access is told why, on the sign-in page", async ({ page }) => {
  provider.accounts.set("org-zoe", {
    email: "zoe.org@example.org",
    name: "Zoe",
    groups: ["other"],
  });
  await page.goto("/staff/inbox");
  await page.getByRole("link", { name: "Sign in with your Grand Care account" }).click();
  await logInAtProvider(page, "org-zoe");
  await expect(page).toHaveURL(/\/staff\?refused=no-team$/);
  const alert = page.getByRole("alert").filter({ hasText: "You were not signed in" });
  await expect(alert).toContainText("not in a group that gives access to the staff area");
  await expect(page.getByText(/Signed in as/)).toHaveCount(0);
  await checkAxeAtBothWidths(page);
});

test("an administrator from the administrators' group returns to People, sees who signs in with the organisation account, and cannot require it without an emergency administrator", async ({
  page,
}) => {
  provider.accounts.set("org-rita", {
    email: "rita.org@example.org",
    name: "Rita Organisation",
    groups: ["grp-admins"],
  });
  await page.goto("/staff/people");
  await page.getByRole("link", { name: "Sign in with your Grand Care account" }).click();
  await logInAtProvider(page, "org-rita");
  // Back where she started.
  await expect(page).toHaveURL(/\/staff\/people$/);
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Ana Organisation/ })).toContainText(
    "Signs in with the organisation account",
  );
  await page.getByLabel(/Require the organisation account/).check();
  await page.getByRole("button", { name: "Save how people sign in" }).click();
  await expect(page.getByText(/Name the emergency administrator first/)).toBeVisible();
  await checkAxeAtBothWidths(page);
});
