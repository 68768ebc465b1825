/**
 * An inquiry, described once: the fields a visitor sends through the contact form, with their
 * labels, limits and options. The form draws itself from this (app/components/contact-form/),
 * the receiver checks, stores, exports and mails submissions from it (server/contact/), and the
 * staff area reads it. Field names are the ones the spec's form service receives (section 7).
 *
 * Browser-safe: plain data, no zod (docs/decisions/001-stack.md).
 */
import { site } from "./site.ts";

/** One field of the contact form. */
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
  options?: readonly string[];
  /** The browser's autofill token. */
  autoComplete?: string;
  /** An example shown inside an empty input. */
  placeholder?: string;
  /** One line of help under the label, in content's inline language (links allowed). */
  hint?: string;
}

export const inquiryFields = {
  name: {
    name: "Name",
    label: "Name",
    type: "text",
    maxLength: 100,
    required: false,
    autoComplete: "name",
    placeholder: "First & Last Name",
  },
  phone: {
    name: "Phone Number",
    label: "Phone Number",
    type: "tel",
    maxLength: 30,
    required: false,
    autoComplete: "tel",
    hint: "For example 416-555-0199",
  },
  relationship: {
    name: "Relationship",
    label: "Relationship",
    type: "select",
    maxLength: 200,
    required: false,
    options: [
      "I am a client",
      "I am the relative/caregiver of a client",
      "I am a prospective client",
      "I am a health care professional",
      `I am interested in learning more about ${site.shortName}`,
    ],
  },
  recipient: {
    name: "Recipient",
    label: "Recipient",
    type: "select",
    maxLength: 200,
    required: true,
    // Each choice notifies one department (content/site.ts).
    options: site.contactForm.recipients.map((recipient) => recipient.label),
    hint: "Which team should read your message",
  },
  subject: {
    name: "Subject",
    label: "Subject",
    type: "select",
    maxLength: 200,
    required: false,
    options: [
      "Service Request",
      "General Inquiry",
      "Compliment",
      "Feedback",
      "Complain/Concern",
      "Business Opportunity/Partnership",
    ],
  },
  email: {
    name: "Email",
    label: "Email",
    type: "email",
    maxLength: 254,
    required: true,
    autoComplete: "email",
  },
  message: {
    name: "message",
    label: "Message",
    type: "textarea",
    maxLength: 5000,
    required: false,
    hint: "We use what you send only to answer you. Please do not include health details. Read our [privacy notice](/privacy).",
  },
} as const satisfies Record<string, InquiryField>;

/** A field's key ("phone"), as code and the database name it. */
export type InquiryKey = keyof typeof inquiryFields;

/** Every field's key, in the form's order. */
export const inquiryKeys = Object.keys(inquiryFields) as InquiryKey[];

/** A submission that passed every check: each field's text, trimmed; "" when left empty. */
export type Inquiry = Record<InquiryKey, string>;

/** A hidden field people never see or fill; automated senders often do (a honeypot). */
export const honeypotField = "website";

/**
 * What the receiver says when it refuses a submission: per field (shown in the failure overlay and
 * on the no-JavaScript page) and for the whole request.
 */
export const receiverText = {
  field: {
    required: (label: string) => `${label} is required.`,
    controlCharacter: (label: string) => `${label} contains characters we cannot accept.`,
    tooLong: (label: string, maxLength: number) =>
      `${label} can be at most ${maxLength} characters.`,
    notAnOption: (label: string) => `Choose ${label} from the list.`,
    email: "Enter an e-mail address like name@example.com.",
    phoneFormat: "Enter a phone number like 416-555-0199.",
    phoneDigits: "A phone number has 10 digits, like 416-555-0199.",
    file: "This form does not take files.",
    duplicate: "This field was sent more than once.",
    unknown: "The form has no field with this name.",
  },
  request: {
    needsFixing: "Some answers need fixing.",
    unknownFields: "The form sent fields it does not have.",
    unreadable: "The form data could not be read.",
    tooLarge: "The message is too long to send.",
    wrongType: "Send the form as multipart/form-data.",
    otherSite: "Forms can only be sent from this website.",
    tooMany: "Too many messages in a short time. Please wait a minute and try again, or call us.",
    notSaved: "We could not save your message. Please try again in a few minutes, or call us.",
  },
};

/** How the form describes itself to browser agents (WebMCP's declarative form attributes). */
export const contactFormTool = {
  name: "send_inquiry",
  description:
    "Send a message to the home care provider's team. Use for questions about services, care requests, feedback or partnerships; not for emergencies (call 911).",
  recipient: "Which team should read the message; the team answers within one business day.",
};

export const contactFormText = {
  heading: "Send us a message",
  required: "(required)",
  choose: "Choose one",
  submit: "Send message",
  sending: "Sending…",
  honeypotLabel: "Leave this field empty",
  success: {
    title: "Response Submitted Successful!",
    emoji: "😊",
    status:
      "Thank you. Your message was sent. We will reply {fact:replyTime}. To talk to someone now, call {phone:careLine}.",
  },
  failure: {
    title: "Submission Failed!",
    emoji: "😞",
    text: "Your message was not sent. Everything you typed is still in the form, so you can try again. Or call us at {phone:careLine}.",
    detailsHeading: "What to fix:",
    close: "Close",
  },
  /**
   * The page the server sends when the form, posted without JavaScript, was not stored (the
   * thank-you page is content/pages/contact-sent.ts).
   */
  noScript: {
    summaryHeading: "There is a problem",
    /** Read before each field's message by screen readers, so it is not taken for a hint. */
    errorPrefix: "Error:",
    errorTitle: "Your message was not sent",
    errorText: "Please fix the following and send it again. What you typed is below.",
    unavailableText:
      "We could not save your message just now. Nothing you typed has been lost: it is below. Please try again in a few minutes, or call {phone:careLine}.",
  },
} as const;
