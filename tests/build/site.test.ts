/**
 * Checks on the built site (run after `npm run build`): every page was produced, is valid HTML,
 * carries its own title, description and canonical address, and every internal link and anchor
 * lands somewhere real.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate, Parser } from "html-validate";
import { z } from "zod";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, test } from "vitest";
import routes from "../../app/routes.ts";
import type { PageHandle } from "../../app/lib/page-handle.ts";
import { servicesResetScript } from "../../app/components/site-header/services-reset.ts";
import { phoneLine } from "../../app/lib/site-facts.ts";
import {
  allPagePaths,
  getServiceAreas,
  listedPages,
  pageAt,
  siteMap,
} from "../../content/index.ts";
import { recipientIn } from "../../content/inquiry-form.ts";
import { localeTags, locales } from "../../content/locale.ts";
import { pathTo, shareImageFile } from "../../content/navigation.ts";
import { redirectFor } from "../../content/redirects.ts";
import { notFoundFiles } from "../../server/static-site.ts";
import { site } from "../../content/site.ts";
import { typographyProblems } from "../../content/typography.ts";
import { shortWords } from "../../content/words.ts";
import { declaredFaces } from "../../scripts/fonts.ts";

const buildDir = path.resolve("build/client");
const pages = allPagePaths();
const listed = listedPages().map((page) => page.path);

function htmlOf(page: string): string {
  return readFileSync(path.join(buildDir, page, "index.html"), "utf8");
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

function matchAll(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => decode(match[1]!));
}

const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  rules: {
    // React writes charSet and popoverTarget; HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React's streaming placeholders use ids such as "B:0", which HTML allows.
    "valid-id": ["error", { relaxed: true }],
  },
});

/** A page's document, to read as a browser would before any script. */
const parserConfig = validator.getConfigForSync("page.html");
const parse = (html: string) => new Parser(parserConfig).parseHtml(html);
/** An element's text as a person reads it: entities decoded, white space collapsed. */
const textOf = (element: { textContent: string } | null) =>
  decode(element?.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim();
/** A link's words and where it leads. */
const linkOf = (link: ReturnType<typeof parse>) => [
  textOf(link),
  decode(link.getAttribute("href")?.value?.toString() ?? ""),
];

/**
 * The pages whose route module declares `handle: { hydrate: true }` (decision 010), read from the
 * route modules themselves rather than from the build.
 */
async function pagesDeclaredToHydrate(): Promise<string[]> {
  const declared: string[] = [];
  for (const page of pages) {
    // The route table's entries have the path, index and children a RouteObject has, plus a file.
    const table = routes as unknown as (RouteObject & { file: string })[];
    const matches = matchRoutes(table, page) ?? [];
    for (const { route } of matches) {
      const module = (await import(`../../app/${route.file}`)) as { handle?: PageHandle };
      if (module.handle?.hydrate === true) {
        declared.push(page);
        break;
      }
    }
  }
  return declared;
}
const hydratedPages = await pagesDeclaredToHydrate();

/** Whether a page's HTML loads any script: an external one, a module, or React Router's data. */
function loadsScripts(html: string): boolean {
  return /<script\b[^>]*\bsrc=|<script\b[^>]*type="module"|modulepreload|__reactRouterContext/.test(
    html,
  );
}

test("exactly the pages whose routes declare hydrate: true carry scripts (decision 010)", () => {
  expect(hydratedPages.length).toBeGreaterThan(0);
  expect(pages.filter((page) => loadsScripts(htmlOf(page)))).toEqual(hydratedPages);
});

/**
 * A page's scripts other than JSON-LD data and the speculation rules: only the header's inline
 * line that folds Services with the phone menu (app/components/site-header/services-reset.ts).
 */
function otherScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) => !/type="(speculationrules|application\/ld\+json)"/.test(attributes!),
    )
    .map(([script]) => script);
}
const headerScript = `<script>${servicesResetScript}</script>`;

test("a page without scripts has no other script than JSON-LD, the speculation rules and the header's line", () => {
  for (const page of pages.filter((candidate) => !hydratedPages.includes(candidate))) {
    const html = htmlOf(page);
    expect(html, page).toContain('<script type="speculationrules">');
    expect(otherScripts(html), page).toEqual([headerScript]);
    // Nothing can ask for the data file: no router runs on the page, and links to it reload.
    expect(existsSync(path.join(buildDir, page === "/" ? "_.data" : `${page}.data`)), page).toBe(
      false,
    );
  }
});

