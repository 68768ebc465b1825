/**
 * Replies written to a family (an inquiry) or an applicant (an application) from the staff area,
 * kept on the record and sent by the outbox (server/contact/outbox.ts): once, retried until the
 * SMTP server takes it, and not before `sendAfter` (a reply saved with a delay, such as "Not
 * selected", waits a day and can be cancelled until then).
 *
 * Each kind of record keeps its replies in its own database, beside it (`inquiry_replies` in the
 * inquiries', `application_replies` in the applications'), so a record deleted by retention takes
 * its replies with it. A reply raises the record's version: whoever has the record open sees that
 * it was answered, and a second reply written from a version before the first is refused (409),
 * so a family is not answered twice by two people at once.
 *
 * The tables are made by each part's migrations (`repliesMigration`, `repliesClaimMigration`),
 * on SQLite or PostgreSQL alike (decision 029).
 */
import { type Generated, type Kysely, type RawBuilder, type Selectable, sql } from "kysely";
import type { Locale } from "../../content/locale.ts";
import type { Dialect } from "../db/database.ts";
import { inWriteTransaction } from "../db/transaction.ts";

/** A reply's row, in `inquiry_replies` or `application_replies` (the same columns). */
export interface ReplyTable {
  id: Generated<number>;
  record_id: string;
  person_id: string;
  at: string;
  to_address: string;
  reply_to: string;
  subject: string;
  body: string;
  language: string;
  saved_reply: string | null;
  send_after: string;
  sent_at: string | null;
  cancelled_at: string | null;
  version: number;
  attempts: Generated<number>;
  retry_at: string | null;
  last_error: string | null;
  /** Until when an instance's outbox has it (server/contact/outbox.ts); null when none has. */
  claimed_until: string | null;
}

/** The record a reply belongs to: only its id and version matter here. */
interface RecordTable {
  id: string;
  version: number;
}

/**
 * The tables replies are written in. The queries below name `inquiry_replies` and `submissions`
 * for their types: the applications' tables have the same columns.
 */
export type RepliesTables = {
  inquiry_replies: ReplyTable;
  submissions: RecordTable;
};

type Row = Selectable<ReplyTable>;

/** How long an instance's outbox holds a reply it took, before another may send it. */
export const claimMs = 5 * 60_000;

/** A reply as it is kept on the record. */
export interface Reply {
  id: number;
  recordId: string;
  /** Who wrote and sent it. */
  personId: string;
  /** When it was written (ISO). */
  at: string;
  /** The family's or applicant's address. */
  to: string;
  /** The team's mailbox, where their answer comes back. */
  replyTo: string;
  subject: string;
  body: string;
  language: Locale;
  /** The saved reply it started from, or null. */
  savedReply: string | null;
  /** Not sent before this moment (ISO). */
  sendAfter: string;
  /** When the SMTP server took it, or null. */
  sentAt: string | null;
  /** When it was cancelled before it went, or null. */
  cancelledAt: string | null;
  /** The record's version this reply made (the next reply from an older one is refused). */
  version: number;
  /** Failed sends so far. */
  attempts: number;
}

/** A reply to send. */
export interface NewReply {
  to: string;
  replyTo: string;
  subject: string;
  body: string;
  language: Locale;
  savedReply: string | null;
  /** Days to hold it before sending (0: at once). */
  delayDays: number;
}

/** What became of a reply: written (and queued), or refused because someone replied since. */
export type ReplyResult =
  | { outcome: "queued"; reply: Reply }
  | { outcome: "conflict"; version: number }
  | { outcome: "missing" };

function toReply(row: Row): Reply {
  return {
    id: Number(row.id),
    recordId: row.record_id,
    personId: row.person_id,
    at: row.at,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    body: row.body,
    language: row.language as Locale,
    savedReply: row.saved_reply,
    sendAfter: row.send_after,
    sentAt: row.sent_at,
    cancelledAt: row.cancelled_at,
    version: Number(row.version),
    attempts: Number(row.attempts),
  };
}

