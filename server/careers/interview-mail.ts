/**
 * The applicant's e-mail about an interview, sent by the outbox (server/contact/outbox.ts) from
 * the jobs the store queued with the change (server/careers/applications.ts): the invitation, a
 * change, a cancellation. In the applicant's language, the time in Toronto, the accommodation
 * sentence (AODA, O. Reg. 191/11, s. 23), and a calendar file (.ics, made by ical-generator: no
 * dependencies of its own) whose event keeps one UID per interview and a SEQUENCE raised by each
 * change, so the applicant's calendar moves or removes the one event.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { applicationWords } from "../../content/application-words.ts";
import { formatPhone } from "../../content/phone.ts";
import { type Locale, localeTags } from "../../content/locale.ts";
import { site } from "../../content/site.ts";
import { zonedMoment } from "../contact/business-days.ts";
import type { MailSource } from "../contact/outbox.ts";
import type { ApplicationStore, Interview, InterviewMailJob } from "./applications.ts";

/** The provider's time zone: every interview's day and time are Toronto's. */
const zone = site.timeZone;

/**
 * America/Toronto as a calendar describes it (the rules in force since 2007): a calendar file
 * that names a TZID must describe it (RFC 5545, 3.6.5), and some calendars read no other.
 */
const torontoZone = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Toronto",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** The wall-clock time `minutes` after `day` at `time`, as a local "YYYY-MM-DDTHH:MM:00". */
function wallClock(day: string, time: string, minutes = 0): string {
  const moment = new Date(Date.parse(`${day}T${time}:00Z`) + minutes * 60_000);
  return moment.toISOString().slice(0, 19);
}

/** When the interview is, in words, in `locale`, Toronto time: "Thursday, December 3, 2026 at 2:00 p.m.". */
export function interviewTime(interview: Interview, locale: Locale): string {
  const moment = interview.time ? zonedMoment(interview.day, interview.time, zone) : undefined;
  if (!moment)
    return new Date(`${interview.day}T12:00:00Z`).toLocaleDateString(localeTags[locale], {
      dateStyle: "full",
      timeZone: "UTC",
    });
  return new Date(moment).toLocaleString(localeTags[locale], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: zone,
  });
}

/** What an interview e-mail needs to know besides its job. */
export interface InterviewMailOptions {
  applications: Pick<
    ApplicationStore,
    | "dueInterviewMail"
    | "markInterviewMailSent"
    | "markInterviewMailFailed"
    | "releaseInterviewMail"
  >;
  /** The fixed From address. */
  from: string;
  /** The interviewer's name by their id, or undefined when they are no longer known. */
  nameOf: (personId: string) => Promise<string | undefined> | string | undefined;
  /** The posting's title in `locale` now, or undefined when it is gone (the stored English title then). */
  titleOf: (postingId: string, locale: Locale) => Promise<string | undefined> | string | undefined;
}

/**
 * The calendar file of an interview e-mail: one event (its UID the interview's, its SEQUENCE the
 * interview's changes), in Toronto time with the zone described; a request, or a cancellation.
 */
export function interviewCalendar(
  job: InterviewMailJob,
  { title, interviewer }: { title: string; interviewer: string | undefined },
): string {
  const words = applicationWords[job.language].interviewMail;
  const { interview } = job;
  const cancelled = job.kind === "cancellation";
  const calendar = ical({
    prodId: { company: site.name, product: "hiring", language: job.language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: zone, generator: (name) => (name === zone ? torontoZone : null) },
  });
  const time = interview.time ?? "09:00";
  calendar.createEvent({
    id: `${interview.id}@${new URL(site.origin).hostname}`,
    sequence: interview.sequence,
    start: wallClock(interview.day, time),
    end: wallClock(interview.day, time, interview.minutes),
    allDay: interview.time === null,
    timezone: zone,
    summary: words.summary(title, site.name),
    location: interview.place || interview.link || null,
    url: interview.link.startsWith("https://") ? interview.link : null,
    description: [
      ...(interview.link ? [`${words.join}: ${interview.link}`] : []),
      ...(interviewer ? [`${words.with}: ${interviewer}`] : []),
      applicationWords[job.language].accommodationNotices.interview.text,
    ].join("\n"),
    organizer: { name: site.name, email: site.emails.careers },
    attendees: [{ email: job.email, rsvp: !cancelled }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The message of one interview e-mail: its words and its calendar file. */
export async function interviewMessage(
  job: InterviewMailJob,
  options: Pick<InterviewMailOptions, "from" | "nameOf" | "titleOf">,
) {
  const words = applicationWords[job.language].interviewMail;
  const title = (await options.titleOf(job.postingId, job.language)) ?? job.postingTitle;
  const { interview } = job;
  const interviewer = interview.interviewerId
    ? await options.nameOf(interview.interviewerId)
    : undefined;
  const phone = formatPhone(site.phoneLines.headOffice.number, job.language);
  const cancelled = job.kind === "cancellation";
  const opening =
    job.kind === "invitation"
      ? words.opening.invitation(title, site.name)
      : words.opening[job.kind](title);
  const details = [
    `${words.when}: ${interviewTime(interview, job.language)} (${words.timeZone}), ${words.minutes(interview.minutes)}`,
    ...(interview.place ? [`${words.where}: ${interview.place}`] : []),
    ...(interview.link ? [`${words.join}: ${interview.link}`] : []),
    ...(interviewer ? [`${words.with}: ${interviewer}`] : []),
  ];
  const text = [
    opening,
    "",
    ...details,
    "",
    ...(cancelled
      ? []
      : [
          applicationWords[job.language].accommodationNotices.interview.text,
          "",
          words.reply(site.emails.careers, phone),
          "",
          words.calendar,
          "",
        ]),
    site.name,
  ].join("\n");
  return {
    from: options.from,
    to: job.email,
    replyTo: site.emails.careers,
    subject: words.subject[job.kind](title),
    text,
    icalEvent: {
      filename: "interview.ics",
      method: cancelled ? "CANCEL" : "REQUEST",
      content: interviewCalendar(job, { title, interviewer }),
    },
  };
}

/** The outbox's queue of the applicants' interview e-mails. */
export function interviewMail(options: InterviewMailOptions): MailSource<InterviewMailJob> {
  const { applications } = options;
  return {
    due: (limit) => applications.dueInterviewMail(limit),
    message: (job) => interviewMessage(job, options),
    sent: (job) => applications.markInterviewMailSent(job.id),
    failed: (job, code, retryAt) => applications.markInterviewMailFailed(job.id, code, retryAt),
    released: (job) => applications.releaseInterviewMail(job.id),
    attempts: (job) => job.attempts,
    describe: (job) => `application ${job.applicationId} (interview ${job.kind})`,
  };
}
