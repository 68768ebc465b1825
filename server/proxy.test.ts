import { expect, test } from "vitest";
import { proxyTrust } from "./proxy.ts";

test("no proxies: nothing is believed", () => {
  expect(proxyTrust(0)).toBe(false);
});

test("one proxy: believed when it connects from this machine or a private network", () => {
  const trust = proxyTrust(1);
  if (!trust) throw new Error("expected a rule");
  for (const address of [
    "127.0.0.1",
    "::1",
    "::ffff:127.0.0.1",
    "10.0.0.5",
    "192.168.1.2",
    "fd00::1",
  ]) {
    expect(trust(address, 0), address).toBe(true);
  }
  // A client that reaches the server directly is not a proxy, whatever it sends.
  expect(trust("203.0.113.7", 0)).toBe(false);
  // The entry our proxy wrote is the client: nothing further left is believed.
  expect(trust("198.51.100.1", 1)).toBe(false);
});

test("two proxies: the second is the nearest one's entry, whatever its address", () => {
  const trust = proxyTrust(2);
  if (!trust) throw new Error("expected a rule");
  expect(trust("127.0.0.1", 0)).toBe(true);
  expect(trust("203.0.113.7", 1)).toBe(true);
  expect(trust("198.51.100.1", 2)).toBe(false);
});
