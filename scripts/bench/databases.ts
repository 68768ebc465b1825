/**
 * The inquiries on PostgreSQL beside SQLite, in one run (issue 36): submissions per second
 * through the store's `save` (the contact form's path after validation, each inquiry and its
 * mail job committed before it resolves), and the inbox's list, Due, Done, counts and searches
 * through the store's `Inbox` at a million inquiries. Each figure is set beside the other
 * database's, and beside a reference measured on each in the same run (a `SELECT 1`: the cost of
 * asking the database anything at all).
 *
 * Both databases live on tmpfs (/dev/shm): SQLite's file as the store opens it (WAL,
 * synchronous=FULL), and a throwaway PostgreSQL cluster (server/db/test-postgres.ts) with its
 * own flushing on (fsync, full-page writes) and its settings otherwise as shipped. Each commit's
 * flush therefore costs a system call, not a disk's sync, on both sides alike.
 *
 * The million are seeded in bulk, not one by one: rows made here as the store makes them (its
 * search words by its own functions, `searchText` for FTS5 and `searchFieldWords` for PostgreSQL's
 * column), 10,000 to a transaction: on PostgreSQL one INSERT of arrays (`unnest`), on SQLite a
 * prepared INSERT per row on a connection of the seed's own, the migrations' indexes built once
 * after (from their own definitions) rather than kept up to date row by row. Two years of
 * inquiries: most closed, the last fortnight's mostly open, one old one in fifty forgotten open;
 * every recipient (so every team), both languages, a dozen assignees, calls planned from three
 * days ago to three days ahead. PostgreSQL is vacuumed and analysed after the seed, as its
 * autovacuum would be by the time staff open the inbox;
 * SQLite is left as the store leaves it (no ANALYZE).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { type Kysely, sql } from "kysely";
import { recipients } from "../../content/inquiry-form.ts";
import { staffPageSize } from "../../content/staff-lists.ts";
import type { InquiryStatus } from "../../content/staff-ui.ts";
import { replyDueBy } from "../../server/contact/business-days.ts";
import {
  everyTeam,
  inquiryColumns,
  searchFieldWords,
  searchText,
  type SubmissionTables,
} from "../../server/contact/inbox.ts";
import { SubmissionStore, teamFor } from "../../server/contact/store.ts";
import type { Submission } from "../../server/contact/validate.ts";
import { openDatabases } from "../../server/db/database.ts";
import { inWriteTransaction } from "../../server/db/transaction.ts";
import { inTransaction, openDatabase } from "../../server/sqlite.ts";
import { createTestDatabase, startTestPostgres } from "../../server/db/test-postgres.ts";
import { timeIt, words } from "./inbox.ts";

/** What the part measures: how many inquiries, how many saves and how many at once. */
export interface DatabaseBenchOptions {
  /** Inquiries seeded in each database. */
  inquiries: number;
  /** Saves timed on each, after the seed. */
  saves: number;
  /** Saves in flight at once (visitors posting the form together). */
  concurrency: number;
  /** Calls timed per query. */
  times: number;
}

/** A timing: median and 95th percentile, in ms (inbox.ts `timeIt`). */
export type Timing = Awaited<ReturnType<typeof timeIt>>;

/** One database's figures. */
export interface DatabaseFigures {
  /** Seconds to seed the inquiries (rows made apart, below). */
  seedSeconds: number;
  /** Saves per second, `concurrency` at once. */
  savesPerSecond: number;
  /** `SELECT 1` round trips per second, as many at once. */
  referencePerSecond: number;
  /** Each query through the store's Inbox. */
  queries: Record<string, Timing>;
  /** The reference for the queries: one `SELECT 1`. */
  reference: Timing;
  /** Open, overdue and due today, as the counts say (the seed's shape). */
  shape: { open: number; overdue: number; due: number; total: number };
}

