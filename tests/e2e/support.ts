import AxeBuilder from "@axe-core/playwright";
import { test as base, type Browser, expect, type Locator, type Page } from "@playwright/test";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "../../app/routes.ts";
import { allPagePaths, pageAt } from "../../content/index.ts";
import { locales } from "../../content/locale.ts";
import { pathTo } from "../../content/navigation.ts";

/**
 * Playwright's `test`, plus a guard on every test: the page must not break its Content Security
 * Policy. Chromium reports each violation on the console, across navigations.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, "Content Security Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Whether this run takes the screenshots people look at (`screenshotToLookAt`). */
export const screenshotsWanted = process.env.SCREENSHOTS === "1";

/**
 * A screenshot for a person to look at (no test reads it back), taken only when the run sets
 * `SCREENSHOTS=1`: `SCREENSHOTS=1 npx playwright test …`, then open the files it names. Without it
 * the step is skipped, which keeps `npm test` fast.
 */
export async function screenshotToLookAt(
  of: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!screenshotsWanted) return;
  await of.screenshot(options);
}

/** WCAG 2.2 AA, as the developers' guide sets it. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on the page as it is now and expects no violations, listing them if there are.
 * `within`: a selector to check only that part (a page's own content, where the template
 * around it is checked whole on another page).
 *
 * In axe's legacy mode: `axe.run` in the page itself, the same rules. The default mode finishes
 * each run in a new blank page, for cross-origin frames, which the site has none of; it took
 * twice as long (1.25 s against 0.6 s a page, 1.0 against 0.4 s for a page's `main`).
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();
  if (within) builder.include(within);
  const results = await builder.analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
  expect(found, found.join("\n")).toEqual([]);
}

/**
 * The pages whose routes declare `handle: { hydrate: true }` (app/routes/home.tsx, contact.tsx),
 * in each language. Every other page ships no script (decision 010).
 */
export const hydrated = locales.flatMap((locale) => [
  pathTo("home", locale),
  pathTo("contact", locale),
]);

/**
 * One page for each template (route module), in the order of the site map; the French home page,
 * whose header has the longest words; and the 404.
 */
export function onePagePerTemplate(): string[] {
  return [
    ...[...pagesByTemplate().values()].map((paths) => paths[0]!),
    pathTo("home", "fr"),
    "/no-such-page",
  ];
}

/**
 * Every page of the site map under its template (the route module's file), templates and pages in
 * the order of the site map.
 */
export function pagesByTemplate(): Map<string, string[]> {
  const byTemplate = new Map<string, string[]>();
  for (const path of allPagePaths()) {
    const matches = matchRoutes(routes as unknown as RouteObject[], path) ?? [];
    const file = (matches.at(-1)?.route as { file?: string } | undefined)?.file;
    if (!file) continue;
    const paths = byTemplate.get(file) ?? [];
    byTemplate.set(file, [...paths, path]);
  }
  return byTemplate;
}

/** A pattern that finds `text` anywhere in a string, every character taken as written. */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}

/** The h1 a person should see on each page: its title in the site map. */
export function expectedHeading(path: string): string {
  const page = pageAt(path);
  if (!page) throw new Error(`${path} is not in the site map`);
  return page.title;
}

/**
 * The names of elements with `role` in Chromium's own accessibility tree: what a screen reader
 * is given. Unlike Playwright's role queries, it leaves out `inert` content.
 */
export async function accessibleNames(page: Page, role: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await session.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === role && node.name?.value)
    .map((node) => node.name!.value);
}

/**
 * Whether Chromium tells assistive technology that the button named `name` is expanded. A button
 * with `popovertarget` gets this state from the browser, with no `aria-expanded` attribute, so
 * Playwright's own `toBeExpanded()` cannot see it. https://w3c.github.io/html-aam/#att-popovertarget
 * A `<summary>` is a button to screen readers, but Chromium's tree calls it a DisclosureTriangle
 * (and Playwright gives it no role): pass that as `role` for one.
 */
export async function expandedState(
  page: Page,
  name: string,
  role: "button" | "DisclosureTriangle" = "button",
): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await session.detach();
  const button = nodes.find(
    (node) => !node.ignored && node.role?.value === role && node.name?.value === name,
  );
  if (!button) throw new Error(`No ${role} named ${name} in the accessibility tree`);
  const expanded = button.properties?.find((property) => property.name === "expanded");
  return expanded?.value.value as boolean | undefined;
}

/** A phone's screen, as the job seekers' tests hold it (careers.spec.ts, apply.spec.ts). */
export const phone = { width: 375, height: 812 };

/**
 * A job seeker's phone: 375 px wide, JavaScript off. axe runs as a script in the page, so its
 * checks use a phone with JavaScript on (`script`): the Careers and application pages ship no
 * script, so the two see the same document.
 */
export async function seekerPhone(browser: Browser, script = false): Promise<Page> {
  const context = await browser.newContext({
    viewport: phone,
    hasTouch: true,
    javaScriptEnabled: script,
  });
  return context.newPage();
}
