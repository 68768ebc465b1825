/**
 * Reflow (WCAG 1.4.10; issue 17, item 4): every page of the site map reads at 320 CSS px wide
 * without scrolling sideways and with nothing cut off, with every panel and menu opened in turn.
 *
 * 320 CSS px is what a 1280 by 1024 window shows at 400% zoom, as WCAG defines it, so one window
 * serves both: 320 by 256 CSS px drawn at four device pixels to the CSS pixel, which is what the
 * browser's zoom does to the page (media queries, viewport units and pixel rounding all see it;
 * the 256 px height is harder on the header's menu than a phone's). It is emulated with that
 * viewport and deviceScaleFactor 4. CDP's page scale factor would be a pinch zoom (nothing
 * reflows), and CSS `zoom` on the root leaves media queries at 1280 px, so neither is the zoom a
 * visitor uses. With JavaScript and without: the pages that hydrate lay out their widgets by
 * whether scripts run.
 *
 * Sets its own width, so it runs once (playwright.config.ts).
 */
import type { Page } from "@playwright/test";
import { allPagePaths } from "../../content/index.ts";
import {
  expect,
  expectedHeading,
  hydrated,
  onePagePerTemplate,
  pagesByTemplate,
  test,
} from "./support.ts";

/**
 * What would be cut off for a person at this width, one line each, on the page as loaded and with
 * each popover (the header's menus) and each `<details>` (FAQs, panels, the home page's sections)
 * opened in turn, nested ones inside their parent: the page scrolling sideways, anything beyond
 * the window's sides, anything partly outside a box that clips it, any line of text sticking out
 * of its box, and any box that scrolls sideways. Content moved wholly out of a clipping box on purpose
 * (the carousel's other slides), text hidden for screen readers and what is `inert` or
 * `aria-hidden` are not seen, so not counted. Runs in the page. Given a `scope` (a selector), only
 * what the matching elements hold, and the popovers and `<details>` among them, are checked, and
 * not whether the page as a whole scrolls sideways.
 */
function cutOffInEveryState(scope: string | null): string[] {
  const found: string[] = [];
  const describe = (element: Element) => {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
    const classes = typeof element.className === "string" ? element.className.trim() : "";
    return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ""}> "${text}"`;
  };
  const overflowX = (element: Element) => getComputedStyle(element).overflowX;

  function sideways(): string[] {
    const { scrollWidth, clientWidth } = document.documentElement;
    return scrollWidth > clientWidth
      ? [`the page scrolls sideways (${scrollWidth} px wide in a ${clientWidth} px window)`]
      : [];
  }

  function cutOff(root: Element): string[] {
    const windowWidth = document.documentElement.clientWidth;
    const lines: string[] = [];
    // Every box and every line of text, checked the same way.
    const pieces: { owner: Element; box: DOMRect; text: boolean }[] = [];
    for (const element of [root, ...root.querySelectorAll("*")]) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      pieces.push({ owner: element, box: element.getBoundingClientRect(), text: false });
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) pieces.push({ owner: element, box, text: true });
      }
      const overflow = overflowX(element);
      if (
        (overflow === "auto" || overflow === "scroll") &&
        element.scrollWidth > element.clientWidth
      )
        lines.push(`scrolls sideways: ${describe(element)}`);
    }

    for (const { owner, box, text } of pieces) {
      if (box.width === 0 && box.height === 0) continue;
      // The part a person can see: the piece cut by every clipping box around it (a line of
      // text by its own element's too).
      let left = box.left;
      let right = box.right;
      let screenReaderText = false;
      for (
        let up = text ? owner : owner.parentElement;
        up && up !== document.body;
        up = up.parentElement
      ) {
        if (overflowX(up) === "visible") continue;
        const clip = up.getBoundingClientRect();
        if (clip.width <= 1) screenReaderText = true;
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (screenReaderText) continue;
      // Wholly out of a clipping box: shown some other way, as the carousel's other slides are.
      if (right <= left && box.width > 0) continue;

      const what = `${text ? "text in " : ""}${describe(owner)}`;
      if (left > box.left + 0.5 || right < box.right - 0.5)
        lines.push(`cut off by a box around it: ${what}`);
      else if (left < -0.5 || right > windowWidth + 0.5)
        lines.push(
          `past the window's edge (${Math.round(left)} to ${Math.round(right)} px): ${what}`,
        );
      else if (text) {
        // A line of text sticking out of the box that holds it, over whatever is beside it.
        let block: Element | null = owner;
        while (block && getComputedStyle(block).display.startsWith("inline"))
          block = block.parentElement;
        const holder = (block ?? owner).getBoundingClientRect();
        if (box.left < holder.left - 0.5 || box.right > holder.right + 0.5)
          lines.push(`sticks out of its box: ${what}`);
      }
    }
    return lines;
  }

  const note = (state: string, lines: string[]) =>
    found.push(...lines.map((line) => `${state}: ${line}`));
  const roots = scope ? [...document.querySelectorAll(scope)] : [document.body];
  const pageWide = () => (scope ? [] : sideways());
  function openEachDetails(within: ParentNode, state: string) {
    for (const details of within.querySelectorAll("details")) {
      const wasOpen = details.open;
      details.open = true;
      const summary = details.querySelector("summary")?.textContent?.trim() ?? "";
      note(`${state}, "${summary}" open`, [...pageWide(), ...cutOff(details)]);
      details.open = wasOpen;
    }
  }

  note("as loaded", [...pageWide(), ...roots.flatMap(cutOff)]);
  for (const root of roots) openEachDetails(root, "as loaded");
  const popovers = roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>("[popover]")]);
  for (const [index, popover] of popovers.entries()) {
    const chain: HTMLElement[] = [];
    for (let up: Element | null = popover; up; up = up.parentElement?.closest("[popover]") ?? null)
      chain.unshift(up as HTMLElement);
    for (const each of chain) each.showPopover();
    const state = `popover ${popover.id || index} open`;
    note(state, [...pageWide(), ...cutOff(popover)]);
    openEachDetails(popover, state);
    for (const each of chain.reverse()) if (each.matches(":popover-open")) each.hidePopover();
  }
  return found;
}