const day = 86_400_000;
const batchRows = 10_000;
const surnames = ["Tremblay", "Singh", "Nguyen", "Silva", "Côté", "Wong", "Roy", "Okafor"];
const relationships = [
  "I am the relative/caregiver of a client",
  "I am a client",
  "I am a prospective client",
  "I am a health care professional",
];
const subjects = ["Service Request", "General Inquiry", "Feedback", "Compliment"];
const callTimes = [null, "Morning", "Afternoon", "Evening", "Any time"];

/** The columns the seed writes (SQLite numbers the rows; PostgreSQL's identity does). */
const seededColumns = [...inquiryColumns, "idempotency_key", "seq"] as const;

/** One seeded inquiry: its columns, its mail job's sending time, and its search words. */
type SeedRow = Record<(typeof seededColumns)[number], string | number | null> & {
  sent_at: string | null;
  /** searchText's four fields (FTS5's columns). */
  text: string[];
  /** searchFieldWords's four fields (PostgreSQL's weighted words). */
  words: string[];
};

/** The reply promise of an inquiry received at `time`, by the hour (days start on the hour). */
const promises = new Map<number, string>();
function promiseFor(time: number): string {
  const hour = Math.floor(time / 3_600_000);
  let due = promises.get(hour);
  if (!due) {
    due = replyDueBy(new Date(time)).toISOString();
    promises.set(hour, due);
  }
  return due;
}

/** A fixed pseudo-random number in [0, 1) for inquiry `i` and a purpose, so both get the same. */
function chance(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43_758.5453;
  return x - Math.floor(x);
}

/**
 * Inquiry `i` of `count`, received over the two years before `now` in order: its status, team,
 * assignee, times and words as the store and the inbox would have left them.
 */
function seedRow(i: number, count: number, now: number, assignees: string[]): SeedRow {
  const received = now - Math.round(((count - i) * 730 * day) / count);
  const age = now - received;
  const french = i % 5 === 1;
  const submission: Submission = {
    name: `Person ${i} ${surnames[i % surnames.length]}`,
    phone: `416-555-${String(i % 10_000).padStart(4, "0")}`,
    relationship: relationships[i % relationships.length]!,
    recipient: recipients[i % recipients.length]!.label,
    subject: subjects[i % subjects.length]!,
    email: `person${i}@example.org`,
    message: `${words[i % words.length]} (${i})`,
  };
  const callTime = callTimes[i % callTimes.length] ?? null;
  const replyDue = promiseFor(received);
  // The last two days' are New; the last fortnight's mostly open; one old one in fifty forgotten.
  const roll = chance(i, 1);
  let status: InquiryStatus;
  if (age < 2 * day) status = "new";
  else if (age < 14 * day) status = roll < 0.3 ? "in-progress" : roll < 0.5 ? "waiting" : "done";
  else status = roll < 0.01 ? "in-progress" : roll < 0.02 ? "waiting" : "done";
  if (status === "done" && chance(i, 2) < 0.03) status = "spam";
  // Left New past its promise, now and then: overdue.
  if (status !== "done" && status !== "spam" && age >= 2 * day && chance(i, 3) < 0.05)
    status = "new";
  const contacted = status === "in-progress" || status === "waiting" || status === "done";
  const firstContact = contacted
    ? new Date(received + Math.round(chance(i, 4) * 2 * day)).toISOString()
    : null;
  // Open and contacted: a third have a call planned, from three days ago to three days ahead.
  let dueAt: string | null = null;
  if (status === "new") dueAt = replyDue;
  else if ((status === "in-progress" || status === "waiting") && chance(i, 5) < 1 / 3)
    dueAt = new Date(now + Math.round((chance(i, 6) - 0.5) * 6 * day)).toISOString();
  const closedAt =
    status === "done" || status === "spam"
      ? new Date(received + Math.round((1 + chance(i, 7) * 4) * day)).toISOString()
      : null;
  const receivedAt = new Date(received).toISOString();
  return {
    id: randomUUID(),
    idempotency_key: `${randomUUID()}.seed`,
    received_at: receivedAt,
    ...submission,
    callTime,
    team: teamFor(submission.recipient),
    status,
    assignee_id: status === "new" || status === "spam" ? null : assignees[i % assignees.length]!,
    version: status === "new" ? 1 : 2 + (i % 4),
    closed_at: closedAt,
    held: i % 2_000 === 7 ? 1 : 0,
    language: french ? "fr" : "en",
    reply_due_at: replyDue,
    due_at: dueAt,
    first_contact_at: firstContact,
    seq: i + 1,
    // The notification went a second after it came, but for the last minute's.
    sent_at: age < 60_000 ? null : new Date(received + 1_000).toISOString(),
    text: searchText(submission),
    words: searchFieldWords(submission),
  };
}

