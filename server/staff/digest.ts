/**
 * The morning e-mail (issue 26, item 5): on each working morning at DIGEST_AT (Toronto time),
 * each person gets the counts of what waits for them: New, due today (overdue included) and
 * overdue, of their teams' inquiries, as the inbox shows them at that moment (`Inbox.counts`, the
 * one definition the inbox's views and navigation read too), and a link.
 * The hiring team and administrators also get the job applications' counts: New, and past the
 * 45-day date by which an interviewed applicant must be told (and by default the e-mail goes to
 * the hiring team whenever one is past it).
 *
 * Counts only, under the department notification's rule (server/contact/outbox.ts): no name,
 * phone number, e-mail address, reference or word of any inquiry, so nothing of anyone's health
 * reaches a mailbox. Sent by default to people with open inquiries assigned to them; each person
 * can ask for it every working morning, or never (their passkeys page). Nothing is sent when all
 * three counts are zero, nor on weekends and Ontario's public holidays.
 *
 * What became of each person's e-mail each day is stored (the staff data's `digests`): a
 * restart does not send it twice, and a failed send is retried with the outbox's growing waits
 * until the day ends. Each instance claims a person's e-mail before it counts and sends it
 * (`StaffStore.claimDigest`), so two instances on one database send it once; one killed mid-send
 * leaves it to the other when its claim runs out.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { staffPath } from "../../content/navigation.ts";
import { staffText } from "../../content/staff-ui.ts";
import { dayOf, isBusinessDay, zonedMoment } from "../contact/business-days.ts";
import { everyTeam, type Inbox } from "../contact/inbox.ts";
import { retryDelayMs, sendLimitMs, smtpTimeouts } from "../contact/outbox.ts";
import type { ApplicationStore } from "../careers/applications.ts";
import { hiringTeam } from "../../content/site.ts";
import { mayReadTeam, teamsOf } from "./policy.ts";
import type { Person, StaffStore } from "./store.ts";

/** How often the server looks whether a morning e-mail is due. */
export const digestCheckMs = 60_000;

export interface DigestOptions {
  store: StaffStore;
  inbox: Inbox;
  /** The job applications, counted for the hiring team and administrators. */
  applications?: Pick<ApplicationStore, "digestCounts">;
  /** The time to send, "07:30", in Toronto time (DIGEST_AT). */
  at: string;
  /** An SMTP URL (SMTP_URL), or a transport of nodemailer's (tests). */
  smtp: string | Transporter;
  /** The fixed From address (MAIL_FROM). */
  from: string;
  /** Where the staff area is, for the links (https://staff.example.org). */
  inboxOrigin: string;
  /** The wait before a retry; tests shorten it. */
  retryDelay?: (attempts: number) => number;
  /** Where to report failures (never with personal data). */
  log: { warn: (message: string) => void; info: (message: string) => void };
}

/** A person's morning figures, counts only (the e-mail carries nothing else). */
export interface DigestCounts {
  /** New inquiries in their teams. */
  new: number;
  /** Due by the end of today (Toronto time), overdue included: the inbox's Due today view. */
  dueToday: number;
  /** Past their due time: the inbox's overdue count. */
  overdue: number;
}

/**
 * `person`'s morning figures at `now`: the inbox's own counts for their teams (issue 35: the
 * e-mail said 6 due today where the inbox said 24, counting only some of the same inquiries).
 */
export async function digestCounts(
  inbox: Pick<Inbox, "counts">,
  person: Person,
  now: Date,
): Promise<DigestCounts> {
  const { byStatus, due, overdue } = await inbox.counts(teamsOf(person, everyTeam), now);
  return { new: byStatus.new, dueToday: due, overdue };
}

/** The job applications' counts, for a person who reads them. */
export type ApplicationCounts = { new: number; overdue: number };

