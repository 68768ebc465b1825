/**
 * The staff's inbox over the stored inquiries: the one data layer that the web inbox
 * (server/staff/inquiry-routes.ts) and `npm run inbox` share. It lives on the submissions store's
 * database (`store.inbox`, the `submissions` part), so the words of an inquiry, its notes and its
 * search index are in one place, deleted together.
 *
 * Each inquiry carries its team (from the Recipient the visitor chose; staff can move it), a status,
 * an assignee, a `version` that every change raises (two people changing one inquiry never
 * overwrite each other silently: a change is `UPDATE … WHERE version = $n`), and a `seq` from one
 * counter that every change, note and arrival raises (how open pages learn that something
 * changed, without reading the inquiries).
 *
 * Lists are newest first by rowid, which is the order of arrival: a row's id is given when it is
 * stored, with `received_at` set at that moment, so walking the table backwards needs no sort. On
 * PostgreSQL a `rowid` identity column stands in for SQLite's.
 *
 * Search: SQLite FTS5 with diacritics removed, so "demence" finds "démence"
 * (https://sqlite.org/fts5.html#unicode61_tokenizer). On PostgreSQL a `tsvector` column with a
 * GIN index holds the same words, folded here the way FTS5 folds them (`searchWords`: alike but
 * for eleven rare Latin letters), and each word typed is a prefix, all of them required, as in
 * FTS5. Neither ranks: what is found is listed in the inbox's own order (overdue first, then
 * newest), so FTS5's bm25 and PostgreSQL's ts_rank never have to agree.
 *
 * The working day (docs/decisions/019-inbox-for-a-working-day.md): each inquiry also carries
 * `reply_due_at` (the reply promise, from business-days.ts, fixed when it arrives),
 * `first_contact_at` (the first contact, as content/staff-ui.ts `firstContact` says: a call that
 * reached the person or left a message, or a status that says they were answered) and `due_at`:
 * when someone must next act on it. `due_at` is the reply promise until the first contact (or an
 * attempt planned before the promise), then the next attempt planned with the last call logged,
 * and NULL when nothing is planned or it is closed. An inquiry is overdue when `due_at` has passed; lists put those first,
 * by the one index on `due_at`, so that being overdue is never computed row by row.
 * Calls are logged in `inquiry_calls`, append-only, beside the notes.
 */
import {
  type Expression,
  type Generated,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  sql,
} from "kysely";
import { dayOf, endOfDay } from "./business-days.ts";
import { type InquiryKey, inquiryKeys } from "../../content/inquiry-form.ts";
import { defaultLocale, locales } from "../../content/locale.ts";
import { site } from "../../content/site.ts";
import {
  closedStatuses,
  firstContact,
  type InquiryStatus,
  inquiryStatuses,
} from "../../content/staff-ui.ts";
import { phoneVariants } from "../../content/phone.ts";
import type { Dialect } from "../db/database.ts";
import { inWriteTransaction } from "../db/transaction.ts";
import { type NewReply, Replies, type ReplyResult, type ReplyTable } from "./replies.ts";
import type { StoredSubmission, Submission } from "./validate.ts";

/** An inquiry's row: the form's fields by key, and where it stands. */
export type SubmissionTable = Record<InquiryKey, string | null> & {
  /** SQLite's own row number; on PostgreSQL an identity column (the order of arrival). */
  rowid: Generated<number>;
  id: string;
  idempotency_key: string | null;
  received_at: string;
  team: string;
  status: Generated<string>;
  assignee_id: Generated<string | null>;
  version: Generated<number>;
  seq: number;
  closed_at: Generated<string | null>;
  held: Generated<number>;
  language: string;
  reply_due_at: string | null;
  due_at: string | null;
  first_contact_at: Generated<string | null>;
  /** PostgreSQL only: the search words (`searchDocument`), under a GIN index. */
  search?: RawBuilder<unknown>;
};

/** The `submissions` part's tables (server/db/migrations/submissions/). */
export interface SubmissionTables {
  submissions: SubmissionTable;
  /** SQLite only: the FTS5 index, by the inquiry's rowid. */
  submissions_search: {
    rowid: number;
    name: string;
    email: string;
    phone: string;
    message: string;
  };
  outbox: {
    submission_id: string;
    attempts: Generated<number>;
    next_attempt_at: string;
    sent_at: Generated<string | null>;
    last_error: Generated<string | null>;
    /** Until when an instance's outbox has it (migration 002); null when none has. */
    claimed_until: string | null;
  };
  health: { id: number; checked_at: string };
  inquiry_notes: {
    id: Generated<number>;
    inquiry_id: string;
    person_id: string;
    at: string;
    text: string;
  };
  inquiry_calls: {
    id: Generated<number>;
    inquiry_id: string;
    person_id: string;
    at: string;
    outcome: string;
    note: string;
    next_attempt_at: string | null;
  };
  inquiry_reads: { inquiry_id: string; person_id: string };
  inquiry_replies: ReplyTable;
}

type Db = Kysely<SubmissionTables>;

/** The columns of an inquiry the inbox reads (never PostgreSQL's search words, nor rowid). */
export const inquiryColumns = [
  "id",
  "received_at",
  ...inquiryKeys,
  "team",
  "status",
  "assignee_id",
  "version",
  "closed_at",
  "held",
  "language",
  "reply_due_at",
  "due_at",
  "first_contact_at",
] as const;

