/**
 * The checks each field of an inquiry gets, written once: the receiver runs them on what was
 * posted (server/contact/validate.ts), and the contact form runs them in the browser before
 * sending (app/components/contact-form/), so a fault gets the same words in both, in the form's
 * language. The job application's receiver checks its fields with the same rules.
 *
 * Browser-safe: plain code and the form's words, no zod (docs/decisions/001-stack.md).
 */
import { type InquiryField, receiverText } from "./inquiry-form.ts";
import type { Locale } from "./locale.ts";

// C0 controls and DEL; the message may keep tabs and line breaks, single-line fields nothing.
// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
export const singleLineControls = /[\u0000-\u001f\u007f]/;
export const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */
// A practical address check (the browser's type=email rule), not the full RFC 5322 grammar.
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

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

/** A field's value as it is checked and stored: NFC, plain newlines (forms send CRLF), trimmed. */
export function cleanValue(value: string): string {
  return value.normalize("NFC").replace(/\r\n?/g, "\n").trim();
}

/** What is wrong with one field's value, if anything. */
export interface FieldProblem {
  /** A stable code for programs: required, control_character, too_long, not_an_option, invalid. */
  code: string;
  /** A sentence for people, in the form's language. */
  message: string;
}

/**
 * The first fault of `value` (cleaned with `cleanValue`) for `field` (in `locale`, whose label the
 * message names), or none.
 */
export function fieldProblem(
  field: InquiryField,
  value: string,
  locale: Locale,
): FieldProblem | undefined {
  const text = receiverText(locale).field;
  const { label, maxLength, options } = field;
  const controls = field.type === "textarea" ? multiLineControls : singleLineControls;
  if (!value)
    return field.required ? { code: "required", message: text.required(label) } : undefined;
  if (controls.test(value))
    return { code: "control_character", message: text.controlCharacter(label) };
  if (value.length > maxLength)
    return { code: "too_long", message: text.tooLong(label, maxLength) };
  if (options && !options.some((option) => option.value === value))
    return { code: "not_an_option", message: text.notAnOption(label) };
  if (field.type === "email" && !emailPattern.test(value))
    return { code: "invalid", message: text.email };
  if (field.type === "tel") {
    const problem = phoneProblem(value);
    if (problem)
      return {
        code: "invalid",
        message: problem === "format" ? text.phoneFormat : text.phoneDigits,
      };
  }
  return undefined;
}
