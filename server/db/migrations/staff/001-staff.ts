/**
 * The staff area's data (server/staff/store.ts): people, their invitations, passkeys, WebAuthn
 * challenges and the organisation sign-in's state, sessions, links to the identity provider,
 * saved replies, settings, the morning e-mails' records, presence and the audit trail. On SQLite
 * the schema `staff.sqlite` had before its store moved to Kysely, word for word (IF NOT EXISTS,
 * with the columns it added to older files), so a file made then opens unchanged. On PostgreSQL
 * the same tables; the audit trail refuses UPDATE, DELETE and TRUNCATE by trigger there too.
 */
import { sql } from "kysely";
import { dialectOf, type MigrationDb } from "../../migrate.ts";

const sqlite = {
  tables: [
    `CREATE TABLE IF NOT EXISTS people (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      teams TEXT NOT NULL,
      admin INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      revoked_at TEXT,
      digest TEXT NOT NULL DEFAULT 'auto'
    ) STRICT`,
    `CREATE TABLE IF NOT EXISTS invites (
      token_hash TEXT PRIMARY KEY,
      person_id TEXT NOT NULL REFERENCES people (id),
      expires_at TEXT NOT NULL,
      used_at TEXT
    ) STRICT`,
    `CREATE TABLE IF NOT EXISTS passkeys (
      id TEXT PRIMARY KEY,
      person_id TEXT NOT NULL REFERENCES people (id),
      public_key BLOB NOT NULL,
      counter INTEGER NOT NULL,
      transports TEXT NOT NULL,
      label TEXT NOT NULL,
      created_at TEXT NOT NULL,
      last_used_at TEXT
    ) STRICT`,
    `CREATE TABLE IF NOT EXISTS challenges (
      challenge TEXT PRIMARY KEY,
      purpose TEXT NOT NULL,
      subject TEXT NOT NULL,
      expires_at TEXT NOT NULL
    ) STRICT`,
    `CREATE TABLE IF NOT EXISTS sessions (
      id_hash TEXT PRIMARY KEY,
      person_id TEXT NOT NULL REFERENCES people (id),
      created_at TEXT NOT NULL,
      last_seen_at TEXT NOT NULL,
      ended_at TEXT,
      end_reason TEXT
    ) STRICT`,
    `CREATE TABLE IF NOT EXISTS organisation_links (
      issuer TEXT NOT NULL,
      subject TEXT NOT NULL,
      person_id TEXT NOT NULL REFERENCES people (id),
      ended_by_provider_at TEXT,
      PRIMARY KEY (issuer, subject)
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS organisation_links_person ON organisation_links (person_id)",
    `CREATE TABLE IF NOT EXISTS organisation_sessions (
      id_hash TEXT PRIMARY KEY REFERENCES sessions (id_hash),
      subject TEXT NOT NULL,
      provider_session TEXT,
      refresh_token TEXT,
      checked_at TEXT NOT NULL
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS organisation_sessions_sid ON organisation_sessions (provider_session)",
    "CREATE INDEX IF NOT EXISTS organisation_sessions_subject ON organisation_sessions (subject)",
    `CREATE TABLE IF NOT EXISTS saved_replies (
      team TEXT NOT NULL,
      key TEXT NOT NULL,
      position INTEGER NOT NULL,
      title_en TEXT NOT NULL,
      title_fr TEXT NOT NULL,
      body_en TEXT NOT NULL,
      body_fr TEXT NOT NULL,
      delay_days INTEGER NOT NULL DEFAULT 0,
      changed_at TEXT,
      changed_by TEXT,
      version INTEGER NOT NULL DEFAULT 1,
      removed_at TEXT,
      PRIMARY KEY (team, key)
    ) STRICT, WITHOUT ROWID`,
    `CREATE TABLE IF NOT EXISTS settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) STRICT`,
    `CREATE TABLE IF NOT EXISTS digests (
      person_id TEXT NOT NULL REFERENCES people (id),
      day TEXT NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'nothing', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      retry_at TEXT,
      last_error TEXT,
      PRIMARY KEY (person_id, day)
    ) STRICT`,
    // Who has which record open, by tab: no word of any record (decision 028).
    `CREATE TABLE IF NOT EXISTS presence (
      session_hash TEXT NOT NULL,
      tab TEXT NOT NULL,
      person_id TEXT NOT NULL REFERENCES people (id),
      kind TEXT NOT NULL,
      record_id TEXT NOT NULL,
      editing INTEGER NOT NULL,
      seen_at TEXT NOT NULL,
      PRIMARY KEY (session_hash, tab)
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS presence_record ON presence (kind, record_id)",
    "CREATE INDEX IF NOT EXISTS presence_seen ON presence (seen_at)",
    `CREATE TABLE IF NOT EXISTS audit (
      seq INTEGER PRIMARY KEY,
      at TEXT NOT NULL,
      person_id TEXT,
      action TEXT NOT NULL,
      inquiry_id TEXT,
      client TEXT NOT NULL,
      detail TEXT NOT NULL,
      prev_hash TEXT NOT NULL,
      hash TEXT NOT NULL
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS audit_person ON audit (person_id, seq)",
    "CREATE INDEX IF NOT EXISTS audit_inquiry ON audit (inquiry_id, seq)",
    // The trail is append-only: the database itself refuses to change or delete a row.
    `CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit
      BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END`,
    `CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit
      BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END`,
  ],
};

const postgres = [
  `CREATE TABLE IF NOT EXISTS people (
    id text PRIMARY KEY,
    email text NOT NULL UNIQUE,
    name text NOT NULL,
    teams text NOT NULL,
    admin integer NOT NULL,
    created_at text NOT NULL,
    revoked_at text,
    digest text NOT NULL DEFAULT 'auto'
  )`,
  `CREATE TABLE IF NOT EXISTS invites (
    token_hash text PRIMARY KEY,
    person_id text NOT NULL REFERENCES people (id),
    expires_at text NOT NULL,
    used_at text
  )`,
  "CREATE INDEX IF NOT EXISTS invites_person ON invites (person_id)",
  `CREATE TABLE IF NOT EXISTS passkeys (
    id text PRIMARY KEY,
    person_id text NOT NULL REFERENCES people (id),
    public_key bytea NOT NULL,
    counter bigint NOT NULL,
    transports text NOT NULL,
    label text NOT NULL,
    created_at text NOT NULL,
    last_used_at text
  )`,
  "CREATE INDEX IF NOT EXISTS passkeys_person ON passkeys (person_id)",
  `CREATE TABLE IF NOT EXISTS challenges (
    challenge text PRIMARY KEY,
    purpose text NOT NULL,
    subject text NOT NULL,
    expires_at text NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS sessions (
    id_hash text PRIMARY KEY,
    person_id text NOT NULL REFERENCES people (id),
    created_at text NOT NULL,
    last_seen_at text NOT NULL,
    ended_at text,
    end_reason text
  )`,
  "CREATE INDEX IF NOT EXISTS sessions_person ON sessions (person_id)",
  `CREATE TABLE IF NOT EXISTS organisation_links (
    issuer text NOT NULL,
    subject text NOT NULL,
    person_id text NOT NULL REFERENCES people (id),
    ended_by_provider_at text,
    PRIMARY KEY (issuer, subject)
  )`,
  "CREATE INDEX IF NOT EXISTS organisation_links_person ON organisation_links (person_id)",
  `CREATE TABLE IF NOT EXISTS organisation_sessions (
    id_hash text PRIMARY KEY REFERENCES sessions (id_hash),
    subject text NOT NULL,
    provider_session text,
    refresh_token text,
    checked_at text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS organisation_sessions_sid ON organisation_sessions (provider_session)",
  "CREATE INDEX IF NOT EXISTS organisation_sessions_subject ON organisation_sessions (subject)",
  `CREATE TABLE IF NOT EXISTS saved_replies (
    team text NOT NULL,
    key text NOT NULL,
    position integer NOT NULL,
    title_en text NOT NULL,
    title_fr text NOT NULL,
    body_en text NOT NULL,
    body_fr text NOT NULL,
    delay_days integer NOT NULL DEFAULT 0,
    changed_at text,
    changed_by text,
    version integer NOT NULL DEFAULT 1,
    removed_at text,
    PRIMARY KEY (team, key)
  )`,
  `CREATE TABLE IF NOT EXISTS settings (
    key text PRIMARY KEY,
    value text NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS digests (
    person_id text NOT NULL REFERENCES people (id),
    day text NOT NULL,
    outcome text NOT NULL CHECK (outcome IN ('sent', 'nothing', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    retry_at text,
    last_error text,
    PRIMARY KEY (person_id, day)
  )`,
  `CREATE TABLE IF NOT EXISTS presence (
    session_hash text NOT NULL,
    tab text NOT NULL,
    person_id text NOT NULL REFERENCES people (id),
    kind text NOT NULL,
    record_id text NOT NULL,
    editing integer NOT NULL,
    seen_at text NOT NULL,
    PRIMARY KEY (session_hash, tab)
  )`,
  "CREATE INDEX IF NOT EXISTS presence_record ON presence (kind, record_id)",
  "CREATE INDEX IF NOT EXISTS presence_seen ON presence (seen_at)",
  "CREATE INDEX IF NOT EXISTS presence_person ON presence (person_id)",
  // seq is numbered by the store, under a lock, from the chain's head (server/staff/store.ts).
  `CREATE TABLE IF NOT EXISTS audit (
    seq bigint PRIMARY KEY,
    at text NOT NULL,
    person_id text,
    action text NOT NULL,
    inquiry_id text,
    client text NOT NULL,
    detail text NOT NULL,
    prev_hash text NOT NULL,
    hash text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS audit_person ON audit (person_id, seq)",
  "CREATE INDEX IF NOT EXISTS audit_inquiry ON audit (inquiry_id, seq)",
  // The trail is append-only: the database itself refuses to change, delete or empty it.
  `CREATE OR REPLACE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the audit trail is append-only'; END $$`,
  `CREATE OR REPLACE TRIGGER audit_no_change BEFORE UPDATE OR DELETE ON audit
    FOR EACH ROW EXECUTE FUNCTION audit_append_only()`,
  `CREATE OR REPLACE TRIGGER audit_no_truncate BEFORE TRUNCATE ON audit
    FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only()`,
];

async function run(db: MigrationDb, statements: readonly string[]): Promise<void> {
  // One statement at a time: node:sqlite prepares only the first of several.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The names of `table`'s columns in a SQLite file. */
async function columnsOf(db: MigrationDb, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`PRAGMA table_info(${sql.raw(table)})`.execute(db);
  return rows.map((column) => column.name);
}

export async function up(db: MigrationDb): Promise<void> {
  if (dialectOf(db) === "postgres") return run(db, postgres);
  await run(db, sqlite.tables);
  // A file made before the morning e-mail: its people get the default.
  if (!(await columnsOf(db, "people")).includes("digest"))
    await sql`ALTER TABLE people ADD COLUMN digest TEXT NOT NULL DEFAULT 'auto'`.execute(db);
  // A file made before saved replies had versions, and could be removed.
  if (!(await columnsOf(db, "saved_replies")).includes("version")) {
    await sql`ALTER TABLE saved_replies ADD COLUMN version INTEGER NOT NULL DEFAULT 1`.execute(db);
    await sql`ALTER TABLE saved_replies ADD COLUMN removed_at TEXT`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "audit",
    "presence",
    "digests",
    "settings",
    "saved_replies",
    "organisation_sessions",
    "organisation_links",
    "sessions",
    "challenges",
    "passkeys",
    "invites",
    "people",
  ])
    await db.schema.dropTable(table).execute();
}
