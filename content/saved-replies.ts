/**
 * The saved replies each team starts with, in both languages (issue 38). Administrators edit them
 * in the staff area (server/staff/saved-replies.ts keeps the edited copies in the staff store);
 * these are the first copies, written into a store that has none. They hold no health details:
 * Ontario's privacy commissioner (IPC) expects a person's consent before their health
 * information goes by e-mail, so a saved text never names a service, a condition or a visit
 * (content/saved-replies.test.ts checks it).
 */
import { applicationWords as enWords } from "./en/application-form.ts";
import { applicationWords as frWords } from "./fr/application-form.ts";
import type { Locale } from "./locale.ts";
import { site } from "./site.ts";

/** A text in both languages. */
export type BothLanguages = Record<Locale, string>;

/** One saved reply as a team starts with it. */
export interface SavedReplySeed {
  /** Stable key, unique within its team. */
  key: string;
  /** What the team picks it by. */
  title: BothLanguages;
  /** The words sent, in the person's language. */
  body: BothLanguages;
  /** Days the outbox holds it before sending (it can be cancelled meanwhile); 0: at once. */
  delayDays: number;
}

const en = enWords.accommodationNotices;
const fr = frWords.accommodationNotices;
const phone = site.phoneLines.headOffice.number;

const triedToCall: SavedReplySeed = {
  key: "tried-to-call",
  title: { en: "We tried to call you", fr: "Nous avons essayé de vous appeler" },
  body: {
    en: `Hello,\n\nWe tried to call you about your message, but could not reach you. Please call us at ${phone}, or answer this e-mail with a good time to call you.\n\nThank you,\n${site.name}`,
    fr: `Bonjour,\n\nNous avons essayé de vous appeler au sujet de votre message, sans vous joindre. Appelez-nous au ${phone}, ou répondez à ce courriel en nous indiquant un bon moment pour vous appeler.\n\nMerci,\n${site.name}`,
  },
  delayDays: 0,
};

const callUs: SavedReplySeed = {
  key: "call-us",
  title: { en: "Please call us at…", fr: "Appelez-nous au…" },
  body: {
    en: `Hello,\n\nThank you for your message. Please call us at ${phone}, Monday to Friday, so that we can talk about it with you.\n\nThank you,\n${site.name}`,
    fr: `Bonjour,\n\nMerci de votre message. Appelez-nous au ${phone}, du lundi au vendredi, pour que nous puissions en parler avec vous.\n\nMerci,\n${site.name}`,
  },
  delayDays: 0,
};

/** The AODA sentences (content/<language>/application-form.ts `accommodationNotices`). */
const interviewAccommodation: SavedReplySeed = {
  key: "interview-accommodation",
  title: { en: "Accommodation for the interview", fr: "Mesures d'adaptation pour l'entrevue" },
  body: {
    en: `Hello,\n\n${en.interview.text}\n\nThank you,\n${site.name}`,
    fr: `Bonjour,\n\n${fr.interview.text}\n\nMerci,\n${site.name}`,
  },
  delayDays: 0,
};

const offerAccommodation: SavedReplySeed = {
  key: "offer-accommodation",
  title: { en: "Accommodation with the offer", fr: "Mesures d'adaptation avec l'offre" },
  body: {
    en: `Hello,\n\n${en.offer.text}\n\nThank you,\n${site.name}`,
    fr: `Bonjour,\n\n${fr.offer.text}\n\nMerci,\n${site.name}`,
  },
  delayDays: 0,
};

/** The saved reply the hiring list's bulk Not selected sends (server/staff/application-routes.ts). */
export const notSelectedReply = "not-selected";

const notSelected: SavedReplySeed = {
  key: notSelectedReply,
  title: { en: "Not selected", fr: "Candidature non retenue" },
  body: {
    en: `Hello,\n\nThank you for applying and for the time you gave us. We have decided to go on with other applicants for this job. We keep your application on file for a year, and we hope you will apply again.\n\nThank you,\n${site.name}`,
    fr: `Bonjour,\n\nMerci d'avoir postulé et du temps que vous nous avez accordé. Nous avons décidé de poursuivre avec d'autres candidatures pour ce poste. Nous gardons votre candidature pendant un an, et nous espérons que vous postulerez de nouveau.\n\nMerci,\n${site.name}`,
  },
  // Sent a day later, not the minute a decision is made: it can still be taken back.
  delayDays: 1,
};

/** Each team's saved replies at the start, in the order the reply form offers them. */
export const savedReplySeed: Record<keyof typeof site.teams, SavedReplySeed[]> = {
  intake: [triedToCall, callUs],
  care: [triedToCall, callUs],
  specialized: [triedToCall, callUs],
  hiring: [triedToCall, interviewAccommodation, offerAccommodation, notSelected],
};

/** The longest reply, and the longest subject. */
export const replyLimits = { body: 5000, subject: 200 } as const;

/** The subject a reply starts with, in the person's language. */
export const replySubjects = {
  inquiry: { en: `Your message to ${site.name}`, fr: `Votre message à ${site.name}` },
  application: {
    en: (posting: string) => `Your application: ${posting}`,
    fr: (posting: string) => `Votre candidature : ${posting}`,
  },
} satisfies {
  inquiry: BothLanguages;
  application: Record<Locale, (posting: string) => string>;
};
