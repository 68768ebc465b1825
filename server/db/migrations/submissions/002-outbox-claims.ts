/**
 * The outbox's claims (issue 36, item 3): a notification or a reply that an instance's outbox
 * took is that instance's until `claimed_until` (ISO), so two instances sharing the database
 * never send one message twice (server/contact/store.ts `dueMail`, replies.ts `due`).
 *
 * And on SQLite, notes and calls refuse a deletion as they refuse a change, but for the one that
 * comes with their inquiry's (retention's ON DELETE CASCADE, when the inquiry is gone already),
 * as PostgreSQL's triggers of migration 001 do.
 */
import { sql } from "kysely";
import { repliesClaimMigration } from "../../../contact/replies.ts";
import { dialectOf, type MigrationDb } from "../../migrate.ts";

export async function up(db: MigrationDb): Promise<void> {
  await sql`ALTER TABLE outbox ADD COLUMN claimed_until TEXT`.execute(db);
  await sql.raw(repliesClaimMigration("inquiry_replies")).execute(db);
  if (dialectOf(db) === "sqlite") {
    await sql`CREATE TRIGGER IF NOT EXISTS inquiry_notes_no_delete BEFORE DELETE ON inquiry_notes
      WHEN EXISTS (SELECT 1 FROM submissions WHERE id = old.inquiry_id)
      BEGIN SELECT RAISE(ABORT, 'notes are append-only'); END`.execute(db);
    await sql`CREATE TRIGGER IF NOT EXISTS inquiry_calls_no_delete BEFORE DELETE ON inquiry_calls
      WHEN EXISTS (SELECT 1 FROM submissions WHERE id = old.inquiry_id)
      BEGIN SELECT RAISE(ABORT, 'calls are append-only'); END`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    await sql`DROP TRIGGER IF EXISTS inquiry_calls_no_delete`.execute(db);
    await sql`DROP TRIGGER IF EXISTS inquiry_notes_no_delete`.execute(db);
  }
  await db.schema.alterTable("inquiry_replies").dropColumn("claimed_until").execute();
  await db.schema.alterTable("outbox").dropColumn("claimed_until").execute();
}
