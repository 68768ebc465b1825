/**
 * The staff's inbox over the stored inquiries: the one data layer that the web inbox
 * (server/staff/inquiry-routes.ts) and `npm run inbox` share. It lives on the submissions store's
 * connection (`store.inbox`), so the words of an inquiry, its notes and its search index are in one
 * file, deleted together.
 *
 * Each inquiry carries its team (from the Recipient the visitor chose; staff can move it), a status,
 * an assignee, a `version` that every change raises (two people changing one inquiry never
 * overwrite each other silently), and a `seq` from one counter that every change, note and
 * arrival raises (how open pages learn that something changed, without reading the inquiries).
 *
 * Lists are newest first by rowid, which is the order of arrival: a row's id is given when it is
 * stored, with `received_at` set at that moment, so walking the table backwards needs no sort.
 *
 * Search: SQLite FTS5 with diacritics removed, so "demence" finds "démence".
 * https://sqlite.org/fts5.html#unicode61_tokenizer
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
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { dayOf, endOfDay, replyDueBy } from "./business-days.ts";
import { inquiryKeys, recipients } from "../../content/inquiry-form.ts";
import { defaultLocale, locales } from "../../content/locale.ts";
import { site } from "../../content/site.ts";
import {
  closedStatuses,
  firstContact,
  type InquiryStatus,
  inquiryStatuses,
} from "../../content/staff-ui.ts";
import { phoneVariants } from "../../content/phone.ts";
import { Replies } from "./replies.ts";
import type { StoredSubmission, Submission } from "./validate.ts";

/** Tables the inbox adds beside `submissions` (store.ts runs this with its own schema). */
export const inboxSchema = `
  CREATE TABLE IF NOT EXISTS inquiry_notes (
    id INTEGER PRIMARY KEY,
    inquiry_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    person_id TEXT NOT NULL,
    at TEXT NOT NULL,
    text TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS inquiry_notes_inquiry ON inquiry_notes (inquiry_id, id);
  CREATE TRIGGER IF NOT EXISTS inquiry_notes_append_only BEFORE UPDATE ON inquiry_notes
    BEGIN SELECT RAISE(ABORT, 'notes are append-only'); END;
  CREATE TABLE IF NOT EXISTS inquiry_calls (
    id INTEGER PRIMARY KEY,
    inquiry_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    person_id TEXT NOT NULL,
    at TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('reached', 'voicemail', 'no-answer', 'wrong-number')),
    note TEXT NOT NULL DEFAULT '',
    next_attempt_at TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS inquiry_calls_inquiry ON inquiry_calls (inquiry_id, id);
  CREATE TRIGGER IF NOT EXISTS inquiry_calls_append_only BEFORE UPDATE ON inquiry_calls
    BEGIN SELECT RAISE(ABORT, 'calls are append-only'); END;
  CREATE TABLE IF NOT EXISTS inquiry_reads (
    inquiry_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    person_id TEXT NOT NULL,
    PRIMARY KEY (inquiry_id, person_id)
  ) STRICT, WITHOUT ROWID;
  CREATE VIRTUAL TABLE IF NOT EXISTS submissions_search USING fts5 (
    name, email, phone, message, tokenize = 'unicode61 remove_diacritics 2'
  );
  CREATE TRIGGER IF NOT EXISTS submissions_search_delete AFTER DELETE ON submissions
    BEGIN DELETE FROM submissions_search WHERE rowid = old.rowid; END;
`;

/** The columns the inbox adds to `submissions`; databases from before get them at start. */
const workflowColumns = {
  team: "TEXT NOT NULL DEFAULT ''",
  status: "TEXT NOT NULL DEFAULT 'new'",
  assignee_id: "TEXT",
  version: "INTEGER NOT NULL DEFAULT 1",
  seq: "INTEGER NOT NULL DEFAULT 0",
  closed_at: "TEXT",
  held: "INTEGER NOT NULL DEFAULT 0",
  // The language the visitor wrote in (content/locale.ts); inquiries from before it were English.
  language: "TEXT NOT NULL DEFAULT 'en'",
  // The reply promise, when someone must next act, and the first contact (see above).
  reply_due_at: "TEXT",
  due_at: "TEXT",
  first_contact_at: "TEXT",
};

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

