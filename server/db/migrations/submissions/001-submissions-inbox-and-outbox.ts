/**
 * The inquiries, the inbox's notes, calls, reads and replies, the outbox of notifications and the
 * health row (server/contact/store.ts, inbox.ts): on SQLite the schema `submissions.sqlite` had
 * before its store moved to Kysely, word for word, with what the store used to add to older files
 * at each start (the later fields, the inbox's columns, the search index), so a file made by any
 * earlier version opens unchanged. On PostgreSQL the same tables, with identity columns where
 * SQLite numbers rows itself, and a `tsvector` column with a GIN index for the search that SQLite
 * does with FTS5.
 *
 * The form's fields are listed as they are today (content/inquiry-form.ts `inquiryKeys`): a field
 * added to the form later is a column added by a migration of its own.
 */
import { sql } from "kysely";
import { recipients } from "../../../../content/inquiry-form.ts";
import { replyDueBy } from "../../../contact/business-days.ts";
import { repliesMigration } from "../../../contact/replies.ts";
import { dialectOf, type MigrationDb } from "../../migrate.ts";

/** The form's fields when this migration was written; `callTime` came later (issue 37). */
const fields = ["name", "phone", "callTime", "relationship", "recipient", "subject", "email"];
const laterFields = new Set(["callTime"]);

/** The inbox's columns, added to files made before the inbox (their defaults as then). */
const workflowColumns = {
  team: "TEXT NOT NULL DEFAULT ''",
  status: "TEXT NOT NULL DEFAULT 'new'",
  assignee_id: "TEXT",
  version: "INTEGER NOT NULL DEFAULT 1",
  seq: "INTEGER NOT NULL DEFAULT 0",
  closed_at: "TEXT",
  held: "INTEGER NOT NULL DEFAULT 0",
  language: "TEXT NOT NULL DEFAULT 'en'",
  reply_due_at: "TEXT",
  due_at: "TEXT",
  first_contact_at: "TEXT",
};

