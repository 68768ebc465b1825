/**
 * What the words say where a visitor would otherwise still ask (issue 17): which phone line
 * answers when, which number to call for Total Care, who pays for the retirement home search,
 * where and when the clinics run, the testimonial's service, the flu shot's figure, the CEO's
 * signature and the buttons' sentence case. Words and markup no width changes (@one-width), so on
 * the phone only; the sentence case, which CSS could change by width, at 1280 px and 375 px.
 */
import type { Locator, Page } from "@playwright/test";
import { phoneLine } from "../../app/lib/site-facts.ts";
import { site } from "../../content/site.ts";
import { shortWords } from "../../content/words.ts";
import { expect, expectNoAxeViolations, test } from "./support.ts";

// Each line with its English label, as the English pages show it.
const phoneLines = Object.fromEntries(
  Object.keys(site.phoneLines).map((key) => [key, phoneLine(key, "en")]),
) as Record<keyof typeof site.phoneLines, ReturnType<typeof phoneLine>>;
const careLine = phoneLines[site.mainPhone].number;

/** The "Talk to us" box. */
function talkToUs(page: Page) {
  return page.getByRole("complementary", { name: "Talk to us" });
}

/** The lines of a list, each its label, "French spoken" when it is, and its number. */
async function expectLines(
  list: Locator,
  lines: { label: string; number: string; french: boolean }[],
) {
  await expect(list.getByRole("listitem")).toHaveText(
    lines.map(
      ({ label, number, french }) =>
        new RegExp(`^${label}${french ? `\\s*${frenchSpoken}` : ""}\\s*${number}$`),
    ),
  );
}

// What the box says of service in French (issue 28), from content/site.ts.
const { french } = shortWords.en.ui;
const frenchSpoken = french.spoken;
const frenchService = `${french.lines} ${french.care[site.frenchCare]}`;
// Where we go (issue 37, section 2), in every box.
const areaServed =
  "We come to homes in Toronto, Peel Region (Mississauga, Brampton, and Caledon), and York Region (Aurora, East Gwillimbury, Georgina, King, Markham, Newmarket, Richmond Hill, Vaughan, and Whitchurch-Stouffville).";

/** Opens the question (a native disclosure) and returns its answer. */
async function openQuestion(page: Page, question: string) {
  await page.getByText(question, { exact: true }).click();
  return page.locator("details[open]", { hasText: question });
}

test.describe('the "Talk to us" box says what is true of its lines', { tag: "@one-width" }, () => {
  test("a service area's regional lines for your area with their hours, and the care line after them, day or night", async ({
    page,
  }) => {
    await page.goto("/services/nursing");
    const box = talkToUs(page);
    await expect(box.getByRole("paragraph")).toHaveText([
      "Call the line for your area, weekdays from 8:30 a.m. to 4:30 p.m.:",
      "After those hours, any time, day or night:",
      frenchService,
      areaServed,
      "Or send us a message",
    ]);
    await expectLines(box.getByRole("list").first(), [
      phoneLines.nursingToronto,
      phoneLines.nursingPeel,
      phoneLines.nursingYork,
    ]);
    await expectLines(box.getByRole("list").last(), [phoneLines.careLine]);
    await expect(box).not.toContainText("Someone will answer");
    // What private care costs (issue 37): a section of the page's own, in each language, with
    // the rates of content/site.ts.
    const costs = page.getByRole("region", { name: "Costs" });
    await expect(costs.getByRole("heading", { level: 2, name: "Costs" })).toBeVisible();
    await expect(costs).toContainText("$70 to $105 an hour, for at least one hour a visit");
    await expect(costs).toContainText("The first visit, when a nurse meets you at home");
    await expect(costs).toContainText("is free");
    await page.goto("/fr/services/soutien-personnel");
    const coûts = page.getByRole("region", { name: "Coûts" });
    await expect(coûts.getByRole("heading", { level: 2, name: "Coûts" })).toBeVisible();
    await expect(coûts.getByRole("listitem").first()).toHaveText(
      /^Préposé ou préposée aux services de soutien personnel \(PSSP\)\s:\sde 36\s\$ à 42\s\$ l’heure, pour des visites d’au moins 3\sheures$/,
    );
    const boîte = page.getByRole("complementary", { name: "Communiquez avec nous" });
    await expect(boîte.getByRole("paragraph").first()).toHaveText(
      /^Appelez la ligne de votre région, en semaine, de 8\sh\s30 à 16\sh\s30\s:$/,
    );
  });

  test("Senior Care Services: the line you need, then the care line day or night", async ({
    page,
  }) => {
    await page.goto("/services/senior-care-services/free-retirement-home-transition-services");
    const box = talkToUs(page);
    await expect(box.getByRole("paragraph")).toHaveText([
      "Call the line you need:",
      "Any time, day or night:",
      frenchService,
      areaServed,
      "Or send us a message",
    ]);
    await expectLines(box.getByRole("list").first(), [
      phoneLines.seniorCareTollFree,
      phoneLines.retirementHomeTransition,
    ]);
    await expectLines(box.getByRole("list").last(), [phoneLines.careLine]);
  });

  test("About: the head office by name, and only the care line day or night", async ({ page }) => {
    await page.goto("/about/patient-safety");
    const box = talkToUs(page);
    await expect(box.getByRole("paragraph")).toHaveText([
      "Call us:",
      "Any time, day or night:",
      frenchService,
      areaServed,
      "Or send us a message",
    ]);
    await expectLines(box.getByRole("list").first(), [phoneLines.headOffice]);
    await expectLines(box.getByRole("list").last(), [phoneLines.careLine]);
    await expectNoAxeViolations(page);
  });
});

