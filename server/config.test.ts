import { expect, test } from "vitest";
import { readConfig } from "./config.ts";

test("defaults serve on port 3000", () => {
  const config = readConfig({});
  expect(config.port).toBe(3000);
  expect(config.trustProxy).toBe(0);
});

test("PORT overrides the port", () => {
  expect(readConfig({ PORT: "8080" }).port).toBe(8080);
});

test("a wrong value stops the start with the variable named", () => {
  expect(() => readConfig({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
});

test("TRUST_PROXY is a number of proxies; true is one, false none", () => {
  expect(readConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  expect(readConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  expect(readConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
  expect(readConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
  expect(() => readConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: a number of proxies/);
  expect(() => readConfig({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
});
