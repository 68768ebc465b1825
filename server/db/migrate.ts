/**
 * Versioned migrations (decision 029): each part's files in `migrations/<part>/`, run in the
 * order of their names at start by Kysely's Migrator, which records each one it ran. Only one
 * instance migrates: on PostgreSQL the Migrator holds an advisory lock for the whole run, and
 * runs it in one transaction; on SQLite, where Kysely's lock does nothing (it counts on the one
 * connection of one process), the whole run is one write transaction (BEGIN IMMEDIATE), which
 * the other processes on the file wait for. https://kysely.dev/docs/migrations
 *
 * Within one process, SQLite migrations take turns before that: node:sqlite waits for a lock
 * by blocking the thread, so a second connection of the same process waiting for the first's
 * transaction would stop the very event loop that has to finish it.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import { FileMigrationProvider, Migrator } from "kysely/migration";
import type { DatabaseConfig } from "../config.ts";
import { inSqliteTurn } from "./transaction.ts";

/** Which database (server/config.ts): the migrations lock each in its own way. */
type Dialect = DatabaseConfig["dialect"];

/** Where each part's migrations are: `migrations/<part>/NNN-what-it-does.ts`. */
export const migrationsFolder = path.join(import.meta.dirname, "migrations");

/** How long another process's migration on a SQLite file is waited for. */
const sqliteMigrationWaitMs = 2 * 60_000;
/** The wait for a write lock the rest of the time (server/sqlite.ts). */
const sqliteBusyMs = 5_000;

/**
 * Runs `part`'s migrations not yet run on `db`, once across every instance that starts at the
 * same time; returns the names of those it ran (none when another instance had).
 */
export async function migrate(
  db: Kysely<unknown>,
  dialect: Dialect,
  part: string,
  folder = path.join(migrationsFolder, part),
): Promise<string[]> {
  const run = async (on: Kysely<unknown>) => {
    const migrator = new Migrator({
      db: on,
      provider: new FileMigrationProvider({
        fs,
        path,
        migrationFolder: folder,
        // A file there that is not a migration is a mistake to fix, never one to skip.
        onFileIgnored: (file, reason) => {
          throw new Error(`${path.join(folder, file)} is not a migration (${reason})`);
        },
      }),
      // Each part has its own record, so the parts share one PostgreSQL database.
      migrationTableName: `kysely_migration_${part}`,
      migrationLockTableName: `kysely_migration_lock_${part}`,
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error) {
      const failed = results.find((result) => result.status === "Error")?.migrationName;
      throw new Error(
        `The ${part} data's migration${failed ? ` ${failed}` : "s"} failed: ${(error as Error).message}`,
        { cause: error },
      );
    }
    return results.map((result) => result.migrationName);
  };
  if (dialect === "postgres") return run(db);
  // After the migrations begun before in this process, and the write transactions begun before
  // on this file (server/db/transaction.ts).
  const turn = sqliteTurn.then(() => inSqliteTurn(db, () => migrateSqlite(db, run)));
  sqliteTurn = turn.catch(() => undefined);
  return turn;
}

/** The end of the last SQLite migration this process started. */
let sqliteTurn: Promise<unknown> = Promise.resolve();

/** Runs `run` on one connection to the SQLite file, in one write transaction. */
function migrateSqlite(
  db: Kysely<unknown>,
  run: (on: Kysely<unknown>) => Promise<string[]>,
): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`pragma busy_timeout = ${sql.lit(sqliteMigrationWaitMs)}`.execute(connection);
    try {
      await sql`begin immediate`.execute(connection);
      try {
        const ran = await run(connection);
        await sql`commit`.execute(connection);
        return ran;
      } catch (error) {
        await sql`rollback`.execute(connection).catch(() => undefined);
        throw error;
      }
    } finally {
      await sql`pragma busy_timeout = ${sql.lit(sqliteBusyMs)}`.execute(connection);
    }
  });
}

/**
 * What a migration's `up` and `down` are given: a handle that knows no table's type, as Kysely
 * advises, since a migration must keep working as the code's types move on.
 * https://kysely.dev/docs/migrations
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

/**
 * Which database a migration runs on, for the few statements the two say differently (SQLite's
 * STRICT tables and rowid, PostgreSQL's identity columns). Kysely keeps the adapter on its
 * executor; there is no other handle on it.
 */
export function dialectOf(db: MigrationDb): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
