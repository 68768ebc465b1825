/**
 * The restore drill (test-restore-drill.ts) with the site's data in SQLite files, the default:
 * the data folder deleted after SIGKILL, then restored. restore-drill.db.test.ts runs the same
 * drill on PostgreSQL with the system tests.
 */
import { test } from "vitest";
import { restoreDrill } from "./test-restore-drill.ts";

test("restore drill on SQLite: backup under load, SIGKILL, data folder deleted, restore, start again", async () => {
  await restoreDrill({ dialect: "sqlite" });
  // 16 s on the shared 2-core machine (two server starts, the backup and restore commands, a
  // stream of posts); the other unit tests run beside it.
}, 60_000);