/**
 * The whole page with every menu open on one page of each template (the header, its menus and the
 * footer are the template's); on the others, the page's own content (`main`) with its panels open,
 * and that the page as a whole does not scroll sideways.
 */
const templatePages = new Set(onePagePerTemplate());

async function expectReflow(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(expectedHeading(path));
  // Words are measured in the font the visitor gets, not its fallback.
  await page.evaluate(() => document.fonts.ready);
  const whole = templatePages.has(path);
  const found = await page.evaluate(cutOffInEveryState, whole ? null : "main");
  if (!whole) {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth)
      found.push(
        `the page scrolls sideways (${scrollWidth} px wide in a ${clientWidth} px window)`,
      );
  }
  // Soft: the walk goes on, so a failure lists every page of the template that has one.
  expect.soft(found, `${path}:\n${found.join("\n")}`).toEqual([]);
}

/** 1280 by 1024 at 400%: 320 by 256 CSS px, four device pixels to each. */
const zoomed = { viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 };

for (const javaScriptEnabled of [true, false]) {
  const scripts = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test.describe(`at 320 px (1280 px zoomed to 400%), ${scripts}`, () => {
    test.use({ ...zoomed, javaScriptEnabled });

    // Without scripts, only the pages that run any can differ: every other page ships none
    // (script-free.spec.ts proves it), so it is the same document either way.
    const scripted = new Set(hydrated);
    for (const [template, all] of pagesByTemplate()) {
      const paths = javaScriptEnabled ? all : all.filter((path) => scripted.has(path));
      if (paths.length === 0) continue;
      // One page setup walks every page of the template; each page's findings are its own.
      test(`${template}: its ${paths.length} pages reflow: no sideways scrolling, nothing cut off`, async ({
        page,
      }) => {
        test.setTimeout(30_000 + paths.length * 5_000);
        for (const path of paths) await expectReflow(page, path);
      });
    }
  });
}

/**
 * A low-vision reader's usual setting (issue 39, item 1): the browser's default font at 24 px and
 * the page zoomed to 400%, the two together (each alone is checked above and in header.spec.ts).
 * Every rem is half as large again at 320 CSS px: the whole page, with each of its menus and
 * panels open, on one page per template of the route table and on the French home page, whose
 * words are the longest.
 */
