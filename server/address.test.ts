import { expect, test } from "vitest";
import { redirects } from "../content/redirects.ts";
import { readAddress } from "./address.ts";

test("an address is read into its decoded path, its one form and its query", () => {
  expect(readAddress("/services/nursing?from=mail")).toEqual({
    path: "/services/nursing",
    canonical: "/services/nursing",
    query: "?from=mail",
    isCanonical: true,
  });
  expect(readAddress("/caf%C3%A9/")).toMatchObject({
    path: "/café",
    canonical: "/caf%C3%A9",
    isCanonical: false,
  });
  // An escaped slash stays inside its segment, escaped again.
  expect(readAddress("/%2F%2Fevil.example")).toMatchObject({
    path: "///evil.example",
    canonical: "/%2F%2Fevil.example",
    isCanonical: true,
  });
  expect(readAddress("/")).toMatchObject({ canonical: "/", isCanonical: true });
  expect(readAddress("//")).toMatchObject({ canonical: "/", isCanonical: false });
});

test("what is not a path, or not UTF-8, is not read", () => {
  expect(readAddress("*")).toBeUndefined();
  expect(readAddress("http://evil.example/")).toBeUndefined();
  expect(readAddress("/%FF")).toBeUndefined();
});

test("a query can never put a line break or a non-ASCII character into a header", () => {
  expect(readAddress("/?a=\r\nSet-Cookie: x")?.query).toBe("?a=%0D%0ASet-Cookie:%20x");
  expect(readAddress("/?q=€")?.query).toBe("?q=%E2%82%AC");
});

// Redirect rules are matched against the one form of an address, so they must be written in it.
test.each(redirects)("the redirect rule from $from is written in the one form", (rule) => {
  expect(readAddress(rule.from)?.canonical).toBe(rule.from);
  expect(readAddress(rule.to)?.canonical).toBe(rule.to);
});
