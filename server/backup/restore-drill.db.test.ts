/**
 * The restore drill (test-restore-drill.ts) with every store in PostgreSQL (DATABASE_URL), the
 * résumés in the database (decision 031): after SIGKILL the database is dropped and created again
 * empty and the data folder deleted, and `npm run restore` puts the dump back into the empty
 * database. restore-drill.test.ts runs the same drill on SQLite with the unit tests.
 */
import { test } from "vitest";
import { emptyPostgresDatabase } from "../db/test-databases.ts";
import { restoreDrill } from "./test-restore-drill.ts";

test("restore drill on PostgreSQL: backup under load, SIGKILL, database dropped and made again empty, restore, start again", async () => {
  await restoreDrill(await emptyPostgresDatabase());
  // 12 s on the shared 2-core machine; the system tests beside it (two instances, nginx) load it
  // more than the unit tests do.
}, 120_000);
