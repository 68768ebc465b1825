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
