/**
 * Each message sent once across instances (issue 36, item 3): the applications' mail jobs, the
 * interviews' and the replies to applicants each get `claimed_until`, set by the outbox of the
 * instance whose `due` returned the job (server/careers/applications.ts), so another instance's
 * outbox does not send it meanwhile. And a note is deleted only with its application on SQLite
 * too, as on PostgreSQL (migration 001): before, only changing one was refused.
 */
import { sql } from "kysely";
import { repliesClaimMigration } from "../../../contact/replies.ts";
import { dialectOf, type MigrationDb } from "../../migrate.ts";

/** Whether a SQLite file's `table` has the column `claimed_until` already. */
async function claimedIn(db: MigrationDb, table: string): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`PRAGMA table_info(${sql.raw(table)})`.execute(db);
  return rows.some((column) => column.name === "claimed_until");
}

export async function up(db: MigrationDb): Promise<void> {
  const sqlite = dialectOf(db) === "sqlite";
  for (const [table, statement] of [
    ["application_mail", "ALTER TABLE application_mail ADD COLUMN claimed_until TEXT"],
    ["interview_mail", "ALTER TABLE interview_mail ADD COLUMN claimed_until TEXT"],
    ["application_replies", repliesClaimMigration("application_replies")],
  ] as const) {
    // Added when missing: a file whose record of migrations was lost has it already.
    if (!sqlite || !(await claimedIn(db, table))) await sql.raw(statement).execute(db);
  }
  if (sqlite)
    await sql`CREATE TRIGGER IF NOT EXISTS application_notes_kept BEFORE DELETE ON application_notes
      WHEN EXISTS (SELECT 1 FROM applications WHERE id = OLD.application_id)
      BEGIN SELECT RAISE(ABORT, 'notes are append-only'); END`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (dialectOf(db) === "sqlite")
    await sql`DROP TRIGGER IF EXISTS application_notes_kept`.execute(db);
  for (const table of ["application_replies", "interview_mail", "application_mail"])
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN claimed_until`).execute(db);
}