const sqlite = {
  submissions: `CREATE TABLE IF NOT EXISTS submissions (
    id TEXT PRIMARY KEY,
    idempotency_key TEXT UNIQUE,
    received_at TEXT NOT NULL,
    ${[...fields, "message"]
      .map((key) => `${key} TEXT${laterFields.has(key) ? "" : " NOT NULL"}`)
      .join(",\n    ")}
  ) STRICT`,
  tables: [
    "CREATE INDEX IF NOT EXISTS submissions_received_at ON submissions (received_at)",
    `CREATE TABLE IF NOT EXISTS inquiry_notes (
      id INTEGER PRIMARY KEY,
      inquiry_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      person_id TEXT NOT NULL,
      at TEXT NOT NULL,
      text TEXT NOT NULL
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS inquiry_notes_inquiry ON inquiry_notes (inquiry_id, id)",
    `CREATE TRIGGER IF NOT EXISTS inquiry_notes_append_only BEFORE UPDATE ON inquiry_notes
      BEGIN SELECT RAISE(ABORT, 'notes are append-only'); END`,
    `CREATE TABLE IF NOT EXISTS inquiry_calls (
      id INTEGER PRIMARY KEY,
      inquiry_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      person_id TEXT NOT NULL,
      at TEXT NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('reached', 'voicemail', 'no-answer', 'wrong-number')),
      note TEXT NOT NULL DEFAULT '',
      next_attempt_at TEXT
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS inquiry_calls_inquiry ON inquiry_calls (inquiry_id, id)",
    `CREATE TRIGGER IF NOT EXISTS inquiry_calls_append_only BEFORE UPDATE ON inquiry_calls
      BEGIN SELECT RAISE(ABORT, 'calls are append-only'); END`,
    `CREATE TABLE IF NOT EXISTS inquiry_reads (
      inquiry_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      person_id TEXT NOT NULL,
      PRIMARY KEY (inquiry_id, person_id)
    ) STRICT, WITHOUT ROWID`,
    `CREATE VIRTUAL TABLE IF NOT EXISTS submissions_search USING fts5 (
      name, email, phone, message, tokenize = 'unicode61 remove_diacritics 2'
    )`,
    `CREATE TRIGGER IF NOT EXISTS submissions_search_delete AFTER DELETE ON submissions
      BEGIN DELETE FROM submissions_search WHERE rowid = old.rowid; END`,
    `CREATE TABLE IF NOT EXISTS outbox (
      submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      sent_at TEXT,
      last_error TEXT
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS outbox_due ON outbox (sent_at, next_attempt_at)",
    `CREATE TABLE IF NOT EXISTS health (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      checked_at TEXT NOT NULL
    ) STRICT`,
  ],
};

/** The inbox's indexes: counting a view, changes since, retention, "assigned to me", what is due. */
const inboxIndexes = [
  "CREATE INDEX IF NOT EXISTS submissions_team_status ON submissions (team, status)",
  "CREATE INDEX IF NOT EXISTS submissions_team_seq ON submissions (team, seq)",
  "CREATE INDEX IF NOT EXISTS submissions_seq ON submissions (seq)",
  "CREATE INDEX IF NOT EXISTS submissions_status ON submissions (status, closed_at)",
  "CREATE INDEX IF NOT EXISTS submissions_assignee ON submissions (assignee_id)",
  "CREATE INDEX IF NOT EXISTS submissions_due ON submissions (due_at) WHERE due_at IS NOT NULL",
  "CREATE INDEX IF NOT EXISTS submissions_email ON submissions (lower(email)) WHERE email != ''",
];

// A column named rowid stands in for SQLite's own (the order of arrival), so lists walk it newest
// first in one query on both. `search` is the words of the name, e-mail, phone and message as
// server/contact/inbox.ts `searchDocument` makes them, each field under its weight (A to D), so
// a phone number is looked for in the phone alone.
const postgres = [
  `CREATE TABLE IF NOT EXISTS submissions (
    rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    id text PRIMARY KEY,
    idempotency_key text UNIQUE,
    received_at text NOT NULL,
    ${fields.map((key) => `"${key}" text${laterFields.has(key) ? "" : " NOT NULL"}`).join(",\n    ")},
    message text NOT NULL,
    team text NOT NULL DEFAULT '',
    status text NOT NULL DEFAULT 'new',
    assignee_id text,
    version integer NOT NULL DEFAULT 1,
    seq bigint NOT NULL DEFAULT 0,
    closed_at text,
    held integer NOT NULL DEFAULT 0,
    language text NOT NULL DEFAULT 'en',
    reply_due_at text,
    due_at text,
    first_contact_at text,
    search tsvector NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS submissions_received_at ON submissions (received_at)",
  "CREATE INDEX IF NOT EXISTS submissions_search ON submissions USING gin (search)",
  ...inboxIndexes,
  `CREATE TABLE IF NOT EXISTS inquiry_notes (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    inquiry_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    person_id text NOT NULL,
    at text NOT NULL,
    text text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS inquiry_notes_inquiry ON inquiry_notes (inquiry_id, id)",
  `CREATE TABLE IF NOT EXISTS inquiry_calls (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    inquiry_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    person_id text NOT NULL,
    at text NOT NULL,
    outcome text NOT NULL CHECK (outcome IN ('reached', 'voicemail', 'no-answer', 'wrong-number')),
    note text NOT NULL DEFAULT '',
    next_attempt_at text
  )`,
  "CREATE INDEX IF NOT EXISTS inquiry_calls_inquiry ON inquiry_calls (inquiry_id, id)",
  // Notes and calls are append-only, as SQLite's triggers keep them: a change is refused, and so
  // is a deletion, but for the one that comes with its inquiry's (retention's ON DELETE CASCADE,
  // which runs inside the foreign key's own trigger, one level down).
  // https://www.postgresql.org/docs/current/functions-info.html (pg_trigger_depth)
  `CREATE OR REPLACE FUNCTION inquiry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
      RAISE EXCEPTION '% are append-only', TG_ARGV[0];
    END $$`,
  `CREATE OR REPLACE TRIGGER inquiry_notes_append_only BEFORE UPDATE OR DELETE ON inquiry_notes
    FOR EACH ROW EXECUTE FUNCTION inquiry_append_only('notes')`,
  `CREATE OR REPLACE TRIGGER inquiry_calls_append_only BEFORE UPDATE OR DELETE ON inquiry_calls
    FOR EACH ROW EXECUTE FUNCTION inquiry_append_only('calls')`,
  `CREATE TABLE IF NOT EXISTS inquiry_reads (
    inquiry_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    person_id text NOT NULL,
    PRIMARY KEY (inquiry_id, person_id)
  )`,
  `CREATE TABLE IF NOT EXISTS outbox (
    submission_id text PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at text NOT NULL,
    sent_at text,
    last_error text
  )`,
  "CREATE INDEX IF NOT EXISTS outbox_due ON outbox (sent_at, next_attempt_at)",
  `CREATE TABLE IF NOT EXISTS health (
    id integer PRIMARY KEY CHECK (id = 1),
    checked_at text NOT NULL
  )`,
  ...repliesMigration("inquiry_replies", "submissions").postgres,
];

async function run(db: MigrationDb, statements: readonly string[]): Promise<void> {
  // One statement at a time: node:sqlite prepares only the first of several.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The names of `table`'s columns in a SQLite file. */
async function columnsOf(db: MigrationDb, table: string): Promise<Set<string>> {
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return new Set(rows.map((row) => row.name));
}

export async function up(db: MigrationDb): Promise<void> {
  if (dialectOf(db) === "postgres") return run(db, postgres);
  await run(db, [sqlite.submissions]);
  // A file made before a later field: its column, NULL for the inquiries from before it.
  let present = await columnsOf(db, "submissions");
  for (const key of laterFields)
    if (!present.has(key))
      await sql.raw(`ALTER TABLE submissions ADD COLUMN ${key} TEXT`).execute(db);
  await run(db, sqlite.tables);
  // A file made before the inbox: its columns; the inquiries go to the team of the Recipient the
  // visitor chose, their change number is their order of arrival, and their reply promise is
  // from when they arrived (due by it while still New; their first contact is not known).
  present = await columnsOf(db, "submissions");
  for (const [column, type] of Object.entries(workflowColumns))
    if (!present.has(column))
      await sql.raw(`ALTER TABLE submissions ADD COLUMN ${column} ${type}`).execute(db);
  for (const recipient of recipients)
    await sql`UPDATE submissions SET team = ${recipient.team} WHERE team = '' AND recipient = ${recipient.label}`.execute(
      db,
    );
  await sql`UPDATE submissions SET team = ${recipients[0]!.team} WHERE team = ''`.execute(db);
  await sql`UPDATE submissions SET seq = rowid WHERE seq = 0`.execute(db);
  const { rows: unmeasured } = await sql<{
    id: string;
    received_at: string;
    status: string;
  }>`SELECT id, received_at, status FROM submissions WHERE reply_due_at IS NULL`.execute(db);
  for (const row of unmeasured) {
    const due = replyDueBy(new Date(row.received_at)).toISOString();
    await sql`UPDATE submissions SET reply_due_at = ${due}, due_at = ${row.status === "new" ? due : null} WHERE id = ${row.id}`.execute(
      db,
    );
  }
  await run(db, [
    ...inboxIndexes,
    "CREATE INDEX IF NOT EXISTS submissions_received ON submissions (received_at)",
    // Deleted words leave the search index too, not only its row (FTS5 secure-delete).
    "INSERT INTO submissions_search (submissions_search, rank) VALUES ('secure-delete', 1)",
    ...repliesMigration("inquiry_replies", "submissions").sqlite,
  ]);
  // Inquiries stored before the search index: their words in it, the phone also as bare digits
  // (server/contact/inbox.ts `searchText`).
  const { rows: missing } = await sql<{
    rowid: number;
    name: string;
    email: string;
    phone: string;
    message: string;
  }>`SELECT rowid, name, email, phone, message FROM submissions
     WHERE rowid NOT IN (SELECT rowid FROM submissions_search)`.execute(db);
  for (const row of missing)
    await sql`INSERT INTO submissions_search (rowid, name, email, phone, message)
      VALUES (${row.rowid}, ${row.name}, ${row.email}, ${`${row.phone} ${row.phone.replace(/\D/g, "")}`}, ${row.message})`.execute(
      db,
    );
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "inquiry_replies",
    "health",
    "outbox",
    "inquiry_reads",
    "inquiry_calls",
    "inquiry_notes",
  ])
    await db.schema.dropTable(table).ifExists().execute();
  if (dialectOf(db) === "sqlite")
    await db.schema.dropTable("submissions_search").ifExists().execute();
  await db.schema.dropTable("submissions").ifExists().execute();
}
