import { expect, test } from "vitest";
import { applicationPageAt, applicationPath, postingPath, samePageIn } from "./navigation.ts";

test("a posting's application pages are below its page, in each language's words", () => {
  expect(applicationPath("registered-nurse", "apply")).toBe("/careers/registered-nurse/apply");
  expect(applicationPath("registered-nurse", "applied", "fr")).toBe(
    "/fr/carrieres/registered-nurse/candidature-envoyee",
  );
  expect(applicationPageAt("/fr/carrieres/registered-nurse/postuler")).toEqual({
    slug: "registered-nurse",
    step: "apply",
  });
});

test("the language link of an application page leads to the same page in the other language", () => {
  expect(samePageIn("/careers/registered-nurse/apply", "fr")).toBe(
    "/fr/carrieres/registered-nurse/postuler",
  );
  expect(samePageIn("/fr/carrieres/registered-nurse/candidature-envoyee", "en")).toBe(
    "/careers/registered-nurse/applied",
  );
  expect(samePageIn("/careers/registered-nurse", "fr")).toBe(postingPath("registered-nurse", "fr"));
});

test("what only looks like an application page is none", () => {
  for (const path of [
    "/careers/registered-nurse/postuler",
    "/fr/carrieres/registered-nurse/apply",
    "/careers/Registered-Nurse/apply",
    "/careers/apply",
    "/careers/a/b/apply",
    "/services/nursing/apply",
  ])
    expect(applicationPageAt(path), path).toBeUndefined();
});
