/**
 * One "instance" of the migration race (shared-state.db.test.ts), as a process of its own, as a
 * second server would be: `node test-migrate-child.ts <dialect> <dataDir or URL>`. It says
 * `ready` once started, and waits for a line on its standard input, so the instances migrate
 * together; then it migrates the test migrations and prints the names of those it ran, as JSON.
 */
import { once } from "node:events";
import path from "node:path";
import type { DatabaseConfig } from "../config.ts";
import { openKysely } from "./database.ts";
import { migrate } from "./migrate.ts";

const [dialect, where] = process.argv.slice(2) as [string, string];
const config: DatabaseConfig =
  dialect === "postgres" ? { dialect, url: where, poolSize: 2 } : { dialect: "sqlite" };
const db = openKysely(config, where, "race");
console.log("ready");
await once(process.stdin, "data");
try {
  const ran = await migrate(
    db,
    config.dialect,
    "race",
    path.join(import.meta.dirname, "test-migrations"),
  );
  console.log(JSON.stringify(ran));
} finally {
  await db.destroy();
}
