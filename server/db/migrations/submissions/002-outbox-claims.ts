/**
 * The outbox's claims (issue 36, item 3): a notification or a reply that an instance's outbox
 * took is that instance's until `claimed_until` (ISO), so two instances sharing the database
 * never send one message twice (server/contact/store.ts `dueMail`, replies.ts `due`).
 */
import { sql } from "kysely";
import { repliesClaimMigration } from "../../../contact/replies.ts";
import type { MigrationDb } from "../../migrate.ts";

export async function up(db: MigrationDb): Promise<void> {
  await sql`ALTER TABLE outbox ADD COLUMN claimed_until TEXT`.execute(db);
  await sql.raw(repliesClaimMigration("inquiry_replies")).execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("inquiry_replies").dropColumn("claimed_until").execute();
  await db.schema.alterTable("outbox").dropColumn("claimed_until").execute();
}
