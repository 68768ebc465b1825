/**
 * Careers that hire (issue 27, items 1 to 3), in Chromium against the real server: a member of the
 * hiring team publishes an English and French posting with a pay range from the staff area, by
 * keyboard, choosing what its application form asks; a job seeker on a 375 px phone with
 * JavaScript off finds it with the site search, on /careers and on its own page, with valid
 * JobPosting data; the posting is closed, its address answers 410 and the search no longer
 * finds it. The Careers page's filter works without script, the PSW posting is on the first
 * screen of a phone, and axe passes at 375 and 1280 px on the Careers page and a posting page in
 * both languages. The issue's whole story: the job seeker
 * applies to the new posting from that phone with a PDF, asked exactly the questions chosen; the
 * application is in the hiring inbox and not intake's; an interview sets the 45-day date; and
 * then the posting is closed and its address answers 410. Two hiring members editing it at once
 * (issue 35): the save from the older version is refused with what changed, by whom, every field
 * typed kept; a double press on Publish publishes once and never closes it.
 */
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { postingPath, searchPath } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { shortWords } from "../../content/words.ts";
import {
  expect,
  expectNoAxeViolations,
  phone,
  screenshotToLookAt,
  seekerPhone,
  test,
} from "./support.ts";
import { formatDay } from "../../app/staff/format-time.ts";
import { addDays } from "../../server/careers/applications.ts";
import { dayOf } from "../../server/contact/business-days.ts";
import { pdf } from "../../server/uploads/test-files.ts";
import { attach, choose, group, textbox } from "./apply-support.ts";
import { addDevice, checkAxeAtBothWidths, staffCommand, staffMember } from "./staff-support.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const run = randomBytes(3).toString("hex");
const title = { en: `Overnight Respite Worker ${run}`, fr: `Préposé au répit de nuit ${run}` };
const slug = `overnight-respite-worker-${run}`;
/** Its French address's slug, made from its French title at publication (issue 39, item 10). */
const frenchSlug = `prepose-au-repit-de-nuit-${run}`;
const slugs = { slug, frenchSlug };
/** The JobPosting data of the page, parsed. */
async function jobPosting(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "JobPosting");
}

let hiring: Page;

/**
 * Where `locator` is within its table row: the row can move on the page as a whole (the list
 * changing around it, a status taking focus and scrolling), its buttons not within it.
 */
function inRow(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const row = element.closest("tr")!.getBoundingClientRect();
    return { x: box.x - row.x, y: box.y - row.y, width: box.width, height: box.height };
  });
}

