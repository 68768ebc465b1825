/**
 * What the address of a staff list may hold, described once: the page of a paged list (the
 * inbox, the hiring inbox), and the hiring inbox's filters. The API's query shapes are built from
 * it (server/staff/inquiry-routes.ts, application-routes.ts), and the hiring inbox's page leaves
 * out of its address what the API would refuse (app/routes/staff/applications.tsx), so the two
 * can never disagree about what a filter may be.
 *
 * Browser-safe: no words, no zod.
 */
import { applicationStages } from "./application-form.ts";
import { regions } from "./job-posting.ts";
import { locales } from "./locale.ts";

/** Rows on one page of a staff list: the inbox's inquiries, the hiring inbox's applications. */
export const staffPageSize = 25;

/** A page of a list, as the address writes it: 1 to 6 digits (a number past the last page shows none). */
export const pageNumberPattern = /^\d{1,6}$/;

/** The page the address asks for: 1 when it names none or 0, at most 100,000. */
export function pageNumber(value: string | undefined): number {
  return Math.max(1, Math.min(100_000, Number.parseInt(value ?? "1", 10) || 1));
}

/** An id as the server makes them (`randomUUID`), in any case: 8-4-4-4-12 hexadecimal digits. */
export const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The hiring inbox's filters that are one of a list of choices, each with its choices. */
export const applicationFilterChoices = {
  region: regions,
  stage: applicationStages,
  language: locales,
  overdue: ["true"],
  /** Those due within the week to come, or past: the hiring inbox's "Due this week". */
  due: ["week"],
  /** The order: by the 45-day date, soonest first (newest first when not given). */
  sort: ["tell-by"],
} as const;

/** The longest search of the hiring inbox (a name, an e-mail address or a phone number). */
export const applicationSearchMaxLength = 200;

/**
 * The hiring inbox's filters, in the form's order: the search (name, e-mail, phone), the posting
 * (by its id), then the choices.
 */
export const applicationFilterKeys = [
  "q",
  "posting",
  ...(Object.keys(applicationFilterChoices) as (keyof typeof applicationFilterChoices)[]),
] as const;
export type ApplicationFilterKey = (typeof applicationFilterKeys)[number];

/** Whether `key=value` is a filter of the hiring inbox the API takes (the posting: an id's shape). */
export function isApplicationFilter(key: string, value: string): key is ApplicationFilterKey {
  if (key === "posting") return idPattern.test(value);
  if (key === "q") return value.length <= applicationSearchMaxLength;
  return (
    Object.hasOwn(applicationFilterChoices, key) &&
    (
      applicationFilterChoices[key as keyof typeof applicationFilterChoices] as readonly string[]
    ).includes(value)
  );
}