/** An inquiry's row as read: its columns, and when its notification went (a join). */
export type InquiryRow = Record<string, unknown>;

/** What came of a call, in the order the form offers them. */
export const callOutcomes = ["reached", "voicemail", "no-answer", "wrong-number"] as const;

/** What came of a call: reached the person, left a voicemail, no answer, or a wrong number. */
export type CallOutcome = (typeof callOutcomes)[number];

/** A call logged on an inquiry: append-only, like notes. */
export interface Call {
  id: number;
  inquiryId: string;
  /** Who called. */
  personId: string;
  /** When the call was logged (ISO). */
  at: string;
  outcome: CallOutcome;
  /** An optional note, "" when none. */
  note: string;
  /** The next attempt planned with this call (ISO), or null. */
  nextAttemptAt: string | null;
}

/** A call to log: its outcome, and optionally a note and when to try next. */
export interface NewCall {
  outcome: CallOutcome;
  note?: string;
  /** The next attempt (ISO time): the inquiry becomes due then. */
  nextAttemptAt?: string | null;
}

/** The statuses of open work: the inbox's default view. */
export const openStatuses: readonly InquiryStatus[] = ["new", "in-progress", "waiting"];

/** Every team: the reach of an administrator, and of `npm run inbox` on the server itself. */
export const everyTeam: readonly string[] = Object.keys(site.teams);

/** What the search index holds for an inquiry; the phone also as bare digits ("4165550199"). */
export function searchText(inquiry: Submission): [string, string, string, string] {
  const digits = inquiry.phone.replace(/\D/g, "");
  return [inquiry.name, inquiry.email, `${inquiry.phone} ${digits}`, inquiry.message];
}

/**
 * A search box's words as an FTS5 query: each word a quoted prefix, all of them required. Quoting
 * every word keeps FTS5's own syntax (AND, NEAR, column:) out of what people type.
 */
export function searchQuery(words: string): string | undefined {
  const tokens = words.match(/[\p{L}\p{N}]+/gu);
  return tokens ? tokens.map((token) => `"${token}"*`).join(" ") : undefined;
}

/** The Latin letters FTS5's unicode61 tokenizer folds to their base letter (`remove_diacritics`). */
const latin = /^[\u0041-\u024F\u1E00-\u1EFF]/u;

/**
 * A text's words as FTS5's tokenizer (`unicode61 remove_diacritics 2`) makes them, for the
 * PostgreSQL search: letters and digits, lower case, a Latin letter's diacritics removed ("é"
 * is "e", so "demence" finds "démence"), any other character a separator. PostgreSQL's own
 * `unaccent` is an extension a managed database may not allow, and its parser keeps an e-mail
 * address whole, where FTS5 finds "example" in "ann@example.com": folding here keeps the two
 * alike. They part on rare letters only (FTS5 keeps "ǣ", which this folds to "æ"; server/contact/
 * inbox.test.ts compares them over the Latin letters).
 */
