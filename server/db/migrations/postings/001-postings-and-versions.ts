/**
 * The job postings, every version published, and what each change changed (server/careers/store.ts):
 * on SQLite the schema `postings.sqlite` had before its store moved to Kysely, word for word, so a
 * file made then opens unchanged (every statement is IF NOT EXISTS). On PostgreSQL the same
 * tables, with identity columns where SQLite numbers rows itself.
 */
import { sql } from "kysely";
import { dialectOf, type MigrationDb } from "../../migrate.ts";

const sqlite = {
  postings: [
    `CREATE TABLE IF NOT EXISTS postings (
      id TEXT PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL CHECK (status IN ('draft', 'open', 'closed')),
      draft TEXT NOT NULL,
      live_seq INTEGER,
      closed_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      version INTEGER NOT NULL DEFAULT 1
    ) STRICT`,
    `CREATE TABLE IF NOT EXISTS posting_versions (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      posting_id TEXT NOT NULL REFERENCES postings (id) ON DELETE CASCADE,
      slug TEXT NOT NULL,
      content TEXT NOT NULL,
      published_at TEXT NOT NULL,
      published_by TEXT,
      came_down_at TEXT,
      keep_until TEXT
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS posting_versions_posting ON posting_versions (posting_id, seq)",
    "CREATE INDEX IF NOT EXISTS posting_versions_keep ON posting_versions (keep_until)",
  ],
  history: [
    `CREATE TABLE IF NOT EXISTS posting_changes (
      posting_id TEXT NOT NULL REFERENCES postings (id) ON DELETE CASCADE,
      version INTEGER NOT NULL,
      at TEXT NOT NULL,
      person_id TEXT,
      field TEXT NOT NULL,
      from_value TEXT NOT NULL,
      to_value TEXT NOT NULL
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS posting_changes_of ON posting_changes (posting_id, version)",
  ],
};

// A column named rowid stands in for SQLite's own (the order rows were written in), so the
// store orders by it in one query on both.
const postgres = [
  `CREATE TABLE IF NOT EXISTS postings (
    rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    id text PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    status text NOT NULL CHECK (status IN ('draft', 'open', 'closed')),
    draft text NOT NULL,
    live_seq bigint,
    closed_at text,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    version integer NOT NULL DEFAULT 1
  )`,
  `CREATE TABLE IF NOT EXISTS posting_versions (
    seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    posting_id text NOT NULL REFERENCES postings (id) ON DELETE CASCADE,
    slug text NOT NULL,
    content text NOT NULL,
    published_at text NOT NULL,
    published_by text,
    came_down_at text,
    keep_until text
  )`,
  "CREATE INDEX IF NOT EXISTS posting_versions_posting ON posting_versions (posting_id, seq)",
  "CREATE INDEX IF NOT EXISTS posting_versions_keep ON posting_versions (keep_until)",
  `CREATE TABLE IF NOT EXISTS posting_changes (
    rowid bigint GENERATED ALWAYS AS IDENTITY,
    posting_id text NOT NULL REFERENCES postings (id) ON DELETE CASCADE,
    version integer NOT NULL,
    at text NOT NULL,
    person_id text,
    field text NOT NULL,
    from_value text NOT NULL,
    to_value text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS posting_changes_of ON posting_changes (posting_id, version)",
];

async function run(db: MigrationDb, statements: readonly string[]): Promise<void> {
  // One statement at a time: node:sqlite prepares only the first of several.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: MigrationDb): Promise<void> {
  if (dialectOf(db) === "postgres") return run(db, postgres);
  await run(db, sqlite.postings);
  // A file made before versions (decision 028): each posting starts at version 1, every row kept.
  const { rows } = await sql<{ name: string }>`PRAGMA table_info(postings)`.execute(db);
  if (!rows.some((column) => column.name === "version"))
    await sql`ALTER TABLE postings ADD COLUMN version INTEGER NOT NULL DEFAULT 1`.execute(db);
  await run(db, sqlite.history);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("posting_changes").execute();
  await db.schema.dropTable("posting_versions").execute();
  await db.schema.dropTable("postings").execute();
}
