/**
 * How one page gives way to the next (issue 17, items 1 and 8).
 *
 * Public pages: every link loads a new document (decision 010), so the browser itself starts each
 * page at its top with focus at the start of the document; the first test holds every link on
 * the two pages that run React to that, so a link left to the client router fails it.
 *
 * The staff area moves between its pages in the browser. After each change (a link, a page
 * opened by the code after an action, Back and Forward, signing in or out in place) the new page
 * starts at its top with focus on its h1, whose words are the page's title, so a screen reader
 * says where the person now is and the keyboard goes on from there (WCAG 2.4.3, 4.1.3). Nothing
 * moves on the first load or when only the hash changes. And when the next page's script cannot
 * be fetched, the page asked for loads in full instead (it works as a document).
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { pathTo, staffPath } from "../../content/navigation.ts";
import { expect, screenshotToLookAt, test } from "./support.ts";
import { addDevice, staffCommand } from "./staff-support.ts";

test("on the pages that run React, every link to a page of the site loads a new document", async ({
  page,
}) => {
  for (const path of [pathTo("home"), pathTo("contact")]) {
    await page.goto(path);
    // Hydrated: React has put its props on every link (the router's click handler with them).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll("a[href]")].every((link) =>
            Object.keys(link).some((key) => key.startsWith("__reactProps")),
          ),
        ),
      )
      .toBe(true);
    // Each link clicked in turn: React Router's Link calls preventDefault() to move in the
    // browser, so a click that arrives here not prevented is the browser's own: a new document.
    // This listener, the last in line, then stops it so the next link can be tried.
    const taken = await page.evaluate(() => {
      const inBrowser: string[] = [];
      let clicked = 0;
      const stop = (event: MouseEvent) => {
        if (event.defaultPrevented) inBrowser.push((event.target as Element).outerHTML);
        event.preventDefault();
      };
      window.addEventListener("click", stop);
      for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
        if (link.origin !== location.origin || /^(tel|mailto):/.test(link.protocol)) continue;
        link.click();
        clicked += 1;
      }
      window.removeEventListener("click", stop);
      return { clicked, inBrowser };
    });
    expect(taken.clicked, `links to try on ${path}`).toBeGreaterThan(10);
    expect(taken.inBrowser, `links on ${path} left to the client router`).toEqual([]);
  }
});

test.describe("in the staff area", () => {
  // Short, so that each page scrolls: a page change must start at the top.
  test.use({ viewport: { width: 375, height: 500 } });

  const h1 = (page: Page, title: string) =>
    page.getByRole("heading", { level: 1, name: title, exact: true });

  /** Focus is on the new page's h1, the page is at its top, and the h1 names the page. */
  async function expectPageStart(page: Page, title: string) {
    await expect(h1(page, title)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
  }

  /**
   * An administrator of their own, invited on the command line, makes a passkey by keyboard on
   * the invitation's page, which then opens their own work, the inbox. Returns their name.
   */
  async function signUp(page: Page): Promise<string> {
    const name = `Nell ${randomBytes(4).toString("hex")}`;
    const email = `${name.replace(" ", ".").toLowerCase()}@example.org`;
    const output = staffCommand("invite", email, "--name", name, "--team", "care", "--admin");
    await addDevice(page);
    await page.goto(/(http:\/\/localhost:\d+\/staff\/welcome#[\w-]+)/.exec(output)![1]!);
    await page.getByRole("button", { name: "Make a passkey" }).focus();
    await page.keyboard.press("Enter");
    // On a phone the header is one line: who is signed in is behind its Menu.
    await expect(page.getByText(`Signed in as ${name}`)).toBeAttached();
    await expect(page).toHaveURL(/\/staff\/inbox$/);
    return name;
  }

  /** A page of the header's menu (behind Menu on a phone), followed by keyboard. */
  async function followMenuLink(page: Page, name: string) {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name }).focus();
    await page.keyboard.press("Enter");
  }

  test("signing up: the person's own work opens with focus on its h1", async ({ page }) => {
    await signUp(page);
    await expectPageStart(page, "Inbox");
  });

  test("a link: the new page opens at its top, with focus on its h1", async ({ page }) => {
    await signUp(page);
    // Shorter still, and scrolled to the end of the inbox.
    await page.setViewportSize({ width: 375, height: 320 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await followMenuLink(page, "People");
    await expect(page).toHaveURL(/\/staff\/people$/);
    await expectPageStart(page, "People");
    await screenshotToLookAt(page, { path: "test-results/navigation-staff-after-link.png" });
    // The keyboard goes on from the top of the new page, not from the link on the last one.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });

  test("Back and Forward: the page returned to opens with focus on its h1", async ({ page }) => {
    await signUp(page);
    await followMenuLink(page, "People");
    await expect(h1(page, "People")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/staff\/inbox$/);
    await expectPageStart(page, "Inbox");
    await page.goForward();
    await expect(page).toHaveURL(/\/staff\/people$/);
    await expectPageStart(page, "People");
  });

  test("the first load: nothing moves, focus is at the start of the document", async ({ page }) => {
    await signUp(page);
    await page.goto(`${staffPath("inbox")}?q=nothing-like-this`);
    await expect(h1(page, "Inbox")).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  });

  test("the same page with another query (Clear filters): focus on its h1", async ({ page }) => {
    await signUp(page);
    await page.goto(`${staffPath("inbox")}?q=nothing-like-this`);
    await page.getByText("Filter, search, download").click();
    await page.getByRole("link", { name: "Clear filters" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/staff\/inbox$/);
    await expectPageStart(page, "Inbox");
  });

  test("only the hash changes (the skip link): the browser moves to main, nothing else", async ({
    page,
  }) => {
    await signUp(page);
    // After a page change in the browser (a new entry in the history, as the skip link makes).
    await followMenuLink(page, "Your passkeys");
    await expect(h1(page, "Your passkeys")).toBeFocused();
    await page.getByRole("link", { name: "Skip to main content" }).focus();
    // Every element focus visits from here, even for a moment.
    await page.evaluate(() => {
      const visited: string[] = [];
      document.addEventListener("focusin", (event) =>
        visited.push((event.target as Element).tagName),
      );
      Object.assign(window, { visited });
    });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/staff\/passkeys#main$/);
    await expect(page.getByRole("main")).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { visited: string[] }).visited)).toEqual(
      ["MAIN"],
    );
  });

  test("signing out on the first page: the sign-in page, in place, with focus on its h1", async ({
    page,
  }) => {
    await signUp(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Sign out" }).focus();
    await page.keyboard.press("Enter");
    await expectPageStart(page, "Sign in to the staff area");
  });

  test("signing in: the inbox appears, with focus on its h1", async ({ page }) => {
    const name = await signUp(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in with a passkey" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Signed in as ${name}`)).toBeAttached();
    // Signing in at the staff area's front door lands on the inbox (issue 26).
    await expect(page).toHaveURL(/\/staff\/inbox$/);
    await expectPageStart(page, "Inbox");
  });

  /**
   * From the first page, a link to a page one of whose chunks fails once (as after a deploy, or
   * on a dropped connection): the page asked for loads as a document, and works.
   */
  async function followWithChunkFailing(
    page: Page,
    chunk: "module" | "clientLoaderModule",
    routeId: string,
    title: string,
  ) {
    await signUp(page);
    const target = routeId === "routes/staff/audit" ? staffPath("audit") : staffPath("people");
    // Read from another browser context, so that this one's cache has not seen the chunk yet.
    const other = await page.context().browser()!.newPage();
    await other.goto(staffPath("home"));
    const url = await other.evaluate(
      ([id, key]) =>
        (
          window as unknown as {
            __reactRouterManifest: { routes: Record<string, Record<string, string>> };
          }
        ).__reactRouterManifest.routes[id!]![key!],
      [routeId, chunk],
    );
    await other.close();
    expect(url, `${routeId}'s ${chunk}`).toMatch(/^\/assets\//);
    // The staff frame fetches every staff page's scripts ahead once signed in: the chunk is
    // refused from the start, ahead and on the click alike, until the browser loads the page
    // asked for as a document. Refused ahead, it must not reload the page over and over.
    let loadedInFull = false;
    let documents = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === target)
        loadedInFull = true;
    });
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) documents += 1;
    });
    let refused = 0;
    await page.route(
      (address) => address.pathname === url && !loadedInFull,
      (route) => {
        refused += 1;
        return route.abort("connectionreset");
      },
    );
    await page.goto(staffPath("inbox"));
    await expect(h1(page, "Inbox")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(documents, "documents loaded while the chunk was refused ahead").toBe(1);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // On a phone, the header's Menu holds the link.
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Staff area" })
      .getByRole("link", { name: title })
      .click();
    await expect(h1(page, title)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(target);
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    // The visitor's history: the page they were on, then the one they asked for.
    await page.goBack();
    await expect(page).toHaveURL(/\/staff\/inbox$/);
    await expect(h1(page, "Inbox")).toBeVisible();
  }

  test("the next page's module cannot be fetched: that page loads in full", async ({ page }) => {
    await followWithChunkFailing(page, "module", "routes/staff/people", "People");
  });

  test("the next page's loader chunk cannot be fetched: that page loads in full", async ({
    page,
  }) => {
    await followWithChunkFailing(page, "clientLoaderModule", "routes/staff/audit", "Audit trail");
  });
});