export function searchWords(text: string): string[] {
  const folded = [...text.toLowerCase()]
    .map((char) => {
      const base = char.normalize("NFD");
      return latin.test(base) ? base[0]! : char;
    })
    .join("")
    .replace(/[\u0300-\u036F]/gu, "");
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * What PostgreSQL's search column holds for an inquiry: `searchText`'s four fields as words, the
 * name under weight A, the e-mail B, the phone C and the message D, so a phone number can be
 * looked for in the phone alone (`related`). The words are already folded: the `simple`
 * configuration only lower-cases them.
 */
export function searchDocument(inquiry: Submission): RawBuilder<unknown> {
  const vectors = searchFieldWords(inquiry).map(
    (words, i) => sql`setweight(to_tsvector('simple', ${words}), ${searchWeights[i]!})`,
  );
  return sql`${sql.join(vectors, sql` || `)}`;
}

/** The weight of each of `searchText`'s fields in PostgreSQL's search column, in order. */
export const searchWeights = ["A", "B", "C", "D"] as const;

/** `searchText`'s four fields as the search column's words (`npm run migrate-to-postgres` too). */
export function searchFieldWords(inquiry: Submission): string[] {
  return searchText(inquiry).map((field) => searchWords(field).join(" "));
}

/**
 * A search box's words as a PostgreSQL tsquery, as `searchQuery` makes them for FTS5: each word
 * a prefix, all of them required. Each is quoted and passed as a value, so nothing typed is
 * read as the query syntax.
 */
export function searchTsQuery(words: string): string | undefined {
  const tokens = searchWords(words);
  return tokens.length > 0 ? tokens.map((token) => `'${token}':*`).join(" & ") : undefined;
}

/** An inquiry with where it stands. */
export interface StoredInquiry extends StoredSubmission {
  /** The team whose inbox it is in (content/site.ts `teams`). */
  team: string;
  status: InquiryStatus;
  /** The person handling it, or null. */
  assigneeId: string | null;
  /** Raised by every change; a change names the version it was made on. */
  version: number;
  /** On hold (an access request or complaint): never deleted until the hold is lifted. */
  held: boolean;
  /** When it was last set Done or Spam. */
  closedAt: string | null;
  /** When the department's e-mail was sent, or null. */
  mailedAt: string | null;
  /** The reply promise: by when the first reply is due (business-days.ts `replyDueBy`). */
  replyDueAt: string;
  /** When someone must next act on it: the promise while New and uncalled, else the next planned attempt; null when nothing is planned or it is closed. */
  dueAt: string | null;
  /** The first contact (content/staff-ui.ts `firstContact`); null before. */
  firstContactAt: string | null;
}

/** An inquiry as the list shows it: the first words of the message, not all of it. */
export type InquirySummary = Omit<StoredInquiry, "message"> & {
  excerpt: string;
  /** True when the person asking has not opened it yet. */
  unread: boolean;
  /** True when `dueAt` had passed when the list was read. */
  overdue: boolean;
};

/** An internal note: append-only. */
export interface Note {
  id: number;
  inquiryId: string;
  personId: string;
  at: string;
  text: string;
}

/** Which inquiries to show. `teams` is the caller's reach, always applied. */
export interface InboxFilter {
  /** The teams the caller may read: every query is limited to them. */
  teams: readonly string[];
  /**
   * One status; undefined is every status but Spam; "all" is every status; "open" is New, In
   * progress and Waiting for caller; "due" is what is due by the end of today (Toronto time),
   * overdue included, soonest first.
   */
  status?: InquiryStatus | "all" | "open" | "due";
  /** One of `teams`. */
  team?: string;
  /** Only those assigned to this person. */
  assigneeId?: string;
  /** Received at or after, before (ISO times). */
  since?: string;
  until?: string;
  /** Words to find in the name, e-mail, phone or message. */
  search?: string;
  /** One Recipient choice (`npm run inbox -- --recipient`). */
  recipient?: string;
  /** Leave these out: the inquiries a colleague has open now (presence, decision 028). */
  excludeIds?: readonly string[];
}

/** A change to an inquiry; fields left out stay as they are. */
export interface InquiryChange {
  status?: InquiryStatus;
  assigneeId?: string | null;
  team?: string;
}

/** One field a change altered, for the audit trail. */
export interface Altered {
  field: keyof InquiryChange;
  from: string | null;
  to: string | null;
}

/** The result of a change: done, or refused because someone changed it first. */
export type ChangeResult =
  | { outcome: "changed"; inquiry: StoredInquiry; altered: Altered[] }
  | { outcome: "conflict"; inquiry: StoredInquiry };

/** A call logged, or refused because the inquiry was closed since the version it was made on. */
export type CallResult =
  | { outcome: "logged"; call: Call; inquiry: StoredInquiry; altered: Altered[] }
  | { outcome: "conflict"; inquiry: StoredInquiry };

/**
 * The next value of the change counter, as SQL: read inside the write that sets it, after
 * `takeTurn`, so no two writes get the same one, and they commit in its order.
 */
const nextSeq = sql<number>`(SELECT coalesce(max(seq), 0) + 1 FROM submissions)`;

/**
 * Waits for the inbox's turn to write, first in every transaction that raises the change counter.
 * SQLite's write lock (BEGIN IMMEDIATE) already makes writers take turns. On PostgreSQL two
 * instances' transactions would run side by side: both would read the same `max(seq)`, or commit
 * a lower number after a higher one that a page has already seen, and that page would never
 * learn of the change. A transaction-scoped advisory lock makes them take turns, as SQLite's do;
 * it also means a change reads the inquiry as the last one committed it.
 * https://www.postgresql.org/docs/current/explicit-locking.html#ADVISORY-LOCKS
 */
async function takeTurn(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect === "postgres")
    await sql`SELECT pg_advisory_xact_lock(hashtext('submissions.seq'))`.execute(trx);
}

/**
 * An inquiry's fields from its row, by key. A field added after it arrived (NULL) is left out:
 * it was never asked, so staff are shown nothing for it.
 */
export function fieldsOf(row: Record<string, unknown>): Submission {
  return Object.fromEntries(
    inquiryKeys.flatMap((key) =>
      row[key] === null || row[key] === undefined ? [] : [[key, String(row[key])]],
    ),
  ) as Submission;
}

const textOrNull = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

function toInquiry(row: InquiryRow): StoredInquiry {
  return {
    id: String(row.id),
    receivedAt: String(row.received_at),
    ...fieldsOf(row),
    language: locales.find((locale) => locale === row.language) ?? defaultLocale,
    team: String(row.team),
    status: String(row.status) as InquiryStatus,
    assigneeId: textOrNull(row.assignee_id),
    version: Number(row.version),
    held: Number(row.held) === 1,
    closedAt: textOrNull(row.closed_at),
    mailedAt: textOrNull(row.sent_at),
    replyDueAt: String(row.reply_due_at),
    dueAt: textOrNull(row.due_at),
    firstContactAt: textOrNull(row.first_contact_at),
  };
}

/** `values` as SQL's `column IN (…)`, which no row matches when there are none. */
function isIn(column: RawBuilder<unknown>, values: readonly string[]): RawBuilder<SqlBool> {
  return values.length > 0
    ? sql<SqlBool>`${column} IN (${sql.join(values)})`
    : sql<SqlBool>`${column} IN (NULL)`;
}

