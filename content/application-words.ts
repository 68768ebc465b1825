/**
 * The job application's words in each language (content/<language>/application-form.ts), set
 * with the language's punctuation, for the form and its pages (app/server-pages/apply.tsx), the
 * receiver (server/careers/apply-validate.ts) and the applicant's e-mail.
 */
import { applicationWords as en, type ApplicationWords } from "./en/application-form.ts";
import { applicationWords as fr } from "./fr/application-form.ts";
import type { Locale } from "./locale.ts";
import { formatPhone } from "./phone.ts";
import { site } from "./site.ts";
import { typesetWords } from "./typography.ts";

/** Each language's application words. */
export const applicationWords: Record<Locale, ApplicationWords> = {
  en,
  fr: typesetWords(fr, "fr"),
};

/**
 * The e-mail an applicant who gave their address gets: that their application for
 * `postingTitle` (in `locale`, the language they applied in) arrived, and nothing they wrote.
 */
export function applicantConfirmation(
  locale: Locale,
  postingTitle: string,
): { subject: string; text: string } {
  const { mail } = applicationWords[locale];
  return {
    subject: mail.subject(postingTitle),
    text: mail.text(
      postingTitle,
      site.name,
      site.emails.careers,
      formatPhone(site.phoneLines.headOffice.number, locale),
    ),
  };
}

/** Why a résumé was refused: each has its words (`resumeRefusals`). */
export type ResumeRefusal = keyof ApplicationWords["resumeRefusals"];

/** The refusals, as the confirmation page's address may name them (`?resume=tooLarge`). */
export const resumeRefusals = Object.keys(en.resumeRefusals) as ResumeRefusal[];
