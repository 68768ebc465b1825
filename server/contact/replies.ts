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
 */
import type { DatabaseSync } from "node:sqlite";
import type { Locale } from "../../content/locale.ts";
import { inTransaction } from "../sqlite.ts";

type Row = Record<string, unknown>;

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
    recordId: String(row.record_id),
    personId: String(row.person_id),
    at: String(row.at),
    to: String(row.to_address),
    replyTo: String(row.reply_to),
    subject: String(row.subject),
    body: String(row.body),
    language: String(row.language) as Locale,
    savedReply: row.saved_reply === null ? null : String(row.saved_reply),
    sendAfter: String(row.send_after),
    sentAt: row.sent_at === null ? null : String(row.sent_at),
    cancelledAt: row.cancelled_at === null ? null : String(row.cancelled_at),
    version: Number(row.version),
    attempts: Number(row.attempts),
  };
}

export interface RepliesOptions {
  /** The table of replies (made here when missing). */
  table: "inquiry_replies" | "application_replies";
  /** The records' table: its `id` and `version` columns. */
  records: "submissions" | "applications";
  /** More to set on the record when a reply raises its version (the inbox's change number). */
  alsoSet?: string;
}

export class Replies {
  readonly #db: DatabaseSync;
  readonly #options: RepliesOptions;

  constructor(db: DatabaseSync, options: RepliesOptions) {
    this.#db = db;
    this.#options = options;
    const { table, records } = options;
    // Made in place in a database from before replies.
    db.exec(`
      CREATE TABLE IF NOT EXISTS ${table} (
        id INTEGER PRIMARY KEY,
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
      ) STRICT;
      CREATE INDEX IF NOT EXISTS ${table}_record ON ${table} (record_id, id);
      CREATE INDEX IF NOT EXISTS ${table}_due ON ${table} (send_after)
        WHERE sent_at IS NULL AND cancelled_at IS NULL;
    `);
  }

  /**
   * Writes a reply made from the record's `version` and queues it, in one transaction: refused
   * (nothing written) when a reply was written since that version.
   */
  queue(recordId: string, personId: string, reply: NewReply, version: number, now = new Date()) {
    return inTransaction(this.#db, () => this.queueWithin(recordId, personId, reply, version, now));
  }

  /**
   * `queue`'s work inside the caller's transaction, for a change that writes a reply with it
   * (a bulk Not selected: server/careers/applications.ts `setStages`).
   */
  queueWithin(
    recordId: string,
    personId: string,
    reply: NewReply,
    version: number,
    now = new Date(),
  ): ReplyResult {
    const db = this.#db;
    const { table, records, alsoSet } = this.#options;
    const record = db.prepare(`SELECT version FROM ${records} WHERE id = ?`).get(recordId) as
      Row | undefined;
    if (!record) return { outcome: "missing" };
    const since = db
      .prepare(`SELECT 1 FROM ${table} WHERE record_id = ? AND version > ? LIMIT 1`)
      .get(recordId, version);
    if (since) return { outcome: "conflict", version: Number(record.version) };
    const next = Number(record.version) + 1;
    db.prepare(
      `UPDATE ${records} SET version = version + 1${alsoSet ? `, ${alsoSet}` : ""} WHERE id = ?`,
    ).run(recordId);
    const sendAfter = new Date(now.getTime() + reply.delayDays * 86_400_000).toISOString();
    const row = db
      .prepare(
        `INSERT INTO ${table} (record_id, person_id, at, to_address, reply_to, subject, body,
           language, saved_reply, send_after, version)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        recordId,
        personId,
        now.toISOString(),
        reply.to,
        reply.replyTo,
        reply.subject,
        reply.body,
        reply.language,
        reply.savedReply,
        sendAfter,
        next,
      ) as Row;
    return { outcome: "queued", reply: toReply(row) };
  }

  /** A record's replies, oldest first. */
  of(recordId: string): Reply[] {
    return (
      this.#db
        .prepare(`SELECT * FROM ${this.#options.table} WHERE record_id = ? ORDER BY id`)
        .all(recordId) as Row[]
    ).map(toReply);
  }

  /**
   * Cancels a reply of `recordId` that has not gone yet: true when it will never go (cancelled
   * now, or before: asking twice is no error), false when it went already or is not this record's.
   */
  cancel(recordId: string, replyId: number, now = new Date()): boolean {
    const { table } = this.#options;
    this.#db
      .prepare(
        `UPDATE ${table} SET cancelled_at = ?
         WHERE id = ? AND record_id = ? AND sent_at IS NULL AND cancelled_at IS NULL`,
      )
      .run(now.toISOString(), replyId, recordId);
    const row = this.#db
      .prepare(`SELECT cancelled_at FROM ${table} WHERE id = ? AND record_id = ?`)
      .get(replyId, recordId) as Row | undefined;
    return row !== undefined && row.cancelled_at !== null;
  }

  /** Replies due now: their time has come, and a failed one's retry too. */
  due(limit: number, now = new Date()): Reply[] {
    const at = now.toISOString();
    return (
      this.#db
        .prepare(
          `SELECT * FROM ${this.#options.table}
           WHERE sent_at IS NULL AND cancelled_at IS NULL AND send_after <= ?
             AND (retry_at IS NULL OR retry_at <= ?)
           ORDER BY id LIMIT ?`,
        )
        .all(at, at, limit) as Row[]
    ).map(toReply);
  }

  markSent(replyId: number, now = new Date()): void {
    this.#db
      .prepare(`UPDATE ${this.#options.table} SET sent_at = ? WHERE id = ? AND sent_at IS NULL`)
      .run(now.toISOString(), replyId);
  }

  markFailed(replyId: number, code: string, retryAt: Date): void {
    this.#db
      .prepare(
        `UPDATE ${this.#options.table} SET attempts = attempts + 1, retry_at = ?, last_error = ?
         WHERE id = ?`,
      )
      .run(retryAt.toISOString(), code, replyId);
  }
}
