/**
 * The site search (decision 021), as a visitor on a phone without JavaScript uses it: the form in
 * the header's menu leads to the search page of the page's language, which the server draws with
 * the pages found, best first, and the sentence that matched.
 */
import { pageAt } from "../../content/index.ts";
import { shortWords } from "../../content/words.ts";
import { areaPath, pathTo, searchPath } from "../../content/navigation.ts";
import { expect, expectNoAxeViolations, screenshotToLookAt, test } from "./support.ts";

const phone = { width: 375, height: 812 };
const wide = { width: 1280, height: 900 };

test.describe("at 375 px without JavaScript", () => {
  test.use({ viewport: phone, hasTouch: true, javaScriptEnabled: false });

  for (const [locale, start, query] of [
    ["en", pathTo("about", "en"), "dementia"],
    ["fr", pathTo("careers", "fr"), "demence"],
  ] as const) {
    test(`"${query}" in the header's form finds the dementia page first (${locale})`, async ({
      page,
    }) => {
      const t = shortWords[locale].ui;
      const dementia = pageAt(areaPath("personal-support", "alzheimer-and-dementia-care", locale))!;
      await page.goto(start);
      await page.getByRole("button", { name: t.nav.menuButton }).click();
      const field = page
        .getByRole("search", { name: t.search.landmark })
        .getByRole("searchbox", { name: t.search.label });
      await field.fill(query);
      await field.press("Enter");

      await expect(page).toHaveURL(`${searchPath(locale)}?q=${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.search.heading);
      await expect(page).toHaveTitle(new RegExp(`^${t.search.title(query)} \\|`));
      // The words searched for stay in the page's own field.
      await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue(query);
      const results = page.getByRole("list", { name: t.search.results }).getByRole("listitem");
      await expect(page.getByRole("status")).toHaveText(
        t.search.count(await results.count(), query),
      );
      const first = results.first();
      await expect(first.getByRole("link")).toHaveText(dementia.title);
      await expect(first.locator("mark").first()).toBeVisible();

      await first.getByRole("link").click();
      await expect(page).toHaveURL(dementia.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(dementia.title);
    });
  }

  test("nothing found: a way to a person, by phone or by the contact page", async ({ page }) => {
    const t = shortWords.fr.ui;
    await page.goto(`${searchPath("fr")}?q=zzzqqq`);
    await expect(page.getByRole("status")).toHaveText(t.search.none("zzzqqq"));
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /^1 888 555/ })).toHaveAttribute(
      "href",
      /^tel:\+1/,
    );
    await main.getByRole("link", { name: t.search.noneWriteLink }).click();
    await expect(page).toHaveURL(pathTo("contact", "fr"));
  });

  test("hostile input gives the page back, with the words as typed", async ({ page }) => {
    const query = '"NEAR( * - <script>alert(1)</script>';
    const response = await page.goto(`${searchPath("en")}?q=${encodeURIComponent(query)}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue(query);
    await expect(page.locator("main script")).toHaveCount(0);
  });

  test("the not-found page's form searches in its language", async ({ page }) => {
    const t = shortWords.fr.ui;
    await page.goto("/fr/nulle-part");
    const field = page.getByRole("main").getByRole("searchbox", { name: t.search.label });
    await field.fill("répit");
    await page.getByRole("main").getByRole("button", { name: t.search.button }).click();
    await expect(page).toHaveURL(/\/fr\/recherche\?q=r%C3%A9pit$/);
    await expect(page.getByRole("list", { name: t.search.results })).toBeVisible();
  });

  test("a misspelt word: the nearest word's results and a link to its search; a place served: the contact page (issue 37)", async ({
    page,
  }) => {
    const t = shortWords.en.ui;
    await page.goto(`${searchPath("en")}?q=demensia+Mississauga`);
    const main = page.getByRole("main");
    const suggestion = main.getByRole("link", { name: "dementia Mississauga", exact: true });
    await expect(suggestion.locator("xpath=..")).toHaveText(
      `${t.search.didYouMean.before} dementia Mississauga${t.search.didYouMean.after}`,
    );
    const results = page.getByRole("list", { name: t.search.results }).getByRole("listitem");
    await expect(results.first().getByRole("link")).toHaveText(
      pageAt(areaPath("personal-support", "alzheimer-and-dementia-care", "en"))!.title,
    );
    await expect(main.getByText(t.search.weServe("Mississauga"))).toBeVisible();
    await expect(main.getByRole("link", { name: t.search.weServeLink })).toHaveAttribute(
      "href",
      pathTo("contact", "en"),
    );
    await suggestion.click();
    await expect(page).toHaveURL(`${searchPath("en")}?q=dementia%20Mississauga`);
    await expect(main.getByRole("link", { name: "dementia Mississauga", exact: true })).toHaveCount(
      0,
    );
  });

  test("the language link leads to the other language's search page", async ({ page }) => {
    await page.goto(`${searchPath("en")}?q=night`);
    await page.getByRole("link", { name: shortWords.en.ui.otherLanguage }).click();
    await expect(page).toHaveURL(searchPath("fr"));
  });
});

for (const viewport of [phone, wide]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const address of [
      searchPath("en"),
      `${searchPath("en")}?q=dementia`,
      `${searchPath("fr")}?q=demence`,
      `${searchPath("en")}?q=zzzqqq`,
      // "Did you mean démence Brampton ?" and "we serve Brampton" (issue 37).
      `${searchPath("fr")}?q=demense+Brampton`,
      "/no-such-page",
    ])
      test(`${address}: no violations`, async ({ page }) => {
        await page.goto(address);
        await expectNoAxeViolations(page);
        if (address.includes("Brampton"))
          await screenshotToLookAt(page, { path: `/tmp/search-suggestion-${viewport.width}.png` });
      });
  });
}

test.describe("axe at 375 px with the menu open", () => {
  test.use({ viewport: phone });

  test("the search page: no violations", async ({ page }) => {
    await page.goto(`${searchPath("en")}?q=night`);
    await page.getByRole("button", { name: "Menu" }).click();
    await expectNoAxeViolations(page);
  });
});
