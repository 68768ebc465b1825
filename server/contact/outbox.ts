/**
 * Sends each stored submission to its department by e-mail, after it is committed. A failed send
 * is retried with growing waits (30 s, 1 min, 2 min … up to an hour) for as long as it takes: an
 * SMTP outage delays mail, never loses it, and never changes the visitor's answer.
 */
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import {
  type InquiryKey,
  inquiryFields,
  inquiryKeys,
  recipients,
} from "../../content/inquiry-form.ts";
import { defaultLocale, localeTags } from "../../content/locale.ts";
import { staffPath } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { languageNames, staffText } from "../../content/staff-ui.ts";
import { claimMs } from "./replies.ts";
import { type MailJob, type SubmissionStore, teamFor } from "./store.ts";
import type { StoredSubmission } from "./validate.ts";

/** The wait before attempt `attempts + 1`, with jitter so retries do not arrive together. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(30_000 * 2 ** attempts, 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The department address for a Recipient choice (configuration, content/site.ts). */
export function departmentFor(recipient: string): string {
  const match = recipients.find((candidate) => candidate.label === recipient);
  return (match ?? recipients[0]!).email;
}

/**
 * A moment as the e-mails say it, in the provider's time zone and in words ("Friday, November 20,
 * 2026, 9:05 a.m. (Toronto time)"): whoever reads it should not have to convert an ISO time in UTC.
 */
export function mailTime(iso: string): string {
  const moment = new Date(iso);
  const zone = { timeZone: site.timeZone } as const;
  return staffText.mail.moment(
    moment.toLocaleDateString(localeTags.en, { ...zone, dateStyle: "full" }),
    moment.toLocaleTimeString(localeTags.en, { ...zone, timeStyle: "short" }),
  );
}

/** What goes into a department's e-mail. */
export interface NoticeOptions {
  /** The fixed From address. */
  from: string;
  /** The whole inquiry (NOTIFY_WITH_DETAILS=true), or only that it arrived and where to read it. */
  withDetails: boolean;
  /** Where the staff inbox is (https://staff.example.org). */
  inboxOrigin: string;
}

/**
 * The notification for one submission. By default it holds no words the visitor wrote, no phone
 * and no e-mail address: Ontario's privacy commissioner asks custodians to keep health information
 * out of e-mail, so the e-mail links to the inquiry in the staff inbox instead. Header values are
 * checked fields with no line breaks.
 */
export function notification(submission: StoredSubmission, options: NoticeOptions) {
  const team = site.teams[teamFor(submission.recipient) as keyof typeof site.teams];
  const common = {
    from: options.from,
    to: departmentFor(submission.recipient),
    subject: `Website inquiry: ${submission.subject || "General Inquiry"} (${submission.recipient})`,
    headers: { "X-Submission-Id": submission.id },
  };
  const link = `${options.inboxOrigin}${staffPath("inbox")}/${submission.id}`;
  const language = languageNames[submission.language];
  // Said first when it is not English, so that whoever picks it up calls back in that language.
  const answerIn =
    submission.language === defaultLocale ? [] : [staffText.inquiry.answerIn(language), ""];
  if (!options.withDetails) {
    const rows: [string, string][] = [
      ["Received", mailTime(submission.receivedAt)],
      ["Reference", submission.id],
      [staffText.inquiry.language, language],
      [inquiryFields.subject.label, submission.subject || "(not given)"],
      [inquiryFields.recipient.label, submission.recipient],
      ["Team", team],
      // A choice from a list, like the subject: when to call back says nothing of anyone's health.
      ...fieldRows(submission, ["callTime"]),
    ];
    return {
      ...common,
      text: [
        `A new inquiry for the ${team} team arrived through the website's contact form.`,
        "",
        ...answerIn,
        ...table(rows),
        "",
        "Read it and answer it in the staff inbox (you sign in with your passkey):",
        link,
        "",
        "The message and the sender's details are not in this e-mail on purpose: they may hold health information, which stays on our own server.",
      ].join("\n"),
    };
  }
  // Every one-line field of the form under its label, in the form's order; the message last.
  const fields = inquiryKeys.filter((key) => inquiryFields[key].type !== "textarea");
  const rows: [string, string][] = [
    ["Received", mailTime(submission.receivedAt)],
    ["Reference", submission.id],
    [staffText.inquiry.language, language],
    ...fieldRows(submission, fields),
  ];
  return {
    ...common,
    replyTo: submission.email,
    text: [
      `A message was sent through the website's contact form.`,
      "",
      ...answerIn,
      ...table(rows),
      "",
      `${inquiryFields.message.label}:`,
      submission.message || "(no message)",
      "",
      `Reply to this e-mail to answer ${submission.name || "the sender"} directly.`,
      `In the staff inbox: ${link}`,
    ].join("\n"),
  };
}

