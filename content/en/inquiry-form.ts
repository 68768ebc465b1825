/**
 * The contact form's words in English: each field's label, hint and choices, the form's own
 * words, and what the receiver says when it refuses a submission. The fields themselves (names,
 * types, limits, which choices exist) are in content/inquiry-form.ts, once for both languages.
 *
 * The English names of the choices are also what is stored and sent to the department, whatever
 * the language of the form: the staff read one vocabulary.
 */
import type { Words } from "../locale.ts";
import { siteWords } from "./site.ts";
import { site } from "../site.ts";

export const inquiryWords = {
  fields: {
    name: { label: "Name", placeholder: "First & Last Name" },
    phone: { label: "Phone Number", hint: "For example 416-555-0199" },
    callTime: {
      label: "Best time to call you back",
      options: {
        morning: "Morning",
        afternoon: "Afternoon",
        evening: "Evening",
        anyTime: "Any time",
      },
    },
    relationship: {
      label: "Relationship",
      options: {
        client: "I am a client",
        relative: "I am the relative/caregiver of a client",
        prospective: "I am a prospective client",
        professional: "I am a health care professional",
        learnMore: `I am interested in learning more about ${site.shortName}`,
      },
    },
    recipient: {
      label: "Recipient",
      hint: "Which team should read your message",
      // One per department in content/site.ts (`contactForm.recipients`), in the visitor's
      // words; what is stored is the department's name.
      options: {
        general: "A general question",
        care: "Personal support, nursing and senior care at home",
        specialized: "Finding your way in health care, or going home from hospital",
        footCare: "Foot care clinics",
        fluClinics: "Flu shot clinics",
      },
    },
    subject: {
      label: "Subject",
      options: {
        serviceRequest: "Service Request",
        generalInquiry: "General Inquiry",
        compliment: "Compliment",
        feedback: "Feedback",
        concern: "Complain/Concern",
        partnership: "Business Opportunity/Partnership",
      },
    },
    email: { label: "Email" },
    message: {
      label: "Message",
      // What intake needs to help, and where the words go (product decisions: the form's
      // message); the Privacy page says the same at length.
      hint: "Tell us in a few words what help is needed: what kind of help, for whom, since when. Please leave out medical records, a full health history and anything urgent: in an emergency, call 911, or call our care line at {phone:careLine}. Your message is kept on our own server and read only by the team that handles it; every view is recorded, and it is deleted {fact:formRetention}. It is never sent by e-mail. Read our [privacy notice](/privacy).",
    },
  },

  form: {
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
     * thank-you page is content/en/pages/contact-sent.ts).
     */
    noScript: {
      summaryHeading: "There is a problem",
      /** Read before each field's message by screen readers, so it is not taken for a hint. */
      errorPrefix: "Error:",
      errorTitle: "Your message was not sent",
      errorText: "Please fix the following and send it again. What you typed is below.",
      unavailableText:
        "We could not save your message just now. Nothing you typed has been lost: it is below. Please try again in a few minutes, or call {phone:careLine}.",
      /** A send refused for now (too many from one connection): every value is kept. */
      waitText:
        "Too many messages were sent from your connection in the last minute, so this one was not sent yet. Nothing you typed has been lost: it is below. Please wait a minute and send it again, or call {phone:careLine}.",
      /** Nothing sent could be read (too large, unreadable), so nothing could be kept. */
      retypeText:
        "We could not read what was sent, so we could not keep what you typed. Please type your message again below, or call {phone:careLine}.",
    },
  },

  /** How the form describes itself to browser agents (WebMCP's declarative form attributes). */
  tool: {
    name: "send_inquiry",
    description:
      "Send a message to the home care provider's team. Use for questions about services, care requests, feedback or partnerships; not for emergencies (call 911).",
    recipient: `Which team should read the message; the team answers ${siteWords.facts.replyTime}.`,
  },

  /**
   * What the receiver says when it refuses a submission: per field (shown in the failure overlay
   * and on the no-JavaScript page) and for the whole request.
   */
  receiver: {
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
  },
} as const;

/** The shape each language's form words take. */
export type InquiryWords = Words<typeof inquiryWords>;
