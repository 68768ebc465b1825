import { expect, test } from "vitest";
import { telHref } from "./phone.ts";

test("local numbers dial as E.164 with the country code", () => {
  expect(telHref("416-555-0199")).toBe("tel:+14165550199");
});

test("toll-free numbers already carry the 1", () => {
  expect(telHref("1-888-555-0100")).toBe("tel:+18885550100");
});
