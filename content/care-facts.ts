/**
 * Two facts of content/site.ts in a language's words, for the inline references and the "Talk to
 * us" box: a phone line's hours (`hours`), and a rate of private care (`privateCare.rates`).
 * The words are each language's (content/<language>/site.ts); the figures are stated once.
 *
 * Browser-safe: no zod, no page text.
 */
import type { Locale } from "./locale.ts";
import { money } from "./money.ts";
import type { LineHours, SiteConfig } from "./schema.ts";
import { type CostKey, type PhoneKey, site } from "./site.ts";
import { shortWords } from "./words.ts";

/** When a line is answered, in words: "weekdays from 8:30 a.m. to 4:30 p.m.". */
export function hoursText(hours: LineHours, locale: Locale): string {
  const words = shortWords[locale].site.hours;
  const time = (clock: string) => {
    const [hour, minute] = clock.split(":").map(Number);
    return words.time(hour!, minute!);
  };
  return words.span(words.days[hours.days], time(hours.opens), time(hours.closes));
}

/** The hours of a line, or undefined for a line that does not state them. */
export function lineHours(key: string): LineHours | undefined {
  const line = site.phoneLines[key as PhoneKey] as SiteConfig["phoneLines"][string] | undefined;
  if (!line) throw new Error(`No phone line "${key}" in content/site.ts`);
  return line.hours;
}

/** Whether two lines' hours are the same (both none, or the same days and times). */
export function sameHours(one: LineHours | undefined, other: LineHours | undefined): boolean {
  return one?.days === other?.days && one?.opens === other?.opens && one?.closes === other?.closes;
}

/** A rate of private care in words: "$36 to $42 an hour, for at least 3 hours a visit". */
export function costText(key: string, locale: Locale): string {
  if (!Object.hasOwn(site.privateCare.rates, key))
    throw new Error(`No rate "${key}" in content/site.ts (privateCare.rates)`);
  const rate: {
    per: "hour" | "visit" | "night" | "day";
    min: number;
    max: number;
    minimumHours?: number;
  } = site.privateCare.rates[key as CostKey];
  const words = shortWords[locale].site.cost;
  const figure =
    rate.min === rate.max
      ? money(rate.min, locale)
      : words.range(money(rate.min, locale), money(rate.max, locale));
  const billed = words.per[rate.per](figure);
  return rate.minimumHours === undefined ? billed : words.minimum(billed, rate.minimumHours);
}