/**
 * A column of `s` as a condition names it. On SQLite, `unindexed` puts "+" before it: the planner
 * then does not look it up by an index (for a page of rows, walking the table newest first and
 * stopping at the page's end is faster than gathering every matching row and sorting it).
 * PostgreSQL's planner weighs that itself, and has no such operator on text.
 */
function columnOf(name: string, dialect: Dialect, unindexed: boolean): RawBuilder<unknown> {
  return sql.raw(`${unindexed && dialect === "sqlite" ? "+" : ""}s.${name}`);
}

/**
 * The WHERE clause of a filter. For a page of rows (`forRows`), no column is looked up by an
 * index (`columnOf`); counting uses the indexes. `now` places "due by the end of today".
 */
function where(
  filter: InboxFilter,
  dialect: Dialect,
  forRows = false,
  now = new Date(),
): RawBuilder<SqlBool> {
  const clauses: RawBuilder<unknown>[] = [];
  const column = (name: string) => columnOf(name, dialect, forRows);
  const teams = filter.team ? filter.teams.filter((team) => team === filter.team) : filter.teams;
  clauses.push(isIn(column("team"), teams));
  if (filter.status === undefined) clauses.push(sql`${column("status")} != 'spam'`);
  else if (filter.status === "open") clauses.push(isIn(column("status"), openStatuses));
  else if (filter.status === "due") {
    // By the due index even for rows: the Due view is read in the order of that index. Closed
    // inquiries have no due time.
    clauses.push(sql`s.due_at <= ${endOfDay(dayOf(now)).toISOString()}`);
  } else if (filter.status !== "all") clauses.push(sql`${column("status")} = ${filter.status}`);
  // By its index even for rows: one person's inquiries are few, and the index keeps them in
  // order of arrival.
  if (filter.assigneeId) clauses.push(sql`s.assignee_id = ${filter.assigneeId}`);
  if (filter.since) clauses.push(sql`${column("received_at")} >= ${filter.since}`);
  if (filter.until) clauses.push(sql`${column("received_at")} < ${filter.until}`);
  if (filter.recipient) clauses.push(sql`${column("recipient")} = ${filter.recipient}`);
  if (filter.excludeIds && filter.excludeIds.length > 0)
    clauses.push(sql`s.id NOT IN (${sql.join(filter.excludeIds)})`);
  if (filter.search) {
    if (dialect === "postgres") {
      const query = searchTsQuery(filter.search);
      if (query) clauses.push(sql`s.search @@ ${query}::tsquery`);
    } else {
      const query = searchQuery(filter.search);
      if (query)
        clauses.push(
          sql`s.rowid IN (SELECT rowid FROM submissions_search WHERE submissions_search MATCH ${query})`,
        );
    }
  }
  return sql<SqlBool>`${sql.join(clauses, sql` AND `)}`;
}

/** The inquiry's columns of `s`, as a SELECT lists them. */
const selected = sql.join(inquiryColumns.map((column) => sql.ref(`s.${column}`)));

/** What the list selects for a row: the inquiry, the first words of its message, whether read. */
function rowColumns(readerId: string): RawBuilder<unknown> {
  return sql`${selected}, substr(s.message, 1, 160) AS excerpt, o.sent_at,
    NOT EXISTS (SELECT 1 FROM inquiry_reads r WHERE r.inquiry_id = s.id AND r.person_id = ${readerId}) AS unread`;
}

/** Every inquiry with when its notification went. */
const withMail = sql`submissions s LEFT JOIN outbox o ON o.submission_id = s.id`;

/** How many inquiries of a view there are in each status, team, and due or overdue. */
export interface InboxCounts {
  /** Per status, in the caller's teams (Spam included). */
  byStatus: Record<InquiryStatus, number>;
  /** Open work (New, In progress, Waiting for caller) per team. */
  openByTeam: Record<string, number>;
  /** Open work in all the caller's teams. */
  open: number;
  /**
   * Due by the end of today (Toronto time), overdue included: the Due today view, and the morning
   * e-mail's "due today" (server/staff/digest.ts). Closed inquiries have no due time.
   */
  due: number;
  /** Past their due time: the reply promise, or a planned next attempt. */
  overdue: number;
}

/** What the report reads of one inquiry: when it came, its promise, its first contact; no words. */
export interface ContactFacts {
  team: string;
  status: InquiryStatus;
  receivedAt: string;
  /** The reply promise fixed when it arrived. */
  replyDueAt: string;
  /** The first contact (content/staff-ui.ts `firstContact`); null before, or when not recorded. */
  firstContactAt: string | null;
  /**
   * When someone must next act: before the first contact, the promise (or an attempt planned
   * sooner), so an open inquiry not yet contacted always has one; null once closed, and for those
   * moved on from New before first contacts were recorded.
   */
  dueAt: string | null;
}

/**
 * The replies of the inquiries (server/contact/replies.ts): a reply raises the inquiry's change
 * number, so it waits for the inbox's turn first (`takeTurn`).
 */
class InquiryReplies extends Replies {
  readonly #db: Db;
  readonly #dialect: Dialect;

  constructor(db: Db, dialect: Dialect) {
    // A reply is a change the live list shows, like any other.
    super(db, dialect, {
      table: "inquiry_replies",
      records: "submissions",
      alsoSet: { seq: nextSeq },
    });
    this.#db = db;
    this.#dialect = dialect;
  }

