/**
 * The contact form, defined once: the page draws it from here, the server checks submissions
 * against it, and the server's no-JavaScript answer pages redraw it from here. Field names are
 * the ones the spec's form service receives (section 7).
 */
import { site } from "./site.ts";
export const contactFields = {
  name: {
    name: "Name",
    label: "Name",
    type: "text",
    maxLength: 100,
    autoComplete: "name",
    placeholder: "First & Last Name",
  },
  phone: {
    name: "Phone Number",
    label: "Phone Number",
    type: "tel",
    maxLength: 30,
    autoComplete: "tel",
    hint: "For example 416-555-0199",
  },
  relationship: {
    name: "Relationship",
    label: "Relationship",
    type: "select",
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
    required: true,
    hint: "Which team should read your message",
  },
  subject: {
    name: "Subject",
    label: "Subject",
    type: "select",
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
    required: true,
    maxLength: 254,
    autoComplete: "email",
  },
  message: { name: "message", label: "Message", type: "textarea", maxLength: 5000 },
} as const;

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
  privacyNotice:
    "We use what you send only to answer you. Please do not include health details. Read our [privacy notice](/privacy).",
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
  /** The pages the server sends when the form is posted without JavaScript. */
  noScript: {
    sentTitle: "Thank you, your message was sent",
    sentText: "We will reply {fact:replyTime}. To talk to someone now, call {phone:careLine}.",
    backHome: "Back to the home page",
    errorTitle: "Your message was not sent",
    errorText: "Please fix the following and send it again. What you typed is below.",
    unavailableText:
      "We could not save your message just now. Nothing you typed has been lost: it is below. Please try again in a few minutes, or call {phone:careLine}.",
  },
} as const;