const quoted = (column: string) => `"${column}"`;
const numeric = new Set(["version", "held", "seq"]);

/**
 * Inserts a batch of seeded rows into PostgreSQL in one transaction: each column as one array
 * (`unnest`), the search words as the store writes them (server/contact/inbox.ts
 * `searchDocument`: weights A to D), and the mail jobs.
 */
async function insertPostgres(db: Kysely<SubmissionTables>, rows: SeedRow[]): Promise<void> {
  const arrays = seededColumns.map(
    (column) =>
      sql`${rows.map((row) => row[column])}::${sql.raw(numeric.has(column) ? "int8" : "text")}[]`,
  );
  const words = [0, 1, 2, 3].map((field) => sql`${rows.map((row) => row.words[field]!)}::text[]`);
  await inWriteTransaction(db, "postgres", async (trx) => {
    await sql`INSERT INTO submissions (${sql.raw(seededColumns.map(quoted).join(", "))}, search)
      SELECT ${sql.raw(seededColumns.map((_, i) => `c${i}`).join(", "))},
        setweight(to_tsvector('simple', a), 'A') || setweight(to_tsvector('simple', b), 'B')
        || setweight(to_tsvector('simple', c), 'C') || setweight(to_tsvector('simple', d), 'D')
      FROM unnest(${sql.join([...arrays, ...words])})
        AS r(${sql.raw([...seededColumns.map((_, i) => `c${i}`), "a", "b", "c", "d"].join(", "))})`.execute(
      trx,
    );
    await sql`INSERT INTO outbox (submission_id, attempts, next_attempt_at, sent_at)
      SELECT id, 1, next, sent FROM unnest(${rows.map((row) => row.id)}::text[],
        ${rows.map((row) => row.received_at)}::text[], ${rows.map((row) => row.sent_at)}::text[])
        AS r(id, next, sent)`.execute(trx);
  });
}

/** The seed's own connection to the SQLite file, its statements prepared once. */
function sqliteSeeder(dataDir: string) {
  const { db } = openDatabase(dataDir, "submissions.sqlite");
  // A page cache that holds a million random ids (the store's is SQLite's 2 MiB).
  db.exec("PRAGMA cache_size = -524288");
  const insert = db.prepare(
    `INSERT INTO submissions (${seededColumns.map(quoted).join(", ")})
     VALUES (${seededColumns.map(() => "?").join(", ")})`,
  );
  // FTS5 by the inquiry's rowid, as the store's `save` fills it.
  const search = db.prepare(
    "INSERT INTO submissions_search (rowid, name, email, phone, message) VALUES (?, ?, ?, ?, ?)",
  );
  const outbox = db.prepare(
    "INSERT INTO outbox (submission_id, attempts, next_attempt_at, sent_at) VALUES (?, 1, ?, ?)",
  );
  return {
    db,
    insert(rows: SeedRow[]) {
      inTransaction(db, () => {
        for (const row of rows) {
          const { lastInsertRowid } = insert.run(...seededColumns.map((column) => row[column]));
          search.run(lastInsertRowid, ...row.text);
          outbox.run(row.id, row.received_at, row.sent_at);
        }
      });
    },
  };
}

