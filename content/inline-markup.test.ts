import { describe, expect, test } from "vitest";
import { inlineProblems, inlineText, resolveInline } from "./inline-markup.ts";
import { site } from "./site.ts";

describe("resolveInline", () => {
  test("plain text stays one text part", () => {
    expect(resolveInline("Call us today.")).toEqual([{ kind: "text", text: "Call us today." }]);
  });

  test("links, strong and configuration references in order, resolved", () => {
    const number = site.phoneLines.careLine.number;
    expect(
      resolveInline(
        "See [our nurses](/services/nursing), **24/7**: {phone:careLine} or {email:info}.",
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
    expect(resolveInline("We have given {fact:hoursOfCare}.")[1]).toEqual({
      kind: "fact",
      text: site.facts.hoursOfCare,
    });
  });

  test("a site reference becomes the provider's name, drawn as configuration words", () => {
    expect(resolveInline("Thank you from {site:name}.")[1]).toEqual({
      kind: "fact",
      text: site.name,
    });
    expect(inlineText("Everyone at {site:shortName}")).toBe(`Everyone at ${site.shortName}`);
    expect(() => resolveInline("{site:origin}")).toThrow(/No site name "origin"/);
  });

  test("unknown braces are left as text", () => {
    expect(resolveInline("{colour:red}")).toEqual([{ kind: "text", text: "{colour:red}" }]);
  });

  test("a reference the configuration does not have throws, naming it", () => {
    expect(() => resolveInline("{phone:nowhere}")).toThrow(/No phone line "nowhere"/);
    // An inherited property is not a configured fact.
    expect(() => resolveInline("{fact:constructor}")).toThrow(/No fact "constructor"/);
  });
});

test("inlineText drops the marks and keeps the resolved words", () => {
  expect(inlineText("**Call** [us](/contact) at {phone:careLine}.")).toBe(
    `Call us at ${site.phoneLines.careLine.number}.`,
  );
});

describe("inlineProblems", () => {
  const pages = (path: string) => (path === "/contact" ? [] : [`link to ${path}, not a page`]);

  test("clean text has none", () => {
    expect(inlineProblems("[Write](/contact) or call {phone:careLine}.", pages)).toEqual([]);
  });

  test("names each problem", () => {
    expect(
      inlineProblems(
        "**{phone:careLine}** [a](tel:+14165550199) [b](/nowhere) {email:nobody} [c](https://example.org)",
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
    expect(inlineProblems("Call {phone:careLine}, day or night.", pages)).toEqual([]);
    expect(
      inlineProblems("Call {phone:nursingToronto} or {phone:careLine}, 24 hours a day.", pages),
    ).toEqual([]);
    expect(inlineProblems("Call {phone:nursingToronto}. We answer day or night.", pages)).toEqual(
      [],
    );
    expect(inlineProblems("Call {phone:nursingToronto}, day or night.", pages)).toEqual([
      expect.stringMatching(/nursingToronto is not roundTheClock/),
    ]);
  });
});
