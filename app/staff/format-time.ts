import { site } from "../../content/site.ts";

/** A moment as staff read it: the provider's time zone, in Canadian English ("Nov 23, 2026, 9:14 a.m."). */
export function formatTime(iso: string, withSeconds = false): string {
  return new Date(iso).toLocaleString(site.locale, {
    dateStyle: "medium",
    timeStyle: withSeconds ? "medium" : "short",
    timeZone: site.timeZone,
  });
}
