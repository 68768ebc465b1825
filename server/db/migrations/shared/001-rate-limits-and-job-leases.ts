/**
 * The rate-limit counters (server/db/rate-limits.ts) and the jobs' leases (job-leases.ts).
 * Times are milliseconds since 1970 (bigint), the same number on both dialects.
 */
import type { MigrationDb } from "../../migrate.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    // Which limit (the receiver and, for a route's own limit, the route), and whose count.
    .addColumn("scope", "text", (column) => column.notNull())
    .addColumn("key", "text", (column) => column.notNull())
    .addColumn("count", "integer", (column) => column.notNull())
    .addColumn("window_ends", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("rate_limits_pkey", ["scope", "key"])
    .execute();
  await db.schema
    .createIndex("rate_limits_window_ends")
    .on("rate_limits")
    .column("window_ends")
    .execute();
  await db.schema
    .createTable("job_leases")
    .addColumn("job", "text", (column) => column.primaryKey())
    // The instance that holds it (a random id per process), and until when.
    .addColumn("holder", "text", (column) => column.notNull())
    .addColumn("leased_until", "bigint", (column) => column.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
  await db.schema.dropTable("rate_limits").execute();
}
