/**
 * Résumés in the database (server/uploads/database-files.ts, decision 031): each file's bytes
 * encrypted (AES-256-GCM) in `files`, and its key, its own and random, in `file_keys`, a row
 * apart. Deleting the key row leaves the bytes unreadable wherever an old copy of them lingers.
 * Times are milliseconds since 1970 (bigint), the same number on both dialects.
 */
import { sql } from "kysely";
import { dialectOf, type MigrationDb } from "../../migrate.ts";

const sqlite = [
  `CREATE TABLE IF NOT EXISTS files (
    name TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    iv BLOB NOT NULL,
    ciphertext BLOB NOT NULL,
    tag BLOB NOT NULL
  ) STRICT`,
  `CREATE TABLE IF NOT EXISTS file_keys (
    name TEXT PRIMARY KEY REFERENCES files (name) ON DELETE CASCADE,
    key BLOB NOT NULL
  ) STRICT`,
  "CREATE INDEX IF NOT EXISTS files_created_at ON files (created_at)",
];

const postgres = [
  `CREATE TABLE IF NOT EXISTS files (
    name text PRIMARY KEY,
    created_at bigint NOT NULL,
    iv bytea NOT NULL,
    ciphertext bytea NOT NULL,
    tag bytea NOT NULL
  )`,
  // Small rows (a name and 32 bytes): the table is rewritten after each deletion (VACUUM FULL)
  // so that a deleted key leaves its data file at once.
  `CREATE TABLE IF NOT EXISTS file_keys (
    name text PRIMARY KEY REFERENCES files (name) ON DELETE CASCADE,
    key bytea NOT NULL
  )`,
  "CREATE INDEX IF NOT EXISTS files_created_at ON files (created_at)",
];

export async function up(db: MigrationDb): Promise<void> {
  // One statement at a time: node:sqlite prepares only the first of several.
  for (const statement of dialectOf(db) === "postgres" ? postgres : sqlite)
    await sql.raw(statement).execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("file_keys").execute();
  await db.schema.dropTable("files").execute();
}