/**
 * The statements of a part's first migration that make its replies' table as it was before the
 * move to Kysely, word for word on SQLite (so a file made then opens unchanged), and the same
 * table on PostgreSQL.
 */
export function repliesMigration(
  table: RepliesOptions["table"],
  records: RepliesOptions["records"],
): { sqlite: string[]; postgres: string[] } {
  const columns = (id: string, strict: string) => `CREATE TABLE IF NOT EXISTS ${table} (
        ${id},
        record_id TEXT NOT NULL REFERENCES ${records} (id) ON DELETE CASCADE,
        person_id TEXT NOT NULL,
        at TEXT NOT NULL,
        to_address TEXT NOT NULL,
        reply_to TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        language TEXT NOT NULL,
        saved_reply TEXT,
        send_after TEXT NOT NULL,
        sent_at TEXT,
        cancelled_at TEXT,
        version INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        retry_at TEXT,
        last_error TEXT
      )${strict}`;
  const indexes = [
    `CREATE INDEX IF NOT EXISTS ${table}_record ON ${table} (record_id, id)`,
    `CREATE INDEX IF NOT EXISTS ${table}_due ON ${table} (send_after)
        WHERE sent_at IS NULL AND cancelled_at IS NULL`,
  ];
  return {
    sqlite: [columns("id INTEGER PRIMARY KEY", " STRICT"), ...indexes],
    postgres: [columns("id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY", ""), ...indexes],
  };
}

/** The statement of a later migration that adds the outbox's claim (the same on both). */
export function repliesClaimMigration(table: RepliesOptions["table"]): string {
  return `ALTER TABLE ${table} ADD COLUMN claimed_until TEXT`;
}

export interface RepliesOptions {
  /** The table of replies (made by the part's migrations). */
  table: "inquiry_replies" | "application_replies";
  /** The records' table: its `id` and `version` columns. */
  records: "submissions" | "applications";
  /** More to set on the record when a reply raises its version (the inbox's change number). */
  alsoSet?: Readonly<Record<string, RawBuilder<unknown>>>;
}