test("a hiring member publishes an English and French posting with a pay range and its form's questions, by keyboard", async ({
  browser,
}) => {
  const output = staffCommand(
    "invite",
    `hana-${run}@example.org`,
    "--name",
    "Hana Hiring",
    "--team",
    "hiring",
  );
  const link = /(http:\/\/localhost:\d+\/staff\/welcome#[\w-]+)/.exec(output)![1]!;
  hiring = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await addDevice(hiring);
  await hiring.goto(link);
  await hiring.getByRole("button", { name: "Make a passkey" }).click();
  await expect(hiring.getByRole("navigation", { name: "Staff area" })).toBeVisible();
  // Signing up, and in, at the staff area's front door lands on the hiring team's own work.
  const applications = hiring.getByRole("heading", { level: 1, name: "Job applications" });
  await expect(hiring).toHaveURL(/\/staff\/applications$/);
  await expect(applications).toBeVisible();
  await hiring.getByRole("button", { name: "Sign out" }).click();
  await hiring.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(hiring).toHaveURL(/\/staff\/applications$/);
  await expect(applications).toBeVisible();
  await hiring.getByRole("link", { name: "Job postings" }).click();
  await expect(hiring.getByRole("heading", { level: 1, name: "Job postings" })).toBeVisible();
  // The 13 openings the site listed are there already, open.
  await expect(
    hiring.getByRole("row").filter({ hasText: "Personal Support Worker" }).first(),
  ).toContainText("Open");
  await checkAxeAtBothWidths(hiring);

  await hiring.getByRole("button", { name: "New posting" }).press("Enter");
  const form = hiring.getByRole("form", { name: "New posting" });
  await expect(form.getByRole("heading", { name: "New posting" })).toBeFocused();
  const both = async (group: string, en: string, fr: string) => {
    const set = form.getByRole("group", { name: group, exact: true });
    await set.getByLabel("English").fill(en);
    await set.getByLabel("French").fill(fr);
  };
  await both("Job title", title.en, "");
  await both(
    "One line on the role (on the card)",
    "Stay the night with clients so their families can rest.",
    "Passer la nuit auprès de la clientèle pour que les familles se reposent.",
  );
  await both("Hours or shifts", "Nights, 10 p.m. to 7 a.m.", "Nuits, de 22 h à 7 h.");
  await both("Duties", "Help clients at night.\nKeep them safe.", "Aider la nuit.\nVeiller.");
  // The law: no Canadian experience, in either language.
  await both("Requirements", "A PSW certificate.", "Expérience canadienne");
  // What its application form asks: a new posting's questions follow its group until the
  // hiring member chooses them, by keyboard.
  const asks = form.getByRole("group", { name: "What the application form also asks" });
  const certificate = asks.getByRole("group", { name: "Certificate or registration" });
  const none = certificate.getByRole("radio", { name: "None" });
  const psw = certificate.getByRole("radio", { name: /^PSW certificate/ });
  const driving = asks.getByRole("checkbox", { name: /^Driver's licence and car/ });
  await form.getByLabel("Group").selectOption({ label: "Administration" });
  await expect(none).toBeChecked();
  await expect(driving).not.toBeChecked();
  await form.getByLabel("Group").selectOption({ label: "Nursing" });
  await expect(certificate.getByRole("radio", { name: /^College of Nurses/ })).toBeChecked();
  await expect(driving).toBeChecked();
  // The arrow keys move the choice within the radios; Tab leaves them; Space ticks the box.
  await none.focus();
  await hiring.keyboard.press("ArrowDown");
  await expect(psw).toBeChecked();
  await expect(psw).toBeFocused();
  await hiring.keyboard.press("Tab");
  await expect(driving).toBeFocused();
  await hiring.keyboard.press("Space");
  await expect(driving).not.toBeChecked();
  // Chosen, they stay: Personal Support's usual questions (PSW and driving) do not overwrite them.
  await form.getByLabel("Group").selectOption({ label: "Personal Support" });
  await expect(psw).toBeChecked();
  await expect(driving).not.toBeChecked();
  await form.getByRole("checkbox", { name: "Toronto" }).check();
  await form.getByRole("checkbox", { name: "York" }).check();
  await form.getByLabel("Employment type").selectOption({ label: "Part-time" });
  await form.getByLabel("Paid by the").selectOption({ label: "Hour" });
  await form.getByLabel("Pay (or bottom of the range)").fill("24");
  // $30 wide is $62,400 a year: too wide.
  await form.getByLabel("Top of the range (empty for one figure)").fill("54");
  await form.getByRole("button", { name: "Save draft" }).press("Enter");
  // Refused: a summary that takes focus, and plain words beside each field, tied to it.
  await expect(form.getByRole("heading", { name: "2 things to fix before saving" })).toBeFocused();
  const frenchRequirements = form
    .getByRole("group", { name: "Requirements", exact: true })
    .getByLabel("French");
  await expect(frenchRequirements).toHaveAttribute("aria-invalid", "true");
  await expect(frenchRequirements).toHaveAccessibleDescription(
    /^Remove 'Canadian experience': Ontario's law does not allow it in a job posting\./,
  );
  const top = form.getByLabel("Top of the range (empty for one figure)");
  await expect(top).toHaveAccessibleDescription(/^Make the range narrower: at most \$50,000/);
  // Each refused field's edge is in the error colour (tokens.css: --colour-error, #b3261e).
  for (const refused of [frenchRequirements, top])
    await expect(refused).toHaveCSS("border-top-color", "rgb(179, 38, 30)");
  await expect(form).not.toContainText("requirements.fr");
  await expectNoAxeViolations(hiring);
  for (const width of [1280, 375]) {
    await hiring.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await frenchRequirements.scrollIntoViewIfNeeded();
    await screenshotToLookAt(hiring, {
      path: test.info().outputPath(`posting-error-${width}.png`),
    });
  }
  await hiring.setViewportSize({ width: 1280, height: 900 });
  // The summary's line leads to its field.
  await form.getByRole("link", { name: /^Requirements \(French\): Remove 'Canadian/ }).click();
  await expect(frenchRequirements).toBeFocused();
  // The form's parts are a list of links at its top, each to its heading.
  await form.getByRole("navigation").getByRole("link", { name: "Pay" }).click();
  await expect(form.getByRole("heading", { name: "Pay", exact: true })).toBeFocused();
  await both("Requirements", "A PSW certificate.", "Un certificat de PSSP.");
  await form.getByLabel("Top of the range (empty for one figure)").fill("28.5");
  await form.getByRole("button", { name: "Save draft" }).press("Enter");
  await expect(hiring.getByRole("status").filter({ hasText: "was saved" })).toBeVisible();

  // Without its French title it cannot be published.
  const row = hiring.getByRole("row").filter({ hasText: title.en });
  await row.getByRole("button", { name: `Publish ${title.en}` }).press("Enter");
  await expect(hiring.getByRole("alert").filter({ hasText: /./ }).first()).toContainText(
    "Job title (French): Write this in English and in French before publishing.",
  );
  await row.getByRole("button", { name: `Edit ${title.en}` }).press("Enter");
  const edit = hiring.getByRole("form", { name: `Edit: ${title.en}` });
  // The questions saved are there, and a saved posting's never follow a change of its group.
  const editPsw = edit.getByRole("radio", { name: /^PSW certificate/ });
  const editDriving = edit.getByRole("checkbox", { name: /^Driver's licence and car/ });
  await expect(editPsw).toBeChecked();
  await expect(editDriving).not.toBeChecked();
  await edit.getByLabel("Group").selectOption({ label: "Administration" });
  await expect(editPsw).toBeChecked();
  await edit.getByLabel("Group").selectOption({ label: "Senior Companions" });
  await expect(editDriving).not.toBeChecked();
  await edit.getByLabel("Group").selectOption({ label: "Personal Support" });
  await edit.getByRole("group", { name: "Job title" }).getByLabel("French").fill(title.fr);
  await edit.getByRole("button", { name: "Save draft" }).press("Enter");
  await expect(hiring.getByRole("status").filter({ hasText: "was saved" })).toBeVisible();
  await row.getByRole("button", { name: `Publish ${title.en}` }).press("Enter");
  await expect(hiring.getByRole("status").filter({ hasText: "is published" })).toBeVisible();
  await expect(row).toContainText("Open");
  await expectNoAxeViolations(hiring);
});

test("two hiring members edit it at once: the save from the older version is refused with what changed, every field typed kept, applied on top in one action; a double press on Publish does not close it", async ({
  browser,
}) => {
  const hugo = await staffMember(browser, `hugo-${run}@example.org`, "Hugo Hiring", "hiring");
  const rowOf = (page: Page) => page.getByRole("row").filter({ hasText: title.en });
  const editOf = (page: Page) => page.getByRole("form", { name: `Edit: ${title.en}` });
  const textIn = (page: Page, group: string, language: "English" | "French") =>
    editOf(page).getByRole("group", { name: group, exact: true }).getByLabel(language);
  await hiring.reload();
  await rowOf(hiring)
    .getByRole("button", { name: `Edit ${title.en}` })
    .click();
  await hugo.getByRole("link", { name: "Job postings" }).click();
  await rowOf(hugo)
    .getByRole("button", { name: `Edit ${title.en}` })
    .click();
  // Hugo saves the hours first.
  const hours = "Nights, 10 p.m. to 7 a.m., three a week.";
  await textIn(hugo, "Hours or shifts", "English").fill(hours);
  await editOf(hugo).getByRole("button", { name: "Save draft" }).click();
  await expect(hugo.getByRole("status").filter({ hasText: "was saved" })).toBeVisible();
  // Hana, whose form was opened before his save, changes the summary and saves.
  const summary = "Stay the night with clients so their families can rest. Paid training.";
  await textIn(hiring, "One line on the role (on the card)", "English").fill(summary);
  await editOf(hiring).getByRole("button", { name: "Save draft" }).click();
  const notice = editOf(hiring).getByRole("heading", {
    name: "Someone else changed this while you were working",
  });
  await expect(notice).toBeFocused();
  // The changes listed (the form's own list of its parts aside).
  const changes = editOf(hiring).getByRole("listitem").filter({ hasText: " → " });
  await expect(changes).toHaveText([
    /^Hours or shifts \(English\): Nights, 10 p\.m\. to 7 a\.m\. → Nights, 10 p\.m\. to 7 a\.m\., three a week\., by Hugo Hiring at .+/,
  ]);
  // What she typed is kept; what he changed is shown.
  await expect(textIn(hiring, "One line on the role (on the card)", "English")).toHaveValue(
    summary,
  );
  await expect(textIn(hiring, "Hours or shifts", "English")).toHaveValue(hours);
  await expectNoAxeViolations(hiring);
  for (const width of [1280, 375]) {
    await hiring.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await notice.scrollIntoViewIfNeeded();
    await screenshotToLookAt(hiring, {
      path: test.info().outputPath(`posting-conflict-${width}.png`),
    });
  }
  await hiring.setViewportSize({ width: 1280, height: 900 });
  await editOf(hiring).getByRole("button", { name: "Apply my changes on top" }).click();
  await expect(hiring.getByRole("status").filter({ hasText: "was saved" })).toBeVisible();
  const stored = async () => {
    const answer = await hiring.request.get("/api/staff/postings");
    const { postings } = (await answer.json()) as {
      postings: {
        id: string;
        status: string;
        draft: { summary: { en: string }; hours: { en: string } };
      }[];
    };
    return postings.find((posting) => posting.draft.summary.en === summary)!;
  };
  expect((await stored()).draft.hours.en).toBe(hours);
  const versions = async () => {
    const answer = await hiring.request.get("/api/staff/postings/export.json");
    const { id } = await stored();
    return ((await answer.json()) as { postingId: string }[]).filter((v) => v.postingId === id)
      .length;
  };
  const published = await versions();

  // A double click on "Publish the changes": published once; the second press is the same one.
  const row = rowOf(hiring);
  await row.getByRole("button", { name: `Publish the changes ${title.en}` }).dblclick();
  await expect(hiring.getByRole("status").filter({ hasText: "is published" })).toBeVisible();
  await expect(row.getByRole("button", { name: `Publish the changes ${title.en}` })).toHaveCount(0);
  await expect(row).toContainText("Open");
  expect(await versions()).toBe(published + 1);
  // Publish and Close never share a place: Close is on a line of its own, and asks once.
  await hiring.reload();
  await rowOf(hiring)
    .getByRole("button", { name: `Edit ${title.en}` })
    .click();
  await textIn(hiring, "Hours or shifts", "English").fill("Nights, 10 p.m. to 7 a.m.");
  await editOf(hiring).getByRole("button", { name: "Save draft" }).click();
  await expect(hiring.getByRole("status").filter({ hasText: "was saved" })).toBeVisible();
  const publish = row.getByRole("button", { name: `Publish the changes ${title.en}` });
  const close = row.getByRole("button", { name: `Close ${title.en}` });
  const publishBox = await inRow(publish);
  expect((await inRow(close)).y).toBeGreaterThanOrEqual(publishBox.y + publishBox.height);
  const first = hiring.waitForResponse((answer) => answer.url().endsWith("/publish"));
  await publish.click();
  expect((await first).status()).toBe(200);
  await expect(publish).toHaveCount(0);
  // A second press where Publish was in its row, once it is answered, finds no Close there.
  expect((await inRow(close)).y).toBeGreaterThanOrEqual(publishBox.y + publishBox.height);
  // The row scrolled so that the place is in the window, and read there, in one go.
  const rowAt = await row.evaluate((element, top) => {
    const before = element.getBoundingClientRect();
    window.scrollTo(0, before.y + window.scrollY + top - 200);
    const after = element.getBoundingClientRect();
    return { x: after.x, y: after.y };
  }, publishBox.y);
  await hiring.mouse.click(
    rowAt.x + publishBox.x + publishBox.width / 2,
    rowAt.y + publishBox.y + publishBox.height / 2,
  );
  await expect(hiring.getByRole("dialog")).toHaveCount(0);
  // Close asks; kept open, nothing changes.
  await close.click();
  const question = hiring.getByRole("dialog", { name: `Close ${title.en}?` });
  await expect(question.getByRole("button", { name: "Keep it open" })).toBeVisible();
  await expectNoAxeViolations(hiring);
  await question.getByRole("button", { name: "Keep it open" }).click();
  await expect(question).toBeHidden();
  await expect(close).toBeFocused();
  await expect(row).toContainText("Open");
  expect((await stored()).status).toBe("open");
  expect(await versions()).toBe(published + 2);
  // On a phone too, Close is below the row's other actions.
  await hiring.setViewportSize({ width: 375, height: 812 });
  const edit = row.getByRole("button", { name: `Edit ${title.en}` });
  const editBox = await inRow(edit);
  expect((await inRow(close)).y).toBeGreaterThanOrEqual(editBox.y + editBox.height);
  await row.scrollIntoViewIfNeeded();
  await screenshotToLookAt(hiring, { path: test.info().outputPath("posting-close-375.png") });
  await hiring.setViewportSize({ width: 1280, height: 900 });
  await hugo.context().close();
});

test("on a 375 px phone without JavaScript, the site search finds it, and it is on /careers and its own page, with JobPosting data", async ({
  browser,
}) => {
  const page = await seekerPhone(browser);
  // The site search finds it at once, at its own page, by a word of its title.
  for (const locale of ["en", "fr"] as const) {
    await page.goto(`${searchPath(locale)}?q=${run}`);
    const results = page.getByRole("list", { name: shortWords[locale].ui.search.results });
    await expect(results.getByRole("link", { name: title[locale] })).toHaveAttribute(
      "href",
      postingPath(slugs, locale),
    );
    // Said to be a job opening, in its heading, with its pay: not a page about a service.
    const found = results.getByRole("listitem").filter({ hasText: title[locale] });
    await expect(found.getByRole("heading", { level: 2 })).toHaveText(
      `${title[locale]} ${shortWords[locale].ui.search.jobOpening}`,
    );
    await expect(found).toContainText(locale === "en" ? "$24 to $28.50 an hour" : "28,50");
  }
  await page.goto("/careers");
  const card = page.getByRole("listitem").filter({ hasText: title.en });
  await expect(card).toContainText("Toronto, York Region · Part-time");
  await expect(card).toContainText("$24 to $28.50 an hour");
  await card.getByRole("link", { name: title.en }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.en);
  // Apply is near the top: on the first screen, and leads to the posting's application form.
  const apply = page.getByRole("link", { name: `Apply for ${title.en}` }).first();
  await expect(apply).toBeInViewport();
  await expect(apply).toHaveAttribute("href", `/careers/${slug}/apply`);
  // E-mail is still a way to apply.
  await expect(page.getByRole("link", { name: site.emails.careers }).first()).toHaveAttribute(
    "href",
    `mailto:${site.emails.careers}?subject=${encodeURIComponent(`Application: ${title.en}`)}`,
  );
  const data = await jobPosting(page);
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: title.en,
    employmentType: "PART_TIME",
    hiringOrganization: { "@type": "Organization", name: site.name },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "CAD",
      value: { "@type": "QuantitativeValue", minValue: 24, maxValue: 28.5, unitText: "HOUR" },
    },
  });
  expect(data.description).toContain("<p>Help clients at night.</p>");
  expect(Number.isNaN(Date.parse(data.datePosted))).toBe(false);
  expect(data).not.toHaveProperty("validThrough");
  expect(
    data.jobLocation.map(
      (place: { address: { addressLocality: string } }) => place.address.addressLocality,
    ),
  ).toEqual(["Toronto", "Regional Municipality of York"]);
  // The hreflang pair, and the language link to the French page of the same posting.
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute(
    "href",
    `${site.origin}/fr/carrieres/${frenchSlug}`,
  );
  await page.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/carrieres/${frenchSlug}$`));
  // Its French address is French: no word of the English title in it.
  for (const word of ["overnight", "respite", "worker"])
    expect(new URL(page.url()).pathname).not.toContain(word);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.fr);
  expect((await jobPosting(page)).title).toBe(title.fr);
  await expect(page.getByText("24 $ à 28,50 $ l’heure")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Postuler au poste/ }).first()).toHaveAttribute(
    "href",
    `/fr/carrieres/${frenchSlug}/postuler`,
  );
  // And back, to the English address.
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.en);
  await page.context().close();
});

test("the Careers page and a posting page pass axe at 375 and 1280 px and reflow at 320 px, in both languages", async ({
  browser,
}) => {
  const page = await seekerPhone(browser, true);
  // /careers itself is axe-checked whole at both widths by routes.spec.ts (a template's page),
  // reflows at 320 px in reflow.spec.ts, and fetches no script there; here its French page and
  // its filters, with this run's openings listed.
  for (const path of [
    "/fr/carrieres",
    // A filter: one group's list, and a region's openings under their groups.
    "/careers?region=peel&group=personal-support",
    "/fr/carrieres?region=york",
    `/careers/${slug}`,
    `/fr/carrieres/${frenchSlug}`,
    // The search, with the posting among its results.
    `${searchPath("en")}?q=${run}`,
    `${searchPath("fr")}?q=${run}`,
  ]) {
    await page.setViewportSize(phone);
    await page.goto(path);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    // No module script, as every page without a widget that needs one.
    await expect(page.locator("script[type=module], script[src]")).toHaveCount(0);
    // Reflow (WCAG 1.4.10): at 320 px, 1280 px at 400 %, nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${path} at 320 px`,
    ).toBeLessThanOrEqual(320);
  }
  await page.context().close();
});

test("the PSW posting is on the first screen of a phone, the openings are under their groups, and the filter works without script with a true count line", async ({
  browser,
}) => {
  const page = await seekerPhone(browser);
  await page.goto("/careers");
  await expect(
    page.getByRole("link", { name: "Personal Support Worker", exact: true }),
  ).toBeInViewport();
  // With no filter, each opening is under its group's heading (h3, below the list's h2), in the
  // specification's order, and each group's list is named by its heading.
  await expect(page.getByRole("heading", { level: 2, name: "Current openings" })).toBeVisible();
  const openings = page.getByRole("region", { name: "Current openings" });
  const groups = ["Personal support", "Nursing", "Senior companions", "Administration"];
  await expect(openings.getByRole("heading", { level: 3 })).toHaveText(groups);
  const nursing = page.getByRole("list", { name: "Nursing", exact: true });
  await expect(nursing.getByRole("heading", { level: 4, name: "Registered Nurse" })).toBeVisible();
  await expect(nursing.getByRole("link", { name: "Personal Support Worker" })).toHaveCount(0);
  await expect(
    page
      .getByRole("list", { name: "Personal support", exact: true })
      .getByRole("link", { name: "Personal Support Worker", exact: true }),
  ).toBeVisible();
  /** The openings the page lists, and its count line. */
  const cards = openings.getByRole("listitem").getByRole("link");
  const countLine = page.getByText(/^\d+ .*openings? in /);
  await expect(countLine).toHaveText(`${await cards.count()} openings in Toronto, Peel and York.`);
  await screenshotToLookAt(page, { path: "test-results/careers-groups-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotToLookAt(page, { path: "test-results/careers-groups-1280.png", fullPage: true });
  await page.setViewportSize(phone);

  await page.getByLabel("Region").selectOption({ label: "Peel Region" });
  await page.getByLabel("Kind of work").selectOption({ label: "Nursing" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/careers\?region=peel&group=nursing$/);
  await expect(page.getByRole("link", { name: "Registered Nurse", exact: true })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Personal Support Worker", exact: true }),
  ).toHaveCount(0);
  await expect(page.getByLabel("Region")).toHaveValue("peel");
  // One group chosen: its openings in one list, the count line naming the group and the region.
  await expect(
    openings.getByRole("heading", { level: 3, name: "Nursing", exact: true }),
  ).toHaveCount(0);
  await expect(openings.getByRole("heading", { level: 3, name: "Registered Nurse" })).toBeVisible();
  await expect(countLine).toHaveText(
    new RegExp(`^${await cards.count()} nursing openings? in Peel Region\\. Show every opening$`),
  );
  // Issue 39: "4 openings in Toronto, Peel and York" for Peel's personal support openings.
  await page.goto("/careers?region=peel&group=personal-support");
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(countLine).toHaveText(
    `${await cards.count()} personal support openings in Peel Region. Show every opening`,
  );
  await screenshotToLookAt(page, { path: "test-results/careers-filtered-375.png", fullPage: true });
  // A region alone: still under the groups that have openings there (Administration is in
  // Toronto only).
  await page.goto("/careers?region=york");
  await expect(openings.getByRole("heading", { level: 3 })).toHaveText(groups.slice(0, 3));
  await expect(countLine).toHaveText(
    `${await cards.count()} openings in York Region. Show every opening`,
  );
  // In French too.
  const postes = page.getByRole("region", { name: "Postes à pourvoir" });
  const frenchCards = postes.getByRole("listitem").getByRole("link");
  await page.goto("/fr/carrieres?region=peel&group=personal-support");
  await expect(page.getByText(/^\d+ postes? à pourvoir/)).toHaveText(
    `${await frenchCards.count()} postes à pourvoir en soutien personnel dans la région de Peel. Afficher tous les postes`,
  );
  await page.goto("/fr/carrieres");
  await expect(postes.getByRole("heading", { level: 3 }).first()).toHaveText("Soutien personnel");
  await expect(
    page.getByRole("list", { name: "Soins infirmiers" }).getByRole("heading", { level: 4 }),
  ).not.toHaveCount(0);

  await page.goto("/careers?region=peel&group=nursing");
  await page.getByRole("link", { name: "Show every opening" }).click();
  await expect(
    page.getByRole("link", { name: "Personal Support Worker", exact: true }),
  ).toBeVisible();
  await page.context().close();
});

test("a job seeker applies to it from a 375 px phone without JavaScript, with a PDF: it reaches the hiring inbox, not intake's, and an interview sets the 45-day date", async ({
  browser,
}) => {
  const applicant = `Rosa Delgado ${run}`;
  const page = await seekerPhone(browser);
  await page.goto(`/careers/${slug}`);
  await page
    .getByRole("link", { name: `Apply for ${title.en}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply: ${title.en}`);
  await textbox(page, "Your full name").fill(applicant);
  await textbox(page, "Phone number").fill("905-555-0161");
  await textbox(page, "E-mail").fill(`rosa-${run}@example.com`);
  // The posting's regions only: Toronto and York.
  await expect(group(page, "Where would you like to work?").getByRole("radio")).toHaveCount(2);
  // Exactly the questions the hiring member chose: the PSW certificate, not driving nor the
  // College's number.
  await expect(group(page, "Do you have a PSW certificate?")).toBeVisible();
  await expect(group(page, "Do you have a valid driver's licence?")).toHaveCount(0);
  await expect(group(page, "Do you have a car you can use for work?")).toHaveCount(0);
  await expect(textbox(page, "Your College of Nurses of Ontario")).toHaveCount(0);
  await choose(page, [
    ["Where would you like to work?", "York Region"],
    ["Do you have a PSW certificate?", "Yes"],
    ["Which days can you work?", "Friday"],
    ["Which shifts can you work?", "Overnight"],
    ["Which languages do you speak?", "French"],
  ]);
  await page.getByRole("checkbox", { name: /^I agree/ }).check();
  await attach(page, "Rosa CV.pdf", pdf);
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${slug}/applied\\?sent=`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you: we have your application",
  );
  await page.context().close();

  // The hiring team has it, with the résumé.
  await hiring
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Applications" })
    .click();
  await expect(hiring.getByRole("heading", { level: 1, name: "Job applications" })).toBeVisible();
  await hiring.getByRole("link", { name: applicant, exact: true }).click();
  await expect(
    hiring.getByRole("heading", { level: 1, name: `Application from ${applicant}` }),
  ).toBeVisible();
  await expect(hiring.getByRole("region", { name: "What they sent" })).toContainText(title.en);
  await expect(hiring.getByRole("link", { name: "Download Rosa CV.pdf" })).toBeVisible();
  // An interview today: the applicant must be told within 45 days of it.
  const today = dayOf(new Date());
  const tellBy = formatDay(addDays(today, 45));
  const work = hiring.getByRole("complementary", { name: "Work on this application" });
  const interviews = work.getByRole("region", { name: "Interviews" });
  await interviews.getByLabel("Day", { exact: true }).fill(today);
  await interviews.getByLabel("Time (Toronto)").fill("10:00");
  await interviews.getByLabel("Place", { exact: true }).fill("100 Example Street, Toronto");
  await interviews.getByLabel("Interviewer").selectOption({ label: "Hana Hiring" });
  await interviews.getByRole("button", { name: "Save the interview" }).click();
  await expect(work.getByRole("status")).toHaveText(
    `Interview saved for ${formatDay(today)}, 10:00. Tell the applicant by ${tellBy}.`,
  );
  await expect(
    work.getByText(`Tell the applicant by ${tellBy} whether a decision is made.`),
  ).toBeVisible();

  // Intake does not: no link, no page, not in its inbox.
  const intake = await staffMember(browser, `ivy-${run}@example.org`, "Ivy Intake", "intake");
  await expect(
    intake
      .getByRole("navigation", { name: "Staff area" })
      .getByRole("link", { name: "Applications" }),
  ).toHaveCount(0);
  await intake.goto("/staff/applications");
  await expect(intake.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await intake.goto("/staff/inbox");
  await expect(intake.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(intake.getByText(applicant)).toHaveCount(0);
  await intake.context().close();
});

test("closed, the posting's address answers 410 with a page that says so and links to open ones, and the search no longer finds it", async ({
  browser,
}) => {
  await hiring
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Job postings" })
    .click();
  const row = hiring.getByRole("row").filter({ hasText: title.en });
  await row.getByRole("button", { name: `Close ${title.en}` }).press("Enter");
  await hiring
    .getByRole("dialog", { name: `Close ${title.en}?` })
    .getByRole("button", { name: "Close the posting" })
    .press("Enter");
  await expect(hiring.getByRole("status").filter({ hasText: "is closed" })).toBeVisible();
  await expect(row).toContainText("Closed");

  const page = await seekerPhone(browser);
  for (const path of [`/careers/${slug}`, `/fr/carrieres/${frenchSlug}`]) {
    const answer = await page.goto(path);
    expect(answer!.status(), path).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /This job posting is closed|Cette offre d’emploi est fermée/,
    );
    await expect(
      page.getByRole("link", { name: /Personal Support Worker|PSSP/ }).first(),
    ).toBeVisible();
  }
  const checked = await seekerPhone(browser, true);
  for (const path of [`/careers/${slug}`, `/fr/carrieres/${frenchSlug}`]) {
    await checked.goto(path);
    await expectNoAxeViolations(checked);
  }
  await checked.context().close();
  await page.goto("/careers");
  await expect(page.getByText(title.en)).toHaveCount(0);
  // Nor does the site search find it any more.
  for (const locale of ["en", "fr"] as const) {
    await page.goto(`${searchPath(locale)}?q=${run}`);
    await expect(page.getByRole("status")).toHaveText(shortWords[locale].ui.search.none(run));
    await expect(page.locator(`a[href="${postingPath(slugs, locale)}"]`)).toHaveCount(0);
  }
  const sitemap = await page.request.get("/sitemap.xml");
  expect(await sitemap.text()).not.toContain(slug);
  expect(await sitemap.text()).not.toContain(frenchSlug);
  expect(await sitemap.text()).toContain("/careers/personal-support-worker</loc>");
  await page.context().close();
});
