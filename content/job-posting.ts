/**
 * A job posting described once: its choices (regions, types, groups, pay units), the pay rule of
 * Ontario's Employment Standards Act (Part III.1, O. Reg. 476/24) and the refusal of "Canadian
 * experience". The staff routes check postings with it (server/careers/posting.ts), the public
 * pages draw pay with it, and the README states the yearly rule it writes once.
 * https://www.ontario.ca/document/your-guide-employment-standards-act-0/job-postings
 *
 * Browser-safe: no words, no zod.
 */

import type { Locale } from "./locale.ts";

/** Where a posting's work is. */
export const regions = ["toronto", "peel", "york"] as const;
export type Region = (typeof regions)[number];

/**
 * Each region as a place for schema.org's JobPosting `jobLocation` (Ontario, Canada), by its
 * official name in the page's language (Ontario's French names: "Municipalité régionale de Peel").
 */
export const regionLocality = {
  en: {
    toronto: "Toronto",
    peel: "Regional Municipality of Peel",
    york: "Regional Municipality of York",
  },
  fr: {
    toronto: "Toronto",
    peel: "Municipalité régionale de Peel",
    york: "Municipalité régionale de York",
  },
} as const satisfies Record<Locale, Record<Region, string>>;

/** How a posting employs. */
export const employmentTypes = ["full-time", "part-time", "casual"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** schema.org's JobPosting `employmentType` for each of ours (casual work is paid per shift). */
export const schemaEmploymentType = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  casual: "PER_DIEM",
} as const satisfies Record<EmploymentType, string>;

/** The headings postings are listed under (as the careers page's openings were). */
export const postingGroups = [
  "personal-support",
  "nursing",
  "senior-companions",
  "administration",
] as const;
export type PostingGroup = (typeof postingGroups)[number];

/** What a pay figure is counted in. */
export const payUnits = ["hour", "year"] as const;
export type PayUnit = (typeof payUnits)[number];

/** A posting's compensation: one figure (`max` null) or a range, in Canadian dollars. */
export interface Pay {
  unit: PayUnit;
  /** The figure, or the bottom of the range. */
  min: number;
  /** The top of the range; null for one figure. */
  max: number | null;
}

/**
 * The one rule for a year of hourly pay: 40 hours a week for 52 weeks. The README states it; the
 * range check and nothing else uses it.
 */
export const hoursPerYear = 2_080;

/** The widest range allowed, a year's pay apart, unless the top is above `rangeLimitAbove`. */
export const widestRange = 50_000;
/** Above this top (a year's pay), a range may be as wide as the employer wants. */
export const rangeLimitAbove = 200_000;

/** `amount` in `unit` as a year's pay, by `hoursPerYear`. */
export function yearly(amount: number, unit: PayUnit): number {
  return unit === "hour" ? amount * hoursPerYear : amount;
}

/** What is wrong with a pay, if anything: a top below the bottom, or a range too wide. */
export type PayProblem = "not-positive" | "top-below-bottom" | "too-wide";

/** Checks `pay` against the Act's rule, comparing ranges as a year's pay. */
export function payProblem(pay: Pay): PayProblem | undefined {
  if (!(pay.min > 0) || (pay.max !== null && !(pay.max > 0))) return "not-positive";
  if (pay.max === null) return undefined;
  if (pay.max < pay.min) return "top-below-bottom";
  const top = yearly(pay.max, pay.unit);
  const width = top - yearly(pay.min, pay.unit);
  if (width > widestRange && top <= rangeLimitAbove) return "too-wide";
  return undefined;
}

/**
 * "Canadian experience" as a requirement, in either language, with its usual variants ("Canadian
 * work experience", "expérience de travail au Canada"). Read as `readingsForCheck` gives it, so a hyphen,
 * a line break or an invisible character between the words does not slip it through.
 */
const canadianExperience =
  /canadian (?:work |professional )?experience|experience (?:working )?in canada|exp[eé]rience (?:de travail |professionnelle )?(?:canadienne|au canada)|exp[eé]rience canadienne/i;

/**
 * A text as the check reads it: compatible forms folded, dashes and runs of space as one space.
 * An invisible mark (soft hyphen, zero-width space or joiner, word joiner, byte-order mark) is
 * read both as nothing and as a space, since it can stand inside a word or between two.
 */
function readingsForCheck(text: string): string[] {
  const folded = text.normalize("NFKC");
  const invisible = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
  return [folded.replace(invisible, ""), folded.replace(invisible, " ")].map((reading) =>
    reading.replace(/[\s\-\u2010-\u2015_]+/g, " "),
  );
}

/** Whether `text` asks for Canadian experience (never allowed in a posting, ESA s. 8.2). */
export function asksCanadianExperience(text: string): boolean {
  return readingsForCheck(text).some((reading) => canadianExperience.test(reading));
}

/**
 * The address part of a posting made from its title, in either language: lower case, unaccented
 * (the ligatures œ and æ written out), words joined by hyphens; an inclusive ending glued to a word
 * ("préposé(e)", "infirmier·ère") is left out, an apostrophe parts two words ("Personal Support
 * Worker" → "personal-support-worker", "Préposé(e) à l'accueil" → "prepose-a-l-accueil").
 */
export function slugOf(title: string): string {
  return (
    title
      .replace(/(?<=\p{L})(?:\(\p{Ll}{1,5}\)|(?:·\p{Ll}{1,5})+)/gu, "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/œ/g, "oe")
      .replace(/æ/g, "ae")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "posting"
  );
}

/** What a slug may be: the server routes answer only these. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
