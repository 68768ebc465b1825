/**
 * Submissions, in the `submissions` part of the database (decision 029): `submissions.sqlite` in
 * the data folder, or PostgreSQL's tables with DATABASE_URL, through Kysely; the tables are made
 * by server/db/migrations/submissions/. A submission and its mail job are written in one
 * transaction, committed before `save` resolves: on SQLite with synchronous=FULL, so the inquiry
 * survives a crash or a power cut (https://sqlite.org/wal.html); on PostgreSQL when the COMMIT
 * returns (synchronous_commit on, its default). Either way its notification will be sent.
 */
import { createHash, randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { inquiryKeys, type LaterKey, laterKeys, recipients } from "../../content/inquiry-form.ts";
import { defaultLocale, locales } from "../../content/locale.ts";
import { type Databases, type Dialect, openDatabases, sqliteFileOf } from "../db/database.ts";
import { inWriteTransaction } from "../db/transaction.ts";
import { stillOnDisk } from "../sqlite.ts";
import { replyDueBy } from "./business-days.ts";
import {
  fieldsOf,
  Inbox,
  inquiryColumns,
  type InquiryRow,
  searchDocument,
  searchText,
  type SubmissionTables,
} from "./inbox.ts";
import { claimMs } from "./replies.ts";
import type { StoredSubmission, Submission } from "./validate.ts";

export type { SubmissionTables } from "./inbox.ts";

/** A notification waiting to be sent. */
export interface MailJob {
  submission: StoredSubmission;
  attempts: number;
}

const isLater = (key: string): key is LaterKey => (laterKeys as readonly string[]).includes(key);

function toSubmission(row: InquiryRow): StoredSubmission {
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

type Db = Kysely<SubmissionTables>;

export class SubmissionStore {
  readonly #db: Db;
  readonly #dialect: Dialect;
  /**
   * On SQLite, throws unless the database file at its path is still the one open here
   * (server/sqlite.ts `stillOnDisk`): a removed or replaced data folder would lose every
   * submission after it. PostgreSQL has no file of ours to lose: its COMMIT is the proof.
   */
  readonly #checkOnDisk: () => void;
  /** The databases this store opened itself (`openFolder`), closed with it. */
  readonly #owned: Databases | undefined;

  /** The store on `db`, the `submissions` part of the database, migrated. */
  constructor(db: Db, dialect: Dialect, owned?: Databases) {
    this.#db = db;
    this.#dialect = dialect;
    this.#owned = owned;
    const file = sqliteFileOf(db);
    this.#checkOnDisk = file ? stillOnDisk(file, "submissions") : () => {};
    this.inbox = new Inbox(db, dialect);
  }

  /**
   * The submissions of the data's database (the part opened, and migrated, on first use),
   * checked: a damaged SQLite file, or a database that takes no write, stops the start.
   */
  static async open(databases: Databases, owned?: Databases): Promise<SubmissionStore> {
    const store = new SubmissionStore(
      await databases.part<SubmissionTables>("submissions"),
      databases.dialect,
      owned,
    );
    await store.checkIntegrity();
    await store.check();
    return store;
  }

  /**
   * The store on a data folder's own `submissions.sqlite`, as the server opens it without
   * DATABASE_URL (tests, scripts, the bench); `close` closes the file.
   */
  static async openFolder(dataDir: string): Promise<SubmissionStore> {
    const databases = openDatabases({ dialect: "sqlite" }, dataDir);
    try {
      return await SubmissionStore.open(databases, databases);
    } catch (error) {
      await databases.close();
      throw error;
    }
  }

  /** The staff's view of the stored inquiries, on the same database (server/contact/inbox.ts). */
  readonly inbox: Inbox;

  /** The last full check of the database's pages (`checkIntegrity`), when and what it found. */
  #integrity: { at: string; problem?: string } = { at: "" };

  /** When the pages were last checked, and whether they were sound. */
  get integrity(): { checkedAt: string; ok: boolean } {
    return { checkedAt: this.#integrity.at, ok: this.#integrity.problem === undefined };
  }

  /**
   * Throws unless the database takes a committed write now, and on SQLite unless it is the file
   * on disk, in WAL mode and syncing every commit, and its last integrity check passed. The
   * write is committed, not rolled back: a rolled-back write never leaves memory, so only a
   * commit finds a full disk (measured on a full tmpfs). Cheap enough for every health check: it
   * reads no page of the inquiries.
   */
  async check(): Promise<void> {
    if (this.#dialect === "sqlite") {
      this.#checkOnDisk();
      const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(this.#db);
      const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(this.#db);
      const journal = mode.rows[0]?.journal_mode;
      if (journal !== "wal")
        throw new Error(`Submissions database is not in WAL mode (${journal})`);
      if (sync.rows[0]?.synchronous !== 2)
        throw new Error("Submissions database is not synchronous=FULL");
    }
    if (this.#integrity.problem !== undefined)
      throw new Error(
        `Submissions database failed its integrity check at ${this.#integrity.at}: ${this.#integrity.problem}`,
      );
    await inWriteTransaction(this.#db, this.#dialect, (trx) =>
      trx
        .insertInto("health")
        .values({ id: 1, checked_at: new Date().toISOString() })
        .onConflict((conflict) =>
          conflict
            .column("id")
            .doUpdateSet((eb) => ({ checked_at: eb.ref("excluded.checked_at") })),
        )
        .execute(),
    );
  }

  /**
   * Reads every page of the SQLite file for damage (`PRAGMA quick_check`) and remembers the
   * result for `check`. It takes most of a second at 50,000 inquiries, so the server runs it at
   * start and on a schedule, never for a request. PostgreSQL checks its own pages (and has no
   * counterpart to run here): it is sound as far as this store can tell.
   */
  async checkIntegrity(): Promise<boolean> {
    let problem: string | undefined;
    if (this.#dialect === "sqlite") {
      const quick = await sql<{ quick_check: string }>`PRAGMA quick_check`.execute(this.#db);
      const found = quick.rows[0]?.quick_check;
      problem = found === "ok" ? undefined : String(found);
    }
    this.#integrity = { at: new Date().toISOString(), problem };
    return problem === undefined;
  }

  /**
   * Stores a submission and queues its notification, durably, in one transaction. The same
   * words sent again with the same `idempotencyKey` (say after a lost answer) return the first
   * id, whichever instance stored it; changed words under that key are a new submission.
   * `receivedAt` is for tests and the bench, which seed inquiries as if they had come earlier;
   * the receiver never passes it.
   */
  save(
    submission: Submission,
    idempotencyKey?: string,
    receivedAt = new Date(),
  ): Promise<{ id: string; duplicate: boolean }> {
    const key = idempotencyKey ? keyWithContent(idempotencyKey, submission) : undefined;
    const now = receivedAt.toISOString();
    // The reply promise (business-days.ts): a new inquiry is due by it.
    const replyDue = replyDueBy(receivedAt).toISOString();
    return inWriteTransaction(this.#db, this.#dialect, async (trx) => {
      // First the inbox's turn: the same key sent to two instances at once is looked up by the
      // second after the first committed, and found.
      await this.inbox.takeTurn(trx);
      if (key) {
        const existing = await trx
          .selectFrom("submissions")
          .select("id")
          .where("idempotency_key", "=", key)
          .executeTakeFirst();
        if (existing) return { id: existing.id, duplicate: true };
      }
      const id = randomUUID();
      const { rowid } = await trx
        .insertInto("submissions")
        .values({
          id,
          idempotency_key: key ?? null,
          received_at: now,
          team: teamFor(submission.recipient),
          language: submission.language ?? defaultLocale,
          reply_due_at: replyDue,
          due_at: replyDue,
          seq: this.inbox.nextSeq,
          // A later field not given is NULL, as in the inquiries from before it (tests' fixtures).
          ...Object.fromEntries(inquiryKeys.map((field) => [field, submission[field] ?? null])),
          // PostgreSQL keeps the search words in the row (a GIN index on them); SQLite in FTS5.
          ...(this.#dialect === "postgres" ? { search: searchDocument(submission) } : {}),
        })
        .returning("rowid")
        .executeTakeFirstOrThrow();
      if (this.#dialect === "sqlite") {
        const [name, email, phone, message] = searchText(submission);
        await trx
          .insertInto("submissions_search")
          .values({ rowid: Number(rowid), name, email, phone, message })
          .execute();
      }
      await trx
        .insertInto("outbox")
        .values({ submission_id: id, next_attempt_at: now, claimed_until: null })
        .execute();
      // Last, inside the transaction: a commit to a file that is gone would be a 200 for nothing.
      this.#checkOnDisk();
      return { id, duplicate: false };
    });
  }

  /**
   * Notifications due now, oldest first, claimed for `claimMs`: another instance's outbox does
   * not take them meanwhile (on PostgreSQL, rows another instance is claiming at this moment are
   * skipped, not waited for). `markSent` and `markFailed` end the claim.
   */
  dueMail(limit: number, now = new Date()): Promise<MailJob[]> {
    const at = now.toISOString();
    return inWriteTransaction(this.#db, this.#dialect, async (trx) => {
      let due = trx
        .selectFrom("outbox as o")
        .innerJoin("submissions as s", "s.id", "o.submission_id")
        .select([...inquiryColumns.map((column) => `s.${column}` as const), "o.attempts"])
        .where("o.sent_at", "is", null)
        .where("o.next_attempt_at", "<=", at)
        .where((eb) => eb.or([eb("o.claimed_until", "is", null), eb("o.claimed_until", "<=", at)]))
        .orderBy("o.next_attempt_at")
        .limit(limit);
      if (this.#dialect === "postgres") due = due.forUpdate("o").skipLocked();
      const rows = await due.execute();
      if (rows.length === 0) return [];
      await trx
        .updateTable("outbox")
        .set({ claimed_until: new Date(now.getTime() + claimMs).toISOString() })
        .where(
          "submission_id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
      return rows.map((row) => ({
        submission: toSubmission(row as InquiryRow),
        attempts: Number(row.attempts),
      }));
    });
  }

  async markSent(id: string, now = new Date()): Promise<void> {
    await inWriteTransaction(this.#db, this.#dialect, (trx) =>
      trx
        .updateTable("outbox")
        .set({ sent_at: now.toISOString(), last_error: null, claimed_until: null })
        .where("submission_id", "=", id)
        .execute(),
    );
  }

  /** Ends this instance's claim on a notification it took and did not send. */
  async releaseMail(id: string): Promise<void> {
    await inWriteTransaction(this.#db, this.#dialect, (trx) =>
      trx
        .updateTable("outbox")
        .set({ claimed_until: null })
        .where("submission_id", "=", id)
        .where("sent_at", "is", null)
        .execute(),
    );
  }

  /** Records a failed attempt and when to try again. `error` must hold no personal data. */
  async markFailed(id: string, error: string, retryAt: Date): Promise<void> {
    await inWriteTransaction(this.#db, this.#dialect, (trx) =>
      trx
        .updateTable("outbox")
        .set((eb) => ({
          attempts: eb("attempts", "+", 1),
          last_error: error,
          next_attempt_at: retryAt.toISOString(),
          claimed_until: null,
        }))
        .where("submission_id", "=", id)
        .execute(),
    );
  }

  /** Counts for the health check and the bench. */
  async counts(): Promise<{ submissions: number; unsent: number }> {
    const submissions = await this.#db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const unsent = await this.#db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("sent_at", "is", null)
      .executeTakeFirstOrThrow();
    return { submissions: Number(submissions.n), unsent: Number(unsent.n) };
  }

  /** Notifications not yet sent, and when the oldest of their inquiries arrived (the metrics). */
  async mailQueue(): Promise<{ waiting: number; oldestReceivedAt: string | null }> {
    const row = await this.#db
      .selectFrom("outbox as o")
      .innerJoin("submissions as s", "s.id", "o.submission_id")
      .select((eb) => [
        eb.fn.countAll<number>().as("waiting"),
        eb.fn.min<string | null>("s.received_at").as("oldest"),
      ])
      .where("o.sent_at", "is", null)
      .executeTakeFirstOrThrow();
    return {
      waiting: Number(row.waiting),
      oldestReceivedAt: row.oldest === null ? null : String(row.oldest),
    };
  }

  /** Closes the database, when this store opened it (`openFolder`); else `databases.close()` does. */
  async close(): Promise<void> {
    await this.#owned?.close();
  }
}
