import { expect, test } from "vitest";
import { redirectFor } from "./redirects.ts";

test("the singular area path moves to the plural, with everything below it", () => {
  expect(redirectFor("/services/senior-care-service")).toBe("/services/senior-care-services");
  expect(redirectFor("/services/senior-care-service/live-in-companions")).toBe(
    "/services/senior-care-services/live-in-companions",
  );
});

test("companionship-services is the area's root", () => {
  expect(redirectFor("/services/senior-care-services/companionship-services")).toBe(
    "/services/senior-care-services",
  );
});

test("real pages are not redirected", () => {
  expect(redirectFor("/services/senior-care-services")).toBeUndefined();
  expect(redirectFor("/services/senior-care-servicesx")).toBeUndefined();
});