/** The e-mail for `counts`: a subject and a plain text, with counts and links only. */
export function digestMessage(
  counts: DigestCounts,
  inboxOrigin: string,
  applications?: ApplicationCounts,
) {
  return {
    subject: staffText.digest.subject(counts, applications),
    text: staffText.digest.body(
      counts,
      `${inboxOrigin}${staffPath("inbox")}`,
      `${inboxOrigin}${staffPath("passkeys")}`,
      applications && { ...applications, link: `${inboxOrigin}${staffPath("applications")}` },
    ),
  };
}

/**
 * Whether `person` asked for (or by default gets) a morning e-mail with these counts. By default
 * (`auto`) it goes to people with inquiries assigned to them, and to the hiring team when an
 * application is past its 45-day date: a date the law sets.
 */
function wants(
  person: Person,
  counts: DigestCounts,
  assigned: number,
  applications: ApplicationCounts | undefined,
): boolean {
  if (person.revokedAt || person.digest === "off") return false;
  const lateApplications = applications?.overdue ?? 0;
  if (person.digest === "auto" && assigned === 0 && lateApplications === 0) return false;
  // Overdue ones are among those due today.
  const waiting = counts.new + counts.dueToday;
  return waiting + (applications?.new ?? 0) + lateApplications > 0;
}

export class Digests {
  readonly #options: DigestOptions;
  readonly #transport: Transporter;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;

  constructor(options: DigestOptions) {
    this.#options = options;
    this.#transport =
      typeof options.smtp === "string"
        ? nodemailer.createTransport({ url: options.smtp, ...smtpTimeouts })
        : options.smtp;
  }

  start(): void {
    this.#timer = setInterval(() => void this.run(), digestCheckMs);
    this.#timer.unref();
    void this.run();
  }

  /**
   * Sends the morning e-mails due at `now`, one person at a time; returns how many were sent. A
   * call while one runs waits for it.
   */
  run(now = new Date()): Promise<number> {
    this.#running ??= this.#send(now).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #send(now: Date): Promise<number> {
    const { store, inbox, at, log } = this.#options;
    const day = dayOf(now);
    const sendFrom = zonedMoment(day, at);
    if (!isBusinessDay(day) || !sendFrom || now.toISOString() < sendFrom) return 0;
    // `now` as the run goes on: each claim runs from when it is taken, not from the run's start
    // (after slow sends to the first people, a later one's would otherwise end early, and another
    // instance take it while it is being sent).
    const started = Date.now();
    const moment = () => new Date(now.getTime() + Date.now() - started);
    let sent = 0;
    for (const person of await store.people()) {
      // Taken for this instance, or sent (or being sent) by another already.
      const claim = await store.claimDigest(person.id, day, moment());
      if (!claim) continue;
      const counts = await digestCounts(inbox, person, now);
      const applications =
        this.#options.applications && mayReadTeam(person, hiringTeam)
          ? await this.#options.applications.digestCounts(day)
          : undefined;
      if (!wants(person, counts, await inbox.openAssignedTo(person.id), applications)) {
        // Asked again tomorrow: today there is nothing to say, or it is not wanted.
        await store.recordDigest(person.id, day, { outcome: "nothing" });
        continue;
      }
      try {
        await this.#transport.sendMail({
          from: this.#options.from,
          to: person.email,
          ...digestMessage(counts, this.#options.inboxOrigin, applications),
          // Cut off before the claim ends, as the outbox's sends are.
          signal: AbortSignal.timeout(sendLimitMs()),
        });
        await store.recordDigest(person.id, day, { outcome: "sent" });
        sent++;
      } catch (error) {
        const code = (error as { code?: string }).code ?? "ERROR";
        const retryAt = new Date(
          moment().getTime() + (this.#options.retryDelay ?? retryDelayMs)(claim.attempts),
        );
        await store.recordDigest(person.id, day, { outcome: "failed", error: code, retryAt });
        // The person's id, never their e-mail address: logs travel further than the database.
        log.warn(
          `Morning e-mail for person ${person.id} failed (${code}); retrying at ${retryAt.toISOString()}`,
        );
      }
    }
    return sent;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
    this.#transport.close();
  }
}