/** A handle on the database or on a transaction in it, with the replies' tables. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handle = Kysely<any>;

export class Replies {
  readonly #db: Kysely<RepliesTables>;
  readonly #dialect: Dialect;
  readonly #options: RepliesOptions;

  constructor(db: Handle, dialect: Dialect, options: RepliesOptions) {
    this.#db = db;
    this.#dialect = dialect;
    this.#options = options;
  }

  /** The replies' table, named as the queries' types know it (both have the same columns). */
  get #table(): "inquiry_replies" {
    return this.#options.table as "inquiry_replies";
  }

  /** The records' table, likewise. */
  get #records(): "submissions" {
    return this.#options.records as "submissions";
  }

  /**
   * Writes a reply made from the record's `version` and queues it, in one transaction: refused
   * (nothing written) when a reply was written since that version.
   */
  queue(
    recordId: string,
    personId: string,
    reply: NewReply,
    version: number,
    now = new Date(),
  ): Promise<ReplyResult> {
    return inWriteTransaction(this.#db, this.#dialect, (trx) =>
      this.queueWithin(trx, recordId, personId, reply, version, now),
    );
  }

  /**
   * `queue`'s work inside the caller's transaction `trx`, for a change that writes a reply with
   * it (a bulk Not selected: server/careers/applications.ts `setStages`).
   */
  async queueWithin(
    trx: Handle,
    recordId: string,
    personId: string,
    reply: NewReply,
    version: number,
    now = new Date(),
  ): Promise<ReplyResult> {
    const db = trx as Kysely<RepliesTables>;
    // On PostgreSQL the record's row is locked until the transaction ends, so two replies from
    // one version take turns and the second sees the first (SQLite's write lock does the same).
    let current = db.selectFrom(this.#records).select("version").where("id", "=", recordId);
    if (this.#dialect === "postgres") current = current.forUpdate();
    const record = await current.executeTakeFirst();
    if (!record) return { outcome: "missing" };
    const since = await db
      .selectFrom(this.#table)
      .select("id")
      .where("record_id", "=", recordId)
      .where("version", ">", version)
      .limit(1)
      .executeTakeFirst();
    if (since) return { outcome: "conflict", version: Number(record.version) };
    await db
      .updateTable(this.#records)
      .set({ version: sql`version + 1`, ...this.#options.alsoSet })
      .where("id", "=", recordId)
      .execute();
    const row = await db
      .insertInto(this.#table)
      .values({
        record_id: recordId,
        person_id: personId,
        at: now.toISOString(),
        to_address: reply.to,
        reply_to: reply.replyTo,
        subject: reply.subject,
        body: reply.body,
        language: reply.language,
        saved_reply: reply.savedReply,
        send_after: new Date(now.getTime() + reply.delayDays * 86_400_000).toISOString(),
        version: Number(record.version) + 1,
        claimed_until: null,
        retry_at: null,
        sent_at: null,
        cancelled_at: null,
        last_error: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { outcome: "queued", reply: toReply(row) };
  }

  /** A record's replies, oldest first. */
  async of(recordId: string): Promise<Reply[]> {
    const rows = await this.#db
      .selectFrom(this.#table)
      .selectAll()
      .where("record_id", "=", recordId)
      .orderBy("id")
      .execute();
    return rows.map(toReply);
  }

  /**
   * Cancels a reply of `recordId` that has not gone yet: true when it will never go (cancelled
   * now, or before: asking twice is no error), false when it went already or is not this record's.
   */
  async cancel(recordId: string, replyId: number, now = new Date()): Promise<boolean> {
    return inWriteTransaction(this.#db, this.#dialect, async (trx) => {
      await trx
        .updateTable(this.#table)
        .set({ cancelled_at: now.toISOString() })
        .where("id", "=", replyId)
        .where("record_id", "=", recordId)
        .where("sent_at", "is", null)
        .where("cancelled_at", "is", null)
        .execute();
      const row = await trx
        .selectFrom(this.#table)
        .select("cancelled_at")
        .where("id", "=", replyId)
        .where("record_id", "=", recordId)
        .executeTakeFirst();
      return row !== undefined && row.cancelled_at !== null;
    });
  }

  /**
   * Replies due now (their time has come, and a failed one's retry too), claimed for `claimMs`:
   * another instance's outbox does not take them meanwhile. On PostgreSQL rows another instance
   * is claiming at this moment are skipped, not waited for.
   */
  async due(limit: number, now = new Date()): Promise<Reply[]> {
    const at = now.toISOString();
    return inWriteTransaction(this.#db, this.#dialect, async (trx) => {
      let due = trx
        .selectFrom(this.#table)
        .selectAll()
        .where("sent_at", "is", null)
        .where("cancelled_at", "is", null)
        .where("send_after", "<=", at)
        .where((eb) => eb.or([eb("retry_at", "is", null), eb("retry_at", "<=", at)]))
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", at)]))
        .orderBy("id")
        .limit(limit);
      if (this.#dialect === "postgres") due = due.forUpdate().skipLocked();
      const rows = await due.execute();
      if (rows.length === 0) return [];
      await trx
        .updateTable(this.#table)
        .set({ claimed_until: new Date(now.getTime() + claimMs).toISOString() })
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
      return rows.map(toReply);
    });
  }

  async markSent(replyId: number, now = new Date()): Promise<void> {
    await this.#db
      .updateTable(this.#table)
      .set({ sent_at: now.toISOString(), claimed_until: null })
      .where("id", "=", replyId)
      .where("sent_at", "is", null)
      .execute();
  }

  /** Ends this instance's claim on a reply it took and did not send. */
  async release(replyId: number): Promise<void> {
    await this.#db
      .updateTable(this.#table)
      .set({ claimed_until: null })
      .where("id", "=", replyId)
      .where("sent_at", "is", null)
      .execute();
  }

  async markFailed(replyId: number, code: string, retryAt: Date): Promise<void> {
    await this.#db
      .updateTable(this.#table)
      .set({
        attempts: sql`attempts + 1`,
        retry_at: retryAt.toISOString(),
        last_error: code,
        claimed_until: null,
      })
      .where("id", "=", replyId)
      .execute();
  }
}
