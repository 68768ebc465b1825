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