type Row = Record<string, SQLInputValue>;

/** The next value of the change counter, as SQL (inside a write, so no two get the same). */
const nextSeq = "(SELECT coalesce(max(seq), 0) + 1 FROM submissions)";

/**
 * An inquiry's fields from its row, by key. A field added after it arrived (NULL) is left out:
 * it was never asked, so staff are shown nothing for it.
 */
export function fieldsOf(row: Row): Submission {
  return Object.fromEntries(
    inquiryKeys.flatMap((key) => (row[key] === null ? [] : [[key, String(row[key])]])),
  ) as Submission;
}

function toInquiry(row: Row): StoredInquiry {
  return {
    id: String(row.id),
    receivedAt: String(row.received_at),
    ...fieldsOf(row),
    language: locales.find((locale) => locale === row.language) ?? defaultLocale,
    team: String(row.team),
    status: String(row.status) as InquiryStatus,
    assigneeId: row.assignee_id === null ? null : String(row.assignee_id),
    version: Number(row.version),
    held: row.held === 1,
    closedAt: row.closed_at === null ? null : String(row.closed_at),
    mailedAt: row.sent_at === null || row.sent_at === undefined ? null : String(row.sent_at),
    replyDueAt: String(row.reply_due_at),
    dueAt: row.due_at === null ? null : String(row.due_at),
    firstContactAt: row.first_contact_at === null ? null : String(row.first_contact_at),
  };
}

/**
 * The WHERE clause and its values for a filter. For a page of rows (`forRows`), no column is
 * looked up by an index ("+s.team" tells SQLite not to): walking the table newest first and
 * stopping at the page's end is faster than gathering every matching row and sorting it.
 * Counting uses the indexes. `now` places "due by the end of today".
 */
function where(
  filter: InboxFilter,
  forRows = false,
  now = new Date(),
): { sql: string; values: SQLInputValue[] } {
  const clauses: string[] = [];
  const values: SQLInputValue[] = [];
  const column = (name: string) => `${forRows ? "+" : ""}s.${name}`;
  const teams = filter.team ? filter.teams.filter((team) => team === filter.team) : filter.teams;
  clauses.push(`${column("team")} IN (${teams.map(() => "?").join(", ") || "NULL"})`);
  values.push(...teams);
  if (filter.status === undefined) clauses.push(`${column("status")} != 'spam'`);
  else if (filter.status === "open") {
    clauses.push(`${column("status")} IN (${openStatuses.map(() => "?").join(", ")})`);
    values.push(...openStatuses);
  } else if (filter.status === "due") {
    // By the due index even for rows: the Due view is read in the order of that index. Closed
    // inquiries have no due time.
    clauses.push("s.due_at <= ?");
    values.push(endOfDay(dayOf(now)).toISOString());
  } else if (filter.status !== "all") {
    clauses.push(`${column("status")} = ?`);
    values.push(filter.status);
  }
  if (filter.assigneeId) {
    // By its index even for rows: one person's inquiries are few, and the index keeps them in
    // order of arrival.
    clauses.push("s.assignee_id = ?");
    values.push(filter.assigneeId);
  }
  if (filter.since) {
    clauses.push(`${column("received_at")} >= ?`);
    values.push(filter.since);
  }
  if (filter.until) {
    clauses.push(`${column("received_at")} < ?`);
    values.push(filter.until);
  }
  if (filter.recipient) {
    clauses.push(`${column("recipient")} = ?`);
    values.push(filter.recipient);
  }
  if (filter.excludeIds && filter.excludeIds.length > 0) {
    clauses.push(`s.id NOT IN (${filter.excludeIds.map(() => "?").join(", ")})`);
    values.push(...filter.excludeIds);
  }
  const query = filter.search ? searchQuery(filter.search) : undefined;
  if (query) {
    clauses.push(
      "s.rowid IN (SELECT rowid FROM submissions_search WHERE submissions_search MATCH ?)",
    );
    values.push(query);
  }
  return { sql: clauses.join(" AND "), values };
}

