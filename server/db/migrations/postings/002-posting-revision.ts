/**
 * The postings' revision: one row, raised in the transaction of every change to the postings.
 * Each instance reads it on each request and draws its Careers pages and re-indexes its search
 * again when it moved, so a posting published through one instance is on every other's pages at
 * their next request (issue 36, item 5).
 */
import { sql } from "kysely";
import type { MigrationDb } from "../../migrate.ts";

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("posting_revision")
    .addColumn("id", "integer", (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn("revision", "bigint", (column) => column.notNull())
    .execute();
  await db.insertInto("posting_revision").values({ id: 1, revision: 0 }).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("posting_revision").execute();
}
