import { expect, test } from "vitest";
import {
  addBusinessDays,
  dayOf,
  dayStart,
  holidaysOf,
  isBusinessDay,
  replyDueBy,
  zonedMoment,
} from "./business-days.ts";

/** A moment given as Toronto's wall clock, the way the people in the tests live it. */
const toronto = (day: string, time: string) => {
  const start = Date.parse(dayStart(day)!);
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(start + (hours! * 60 + minutes!) * 60_000);
};

test("Ontario's nine public holidays of 2026, from the library, without Easter Monday", () => {
  expect([...holidaysOf(2026)]).toEqual([
    "2026-01-01", // New Year's Day
    "2026-02-16", // Family Day
    "2026-04-03", // Good Friday
    "2026-05-18", // Victoria Day
    "2026-07-01", // Canada Day
    "2026-09-07", // Labour Day
    "2026-10-12", // Thanksgiving
    "2026-12-25", // Christmas Day
    "2026-12-28", // Boxing Day falls on a Saturday: Monday off
  ]);
  // Not holidays under the Employment Standards Act: Easter Monday, the Civic Holiday,
  // Remembrance Day, the National Day for Truth and Reconciliation.
  for (const day of ["2026-04-06", "2026-08-03", "2026-11-11", "2026-09-30"])
    expect(isBusinessDay(day), day).toBe(true);
});

test("Good Friday and Family Day are not business days; the weekend never is", () => {
  expect(isBusinessDay("2026-04-03")).toBe(false);
  expect(isBusinessDay("2027-03-26")).toBe(false);
  expect(isBusinessDay("2026-02-16")).toBe(false);
  expect(isBusinessDay("2027-02-15")).toBe(false);
  expect(isBusinessDay("2026-11-21")).toBe(false);
  expect(isBusinessDay("2026-11-22")).toBe(false);
  expect(isBusinessDay("2026-11-23")).toBe(true);
});

test("Christmas and Boxing Day on a weekend give the next weekdays off, into the next year too", () => {
  // 2021: Saturday and Sunday; Monday 27 and Tuesday 28 off.
  expect(isBusinessDay("2021-12-27")).toBe(false);
  expect(isBusinessDay("2021-12-28")).toBe(false);
  expect(isBusinessDay("2021-12-29")).toBe(true);
  // 2022: Christmas on a Sunday, Boxing Day on the Monday; Tuesday 27 off for Christmas.
  expect(isBusinessDay("2022-12-26")).toBe(false);
  expect(isBusinessDay("2022-12-27")).toBe(false);
  // New Year's Day 2022 was a Saturday: Monday 3 January off, found from 2022's own list.
  expect(isBusinessDay("2022-01-03")).toBe(false);
  expect(addBusinessDays("2021-12-24", 1)).toBe("2021-12-29");
});

test("the reply is due by the end of the next business day, in Toronto time", () => {
  // A Monday morning: by the end of Tuesday.
  expect(replyDueBy(toronto("2026-11-23", "09:14")).toISOString()).toBe(dayStart("2026-11-25"));
  // Friday before Family Day: Monday is off, so by the end of Tuesday.
  expect(replyDueBy(toronto("2026-02-13", "16:30")).toISOString()).toBe(dayStart("2026-02-18"));
  // Thursday before Good Friday (and the Easter weekend): by the end of Monday, Easter Monday
  // being a working day in Ontario.
  expect(replyDueBy(toronto("2026-04-02", "10:00")).toISOString()).toBe(dayStart("2026-04-07"));
  // Saturday: by the end of Monday.
  expect(replyDueBy(toronto("2026-11-21", "11:00")).toISOString()).toBe(dayStart("2026-11-24"));
  // Late on Friday evening in Toronto is already Saturday in UTC: still Friday's promise.
  const fridayNight = toronto("2026-11-20", "22:30");
  expect(fridayNight.toISOString()).toBe("2026-11-21T03:30:00.000Z");
  expect(replyDueBy(fridayNight).toISOString()).toBe(dayStart("2026-11-24"));
  // Christmas Eve 2021 (a Friday): by the end of Wednesday the 29th.
  expect(replyDueBy(toronto("2021-12-24", "12:00")).toISOString()).toBe(dayStart("2021-12-30"));
});

test("days across the changes of clocks keep their length in Toronto", () => {
  // Clocks go forward on Sunday 8 March 2026: the end of Monday 9 March is 04:00 UTC, not 05:00.
  expect(replyDueBy(toronto("2026-03-06", "15:00")).toISOString()).toBe("2026-03-10T04:00:00.000Z");
  // Back on Sunday 1 November 2026: the end of Monday 2 November is 05:00 UTC.
  expect(replyDueBy(toronto("2026-10-30", "15:00")).toISOString()).toBe("2026-11-03T05:00:00.000Z");
  expect(dayOf(new Date("2026-03-08T04:59:00Z"))).toBe("2026-03-07");
  expect(dayOf(new Date("2026-03-08T05:00:00Z"))).toBe("2026-03-08");
});

test("a day in a filter is a day in Toronto, across the changes of clocks", () => {
  expect(dayStart("2026-11-23", "America/Toronto")).toBe("2026-11-23T05:00:00.000Z");
  expect(dayStart("2026-07-01", "America/Toronto")).toBe("2026-07-01T04:00:00.000Z");
  expect(dayStart("2026-03-08", "America/Toronto")).toBe("2026-03-08T05:00:00.000Z");
  expect(dayStart("2026-11-01", "America/Toronto")).toBe("2026-11-01T04:00:00.000Z");
  expect(dayStart("2026-02-30", "America/Toronto")).toBeUndefined();
  expect(dayStart("yesterday", "America/Toronto")).toBeUndefined();
});

test("a time of day on a day is read in Toronto, on both sides of a change of clocks", () => {
  expect(zonedMoment("2026-11-24", "09:00")).toBe("2026-11-24T14:00:00.000Z");
  expect(zonedMoment("2026-07-02", "09:00")).toBe("2026-07-02T13:00:00.000Z");
  // The days the clocks change: 9:00 is after the change.
  expect(zonedMoment("2026-03-08", "09:00")).toBe("2026-03-08T13:00:00.000Z");
  expect(zonedMoment("2026-11-01", "09:00")).toBe("2026-11-01T14:00:00.000Z");
  expect(zonedMoment("2026-11-24", "24:00")).toBeUndefined();
  expect(zonedMoment("2026-11-24", "9am")).toBeUndefined();
  expect(zonedMoment("2026-02-30", "09:00")).toBeUndefined();
});
