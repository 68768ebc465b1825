/**
 * The job application's words in English: the form's labels, hints and choices, each field's
 * error, the AODA notice and the consent, the receiver's words about a whole request, why a
 * résumé was refused, the page after sending, and the applicant's short e-mail. The fields
 * themselves (names, choices, limits, what each posting asks) are in content/application-form.ts.
 */
import { type ResumeState, resumeMaxMegabytes } from "../application-form.ts";
import type { Words } from "../locale.ts";

export const applicationWords = {
  form: {
    /** The page's title in the browser's tab: "Apply: Personal Support Worker". */
    title: (posting: string) => `Apply: ${posting}`,
    description: (posting: string) => `Apply online for ${posting}, in about two minutes.`,
    pay: "Pay",
    intro:
      "It takes about two minutes. Answers marked (required) are needed; the others help us call you about the right work.",
    backToPosting: "Read the job posting again",
    required: "(required)",
    optional: "(optional)",
    submit: "Send my application",
    honeypotLabel: "Leave this field empty",
  },

  /** The page the form comes back as when something needs fixing (GOV.UK's error pattern). */
  problem: {
    /** The start of the page's title, and read before each field's error by screen readers. */
    errorPrefix: "Error:",
    summaryHeading: "There is a problem",
    fixText:
      "Your application was not sent yet. Please fix the answers below and send it again: what you typed is still in the form.",
    unavailableText:
      "We could not save your application just now. Nothing you typed has been lost: it is below. Please try again in a few minutes, or call our head office at {phone:headOffice}.",
    /** The résumé could not be kept across this refusal: it must be chosen once more. */
    chooseAgain: "We could not keep the résumé you chose: please choose it again.",
    /** A send refused for now (too many from one connection), before anything was read. */
    waitText:
      "Your application was not sent yet, and we could not keep what you typed: please fill in the form again in a minute, or call our head office at {phone:headOffice}.",
    /** Nothing sent could be read (too large, unreadable), so nothing could be kept. */
    retypeText:
      "Your application was not sent, and we could not keep what you typed: please fill in the form again below. Your browser's Back button may still have your answers.",
  },

  /** The form's parts, each under its own heading. */
  sections: {
    aboutYou: "About you",
    availability: "When and how you can work",
    accommodation: "Accommodation",
    consent: "Your consent",
  },

  fields: {
    name: { label: "Your full name" },
    phone: { label: "Phone number", hint: "We call you on it. For example 416-555-0199" },
    email: {
      label: "E-mail",
      hint: "We send you a short note to say your application arrived.",
    },
    region: { legend: "Where would you like to work?" },
    pswCertificate: {
      legend: "Do you have a PSW certificate?",
      hint: "PSW means personal support worker. The certificate comes from a college or another PSW training program.",
    },
    cnoNumber: {
      label: "Your College of Nurses of Ontario registration number",
      hint: "7 or 8 digits, as on the College's public register.",
    },
    days: { legend: "Which days can you work?", hint: "Choose every day that suits you." },
    shifts: { legend: "Which shifts can you work?", hint: "Choose every shift that suits you." },
    driversLicence: { legend: "Do you have a valid driver's licence?" },
    car: {
      legend: "Do you have a car you can use for work?",
      hint: "The visits are in clients' homes, often several in a day.",
    },
    languages: {
      legend: "Which languages do you speak?",
      hint: "Many clients feel more at ease in their own language.",
    },
    otherLanguages: {
      label: "Other languages you speak",
      hint: "For example Tagalog, Punjabi or Cantonese.",
    },
    resume: {
      label: "Your résumé",
      hint: `A PDF, Word (DOCX) or OpenDocument (ODT) file, up to ${resumeMaxMegabytes} MB. You can apply without one.`,
      /** A résumé kept from the try before, named where `{file}` stands. */
      kept: "Your résumé, {file}, is kept: it will be sent with your application. To send a different file instead, choose it here.",
      /** The box that sends the application without the kept résumé. */
      remove: "Remove {file} and send my application without it",
      /** Said at the field, before anything is sent, when the chosen file is too large. */
      tooLargeChosen: `This file is larger than ${resumeMaxMegabytes} MB, so it cannot be sent. Choose a smaller file, or send your application without one.`,
    },
    accommodation: {
      label: "Do you need an accommodation to apply or for an interview?",
      hint: "Tell us what would help, for example a ground-floor room, an interpreter or more time. Leave it empty if you need nothing.",
    },
    consent: {
      text: "We use your application only to consider you for this job and others like it. Only our hiring team reads it. We keep it, with your résumé, for {fact:applicationRetention}, then delete it, unless we hire you. Read our [privacy notice](/privacy).",
      label: "I agree",
    },
  },

  /**
   * The notice of Ontario's Accessibility for Ontarians with Disabilities Act (AODA): employers
   * tell applicants that accommodation is available (O. Reg. 191/11, s. 22).
   */
  aoda: "In line with Ontario's Accessibility for Ontarians with Disabilities Act (AODA), we offer accommodation to applicants with disabilities at every step of hiring, when they ask for it. Tell us here what you need, or call {phone:headOffice}.",

  choices: {
    yes: "Yes",
    no: "No",
    days: {
      mon: "Monday",
      tue: "Tuesday",
      wed: "Wednesday",
      thu: "Thursday",
      fri: "Friday",
      sat: "Saturday",
      sun: "Sunday",
    },
    shifts: {
      morning: "Mornings",
      afternoon: "Afternoons",
      evening: "Evenings",
      overnight: "Overnight",
    },
    languages: { en: "English", fr: "French" },
  },

  /** Each field's error, as GOV.UK writes them: what to do, in the field's own words. */
  errors: {
    name: "Enter your full name.",
    phone: "Enter a phone number, like 416-555-0199.",
    phoneDigits: "A phone number has 10 digits, like 416-555-0199.",
    email: "Enter an e-mail address like name@example.com, or leave it empty.",
    region: "Choose where you would like to work.",
    pswCertificate: "Say whether you have a PSW certificate.",
    cnoNumber: "Enter your College of Nurses of Ontario registration number.",
    cnoFormat: "A registration number has 7 or 8 digits, like 1234567.",
    days: "Choose at least one day you can work.",
    shifts: "Choose at least one shift you can work.",
    driversLicence: "Say whether you have a driver's licence.",
    car: "Say whether you have a car you can use for work.",
    languages: "Choose a language you speak, or write it under “Other languages you speak”.",
    consent: "Tick “I agree”, so that we can read your application.",
    tooLong: (maxLength: number) => `Write at most ${maxLength} characters here.`,
    controlCharacter: "This answer has characters we cannot accept. Please type it again.",
    notAnOption: "Choose one of the answers shown.",
  },

  /** The receiver's words about a whole request, in the error summary. */
  request: {
    needsFixing: "Some answers need fixing.",
    malformed: "The form sent answers it does not have. Please fill it in again on this page.",
    unreadable: "We could not read the form. Please send it again.",
    tooLarge: `Your résumé is larger than ${resumeMaxMegabytes} MB, so nothing was sent. Please fill in the form again with a smaller file, or without one.`,
    wrongType: "Send the form as multipart/form-data.",
    otherSite: "Applications can only be sent from this website.",
    tooMany:
      "Too many applications in a short time. Please wait a minute and try again, or call us.",
    notSaved: "We could not save your application. Please try again in a few minutes, or call us.",
  },

  /** Why a résumé was refused: one per refusal of content/application-form.ts `ResumeState`. */
  resumeRefusals: {
    empty: "The file was empty.",
    tooLarge: `The file is larger than ${resumeMaxMegabytes} MB.`,
    notAllowed:
      "The file is not a PDF, Word (DOCX) or OpenDocument (ODT) document. We go by what is inside the file, not by its name.",
    unsafeArchive:
      "The file could not be opened safely: it unpacks to far more than a résumé would.",
    infected: "Our virus check found something harmful in the file, so we deleted it.",
  } satisfies Record<Exclude<ResumeState, "clean" | "not-scanned" | "scan-failed">, string>,

  /** The page after the application was stored. */
  applied: {
    title: "Thank you: we have your application",
    description: "Your job application was received.",
    received: (posting: string) => `We received your application for ${posting}.`,
    nextHeading: "What happens next",
    next: [
      "Someone on our hiring team reads every application.",
      "If your experience fits the job, we call you to talk and to set up an interview.",
      "If you gave an e-mail address, we sent you a short note to say your application arrived.",
    ],
    questions: "Questions about your application? Call our head office at {phone:headOffice}.",
    resumeHeading: "We could not keep your résumé",
    resumeKept: "Your application was received without it.",
    /** A résumé kept from a try before could no longer be found when the application came. */
    resumeLost:
      "The résumé you sent with an earlier try could no longer be found, so your application was received without it.",
    resumeOtherWay:
      "You can e-mail your résumé to {email:careers} with the job title in the subject line, or bring it to your interview.",
    moreOpenings: "See our other openings",
  },

  /** The confirmation's address opened without an application just sent from it. */
  notApplied: {
    title: "No application to confirm here",
    description: "This page confirms an application just after it is sent.",
    text: "This page confirms an application just after it is sent, and no application was sent from here just now. If you applied and want to know that your application arrived, call our head office at {phone:headOffice}.",
    apply: (posting: string) => `Apply for ${posting}`,
  },

  /**
   * The applicant's e-mail about an interview, in their language, with its calendar file
   * (server/careers/interview-mail.ts): the invitation, a change, a cancellation. The invitation
   * and a change also carry the accommodation sentence above (AODA, O. Reg. 191/11, s. 23).
   */
  interviewMail: {
    subject: {
      invitation: (posting: string) => `Interview invitation: ${posting}`,
      change: (posting: string) => `Your interview has changed: ${posting}`,
      cancellation: (posting: string) => `Your interview is cancelled: ${posting}`,
    },
    opening: {
      invitation: (posting: string, provider: string) =>
        `Thank you for applying for ${posting} with ${provider}. We would like to meet you for an interview.`,
      change: (posting: string) =>
        `The details of your interview for ${posting} have changed. Here is the interview as it is now.`,
      cancellation: (posting: string) =>
        `Your interview for ${posting} is cancelled. If we plan another one, we will tell you.`,
    },
    when: "When",
    where: "Where",
    join: "Phone or video link",
    with: "With",
    timeZone: "Toronto time",
    minutes: (minutes: number) => `about ${minutes} minutes`,
    calendar: "The calendar file attached adds the interview to your calendar.",
    summary: (posting: string, provider: string) => `Interview: ${posting} (${provider})`,
    reply: (email: string, phone: string) =>
      `If this time does not suit you, write to ${email} or call our head office at ${phone}.`,
  },

  /**
   * What the hiring team tells an applicant later, in the applicant's language (AODA, O. Reg.
   * 191/11): when inviting them to an interview, that accommodation is available (s. 23); in an
   * offer, the policies for accommodating employees with disabilities (s. 24). The staff page of
   * an application shows these words and opens an e-mail with them.
   */
  accommodationNotices: {
    interview: {
      subject: (posting: string) => `Your interview: ${posting}`,
      text: "Accommodation is available for the interview and for anything we ask you to do as part of it. If you need one, tell us what would help and we will arrange it with you.",
    },
    offer: {
      subject: (posting: string) => `Our offer: ${posting}`,
      text: "Our policies for accommodating employees with disabilities apply to you from your first day. If you need an accommodation to do this job, tell us what would help and we will work it out with you. You can ask us for a copy of these policies at any time.",
    },
  },

  /** The applicant's e-mail: that the application arrived, never what it says. */
  mail: {
    subject: (posting: string) => `We received your application: ${posting}`,
    text: (posting: string, provider: string, email: string, phone: string) =>
      [
        "Hello,",
        "",
        `Thank you for applying for ${posting} with ${provider}. Your application arrived.`,
        "Someone on our hiring team reads every application. If your experience fits the job, we will call you.",
        "",
        `If you need an accommodation at any step of hiring, write to ${email} or call our head office at ${phone}.`,
        "",
        provider,
        "",
        "You get this e-mail because this address was given on our job application form. If you did not apply, you can ignore it.",
      ].join("\n"),
  },
} as const;

/** The shape each language's application words take. */
export type ApplicationWords = Words<typeof applicationWords>;
