/**
 * Submissions on disk, in SQLite (Node's built-in node:sqlite). A submission and its mail job
 * are written in one transaction with synchronous=FULL: when `save` returns, the inquiry survives
 * a crash or a power cut, and its notification will be sent. https://sqlite.org/wal.html
 */
import { createHash, randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { inquiryKeys, type LaterKey, laterKeys, recipients } from "../../content/inquiry-form.ts";
import { defaultLocale, locales } from "../../content/locale.ts";
import { openDatabase, stillOnDisk } from "../sqlite.ts";
import { replyDueBy } from "./business-days.ts";
import { fieldsOf, Inbox, inboxSchema, searchText } from "./inbox.ts";
import type { StoredSubmission, Submission } from "./validate.ts";

/** A notification waiting to be sent. */
export interface MailJob {
  submission: StoredSubmission;
  attempts: number;
}

const isLater = (key: string): key is LaterKey => (laterKeys as readonly string[]).includes(key);

// One column per field of an inquiry, named by its key (content/inquiry-form.ts). A field added
// there is listed in its `laterKeys`: its column may be NULL (the inquiries from before it), and
// `addLaterFields` adds it to databases made before it.
const fieldColumns = inquiryKeys
  .map((key) => `${key} TEXT${isLater(key) ? "" : " NOT NULL"}`)
  .join(",\n    ");

/** Adds the columns of the fields added since `db` was made; its inquiries have NULL in them. */
function addLaterFields(db: DatabaseSync): void {
  const present = new Set(
    (db.prepare("PRAGMA table_info(submissions)").all() as Row[]).map((row) => String(row.name)),
  );
  for (const key of laterKeys) {
    if (!present.has(key)) db.exec(`ALTER TABLE submissions ADD COLUMN ${key} TEXT`);
  }
}

const schema = `
  CREATE TABLE IF NOT EXISTS submissions (
    id TEXT PRIMARY KEY,
    idempotency_key TEXT UNIQUE,
    received_at TEXT NOT NULL,
    ${fieldColumns}
  ) STRICT;
  CREATE INDEX IF NOT EXISTS submissions_received_at ON submissions (received_at);
  ${inboxSchema}
  CREATE TABLE IF NOT EXISTS outbox (
    submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    sent_at TEXT,
    last_error TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (sent_at, next_attempt_at);
  CREATE TABLE IF NOT EXISTS health (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    checked_at TEXT NOT NULL
  ) STRICT;
`;

type Row = Record<string, string | number | null>;

function toSubmission(row: Row): StoredSubmission {
  return {
    id: String(row.id),
    receivedAt: String(row.received_at),
    ...fieldsOf(row),
    language: locales.find((locale) => locale === row.language) ?? defaultLocale,
  };
}

/** The staff team whose inbox a Recipient choice goes to (content/site.ts). */
export function teamFor(recipient: string): string {
  const match = recipients.find((candidate) => candidate.label === recipient);
  return (match ?? recipients[0]!).team;
}

/**
 * The visitor's key joined to a digest of what they wrote: the browser keeps its key after a
 * failed send, so the same key may come back with edited words, which must be stored too. A field
 * added later counts only when filled in, so a send stored before it was added, sent again after
 * (a lost answer across an upgrade), has the same digest and is stored once.
 */
function keyWithContent(idempotencyKey: string, submission: Submission): string {
  const words = inquiryKeys
    .filter((key) => !isLater(key) || submission[key])
    .map((key) => submission[key]);
  return `${idempotencyKey}.${createHash("sha256").update(JSON.stringify(words)).digest("base64url")}`;
}

export class SubmissionStore {
  readonly #db: DatabaseSync;
  /**
   * Throws unless the database file at its path is still the one open here (server/sqlite.ts
   * `stillOnDisk`): a removed or replaced data folder would lose every submission after it.
   */
  readonly #checkOnDisk: () => void;

  /** Opens (or creates) `submissions.sqlite` in `dataDir`, readable by this user only. */
  constructor(dataDir: string) {
    const { db, file } = openDatabase(dataDir, "submissions.sqlite");
    this.#db = db;
    this.#checkOnDisk = stillOnDisk(file, "submissions");
    this.#db.exec(schema);
    addLaterFields(this.#db);
    this.inbox = new Inbox(this.#db);
    this.inbox.migrate();
    // A damaged file stops the start: check() refuses after a failed integrity check.
    this.checkIntegrity();
    this.check();
  }

  /** The staff's view of the stored inquiries, on this connection (server/contact/inbox.ts). */
  readonly inbox: Inbox;

  /** The last full check of the database's pages (`checkIntegrity`), when and what it found. */
  #integrity: { at: string; problem?: string } = { at: "" };

  /** When the pages were last checked, and whether they were sound. */
  get integrity(): { checkedAt: string; ok: boolean } {
    return { checkedAt: this.#integrity.at, ok: this.#integrity.problem === undefined };
  }

  /**
   * Throws unless the database is the file on disk, writable, in WAL mode and syncing every
   * commit, and its last integrity check passed. The write is committed, not rolled back: a
   * rolled-back write never leaves memory, so only a commit finds a full disk (measured on a full
   * tmpfs). Cheap enough for every health check: it reads no page of the inquiries.
   */
  check(): void {
    this.#checkOnDisk();
    const mode = this.#db.prepare("PRAGMA journal_mode").get() as Row;
    const sync = this.#db.prepare("PRAGMA synchronous").get() as Row;
    if (mode.journal_mode !== "wal")
      throw new Error(`Submissions database is not in WAL mode (${mode.journal_mode})`);
    if (sync.synchronous !== 2) throw new Error("Submissions database is not synchronous=FULL");
    if (this.#integrity.problem !== undefined)
      throw new Error(
        `Submissions database failed its integrity check at ${this.#integrity.at}: ${this.#integrity.problem}`,
      );
    this.#db
      .prepare(
        "INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at",
      )
      .run(new Date().toISOString());
  }

  /**
   * Reads every page of the database for damage (`PRAGMA quick_check`) and remembers the result
   * for `check`. It takes most of a second at 50,000 inquiries, on the only JavaScript thread,
   * so the server runs it at start and on a schedule, never for a request.
   */
  checkIntegrity(): boolean {
    const quick = this.#db.prepare("PRAGMA quick_check").get() as Row;
    const problem = quick.quick_check === "ok" ? undefined : String(quick.quick_check);
    this.#integrity = { at: new Date().toISOString(), problem };
    return problem === undefined;
  }

  /**
   * Stores a submission and queues its notification, durably, in one transaction. The same
   * words sent again with the same `idempotencyKey` (say after a lost answer) return the first
   * id; changed words under that key are a new submission. `receivedAt` is for tests and the
   * bench, which seed inquiries as if they had come earlier; the receiver never passes it.
   */
  save(
    submission: Submission,
    idempotencyKey?: string,
    receivedAt = new Date(),
  ): { id: string; duplicate: boolean } {
    const key = idempotencyKey ? keyWithContent(idempotencyKey, submission) : undefined;
    if (key) {
      const existing = this.#db
        .prepare("SELECT id FROM submissions WHERE idempotency_key = ?")
        .get(key) as Row | undefined;
      if (existing) return { id: String(existing.id), duplicate: true };
    }
    const id = randomUUID();
    const now = receivedAt.toISOString();
    // The reply promise (business-days.ts): a new inquiry is due by it.
    const replyDue = replyDueBy(receivedAt).toISOString();
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const { lastInsertRowid } = this.#db
        .prepare(
          `INSERT INTO submissions (id, idempotency_key, received_at, team, language, reply_due_at, due_at, seq, ${inquiryKeys.join(", ")})
           VALUES (?, ?, ?, ?, ?, ?, ?, ${this.inbox.nextSeq}, ${inquiryKeys.map(() => "?").join(", ")})`,
        )
        .run(
          id,
          key ?? null,
          now,
          teamFor(submission.recipient),
          submission.language ?? defaultLocale,
          replyDue,
          replyDue,
          // A later field not given is NULL, as in the inquiries from before it (tests' fixtures).
          ...inquiryKeys.map((key) => submission[key] ?? null),
        );
      this.#db
        .prepare(
          "INSERT INTO submissions_search (rowid, name, email, phone, message) VALUES (?, ?, ?, ?, ?)",
        )
        .run(lastInsertRowid, ...searchText(submission));
      this.#db
        .prepare("INSERT INTO outbox (submission_id, next_attempt_at) VALUES (?, ?)")
        .run(id, now);
      // Last, inside the transaction: a commit to a file that is gone would be a 200 for nothing.
      this.#checkOnDisk();
      this.#db.exec("COMMIT");
    } catch (error) {
      // A failed COMMIT (a full disk) has already rolled back; a second ROLLBACK would hide why.
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
    return { id, duplicate: false };
  }

  /** Notifications due now, oldest first. */
  dueMail(limit: number, now = new Date()): MailJob[] {
    const rows = this.#db
      .prepare(
        `SELECT s.*, o.attempts FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE o.sent_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?`,
      )
      .all(now.toISOString(), limit) as Row[];
    return rows.map((row) => ({ submission: toSubmission(row), attempts: Number(row.attempts) }));
  }

  markSent(id: string): void {
    this.#db
      .prepare("UPDATE outbox SET sent_at = ?, last_error = NULL WHERE submission_id = ?")
      .run(new Date().toISOString(), id);
  }

  /** Records a failed attempt and when to try again. `error` must hold no personal data. */
  markFailed(id: string, error: string, retryAt: Date): void {
    this.#db
      .prepare(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE submission_id = ?",
      )
      .run(error, retryAt.toISOString(), id);
  }

  /** Counts for the health check and the bench. */
  counts(): { submissions: number; unsent: number } {
    const row = this.#db
      .prepare(
        "SELECT (SELECT count(*) FROM submissions) AS submissions, (SELECT count(*) FROM outbox WHERE sent_at IS NULL) AS unsent",
      )
      .get() as Row;
    return { submissions: Number(row.submissions), unsent: Number(row.unsent) };
  }

  /** Notifications not yet sent, and when the oldest of their inquiries arrived (the metrics). */
  mailQueue(): { waiting: number; oldestReceivedAt: string | null } {
    const row = this.#db
      .prepare(
        `SELECT count(*) AS waiting, min(s.received_at) AS oldest
         FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE o.sent_at IS NULL`,
      )
      .get() as Row;
    return {
      waiting: Number(row.waiting),
      oldestReceivedAt: row.oldest === null ? null : String(row.oldest),
    };
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
