import { expect, test } from "vitest";
import { applicationPageAt, applicationPath, postingPath, samePageIn } from "./navigation.ts";

const nurse = { slug: "registered-nurse", frenchSlug: "infirmiere-autorisee" };

test("a posting's pages are at its slug in each language, its application pages below, in each language's words", () => {
  expect(postingPath(nurse)).toBe("/careers/registered-nurse");
  expect(postingPath(nurse, "fr")).toBe("/fr/carrieres/infirmiere-autorisee");
  expect(applicationPath(nurse, "apply")).toBe("/careers/registered-nurse/apply");
  expect(applicationPath(nurse, "applied", "fr")).toBe(
    "/fr/carrieres/infirmiere-autorisee/candidature-envoyee",
  );
  // Not yet published: no French slug, no page, its English slug the only one.
  expect(postingPath({ slug: "cook", frenchSlug: null }, "fr")).toBe("/fr/carrieres/cook");
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
  expect(samePageIn("/careers/registered-nurse", "fr")).toBe("/fr/carrieres/registered-nurse");
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
