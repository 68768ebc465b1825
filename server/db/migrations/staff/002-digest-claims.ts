/**
 * The morning e-mail once per person per morning across instances (issue 36, item 3): an
 * instance takes a person's e-mail of the day by setting `claimed_until` (ISO) on its row before
 * it counts and sends (server/staff/store.ts `claimDigest`), so another instance's digest skips it
 * meanwhile, and takes it over only when the claim has run out (the first one killed mid-send).
 */
import { sql } from "kysely";
import type { MigrationDb } from "../../migrate.ts";

export async function up(db: MigrationDb): Promise<void> {
  await sql`ALTER TABLE digests ADD COLUMN claimed_until TEXT`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("digests").dropColumn("claimed_until").execute();
}