test.describe("Total Care", { tag: "@one-width" }, () => {
  test("its page says which number is for what", async ({ page }) => {
    await page.goto("/services/senior-care-services/total-care");
    const main = page.getByRole("main");
    await expect(main).not.toContainText("one number to call");
    const answer = await openQuestion(page, "Whom do I call?");
    await expect(answer).toContainText(
      `To start Total Care, or to ask what it costs, call our Senior Care Services toll-free line at ${phoneLines.seniorCareTollFree.number}.`,
    );
    await expect(answer).toContainText(
      `To reach someone at any hour, day or night, call our care line at ${careLine}.`,
    );
  });

  test("the About page and the home page give the same numbers for the same things", async ({
    page,
  }) => {
    await page.goto("/about/total-care");
    const main = page.getByRole("main");
    await expect(main).toContainText(
      `Call our Senior Care Services toll-free line at ${phoneLines.seniorCareTollFree.number}`,
    );
    await expect(main).toContainText(
      `To reach someone at any hour, day or night, call our care line at ${careLine}.`,
    );
    await page.goto("/");
    await expect(page.getByRole("main")).toContainText("so your family has one person to call");
    await expect(page.getByRole("main")).not.toContainText("one number to call");
  });
});

test(
  "the retirement home search: who pays, that the advice is independent, and the RHRA's register",
  { tag: "@one-width" },
  async ({ page }) => {
    await page.goto("/services/senior-care-services/free-retirement-home-transition-services");
    const answer = await openQuestion(page, "Who pays you, then?");
    await expect(answer).toContainText("the home pays us a referral fee");
    await expect(answer).toContainText("You and your family do not pay for the search.");
    await expect(answer).toContainText("Our advice does not depend on that fee.");
    await expect(answer).toContainText("Retirement Homes Regulatory Authority (RHRA)");
    await expect(answer.getByRole("link", { name: "rhra.ca" })).toHaveAttribute(
      "href",
      "https://www.rhra.ca/",
    );
    await expectNoAxeViolations(page);
  },
);

test.describe("clinics: where, when, cost and how to book, by phone", { tag: "@one-width" }, () => {
  const specializedLines = [
    phoneLines.specializedToronto,
    phoneLines.specializedPeel,
    phoneLines.specializedYork,
  ];

  test("foot care clinics", async ({ page }) => {
    await page.goto("/services/specialized-services/foot-care-clinics");
    const section = page.getByRole("region", { name: "Where, when and how to book" });
    await expect(section).toContainText(
      "To find out where and when the next clinic runs near you, and to book a visit, call the specialized services line for your region",
    );
    for (const line of specializedLines)
      await expect(section.getByRole("link", { name: line.number })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "A fee applies for foot care. To find out how much it is, ask when you call to book.",
    );
  });

  test("flu clinics", async ({ page }) => {
    await page.goto("/services/specialized-services/flu-shots");
    const section = page.getByRole("region", { name: "Flu clinics in Toronto, Peel and York" });
    await expect(section).toContainText(
      "To find out where and when the next clinic runs near you, and what it costs, call the specialized services line for your region",
    );
    // The choice in the form's own words (issue 37, section 4), and the form opens with it.
    await expect(section).toContainText("choose “Flu shot clinics” as the recipient");
    await expect(section.getByRole("link", { name: "send us a message" })).toHaveAttribute(
      "href",
      "/contact?recipient=fluClinics",
    );
    for (const line of specializedLines)
      await expect(section.getByRole("link", { name: line.number })).toBeVisible();
  });
});

test(
  "the flu shot's figure reads plainly, in Canadian style",
  { tag: "@one-width" },
  async ({ page }) => {
    await page.goto("/services/specialized-services/flu-shots");
    const main = page.getByRole("main");
    await expect(
      main.getByText(/can be 70 to 90 per cent effective in healthy adults/),
    ).toHaveCount(2);
    await expect(main).not.toContainText("up to 70");
    await expect(main).not.toContainText("%");
  },
);

test(
  "the CEO's message is signed with the role and the provider's name",
  { tag: "@one-width" },
  async ({ page }) => {
    await page.goto("/about/message-from-ceo");
    const paragraphs = page.getByRole("main").getByRole("article").getByRole("paragraph");
    await expect(paragraphs.last()).toHaveText(`Chief Executive Officer, ${site.name}`);
    await expect(paragraphs.nth(-2)).toHaveText("With thanks and warm regards,");
  },
);

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "home, with JavaScript" : "home, without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test(
      "the testimonials name a service the site describes",
      { tag: "@one-width" },
      async ({ page }) => {
        await page.goto("/");
        const carousel = page.getByRole("region", { name: "What families say" });
        await expect(carousel).toContainText("Companionship Services");
        await expect(carousel).not.toContainText("Seniors for Seniors");
      },
    );

    test('"Explore more" and "Open positions" show in sentence case', async ({ page }) => {
      await page.goto("/");
      // innerText, as drawn: CSS capitals (text-transform) would show here.
      for (const name of ["Explore more", "Open positions"])
        await expect(page.getByRole("link", { name, exact: true })).toHaveText(name, {
          useInnerText: true,
        });
    });
  });
}