  override queue(
    recordId: string,
    personId: string,
    reply: NewReply,
    version: number,
    now = new Date(),
  ): Promise<ReplyResult> {
    return inWriteTransaction(this.#db, this.#dialect, async (trx) => {
      await takeTurn(trx, this.#dialect);
      return this.queueWithin(trx, recordId, personId, reply, version, now);
    });
  }
}

/** Up to this many matches, a search's list is sorted rather than walked (`Inbox.list`). */
const sortedSearchMatches = 5_000;

/** An inquiry as `db` (the database, or a transaction in it) has it now. */
async function inquiryIn(db: Db, id: string): Promise<StoredInquiry | undefined> {
  const row = await db
    .selectFrom("submissions as s")
    .leftJoin("outbox as o", "o.submission_id", "s.id")
    .select([...inquiryColumns.map((column) => `s.${column}` as const), "o.sent_at"])
    .where("s.id", "=", id)
    .executeTakeFirst();
  return row && toInquiry(row);
}

export class Inbox {
  readonly #db: Db;
  readonly #dialect: Dialect;
  /** Replies written to the families from their inquiries (server/contact/replies.ts). */
  readonly replies: Replies;

  constructor(db: Db, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
    this.replies = new InquiryReplies(db, dialect);
  }

  /** SQL for the next change number, for the store's INSERT (after `takeTurn`). */
  get nextSeq(): RawBuilder<number> {
    return nextSeq;
  }

  /** Waits, inside a write transaction, for the inbox's turn to raise the change number. */
  takeTurn(trx: Db): Promise<void> {
    return takeTurn(trx, this.#dialect);
  }

  /** A column as a condition names it, kept off its index on SQLite (`columnOf`). */
  #unindexed(name: string): RawBuilder<unknown> {
    return columnOf(name, this.#dialect, true);
  }

  async #count(condition: Expression<SqlBool>): Promise<number> {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM submissions s WHERE ${condition}`.execute(this.#db);
    return Number(rows[0]!.n);
  }

  /**
   * A page of inquiries and how many match in all. Those whose due time has passed come first,
   * the longest overdue at the top, the first to arrive first among equals (by the `due_at`
   * index); then the rest, newest first (by rowid). The Due view is one list, soonest due first.
   */
  async list(
    filter: InboxFilter,
    page: { offset: number; limit: number },
    readerId = "",
    now = new Date(),
  ): Promise<{ rows: InquirySummary[]; total: number }> {
    const db = this.#db;
    const at = now.toISOString();
    // What is due is found by the due index alone (on SQLite "+" keeps the planner off the
    // others): the team index would walk every inquiry of the team, 10 ms for 50,000.
    const byDue = where(filter, this.#dialect, true, now);
    const counted = filter.status === "due" ? byDue : where(filter, this.#dialect, false, now);
    const total = await this.#count(counted);
    const columns = rowColumns(readerId);
    let rows: InquiryRow[];
    if (filter.status === "due") {
      rows = (
        await sql<InquiryRow>`SELECT ${columns} FROM ${withMail} WHERE ${byDue}
          ORDER BY s.due_at, s.rowid LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db)
      ).rows;
    } else {
      // First part: overdue.
      const overdue = await this.#count(sql<SqlBool>`${byDue} AND s.due_at <= ${at}`);
      rows =
        page.offset < overdue
          ? (
              await sql<InquiryRow>`SELECT ${columns} FROM ${withMail} WHERE ${byDue} AND s.due_at <= ${at}
                ORDER BY s.due_at, s.rowid LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db)
            ).rows
          : [];
      const left = page.limit - rows.length;
      if (left > 0) {
        // Then the rest, newest first: walking the table back from the newest, which finds a
        // page at once when many match. A search that matches few is sorted instead, its
        // matches found by the search index: walking a million inquiries to find one person's
        // took 0.8 s on PostgreSQL, sorting them 11 ms (`npm run bench`, databases part).
        const dueAt = this.#unindexed("due_at");
        const newestFirst =
          filter.search && total <= sortedSearchMatches ? sql`s.rowid + 0 DESC` : sql`s.rowid DESC`;
        rows.push(
          ...(
            await sql<InquiryRow>`SELECT ${columns} FROM ${withMail}
              WHERE ${byDue} AND (${dueAt} IS NULL OR ${dueAt} > ${at})
              ORDER BY ${newestFirst} LIMIT ${left} OFFSET ${Math.max(0, page.offset - overdue)}`.execute(
              db,
            )
          ).rows,
        );
      }
    }
    return {
      total,
      rows: rows.map((row) => {
        // The list carries the first words of the message, never all of it.
        const summary: Partial<StoredInquiry> = toInquiry(row);
        delete summary.message;
        return {
          ...(summary as Omit<StoredInquiry, "message">),
          excerpt: String(row.excerpt),
          // SQLite answers 1 or 0, PostgreSQL true or false.
          unread: Number(row.unread) === 1,
          overdue: row.due_at !== null && String(row.due_at) <= at,
        };
      }),
    };
  }

  /**
   * How many inquiries of `teams` are in each status, how much open work each team has, and how
   * many are due today or overdue: the filter's counts, the navigation's and the morning e-mail's
   * (one definition, so they never disagree at one moment). By the indexes only.
   */
  async counts(teams: readonly string[], now = new Date()): Promise<InboxCounts> {
    const byStatus = Object.fromEntries(
      Object.keys(inquiryStatuses).map((status) => [status, 0]),
    ) as Record<InquiryStatus, number>;
    const openByTeam: Record<string, number> = Object.fromEntries(teams.map((team) => [team, 0]));
    const grouped = await this.#db
      .selectFrom("submissions")
      .select((eb) => ["team", "status", eb.fn.countAll<number>().as("n")])
      .where(isIn(sql.ref("team"), teams))
      .groupBy(["team", "status"])
      .execute();
    for (const row of grouped) {
      const status = String(row.status) as InquiryStatus;
      if (!Object.hasOwn(byStatus, status)) continue;
      byStatus[status] += Number(row.n);
      if (openStatuses.includes(status))
        openByTeam[String(row.team)] = (openByTeam[String(row.team)] ?? 0) + Number(row.n);
    }
    const dueCount = (before: string) =>
      this.#count(sql<SqlBool>`s.due_at <= ${before} AND ${isIn(this.#unindexed("team"), teams)}`);
    return {
      byStatus,
      openByTeam,
      open: openStatuses.reduce((sum, status) => sum + byStatus[status], 0),
      due: await dueCount(endOfDay(dayOf(now)).toISOString()),
      overdue: await dueCount(now.toISOString()),
    };
  }

  /** How many open inquiries are assigned to `personId` (whether the morning e-mail is for them). */
  openAssignedTo(personId: string): Promise<number> {
    return this.#count(
      sql<SqlBool>`s.assignee_id = ${personId} AND ${isIn(this.#unindexed("status"), openStatuses)}`,
    );
  }

