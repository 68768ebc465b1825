import { expect, test } from "vitest";
import { readConfig } from "./config.ts";

test("defaults serve on port 3000", () => {
  const config = readConfig({});
  expect(config.port).toBe(3000);
  expect(config.trustProxy).toBe(false);
});

test("PORT overrides the port", () => {
  expect(readConfig({ PORT: "8080" }).port).toBe(8080);
});

test("a wrong value stops the start with the variable named", () => {
  expect(() => readConfig({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
});
