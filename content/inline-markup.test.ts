import { describe, expect, test } from "vitest";
import { inlineProblems, inlineText, resolveInline } from "./inline-markup.ts";
import { site } from "./site.ts";
import { shortWords } from "./words.ts";

describe("resolveInline", () => {
  test("plain text stays one text part", () => {
    expect(resolveInline("Call us today.", "en")).toEqual([
      { kind: "text", text: "Call us today." },
    ]);
  });

  test("links, strong and configuration references in order, resolved", () => {
    const number = site.phoneLines.careLine.number;
    expect(
      resolveInline(
        "See [our nurses](/services/nursing), **24/7**: {phone:careLine} or {email:info}.",
        "en",
      ),
    ).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "our nurses", href: "/services/nursing" },
      { kind: "text", text: ", " },
      { kind: "strong", text: "24/7" },
      { kind: "text", text: ": " },
      { kind: "phone", text: number, href: `tel:+1${number.replace(/\D/g, "").slice(-10)}` },
      { kind: "text", text: " or " },
      { kind: "email", text: site.emails.info, href: `mailto:${site.emails.info}` },
      { kind: "text", text: "." },
    ]);
  });

  test("a fact reference becomes the fact's words", () => {
    expect(resolveInline("We have given {fact:hoursOfCare}.", "en")[1]).toEqual({
      kind: "fact",
      text: shortWords.en.site.facts.hoursOfCare,
    });
  });

  test("a site reference becomes the provider's name, drawn as configuration words", () => {
    expect(resolveInline("Thank you from {site:name}.", "en")[1]).toEqual({
      kind: "fact",
      text: site.name,
    });
    expect(inlineText("Everyone at {site:shortName}", "en")).toBe(`Everyone at ${site.shortName}`);
    expect(() => resolveInline("{site:origin}", "en")).toThrow(/No site name "origin"/);
  });

  test("unknown braces are left as text", () => {
    expect(resolveInline("{colour:red}", "en")).toEqual([{ kind: "text", text: "{colour:red}" }]);
  });

  test("a reference the configuration does not have throws, naming it", () => {
    expect(() => resolveInline("{phone:nowhere}", "en")).toThrow(/No phone line "nowhere"/);
    // An inherited property is not a configured fact.
    expect(() => resolveInline("{fact:constructor}", "en")).toThrow(/No fact "constructor"/);
  });
});

describe("the contact form from a page a department handles (issue 37, section 4)", () => {
  test("a link to the form carries the page's Recipient; other links and pages without one do not", () => {
    const text = "[Send us a message](/contact) or read [Nursing](/services/nursing).";
    expect(resolveInline(text, "en", { recipient: "footCare" })).toEqual([
      { kind: "link", text: "Send us a message", href: "/contact?recipient=footCare" },
      { kind: "text", text: " or read " },
      { kind: "link", text: "Nursing", href: "/services/nursing" },
      { kind: "text", text: "." },
    ]);
    expect(resolveInline(text, "en")[0]).toMatchObject({ href: "/contact" });
    expect(
      resolveInline("[Écrivez-nous](/fr/nous-joindre)", "fr", { recipient: "care" })[0],
    ).toMatchObject({ href: "/fr/nous-joindre?recipient=care" });
  });

  test("a Recipient choice is named in the form's own words, in the text's language", () => {
    expect(inlineText("Choose “{recipient:footCare}”.", "en")).toBe("Choose “Foot care clinics”.");
    expect(inlineText("Choisissez « {recipient:footCare} ».", "fr")).toContain(
      "Cliniques de soins des pieds",
    );
    // A choice the form no longer has is the build's error, not words that name nothing.
    expect(inlineProblems("Choose {recipient:footcare}.", "en", () => [])).toEqual([
      'No Recipient choice "footcare" in content/en/inquiry-form.ts',
    ]);
  });
});

test("inlineText drops the marks and keeps the resolved words", () => {
  expect(inlineText("**Call** [us](/contact) at {phone:careLine}.", "en")).toBe(
    `Call us at ${site.phoneLines.careLine.number}.`,
  );
});

describe("inlineProblems", () => {
  const pages = (path: string) => (path === "/contact" ? [] : [`link to ${path}, not a page`]);

  test("clean text has none", () => {
    expect(inlineProblems("[Write](/contact) or call {phone:careLine}.", "en", pages)).toEqual([]);
  });

  test("names each problem", () => {
    expect(
      inlineProblems(
        "**{phone:careLine}** [a](tel:+14165550199) [b](/nowhere) {email:nobody} [c](https://example.org)",
        "en",
        pages,
      ),
    ).toEqual([
      expect.stringMatching(/outside \*\*bold\*\*/),
      expect.stringMatching(/write \{phone:key\} or \{email:key\} instead of tel:/),
      "link to /nowhere, not a page",
      'No e-mail "nobody" in content/site.ts',
    ]);
  });

  test("a promise of any-hour answers needs a line answered round the clock", () => {
    expect(inlineProblems("Call {phone:careLine}, day or night.", "en", pages)).toEqual([]);
    expect(
      inlineProblems(
        "Call {phone:nursingToronto} or {phone:careLine}, 24 hours a day.",
        "en",
        pages,
      ),
    ).toEqual([]);
    expect(
      inlineProblems("Call {phone:nursingToronto}. We answer day or night.", "en", pages),
    ).toEqual([]);
    expect(inlineProblems("Call {phone:nursingToronto}, day or night.", "en", pages)).toEqual([
      expect.stringMatching(/nursingToronto is not roundTheClock/),
    ]);
  });
});

