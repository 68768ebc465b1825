/**
 * Job applications on disk, in SQLite (`applications.sqlite` in the data folder, opened as every
 * store is, server/sqlite.ts): apart from the inquiries, so the hiring team's work and the intake
 * team's never share a table (policy.ts gives each its own). An application and its mail jobs are
 * written in one transaction with synchronous=FULL, after its résumé (if any) is on disk: when
 * `save` returns, the application survives a crash, and its notifications will be sent.
 *
 * The hiring inbox reads it here: stages, notes, interviews and the 45-day date by which an
 * interviewed applicant must be told whether a decision is made (ESA Part III.1); the retention
 * period deletes what was not hired, with its résumé.
 */
import { createHash, randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import {
  type ApplicationStage,
  applicationStages,
  daysToTellApplicant,
  decidedStages,
  type ResumeState,
  type Shift,
  type SpokenLanguage,
  type WeekDay,
} from "../../content/application-form.ts";
import type { PostingGroup, Region } from "../../content/job-posting.ts";
import { defaultLocale, type Locale, locales } from "../../content/locale.ts";
import { phoneVariants } from "../../content/phone.ts";
import { inTransaction, openDatabase, stillOnDisk } from "../sqlite.ts";
import { type NewReply, type Reply, Replies } from "../contact/replies.ts";

/** What an applicant sent, checked (server/careers/apply-validate.ts). */
export interface ApplicationInput {
  postingId: string;
  /** The posting as it was applied to: its address, English title and group. */
  postingSlug: string;
  postingTitle: string;
  postingGroup: PostingGroup;
  /** The language of the page the application was sent from. */
  language: Locale;
  name: string;
  phone: string;
  /** "" when none was given. */
  email: string;
  region: Region;
  /** Asked of personal support postings only; null where not asked. */
  pswCertificate: boolean | null;
  /** Asked of nursing postings only; null where not asked. */
  cnoNumber: string | null;
  days: WeekDay[];
  shifts: Shift[];
  /** Asked where the posting needs driving; null where not asked. */
  driversLicence: boolean | null;
  car: boolean | null;
  languages: SpokenLanguage[];
  otherLanguages: string;
  /** "" when no accommodation was asked for. */
  accommodation: string;
}

/** The résumé as the application keeps it: kept (scanned or not), or refused and why. */
export interface Resume {
  state: ResumeState;
  /** The file's name as the applicant's device gave it, cleaned (uploads/inspect.ts displayName). */
  name: string;
  /** The generated name it is stored under; null when it was refused. */
  stored: string | null;
  /** Its type, from its bytes; null when refused. */
  type: string | null;
  bytes: number;
}

/** One line of the hiring inbox. */
export interface ApplicationSummary {
  id: string;
  receivedAt: string;
  name: string;
  /** As they typed it: the list's Call link dials it. */
  phone: string;
  postingId: string;
  postingTitle: string;
  region: Region;
  language: Locale;
  stage: ApplicationStage;
  /** The last interview's day, YYYY-MM-DD. */
  lastInterviewOn: string | null;
  /** The day the applicant must be told by, while an interview awaits a decision. */
  tellBy: string | null;
  /** `tellBy` has passed and the applicant was not told. */
  overdue: boolean;
  resume: ResumeState | null;
  /** The applicant asked for an accommodation. */
  asksAccommodation: boolean;
}

export interface ApplicationNote {
  id: string;
  at: string;
  personId: string;
  text: string;
}

/**
 * An interview as the hiring team plans it: a day and, for one planned here, its time in Toronto,
 * length, place or phone/video link, and the staff person who holds it. One recorded before
 * interviews had times is a day only (`time` and `interviewerId` null).
 */
export interface InterviewPlan {
  /** YYYY-MM-DD, in Toronto. */
  day: string;
  /** HH:MM on the 24-hour clock, in Toronto; null for a day only. */
  time: string | null;
  /** How long it is planned to last. */
  minutes: number;
  /** Where it happens, as the applicant reads it; "" when it is by phone or video only. */
  place: string;
  /** The phone number or video link to join by; "" when it happens at `place`. */
  link: string;
  /** The staff person who holds it; null for a day only. */
  interviewerId: string | null;
}

/** An interview of an application, as stored: planned, changed or cancelled. */
export interface Interview extends InterviewPlan {
  id: string;
  /** Raised by each change, for the calendar file's SEQUENCE: the applicant's calendar updates. */
  sequence: number;
  /** When it was cancelled; null while it stands. */
  cancelledAt: string | null;
}

/** An application as the hiring team reads it. */
export interface Application extends ApplicationInput, ApplicationSummary {
  stageChangedAt: string;
  /** The day of every interview that stands (none cancelled), by day, oldest first. */
  interviews: string[];
  /** Every interview, cancelled ones too, by day and time. */
  interviewPlans: Interview[];
  resume: ResumeState | null;
  resumeFile: Resume | null;
  notes: ApplicationNote[];
  updatedAt: string;
  /**
   * Raised by every change to it (its stage, an interview, a note): a change names the version it
   * was made from, and one made from an older version is refused or merged (decision 028).
   */
  version: number;
}

/** A field of an application that a change alters, as its history records it. */
export type ApplicationField = "stage" | "interviews" | "notes";

/**
 * One field changed since a version: its value then and now as the store keeps them (a stage's
 * key, the interviews' days as JSON, the number of notes), who changed it last and when.
 */
export interface ApplicationChange {
  field: ApplicationField;
  from: string;
  to: string;
  personId: string | null;
  at: string;
}

/**
 * What became of a change made from a version: made (the version it made), refused because
 * someone changed the application since (nothing written; its version now), or no such
 * application.
 */
export type VersionedChange =
  | { outcome: "changed"; version: number; interview?: string }
  | { outcome: "stale"; version: number }
  | { outcome: "missing" };

/** What narrows the hiring inbox; every filter is optional. */
export interface ApplicationFilter {
  /** Words each found in the name, the e-mail or the phone (as digits, however written). */
  search?: string;
  postingId?: string;
  region?: Region;
  stage?: ApplicationStage;
  /** Speaks it: ticked it on the form, or applied in it. */
  language?: Locale;
  overdue?: boolean;
  /** Only those whose 45-day date falls within `dueSoonDays` of today, or has passed. */
  dueSoon?: boolean;
  /** The order: newest first (the default), or by the 45-day date, soonest first. */
  sort?: "received" | "tell-by";
}

/** How many days ahead a 45-day date counts as due soon: the week to come. */
export const dueSoonDays = 7;

/** What an interview's e-mail to the applicant says: the invitation, a change, a cancellation. */
export type InterviewMailKind = "invitation" | "change" | "cancellation";

/** An interview's e-mail to the applicant, waiting to be sent. */
export interface InterviewMailJob {
  id: number;
  kind: InterviewMailKind;
  attempts: number;
  applicationId: string;
  language: Locale;
  email: string;
  postingId: string;
  postingTitle: string;
  interview: Interview;
}

/** One line of the hiring inbox with its version, which a change made from it carries. */
export type VersionedSummary = ApplicationSummary & { version: number };

/** A column of the hiring board: a stage, how many are at it, and the first of them. */
export interface BoardColumn {
  stage: ApplicationStage;
  total: number;
  cards: VersionedSummary[];
}

/** A notification waiting to be sent: to the hiring team, or the applicant's confirmation. */
export interface ApplicationMailJob {
  id: number;
  kind: "team" | "applicant";
  attempts: number;
  applicationId: string;
  postingId: string;
  language: Locale;
  /** The applicant's address, for their confirmation only. */
  email: string;
  postingTitle: string;
  postingSlug: string;
  receivedAt: string;
}

const schema = `
  CREATE TABLE IF NOT EXISTS applications (
    id TEXT PRIMARY KEY,
    idempotency_key TEXT UNIQUE,
    received_at TEXT NOT NULL,
    posting_id TEXT NOT NULL,
    posting_slug TEXT NOT NULL,
    posting_title TEXT NOT NULL,
    posting_group TEXT NOT NULL,
    language TEXT NOT NULL,
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    region TEXT NOT NULL,
    psw_certificate INTEGER,
    cno_number TEXT,
    days TEXT NOT NULL,
    shifts TEXT NOT NULL,
    drivers_licence INTEGER,
    car INTEGER,
    languages TEXT NOT NULL,
    other_languages TEXT NOT NULL,
    accommodation TEXT NOT NULL,
    resume_state TEXT,
    resume_name TEXT,
    resume_stored TEXT,
    resume_type TEXT,
    resume_bytes INTEGER,
    stage TEXT NOT NULL DEFAULT 'new',
    stage_changed_at TEXT NOT NULL,
    tell_by TEXT,
    updated_at TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1
  ) STRICT;
  CREATE INDEX IF NOT EXISTS applications_received ON applications (received_at);
  CREATE TABLE IF NOT EXISTS application_interviews (
    application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    recorded_by TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS application_interviews_of ON application_interviews (application_id);
  CREATE TRIGGER IF NOT EXISTS application_interviews_append_only
    BEFORE UPDATE ON application_interviews
    BEGIN SELECT RAISE(ABORT, 'interviews are append-only'); END;
  CREATE TABLE IF NOT EXISTS application_notes (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    person_id TEXT NOT NULL,
    text TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS application_notes_of ON application_notes (application_id, at);
  CREATE TRIGGER IF NOT EXISTS application_notes_append_only BEFORE UPDATE ON application_notes
    BEGIN SELECT RAISE(ABORT, 'notes are append-only'); END;
  CREATE TABLE IF NOT EXISTS application_mail (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('team', 'applicant')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    sent_at TEXT,
    last_error TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS application_mail_due ON application_mail (sent_at, next_attempt_at);
`;

/**
 * What each version changed, field by field, written in the transaction that made it: a refused
 * change is answered with what changed since its version, and by whom (decision 028). Values
 * only, never a note's words. Created after the upgrade below, on a file of any age.
 */
const history = `
  CREATE TABLE IF NOT EXISTS application_changes (
    application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    at TEXT NOT NULL,
    person_id TEXT,
    field TEXT NOT NULL,
    from_value TEXT NOT NULL,
    to_value TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS application_changes_of ON application_changes (application_id, version);
`;

/**
 * Interviews planned with a time, a place or link and an interviewer, changed or cancelled
 * (never deleted: the change history and the audit keep what they were), and the applicant's
 * e-mail about each. Added to a file of any age: an interview recorded before is a day only.
 */
const interviewColumns: [string, string][] = [
  ["id", "TEXT"],
  ["time", "TEXT"],
  ["minutes", "INTEGER NOT NULL DEFAULT 60"],
  ["place", "TEXT NOT NULL DEFAULT ''"],
  ["link", "TEXT NOT NULL DEFAULT ''"],
  ["interviewer_id", "TEXT"],
  ["sequence", "INTEGER NOT NULL DEFAULT 0"],
  ["cancelled_at", "TEXT"],
];
const interviewMail = `
  CREATE TABLE IF NOT EXISTS interview_mail (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    interview_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('invitation', 'change', 'cancellation')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    sent_at TEXT,
    last_error TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS interview_mail_due ON interview_mail (sent_at, next_attempt_at);
  CREATE INDEX IF NOT EXISTS applications_tell_by ON applications (tell_by);
  CREATE INDEX IF NOT EXISTS applications_stage ON applications (stage, received_at);
`;

type Row = Record<string, string | number | null>;

/**
 * The hiring inbox's order: newest first, and of two received in the same millisecond the later
 * stored first, so a page never repeats or skips one (the received index holds the rowid).
 */
const newestFirst = "ORDER BY received_at DESC, rowid DESC";

/** By the 45-day date, soonest first; those without one last, newest first. */
const tellByFirst = "ORDER BY tell_by IS NULL, tell_by, received_at DESC, rowid DESC";

const orderOf = (filter: ApplicationFilter) =>
  filter.sort === "tell-by" ? tellByFirst : newestFirst;

/** An interview's columns as the store keeps them, read back. */
function interviewOf(row: Row): Interview {
  return {
    id: String(row.id),
    day: String(row.day),
    time: row.time === null ? null : String(row.time),
    minutes: Number(row.minutes),
    place: String(row.place),
    link: String(row.link),
    interviewerId: row.interviewer_id === null ? null : String(row.interviewer_id),
    sequence: Number(row.sequence),
    cancelledAt: row.cancelled_at === null ? null : String(row.cancelled_at),
  };
}

/** A day-only interview (one recorded without its time, as before): the plan it stands for. */
function planOf(plan: string | InterviewPlan): InterviewPlan {
  return typeof plan === "string"
    ? { day: plan, time: null, minutes: 60, place: "", link: "", interviewerId: null }
    : plan;
}

/** An application's phone as bare digits, in SQL (the form takes it as the person writes it). */
const phoneDigitsSql = `replace(replace(replace(replace(replace(replace(phone, '-', ''), ' ', ''), '(', ''), ')', ''), '+', ''), '.', '')`;

const yesNo = (value: number | null | string) => (value === null ? null : value === 1);
const asFlag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The words an application's key is joined to, so an edited one sent with the same key is kept too. */
function keyWithContent(key: string, input: ApplicationInput): string {
  const digest = createHash("sha256").update(JSON.stringify(input)).digest("base64url");
  return `${key}.${digest}`;
}

export class ApplicationStore {
  readonly #db: DatabaseSync;
  /** Throws unless the file at its path is still the one open here (server/sqlite.ts). */
  readonly #checkOnDisk: () => void;

  /** Opens (or creates) `applications.sqlite` in `dataDir`, readable by this user only. */
  constructor(dataDir: string) {
    const { db, file } = openDatabase(dataDir, "applications.sqlite");
    this.#db = db;
    this.#checkOnDisk = stillOnDisk(file, "applications");
    this.#db.exec(schema);
    // A file made before versions: each application starts at version 1, every row kept.
    const columns = this.#db.prepare("PRAGMA table_info(applications)").all() as Row[];
    if (!columns.some((column) => column.name === "version"))
      this.#db.exec("ALTER TABLE applications ADD COLUMN version INTEGER NOT NULL DEFAULT 1");
    this.#db.exec(history);
    const interviewHas = new Set(
      (this.#db.prepare("PRAGMA table_info(application_interviews)").all() as Row[]).map((column) =>
        String(column.name),
      ),
    );
    for (const [name, type] of interviewColumns)
      if (!interviewHas.has(name))
        this.#db.exec(`ALTER TABLE application_interviews ADD COLUMN ${name} ${type}`);
    // An interview is changed and cancelled in place now; what it was stays in the history.
    this.#db.exec("DROP TRIGGER IF EXISTS application_interviews_append_only");
    this.#db.exec(
      "UPDATE application_interviews SET id = lower(hex(randomblob(16))) WHERE id IS NULL",
    );
    this.#db.exec(interviewMail);
    this.replies = new Replies(this.#db, { table: "application_replies", records: "applications" });
  }

  /** Replies written to the applicants (server/contact/replies.ts). */
  readonly replies: Replies;

  /** The id stored under `key` for this same content, if it was stored already. */
  byKey(key: string, input: ApplicationInput): string | undefined {
    const row = this.#db
      .prepare("SELECT id FROM applications WHERE idempotency_key = ?")
      .get(keyWithContent(key, input)) as Row | undefined;
    return row ? String(row.id) : undefined;
  }

  /**
   * Stores an application with its résumé's record and its mail jobs (the team's, and the
   * applicant's when they gave an e-mail), in one transaction. With a `key` already stored for
   * the same content, stores nothing and returns the first one's id with `duplicate`.
   */
  save(
    input: ApplicationInput,
    resume: Resume | null = null,
    key?: string,
    now = new Date(),
  ): { id: string; duplicate: boolean } {
    return inTransaction(this.#db, () => {
      // A data folder removed while the server runs would take this application with it.
      this.#checkOnDisk();
      const earlier = key ? this.byKey(key, input) : undefined;
      if (earlier) return { id: earlier, duplicate: true };
      const id = randomUUID();
      const at = now.toISOString();
      this.#db
        .prepare(
          `INSERT INTO applications (id, idempotency_key, received_at, posting_id, posting_slug,
             posting_title, posting_group, language, name, phone, email, region, psw_certificate,
             cno_number, days, shifts, drivers_licence, car, languages, other_languages,
             accommodation, resume_state, resume_name, resume_stored, resume_type, resume_bytes,
             stage, stage_changed_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
             'new', ?, ?)`,
        )
        .run(
          id,
          key ? keyWithContent(key, input) : null,
          at,
          input.postingId,
          input.postingSlug,
          input.postingTitle,
          input.postingGroup,
          input.language,
          input.name,
          input.phone,
          input.email,
          input.region,
          asFlag(input.pswCertificate),
          input.cnoNumber,
          JSON.stringify(input.days),
          JSON.stringify(input.shifts),
          asFlag(input.driversLicence),
          asFlag(input.car),
          JSON.stringify(input.languages),
          input.otherLanguages,
          input.accommodation,
          resume?.state ?? null,
          resume?.name ?? null,
          resume?.stored ?? null,
          resume?.type ?? null,
          resume?.bytes ?? null,
          at,
          at,
        );
      const job = this.#db.prepare(
        "INSERT INTO application_mail (application_id, kind, next_attempt_at) VALUES (?, ?, ?)",
      );
      job.run(id, "team", at);
      if (input.email) job.run(id, "applicant", at);
      return { id, duplicate: false };
    });
  }

  /**
   * One page of the hiring inbox, newest first, narrowed by `filter`, with how many the filter
   * matches in all; `today` is the provider's day. Each row carries its version, for the list's
   * bulk Not selected to move it from.
   */
  list(
    filter: ApplicationFilter,
    page: { offset: number; limit: number },
    today: string,
  ): { rows: VersionedSummary[]; total: number } {
    const { sql, values } = this.#where(filter, today);
    const total = Number(
      (this.#db.prepare(`SELECT count(*) AS n FROM applications ${sql}`).get(...values) as Row).n,
    );
    const rows = this.#db
      .prepare(`SELECT * FROM applications ${sql} ${orderOf(filter)} LIMIT ? OFFSET ?`)
      .all(...values, page.limit, page.offset) as Row[];
    return {
      rows: rows.map((row) => ({ ...this.#summary(row, today), version: Number(row.version) })),
      total,
    };
  }

  /** Every application `filter` matches, newest first, in the list's order: the CSV's. */
  all(filter: ApplicationFilter, today: string): ApplicationSummary[] {
    const { sql, values } = this.#where(filter, today);
    const rows = this.#db
      .prepare(`SELECT * FROM applications ${sql} ${orderOf(filter)}`)
      .all(...values) as Row[];
    return rows.map((row) => this.#summary(row, today));
  }

  /** The WHERE clause of `filter`, with its values. */
  #where(filter: ApplicationFilter, today: string): { sql: string; values: string[] } {
    const where: string[] = [];
    const values: string[] = [];
    const add = (clause: string, value: string | undefined) => {
      if (value === undefined) return;
      where.push(clause);
      values.push(value);
    };
    const search = filter.search?.trim();
    if (search && !/\p{L}/u.test(search)) {
      // No letters: a phone number, however written ("(416) 555-0123", "+1 416…"), as digits.
      const digits = search.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
      where.push(`${phoneDigitsSql} LIKE ?`);
      values.push(`%${digits}%`);
    } else if (search) {
      // Each word in the name or the e-mail, letter case aside.
      for (const word of search.split(/\s+/)) {
        where.push("(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\')");
        const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        values.push(like, like);
      }
    }
    add("posting_id = ?", filter.postingId);
    add("region = ?", filter.region);
    add("stage = ?", filter.stage);
    // Who speaks it: ticked it on the form, or wrote the application in it.
    if (filter.language !== undefined) {
      where.push("(language = ? OR EXISTS (SELECT 1 FROM json_each(languages) WHERE value = ?))");
      values.push(filter.language, filter.language);
    }
    if (filter.overdue) {
      where.push("tell_by IS NOT NULL AND tell_by < ?");
      values.push(today);
    }
    if (filter.dueSoon) {
      where.push("tell_by IS NOT NULL AND tell_by <= ?");
      values.push(addDays(today, dueSoonDays));
    }
    return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", values };
  }

  /** How many applications are past their 45-day date on `today`. */
  overdueCount(today: string): number {
    const row = this.#db
      .prepare("SELECT count(*) AS n FROM applications WHERE tell_by IS NOT NULL AND tell_by < ?")
      .get(today) as Row;
    return Number(row.n);
  }

  /** How many applications' 45-day date falls from `today` to `dueSoonDays` after it: not yet past. */
  dueSoonCount(today: string): number {
    const row = this.#db
      .prepare("SELECT count(*) AS n FROM applications WHERE tell_by >= ? AND tell_by <= ?")
      .get(today, addDays(today, dueSoonDays)) as Row;
    return Number(row.n);
  }

  /**
   * The hiring board: for each stage, how many of the applications `filter` matches are at it, and
   * the first `perColumn` of them (by the 45-day date, then newest), each with its version, for a
   * move to carry.
   */
  board(filter: ApplicationFilter, today: string, perColumn: number): BoardColumn[] {
    const { sql, values } = this.#where({ ...filter, stage: undefined }, today);
    const counts = new Map(
      (
        this.#db
          .prepare(`SELECT stage, count(*) AS n FROM applications ${sql} GROUP BY stage`)
          .all(...values) as Row[]
      ).map((row) => [String(row.stage), Number(row.n)]),
    );
    const andStage = sql ? `${sql} AND stage = ?` : "WHERE stage = ?";
    const cards = this.#db.prepare(`SELECT * FROM applications ${andStage} ${tellByFirst} LIMIT ?`);
    return applicationStages.map((stage) => ({
      stage,
      total: counts.get(stage) ?? 0,
      cards: (cards.all(...values, stage, perColumn) as Row[]).map((row) => ({
        ...this.#summary(row, today),
        version: Number(row.version),
      })),
    }));
  }

  /** For each posting applied to, how many of its applications are at each stage. */
  stageCounts(): { postingId: string; title: string; stages: Record<ApplicationStage, number> }[] {
    const rows = this.#db
      .prepare(
        `SELECT posting_id, stage, count(*) AS n FROM applications GROUP BY posting_id, stage`,
      )
      .all() as Row[];
    return this.postingsAppliedTo().map((posting) => ({
      postingId: posting.id,
      title: posting.title,
      stages: Object.fromEntries(
        applicationStages.map((stage) => [
          stage,
          Number(rows.find((row) => row.posting_id === posting.id && row.stage === stage)?.n ?? 0),
        ]),
      ) as Record<ApplicationStage, number>,
    }));
  }

  /** How many applications are stored, and how many are past their 45-day date on `today`. */
  counts(today: string): { stored: number; overdue: number } {
    const row = this.#db.prepare("SELECT count(*) AS n FROM applications").get() as Row;
    return { stored: Number(row.n), overdue: this.overdueCount(today) };
  }

  /** For the morning e-mail: how many are New, and how many are past their 45-day date. */
  digestCounts(today: string): { new: number; overdue: number } {
    const row = this.#db
      .prepare("SELECT count(*) AS n FROM applications WHERE stage = 'new'")
      .get() as Row;
    return { new: Number(row.n), overdue: this.overdueCount(today) };
  }

  /** Mail not yet sent: how many, and when the oldest one's application arrived. */
  mailQueue(): { waiting: number; oldestReceivedAt: string | null } {
    const row = this.#db
      .prepare(
        `SELECT count(*) AS waiting, min(a.received_at) AS oldest FROM application_mail m
         JOIN applications a ON a.id = m.application_id WHERE m.sent_at IS NULL`,
      )
      .get() as Row;
    return {
      waiting: Number(row.waiting),
      oldestReceivedAt: row.oldest === null ? null : String(row.oldest),
    };
  }

  /** The postings applied to, for the inbox's filter: id and title, by title. */
  postingsAppliedTo(): { id: string; title: string }[] {
    return (
      this.#db
        .prepare(
          `SELECT posting_id, max(posting_title) AS title FROM applications
           GROUP BY posting_id ORDER BY title`,
        )
        .all() as Row[]
    ).map((row) => ({ id: String(row.posting_id), title: String(row.title) }));
  }

  /**
   * The same person's other applications, newest first: the same e-mail (letter case aside) or
   * the same phone number (as digits, with or without the leading 1). At most `limit`.
   */
  related(
    application: { id: string; email: string; phone: string },
    limit = 20,
  ): { id: string; receivedAt: string; name: string; postingTitle: string; stage: string }[] {
    const phones = phoneVariants(application.phone);
    const rows = this.#db
      .prepare(
        `SELECT id, received_at, name, posting_title, stage FROM applications
         WHERE id != ? AND ((? != '' AND lower(email) = lower(?))
           OR ${phoneDigitsSql} IN (${phones.map(() => "?").join(", ") || "NULL"}))
         ${newestFirst} LIMIT ?`,
      )
      .all(
        application.id,
        application.email.trim(),
        application.email.trim(),
        ...phones,
        limit,
      ) as Row[];
    return rows.map((row) => ({
      id: String(row.id),
      receivedAt: String(row.received_at),
      name: String(row.name),
      postingTitle: String(row.posting_title),
      stage: String(row.stage),
    }));
  }

  /** One application, whole, or undefined. */
  get(id: string, today: string): Application | undefined {
    const row = this.#db.prepare("SELECT * FROM applications WHERE id = ?").get(id) as
      Row | undefined;
    if (!row) return undefined;
    const interviewPlans = (
      this.#db
        .prepare(
          `SELECT * FROM application_interviews WHERE application_id = ?
           ORDER BY day, coalesce(time, ''), rowid`,
        )
        .all(id) as Row[]
    ).map(interviewOf);
    const interviews = interviewPlans
      .filter((interview) => interview.cancelledAt === null)
      .map((interview) => interview.day);
    const notes = (
      this.#db
        .prepare("SELECT * FROM application_notes WHERE application_id = ? ORDER BY at, rowid")
        .all(id) as Row[]
    ).map((note) => ({
      id: String(note.id),
      at: String(note.at),
      personId: String(note.person_id),
      text: String(note.text),
    }));
    const summary = this.#summary(row, today);
    return {
      ...summary,
      postingSlug: String(row.posting_slug),
      postingGroup: String(row.posting_group) as PostingGroup,
      phone: String(row.phone),
      email: String(row.email),
      pswCertificate: yesNo(row.psw_certificate!),
      cnoNumber: row.cno_number === null ? null : String(row.cno_number),
      days: JSON.parse(String(row.days)) as WeekDay[],
      shifts: JSON.parse(String(row.shifts)) as Shift[],
      driversLicence: yesNo(row.drivers_licence!),
      car: yesNo(row.car!),
      languages: JSON.parse(String(row.languages)) as SpokenLanguage[],
      otherLanguages: String(row.other_languages),
      accommodation: String(row.accommodation),
      stageChangedAt: String(row.stage_changed_at),
      interviews,
      interviewPlans,
      resumeFile:
        row.resume_state === null
          ? null
          : {
              state: String(row.resume_state) as ResumeState,
              name: String(row.resume_name),
              stored: row.resume_stored === null ? null : String(row.resume_stored),
              type: row.resume_type === null ? null : String(row.resume_type),
              bytes: Number(row.resume_bytes),
            },
      notes,
      updatedAt: String(row.updated_at),
      version: Number(row.version),
    };
  }

  /** An application's version now, or undefined when there is none (the pages' freshness check). */
  versionOf(id: string): number | undefined {
    const row = this.#db.prepare("SELECT version FROM applications WHERE id = ?").get(id) as
      Row | undefined;
    return row ? Number(row.version) : undefined;
  }

  /**
   * Each field changed since `version`: its value at that version, its value now, and who changed
   * it last and when; a field changed and changed back is not listed.
   */
  changesSince(id: string, version: number): ApplicationChange[] {
    const rows = this.#db
      .prepare(
        `SELECT * FROM application_changes WHERE application_id = ? AND version > ?
         ORDER BY version, rowid`,
      )
      .all(id, version) as Row[];
    const changes = new Map<string, ApplicationChange>();
    for (const row of rows) {
      const field = String(row.field) as ApplicationField;
      const person = row.person_id === null ? null : String(row.person_id);
      const earlier = changes.get(field);
      changes.set(field, {
        field,
        from: earlier?.from ?? String(row.from_value),
        to: String(row.to_value),
        personId: person,
        at: String(row.at),
      });
    }
    return [...changes.values()].filter((change) => change.from !== change.to);
  }

  /** Records what `id`'s new `version` changed, inside the transaction that made it. */
  #recordVersion(
    id: string,
    version: number,
    at: string,
    personId: string,
    changed: readonly { field: ApplicationField; from: string; to: string }[],
  ): void {
    const add = this.#db.prepare(
      `INSERT INTO application_changes (application_id, version, at, person_id, field, from_value,
         to_value) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const change of changed)
      add.run(id, version, at, personId, change.field, change.from, change.to);
  }

  /** The row's stage and version, or undefined: read inside a change's transaction. */
  #current(id: string): { stage: string; version: number } | undefined {
    const row = this.#db.prepare("SELECT stage, version FROM applications WHERE id = ?").get(id) as
      Row | undefined;
    return row && { stage: String(row.stage), version: Number(row.version) };
  }

  /**
   * The interviews that stand as the history keeps them: JSON, by day and time, each its day
   * ("2026-11-24") or its day and time ("2026-11-24 14:00").
   */
  #interviewDays(id: string): string {
    const rows = this.#db
      .prepare(
        `SELECT day, time FROM application_interviews
         WHERE application_id = ? AND cancelled_at IS NULL ORDER BY day, coalesce(time, '')`,
      )
      .all(id) as Row[];
    return JSON.stringify(
      rows.map((row) => (row.time === null ? String(row.day) : `${row.day} ${row.time}`)),
    );
  }

  #summary(row: Row, today: string): ApplicationSummary {
    const tellBy = row.tell_by === null ? null : String(row.tell_by);
    return {
      id: String(row.id),
      receivedAt: String(row.received_at),
      name: String(row.name),
      phone: String(row.phone),
      postingId: String(row.posting_id),
      postingTitle: String(row.posting_title),
      region: String(row.region) as Region,
      language: locales.find((locale) => locale === row.language) ?? defaultLocale,
      stage: applicationStages.find((stage) => stage === row.stage) ?? "new",
      lastInterviewOn: this.#lastInterview(String(row.id)),
      tellBy,
      overdue: tellBy !== null && tellBy < today,
      resume: row.resume_state === null ? null : (String(row.resume_state) as ResumeState),
      asksAccommodation: String(row.accommodation) !== "",
    };
  }

  #lastInterview(id: string): string | null {
    const row = this.#db
      .prepare(
        `SELECT max(day) AS day FROM application_interviews
         WHERE application_id = ? AND cancelled_at IS NULL`,
      )
      .get(id) as Row;
    return row.day === null ? null : String(row.day);
  }

  /**
   * Moves an application to `stage`, by `by`, from the version `from` that person saw: compared
   * and raised in the one statement that writes (compare-and-swap), so of two changes made from
   * one version only the first is written; the other is `stale`, and nothing of it is kept. A
   * decided stage (offer, hired, not selected, withdrawn) says the applicant was told: the 45-day
   * date ends. Moving to the stage it is at writes nothing.
   */
  setStage(
    id: string,
    stage: ApplicationStage,
    { version, by }: { version: number; by: string },
    now = new Date(),
  ): VersionedChange {
    return inTransaction(this.#db, () => this.#setStage(id, stage, { version, by }, now));
  }

  /** `setStage`'s work, inside the caller's transaction. */
  #setStage(
    id: string,
    stage: ApplicationStage,
    { version, by }: { version: number; by: string },
    now: Date,
  ): VersionedChange {
    {
      const current = this.#current(id);
      if (!current) return { outcome: "missing" };
      if (current.version !== version) return { outcome: "stale", version: current.version };
      if (current.stage === stage) return { outcome: "changed", version };
      const at = now.toISOString();
      const decided = decidedStages.includes(stage);
      const result = this.#db
        .prepare(
          `UPDATE applications SET stage = ?, stage_changed_at = ?, updated_at = ?,
             tell_by = CASE WHEN ? THEN NULL ELSE tell_by END, version = version + 1
           WHERE id = ? AND version = ?`,
        )
        .run(stage, at, at, decided ? 1 : 0, id, version);
      if (result.changes !== 1) return { outcome: "stale", version: this.#current(id)!.version };
      this.#recordVersion(id, version + 1, at, by, [
        { field: "stage", from: current.stage, to: stage },
      ]);
      return { outcome: "changed", version: version + 1 };
    }
  }

  /**
   * Records an interview by `by`: planned (a day, time, place or link, interviewer), or a day only
   * (as recorded before interviews had times). The application is at the Interview stage, and the
   * applicant must be told within 45 days of the last interview. An addition, merged onto
   * whatever changed since `seen` (the version the person saw; none: the current one), except a
   * stage someone set since: moving it back to Interview would undo their decision, so that is
   * `stale` and nothing is written. With `invite`, the applicant's invitation is queued with it.
   */
  addInterview(
    id: string,
    plan: string | InterviewPlan,
    by: string,
    seen?: number,
    now = new Date(),
    invite = false,
  ): VersionedChange {
    const interview = planOf(plan);
    return inTransaction(this.#db, () => {
      const current = this.#current(id);
      if (!current) return { outcome: "missing" };
      if (seen !== undefined && seen < current.version && this.#stageChangedSince(id, seen))
        return { outcome: "stale", version: current.version };
      const at = now.toISOString();
      const before = this.#interviewDays(id);
      const interviewId = randomUUID();
      this.#db
        .prepare(
          `INSERT INTO application_interviews (application_id, id, day, time, minutes, place, link,
             interviewer_id, recorded_at, recorded_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          interviewId,
          interview.day,
          interview.time,
          interview.minutes,
          interview.place,
          interview.link,
          interview.interviewerId,
          at,
          by,
        );
      const last = this.#lastInterview(id)!;
      this.#db
        .prepare(
          `UPDATE applications SET tell_by = ?, updated_at = ?,
             stage = 'interview',
             stage_changed_at = CASE WHEN stage = 'interview' THEN stage_changed_at ELSE ? END,
             version = version + 1
           WHERE id = ?`,
        )
        .run(addDays(last, daysToTellApplicant), at, at, id);
      const version = current.version + 1;
      this.#recordVersion(id, version, at, by, [
        ...(current.stage === "interview"
          ? []
          : [{ field: "stage" as const, from: current.stage, to: "interview" }]),
        { field: "interviews", from: before, to: this.#interviewDays(id) },
      ]);
      if (invite) this.#queueInterviewMail(id, interviewId, "invitation", at);
      return { outcome: "changed", version, interview: interviewId };
    });
  }

  /**
   * Changes a planned interview to `plan` (a wrong day or time corrected, another place), by `by`,
   * from the version `version` that person saw: one made from an older version is `stale`, as a
   * stage move is. The 45-day date follows the latest interview that stands (none while the
   * applicant has been told: a decided stage). With `tell`, the applicant's e-mail of the change
   * is queued with it. An interview that is not this application's, or was cancelled: `missing`.
   */
  changeInterview(
    id: string,
    interviewId: string,
    plan: InterviewPlan,
    { version, by, tell = false }: { version: number; by: string; tell?: boolean },
    now = new Date(),
  ): VersionedChange {
    return this.#changeOneInterview(id, interviewId, version, by, now, () => {
      this.#db
        .prepare(
          `UPDATE application_interviews SET day = ?, time = ?, minutes = ?, place = ?, link = ?,
             interviewer_id = ?, sequence = sequence + 1 WHERE id = ?`,
        )
        .run(
          plan.day,
          plan.time,
          plan.minutes,
          plan.place,
          plan.link,
          plan.interviewerId,
          interviewId,
        );
      return tell ? "change" : null;
    });
  }

  /**
   * Cancels an interview (kept, marked cancelled, so the history and the audit keep it), by `by`,
   * from the version `version` that person saw, as `changeInterview` changes one. The 45-day date
   * follows the latest interview that still stands, or ends when none does. With `tell`, the
   * applicant's e-mail of the cancellation is queued with it.
   */
  cancelInterview(
    id: string,
    interviewId: string,
    { version, by, tell = false }: { version: number; by: string; tell?: boolean },
    now = new Date(),
  ): VersionedChange {
    return this.#changeOneInterview(id, interviewId, version, by, now, (at) => {
      this.#db
        .prepare(
          "UPDATE application_interviews SET cancelled_at = ?, sequence = sequence + 1 WHERE id = ?",
        )
        .run(at, interviewId);
      return tell ? "cancellation" : null;
    });
  }

  /**
   * The transaction of a change to one interview: compared with the version the person saw, the
   * interview found (this application's, not cancelled), `write` done, the 45-day date made to
   * follow the interviews that stand, the version raised, the history and the e-mail recorded.
   */
  #changeOneInterview(
    id: string,
    interviewId: string,
    version: number,
    by: string,
    now: Date,
    write: (at: string) => InterviewMailKind | null,
  ): VersionedChange {
    return inTransaction(this.#db, () => {
      const current = this.#current(id);
      if (!current) return { outcome: "missing" };
      if (current.version !== version) return { outcome: "stale", version: current.version };
      const interview = this.#db
        .prepare(
          `SELECT 1 FROM application_interviews
           WHERE id = ? AND application_id = ? AND cancelled_at IS NULL`,
        )
        .get(interviewId, id);
      if (!interview) return { outcome: "missing" };
      const at = now.toISOString();
      const before = this.#interviewDays(id);
      const mail = write(at);
      const last = this.#lastInterview(id);
      const told = decidedStages.includes(current.stage as ApplicationStage);
      const result = this.#db
        .prepare(
          `UPDATE applications SET tell_by = ?, updated_at = ?, version = version + 1
           WHERE id = ? AND version = ?`,
        )
        .run(told || last === null ? null : addDays(last, daysToTellApplicant), at, id, version);
      if (result.changes !== 1) throw new Error("the application changed inside its transaction");
      this.#recordVersion(id, version + 1, at, by, [
        { field: "interviews", from: before, to: this.#interviewDays(id) },
      ]);
      if (mail) this.#queueInterviewMail(id, interviewId, mail, at);
      return { outcome: "changed", version: version + 1, interview: interviewId };
    });
  }

  /** Queues the applicant's e-mail about an interview, when they gave an address. */
  #queueInterviewMail(id: string, interviewId: string, kind: InterviewMailKind, at: string) {
    this.#db
      .prepare(
        `INSERT INTO interview_mail (application_id, interview_id, kind, next_attempt_at)
         SELECT id, ?, ?, ? FROM applications WHERE id = ? AND email != ''`,
      )
      .run(interviewId, kind, at, id);
  }

  /**
   * Moves each application of `items` to `stage` from the version the person saw of it (the
   * hiring list's bulk action): each compared and written as `setStage` does, all in one
   * transaction, so one refused (changed since) or gone leaves the others moved. Each one moved
   * (not one already at `stage`) is sent `reply(id)`'s reply, if any, in the same transaction:
   * queued with the move, or neither; its version then counts the reply too.
   */
  setStages(
    items: readonly { id: string; version: number }[],
    stage: ApplicationStage,
    by: string,
    now = new Date(),
    reply?: (id: string) => NewReply | undefined,
  ): { id: string; result: VersionedChange; reply?: Reply }[] {
    return inTransaction(this.#db, () =>
      items.map((item) => {
        const result = this.#setStage(item.id, stage, { version: item.version, by }, now);
        const moved = result.outcome === "changed" && result.version !== item.version;
        const answer = moved ? reply?.(item.id) : undefined;
        if (!moved || !answer) return { id: item.id, result };
        const queued = this.replies.queueWithin(item.id, by, answer, result.version, now);
        // Moved from the version seen, so no reply can have been written since it.
        if (queued.outcome !== "queued") throw new Error(`Reply to ${item.id} not queued`);
        return {
          id: item.id,
          result: { outcome: "changed", version: queued.reply.version },
          reply: queued.reply,
        };
      }),
    );
  }

  /** The applicants' interview e-mails due now, oldest first. */
  dueInterviewMail(limit: number, now = new Date()): InterviewMailJob[] {
    const rows = this.#db
      .prepare(
        `SELECT m.id AS job_id, m.kind AS job_kind, m.attempts, a.id AS application_id, a.language,
           a.email, a.posting_id, a.posting_title, i.*
         FROM interview_mail m JOIN applications a ON a.id = m.application_id
           JOIN application_interviews i ON i.id = m.interview_id
         WHERE m.sent_at IS NULL AND m.next_attempt_at <= ?
         ORDER BY m.next_attempt_at, m.id LIMIT ?`,
      )
      .all(now.toISOString(), limit) as Row[];
    return rows.map((row) => ({
      id: Number(row.job_id),
      kind: String(row.job_kind) as InterviewMailKind,
      attempts: Number(row.attempts),
      applicationId: String(row.application_id),
      language: locales.find((locale) => locale === row.language) ?? defaultLocale,
      email: String(row.email),
      postingId: String(row.posting_id),
      postingTitle: String(row.posting_title),
      interview: interviewOf(row),
    }));
  }

  markInterviewMailSent(jobId: number, now = new Date()): void {
    this.#db
      .prepare("UPDATE interview_mail SET sent_at = ?, last_error = NULL WHERE id = ?")
      .run(now.toISOString(), jobId);
  }

  markInterviewMailFailed(jobId: number, code: string, retryAt: Date): void {
    this.#db
      .prepare(
        "UPDATE interview_mail SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
      )
      .run(code, retryAt.toISOString(), jobId);
  }

  /** Whether a change since `version` moved the stage. */
  #stageChangedSince(id: string, version: number): boolean {
    return (
      this.#db
        .prepare(
          `SELECT 1 FROM application_changes
           WHERE application_id = ? AND version > ? AND field = 'stage' LIMIT 1`,
        )
        .get(id, version) !== undefined
    );
  }

  /**
   * Adds a note by `by`: an addition that undoes nobody's work, so it is merged onto whatever
   * changed since the person's version; it raises the version, so every open page learns of it.
   */
  addNote(id: string, text: string, by: string, now = new Date()): VersionedChange {
    return inTransaction(this.#db, () => {
      const current = this.#current(id);
      if (!current) return { outcome: "missing" };
      const at = now.toISOString();
      const count = Number(
        (
          this.#db
            .prepare("SELECT count(*) AS n FROM application_notes WHERE application_id = ?")
            .get(id) as Row
        ).n,
      );
      this.#db
        .prepare("UPDATE applications SET updated_at = ?, version = version + 1 WHERE id = ?")
        .run(at, id);
      this.#db
        .prepare(
          "INSERT INTO application_notes (id, application_id, at, person_id, text) VALUES (?, ?, ?, ?, ?)",
        )
        .run(randomUUID(), id, at, by, text);
      const version = current.version + 1;
      this.#recordVersion(id, version, at, by, [
        { field: "notes", from: String(count), to: String(count + 1) },
      ]);
      return { outcome: "changed", version };
    });
  }

  /**
   * Deletes the applications not hired whose last change is older than `before`, with their
   * notes, interviews and mail jobs. Returns their résumés' stored names, for the caller to
   * delete from the disk, and how many went.
   */
  deleteExpired(before: Date): { count: number; files: string[] } {
    return inTransaction(this.#db, () => {
      const rows = this.#db
        .prepare(
          "SELECT id, resume_stored FROM applications WHERE stage != 'hired' AND updated_at < ?",
        )
        .all(before.toISOString()) as Row[];
      const remove = this.#db.prepare("DELETE FROM applications WHERE id = ?");
      for (const row of rows) remove.run(String(row.id));
      return {
        count: rows.length,
        files: rows.flatMap((row) =>
          row.resume_stored === null ? [] : [String(row.resume_stored)],
        ),
      };
    });
  }

  /**
   * Deletes one application with its notes, interviews and mail jobs (an applicant who asks, or a
   * hired one whose file now lives with HR), when it is still at `version`, the one the person
   * saw: deleting what someone changed since is `stale`, and nothing goes. Returns its résumé's
   * stored name for the caller to delete from the disk.
   */
  delete(
    id: string,
    version: number,
  ):
    | { outcome: "deleted"; stored: string | null }
    | { outcome: "stale"; version: number }
    | { outcome: "missing" } {
    return inTransaction(this.#db, () => {
      const row = this.#db
        .prepare("SELECT resume_stored, version FROM applications WHERE id = ?")
        .get(id) as Row | undefined;
      if (!row) return { outcome: "missing" };
      const deleted = this.#db
        .prepare("DELETE FROM applications WHERE id = ? AND version = ?")
        .run(id, version).changes;
      if (deleted !== 1) return { outcome: "stale", version: Number(row.version) };
      return {
        outcome: "deleted",
        stored: row.resume_stored === null ? null : String(row.resume_stored),
      };
    });
  }

  /** Every résumé name the store refers to: files on disk outside this set are strays. */
  storedFiles(): Set<string> {
    const rows = this.#db
      .prepare("SELECT resume_stored FROM applications WHERE resume_stored IS NOT NULL")
      .all() as Row[];
    return new Set(rows.map((row) => String(row.resume_stored)));
  }

  /** Mail due now, oldest first. */
  dueMail(limit: number, now = new Date()): ApplicationMailJob[] {
    const rows = this.#db
      .prepare(
        `SELECT m.id, m.kind, m.attempts, a.id AS application_id, a.posting_id, a.language, a.email,
           a.posting_title, a.posting_slug, a.received_at
         FROM application_mail m JOIN applications a ON a.id = m.application_id
         WHERE m.sent_at IS NULL AND m.next_attempt_at <= ?
         ORDER BY m.next_attempt_at LIMIT ?`,
      )
      .all(now.toISOString(), limit) as Row[];
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind === "applicant" ? "applicant" : "team",
      attempts: Number(row.attempts),
      applicationId: String(row.application_id),
      postingId: String(row.posting_id),
      language: locales.find((locale) => locale === row.language) ?? defaultLocale,
      email: String(row.email),
      postingTitle: String(row.posting_title),
      postingSlug: String(row.posting_slug),
      receivedAt: String(row.received_at),
    }));
  }

  markSent(jobId: number, now = new Date()): void {
    this.#db
      .prepare("UPDATE application_mail SET sent_at = ?, last_error = NULL WHERE id = ?")
      .run(now.toISOString(), jobId);
  }

  markFailed(jobId: number, code: string, retryAt: Date): void {
    this.#db
      .prepare(
        "UPDATE application_mail SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
      )
      .run(code, retryAt.toISOString(), jobId);
  }

  /**
   * Copies the write-ahead log into the database and empties it: after a deletion, the deleted
   * rows' old pages would otherwise stay readable in the -wal file until the next checkpoint.
   */
  checkpoint(): void {
    this.#db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  }

  close(): void {
    this.#db.close();
  }
}
