import { describe, expect, test } from "vitest";
import { site } from "../../content/site.ts";
import { organizationData } from "./organization-data.ts";
import { officeCity, officeStreet } from "./site-facts.ts";

describe("the head office's street line", () => {
  const { street, unit } = site.headOffice;

  test("each language writes the unit in its own word after the one street", () => {
    expect(officeStreet("en")).toBe(`${street}, Suite ${unit}`);
    // Canadian French puts a comma after the civic number (issue 39, item 11).
    const [number, ...name] = street.split(" ");
    expect(officeStreet("fr")).toBe(`${number}, ${name.join(" ")}, bureau ${unit}`);
  });

  test("the line under it: the province's abbreviation in English, its name in parentheses in French", () => {
    const { city, postalCode } = site.headOffice;
    expect(officeCity("en")).toBe(`${city}, ON ${postalCode}`);
    expect(officeCity("fr")).toBe(`${city} (Ontario) ${postalCode}`);
  });

  test("a French page never addresses the office as a Suite", () => {
    expect(officeStreet("fr")).not.toMatch(/\bSuite\b/);
  });

  test("the structured data gives the same street line as the page, per language", () => {
    expect(organizationData("fr").address.streetAddress).toBe(officeStreet("fr"));
    expect(organizationData("en").address.streetAddress).toBe(officeStreet("en"));
  });
});