describe("in French", () => {
  test("a number is written as Canadian French writes it, and dialled the same", () => {
    const [part] = resolveInline("{phone:careLine}", "fr");
    expect(part).toEqual({ kind: "phone", text: "1 888 555-0100", href: "tel:+18885550100" });
    expect(inlineText("{phone:nursingToronto}", "fr")).toBe("416 555-0120");
  });

  test("a fact is quoted in the text's language", () => {
    expect(inlineText("{fact:replyTime}", "fr")).toBe(shortWords.fr.site.facts.replyTime);
    expect(inlineText("{fact:replyTime}", "fr")).not.toBe(shortWords.en.site.facts.replyTime);
  });

  test("a French promise of any-hour answers needs a line answered round the clock", () => {
    const pages = () => [];
    expect(inlineProblems("Appelez {phone:careLine}, jour et nuit.", "fr", pages)).toEqual([]);
    expect(
      inlineProblems("Appelez {phone:nursingToronto}, 24 heures sur 24.", "fr", pages),
    ).toEqual([expect.stringMatching(/nursingToronto is not roundTheClock/)]);
  });
});

describe("what private care costs and when the regional lines answer (issue 37)", () => {
  const pages = () => [];
  // French typography holds a figure to its unit with a no-break space.
  const plain = (text: string) => text.replace(/\u00a0/g, " ");

  test("a rate is quoted from content/site.ts with what it is billed by, in each language", () => {
    expect(resolveInline("{cost:personalSupport}", "en")).toEqual([
      { kind: "fact", text: "$36 to $42 an hour, for at least 3 hours a visit" },
    ]);
    expect(inlineText("{cost:nursing}", "en")).toBe(
      "$70 to $105 an hour, for at least one hour a visit",
    );
    expect(inlineText("{cost:overnight} or {cost:liveIn}", "en")).toBe(
      "$260 to $340 a night or $380 to $480 a day",
    );
    expect(inlineText("{cost:footCare}", "en")).toBe("$60 to $80 a visit");
    expect(plain(inlineText("{cost:personalSupport}", "fr"))).toBe(
      "de 36 $ à 42 $ l’heure, pour des visites d’au moins 3 heures",
    );
    expect(plain(inlineText("{cost:nursing}", "fr"))).toBe(
      "de 70 $ à 105 $ l’heure, pour des visites d’au moins une heure",
    );
    expect(plain(inlineText("{cost:liveIn}", "fr"))).toBe("de 380 $ à 480 $ par jour");
  });

  test("a rate content/site.ts does not have is refused, named", () => {
    expect(() => resolveInline("{cost:massage}", "en")).toThrow(/No rate "massage"/);
    expect(inlineProblems("From {cost:massage}.", "fr", pages)).toEqual([
      'No rate "massage" in content/site.ts (privateCare.rates)',
    ]);
    expect(inlineProblems("**{cost:nursing}**", "en", pages)).toEqual([
      expect.stringMatching(/outside \*\*bold\*\*/),
    ]);
  });

  test("the first visit is free unless the provider says otherwise", () => {
    expect(site.privateCare.freeAssessment).toBe(true);
    expect(inlineText("The first visit is {fact:assessmentVisit}.", "en")).toMatch(
      /^The first visit is free,/,
    );
    expect(inlineText("La première visite est {fact:assessmentVisit}.", "fr")).toMatch(
      /^La première visite est gratuite,/,
    );
  });

  test("a line's hours are quoted from content/site.ts, in each language", () => {
    expect(inlineText("{hours:nursingToronto}", "en")).toBe("weekdays from 8:30 a.m. to 4:30 p.m.");
    expect(plain(inlineText("{hours:specializedYork}", "fr"))).toBe(
      "en semaine, de 8 h 30 à 16 h 30",
    );
    // The care line is answered round the clock: it has no hours to quote.
    expect(inlineProblems("Call us {hours:careLine}.", "en", pages)).toEqual([
      'Phone line "careLine" states no hours in content/site.ts',
    ]);
  });

  test("a sentence that says a line's hours gives only lines answered at those hours, or round the clock", () => {
    expect(
      inlineProblems(
        "Call the line for your area, {hours:nursingToronto}: {phone:nursingToronto} or {phone:nursingYork}. After those hours, call {phone:careLine}.",
        "en",
        pages,
      ),
    ).toEqual([]);
    expect(
      inlineProblems(
        "Call, {hours:nursingToronto}: {phone:nursingToronto}, {phone:careLine} or {phone:headOffice}.",
        "en",
        pages,
      ),
    ).toEqual([expect.stringMatching(/gives the hours of nursingToronto, but headOffice/)]);
  });
});
