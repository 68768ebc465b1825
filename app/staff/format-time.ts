import { localeTags } from "../../content/locale.ts";
import { site } from "../../content/site.ts";
import { staffText } from "../../content/staff-ui.ts";

/** A moment as staff read it: the provider's time zone, in Canadian English ("Nov 23, 2026, 9:14 a.m."). */
export function formatTime(iso: string, withSeconds = false): string {
  return new Date(iso).toLocaleString(localeTags.en, {
    dateStyle: "medium",
    timeStyle: withSeconds ? "medium" : "short",
    timeZone: site.timeZone,
  });
}

/** The calendar day of a moment in the provider's time zone (2026-11-23). */
function dayOf(time: Date): string {
  return time.toLocaleDateString("en-CA", { timeZone: site.timeZone });
}

/**
 * When an inquiry arrived, as the inbox lists it: "today 9:14 a.m." for today, else the day
 * ("Mon, Nov 18"), with the year when it is not this year.
 */
export function formatReceived(iso: string, now = new Date()): string {
  const time = new Date(iso);
  if (dayOf(time) === dayOf(now)) {
    const clock = time.toLocaleTimeString(localeTags.en, {
      timeStyle: "short",
      timeZone: site.timeZone,
    });
    return `${staffText.inbox.today} ${clock}`;
  }
  return time.toLocaleDateString(localeTags.en, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: dayOf(time).slice(0, 4) === dayOf(now).slice(0, 4) ? undefined : "numeric",
    timeZone: site.timeZone,
  });
}

/**
 * How long ago an inquiry arrived, short for the list ("12 min", "5 h", "2 d") and in words for
 * a screen reader ("2 days ago").
 */
export function formatAge(iso: string, now = new Date()): { short: string; long: string } {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;
  if (minutes < 60) return { short: `${minutes} min`, long: plural(minutes, "minute") };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { short: `${hours} h`, long: plural(hours, "hour") };
  const days = Math.floor(hours / 24);
  return { short: `${days} d`, long: plural(days, "day") };
}

/** A due time as staff read it: "today 9:00 a.m.", else "Tue, Nov 24, 9:00 a.m.". */
export function formatDue(iso: string, now = new Date()): string {
  const time = new Date(iso);
  const clock = time.toLocaleTimeString(localeTags.en, {
    timeStyle: "short",
    timeZone: site.timeZone,
  });
  if (dayOf(time) === dayOf(now)) return `${staffText.inbox.today} ${clock}`;
  const day = time.toLocaleDateString(localeTags.en, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: site.timeZone,
  });
  return `${day}, ${clock}`;
}

/**
 * The day a deadline at midnight closes, as staff read it ("Wed, Nov 18"): the reply promise
 * runs to the end of a business day, and "12:00 a.m. on Thursday" would read as a day late.
 */
export function formatDayEnding(iso: string): string {
  return (
    new Date(Date.parse(iso) - 1)
      .toLocaleDateString(localeTags.en, {
        weekday: "short",
        day: "numeric",
        month: "short",
        timeZone: site.timeZone,
      })
      // Kept on one line: "Oct" and "9" apart read badly on a phone.
      .replaceAll(" ", "\u00a0")
  );
}

/**
 * A calendar day (YYYY-MM-DD: an interview, a date to tell an applicant by) as staff read it,
 * "Fri, Jan 8, 2027". It is a day, not a moment: read at noon UTC, no time zone can move it.
 */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(localeTags.en, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
