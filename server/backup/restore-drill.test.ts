/**
 * The restore drill (test-restore-drill.ts) with the site's data in SQLite files, the default:
 * the data folder deleted after SIGKILL, then restored. restore-drill.db.test.ts runs the same
 * drill on PostgreSQL with the system tests.
 */
import { test } from "vitest";
import { restoreDrill } from "./test-restore-drill.ts";

test("restore drill on SQLite: backup under load, SIGKILL, data folder deleted, restore, start again", async () => {
  await restoreDrill({ dialect: "sqlite" });
  // About 2.5 s alone; three real processes and a stream of posts, on a machine that runs the
  // other unit tests beside it: 5 s was not always enough.
}, 60_000);