  /**
   * For the report (server/staff/report.ts): the facts of each inquiry of `teams` received at or
   * after `since` and before `until` (ISO times), in no particular order; no words, names or ids.
   * By the index on `received_at`.
   */
  async contactFacts(
    teams: readonly string[],
    since: string,
    until: string,
  ): Promise<ContactFacts[]> {
    const rows = await this.#db
      .selectFrom("submissions as s")
      .select(["team", "status", "received_at", "reply_due_at", "first_contact_at", "due_at"])
      .where("received_at", ">=", since)
      .where("received_at", "<", until)
      .where(isIn(this.#unindexed("team"), teams))
      .execute();
    return rows.map((row) => ({
      team: row.team,
      status: row.status as InquiryStatus,
      receivedAt: row.received_at,
      replyDueAt: String(row.reply_due_at),
      firstContactAt: row.first_contact_at,
      dueAt: row.due_at,
    }));
  }

  /**
   * Every inquiry a filter matches, newest first (the Due view: soonest due first), with all its
   * words (exports, `npm run inbox`).
   */
  async all(filter: InboxFilter, now = new Date()): Promise<StoredInquiry[]> {
    const order = filter.status === "due" ? sql`s.due_at, s.rowid` : sql`s.rowid DESC`;
    const { rows } = await sql<InquiryRow>`SELECT ${selected}, o.sent_at FROM ${withMail}
      WHERE ${where(filter, this.#dialect, true, now)} ORDER BY ${order}`.execute(this.#db);
    return rows.map(toInquiry);
  }

  /**
   * The same person's other inquiries, newest first: those of `teams` with the same e-mail
   * (letter case aside) or the same phone number (as digits, with or without the leading 1), by
   * the e-mail index and the phone's words in the search index. At most `limit`.
   */
  async related(
    inquiry: StoredInquiry,
    teams: readonly string[],
    limit = 20,
  ): Promise<
    { id: string; receivedAt: string; name: string; status: InquiryStatus; team: string }[]
  > {
    const matches: RawBuilder<unknown>[] = [];
    if (inquiry.email.trim())
      matches.push(sql`(lower(s.email) = lower(${inquiry.email.trim()}) AND s.email != '')`);
    const phones = phoneVariants(inquiry.phone);
    if (phones.length > 0) {
      // The phone alone: its column in FTS5, its weight (C) in PostgreSQL's search words.
      matches.push(
        this.#dialect === "postgres"
          ? sql`s.search @@ ${phones.map((digits) => `'${digits}':C`).join(" | ")}::tsquery`
          : sql`s.rowid IN (SELECT rowid FROM submissions_search WHERE submissions_search MATCH ${`phone : (${phones.map((digits) => `"${digits}"`).join(" OR ")})`})`,
      );
    }
    if (matches.length === 0 || teams.length === 0) return [];
    const { rows } = await sql<{
      id: string;
      received_at: string;
      name: string;
      status: string;
      team: string;
    }>`SELECT s.id, s.received_at, s.name, s.status, s.team FROM submissions s
       WHERE (${sql.join(matches, sql` OR `)}) AND s.id != ${inquiry.id}
         AND ${isIn(this.#unindexed("team"), teams)}
       ORDER BY s.rowid DESC LIMIT ${limit}`.execute(this.#db);
    return rows.map((row) => ({
      id: String(row.id),
      receivedAt: String(row.received_at),
      name: String(row.name),
      status: String(row.status) as InquiryStatus,
      team: String(row.team),
    }));
  }

  get(id: string): Promise<StoredInquiry | undefined> {
    return inquiryIn(this.#db, id);
  }

  /** The team an inquiry is in, for the policy; undefined when there is no such inquiry. */
  async teamOf(id: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom("submissions")
      .select("team")
      .where("id", "=", id)
      .executeTakeFirst();
    return row?.team;
  }

  /**
   * Changes an inquiry made on `version`. When someone else changed it since, nothing is written
   * (`UPDATE … WHERE version = $n` changes no row) and the result carries the inquiry as it is now.
   */
  update(
    id: string,
    version: number,
    change: InquiryChange,
    now = new Date(),
  ): Promise<ChangeResult> {
    return inWriteTransaction(this.#db, this.#dialect, async (trx): Promise<ChangeResult> => {
      await takeTurn(trx, this.#dialect);
      const current = await inquiryIn(trx, id);
      if (!current) throw new Error(`No inquiry ${id}`);
      if (current.version !== version) return { outcome: "conflict", inquiry: current };
      // In the order the audit records them: a move before the assignee it clears.
      const next = {
        status: change.status ?? current.status,
        team: change.team ?? current.team,
        assigneeId: change.assigneeId === undefined ? current.assigneeId : change.assigneeId,
      };
      const altered = (Object.keys(next) as (keyof typeof next)[])
        .filter((field) => next[field] !== current[field])
        .map((field): Altered => ({ field, from: current[field], to: next[field] }));
      if (altered.length > 0) {
        const closing = closedStatuses.includes(next.status);
        // A status that says the family was answered is the first contact: the promise is met.
        const contacted =
          current.firstContactAt === null &&
          next.status !== current.status &&
          firstContact.statuses.includes(next.status);
        const { numUpdatedRows } = await trx
          .updateTable("submissions")
          .set((eb) => ({
            status: next.status,
            assignee_id: next.assigneeId,
            team: next.team,
            version: eb("version", "+", 1),
            closed_at: closing ? (current.closedAt ?? now.toISOString()) : null,
            first_contact_at: contacted ? now.toISOString() : current.firstContactAt,
            due_at: closing || contacted ? null : current.dueAt,
            seq: nextSeq,
          }))
          .where("id", "=", id)
          .where("version", "=", version)
          .executeTakeFirstOrThrow();
        if (Number(numUpdatedRows) !== 1)
          return { outcome: "conflict", inquiry: (await inquiryIn(trx, id))! };
      }
      return { outcome: "changed", inquiry: (await inquiryIn(trx, id))!, altered };
    });
  }

  /** Appends a note by `personId`. */
  addNote(inquiryId: string, personId: string, text: string, now = new Date()): Promise<Note> {
    return inWriteTransaction(this.#db, this.#dialect, async (trx) => {
      await takeTurn(trx, this.#dialect);
      const row = await trx
        .insertInto("inquiry_notes")
        .values({ inquiry_id: inquiryId, person_id: personId, at: now.toISOString(), text })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("submissions")
        .set({ seq: nextSeq })
        .where("id", "=", inquiryId)
        .execute();
      return toNote(row);
    });
  }

  /**
   * Logs a call by `personId` (append-only), made from the inquiry's `version` (left out: the one
   * it has now, for the command line and tests), and what follows
   * from it, in one transaction. A contact (content/staff-ui.ts `firstContact`) meets the reply
   * promise; reaching the person moves a New inquiry to In progress. The inquiry is next due at
   * the planned attempt (before the first contact: at the promise, or the attempt if sooner), or
   * at nothing. A next attempt planned on a Done or Spam inquiry reopens it (In progress, due
   * then), when the caller saw it closed (`version` is current); when it was closed since, nothing
   * is written and the result says so: a call row must never promise a follow-up that the queue
   * will not keep. A change of status raises the version and is returned for the audit trail.
   */
  logCall(
    inquiryId: string,
    personId: string,
    call: NewCall,
    now = new Date(),
    version?: number,
  ): Promise<CallResult> {
    return inWriteTransaction(this.#db, this.#dialect, async (trx): Promise<CallResult> => {
      await takeTurn(trx, this.#dialect);
      const current = await inquiryIn(trx, inquiryId);
      if (!current) throw new Error(`No inquiry ${inquiryId}`);
      const closed = closedStatuses.includes(current.status);
      const planned = call.nextAttemptAt ?? null;
      if (planned && closed && version !== undefined && current.version !== version)
        return { outcome: "conflict", inquiry: current };
      const row = await trx
        .insertInto("inquiry_calls")
        .values({
          inquiry_id: inquiryId,
          person_id: personId,
          at: now.toISOString(),
          outcome: call.outcome,
          note: call.note ?? "",
          next_attempt_at: planned,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const reopens = closed && planned !== null;
      const moves = reopens || (call.outcome === "reached" && current.status === "new");
      const status: InquiryStatus = moves ? "in-progress" : current.status;
      const contactedAt =
        current.firstContactAt ??
        (firstContact.outcomes.includes(call.outcome) ? now.toISOString() : null);
      // Before the first contact the promise still stands: due then, or sooner if planned sooner.
      const dueAt = closedStatuses.includes(status)
        ? null
        : contactedAt === null
          ? [current.replyDueAt, planned].filter((at) => at !== null).sort()[0]!
          : planned;
      await trx
        .updateTable("submissions")
        .set((eb) => ({
          status,
          version: eb("version", "+", moves ? 1 : 0),
          first_contact_at: contactedAt,
          due_at: dueAt,
          closed_at: closedStatuses.includes(status) ? current.closedAt : null,
          seq: nextSeq,
        }))
        .where("id", "=", inquiryId)
        .execute();
      const altered: Altered[] = moves
        ? [{ field: "status", from: current.status, to: status }]
        : [];
      return {
        outcome: "logged",
        call: toCall(row),
        inquiry: (await inquiryIn(trx, inquiryId))!,
        altered,
      };
    });
  }

  /** An inquiry's calls, oldest first. */
  async calls(inquiryId: string): Promise<Call[]> {
    const rows = await this.#db
      .selectFrom("inquiry_calls")
      .selectAll()
      .where("inquiry_id", "=", inquiryId)
      .orderBy("id")
      .execute();
    return rows.map(toCall);
  }

  async notes(inquiryId: string): Promise<Note[]> {
    const rows = await this.#db
      .selectFrom("inquiry_notes")
      .selectAll()
      .where("inquiry_id", "=", inquiryId)
      .orderBy("id")
      .execute();
    return rows.map(toNote);
  }

  /** Records that `personId` has opened the inquiry (the list marks the others unread). */
  async markRead(inquiryId: string, personId: string): Promise<void> {
    await inWriteTransaction(this.#db, this.#dialect, (trx) =>
      trx
        .insertInto("inquiry_reads")
        .values({ inquiry_id: inquiryId, person_id: personId })
        .onConflict((conflict) => conflict.doNothing())
        .execute(),
    );
  }

  /**
   * Puts an inquiry on hold or lifts it, made from `version` (left out: the one it has now):
   * when someone changed it since, nothing is written (false). A hold is a change of the
   * inquiry: it raises the version.
   */
  setHold(inquiryId: string, held: boolean, version?: number): Promise<boolean> {
    return inWriteTransaction(this.#db, this.#dialect, async (trx) => {
      await takeTurn(trx, this.#dialect);
      let change = trx
        .updateTable("submissions")
        .set((eb) => ({ held: held ? 1 : 0, version: eb("version", "+", 1), seq: nextSeq }))
        .where("id", "=", inquiryId);
      if (version !== undefined) change = change.where("version", "=", version);
      const { numUpdatedRows } = await change.executeTakeFirstOrThrow();
      return Number(numUpdatedRows) === 1;
    });
  }

  /** The latest change number among `teams`, and the ids changed after `since` (no words). */
  async changes(
    teams: readonly string[],
    since: number,
  ): Promise<{ seq: number; changed: string[] }> {
    // Team by team: each is one step down the (team, seq) index.
    const latest = await Promise.all(
      teams.map((team) =>
        this.#db
          .selectFrom("submissions")
          .select((eb) => eb.fn.coalesce(eb.fn.max("seq"), sql<number>`0`).as("seq"))
          .where("team", "=", team)
          .executeTakeFirstOrThrow(),
      ),
    );
    const seq = Math.max(0, ...latest.map((row) => Number(row.seq)));
    const changed = await this.#db
      .selectFrom("submissions")
      .select("id")
      .where("seq", ">", since)
      .where(isIn(sql.ref("team"), teams))
      .orderBy("seq")
      .limit(500)
      .execute();
    return { seq, changed: changed.map((row) => row.id) };
  }

  /**
   * Deletes closed inquiries (Done, Spam) closed before `closedBefore`, except those on hold, with
   * their notes and search entries; returns how many. On SQLite their pages are zeroed
   * (secure_delete) and the write-ahead log, which still holds the copies written when they
   * arrived, is checkpointed and emptied, so the words are gone from every file. PostgreSQL
   * keeps a deleted row's bytes until VACUUM reuses its space (issue 36, item 4, is where that
   * promise is kept there).
   */
  async deleteClosed(closedBefore: Date): Promise<number> {
    const { numDeletedRows } = await inWriteTransaction(this.#db, this.#dialect, (trx) =>
      trx
        .deleteFrom("submissions")
        .where("status", "in", closedStatuses)
        .where("held", "=", 0)
        .where("closed_at", "<", closedBefore.toISOString())
        .executeTakeFirstOrThrow(),
    );
    const removed = Number(numDeletedRows);
    if (this.#dialect === "sqlite") {
      const checkpoint = await sql<{
        busy: number;
      }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(this.#db);
      if (checkpoint.rows[0]?.busy !== 0) {
        throw new Error(
          `Deleted ${removed} inquiry(ies), but the write-ahead log could not be emptied while another connection was reading it, so their words may still be in submissions.sqlite-wal. Run the deletion again.`,
        );
      }
    }
    return removed;
  }
}

function toCall(row: Selectable<SubmissionTables["inquiry_calls"]>): Call {
  return {
    id: Number(row.id),
    inquiryId: row.inquiry_id,
    personId: row.person_id,
    at: row.at,
    outcome: row.outcome as CallOutcome,
    note: row.note,
    nextAttemptAt: row.next_attempt_at,
  };
}

function toNote(row: Selectable<SubmissionTables["inquiry_notes"]>): Note {
  return {
    id: Number(row.id),
    inquiryId: row.inquiry_id,
    personId: row.person_id,
    at: row.at,
    text: row.text,
  };
}
