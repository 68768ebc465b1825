/**
 * Checks a submission against the description of an inquiry (content/inquiry-form.ts), each field
 * with the checks the form also runs (content/inquiry-checks.ts). Everything a person can send is
 * either accepted as a clean record or refused with a reason per field.
 */
import {
  honeypotField,
  type Inquiry,
  type InquiryKey,
  inquiryFieldsIn,
  type InquiryField,
  inquiryKeys,
  languageField,
  receiverText,
} from "../../content/inquiry-form.ts";
import { cleanValue, fieldProblem } from "../../content/inquiry-checks.ts";
import { defaultLocale, type Locale, locales } from "../../content/locale.ts";

/**
 * A submission that passed every check: trimmed, normalized, within limits, with the language it
 * was written in (none given means English).
 */
export type Submission = Inquiry & { language?: Locale };

/** A stored submission, as staff read it. */
export interface StoredSubmission extends Submission {
  id: string;
  receivedAt: string;
  language: Locale;
}

/** One reason a field was refused. */
export interface FieldError {
  /** The form field's name, as posted ("Email"). */
  field: string;
  /** A stable code for programs: required, too_long, invalid, not_an_option, unknown_field… */
  code: string;
  /** A sentence for people. */
  message: string;
}

/** The outcome; `locale` is the language to answer in (the form's, else English). */
export type Validation = { locale: Locale } & (
  | { ok: true; submission: Submission; isSpam: boolean }
  | { ok: false; status: 400 | 422; errors: FieldError[] }
);

/** An idempotency key as a form draws it (a UUID); anything else is taken as no key. */
export const idempotencyKeyPattern = /^[A-Za-z0-9-]{16,64}$/;

/**
 * Validates posted fields. `entries` are the raw name/value pairs in the order received; a file,
 * a repeated field or a field the form does not have is a malformed request (400); a wrong value
 * is unprocessable (422).
 */
export function validateSubmission(entries: [string, string | File][]): Validation {
  // The language comes first: every message below is written in it.
  const language = entries.find(([field]) => field === languageField)?.[1];
  const locale = locales.find((candidate) => candidate === language) ?? defaultLocale;
  const text = receiverText(locale).field;
  const fields = inquiryFieldsIn(locale);
  const known = new Map<string, InquiryKey>(inquiryKeys.map((key) => [fields[key].name, key]));
  const seen = new Set<string>();
  const raw: Partial<Inquiry> = {};
  let honeypot = "";
  const malformed: FieldError[] = [];

  for (const [field, value] of entries) {
    if (typeof value !== "string") {
      malformed.push({
        field,
        code: "file_not_allowed",
        message: text.file,
      });
      continue;
    }
    if (seen.has(field)) {
      malformed.push({
        field,
        code: "duplicate_field",
        message: text.duplicate,
      });
      continue;
    }
    seen.add(field);
    if (field === honeypotField) {
      honeypot = value;
      continue;
    }
    if (field === languageField) {
      if (value !== locale)
        malformed.push({ field, code: "not_an_option", message: text.notAnOption(field) });
      continue;
    }
    const key = known.get(field);
    if (!key) {
      malformed.push({
        field,
        code: "unknown_field",
        message: text.unknown,
      });
      continue;
    }
    raw[key] = value;
  }
  if (malformed.length > 0) return { locale, ok: false, status: 400, errors: malformed };

  const errors: FieldError[] = [];
  const clean = {} as Submission;
  for (const key of inquiryKeys) {
    const definition: InquiryField = fields[key];
    const value = cleanValue(raw[key] ?? "");
    // The same checks, in the same words, as the form runs before sending (content/inquiry-checks.ts).
    const problem = fieldProblem(definition, value, locale);
    if (problem) errors.push({ field: definition.name, ...problem });
    clean[key] = value;
  }
  if (errors.length > 0) return { locale, ok: false, status: 422, errors };
  return {
    locale,
    ok: true,
    submission: { ...clean, language: locale },
    isSpam: honeypot.trim() !== "",
  };
}
