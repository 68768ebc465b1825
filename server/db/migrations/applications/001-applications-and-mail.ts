/**
 * The job applications, their stages' history, notes, interviews, the applicants' and hiring
 * team's mail and the replies written to applicants (server/careers/applications.ts): on SQLite
 * the schema `applications.sqlite` had before its store moved to Kysely, word for word, with the
 * upgrades its store made to older files (versions, planned interviews), so a file of any age
 * opens unchanged (every statement is IF NOT EXISTS, or asks first). On PostgreSQL the same
 * tables, with identity columns where SQLite numbers rows itself.
 */
import { sql } from "kysely";
import { repliesMigration } from "../../../contact/replies.ts";
import { dialectOf, type MigrationDb } from "../../migrate.ts";

const sqlite = {
  applications: [
    `CREATE TABLE IF NOT EXISTS applications (
      id TEXT PRIMARY KEY,
      idempotency_key TEXT UNIQUE,
      received_at TEXT NOT NULL,
      posting_id TEXT NOT NULL,
      posting_slug TEXT NOT NULL,
      posting_title TEXT NOT NULL,
      posting_group TEXT NOT NULL,
      language TEXT NOT NULL,
      name TEXT NOT NULL,
      phone TEXT NOT NULL,
      email TEXT NOT NULL,
      region TEXT NOT NULL,
      psw_certificate INTEGER,
      cno_number TEXT,
      days TEXT NOT NULL,
      shifts TEXT NOT NULL,
      drivers_licence INTEGER,
      car INTEGER,
      languages TEXT NOT NULL,
      other_languages TEXT NOT NULL,
      accommodation TEXT NOT NULL,
      resume_state TEXT,
      resume_name TEXT,
      resume_stored TEXT,
      resume_type TEXT,
      resume_bytes INTEGER,
      stage TEXT NOT NULL DEFAULT 'new',
      stage_changed_at TEXT NOT NULL,
      tell_by TEXT,
      updated_at TEXT NOT NULL,
      version INTEGER NOT NULL DEFAULT 1
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS applications_received ON applications (received_at)",
    `CREATE TABLE IF NOT EXISTS application_interviews (
      application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      day TEXT NOT NULL,
      recorded_at TEXT NOT NULL,
      recorded_by TEXT NOT NULL
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS application_interviews_of ON application_interviews (application_id)",
    `CREATE TRIGGER IF NOT EXISTS application_interviews_append_only
      BEFORE UPDATE ON application_interviews
      BEGIN SELECT RAISE(ABORT, 'interviews are append-only'); END`,
    `CREATE TABLE IF NOT EXISTS application_notes (
      id TEXT PRIMARY KEY,
      application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      at TEXT NOT NULL,
      person_id TEXT NOT NULL,
      text TEXT NOT NULL
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS application_notes_of ON application_notes (application_id, at)",
    `CREATE TRIGGER IF NOT EXISTS application_notes_append_only BEFORE UPDATE ON application_notes
      BEGIN SELECT RAISE(ABORT, 'notes are append-only'); END`,
    `CREATE TABLE IF NOT EXISTS application_mail (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('team', 'applicant')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      sent_at TEXT,
      last_error TEXT
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS application_mail_due ON application_mail (sent_at, next_attempt_at)",
  ],
  history: [
    `CREATE TABLE IF NOT EXISTS application_changes (
      application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      version INTEGER NOT NULL,
      at TEXT NOT NULL,
      person_id TEXT,
      field TEXT NOT NULL,
      from_value TEXT NOT NULL,
      to_value TEXT NOT NULL
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS application_changes_of ON application_changes (application_id, version)",
  ],
  interviewMail: [
    `CREATE TABLE IF NOT EXISTS interview_mail (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      interview_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('invitation', 'change', 'cancellation')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      sent_at TEXT,
      last_error TEXT
    ) STRICT`,
    "CREATE INDEX IF NOT EXISTS interview_mail_due ON interview_mail (sent_at, next_attempt_at)",
    "CREATE INDEX IF NOT EXISTS applications_tell_by ON applications (tell_by)",
    "CREATE INDEX IF NOT EXISTS applications_stage ON applications (stage, received_at)",
  ],
};

/**
 * Interviews planned with a time, a place or link and an interviewer, changed or cancelled
 * (never deleted): columns added to a file made before them, where an interview is a day only.
 */
const interviewColumns: [string, string][] = [
  ["id", "TEXT"],
  ["time", "TEXT"],
  ["minutes", "INTEGER NOT NULL DEFAULT 60"],
  ["place", "TEXT NOT NULL DEFAULT ''"],
  ["link", "TEXT NOT NULL DEFAULT ''"],
  ["interviewer_id", "TEXT"],
  ["sequence", "INTEGER NOT NULL DEFAULT 0"],
  ["cancelled_at", "TEXT"],
];

// A column named rowid stands in for SQLite's own (the order rows were written in), so the
// store orders by it in one query on both. Notes are append-only by trigger, as on SQLite; they
// go only with their application (ON DELETE CASCADE): the parent is gone when the cascade
// deletes them.
const postgres = [
  `CREATE TABLE IF NOT EXISTS applications (
    rowid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    id text PRIMARY KEY,
    idempotency_key text UNIQUE,
    received_at text NOT NULL,
    posting_id text NOT NULL,
    posting_slug text NOT NULL,
    posting_title text NOT NULL,
    posting_group text NOT NULL,
    language text NOT NULL,
    name text NOT NULL,
    phone text NOT NULL,
    email text NOT NULL,
    region text NOT NULL,
    psw_certificate integer,
    cno_number text,
    days text NOT NULL,
    shifts text NOT NULL,
    drivers_licence integer,
    car integer,
    languages text NOT NULL,
    other_languages text NOT NULL,
    accommodation text NOT NULL,
    resume_state text,
    resume_name text,
    resume_stored text,
    resume_type text,
    resume_bytes integer,
    stage text NOT NULL DEFAULT 'new',
    stage_changed_at text NOT NULL,
    tell_by text,
    updated_at text NOT NULL,
    version integer NOT NULL DEFAULT 1
  )`,
  "CREATE INDEX IF NOT EXISTS applications_received ON applications (received_at, rowid)",
  "CREATE INDEX IF NOT EXISTS applications_tell_by ON applications (tell_by)",
  "CREATE INDEX IF NOT EXISTS applications_stage ON applications (stage, received_at)",
  `CREATE TABLE IF NOT EXISTS application_interviews (
    rowid bigint GENERATED ALWAYS AS IDENTITY,
    application_id text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    id text,
    day text NOT NULL,
    time text,
    minutes integer NOT NULL DEFAULT 60,
    place text NOT NULL DEFAULT '',
    link text NOT NULL DEFAULT '',
    interviewer_id text,
    sequence integer NOT NULL DEFAULT 0,
    cancelled_at text,
    recorded_at text NOT NULL,
    recorded_by text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS application_interviews_of ON application_interviews (application_id)",
  `CREATE TABLE IF NOT EXISTS application_notes (
    rowid bigint GENERATED ALWAYS AS IDENTITY,
    id text PRIMARY KEY,
    application_id text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    at text NOT NULL,
    person_id text NOT NULL,
    text text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS application_notes_of ON application_notes (application_id, at)",
  `CREATE OR REPLACE FUNCTION application_notes_append_only() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM applications WHERE id = OLD.application_id)
        THEN RETURN OLD;
      END IF;
      RAISE EXCEPTION 'notes are append-only';
    END $$`,
  `CREATE OR REPLACE TRIGGER application_notes_append_only
    BEFORE UPDATE OR DELETE ON application_notes
    FOR EACH ROW EXECUTE FUNCTION application_notes_append_only()`,
  `CREATE TABLE IF NOT EXISTS application_mail (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('team', 'applicant')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at text NOT NULL,
    sent_at text,
    last_error text
  )`,
  "CREATE INDEX IF NOT EXISTS application_mail_due ON application_mail (sent_at, next_attempt_at)",
  `CREATE TABLE IF NOT EXISTS application_changes (
    rowid bigint GENERATED ALWAYS AS IDENTITY,
    application_id text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    version integer NOT NULL,
    at text NOT NULL,
    person_id text,
    field text NOT NULL,
    from_value text NOT NULL,
    to_value text NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS application_changes_of ON application_changes (application_id, version)",
  `CREATE TABLE IF NOT EXISTS interview_mail (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    interview_id text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('invitation', 'change', 'cancellation')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at text NOT NULL,
    sent_at text,
    last_error text
  )`,
  "CREATE INDEX IF NOT EXISTS interview_mail_due ON interview_mail (sent_at, next_attempt_at)",
];

async function run(db: MigrationDb, statements: readonly string[]): Promise<void> {
  // One statement at a time: node:sqlite prepares only the first of several.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The names of `table`'s columns in a SQLite file. */
async function columnsOf(db: MigrationDb, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`PRAGMA table_info(${sql.raw(table)})`.execute(db);
  return new Set(rows.map((column) => column.name));
}

export async function up(db: MigrationDb): Promise<void> {
  const replies = repliesMigration("application_replies", "applications");
  if (dialectOf(db) === "postgres") return run(db, [...postgres, ...replies.postgres]);
  await run(db, sqlite.applications);
  // A file made before versions (decision 028): each application starts at version 1, every row kept.
  if (!(await columnsOf(db, "applications")).has("version"))
    await sql`ALTER TABLE applications ADD COLUMN version INTEGER NOT NULL DEFAULT 1`.execute(db);
  await run(db, sqlite.history);
  const interviewHas = await columnsOf(db, "application_interviews");
  for (const [name, type] of interviewColumns)
    if (!interviewHas.has(name))
      await sql.raw(`ALTER TABLE application_interviews ADD COLUMN ${name} ${type}`).execute(db);
  // An interview is changed and cancelled in place now; what it was stays in the history.
  await sql`DROP TRIGGER IF EXISTS application_interviews_append_only`.execute(db);
  await sql`UPDATE application_interviews SET id = lower(hex(randomblob(16))) WHERE id IS NULL`.execute(
    db,
  );
  await run(db, sqlite.interviewMail);
  await run(db, replies.sqlite);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    "application_replies",
    "interview_mail",
    "application_changes",
    "application_mail",
    "application_notes",
    "application_interviews",
    "applications",
  ])
    await db.schema.dropTable(table).execute();
}
