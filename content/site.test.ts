import { expect, test } from "vitest";
import { check } from "./index.ts";
import { siteConfigSchema } from "./schema.ts";
import { site } from "./site.ts";

test("the main line, offered everywhere as the one to call any time, must be answered round the clock", () => {
  expect(() =>
    check(siteConfigSchema, { ...site, mainPhone: "headOffice" }, "content/site.ts"),
  ).toThrow(/mainPhone: the main line .* must be roundTheClock/);
  expect(() =>
    check(siteConfigSchema, { ...site, mainPhone: "nowhere" }, "content/site.ts"),
  ).toThrow(/mainPhone: no such line/);
});

test("every phone line says whether it is answered round the clock", () => {
  const { number } = site.phoneLines.nursingToronto;
  const withoutHours = { number };
  expect(() =>
    check(
      siteConfigSchema,
      { ...site, phoneLines: { ...site.phoneLines, nursingToronto: withoutHours } },
      "content/site.ts",
    ),
  ).toThrow(/phoneLines\.nursingToronto\.roundTheClock/);
});

/** content/site.ts with one phone line changed. */
const withLine = (key: string, line: object) => ({
  ...site,
  phoneLines: { ...site.phoneLines, [key]: line },
});

test("a regional line says when it is answered, and a line answered round the clock does not", () => {
  const { hours, ...withoutHours } = site.phoneLines.nursingPeel;
  expect(() =>
    check(siteConfigSchema, withLine("nursingPeel", withoutHours), "content/site.ts"),
  ).toThrow(/phoneLines\.nursingPeel\.hours: a regional line says when it is answered/);
  expect(() =>
    check(
      siteConfigSchema,
      withLine("careLine", { ...site.phoneLines.careLine, hours }),
      "content/site.ts",
    ),
  ).toThrow(/phoneLines\.careLine\.hours: a line answered round the clock has no hours/);
  expect(() =>
    check(
      siteConfigSchema,
      withLine("nursingPeel", { ...withoutHours, hours: { ...hours, closes: "08:00" } }),
      "content/site.ts",
    ),
  ).toThrow(/phoneLines\.nursingPeel\.hours\.closes: a line closes after it opens/);
  expect(() =>
    check(
      siteConfigSchema,
      withLine("nursingPeel", { ...withoutHours, hours: { ...hours, opens: "8:30" } }),
      "content/site.ts",
    ),
  ).toThrow(/phoneLines\.nursingPeel\.hours\.opens: a 24-hour time/);
  // A line that is not regional may leave its hours unsaid.
  expect(() =>
    check(
      siteConfigSchema,
      withLine("headOffice", { ...site.phoneLines.headOffice, hours }),
      "content/site.ts",
    ),
  ).not.toThrow();
});

test("a rate of private care is a range billed by the hour (with its shortest visit), visit, night or day", () => {
  const withRate = (rate: object) => ({
    ...site,
    privateCare: {
      ...site.privateCare,
      rates: { ...site.privateCare.rates, nursing: rate },
    },
  });
  expect(() =>
    check(
      siteConfigSchema,
      withRate({ per: "hour", min: 90, max: 70, minimumHours: 1 }),
      "content/site.ts",
    ),
  ).toThrow(/privateCare\.rates\.nursing\.max: the top of a range is not below its bottom/);
  expect(() =>
    check(siteConfigSchema, withRate({ per: "hour", min: 70, max: 90 }), "content/site.ts"),
  ).toThrow(/privateCare\.rates\.nursing\.minimumHours/);
  expect(() =>
    check(
      siteConfigSchema,
      withRate({ per: "night", min: 70, max: 90, minimumHours: 8 }),
      "content/site.ts",
    ),
  ).toThrow(/privateCare\.rates\.nursing\.minimumHours/);
  expect(() =>
    check(siteConfigSchema, withRate({ per: "week", min: 70, max: 90 }), "content/site.ts"),
  ).toThrow(/privateCare\.rates\.nursing\.per/);
  expect(() =>
    check(siteConfigSchema, { ...site, privateCare: { rates: {} } }, "content/site.ts"),
  ).toThrow(/privateCare\.freeAssessment/);
});
