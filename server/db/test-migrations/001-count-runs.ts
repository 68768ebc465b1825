/**
 * A migration for the test of two instances migrating at once (shared-state.db.test.ts): it
 * records each run, and takes long enough that the other instance starts meanwhile. Run twice,
 * its CREATE TABLE would fail, or its row be there twice.
 */
import type { MigrationDb } from "../migrate.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable("migration_runs").addColumn("at", "bigint").execute();
  await db.insertInto("migration_runs").values({ at: Date.now() }).execute();
  await new Promise((resolve) => setTimeout(resolve, 500));
}
