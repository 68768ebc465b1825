/**
 * Job applications, in the `applications` part of the database (decision 029):
 * `applications.sqlite` in the data folder, or PostgreSQL's tables with DATABASE_URL, through
 * Kysely; the tables are made by server/db/migrations/applications/. Apart from the inquiries, so
 * the hiring team's work and the intake team's never share a table (policy.ts gives each its own).
 * An application and its mail jobs are written in one transaction, committed (synchronous=FULL on
 * SQLite) after its résumé (if any) is on disk: when `save` resolves, the application survives a
 * crash, and its notifications will be sent, each once, by whichever instance claims it.
 *
 * The hiring inbox reads it here: stages, notes, interviews and the 45-day date by which an
 * interviewed applicant must be told whether a decision is made (ESA Part III.1); the retention
 * period deletes what was not hired, with its résumé.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  type Expression,
  type Generated,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  sql,
} from "kysely";
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
import { type Databases, type Dialect, sqliteFileOf } from "../db/database.ts";
import { inWriteTransaction } from "../db/transaction.ts";
import { stillOnDisk } from "../sqlite.ts";
import {
  claimMs,
  type NewReply,
  type Reply,
  Replies,
  type ReplyTable,
} from "../contact/replies.ts";

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

/** An application's row. */
export interface ApplicationTable {
  id: string;
  idempotency_key: string | null;
  received_at: string;
  posting_id: string;
  posting_slug: string;
  posting_title: string;
  posting_group: string;
  language: string;
  name: string;
  phone: string;
  email: string;
  region: string;
  /** 1 yes, 0 no, null not asked: as the other flags. */
  psw_certificate: number | null;
  cno_number: string | null;
  /** JSON arrays, as the form's lists. */
  days: string;
  shifts: string;
  drivers_licence: number | null;
  car: number | null;
  languages: string;
  other_languages: string;
  accommodation: string;
  resume_state: string | null;
  resume_name: string | null;
  resume_stored: string | null;
  resume_type: string | null;
  resume_bytes: number | null;
  stage: Generated<string>;
  stage_changed_at: string;
  tell_by: string | null;
  updated_at: string;
  version: Generated<number>;
}

/** An interview: a day only (recorded before interviews had times), or planned. */
export interface InterviewTable {
  application_id: string;
  id: string | null;
  day: string;
  time: string | null;
  minutes: Generated<number>;
  place: Generated<string>;
  link: Generated<string>;
  interviewer_id: string | null;
  sequence: Generated<number>;
  cancelled_at: string | null;
  recorded_at: string;
  recorded_by: string;
}

/** A note: append-only (a trigger refuses a change, or a deletion but with its application). */
export interface NoteTable {
  id: string;
  application_id: string;
  at: string;
  person_id: string;
  text: string;
}

/** What each version changed, field by field (decision 028). */
export interface ChangeTable {
  application_id: string;
  version: number;
  at: string;
  person_id: string | null;
  field: string;
  from_value: string;
  to_value: string;
}

/** The columns every mail job has: tried, retried, claimed by one instance's outbox. */
interface MailJobColumns {
  id: Generated<number>;
  application_id: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  /** Until when an instance's outbox has it; null when none has (migration 002). */
  claimed_until: string | null;
}

/** The `applications` part's tables (server/db/migrations/applications/). */
export interface ApplicationTables {
  applications: ApplicationTable;
  application_interviews: InterviewTable;
  application_notes: NoteTable;
  application_changes: ChangeTable;
  application_mail: MailJobColumns & { kind: "team" | "applicant" };
  interview_mail: MailJobColumns & { interview_id: string; kind: InterviewMailKind };
  application_replies: ReplyTable;
}

type Db = Kysely<ApplicationTables>;
/** The tables of mail jobs, each with the columns of `MailJobColumns`. */
type MailTable = "application_mail" | "interview_mail";
type Row = Selectable<ApplicationTable>;

/** How long an instance's outbox holds the jobs its `due` returned, before another may send them. */
export const mailClaimMs = claimMs;

/**
 * The hiring inbox's order: newest first, and of two received in the same millisecond the later
 * stored first, so a page never repeats or skips one (the received index holds the rowid; on
 * PostgreSQL a column named rowid: the migration).
 */
function newestFirst<Q extends { orderBy: (by: RawBuilder<unknown>) => Q }>(query: Q): Q {
  return query.orderBy(sql`received_at desc, rowid desc`);
}

/** By the 45-day date, soonest first; those without one last, newest first. */
function tellByFirst<Q extends { orderBy: (by: RawBuilder<unknown>) => Q }>(query: Q): Q {
  return newestFirst(query.orderBy(sql`tell_by is null, tell_by`));
}

const orderOf = (filter: ApplicationFilter) =>
  filter.sort === "tell-by" ? tellByFirst : newestFirst;

