import { expect, test } from "vitest";
import { staffWorkPath } from "./staff-work.ts";

test("a person lands on their own work: the inbox, or the job applications for the hiring team alone", () => {
  expect(staffWorkPath(["intake"])).toBe("/staff/inbox");
  expect(staffWorkPath(["care", "specialized"])).toBe("/staff/inbox");
  expect(staffWorkPath(["hiring"])).toBe("/staff/applications");
  // In both: the first team's work, as the site lists the teams, whatever order they were given.
  expect(staffWorkPath(["hiring", "care"])).toBe("/staff/inbox");
  // An administrator in no team reads every inquiry.
  expect(staffWorkPath([])).toBe("/staff/inbox");
});
