import { describe, expect, test } from "vitest";
import { site } from "../../content/site.ts";
import { organizationData } from "./organization-data.ts";
import { officeStreet } from "./site-facts.ts";

describe("the head office's street line", () => {
  const { street, unit } = site.headOffice;

  test("each language writes the unit in its own word after the one street", () => {
    expect(officeStreet("en")).toBe(`${street}, Suite ${unit}`);
    expect(officeStreet("fr")).toBe(`${street}, bureau ${unit}`);
  });

  test("a French page never addresses the office as a Suite", () => {
    expect(officeStreet("fr")).not.toMatch(/\bSuite\b/);
  });

  test("the structured data gives the same street line as the page, per language", () => {
    expect(organizationData("fr").address.streetAddress).toBe(officeStreet("fr"));
    expect(organizationData("en").address.streetAddress).toBe(officeStreet("en"));
  });
});