/** An interview's columns as the store keeps them, read back. */
function interviewOf(row: Selectable<InterviewTable>): Interview {
  return {
    id: String(row.id),
    day: row.day,
    time: row.time,
    minutes: Number(row.minutes),
    place: row.place,
    link: row.link,
    interviewerId: row.interviewer_id,
    sequence: Number(row.sequence),
    cancelledAt: row.cancelled_at,
  };
}

/** A day-only interview (one recorded without its time, as before): the plan it stands for. */
function planOf(plan: string | InterviewPlan): InterviewPlan {
  return typeof plan === "string"
    ? { day: plan, time: null, minutes: 60, place: "", link: "", interviewerId: null }
    : plan;
}

/** An application's phone as bare digits, in SQL (the form takes it as the person writes it). */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(phone, '-', ''), ' ', ''), '(', ''), ')', ''), '+', ''), '.', '')`;

const yesNo = (value: number | null) => (value === null ? null : Number(value) === 1);
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

/** The language stored, as one the site speaks. */
const localeOf = (language: string) =>
  locales.find((locale) => locale === language) ?? defaultLocale;

export class ApplicationStore {
  readonly #db: Db;
  readonly #dialect: Dialect;
  /** Throws unless the SQLite file is still the one open here (server/sqlite.ts); none on PostgreSQL. */
  readonly #checkOnDisk: () => void;

  /** The store on `db`, the `applications` part of the database, migrated. */
  constructor(db: Db, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
    const file = sqliteFileOf(db);
    this.#checkOnDisk = file ? stillOnDisk(file, "applications") : () => {};
    this.replies = new Replies(db, dialect, {
      table: "application_replies",
      records: "applications",
    });
  }

  /** The applications of the data's database (the part opened, and migrated, on first use). */
  static async open(databases: Databases): Promise<ApplicationStore> {
    return new ApplicationStore(
      await databases.part<ApplicationTables>("applications"),
      databases.dialect,
    );
  }

  /** Replies written to the applicants (server/contact/replies.ts). */
  readonly replies: Replies;

  #write<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return inWriteTransaction(this.#db, this.#dialect, work);
  }

  /** The id stored under `key` for this same content, if it was stored already. */
  byKey(key: string, input: ApplicationInput): Promise<string | undefined> {
    return byKeyIn(this.#db, keyWithContent(key, input));
  }

  /**
   * Stores an application with its résumé's record and its mail jobs (the team's, and the
   * applicant's when they gave an e-mail), in one transaction, committed when it resolves. With a
   * `key` already stored for the same content (by this instance or another, even at this
   * moment), stores nothing and resolves to the first one's id with `duplicate`.
   */
  save(
    input: ApplicationInput,
    resume: Resume | null = null,
    key?: string,
    now = new Date(),
  ): Promise<{ id: string; duplicate: boolean }> {
    const idempotencyKey = key ? keyWithContent(key, input) : null;
    return this.#write(async (trx) => {
      // A data folder removed while the server runs would take this application with it.
      this.#checkOnDisk();
      const at = now.toISOString();
      // Another instance storing the same key at this moment: the unique key makes this insert
      // wait for its commit, and then write nothing; its id is read after.
      const inserted = await trx
        .insertInto("applications")
        .values({
          id: randomUUID(),
          idempotency_key: idempotencyKey,
          received_at: at,
          posting_id: input.postingId,
          posting_slug: input.postingSlug,
          posting_title: input.postingTitle,
          posting_group: input.postingGroup,
          language: input.language,
          name: input.name,
          phone: input.phone,
          email: input.email,
          region: input.region,
          psw_certificate: asFlag(input.pswCertificate),
          cno_number: input.cnoNumber,
          days: JSON.stringify(input.days),
          shifts: JSON.stringify(input.shifts),
          drivers_licence: asFlag(input.driversLicence),
          car: asFlag(input.car),
          languages: JSON.stringify(input.languages),
          other_languages: input.otherLanguages,
          accommodation: input.accommodation,
          resume_state: resume?.state ?? null,
          resume_name: resume?.name ?? null,
          resume_stored: resume?.stored ?? null,
          resume_type: resume?.type ?? null,
          resume_bytes: resume?.bytes ?? null,
          stage: "new",
          stage_changed_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return { id: (await byKeyIn(trx, idempotencyKey!))!, duplicate: true };
      const { id } = inserted;
      await trx
        .insertInto("application_mail")
        .values([
          { application_id: id, kind: "team" as const, next_attempt_at: at },
          ...(input.email
            ? [{ application_id: id, kind: "applicant" as const, next_attempt_at: at }]
            : []),
        ])
        .execute();
      return { id, duplicate: false };
    });
  }

  /**
   * One page of the hiring inbox, newest first, narrowed by `filter`, with how many the filter
   * matches in all; `today` is the provider's day. Each row carries its version, for the list's
   * bulk Not selected to move it from.
   */
  async list(
    filter: ApplicationFilter,
    page: { offset: number; limit: number },
    today: string,
  ): Promise<{ rows: VersionedSummary[]; total: number }> {
    const matching = this.#matching(filter, today);
    const { n } = await matching
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const rows = await orderOf(filter)(matching.selectAll())
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { rows: await this.#versionedSummaries(rows, today), total: Number(n) };
  }

  /** Every application `filter` matches, newest first, in the list's order: the CSV's. */
  async all(filter: ApplicationFilter, today: string): Promise<ApplicationSummary[]> {
    const rows = await orderOf(filter)(this.#matching(filter, today).selectAll()).execute();
    return this.#summaries(rows, today);
  }

  /** The applications `filter` matches, as a query to select from. */
  #matching(filter: ApplicationFilter, today: string) {
    return this.#db.selectFrom("applications").where((eb) => {
      const where: Expression<SqlBool>[] = [];
      const search = filter.search?.trim();
      if (search && !/\p{L}/u.test(search)) {
        // No letters: a phone number, however written ("(416) 555-0123", "+1 416…"), as digits.
        const digits = search.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
        where.push(sql<SqlBool>`${phoneDigits} LIKE ${`%${digits}%`}`);
      } else if (search) {
        // Each word in the name or the e-mail, letter case aside (lower() on both sides: LIKE
        // ignores case on SQLite, not on PostgreSQL).
        for (const word of search.split(/\s+/)) {
          const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
          where.push(
            sql<SqlBool>`(lower(name) LIKE ${like} ESCAPE '\\' OR lower(email) LIKE ${like} ESCAPE '\\')`,
          );
        }
      }
      if (filter.postingId !== undefined) where.push(eb("posting_id", "=", filter.postingId));
      if (filter.region !== undefined) where.push(eb("region", "=", filter.region));
      if (filter.stage !== undefined) where.push(eb("stage", "=", filter.stage));
      // Who speaks it: ticked it on the form (its code, quoted, in the JSON list), or wrote the
      // application in it.
      if (filter.language !== undefined)
        where.push(
          eb.or([
            eb("language", "=", filter.language),
            eb("languages", "like", `%"${filter.language}"%`),
          ]),
        );
      if (filter.overdue)
        where.push(eb.and([eb("tell_by", "is not", null), eb("tell_by", "<", today)]));
      if (filter.dueSoon)
        where.push(
          eb.and([eb("tell_by", "is not", null), eb("tell_by", "<=", addDays(today, dueSoonDays))]),
        );
      return eb.and(where);
    });
  }

  /** How many applications are past their 45-day date on `today`. */
  async overdueCount(today: string): Promise<number> {
    const { n } = await this.#db
      .selectFrom("applications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("tell_by", "is not", null)
      .where("tell_by", "<", today)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** How many applications' 45-day date falls from `today` to `dueSoonDays` after it: not yet past. */
  async dueSoonCount(today: string): Promise<number> {
    const { n } = await this.#db
      .selectFrom("applications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("tell_by", ">=", today)
      .where("tell_by", "<=", addDays(today, dueSoonDays))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /**
   * The hiring board: for each stage, how many of the applications `filter` matches are at it, and
   * the first `perColumn` of them (by the 45-day date, then newest), each with its version, for a
   * move to carry.
   */
  async board(filter: ApplicationFilter, today: string, perColumn: number): Promise<BoardColumn[]> {
    const matching = this.#matching({ ...filter, stage: undefined }, today);
    const counts = new Map(
      (
        await matching
          .select((eb) => ["stage", eb.fn.countAll<number>().as("n")])
          .groupBy("stage")
          .execute()
      ).map((row) => [row.stage, Number(row.n)]),
    );
    return Promise.all(
      applicationStages.map(async (stage) => ({
        stage,
        total: counts.get(stage) ?? 0,
        cards: await this.#versionedSummaries(
          await tellByFirst(matching.selectAll().where("stage", "=", stage))
            .limit(perColumn)
            .execute(),
          today,
        ),
      })),
    );
  }

  /** For each posting applied to, how many of its applications are at each stage. */
  async stageCounts(): Promise<
    { postingId: string; title: string; stages: Record<ApplicationStage, number> }[]
  > {
    const rows = await this.#db
      .selectFrom("applications")
      .select((eb) => ["posting_id", "stage", eb.fn.countAll<number>().as("n")])
      .groupBy(["posting_id", "stage"])
      .execute();
    return (await this.postingsAppliedTo()).map((posting) => ({
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
  async counts(today: string): Promise<{ stored: number; overdue: number }> {
    const { n } = await this.#db
      .selectFrom("applications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return { stored: Number(n), overdue: await this.overdueCount(today) };
  }

  /** For the morning e-mail: how many are New, and how many are past their 45-day date. */
  async digestCounts(today: string): Promise<{ new: number; overdue: number }> {
    const { n } = await this.#db
      .selectFrom("applications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("stage", "=", "new")
      .executeTakeFirstOrThrow();
    return { new: Number(n), overdue: await this.overdueCount(today) };
  }

  /** Mail not yet sent: how many, and when the oldest one's application arrived. */
  async mailQueue(): Promise<{ waiting: number; oldestReceivedAt: string | null }> {
    const row = await this.#db
      .selectFrom("application_mail as m")
      .innerJoin("applications as a", "a.id", "m.application_id")
      .select((eb) => [
        eb.fn.countAll<number>().as("waiting"),
        eb.fn.min("a.received_at").as("oldest"),
      ])
      .where("m.sent_at", "is", null)
      .executeTakeFirstOrThrow();
    return { waiting: Number(row.waiting), oldestReceivedAt: row.oldest ?? null };
  }

  /** The postings applied to, for the inbox's filter: id and title, by title. */
  async postingsAppliedTo(): Promise<{ id: string; title: string }[]> {
    const rows = await this.#db
      .selectFrom("applications")
      .select((eb) => ["posting_id", eb.fn.max("posting_title").as("title")])
      .groupBy("posting_id")
      .orderBy("title")
      .execute();
    return rows.map((row) => ({ id: row.posting_id, title: row.title }));
  }

  /**
   * The same person's other applications, newest first: the same e-mail (letter case aside) or
   * the same phone number (as digits, with or without the leading 1). At most `limit`.
   */
  async related(
    application: { id: string; email: string; phone: string },
    limit = 20,
  ): Promise<
    { id: string; receivedAt: string; name: string; postingTitle: string; stage: string }[]
  > {
    const phones = phoneVariants(application.phone);
    const email = application.email.trim();
    const rows = await newestFirst(
      this.#db
        .selectFrom("applications")
        .select(["id", "received_at", "name", "posting_title", "stage"])
        .where("id", "!=", application.id)
        .where((eb) =>
          eb.or([
            ...(email ? [eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())] : []),
            ...(phones.length > 0 ? [eb(phoneDigits, "in", phones)] : []),
          ]),
        ),
    )
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      receivedAt: row.received_at,
      name: row.name,
      postingTitle: row.posting_title,
      stage: row.stage,
    }));
  }

  /** One application, whole, or undefined. */
  get(id: string, today: string): Promise<Application | undefined> {
    return this.#getIn(this.#db, id, today);
  }

  async #getIn(db: Db, id: string, today: string): Promise<Application | undefined> {
    const row = await db
      .selectFrom("applications")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    const interviewPlans = (
      await db
        .selectFrom("application_interviews")
        .selectAll()
        .where("application_id", "=", id)
        .orderBy(sql`day, coalesce(time, ''), rowid`)
        .execute()
    ).map(interviewOf);
    const interviews = interviewPlans
      .filter((interview) => interview.cancelledAt === null)
      .map((interview) => interview.day);
    const notes = (
      await db
        .selectFrom("application_notes")
        .select(["id", "at", "person_id", "text"])
        .where("application_id", "=", id)
        .orderBy(sql`at, rowid`)
        .execute()
    ).map((note) => ({ id: note.id, at: note.at, personId: note.person_id, text: note.text }));
    const [summary] = await this.#summaries([row], today, db);
    return {
      ...summary!,
      postingSlug: row.posting_slug,
      postingGroup: row.posting_group as PostingGroup,
      phone: row.phone,
      email: row.email,
      pswCertificate: yesNo(row.psw_certificate),
      cnoNumber: row.cno_number,
      days: JSON.parse(row.days) as WeekDay[],
      shifts: JSON.parse(row.shifts) as Shift[],
      driversLicence: yesNo(row.drivers_licence),
      car: yesNo(row.car),
      languages: JSON.parse(row.languages) as SpokenLanguage[],
      otherLanguages: row.other_languages,
      accommodation: row.accommodation,
      stageChangedAt: row.stage_changed_at,
      interviews,
      interviewPlans,
      resumeFile:
        row.resume_state === null
          ? null
          : {
              state: row.resume_state as ResumeState,
              name: String(row.resume_name),
              stored: row.resume_stored,
              type: row.resume_type,
              bytes: Number(row.resume_bytes),
            },
      notes,
      updatedAt: row.updated_at,
      version: Number(row.version),
    };
  }

  /** An application's version now, or undefined when there is none (the pages' freshness check). */
  async versionOf(id: string): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom("applications")
      .select("version")
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? Number(row.version) : undefined;
  }

  /**
   * Each field changed since `version`: its value at that version, its value now, and who changed
   * it last and when; a field changed and changed back is not listed.
   */
  async changesSince(id: string, version: number): Promise<ApplicationChange[]> {
    const rows = await this.#db
      .selectFrom("application_changes")
      .selectAll()
      .where("application_id", "=", id)
      .where("version", ">", version)
      // In the order they were written (on PostgreSQL, a column named rowid: the migration).
      .orderBy(sql`version, rowid`)
      .execute();
    const changes = new Map<string, ApplicationChange>();
    for (const row of rows) {
      const field = row.field as ApplicationField;
      changes.set(field, {
        field,
        from: changes.get(field)?.from ?? row.from_value,
        to: row.to_value,
        personId: row.person_id,
        at: row.at,
      });
    }
    return [...changes.values()].filter((change) => change.from !== change.to);
  }

  /** Records what `id`'s new `version` changed, inside the transaction that made it. */
  async #recordVersion(
    trx: Db,
    id: string,
    version: number,
    at: string,
    personId: string,
    changed: readonly { field: ApplicationField; from: string; to: string }[],
  ): Promise<void> {
    if (changed.length === 0) return;
    await trx
      .insertInto("application_changes")
      .values(
        changed.map((change) => ({
          application_id: id,
          version,
          at,
          person_id: personId,
          field: change.field,
          from_value: change.from,
          to_value: change.to,
        })),
      )
      .execute();
  }

  /**
   * The row's stage and version, or undefined: read first inside a change's transaction. On
   * PostgreSQL the row is locked until the transaction ends, so two changes to one application
   * take turns and the second reads what the first wrote (SQLite's write lock does the same).
   */
  async #current(trx: Db, id: string): Promise<{ stage: string; version: number } | undefined> {
    let query = trx.selectFrom("applications").select(["stage", "version"]).where("id", "=", id);
    if (this.#dialect === "postgres") query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && { stage: row.stage, version: Number(row.version) };
  }

  /**
   * The interviews that stand as the history keeps them: JSON, by day and time, each its day
   * ("2026-11-24") or its day and time ("2026-11-24 14:00").
   */
  async #interviewDays(trx: Db, id: string): Promise<string> {
    const rows = await trx
      .selectFrom("application_interviews")
      .select(["day", "time"])
      .where("application_id", "=", id)
      .where("cancelled_at", "is", null)
      .orderBy(sql`day, coalesce(time, '')`)
      .execute();
    return JSON.stringify(
      rows.map((row) => (row.time === null ? row.day : `${row.day} ${row.time}`)),
    );
  }

  /** `rows` as the inbox lists them, each with its last interview's day (one query for all). */
  async #summaries(rows: Row[], today: string, db: Db = this.#db): Promise<ApplicationSummary[]> {
    const last = await lastInterviews(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      receivedAt: row.received_at,
      name: row.name,
      phone: row.phone,
      postingId: row.posting_id,
      postingTitle: row.posting_title,
      region: row.region as Region,
      language: localeOf(row.language),
      stage: applicationStages.find((stage) => stage === row.stage) ?? "new",
      lastInterviewOn: last.get(row.id) ?? null,
      tellBy: row.tell_by,
      overdue: row.tell_by !== null && row.tell_by < today,
      resume: row.resume_state === null ? null : (row.resume_state as ResumeState),
      asksAccommodation: row.accommodation !== "",
    }));
  }

  async #versionedSummaries(rows: Row[], today: string): Promise<VersionedSummary[]> {
    const summaries = await this.#summaries(rows, today);
    return summaries.map((summary, index) => ({
      ...summary,
      version: Number(rows[index]!.version),
    }));
  }

  /**
   * Moves an application to `stage`, by `by`, from the version `from` that person saw: compared
   * and raised in the one statement that writes (compare-and-swap), so of two changes made from
   * one version only the first is written, through this instance or another; the other is
   * `stale`, and nothing of it is kept. A decided stage (offer, hired, not selected, withdrawn)
   * says the applicant was told: the 45-day date ends. Moving to the stage it is at writes nothing.
   */
  setStage(
    id: string,
    stage: ApplicationStage,
    { version, by }: { version: number; by: string },
    now = new Date(),
  ): Promise<VersionedChange> {
    return this.#write((trx) => this.#setStage(trx, id, stage, { version, by }, now));
  }

  /** `setStage`'s work, inside the caller's transaction. */
  async #setStage(
    trx: Db,
    id: string,
    stage: ApplicationStage,
    { version, by }: { version: number; by: string },
    now: Date,
  ): Promise<VersionedChange> {
    const current = await this.#current(trx, id);
    if (!current) return { outcome: "missing" };
    if (current.version !== version) return { outcome: "stale", version: current.version };
    if (current.stage === stage) return { outcome: "changed", version };
    const at = now.toISOString();
    const decided = decidedStages.includes(stage);
    const result = await trx
      .updateTable("applications")
      .set((eb) => ({
        stage,
        stage_changed_at: at,
        updated_at: at,
        ...(decided ? { tell_by: null } : {}),
        version: eb("version", "+", 1),
      }))
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n)
      return { outcome: "stale", version: (await this.#current(trx, id))!.version };
    await this.#recordVersion(trx, id, version + 1, at, by, [
      { field: "stage", from: current.stage, to: stage },
    ]);
    return { outcome: "changed", version: version + 1 };
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
  ): Promise<VersionedChange> {
    const interview = planOf(plan);
    return this.#write(async (trx) => {
      const current = await this.#current(trx, id);
      if (!current) return { outcome: "missing" };
      if (
        seen !== undefined &&
        seen < current.version &&
        (await this.#stageChangedSince(trx, id, seen))
      )
        return { outcome: "stale", version: current.version };
      const at = now.toISOString();
      const before = await this.#interviewDays(trx, id);
      const interviewId = randomUUID();
      await trx
        .insertInto("application_interviews")
        .values({
          application_id: id,
          id: interviewId,
          day: interview.day,
          time: interview.time,
          minutes: interview.minutes,
          place: interview.place,
          link: interview.link,
          interviewer_id: interview.interviewerId,
          recorded_at: at,
          recorded_by: by,
        })
        .execute();
      const last = (await lastInterviews(trx, [id])).get(id)!;
      await trx
        .updateTable("applications")
        .set((eb) => ({
          tell_by: addDays(last, daysToTellApplicant),
          updated_at: at,
          stage: "interview",
          stage_changed_at: sql`CASE WHEN stage = 'interview' THEN stage_changed_at ELSE ${at} END`,
          version: eb("version", "+", 1),
        }))
        .where("id", "=", id)
        .execute();
      const version = current.version + 1;
      await this.#recordVersion(trx, id, version, at, by, [
        ...(current.stage === "interview"
          ? []
          : [{ field: "stage" as const, from: current.stage, to: "interview" }]),
        { field: "interviews", from: before, to: await this.#interviewDays(trx, id) },
      ]);
      if (invite) await queueInterviewMail(trx, id, interviewId, "invitation", at);
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
  ): Promise<VersionedChange> {
    return this.#changeOneInterview(id, interviewId, version, by, now, async (trx) => {
      await trx
        .updateTable("application_interviews")
        .set((eb) => ({
          day: plan.day,
          time: plan.time,
          minutes: plan.minutes,
          place: plan.place,
          link: plan.link,
          interviewer_id: plan.interviewerId,
          sequence: eb("sequence", "+", 1),
        }))
        .where("id", "=", interviewId)
        .execute();
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
  ): Promise<VersionedChange> {
    return this.#changeOneInterview(id, interviewId, version, by, now, async (trx, at) => {
      await trx
        .updateTable("application_interviews")
        .set((eb) => ({ cancelled_at: at, sequence: eb("sequence", "+", 1) }))
        .where("id", "=", interviewId)
        .execute();
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
    write: (trx: Db, at: string) => Promise<InterviewMailKind | null>,
  ): Promise<VersionedChange> {
    return this.#write(async (trx) => {
      const current = await this.#current(trx, id);
      if (!current) return { outcome: "missing" };
      if (current.version !== version) return { outcome: "stale", version: current.version };
      const interview = await trx
        .selectFrom("application_interviews")
        .select("id")
        .where("id", "=", interviewId)
        .where("application_id", "=", id)
        .where("cancelled_at", "is", null)
        .executeTakeFirst();
      if (!interview) return { outcome: "missing" };
      const at = now.toISOString();
      const before = await this.#interviewDays(trx, id);
      const mail = await write(trx, at);
      const last = (await lastInterviews(trx, [id])).get(id) ?? null;
      const told = decidedStages.includes(current.stage as ApplicationStage);
      const result = await trx
        .updateTable("applications")
        .set((eb) => ({
          tell_by: told || last === null ? null : addDays(last, daysToTellApplicant),
          updated_at: at,
          version: eb("version", "+", 1),
        }))
        .where("id", "=", id)
        .where("version", "=", version)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n)
        throw new Error("the application changed inside its transaction");
      await this.#recordVersion(trx, id, version + 1, at, by, [
        { field: "interviews", from: before, to: await this.#interviewDays(trx, id) },
      ]);
      if (mail) await queueInterviewMail(trx, id, interviewId, mail, at);
      return { outcome: "changed", version: version + 1, interview: interviewId };
    });
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
  ): Promise<{ id: string; result: VersionedChange; reply?: Reply }[]> {
    return this.#write(async (trx) => {
      const results: { id: string; result: VersionedChange; reply?: Reply }[] = [];
      for (const item of items) {
        const result = await this.#setStage(
          trx,
          item.id,
          stage,
          { version: item.version, by },
          now,
        );
        const moved = result.outcome === "changed" && result.version !== item.version;
        const answer = moved ? reply?.(item.id) : undefined;
        if (!moved || !answer) {
          results.push({ id: item.id, result });
          continue;
        }
        const queued = await this.replies.queueWithin(
          trx,
          item.id,
          by,
          answer,
          result.version,
          now,
        );
        // Moved from the version seen, so no reply can have been written since it.
        if (queued.outcome !== "queued") throw new Error(`Reply to ${item.id} not queued`);
        results.push({
          id: item.id,
          result: { outcome: "changed", version: queued.reply.version },
          reply: queued.reply,
        });
      }
      return results;
    });
  }

  /**
   * The applicants' interview e-mails due now, oldest first, claimed for `mailClaimMs` (`claimDue`:
   * another instance's outbox does not take them meanwhile).
   */
  dueInterviewMail(limit: number, now = new Date()): Promise<InterviewMailJob[]> {
    return this.#write(async (trx) => {
      const ids = await claimDue(trx, this.#dialect, "interview_mail", limit, now);
      if (ids.length === 0) return [];
      const rows = await trx
        .selectFrom("interview_mail as m")
        .innerJoin("applications as a", "a.id", "m.application_id")
        .innerJoin("application_interviews as i", "i.id", "m.interview_id")
        .select([
          "m.id as job_id",
          "m.kind as job_kind",
          "m.attempts",
          "a.id as application_id",
          "a.language",
          "a.email",
          "a.posting_id",
          "a.posting_title",
          "i.id",
          "i.day",
          "i.time",
          "i.minutes",
          "i.place",
          "i.link",
          "i.interviewer_id",
          "i.sequence",
          "i.cancelled_at",
        ])
        .where("m.id", "in", ids)
        .orderBy("m.next_attempt_at")
        .orderBy("m.id")
        .execute();
      return rows.map((row) => ({
        id: Number(row.job_id),
        kind: row.job_kind,
        attempts: Number(row.attempts),
        applicationId: row.application_id,
        language: localeOf(row.language),
        email: row.email,
        postingId: row.posting_id,
        postingTitle: row.posting_title,
        interview: interviewOf({ ...row, application_id: row.application_id } as never),
      }));
    });
  }

  markInterviewMailSent(jobId: number, now = new Date()): Promise<void> {
    return markSent(this.#db, "interview_mail", jobId, now);
  }

  markInterviewMailFailed(jobId: number, code: string, retryAt: Date): Promise<void> {
    return markFailed(this.#db, "interview_mail", jobId, code, retryAt);
  }

  releaseInterviewMail(jobId: number): Promise<void> {
    return release(this.#db, "interview_mail", jobId);
  }

  /** Whether a change since `version` moved the stage. */
  async #stageChangedSince(trx: Db, id: string, version: number): Promise<boolean> {
    const row = await trx
      .selectFrom("application_changes")
      .select("version")
      .where("application_id", "=", id)
      .where("version", ">", version)
      .where("field", "=", "stage")
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Adds a note by `by`: an addition that undoes nobody's work, so it is merged onto whatever
   * changed since the person's version; it raises the version, so every open page learns of it.
   */
  addNote(id: string, text: string, by: string, now = new Date()): Promise<VersionedChange> {
    return this.#write(async (trx) => {
      const current = await this.#current(trx, id);
      if (!current) return { outcome: "missing" };
      const at = now.toISOString();
      const { n } = await trx
        .selectFrom("application_notes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("application_id", "=", id)
        .executeTakeFirstOrThrow();
      const count = Number(n);
      await trx
        .updateTable("applications")
        .set((eb) => ({ updated_at: at, version: eb("version", "+", 1) }))
        .where("id", "=", id)
        .execute();
      await trx
        .insertInto("application_notes")
        .values({ id: randomUUID(), application_id: id, at, person_id: by, text })
        .execute();
      const version = current.version + 1;
      await this.#recordVersion(trx, id, version, at, by, [
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
  deleteExpired(before: Date): Promise<{ count: number; files: string[] }> {
    return this.#write(async (trx) => {
      const rows = await trx
        .deleteFrom("applications")
        .where("stage", "!=", "hired")
        .where("updated_at", "<", before.toISOString())
        .returning("resume_stored")
        .execute();
      return {
        count: rows.length,
        files: rows.flatMap((row) => (row.resume_stored === null ? [] : [row.resume_stored])),
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
  ): Promise<
    | { outcome: "deleted"; stored: string | null }
    | { outcome: "stale"; version: number }
    | { outcome: "missing" }
  > {
    return this.#write(async (trx) => {
      const current = await this.#current(trx, id);
      if (!current) return { outcome: "missing" };
      const deleted = await trx
        .deleteFrom("applications")
        .where("id", "=", id)
        .where("version", "=", version)
        .returning("resume_stored")
        .executeTakeFirst();
      if (!deleted) return { outcome: "stale", version: current.version };
      return { outcome: "deleted", stored: deleted.resume_stored };
    });
  }

  /** Every résumé name the store refers to: files on disk outside this set are strays. */
  async storedFiles(): Promise<Set<string>> {
    const rows = await this.#db
      .selectFrom("applications")
      .select("resume_stored")
      .where("resume_stored", "is not", null)
      .execute();
    return new Set(rows.map((row) => String(row.resume_stored)));
  }

  /**
   * Mail due now, oldest first, claimed for `mailClaimMs` (`claimDue`: another instance's outbox
   * does not take it meanwhile).
   */
  dueMail(limit: number, now = new Date()): Promise<ApplicationMailJob[]> {
    return this.#write(async (trx) => {
      const ids = await claimDue(trx, this.#dialect, "application_mail", limit, now);
      if (ids.length === 0) return [];
      const rows = await trx
        .selectFrom("application_mail as m")
        .innerJoin("applications as a", "a.id", "m.application_id")
        .select([
          "m.id",
          "m.kind",
          "m.attempts",
          "a.id as application_id",
          "a.posting_id",
          "a.language",
          "a.email",
          "a.posting_title",
          "a.posting_slug",
          "a.received_at",
        ])
        .where("m.id", "in", ids)
        .orderBy("m.next_attempt_at")
        .orderBy("m.id")
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind === "applicant" ? "applicant" : "team",
        attempts: Number(row.attempts),
        applicationId: row.application_id,
        postingId: row.posting_id,
        language: localeOf(row.language),
        email: row.email,
        postingTitle: row.posting_title,
        postingSlug: row.posting_slug,
        receivedAt: row.received_at,
      }));
    });
  }

  markSent(jobId: number, now = new Date()): Promise<void> {
    return markSent(this.#db, "application_mail", jobId, now);
  }

  markFailed(jobId: number, code: string, retryAt: Date): Promise<void> {
    return markFailed(this.#db, "application_mail", jobId, code, retryAt);
  }

  releaseMail(jobId: number): Promise<void> {
    return release(this.#db, "application_mail", jobId);
  }

  /**
   * Copies SQLite's write-ahead log into the file and empties it: after a deletion, the deleted
   * rows' old pages would otherwise stay readable in the -wal file until the next checkpoint.
   * Nothing to do on PostgreSQL, whose own files are the server's to keep (decision 029).
   */
  async checkpoint(): Promise<void> {
    if (this.#dialect === "sqlite") await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(this.#db);
  }
}

async function byKeyIn(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("applications")
    .select("id")
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row?.id;
}

/** The last day of an interview that stands, of each of `ids` that has one. */
async function lastInterviews(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("application_interviews")
    .select((eb) => ["application_id", eb.fn.max("day").as("day")])
    .where("application_id", "in", ids)
    .where("cancelled_at", "is", null)
    .groupBy("application_id")
    .execute();
  return new Map(rows.map((row) => [row.application_id, row.day]));
}

/** Queues the applicant's e-mail about an interview, when they gave an address. */
async function queueInterviewMail(
  trx: Db,
  id: string,
  interviewId: string,
  kind: InterviewMailKind,
  at: string,
): Promise<void> {
  await trx
    .insertInto("interview_mail")
    .columns(["application_id", "interview_id", "kind", "next_attempt_at"])
    .expression((eb) =>
      eb
        .selectFrom("applications")
        .select((inner) => [
          "id",
          inner.val(interviewId).as("interview_id"),
          inner.val(kind).as("kind"),
          inner.val(at).as("next_attempt_at"),
        ])
        .where("id", "=", id)
        .where("email", "!=", ""),
    )
    .execute();
}

/**
 * Claims the jobs of `table` due at `now` (not sent, their attempt's time come, claimed by no
 * instance or by one whose claim ran out), oldest first and `limit` at most: they are this
 * instance's until `mailClaimMs` after `now`, and another instance's outbox does not take them
 * meanwhile. On PostgreSQL, jobs another instance is claiming at this moment are skipped, not
 * waited for. Returns their ids, oldest first.
 */
async function claimDue(
  trx: Db,
  dialect: Dialect,
  table: MailTable,
  limit: number,
  now: Date,
): Promise<number[]> {
  const at = now.toISOString();
  let due = trx
    .selectFrom(table)
    .select("id")
    .where("sent_at", "is", null)
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", at)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  if (dialect === "postgres") due = due.forUpdate().skipLocked();
  const ids = (await due.execute()).map((row) => Number(row.id));
  if (ids.length > 0)
    await trx
      .updateTable(table)
      .set({ claimed_until: new Date(now.getTime() + mailClaimMs).toISOString() })
      .where("id", "in", ids)
      .execute();
  return ids;
}

/** Records the job `jobId` of `table` as sent, its claim ended. */
async function markSent(db: Db, table: MailTable, jobId: number, now: Date): Promise<void> {
  await db
    .updateTable(table)
    .set({ sent_at: now.toISOString(), last_error: null, claimed_until: null })
    .where("id", "=", jobId)
    .execute();
}

/** Ends the claim on the job `jobId` of `table`, taken and not sent (the outbox stopping). */
async function release(db: Db, table: MailTable, jobId: number): Promise<void> {
  await db
    .updateTable(table)
    .set({ claimed_until: null })
    .where("id", "=", jobId)
    .where("sent_at", "is", null)
    .execute();
}

/** Records a failed attempt of the job `jobId` of `table`, and when to try again; its claim ended. */
async function markFailed(
  db: Db,
  table: MailTable,
  jobId: number,
  code: string,
  retryAt: Date,
): Promise<void> {
  await db
    .updateTable(table)
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      last_error: code,
      next_attempt_at: retryAt.toISOString(),
      claimed_until: null,
    }))
    .where("id", "=", jobId)
    .execute();
}