/** What the list selects for a row: the inquiry, the first words of its message, whether read. */
const rowColumns = `s.*, substr(s.message, 1, 160) AS excerpt, o.sent_at,
  NOT EXISTS (SELECT 1 FROM inquiry_reads r WHERE r.inquiry_id = s.id AND r.person_id = ?) AS unread`;

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

export class Inbox {
  readonly #db: DatabaseSync;
  /** Replies written to the families from their inquiries (server/contact/replies.ts). */
  readonly replies: Replies;

  constructor(db: DatabaseSync) {
    this.#db = db;
    // A reply is a change the live list shows, like any other.
    this.replies = new Replies(db, {
      table: "inquiry_replies",
      records: "submissions",
      alsoSet: `seq = ${nextSeq}`,
    });
  }

  /** SQL for the next change number, for the store's INSERT. */
  get nextSeq(): string {
    return nextSeq;
  }

  /** Adds the inbox's columns, indexes and search index to a database made before them. */
  migrate(): void {
    const db = this.#db;
    const present = new Set(
      (db.prepare("PRAGMA table_info(submissions)").all() as Row[]).map((row) => String(row.name)),
    );
    db.exec("BEGIN IMMEDIATE");
    try {
      for (const [column, type] of Object.entries(workflowColumns)) {
        if (!present.has(column)) db.exec(`ALTER TABLE submissions ADD COLUMN ${column} ${type}`);
      }
      // Inquiries from before teams existed go to the team of the Recipient the visitor chose.
      for (const recipient of recipients) {
        db.prepare("UPDATE submissions SET team = ? WHERE team = '' AND recipient = ?").run(
          recipient.team,
          recipient.label,
        );
      }
      db.prepare("UPDATE submissions SET team = ? WHERE team = ''").run(recipients[0]!.team);
      db.exec("UPDATE submissions SET seq = rowid WHERE seq = 0");
      // Inquiries from before the reply promise was measured: their promise from when they
      // arrived; due by it while still New. Their first contact is not known.
      const unmeasured = db
        .prepare("SELECT id, received_at, status FROM submissions WHERE reply_due_at IS NULL")
        .all() as Row[];
      const measure = db.prepare(
        "UPDATE submissions SET reply_due_at = ?, due_at = ? WHERE id = ?",
      );
      for (const row of unmeasured) {
        const due = replyDueBy(new Date(String(row.received_at))).toISOString();
        measure.run(due, row.status === "new" ? due : null, row.id!);
      }
      // Counting a view; the latest change per team; changes since; retention; "assigned to me";
      // what is due or overdue.
      db.exec(`
        CREATE INDEX IF NOT EXISTS submissions_team_status ON submissions (team, status);
        CREATE INDEX IF NOT EXISTS submissions_team_seq ON submissions (team, seq);
        CREATE INDEX IF NOT EXISTS submissions_seq ON submissions (seq);
        CREATE INDEX IF NOT EXISTS submissions_status ON submissions (status, closed_at);
        CREATE INDEX IF NOT EXISTS submissions_assignee ON submissions (assignee_id);
        CREATE INDEX IF NOT EXISTS submissions_due ON submissions (due_at) WHERE due_at IS NOT NULL;
        CREATE INDEX IF NOT EXISTS submissions_received ON submissions (received_at);
        CREATE INDEX IF NOT EXISTS submissions_email ON submissions (lower(email)) WHERE email != '';
      `);
      // Deleted words leave the search index too, not only its row (FTS5 secure-delete).
      db.exec(
        "INSERT INTO submissions_search (submissions_search, rank) VALUES ('secure-delete', 1)",
      );
      const missing = db
        .prepare(
          "SELECT rowid, * FROM submissions WHERE rowid NOT IN (SELECT rowid FROM submissions_search)",
        )
        .all() as Row[];
      const index = db.prepare(
        "INSERT INTO submissions_search (rowid, name, email, phone, message) VALUES (?, ?, ?, ?, ?)",
      );
      for (const row of missing) {
        index.run(row.rowid!, ...searchText(toInquiry(row)));
      }
      db.exec("COMMIT");
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  /**
   * A page of inquiries and how many match in all. Those whose due time has passed come first,
   * the longest overdue at the top, the first to arrive first among equals (by the `due_at`
   * index); then the rest, newest first (by rowid). The Due view is one list, soonest due first.
   */
  list(
    filter: InboxFilter,
    page: { offset: number; limit: number },
    readerId = "",
    now = new Date(),
  ): { rows: InquirySummary[]; total: number } {
    const count = (sql: string, values: SQLInputValue[]) =>
      Number(
        (
          this.#db
            .prepare(`SELECT count(*) AS n FROM submissions s WHERE ${sql}`)
            .get(...values) as Row
        ).n,
      );
    const from = "FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id";
    const at = now.toISOString();
    // What is due is found by the due index alone ("+" keeps SQLite off the others): the team
    // index would walk every inquiry of the team, 10 ms for 50,000 (npm run bench).
    const byDue = where(filter, true, now);
    const counted = filter.status === "due" ? byDue : where(filter, false, now);
    const total = count(counted.sql, counted.values);
    let rows: Row[];
    if (filter.status === "due") {
      rows = this.#db
        .prepare(
          `SELECT ${rowColumns} ${from} WHERE ${byDue.sql} ORDER BY s.due_at, s.rowid LIMIT ? OFFSET ?`,
        )
        .all(readerId, ...byDue.values, page.limit, page.offset) as Row[];
    } else {
      // First part: overdue.
      const overdue = count(`${byDue.sql} AND s.due_at <= ?`, [...byDue.values, at]);
      rows =
        page.offset < overdue
          ? (this.#db
              .prepare(
                `SELECT ${rowColumns} ${from} WHERE ${byDue.sql} AND s.due_at <= ?
                 ORDER BY s.due_at, s.rowid LIMIT ? OFFSET ?`,
              )
              .all(readerId, ...byDue.values, at, page.limit, page.offset) as Row[])
          : [];
      const left = page.limit - rows.length;
      if (left > 0) {
        // Then the rest, walking the table newest first.
        rows.push(
          ...(this.#db
            .prepare(
              `SELECT ${rowColumns} ${from} WHERE ${byDue.sql} AND (+s.due_at IS NULL OR +s.due_at > ?)
               ORDER BY s.rowid DESC LIMIT ? OFFSET ?`,
            )
            .all(readerId, ...byDue.values, at, left, Math.max(0, page.offset - overdue)) as Row[]),
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
          unread: row.unread === 1,
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
  counts(teams: readonly string[], now = new Date()): InboxCounts {
    const inTeams = `team IN (${teams.map(() => "?").join(", ") || "NULL"})`;
    const byStatus = Object.fromEntries(
      Object.keys(inquiryStatuses).map((status) => [status, 0]),
    ) as Record<InquiryStatus, number>;
    const openByTeam: Record<string, number> = Object.fromEntries(teams.map((team) => [team, 0]));
    const grouped = this.#db
      .prepare(
        `SELECT team, status, count(*) AS n FROM submissions WHERE ${inTeams} GROUP BY team, status`,
      )
      .all(...teams) as Row[];
    for (const row of grouped) {
      const status = String(row.status) as InquiryStatus;
      if (!Object.hasOwn(byStatus, status)) continue;
      byStatus[status] += Number(row.n);
      if (openStatuses.includes(status))
        openByTeam[String(row.team)] = (openByTeam[String(row.team)] ?? 0) + Number(row.n);
    }
    const dueCount = (before: string) =>
      Number(
        (
          this.#db
            .prepare(`SELECT count(*) AS n FROM submissions WHERE due_at <= ? AND +${inTeams}`)
            .get(before, ...teams) as Row
        ).n,
      );
    return {
      byStatus,
      openByTeam,
      open: openStatuses.reduce((sum, status) => sum + byStatus[status], 0),
      due: dueCount(endOfDay(dayOf(now)).toISOString()),
      overdue: dueCount(now.toISOString()),
    };
  }

  /** How many open inquiries are assigned to `personId` (whether the morning e-mail is for them). */
  openAssignedTo(personId: string): number {
    const open = openStatuses.map(() => "?").join(", ");
    return Number(
      (
        this.#db
          .prepare(
            `SELECT count(*) AS n FROM submissions WHERE assignee_id = ? AND +status IN (${open})`,
          )
          .get(personId, ...openStatuses) as Row
      ).n,
    );
  }

  /**
   * For the report (server/staff/report.ts): the facts of each inquiry of `teams` received at or
   * after `since` and before `until` (ISO times), in no particular order; no words, names or ids.
   * By the index on `received_at`.
   */
  contactFacts(teams: readonly string[], since: string, until: string): ContactFacts[] {
    const inTeams = `+team IN (${teams.map(() => "?").join(", ") || "NULL"})`;
    return (
      this.#db
        .prepare(
          `SELECT team, status, received_at, reply_due_at, first_contact_at, due_at FROM submissions
           WHERE received_at >= ? AND received_at < ? AND ${inTeams}`,
        )
        .all(since, until, ...teams) as Row[]
    ).map((row) => ({
      team: String(row.team),
      status: String(row.status) as InquiryStatus,
      receivedAt: String(row.received_at),
      replyDueAt: String(row.reply_due_at),
      firstContactAt: row.first_contact_at === null ? null : String(row.first_contact_at),
      dueAt: row.due_at === null ? null : String(row.due_at),
    }));
  }

  /**
   * Every inquiry a filter matches, newest first (the Due view: soonest due first), with all its
   * words (exports, `npm run inbox`).
   */
  all(filter: InboxFilter, now = new Date()): StoredInquiry[] {
    const { sql, values } = where(filter, true, now);
    const order = filter.status === "due" ? "s.due_at, s.rowid" : "s.rowid DESC";
    return (
      this.#db
        .prepare(
          `SELECT s.*, o.sent_at FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id
           WHERE ${sql} ORDER BY ${order}`,
        )
        .all(...values) as Row[]
    ).map(toInquiry);
  }

  /**
   * The same person's other inquiries, newest first: those of `teams` with the same e-mail
   * (letter case aside) or the same phone number (as digits, with or without the leading 1), by
   * the e-mail index and the phone column of the search index. At most `limit`.
   */
  related(
    inquiry: StoredInquiry,
    teams: readonly string[],
    limit = 20,
  ): { id: string; receivedAt: string; name: string; status: InquiryStatus; team: string }[] {
    const matches: string[] = [];
    const values: SQLInputValue[] = [];
    if (inquiry.email.trim()) {
      matches.push("(lower(s.email) = lower(?) AND s.email != '')");
      values.push(inquiry.email.trim());
    }
    const phones = phoneVariants(inquiry.phone);
    if (phones.length > 0) {
      matches.push(
        "s.rowid IN (SELECT rowid FROM submissions_search WHERE submissions_search MATCH ?)",
      );
      values.push(`phone : (${phones.map((digits) => `"${digits}"`).join(" OR ")})`);
    }
    if (matches.length === 0 || teams.length === 0) return [];
    return (
      this.#db
        .prepare(
          `SELECT s.id, s.received_at, s.name, s.status, s.team FROM submissions s
           WHERE (${matches.join(" OR ")}) AND s.id != ?
             AND +s.team IN (${teams.map(() => "?").join(", ")})
           ORDER BY s.rowid DESC LIMIT ?`,
        )
        .all(...values, inquiry.id, ...teams, limit) as Row[]
    ).map((row) => ({
      id: String(row.id),
      receivedAt: String(row.received_at),
      name: String(row.name),
      status: String(row.status) as InquiryStatus,
      team: String(row.team),
    }));
  }

  get(id: string): StoredInquiry | undefined {
    const row = this.#db
      .prepare(
        "SELECT s.*, o.sent_at FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id WHERE s.id = ?",
      )
      .get(id) as Row | undefined;
    return row && toInquiry(row);
  }

  /** The team an inquiry is in, for the policy; undefined when there is no such inquiry. */
  teamOf(id: string): string | undefined {
    const row = this.#db.prepare("SELECT team FROM submissions WHERE id = ?").get(id) as
      Row | undefined;
    return row ? String(row.team) : undefined;
  }

  /**
   * Changes an inquiry made on `version`. When someone else changed it since, nothing is written
   * and the result carries the inquiry as it is now.
   */
  update(id: string, version: number, change: InquiryChange, now = new Date()): ChangeResult {
    const db = this.#db;
    db.exec("BEGIN IMMEDIATE");
    try {
      const current = this.get(id);
      if (!current) throw new Error(`No inquiry ${id}`);
      if (current.version !== version) {
        db.exec("ROLLBACK");
        return { outcome: "conflict", inquiry: current };
      }
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
        db.prepare(
          `UPDATE submissions SET status = ?, assignee_id = ?, team = ?, version = version + 1,
             closed_at = ?, first_contact_at = ?, due_at = ?, seq = ${nextSeq} WHERE id = ?`,
        ).run(
          next.status,
          next.assigneeId,
          next.team,
          closing ? (current.closedAt ?? now.toISOString()) : null,
          contacted ? now.toISOString() : current.firstContactAt,
          closing || contacted ? null : current.dueAt,
          id,
        );
      }
      db.exec("COMMIT");
      return { outcome: "changed", inquiry: this.get(id)!, altered };
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Appends a note by `personId`. */
  addNote(inquiryId: string, personId: string, text: string, now = new Date()): Note {
    const db = this.#db;
    db.exec("BEGIN IMMEDIATE");
    try {
      const row = db
        .prepare(
          "INSERT INTO inquiry_notes (inquiry_id, person_id, at, text) VALUES (?, ?, ?, ?) RETURNING *",
        )
        .get(inquiryId, personId, now.toISOString(), text) as Row;
      db.prepare(`UPDATE submissions SET seq = ${nextSeq} WHERE id = ?`).run(inquiryId);
      db.exec("COMMIT");
      return toNote(row);
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
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
  ): CallResult {
    const db = this.#db;
    db.exec("BEGIN IMMEDIATE");
    try {
      const current = this.get(inquiryId);
      if (!current) throw new Error(`No inquiry ${inquiryId}`);
      const closed = closedStatuses.includes(current.status);
      const planned = call.nextAttemptAt ?? null;
      if (planned && closed && version !== undefined && current.version !== version) {
        db.exec("ROLLBACK");
        return { outcome: "conflict", inquiry: current };
      }
      const row = db
        .prepare(
          `INSERT INTO inquiry_calls (inquiry_id, person_id, at, outcome, note, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
        )
        .get(inquiryId, personId, now.toISOString(), call.outcome, call.note ?? "", planned) as Row;
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
      db.prepare(
        `UPDATE submissions SET status = ?, version = version + ?, first_contact_at = ?,
           due_at = ?, closed_at = ?, seq = ${nextSeq} WHERE id = ?`,
      ).run(
        status,
        moves ? 1 : 0,
        contactedAt,
        dueAt,
        closedStatuses.includes(status) ? current.closedAt : null,
        inquiryId,
      );
      db.exec("COMMIT");
      const altered: Altered[] = moves
        ? [{ field: "status", from: current.status, to: status }]
        : [];
      return { outcome: "logged", call: toCall(row), inquiry: this.get(inquiryId)!, altered };
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  /** An inquiry's calls, oldest first. */
  calls(inquiryId: string): Call[] {
    return (
      this.#db
        .prepare("SELECT * FROM inquiry_calls WHERE inquiry_id = ? ORDER BY id")
        .all(inquiryId) as Row[]
    ).map(toCall);
  }

  notes(inquiryId: string): Note[] {
    return (
      this.#db
        .prepare("SELECT * FROM inquiry_notes WHERE inquiry_id = ? ORDER BY id")
        .all(inquiryId) as Row[]
    ).map(toNote);
  }

  /** Records that `personId` has opened the inquiry (the list marks the others unread). */
  markRead(inquiryId: string, personId: string): void {
    this.#db
      .prepare("INSERT OR IGNORE INTO inquiry_reads (inquiry_id, person_id) VALUES (?, ?)")
      .run(inquiryId, personId);
  }

  /**
   * Puts an inquiry on hold or lifts it, made from `version` (left out: the one it has now):
   * when someone changed it since, nothing is written (false). A hold is a change of the
   * inquiry: it raises the version.
   */
  setHold(inquiryId: string, held: boolean, version?: number): boolean {
    const changed = this.#db
      .prepare(
        `UPDATE submissions SET held = ?, version = version + 1, seq = ${nextSeq}
         WHERE id = ? AND version = coalesce(?, version)`,
      )
      .run(held ? 1 : 0, inquiryId, version ?? null).changes;
    return Number(changed) === 1;
  }

  /** The latest change number among `teams`, and the ids changed after `since` (no words). */
  changes(teams: readonly string[], since: number): { seq: number; changed: string[] } {
    const inTeams = `team IN (${teams.map(() => "?").join(", ") || "NULL"})`;
    // Team by team: each is one step down the (team, seq) index.
    const latest = this.#db.prepare(
      "SELECT coalesce(max(seq), 0) AS seq FROM submissions WHERE team = ?",
    );
    const seq = Math.max(0, ...teams.map((team) => Number((latest.get(team) as Row).seq)));
    const changed = (
      this.#db
        .prepare(`SELECT id FROM submissions WHERE seq > ? AND ${inTeams} ORDER BY seq LIMIT 500`)
        .all(since, ...teams) as Row[]
    ).map((row) => String(row.id));
    return { seq, changed };
  }

  /**
   * Deletes closed inquiries (Done, Spam) closed before `closedBefore`, except those on hold, with
   * their notes and search entries; returns how many. Their pages are zeroed (secure_delete) and
   * the write-ahead log, which still holds the copies written when they arrived, is checkpointed
   * and emptied, so the words are gone from every file.
   */
  deleteClosed(closedBefore: Date): number {
    const closed = closedStatuses.map(() => "?").join(", ");
    const removed = Number(
      this.#db
        .prepare(
          `DELETE FROM submissions WHERE status IN (${closed}) AND held = 0 AND closed_at < ?`,
        )
        .run(...closedStatuses, closedBefore.toISOString()).changes,
    );
    const checkpoint = this.#db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as Row;
    if (checkpoint.busy !== 0) {
      throw new Error(
        `Deleted ${removed} inquiry(ies), but the write-ahead log could not be emptied while another connection was reading it, so their words may still be in submissions.sqlite-wal. Run the deletion again.`,
      );
    }
    return removed;
  }
}

function toCall(row: Row): Call {
  return {
    id: Number(row.id),
    inquiryId: String(row.inquiry_id),
    personId: String(row.person_id),
    at: String(row.at),
    outcome: String(row.outcome) as CallOutcome,
    note: String(row.note),
    nextAttemptAt: row.next_attempt_at === null ? null : String(row.next_attempt_at),
  };
}

function toNote(row: Row): Note {
  return {
    id: Number(row.id),
    inquiryId: String(row.inquiry_id),
    personId: String(row.person_id),
    at: String(row.at),
    text: String(row.text),
  };
}
