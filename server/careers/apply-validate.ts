/**
 * Checks a job application against its description (content/application-form.ts) and the posting
 * it is for: what the posting's form asks, the posting's regions. Everything an applicant can
 * send is either a clean `ApplicationInput` with its résumé still unread, or refused with a
 * reason per field in the page's language: 400 for what no browser sends from our form (a field
 * it does not have, a field sent twice, a file where there is none), 422 for answers to fix.
 * The résumé's bytes are judged apart (server/uploads/inspect.ts): a refused file never refuses
 * the application.
 */
import {
  type ApplicationAsks,
  applicationFields,
  applicationLimits,
  cnoNumberPattern,
  type Shift,
  shifts,
  type SpokenLanguage,
  spokenLanguages,
  type WeekDay,
  weekDays,
} from "../../content/application-form.ts";
import { applicationWords } from "../../content/application-words.ts";
import type { Region } from "../../content/job-posting.ts";
import type { Locale } from "../../content/locale.ts";
import {
  emailPattern,
  type FieldError,
  idempotencyKeyPattern,
  multiLineControls,
  phoneProblem,
  singleLineControls,
} from "../contact/validate.ts";
import type { ApplicationInput } from "./applications.ts";
import type { PostingContent } from "./posting.ts";

/** The posting applied to, as the receiver found it: its id, address and live version. */
export interface AppliedPosting {
  id: string;
  slug: string;
  content: PostingContent;
}

/** The outcome of the checks. */
export type ApplicationValidation =
  | {
      ok: true;
      input: ApplicationInput;
      /** The file chosen, unread; null when none was. */
      resume: File | null;
      /** The key drawn with the form, when it is one the form could have drawn. */
      key: string | undefined;
      /** The hidden field was filled: thank the sender and keep nothing. */
      isSpam: boolean;
    }
  | { ok: false; status: 400 | 422; errors: FieldError[] };

const names = applicationFields;

/** The fields whose boxes may be ticked several times, each once. */
const multipleFields = new Set<string>([names.days, names.shifts, names.languages]);

/** The fields a form for a posting that asks `asks` has, by posted name. */
function fieldsFor(asks: ApplicationAsks): Set<string> {
  const left = new Set<string>([
    ...(asks.certificate === "psw" ? [] : [names.pswCertificate]),
    ...(asks.certificate === "cno" ? [] : [names.cnoNumber]),
    ...(asks.driving ? [] : [names.driversLicence, names.car]),
  ]);
  return new Set(Object.values(names).filter((name) => !left.has(name)));
}

/** Fields that are no answer to give back: the server's to draw (the key, the kept résumé's), the trap. */
const notAnswers = new Set<string>([
  names.key,
  names.honeypot,
  names.keptResume,
  names.removeResume,
]);

/** What the applicant sent, by field, for the form sent back: texts, and boxes ticked as lists. */
export function formValues(
  entries: readonly [string, string | File][],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [field, value] of entries) {
    if (typeof value !== "string" || notAnswers.has(field)) continue;
    if (multipleFields.has(field)) values[field] = [...((values[field] as string[]) ?? []), value];
    else values[field] = value;
  }
  return values;
}

/**
 * Validates an application's posted entries (in the order received) for `posting`, in the
 * language of the page it was sent from.
 */
