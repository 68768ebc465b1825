/**
 * An inquiry, described once: the fields a visitor sends through the contact form, with their
 * labels, limits and options. The form draws itself from this (app/components/contact-form/),
 * the receiver checks, stores, exports and mails submissions from it (server/contact/), and the
 * staff area reads it. Field names are the ones the spec's form service receives (section 7).
 *
 * Browser-safe: plain data, no zod (docs/decisions/001-stack.md).
 */
import { inquiryWords as en } from "./en/inquiry-form.ts";
import type { InquiryWords } from "./en/inquiry-form.ts";
import { inquiryWords as fr } from "./fr/inquiry-form.ts";
import type { Locale } from "./locale.ts";
import type { PagePlace } from "./navigation.ts";
import { site } from "./site.ts";
import { typesetWords } from "./typography.ts";

/** Each language's words for the form (content/<language>/inquiry-form.ts). */
export const inquiryWords: Record<Locale, InquiryWords> = { en, fr: typesetWords(fr, "fr") };

/** One choice of a select: what is posted and stored (its English name), and what people read. */
export interface InquiryOption {
  value: string;
  label: string;
}

/** One field of the contact form, in one language. */
export interface InquiryField {
  /** The name the form posts it under. */
  name: string;
  /** The label people see. */
  label: string;
  /** How it is drawn: an input of this type, a select or a textarea. */
  type: "text" | "tel" | "email" | "select" | "textarea";
  /** The most characters it takes. */
  maxLength: number;
  /** Whether it must be filled in. */
  required: boolean;
  /** The choices of a select, in order. */
  options?: readonly InquiryOption[];
  /** The browser's autofill token. */
  autoComplete?: string;
  /** An example shown inside an empty input. */
  placeholder?: string;
  /** One line of help under the label, in content's inline language (links allowed). */
  hint?: string;
}

/** What a field is, whatever the language: everything but its words. */
type FieldShape = Omit<InquiryField, "label" | "options" | "placeholder" | "hint">;

const fieldShapes = {
  name: { name: "Name", type: "text", maxLength: 100, required: false, autoComplete: "name" },
  phone: {
    name: "Phone Number",
    type: "tel",
    maxLength: 30,
    required: false,
    autoComplete: "tel",
  },
  // When the visitor would like the call back (issue 37); optional, and beside the phone number.
  callTime: { name: "Best Time to Call", type: "select", maxLength: 200, required: false },
  relationship: { name: "Relationship", type: "select", maxLength: 200, required: false },
  // Each choice notifies one department (content/site.ts).
  recipient: { name: "Recipient", type: "select", maxLength: 200, required: true },
  subject: { name: "Subject", type: "select", maxLength: 200, required: false },
  email: { name: "Email", type: "email", maxLength: 254, required: true, autoComplete: "email" },
  message: { name: "message", type: "textarea", maxLength: 5000, required: false },
} as const satisfies Record<keyof InquiryWords["fields"], FieldShape>;

/** The name stored for each Recipient choice, by key. */
const departments: Record<string, string> = Object.fromEntries(
  site.contactForm.recipients.map((recipient) => [recipient.key, recipient.department]),
);

/** A field's key ("phone"), as code and the database name it. */
export type InquiryKey = keyof typeof fieldShapes;

/** Every field's key, in the form's order. */
export const inquiryKeys = Object.keys(fieldShapes) as InquiryKey[];

/** The form's fields in `locale`, by key. A choice's value is its English name in every language. */
export function inquiryFieldsIn(locale: Locale): Record<InquiryKey, InquiryField> {
  const words = inquiryWords[locale].fields;
  return Object.fromEntries(
    inquiryKeys.map((key) => {
      const field: { label: string; placeholder?: string; hint?: string; options?: object } =
        words[key];
      // A choice is stored under one name in every language: a Recipient under its
      // department's name, any other choice under its English words.
      const english =
        key === "recipient"
          ? { options: departments }
          : (en.fields[key] as { options?: Record<string, string> });
      const options = field.options as Record<string, string> | undefined;
      return [
        key,
        {
          ...fieldShapes[key],
          label: field.label,
          placeholder: field.placeholder,
          hint: field.hint,
          options:
            options &&
            Object.entries(options).map(([option, label]) => ({
              value: english.options![option]!,
              label,
            })),
        },
      ];
    }),
  ) as Record<InquiryKey, InquiryField>;
}

/** The fields in English: what the receiver checks against, and what the staff and e-mail read. */
export const inquiryFields = inquiryFieldsIn("en");

/** Each Recipient choice: its department's address and team, and its stored name. */
export const recipients = site.contactForm.recipients.map((recipient) => ({
  ...recipient,
  label: recipient.department,
}));

/** The query parameter of a link to the contact form that chooses its Recipient. */
export const recipientParameter = "recipient";

/**
 * The Recipient a link from `place` chooses: the choice that names the place's own page, else
 * its area; none for a page no department handles.
 */
export function recipientFor(place: PagePlace | undefined): string | undefined {
  if (place?.kind !== "area") return undefined;
  const chosen = (name: string) =>
    site.contactForm.recipients.find((recipient) =>
      (recipient.pages as readonly string[]).includes(name),
    )?.key;
  return chosen(`${place.area}/${place.page}`) ?? chosen(place.area);
}

/** The stored name of the Recipient chosen by a link's `key` (`?recipient=care`), if it is one. */
function recipientChosen(key: string | null | undefined): string | undefined {
  return key && Object.hasOwn(departments, key) ? departments[key] : undefined;
}

/**
 * The stored name of the Recipient an address's query chooses: one `recipient` key naming one
 * (`?recipient=care`); none when the key is missing, unknown or repeated, which is the plain page
 * (docs/decisions/023). The server's copy of the page and the browser's drawing both read this.
 */
export function recipientIn(params: URLSearchParams): string | undefined {
  const keys = params.getAll(recipientParameter);
  return keys.length === 1 ? recipientChosen(keys[0]) : undefined;
}

/**
 * The fields added after the first inquiries were stored, in the order they came: an inquiry
 * from before one has no value for it (not even ""), and staff are shown nothing for it
 * (server/contact/store.ts adds its column, NULL for those inquiries).
 */
export const laterKeys = ["callTime"] as const satisfies readonly InquiryKey[];

/** A field's key that an inquiry from before it lacks. */
export type LaterKey = (typeof laterKeys)[number];

/**
 * An inquiry: each field's text, trimmed; "" when left empty. A submission that passed every
 * check has every field; one stored before a field was added (`laterKeys`) lacks it.
 */
export type Inquiry = Record<Exclude<InquiryKey, LaterKey>, string> &
  Partial<Record<LaterKey, string>>;

/** A hidden field people never see or fill; automated senders often do (a honeypot). */
export const honeypotField = "website";

/**
 * A hidden field with the language the form was written in ("fr"): the receiver answers in it,
 * stores it with the inquiry, and the department's e-mail says it, so that the reply is in that
 * language. Missing means English (a page cached from before the French edition).
 */
export const languageField = "Language";

/** The contact form in `locale`: its fields and words, as the form component draws them. */
export function contactFormIn(locale: Locale) {
  const words = inquiryWords[locale];
  return {
    locale,
    fields: Object.values(inquiryFieldsIn(locale)),
    text: words.form,
    tool: words.tool,
  };
}
/** The contact form's fields and words in one language. */
export type ContactFormWords = ReturnType<typeof contactFormIn>;

/** The receiver's words in `locale`. */
export function receiverText(locale: Locale) {
  return inquiryWords[locale].receiver;
}
