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
 */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { inquiryKeys, recipients } from "../../content/inquiry-form.ts";
import { defaultLocale, locales } from "../../content/locale.ts";
import { site } from "../../content/site.ts";
import { closedStatuses, type InquiryStatus } from "../../content/staff-ui.ts";
import type { StoredSubmission } from "./store.ts";
import type { Submission } from "./validate.ts";

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
};

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
}

/** An inquiry as the list shows it: the first words of the message, not all of it. */
export type InquirySummary = Omit<StoredInquiry, "message"> & {
  excerpt: string;
  /** True when the person asking has not opened it yet. */
  unread: boolean;
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
  /** One status; undefined is every status but Spam; "all" is every status. */
  status?: InquiryStatus | "all";
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

type Row = Record<string, SQLInputValue>;

/** The next value of the change counter, as SQL (inside a write, so no two get the same). */
const nextSeq = "(SELECT coalesce(max(seq), 0) + 1 FROM submissions)";

function toInquiry(row: Row): StoredInquiry {
  return {
    id: String(row.id),
    receivedAt: String(row.received_at),
    ...(Object.fromEntries(inquiryKeys.map((key) => [key, String(row[key])])) as Submission),
    language: locales.find((locale) => locale === row.language) ?? defaultLocale,
    team: String(row.team),
    status: String(row.status) as InquiryStatus,
    assigneeId: row.assignee_id === null ? null : String(row.assignee_id),
    version: Number(row.version),
    held: row.held === 1,
    closedAt: row.closed_at === null ? null : String(row.closed_at),
    mailedAt: row.sent_at === null || row.sent_at === undefined ? null : String(row.sent_at),
  };
}

/**
 * The WHERE clause and its values for a filter. For a page of rows (`forRows`), no column is
 * looked up by an index ("+s.team" tells SQLite not to): walking the table newest first and
 * stopping at the page's end is faster than gathering every matching row and sorting it.
 * Counting uses the indexes.
 */
function where(filter: InboxFilter, forRows = false): { sql: string; values: SQLInputValue[] } {
  const clauses: string[] = [];
  const values: SQLInputValue[] = [];
  const column = (name: string) => `${forRows ? "+" : ""}s.${name}`;
  const teams = filter.team ? filter.teams.filter((team) => team === filter.team) : filter.teams;
  clauses.push(`${column("team")} IN (${teams.map(() => "?").join(", ") || "NULL"})`);
  values.push(...teams);
  if (filter.status === undefined) clauses.push(`${column("status")} != 'spam'`);
  else if (filter.status !== "all") {
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
  const query = filter.search ? searchQuery(filter.search) : undefined;
  if (query) {
    clauses.push(
      "s.rowid IN (SELECT rowid FROM submissions_search WHERE submissions_search MATCH ?)",
    );
    values.push(query);
  }
  return { sql: clauses.join(" AND "), values };
}

export class Inbox {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
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
      // Counting a view; the latest change per team; changes since; retention; "assigned to me".
      db.exec(`
        CREATE INDEX IF NOT EXISTS submissions_team_status ON submissions (team, status);
        CREATE INDEX IF NOT EXISTS submissions_team_seq ON submissions (team, seq);
        CREATE INDEX IF NOT EXISTS submissions_seq ON submissions (seq);
        CREATE INDEX IF NOT EXISTS submissions_status ON submissions (status, closed_at);
        CREATE INDEX IF NOT EXISTS submissions_assignee ON submissions (assignee_id);
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

  /** A page of inquiries, newest first, and how many match in all. */
  list(
    filter: InboxFilter,
    page: { offset: number; limit: number },
    readerId = "",
  ): { rows: InquirySummary[]; total: number } {
    const counted = where(filter);
    const total = Number(
      (
        this.#db
          .prepare(`SELECT count(*) AS n FROM submissions s WHERE ${counted.sql}`)
          .get(...counted.values) as Row
      ).n,
    );
    const { sql, values } = where(filter, true);
    const rows = this.#db
      .prepare(
        `SELECT s.*, substr(s.message, 1, 160) AS excerpt, o.sent_at,
           NOT EXISTS (SELECT 1 FROM inquiry_reads r WHERE r.inquiry_id = s.id AND r.person_id = ?) AS unread
         FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id
         WHERE ${sql} ORDER BY s.rowid DESC LIMIT ? OFFSET ?`,
      )
      .all(readerId, ...values, page.limit, page.offset) as Row[];
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
        };
      }),
    };
  }

  /** Every inquiry a filter matches, newest first, with all its words (exports). */
  all(filter: InboxFilter): StoredInquiry[] {
    const { sql, values } = where(filter, true);
    return (
      this.#db
        .prepare(
          `SELECT s.*, o.sent_at FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id
           WHERE ${sql} ORDER BY s.rowid DESC`,
        )
        .all(...values) as Row[]
    ).map(toInquiry);
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
        db.prepare(
          `UPDATE submissions SET status = ?, assignee_id = ?, team = ?, version = version + 1,
             closed_at = ?, seq = ${nextSeq} WHERE id = ?`,
        ).run(
          next.status,
          next.assigneeId,
          next.team,
          closing ? (current.closedAt ?? now.toISOString()) : null,
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

  /** Puts an inquiry on hold or lifts it. */
  setHold(inquiryId: string, held: boolean): void {
    this.#db
      .prepare(`UPDATE submissions SET held = ?, seq = ${nextSeq} WHERE id = ?`)
      .run(held ? 1 : 0, inquiryId);
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

function toNote(row: Row): Note {
  return {
    id: Number(row.id),
    inquiryId: String(row.inquiry_id),
    personId: String(row.person_id),
    at: String(row.at),
    text: String(row.text),
  };
}