export function validateApplication(
  entries: readonly [string, string | File][],
  posting: AppliedPosting,
  locale: Locale,
): ApplicationValidation {
  const words = applicationWords[locale];
  const text = words.errors;
  const asks = posting.content.asks;
  const known = fieldsFor(asks);
  const single = new Map<string, string>();
  const multiple = new Map<string, string[]>();
  let resume: File | null = null;
  const malformed: FieldError[] = [];
  const refuse = (field: string, code: string) =>
    malformed.push({ field, code, message: words.request.malformed });

  for (const [field, value] of entries) {
    if (!known.has(field)) {
      refuse(field, "unknown_field");
    } else if (field === names.resume) {
      // No file chosen: browsers send the part with an empty name and no bytes; some clients
      // send an empty text instead.
      if (value === "") continue;
      if (typeof value === "string" || resume) refuse(field, "not_a_file");
      else if (value.name !== "" || value.size > 0) resume = value;
    } else if (typeof value !== "string") {
      refuse(field, "file_not_allowed");
    } else if (multipleFields.has(field)) {
      const ticked = multiple.get(field) ?? [];
      if (ticked.includes(value)) refuse(field, "duplicate_value");
      multiple.set(field, [...ticked, value]);
    } else if (single.has(field)) {
      refuse(field, "duplicate_field");
    } else {
      single.set(field, value);
    }
  }
  const language = single.get(names.language);
  if (language !== undefined && language !== locale) refuse(names.language, "not_an_option");
  if (malformed.length > 0) return { ok: false, status: 400, errors: malformed };

  const errors: FieldError[] = [];
  const fail = (field: string, code: string, message: string) =>
    errors.push({ field, code, message });

  /** A text field's value, clean, or undefined when it was refused (its error recorded). */
  const textOf = (field: string, maxLength: number, lines: "single" | "multi" = "single") => {
    const value = (single.get(field) ?? "").normalize("NFC").replace(/\r\n?/g, "\n").trim();
    if ((lines === "single" ? singleLineControls : multiLineControls).test(value)) {
      fail(field, "control_character", text.controlCharacter);
      return undefined;
    }
    if (value.length > maxLength) {
      fail(field, "too_long", text.tooLong(maxLength));
      return undefined;
    }
    return value;
  };
  /** A yes/no answer; undefined when it is missing or not one of the two. */
  const yesNo = (field: string, missing: string): boolean | undefined => {
    const value = single.get(field);
    if (value === "yes" || value === "no") return value === "yes";
    if (value === undefined || value === "") fail(field, "required", missing);
    else fail(field, "not_an_option", text.notAnOption);
    return undefined;
  };
  /** The boxes ticked, each one of `options`; at least one unless `optional`. */
  const ticked = <T extends string>(
    field: string,
    options: readonly T[],
    missing: string | undefined,
  ): T[] => {
    const values = multiple.get(field) ?? [];
    if (values.some((value) => !(options as readonly string[]).includes(value))) {
      fail(field, "not_an_option", text.notAnOption);
      return [];
    }
    if (values.length === 0 && missing) fail(field, "required", missing);
    // In the order of the choices, whatever the order sent.
    return options.filter((option) => values.includes(option));
  };

  // In the order of the form, so the error summary reads as the page does.
  const name = textOf(names.name, applicationLimits.name);
  if (name === "") fail(names.name, "required", text.name);

  const phone = textOf(names.phone, applicationLimits.phone);
  if (phone === "") fail(names.phone, "required", text.phone);
  else if (phone !== undefined) {
    const problem = phoneProblem(phone);
    if (problem) fail(names.phone, "invalid", problem === "format" ? text.phone : text.phoneDigits);
  }

  const email = textOf(names.email, applicationLimits.email);
  if (email && !emailPattern.test(email)) fail(names.email, "invalid", text.email);

  const regionValue = single.get(names.region);
  const region = posting.content.regions.find((candidate) => candidate === regionValue);
  if (!regionValue) fail(names.region, "required", text.region);
  else if (!region) fail(names.region, "not_an_option", text.notAnOption);

  const pswCertificate =
    asks.certificate === "psw" ? yesNo(names.pswCertificate, text.pswCertificate) : null;

  let cnoNumber: string | null | undefined = null;
  if (asks.certificate === "cno") {
    // People copy the number with spaces; the College writes it as digits alone.
    cnoNumber = textOf(names.cnoNumber, 20)?.replace(/\s+/g, "");
    if (cnoNumber === "") fail(names.cnoNumber, "required", text.cnoNumber);
    else if (cnoNumber !== undefined && !cnoNumberPattern.test(cnoNumber))
      fail(names.cnoNumber, "invalid", text.cnoFormat);
  }

  const otherLanguages = textOf(names.otherLanguages, applicationLimits.otherLanguages);
  const languages = ticked<SpokenLanguage>(
    names.languages,
    spokenLanguages,
    otherLanguages === "" ? text.languages : undefined,
  );

  const days = ticked<WeekDay>(names.days, weekDays, text.days);
  const shiftsChosen = ticked<Shift>(names.shifts, shifts, text.shifts);

  const driversLicence = asks.driving ? yesNo(names.driversLicence, text.driversLicence) : null;
  const car = asks.driving ? yesNo(names.car, text.car) : null;

  const accommodation = textOf(names.accommodation, applicationLimits.accommodation, "multi");

  const consent = single.get(names.consent);
  if (consent === undefined || consent === "") fail(names.consent, "required", text.consent);
  else if (consent !== "yes") fail(names.consent, "not_an_option", text.notAnOption);

  if (errors.length > 0) return { ok: false, status: 422, errors };

  const key = single.get(names.key);
  return {
    ok: true,
    input: {
      postingId: posting.id,
      postingSlug: posting.slug,
      postingTitle: posting.content.title.en,
      postingGroup: posting.content.group,
      language: locale,
      name: name!,
      phone: phone!,
      email: email!,
      region: region as Region,
      pswCertificate: pswCertificate!,
      cnoNumber: cnoNumber!,
      days,
      shifts: shiftsChosen,
      driversLicence: driversLicence!,
      car: car!,
      languages,
      otherLanguages: otherLanguages!,
      accommodation: accommodation!,
    },
    resume,
    key: key && idempotencyKeyPattern.test(key) ? key : undefined,
    isSpam: (single.get(names.honeypot) ?? "").trim() !== "",
  };
}