test.describe("at 320 px (1280 px zoomed to 400%) with a 24 px default font", () => {
  test.use(zoomed);

  const pagePaths = new Set(allPagePaths());
  for (const path of onePagePerTemplate().filter((path) => pagePaths.has(path))) {
    test(`${path} reflows: no sideways scrolling, nothing cut off`, async ({ page }) => {
      // The browser's own setting (Settings, Appearance, Font size), not a style of ours.
      const session = await page.context().newCDPSession(page);
      await session.send("Page.setFontSizes", { fontSizes: { standard: 24 } });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // Scrolled to, the Menu button is wholly in sight, not cut off at the window's edge.
      const menu = page.getByRole("button", { name: "Menu", exact: true });
      await menu.scrollIntoViewIfNeeded();
      await expect(menu).toBeInViewport({ ratio: 1 });
      const found = await page.evaluate(cutOffInEveryState, null);
      expect(found, found.join("\n")).toEqual([]);
    });
  }
});

/**
 * Text spacing (WCAG 1.4.12; issue 25, item 9): with the spacing a reader may set in their own
 * style sheet, nothing is lost and nothing scrolls sideways at 1024 px, the narrowest width of the
 * wide header, whose one row is the tightest place. The styles are WCAG's own test values, added
 * as a constructed style sheet (as a reader's extension would; the CSP does not stop it).
 * Checked on one page per template of the route table, and the 404.
 */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

test.describe("at 1024 px with WCAG's text spacing", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  for (const path of onePagePerTemplate()) {
    test(`${path}: nothing lost, no sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, textSpacing);
      const found = await page.evaluate(cutOffInEveryState, null);
      expect(found, found.join("\n")).toEqual([]);
    });
  }
});

test.describe("the check itself", () => {
  test.use(zoomed);

  test("finds what a person at 320 px would miss, and nothing hidden on purpose", async ({
    page,
  }) => {
    await page.setContent(`
      <body style="margin: 0">
        <div class="clips" style="width: 100px; overflow: hidden; white-space: nowrap">
          A sentence too long for its box
        </div>
        <div style="display: flex">
          <div class="narrow" style="width: 50px; min-width: 0">Companionshipservices</div>
          <div>beside</div>
        </div>
        <div class="scroller" style="width: 100px; overflow-x: auto"><p style="width: 300px">x</p></div>
        <p class="wide" style="width: 400px; margin: 0">past the edge</p>
        <details><summary>More</summary><p class="hidden-wide" style="width: 500px">y</p></details>
        <div id="menu" popover><p class="in-popover" style="width: 600px">z</p></div>

        <span style="position: absolute; width: 1px; height: 1px; overflow: hidden;
          clip-path: inset(50%); white-space: nowrap">Text for screen readers, long as it likes</span>
        <div style="overflow: hidden">
          <div style="display: grid; grid-auto-flow: column; grid-auto-columns: 100%">
            <p>A slide</p><p>The slide after it, moved out of view</p>
          </div>
        </div>
        <div aria-hidden="true" style="position: absolute; left: -999px">A trap for robots</div>
      </body>`);
    const found = await page.evaluate(cutOffInEveryState, null);
    const expected = [
      /^as loaded: the page scrolls sideways \(400 px wide in a 320 px window\)$/,
      /^as loaded: cut off by a box around it: text in <div class="clips">/,
      /^as loaded: sticks out of its box: text in <div class="narrow">/,
      /^as loaded: scrolls sideways: <div class="scroller">/,
      /^as loaded: cut off by a box around it: <p> "x"$/,
      /^as loaded: past the window's edge \(0 to 400 px\): <p class="wide">/,
      /^as loaded, "More" open: the page scrolls sideways/,
      /^as loaded, "More" open: past the window's edge .*<p class="hidden-wide">/,
      /^popover menu open: the page scrolls sideways/,
      /^popover menu open: past the window's edge .*<div> "z"$/,
      /^popover menu open: past the window's edge .*<p class="in-popover">/,
    ];
    expect(found).toHaveLength(expected.length);
    expect(found).toEqual(
      expect.arrayContaining(expected.map((line) => expect.stringMatching(line))),
    );
  });
});