/**
 * One of the migrations' indexes on the inquiries and their mail jobs. The seed drops those that
 * keep no key (the id, the idempotency key and PostgreSQL's rowid stay) and builds them again
 * after, from their definitions: building an index once is much faster than keeping it up to
 * date through a million inserts, GIN's above all.
 */
interface IndexDefinition {
  name: string;
  definition: string;
}

/** Calls `work` `count` times, `concurrency` at once; how many per second. */
async function perSecond(
  count: number,
  concurrency: number,
  work: (i: number) => Promise<unknown>,
) {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

/** A contact form's submission, as validated, for the saves timed. */
function posted(i: number): Submission {
  return {
    name: `Visitor ${i}`,
    phone: `905-555-${String(i % 10_000).padStart(4, "0")}`,
    relationship: relationships[0]!,
    recipient: recipients[i % recipients.length]!.label,
    subject: subjects[0]!,
    email: `visitor${i}@example.org`,
    message: `${words[i % words.length]} (visitor ${i})`,
  };
}

/**
 * Seeds `options.inquiries` in a throwaway PostgreSQL and in a SQLite file, both on tmpfs, and
 * times the saves and the inbox's queries on each.
 */
export async function benchDatabases(options: DatabaseBenchOptions) {
  process.env.TMPDIR = "/dev/shm";
  const postgres = await startTestPostgres({ durable: true });
  const database = await createTestDatabase(postgres.url);
  const dataDir = mkdtempSync("/dev/shm/bench-databases-");
  const sides = {
    PostgreSQL: openDatabases(
      { dialect: "postgres", url: database.url, poolSize: options.concurrency },
      dataDir,
    ),
    SQLite: openDatabases({ dialect: "sqlite" }, dataDir),
  };
  try {
    const handles = {
      PostgreSQL: await sides.PostgreSQL.part<SubmissionTables>("submissions"),
      SQLite: await sides.SQLite.part<SubmissionTables>("submissions"),
    };
    const names = ["PostgreSQL", "SQLite"] as const;

    // The seed: rows made once per batch, written to each in turn, the indexes built after.
    const seeder = sqliteSeeder(dataDir);
    const indexes = {
      PostgreSQL: (
        await sql<IndexDefinition>`SELECT i.indexname AS name, i.indexdef AS definition
          FROM pg_indexes i
          WHERE i.schemaname = current_schema() AND i.tablename IN ('submissions', 'outbox')
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(
          handles.PostgreSQL,
        )
      ).rows,
      SQLite: seeder.db
        .prepare(
          `SELECT name, sql AS definition FROM sqlite_schema
           WHERE type = 'index' AND tbl_name IN ('submissions', 'outbox') AND sql IS NOT NULL`,
        )
        .all() as unknown as IndexDefinition[],
    };
    for (const { name } of indexes.PostgreSQL)
      await sql`DROP INDEX ${sql.id(name)}`.execute(handles.PostgreSQL);
    for (const { name } of indexes.SQLite) seeder.db.exec(`DROP INDEX "${name}"`);
    const now = Date.now();
    const assignees = Array.from({ length: 12 }, () => randomUUID());
    const seedMs = { PostgreSQL: 0, SQLite: 0 };
    let makeMs = 0;
    const seeding = async (name: (typeof names)[number], work: () => unknown) => {
      const start = performance.now();
      await work();
      seedMs[name] += performance.now() - start;
    };
    for (let first = 0; first < options.inquiries; first += batchRows) {
      const start = performance.now();
      const rows = Array.from({ length: Math.min(batchRows, options.inquiries - first) }, (_, k) =>
        seedRow(first + k, options.inquiries, now, assignees),
      );
      makeMs += performance.now() - start;
      await seeding("PostgreSQL", () => insertPostgres(handles.PostgreSQL, rows));
      await seeding("SQLite", () => seeder.insert(rows));
    }
    await seeding("PostgreSQL", () =>
      inWriteTransaction(handles.PostgreSQL, "postgres", async (trx) => {
        // The memory PostgreSQL may use to build them, for this transaction (64 MB as shipped).
        await sql`SET LOCAL maintenance_work_mem = '512MB'`.execute(trx);
        for (const { definition } of indexes.PostgreSQL) await sql.raw(definition).execute(trx);
      }),
    );
    await seeding("SQLite", () =>
      inTransaction(seeder.db, () => {
        for (const { definition } of indexes.SQLite) seeder.db.exec(definition);
      }),
    );
    seeder.db.close();
    const start = performance.now();
    await sql`VACUUM ANALYZE`.execute(handles.PostgreSQL);
    const vacuumSeconds = (performance.now() - start) / 1000;

    const stores = {
      PostgreSQL: new SubmissionStore(handles.PostgreSQL, "postgres"),
      SQLite: new SubmissionStore(handles.SQLite, "sqlite"),
    };
    const reader = assignees[0]!;
    const page = { offset: 0, limit: staffPageSize };
    const common = "demence";
    const rare = `person${Math.floor(options.inquiries * 0.4242)}`;
    const queries = {
      "open work, first page (the inbox's default)": (store: SubmissionStore) =>
        store.inbox.list({ teams: everyTeam, status: "open" }, page, reader),
      "Due today, first page": (store: SubmissionStore) =>
        store.inbox.list({ teams: everyTeam, status: "due" }, page, reader),
      "Done, first page": (store: SubmissionStore) =>
        store.inbox.list({ teams: everyTeam, status: "done" }, page, reader),
      "counts (navigation and filter)": (store: SubmissionStore) => store.inbox.counts(everyTeam),
      [`search "${common}" (a common word), every status`]: (store: SubmissionStore) =>
        store.inbox.list({ teams: everyTeam, status: "all", search: common }, page, reader),
      [`search "${rare}" (one person), every status`]: (store: SubmissionStore) =>
        store.inbox.list({ teams: everyTeam, status: "all", search: rare }, page, reader),
    };
    // Query by query, PostgreSQL then SQLite, so a busy moment of the machine falls on both.
    const timed = {
      PostgreSQL: {} as Record<string, Timing>,
      SQLite: {} as Record<string, Timing>,
    };
    for (const [query, run] of Object.entries(queries))
      for (const name of names)
        timed[name][query] = await timeIt(options.times, () => run(stores[name]));
    const figures = {} as Record<(typeof names)[number], DatabaseFigures>;
    for (const name of names) {
      const store = stores[name];
      const db = handles[name];
      const reference = await timeIt(options.times, () => sql`SELECT 1`.execute(db));
      const counts = await store.inbox.counts(everyTeam);
      const { total } = await store.inbox.list({ teams: everyTeam, status: "all" }, page);
      const referencePerSecond = await perSecond(options.saves, options.concurrency, () =>
        sql`SELECT 1`.execute(db),
      );
      const savesPerSecond = await perSecond(options.saves, options.concurrency, (i) =>
        store.save(posted(i), randomUUID()),
      );
      figures[name] = {
        seedSeconds: seedMs[name] / 1000 + (name === "PostgreSQL" ? vacuumSeconds : 0),
        savesPerSecond,
        referencePerSecond,
        queries: timed[name],
        reference,
        shape: { open: counts.open, overdue: counts.overdue, due: counts.due, total },
      };
    }
    return {
      inquiries: options.inquiries,
      version: postgres.version,
      makeSeconds: makeMs / 1000,
      vacuumSeconds,
      figures,
    };
  } finally {
    await sides.PostgreSQL.close();
    await sides.SQLite.close();
    await database.drop();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
