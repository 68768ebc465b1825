/**
 * A job application described once, without words: its fields, their choices and limits, what a
 * new posting of each group asks for, and the hiring stages. The public form
 * (app/server-pages/apply.tsx) draws from it, the receiver checks against it
 * (server/careers/apply-validate.ts), the store keeps it (server/careers/applications.ts) and the
 * hiring inbox shows it. The words are in
 * content/<language>/application-form.ts.
 *
 * Browser-safe: no words, no zod.
 */
import type { PostingGroup } from "./job-posting.ts";

/** Days of the week an applicant can work, Monday first. */
export const weekDays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekDay = (typeof weekDays)[number];

/** The shifts an applicant can work. */
export const shifts = ["morning", "afternoon", "evening", "overnight"] as const;
export type Shift = (typeof shifts)[number];

/** Languages offered as boxes to tick; others are written in `otherLanguages`. */
export const spokenLanguages = ["en", "fr"] as const;
export type SpokenLanguage = (typeof spokenLanguages)[number];

/** The certificates or registrations a posting's form may ask for (one at most). */
export const certificatesAsked = ["psw", "cno"] as const;
export type CertificateAsked = (typeof certificatesAsked)[number];

/**
 * What a posting's application form asks beyond the common fields: each posting chooses it
 * (its content's `asks`, server/careers/posting.ts; decision 025).
 */
export interface ApplicationAsks {
  /** A PSW certificate (yes/no), or the College of Nurses of Ontario registration number. */
  certificate: CertificateAsked | null;
  /** A driver's licence and a car: visits from home to home. */
  driving: boolean;
}

/**
 * What a new posting of each group asks until hiring staff choose otherwise (the staff editor
 * starts from it; it is not a rule): personal support asks for the PSW certificate, nursing (RN,
 * RPN) for the CNO registration number; the work done in clients' homes asks about driving, the
 * office's not.
 */
export const asksByGroup = {
  "personal-support": { certificate: "psw", driving: true },
  nursing: { certificate: "cno", driving: true },
  "senior-companions": { certificate: null, driving: true },
  administration: { certificate: null, driving: false },
} as const satisfies Record<PostingGroup, ApplicationAsks>;

/**
 * A College of Nurses of Ontario registration number, checked for form only: seven or eight
 * digits (the College's public register looks it up; we do not).
 */
export const cnoNumberPattern = /^\d{7,8}$/;

/** The names the form posts, one per field (the browser's `name`). */
export const applicationFields = {
  name: "name",
  phone: "phone",
  email: "email",
  region: "region",
  pswCertificate: "pswCertificate",
  cnoNumber: "cnoNumber",
  days: "days",
  shifts: "shifts",
  driversLicence: "driversLicence",
  car: "car",
  languages: "languages",
  otherLanguages: "otherLanguages",
  accommodation: "accommodation",
  resume: "resume",
  consent: "consent",
  /** The page's language ("en", "fr"). */
  language: "language",
  /** A key drawn with the page: the same application sent twice is stored once. */
  key: "key",
  /** "yes" when the page says a résumé from the try before is kept (under the page's key). */
  keptResume: "keptResume",
  /** "yes" when the applicant chose to send the application without the kept résumé. */
  removeResume: "removeResume",
  /** Hidden from people; automated senders fill it (a honeypot). */
  honeypot: "website",
} as const;
export type ApplicationField = keyof typeof applicationFields;

/** The longest each text may be, in characters. */
export const applicationLimits = {
  name: 120,
  phone: 40,
  email: 254,
  otherLanguages: 200,
  accommodation: 1000,
} as const;

/** The largest résumé accepted, in megabytes (MiB): the words say it, the receiver checks it. */
export const resumeMaxMegabytes = 5;
export const resumeMaxBytes = resumeMaxMegabytes * 1024 * 1024;

/** The largest request the receiver reads: the largest résumé and the fields, in multipart. */
export const applicationBodyLimit = resumeMaxBytes + 64 * 1024;

/** The hiring stages, in the order an application moves through them. */
export const applicationStages = [
  "new",
  "screening",
  "interview",
  "offer",
  "hired",
  "not-selected",
  "withdrawn",
] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/**
 * The stages after which the applicant has been told where they stand: reaching one of them
 * after an interview ends the 45-day clock (ESA Part III.1, O. Reg. 476/24).
 */
export const decidedStages: readonly ApplicationStage[] = [
  "offer",
  "hired",
  "not-selected",
  "withdrawn",
];

/** Days after the last interview by which the applicant must be told whether a decision is made. */
export const daysToTellApplicant = 45;

/**
 * What became of the résumé: kept and scanned clean; kept unscanned, because no scanner is set up
 * (`not-scanned`) or because the one set up failed or did not answer in time (`scan-failed`); or
 * refused, and why.
 */
export type ResumeState =
  | "clean"
  | "not-scanned"
  | "scan-failed"
  | "empty"
  | "tooLarge"
  | "notAllowed"
  | "unsafeArchive"
  | "infected";

/** The states in which the résumé was kept, and can be downloaded. */
export const keptResumeStates: readonly ResumeState[] = ["clean", "not-scanned", "scan-failed"];