/**
 * The rows of `keys` under their labels: "(not given)" for one left empty ("No preference" for
 * the time to call back), and none for a field the form did not have when it was sent.
 */
function fieldRows(submission: StoredSubmission, keys: readonly InquiryKey[]): [string, string][] {
  return keys.flatMap((key): [string, string][] => {
    const value = submission[key];
    if (value === undefined) return [];
    const empty = key === "callTime" ? staffText.inquiry.noPreference : "(not given)";
    return [[inquiryFields[key].label, value || empty]];
  });
}

/** Labels and values in two aligned columns. */
function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
}

/**
 * How long an SMTP server may take: to accept the connection, to greet, and to answer each
 * command. nodemailer waits up to 10 minutes for an answer, and the outbox sends one message at
 * a time, so one hung server held every other notification that long.
 */
export const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
} satisfies SMTPTransport.Options;

/**
 * A queue of mail on disk the outbox sends from: the inquiries' notifications, and others (the
 * job applications', server/careers/application-mail.ts). Each says which jobs are due, what
 * each one's message is, and records the outcome.
 */
export interface MailSource<Job> {
  /**
   * Up to `limit` jobs due now. A source whose database two instances share claims the jobs it
   * returns, so that no other instance's `due` returns them before `sent`, `failed` or the
   * claim's end (issue 36: each message is sent once).
   */
  due(limit: number): Job[] | Promise<Job[]>;
  /** The message of `job` (some look up what it names, in a database). */
  message(job: Job): SendMailOptions | Promise<SendMailOptions>;
  sent(job: Job): void | Promise<void>;
  failed(job: Job, code: string, retryAt: Date): void | Promise<void>;
  /**
   * Ends the claim on a job taken but not sent, the outbox stopping: another instance, or this
   * one restarted, sends it at its next look instead of after the claim's five minutes.
   */
  released(job: Job): void | Promise<void>;
  /** Failed attempts so far, for the wait before the next. */
  attempts(job: Job): number;
  /** The job as the log names it: never with personal data ("submission <id>"). */
  describe(job: Job): string;
}

export interface OutboxOptions {
  store: SubmissionStore;
  /** Other queues sent from after the inquiries' (the job applications'). */
  sources?: MailSource<unknown>[];
  /** An SMTP URL, smtp://user:pass@host:587 or smtps://…; nodemailer's transport options. */
  smtpUrl: string;
  /** The fixed From address of every notification. */
  from: string;
  /** Whether the e-mail carries the inquiry's words (NOTIFY_WITH_DETAILS); off by default. */
  withDetails?: boolean;
  /** Where the staff inbox is, for the e-mail's link; the site's origin by default. */
  inboxOrigin?: string;
  /** How often to look for due mail, in ms. */
  pollMs?: number;
  /** The wait before a retry; tests shorten it. */
  retryDelay?: (attempts: number) => number;
  /** Overrides `smtpTimeouts`; tests shorten them. */
  timeouts?: Partial<typeof smtpTimeouts>;
  /** How long a queue's `due` claims what it returns: the stores' `claimMs`; tests shorten it. */
  claimMs?: number;
  /** Where to report failures (never with personal data). */
  log: { warn: (message: string) => void; info: (message: string) => void };
}

/**
 * How long one send may take under a claim of `claim` ms: started in the claim's first half, it
 * ends while the claim holds, so no other instance can take the job and send it too.
 */
export const sendLimitMs = (claim = claimMs) => claim * 0.4;

/** Jobs taken from a queue at a time (each claimed until sent: claimMs). */
const batchSize = 20;

export class Outbox {
  readonly #options: OutboxOptions;
  readonly #transport: Transporter;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  /** Aborted at shutdown: a send in flight is abandoned, not waited for. */
  readonly #stopping = new AbortController();

