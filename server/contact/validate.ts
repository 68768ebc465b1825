/**
 * Checks a submission against the description of an inquiry (content/inquiry-form.ts). Everything
 * a person can send is either accepted as a clean record or refused with a reason per field.
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
import { defaultLocale, type Locale, locales } from "../../content/locale.ts";

/**
 * A submission that passed every check: trimmed, normalized, within limits, with the language it
 * was written in (none given means English).
 */
export type Submission = Inquiry & { language?: Locale };

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

// C0 controls and DEL; the message may keep tabs and line breaks, single-line fields nothing.
// Matching control characters is the point of these two patterns. The job application's
// receiver (server/careers/apply-validate.ts) checks its fields with the same rules.
/* eslint-disable no-control-regex */
export const singleLineControls = /[\u0000-\u001f\u007f]/;
export const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */
// A practical address check (the browser's type=email rule), not the full RFC 5322 grammar.
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** An idempotency key as a form draws it (a UUID); anything else is taken as no key. */
export const idempotencyKeyPattern = /^[A-Za-z0-9-]{16,64}$/;

// A North American number as people type it: digits, spaces, dashes, dots, brackets, a leading +,
// and an optional extension ("ext. 12", "x12").
const phonePattern = /^\+?[\d\s().-]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;

/** What is wrong with a phone number as typed: not written like one, or not 10 digits. */
export function phoneProblem(value: string): "format" | "digits" | undefined {
  if (!phonePattern.test(value)) return "format";
  const digits = value.replace(/(?:ext\.?|x)\s*\d+$/i, "").replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) return "digits";
  return undefined;
}

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
    // Forms send line breaks as CRLF; store them as plain newlines.
    const value = (raw[key] ?? "").normalize("NFC").replace(/\r\n?/g, "\n").trim();
    const label = definition.label;
    const controls = definition.type === "textarea" ? multiLineControls : singleLineControls;
    const { maxLength, options } = definition;

    if (!value) {
      if (definition.required) {
        errors.push({ field: definition.name, code: "required", message: text.required(label) });
      }
    } else if (controls.test(value)) {
      errors.push({
        field: definition.name,
        code: "control_character",
        message: text.controlCharacter(label),
      });
    } else if (value.length > maxLength) {
      errors.push({
        field: definition.name,
        code: "too_long",
        message: text.tooLong(label, maxLength),
      });
    } else if (options && !options.some((option) => option.value === value)) {
      errors.push({
        field: definition.name,
        code: "not_an_option",
        message: text.notAnOption(label),
      });
    } else if (definition.type === "email" && !emailPattern.test(value)) {
      errors.push({
        field: definition.name,
        code: "invalid",
        message: text.email,
      });
    } else if (definition.type === "tel") {
      const problem = phoneProblem(value);
      if (problem)
        errors.push({
          field: definition.name,
          code: "invalid",
          message: problem === "format" ? text.phoneFormat : text.phoneDigits,
        });
    }
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