describe.each(pages)("%s", (page) => {
  const html = htmlOf(page);

  test("is valid HTML", async () => {
    const report = await validator.validateString(html, page);
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
  });

  test("has one h1, a description and its canonical address, in its language", () => {
    const { locale } = pageAt(page)!;
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    const description = matchAll(html, /<meta name="description" content="([^"]*)"/g);
    expect(description).toHaveLength(1);
    expect(description[0]!.length).toBeGreaterThanOrEqual(50);
    expect(matchAll(html, /<link rel="canonical" href="([^"]*)"/g)).toEqual([site.origin + page]);
    expect(html).toContain(`<html lang="${localeTags[locale]}">`);
    expect(matchAll(html, /<meta property="og:image" content="([^"]*)"/g)).toEqual([
      `${site.origin}/${shareImageFile[locale]}`,
    ]);
    expect(html).toContain(
      `<meta property="og:locale" content="${localeTags[locale].replace("-", "_")}"/>`,
    );
  });

  // What a visitor without script reads, from the pre-rendered HTML (the browser tests keep what
  // needs a browser: axe, focus, layout): the page's own heading, its first paragraph, the
  // header and footer landmarks, and the footer's ways to the Accessibility and Privacy pages of
  // the page's language, under the copyright line.
  test("is complete without script: its heading, first paragraph, landmarks and footer", () => {
    const document = parse(html);
    const { locale } = pageAt(page)!;
    expect(document.querySelectorAll("h1").map(textOf)).toEqual([pageAt(page)!.title]);
    expect(textOf(document.querySelector("main p"))).not.toBe("");
    // A header or footer inside a section is not the page's banner or contentinfo.
    const sectioning = "main, article, aside, nav, section";
    const landmark = (tag: string) =>
      document.querySelectorAll(tag).filter((element) => !element.parent?.closest(sectioning));
    expect(landmark("header"), "banner").toHaveLength(1);
    const [footer] = landmark("footer");
    expect(footer, "contentinfo").toBeDefined();
    const links = footer!.querySelectorAll("a[href]").map(linkOf);
    const { pages: names } = shortWords[locale].ui;
    expect(links).toContainEqual([names.privacy, pathTo("privacy", locale)]);
    expect(links).toContainEqual([names.accessibility, pathTo("accessibility", locale)]);
    expect(textOf(footer!)).toContain(`© ${site.copyrightYear} ${site.name}`);
  });

  test("fetches no script before its first paint (decision 007)", () => {
    expect(html).not.toContain("modulepreload");
    if (!hydratedPages.includes(page)) return;
    const modules = matchAll(html, /<script type="module"[^>]*>([\s\S]*?)<\/script>/g);
    expect(modules).toHaveLength(1);
    expect(modules[0]).toMatch(/^await new Promise\(.*requestAnimationFrame/);
    // No static import, which the browser would fetch as soon as it read the script.
    expect(modules[0]).not.toMatch(/\bimport\s*["*{]/);
    expect(modules[0]).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
  });
});

test("every character on every page is in the latin font file, so a page loads one font", () => {
  const latin = declaredFaces().find((face) => face.file.includes("-latin-wght"))!;
  const missing = new Set<string>();
  for (const page of pages) {
    const text = decode(htmlOf(page).replace(/<script[\s\S]*?<\/script>|<[^>]+>/g, " "));
    for (const character of text) {
      // Emoji (the form's overlays have two) come from the system's emoji font, not ours.
      if (/\p{Extended_Pictographic}/u.test(character)) continue;
      if (!latin.text.includes(character)) missing.add(character);
    }
  }
  expect([...missing]).toEqual([]);
});

test("no module imports the entry, so it starts the app only after the page's modules ran", () => {
  const assets = path.join(buildDir, "assets");
  const chunks = readdirSync(assets).filter((name) => name.endsWith(".js"));
  const entry = chunks.find((name) => name.startsWith("entry.client-"));
  expect(entry).toBeDefined();
  const importers = chunks.filter((name) =>
    new RegExp(`(from|import)\\s*\\(?"\\./${entry}"`).test(
      readFileSync(path.join(assets, name), "utf8"),
    ),
  );
  expect(importers).toEqual([]);
});

// Within a language: "Services" is the same word in English and French.
test.each(locales)("every page has its own title (%s)", (locale) => {
  const own = allPagePaths(locale);
  const titles = own.map((page) => matchAll(htmlOf(page), /<title>([^<]*)<\/title>/g)[0]);
  expect(new Set(titles).size).toBe(own.length);
});

/** Whether the page at `target` reads `query`: only the contact form does, for its Recipient. */
function readsQuery(target: string, query: string): boolean {
  const place = pageAt(target)?.place;
  const parameters = [...new URLSearchParams(query).keys()];
  return (
    place?.kind === "top" &&
    place.key === "contact" &&
    parameters.length === 1 &&
    recipientIn(new URLSearchParams(query)) !== undefined
  );
}

test("every internal link leads to a page of the site map or a file, and every anchor resolves", () => {
  const ids = new Map(
    pages.map((page) => [page, new Set(matchAll(htmlOf(page), /\sid="([^"]+)"/g))]),
  );
  const broken: string[] = [];
  for (const page of pages) {
    for (const href of matchAll(htmlOf(page), /\s(?:href|src)="(\/[^"]*)"/g)) {
      const [address, anchor] = href.split("#") as [string, string | undefined];
      const [target, query] = address.split("?") as [string, string | undefined];
      const isFile = /\.\w+$/.test(target);
      if (query !== undefined && !readsQuery(target, query)) {
        broken.push(`${page} → ${href} (a query the page does not read)`);
      } else if (redirectFor(target)) {
        broken.push(`${page} → ${href} (goes through a redirect)`);
      } else if (ids.has(target)) {
        if (anchor && !ids.get(target)!.has(anchor))
          broken.push(`${page} → ${href} (no such anchor)`);
      } else if (!isFile) {
        broken.push(`${page} → ${href} (not in the site map)`);
      } else if (!existsSync(path.join(buildDir, target))) {
        broken.push(`${page} → ${href} (no such file)`);
      }
    }
  }
  expect(broken).toEqual([]);
});

/**
 * Each page of each service area, in both languages: its heading, its side menu (every page of the
 * area in order, the current one marked and no other; the menu sits beside the content or after
 * it, by width, so both copies are read) and the area's phone lines in its "Talk to us" box. That
 * the mark is drawn in bold is seen in a browser (tests/e2e/routes.spec.ts).
 */
describe.each(locales)("the service areas' pages (%s)", (locale) => {
  const areaLabel = shortWords[locale].ui.sideMenu.areaLabel;
  test.each(getServiceAreas(locale).map((area) => [area.name, area]))("%s", (_, area) => {
    for (const [index, item] of area.menu.entries()) {
      const document = parse(htmlOf(item.path));
      const title = Object.values(area.pages)[index]!.title;
      expect(document.querySelectorAll("h1").map(textOf), item.path).toEqual([title]);
      const menus = document
        .querySelectorAll("nav")
        .filter((nav) => nav.getAttribute("aria-label")?.value === `${areaLabel} ${area.name}`);
      expect(menus.length, item.path).toBeGreaterThan(0);
      for (const menu of menus) {
        const links = menu.querySelectorAll("a");
        expect(links.map(linkOf), item.path).toEqual(
          area.menu.map((entry) => [entry.label, entry.path]),
        );
        expect(
          links.filter((link) => link.hasAttribute("aria-current")).map(linkOf),
          item.path,
        ).toEqual([[item.label, item.path]]);
        expect(
          links.find((link) => link.hasAttribute("aria-current"))!.getAttribute("aria-current")
            ?.value,
        ).toBe("page");
      }
      const talk = document.querySelector("aside.talk-to-us");
      const lines = talk!.querySelectorAll("a").map(linkOf);
      for (const key of area.phoneLines) {
        const line = phoneLine(key, locale);
        expect(lines, `${item.path}: ${key}`).toContainEqual([line.number, line.href]);
      }
    }
  });
});

test.each(locales)("the Privacy page (%s) says where to call in an emergency: 911", (locale) => {
  expect(textOf(parse(htmlOf(pathTo("privacy", locale))).querySelector("main"))).toContain("911");
});

describe("the 404 page", () => {
  const html = readFileSync(path.join(buildDir, notFoundFiles.en), "utf8");
  const french = readFileSync(path.join(buildDir, notFoundFiles.fr), "utf8");

  test("says what the spec says and offers a way on", () => {
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("404 Not Found");
    expect(html).toContain('href="/services"');
    expect(html).toContain('href="tel:+1');
  });

  test("in French, says it in French and leads on to French pages", () => {
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).toContain("<h1>Page introuvable</h1>");
    expect(french).toContain('href="/fr/services"');
    expect(french).not.toContain('href="/services"');
  });

  test("has no scripts, so it cannot hydrate against the wrong route", () => {
    for (const page of [html, french]) {
      expect(loadsScripts(page)).toBe(false);
      expect(otherScripts(page)).toEqual([headerScript]);
    }
  });

  test("is not itself a page address", () => {
    expect(existsSync(path.join(buildDir, "404", "index.html"))).toBe(false);
    expect(existsSync(path.join(buildDir, "fr", "404", "index.html"))).toBe(false);
  });
});

test.each(locales)("the link-preview image (%s) is 1200 × 630", (locale) => {
  const png = readFileSync(path.join(buildDir, shareImageFile[locale]));
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("the sitemap lists every listed page and robots.txt points to it", () => {
  const sitemap = readFileSync(path.join(buildDir, "sitemap.xml"), "utf8");
  expect(matchAll(sitemap, /<loc>([^<]+)<\/loc>/g)).toEqual(
    listed.map((page) => site.origin + page),
  );
  expect(readFileSync(path.join(buildDir, "robots.txt"), "utf8")).toContain(
    `Sitemap: ${site.origin}/sitemap.xml`,
  );
});

describe("structured data", () => {
  // The schema.org properties search engines require or recommend for each type we publish.
  const absoluteUrl = z.string().startsWith(`${site.origin}/`);
  const e164 = z.string().regex(/^\+1\d{10}$/);
  const blockSchema = z.discriminatedUnion("@type", [
    z.object({
      "@type": z.literal("FAQPage"),
      mainEntity: z
        .array(
          z.object({
            "@type": z.literal("Question"),
            name: z.string().endsWith("?"),
            acceptedAnswer: z.object({
              "@type": z.literal("Answer"),
              text: z
                .string()
                .min(20)
                .refine(
                  (text) => !/\{(phone|email|fact):|\]\(|\*\*/.test(text),
                  "raw markup in text",
                ),
            }),
          }),
        )
        .min(5),
    }),
    z.object({
      "@type": z.literal("BreadcrumbList"),
      itemListElement: z
        .array(
          z.object({
            "@type": z.literal("ListItem"),
            position: z.number(),
            name: z.string().min(2),
            item: absoluteUrl,
          }),
        )
        .min(2),
    }),
    z.object({
      "@type": z.literal("MedicalBusiness"),
      name: z.string(),
      url: absoluteUrl,
      telephone: e164,
      address: z.object({
        "@type": z.literal("PostalAddress"),
        streetAddress: z.string(),
        addressLocality: z.string(),
        addressRegion: z.string(),
        postalCode: z.string(),
        addressCountry: z.literal("CA"),
      }),
      areaServed: z.array(z.object({ name: z.string() })).min(1),
      contactPoint: z
        .array(
          z.object({
            "@type": z.literal("ContactPoint"),
            telephone: e164,
            contactType: z.string(),
          }),
        )
        .min(1),
    }),
  ]);

  function blocksOf(page: string) {
    return matchAll(htmlOf(page), /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map(
      (json) => {
        const data = JSON.parse(json.replace(/\\u003c/g, "<"));
        expect(data["@context"]).toBe("https://schema.org");
        return blockSchema.parse(data);
      },
    );
  }

  test.each(pages)("%s: every block is valid", (page) => {
    const blocks = blocksOf(page);
    const types = blocks.map((block) => block["@type"]);
    const { place } = pageAt(page)!;
    if (place.kind === "area" || place.kind === "about") expect(types).toContain("BreadcrumbList");
    if (place.kind === "top" && (place.key === "home" || place.key === "contact"))
      expect(types).toContain("MedicalBusiness");
    for (const block of blocks) {
      if (block["@type"] === "BreadcrumbList") {
        expect(block.itemListElement.map((item) => item.position)).toEqual(
          block.itemListElement.map((_, index) => index + 1),
        );
        expect(block.itemListElement.at(-1)!.item).toBe(site.origin + page);
        for (const item of block.itemListElement)
          expect(pages).toContain(item.item.slice(site.origin.length));
      }
      if (block["@type"] === "FAQPage")
        expect(block.mainEntity).toHaveLength(htmlOf(page).match(/<summary>/g)!.length);
    }
  });

  test("the three FAQ pages, and only they, carry FAQPage data, in each language", () => {
    expect(pages.filter((page) => htmlOf(page).includes('"FAQPage"'))).toEqual([
      "/services/senior-care-services/free-retirement-home-transition-services",
      "/services/senior-care-services/total-care",
      "/services/specialized-services/flu-shots",
      "/fr/services/services-aux-aines/transition-vers-une-maison-de-retraite",
      "/fr/services/services-aux-aines/soins-complets",
      "/fr/services/services-specialises/vaccins-contre-la-grippe",
    ]);
  });
});

test("llms.txt names the provider and links every listed page", () => {
  const text = readFileSync(path.join(buildDir, "llms.txt"), "utf8");
  expect(text.startsWith(`# ${site.name}\n`)).toBe(true);
  for (const page of listed) expect(text).toContain(`(${site.origin}${page})`);
});

test("a page reached only as an answer is kept out of search, and only such a page", () => {
  const unlisted = pages.filter((page) => !listed.includes(page));
  expect(unlisted).toEqual(["/contact/sent", "/fr/nous-joindre/message-envoye"]);
  for (const page of pages) {
    expect(htmlOf(page).includes('<meta name="robots" content="noindex"/>'), page).toBe(
      unlisted.includes(page),
    );
  }
});

test("the browser's code holds no zod and no page's words (decision 001)", () => {
  const assets = path.join(buildDir, "assets");
  const code = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => [name, readFileSync(path.join(assets, name), "utf8")] as const);
  expect(code.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const [name, text] of code) {
    if (/\bZodError\b|\$ZodType/.test(text)) found.push(`${name}: zod`);
    // Page text reaches the browser only as the loader data of the page being shown.
    for (const page of siteMap()) {
      if (text.includes(page.description)) found.push(`${name}: ${page.path}'s description`);
    }
  }
  expect(found).toEqual([]);
});

test("every inline script of every page is in the build's CSP hash list", () => {
  const hashes: Record<string, string[]> = JSON.parse(
    readFileSync(path.join(buildDir, ".csp-script-hashes.json"), "utf8"),
  );
  for (const page of pages) {
    const file = `${page === "/" ? "" : page}/index.html`;
    const scripts = [
      ...htmlOf(page).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g),
    ].filter(([, attributes]) => !attributes!.includes("application/ld+json"));
    expect(scripts.length, page).toBeGreaterThan(0);
    for (const [, , body] of scripts) {
      expect(hashes[file], page).toContain(
        `'sha256-${createHash("sha256").update(body!).digest("base64")}'`,
      );
    }
  }
});

test("nothing prerenders the staff area: its frame has no rules, and the pages' rules leave it out", () => {
  const frame = readFileSync(path.join(buildDir, "staff", "index.html"), "utf8");
  expect(frame).not.toContain("speculationrules");
  // Without scripts, the frame says why nothing comes. (Playwright's "JavaScript off" only stops
  // scripts from running; the page is still parsed as if they ran, so <noscript> is checked here.)
  expect(frame).toMatch(/<noscript><p class="staff-error">The staff area needs JavaScript\./);
  expect(frame).toContain('<meta name="viewport"');
  for (const page of pages) {
    const rules = matchAll(htmlOf(page), /<script type="speculationrules">([\s\S]*?)<\/script>/g);
    expect(rules, page).toHaveLength(1);
    // A prerendered staff page would call the staff API: the audit would show a view no one made.
    expect(JSON.parse(rules[0]!).prerender[0].where, page).toEqual({
      and: [{ href_matches: "/*" }, { not: { href_matches: "/staff{/*}?" } }],
    });
  }
});

describe("the two languages", () => {
  const alternatesOf = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, language, href]) => [language!, href!.slice(site.origin.length) || "/"],
      ),
    );

  test.each(listed)(
    "%s names itself and its counterpart, and the counterpart names it back",
    (page) => {
      const { locale, alternates } = pageAt(page)!;
      const own = alternatesOf(htmlOf(page));
      expect(own).toEqual({
        "en-CA": alternates.en,
        "fr-CA": alternates.fr,
        "x-default": alternates.en,
      });
      expect(own[localeTags[locale]]).toBe(page);
      for (const other of Object.values(own)) expect(alternatesOf(htmlOf(other))).toEqual(own);
    },
  );

  test("the sitemap gives every page its counterparts, the same as the page's head", () => {
    const sitemap = readFileSync(path.join(buildDir, "sitemap.xml"), "utf8");
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
    expect(entries).toHaveLength(listed.length);
    for (const entry of entries) {
      const page = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!.slice(site.origin.length) || "/";
      const links = Object.fromEntries(
        [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [
          language!,
          href!.slice(site.origin.length) || "/",
        ]),
      );
      expect(links, page).toEqual(alternatesOf(htmlOf(page)));
    }
  });

  test("a page links only to pages in its own language, but for the link to the other language", () => {
    const wrong: string[] = [];
    for (const page of pages) {
      const { locale } = pageAt(page)!;
      const html = htmlOf(page);
      for (const [tag, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)[^"]*"[^>]*>/g)) {
        const target = pageAt(href!);
        if (!target || target.locale === locale) continue;
        // The header's language link, marked with the language it leads to.
        if (tag.includes(`hrefLang="${localeTags[target.locale]}"`)) continue;
        wrong.push(`${page} → ${href}`);
      }
      const languageLinks = html.match(/class="site-header__language"/g) ?? [];
      expect(languageLinks, page).toHaveLength(1);
    }
    expect(wrong).toEqual([]);
  });

  // Words common in English text and never French words; a French page that shows one has text
  // that was not translated.
  const english =
    /\b(the|and|you|your|with|our|we|is|are|of|to|for|this|that|call|send|please|here|home|help|about|more)\b/gi;

  /** What a person reads on a page, less what is the same in both languages. */
  function visibleText(html: string): string {
    return decode(
      html
        .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/g, " ")
        // The link to the other language is written in that language on purpose.
        .replace(/<a class="site-header__language"[\s\S]*?<\/a>/g, " ")
        .replace(/<[^>]+>/g, " "),
    )
      .replaceAll(site.name, " ")
      .replaceAll(site.shortName, " ")
      .replaceAll(site.headOffice.street, " ")
      .replace(/\S+@\S+/g, " ")
      .replace(/https?:\/\/\S+/g, " ");
  }

  const frenchPages = pages.filter((page) => pageAt(page)!.locale === "fr");

  test.each(frenchPages)("%s reads in French: no English words, no untranslated key", (page) => {
    const text = visibleText(htmlOf(page));
    expect(text.match(english) ?? []).toEqual([]);
    expect(text).not.toMatch(/\{(phone|email|fact|site):|undefined|\[object |NaN/);
  });

  test("the French 404 page reads in French", () => {
    const text = visibleText(readFileSync(path.join(buildDir, notFoundFiles.fr), "utf8"));
    expect(text.match(english) ?? []).toEqual([]);
  });

  /**
   * Every string of a page that a person or a search engine reads: the text, the title, the
   * description and link-preview words, alternative texts and labels, and structured data's
   * words (not its addresses, numbers or types).
   */
  function readStrings(html: string): string[] {
    const attributes = matchAll(
      html,
      /<meta (?:name="description"|property="og:(?:title|description|image:alt)") content="([^"]*)"/g,
    ).concat(matchAll(html, /\s(?:alt|aria-label|placeholder|title)="([^"]*)"/g));
    const data = matchAll(
      html,
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ).flatMap((json) => wordsOf(JSON.parse(json.replace(/\\u003c/g, "<"))));
    const text = decode(
      html
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "\n")
        .replace(/<a class="site-header__language"[\s\S]*?<\/a>/g, "\n")
        .replace(/<[^>]+>/g, "\n"),
    ).split("\n");
    return [...attributes, ...data, ...text].filter((line) => line.trim() !== "");
  }

  function wordsOf(value: unknown, key = ""): string[] {
    if (typeof value === "string")
      // Addresses, codes and times of day (a line's hours: "08:30"), not words.
      return /^(@|url$|item$|logo$|telephone$|email$|image$|sameAs$|inLanguage$|opens$|closes$)/.test(
        key,
      )
        ? []
        : [value];
    if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item, key));
    if (value && typeof value === "object")
      return Object.entries(value).flatMap(([name, item]) => wordsOf(item, name));
    return [];
  }

  test("French punctuation is set everywhere: text, titles, descriptions, structured data (decision 015)", () => {
    const french = [
      ...frenchPages.map((page) => [page, htmlOf(page)] as const),
      ["404", readFileSync(path.join(buildDir, notFoundFiles.fr), "utf8")] as const,
    ];
    const problems = french.flatMap(([page, html]) =>
      readStrings(html).flatMap((text) =>
        typographyProblems(text, "fr").map((problem) => `${page}: ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
    // The check reads what it should: the English pages, set as English is, fail it.
    const english = readStrings(htmlOf("/")).flatMap((text) => typographyProblems(text, "fr"));
    expect(english.length).toBeGreaterThan(5);
  });

  test("the check finds English: the English pages are full of it", () => {
    for (const page of pages.filter((candidate) => pageAt(candidate)!.locale === "en"))
      expect((visibleText(htmlOf(page)).match(english) ?? []).length, page).toBeGreaterThan(3);
  });
});
