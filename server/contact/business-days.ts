/**
 * Business days as the provider lives them: in Toronto time, Monday to Friday, without Ontario's
 * public holidays. The reply promise ("we reply within the next business day", stated once in
 * content/site.ts as `contactForm.replyBusinessDays`) is measured with these.
 *
 * The holidays come from `date-holidays` (CA, ON), a maintained library, with two rules of
 * Ontario's Employment Standards Act applied on top:
 * - its nine public holidays do not include Easter Monday, which the library lists for Ontario;
 * - a holiday on a Saturday or a Sunday gives a weekday off instead (Christmas on a Saturday:
 *   Monday the 27th; Boxing Day on the Sunday: Tuesday the 28th), so the next weekday that is
 *   not already a holiday is not a business day.
 * https://www.ontario.ca/document/your-guide-employment-standards-act-0/public-holidays
 *
 * Days are calendar days written YYYY-MM-DD and moved with plain date arithmetic in UTC; only
 * their start is turned into a moment, in the zone, so a change of clocks never shifts a day.
 */
import Holidays from "date-holidays";
import { site } from "../../content/site.ts";

/** A calendar day, YYYY-MM-DD. */
export type Day = string;

const dayMs = 86_400_000;

/** The rule of the library's Easter Monday entry ("easter 1"): not a holiday under the ESA. */
const easterMonday = "easter 1";

let library: Holidays | undefined;
/** The library, made once: Ontario's public holidays (not the observances it also knows). */
function ontario(): Holidays {
  if (!library) {
    library = new Holidays("CA", "ON", { timezone: site.timeZone, types: ["public"] });
    library.unsetRule(easterMonday);
  }
  return library;
}

const holidaysByYear = new Map<number, Set<Day>>();

/**
 * The days off for Ontario's public holidays in `year`: each holiday's own day, or, when it falls
 * on a weekend, the next weekday that is not already one.
 */
export function holidaysOf(year: number): Set<Day> {
  let days = holidaysByYear.get(year);
  if (days) return days;
  days = new Set();
  const listed = ontario()
    .getHolidays(year)
    .filter((holiday) => holiday.type === "public")
    .map((holiday) => holiday.date.slice(0, 10))
    .sort();
  for (const day of listed) {
    let off = day;
    while (isWeekend(off) || days.has(off)) off = addDays(off, 1);
    days.add(off);
  }
  holidaysByYear.set(year, days);
  return days;
}

/** The day `count` calendar days after `day` (before, when negative). */
export function addDays(day: Day, count: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
}

function isWeekend(day: Day): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Whether `day` is a working day: a weekday that is not a public holiday (or a day off for one). */
export function isBusinessDay(day: Day): boolean {
  if (isWeekend(day)) return false;
  // A holiday of late December may give a day off in early January of the next year.
  const year = Number(day.slice(0, 4));
  return !holidaysOf(year).has(day) && !holidaysOf(year - 1).has(day);
}

/** The `count`th business day after `day` (1: the next business day). */
export function addBusinessDays(day: Day, count: number): Day {
  let next = day;
  for (let left = count; left > 0;) {
    next = addDays(next, 1);
    if (isBusinessDay(next)) left--;
  }
  return next;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day of `time` in `timeZone` (the provider's, by default). */
export function dayOf(time: Date, timeZone: string = site.timeZone): Day {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(time);
}

/**
 * The moment a calendar day (YYYY-MM-DD) starts in `timeZone`, as an ISO time: staff pick days
 * as they live them in Toronto, the store keeps UTC. Undefined for anything but a real day.
 */
export function dayStart(day: string, timeZone: string = site.timeZone): string | undefined {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Only a real day, written as such: "2026-02-30" is not one.
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== day)
    return undefined;
  // The zone's offset at the guess, then again at the corrected time (a day that starts on a
  // change of clocks).
  let start = midnightUtc - offsetAt(midnightUtc, timeZone);
  start = midnightUtc - offsetAt(start, timeZone);
  return new Date(start).toISOString();
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** How far `timeZone`'s clocks are ahead of UTC at `time`, in ms. */
function offsetAt(time: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(time);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)!.value);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return asUtc - Math.floor(time / 1000) * 1000;
}

/**
 * The moment a wall-clock time ("09:30") on `day` is in `timeZone`, as an ISO time; undefined for
 * a day or time that is not one. A time the clocks skip (2:30 on the spring change) is read
 * as the same time before the change, an hour later on the new clock.
 */
export function zonedMoment(
  day: string,
  time: string,
  timeZone: string = site.timeZone,
): string | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match || dayStart(day, timeZone) === undefined) return undefined;
  const wallUtc = Date.parse(`${day}T${time}:00Z`);
  let moment = wallUtc - offsetAt(wallUtc, timeZone);
  moment = wallUtc - offsetAt(moment, timeZone);
  return new Date(moment).toISOString();
}

/** The moment the day after `day` starts in the provider's time zone: the end of `day`. */
export function endOfDay(day: Day): Date {
  return new Date(dayStart(addDays(day, 1))!);
}

/**
 * When the reply to an inquiry received at `receivedAt` is due: by the end (midnight, Toronto
 * time) of the `replyBusinessDays`th business day after the day it arrived. Received on a Friday
 * before Family Day: due by the end of Tuesday. Received on a Saturday: by the end of Monday.
 */
export function replyDueBy(
  receivedAt: Date,
  businessDays: number = site.contactForm.replyBusinessDays,
): Date {
  return endOfDay(addBusinessDays(dayOf(receivedAt), businessDays));
}