  constructor(options: OutboxOptions) {
    this.#options = options;
    // Pooled: a backlog goes out over one connection kept open, not a connection per message
    // (2,000 notifications took minutes that way); nodemailer closes it after 4 idle minutes. A
    // message whose connection failed is not sent again by the pool (maxRequeues 0) but failed
    // back to us: the outbox keeps the record of attempts and the waits between them.
    this.#transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 1,
      maxRequeues: 0,
      ...smtpTimeouts,
      ...options.timeouts,
    });
  }

  start(): void {
    this.#timer = setInterval(() => this.kick(), this.#options.pollMs ?? 5_000);
    this.#timer.unref();
    this.kick();
  }

  /** Sends what is due now. A call during a run asks for one more run after it, and waits. */
  kick(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        await this.#drain();
      } while (this.#again);
    })().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** The inquiries' notifications, as a queue like any other. */
  #inquiries(): MailSource<MailJob> {
    const { store, from } = this.#options;
    const notice: NoticeOptions = {
      from,
      withDetails: this.#options.withDetails ?? false,
      inboxOrigin: this.#options.inboxOrigin ?? site.origin,
    };
    return {
      // Claims what it returns (store.ts `dueMail`): another instance's outbox never sends it too.
      due: (limit) => store.dueMail(limit),
      message: (job) => notification(job.submission, notice),
      sent: (job) => store.markSent(job.submission.id),
      failed: (job, code, retryAt) => store.markFailed(job.submission.id, code, retryAt),
      released: (job) => store.releaseMail(job.submission.id),
      attempts: (job) => job.attempts,
      describe: (job) => `submission ${job.submission.id}`,
    };
  }

  /**
   * Sends what every queue has due, a batch from each in turn, again while any queue gave a
   * whole batch: a backlog (a morning's inquiries after an SMTP outage, those another instance
   * left claimed when it died) goes out in one look, not a batch per poll.
   */
  async #drain(): Promise<void> {
    const sources = [this.#inquiries(), ...(this.#options.sources ?? [])];
    let more: boolean;
    do {
      more = false;
      for (const source of sources) if (await this.#send(source)) more = true;
    } while (more && !this.#stopping.signal.aborted);
  }

  /**
   * Sends one batch of `source`'s due jobs; true when it was a whole batch, all sent (more may
   * wait; after a failure, the next look is the poll's, not at once).
   */
  async #send<Job>(source: MailSource<Job>): Promise<boolean> {
    const { log } = this.#options;
    const { signal } = this.#stopping;
    // Every send ends while the batch's claim holds, or another instance could take the job
    // and send it too (a slow server and a backlog: 20 sends of 20 s outlast a 5-minute claim).
    // A send starts in the claim's first half and is cut off at `sendLimitMs`; the rest of the
    // batch is given back and claimed again at once.
    const claim = this.#options.claimMs ?? claimMs;
    const startBefore = Date.now() + claim / 2;
    let due: Job[];
    try {
      due = await source.due(batchSize);
    } catch (error) {
      // A database out of reach (a lost connection, a failover): this queue waits for the next
      // look, the others still go, and the process does not end on an unhandled rejection.
      log.warn(`A mail queue could not be read (${(error as Error).message}); trying again later`);
      return false;
    }
    let failed = false;
    for (const [index, job] of due.entries()) {
      if (signal.aborted) return this.#release(source, due.slice(index));
      if (Date.now() > startBefore) {
        await this.#release(source, due.slice(index));
        return !failed;
      }
      try {
        await this.#transport.sendMail({
          ...(await source.message(job)),
          signal: AbortSignal.any([signal, AbortSignal.timeout(sendLimitMs(claim))]),
        });
        await source.sent(job);
      } catch (error) {
        // Abandoned at shutdown: not a failure. The job stays due and goes at the next look of
        // an instance (perhaps twice, if the SMTP server took it just before we stopped).
        if (signal.aborted) return this.#release(source, due.slice(index));
        const code = (error as { code?: string }).code ?? "ERROR";
        const retryAt = new Date(
          Date.now() + (this.#options.retryDelay ?? retryDelayMs)(source.attempts(job)),
        );
        failed = true;
        await source.failed(job, code, retryAt);
        log.warn(
          `Mail for ${source.describe(job)} failed (${code}); retrying at ${retryAt.toISOString()}`,
        );
      }
    }
    return due.length === batchSize && !failed;
  }

  /** Gives back the claims on `jobs`, taken and not sent (the outbox stopping, or late); false. */
  async #release<Job>(source: MailSource<Job>, jobs: Job[]): Promise<false> {
    try {
      for (const job of jobs) await source.released(job);
    } catch (error) {
      // The database gone too: the claims run out by themselves in five minutes.
      this.#options.log.warn(`Mail claims could not be given back (${(error as Error).message})`);
    }
    return false;
  }

  /**
   * Stops at once: a send in flight is abandoned, so a hung SMTP server cannot hold shutdown, and
   * what this outbox took and did not send is given back.
   */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#stopping.abort();
    await this.#running;
    this.#transport.close();
  }
}
