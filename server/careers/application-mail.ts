/**
 * The job applications' mail, sent by the outbox (server/contact/outbox.ts) from the jobs the
 * store queued with each application: the hiring team's notice, and the applicant's confirmation
 * when they gave an e-mail address.
 *
 * The team's notice holds nothing about the applicant (no name, phone, e-mail, answers or
 * résumé): only which posting, when, in which language, and the link to the hiring inbox, as the
 * inquiries' notices do. The applicant's says that we received it, for which posting, and what
 * happens next, in the language they applied in; never what they wrote.
 */
import type { Locale } from "../../content/locale.ts";
import { site } from "../../content/site.ts";
import { languageNames } from "../../content/staff-ui.ts";
import { mailTime, type MailSource } from "../contact/outbox.ts";
import type { ApplicationMailJob, ApplicationStore } from "./applications.ts";

/** The words of the applicant's e-mail, in their language (content/<language>/application-form.ts). */
export type ConfirmationWords = (
  locale: Locale,
  postingTitle: string,
) => {
  subject: string;
  text: string;
};

export interface ApplicationMailOptions {
  /** Each job `dueMail` returns is this instance's to send (claimed), until sent or failed. */
  applications: Pick<ApplicationStore, "dueMail" | "markSent" | "markFailed" | "releaseMail">;
  /** The fixed From address. */
  from: string;
  /** Where the hiring inbox is (https://staff.example.org). */
  inboxOrigin: string;
  /** The posting's title in `locale` now, or undefined when it is gone (the stored English title then). */
  titleOf: (postingId: string, locale: Locale) => Promise<string | undefined> | string | undefined;
  confirmation: ConfirmationWords;
}

/** The hiring team's notice for one application: where to read it, nothing of the applicant. */
export function teamNotice(
  job: ApplicationMailJob,
  options: Pick<ApplicationMailOptions, "from" | "inboxOrigin">,
) {
  const link = `${options.inboxOrigin}/staff/applications/${job.applicationId}`;
  return {
    from: options.from,
    to: site.emails.careers,
    subject: `Job application: ${job.postingTitle}`,
    headers: { "X-Application-Id": job.applicationId },
    text: [
      `A new application for "${job.postingTitle}" arrived through the website.`,
      "",
      `Received:  ${mailTime(job.receivedAt)}`,
      `Reference: ${job.applicationId}`,
      `Language:  ${languageNames[job.language]}`,
      "",
      "Read it in the hiring inbox (you sign in with your passkey):",
      link,
      "",
      "The applicant's name, details and résumé are not in this e-mail on purpose: they stay on our own server.",
    ].join("\n"),
  };
}

/** The outbox's queue of the applications' mail. */
export function applicationMail(options: ApplicationMailOptions): MailSource<ApplicationMailJob> {
  const { applications } = options;
  return {
    due: (limit) => applications.dueMail(limit),
    async message(job) {
      if (job.kind === "team") return teamNotice(job, options);
      const title = (await options.titleOf(job.postingId, job.language)) ?? job.postingTitle;
      return { from: options.from, to: job.email, ...options.confirmation(job.language, title) };
    },
    sent: (job) => applications.markSent(job.id),
    failed: (job, code, retryAt) => applications.markFailed(job.id, code, retryAt),
    released: (job) => applications.releaseMail(job.id),
    attempts: (job) => job.attempts,
    describe: (job) => `application ${job.applicationId} (${job.kind})`,
  };
}
