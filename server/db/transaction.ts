/**
 * One write transaction, as every store ported to Kysely writes (decision 029). On SQLite it
 * begins IMMEDIATE, the file's write lock taken first, as server/sqlite.ts's `inTransaction` does:
 * kysely-sqlite's own `db.transaction()` says `begin` (deferred), which can fail with SQLITE_BUSY
 * when a read turns into a write. On PostgreSQL it is Kysely's transaction on one connection of
 * the pool. Either way it commits when `work` returns, and rolls back when it throws.
 * https://sqlite.org/lang_transaction.html#deferred_immediate_and_exclusive_transactions
 */
import { type Kysely, sql } from "kysely";
import type { DatabaseConfig } from "../config.ts";

/** Which database (server/db/database.ts `Dialect`). */
type Dialect = DatabaseConfig["dialect"];

/** The file each SQLite handle was opened on (database.ts `openKysely`): turns are taken by it. */
const sqliteFiles = new WeakMap<object, string>();

/** The SQLite file `db` was opened on by `openKysely`, if it was. */
export function sqliteFileOf(db: object): string | undefined {
  return sqliteFiles.get(db);
}

/** Records that `db` is a handle on the SQLite file `file`. */
export function rememberSqliteFile(db: object, file: string): void {
  sqliteFiles.set(db, file);
}

/**
 * The end of the last write transaction this process began on each SQLite file. Two handles on
 * one file in one process (two instances in a test) take turns here: node:sqlite waits for a
 * lock by blocking the thread, so the second's BEGIN IMMEDIATE would stop the event loop that
 * has to finish the first's transaction.
 */
const sqliteTurns = new Map<string | object, Promise<unknown>>();

/**
 * Runs `work` in one write transaction on `db`: the handle `work` is given is the transaction's
 * (queries on `db` itself inside it would wait for it on SQLite's one connection).
 */
export async function inWriteTransaction<Tables, T>(
  db: Kysely<Tables>,
  dialect: Dialect,
  work: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  if (dialect === "postgres") return db.transaction().execute(work);
  return inSqliteTurn(db, () =>
    db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        // A failed COMMIT (a full disk) has rolled back already; a second ROLLBACK would hide why.
        await sql`rollback`.execute(connection).catch(() => undefined);
        throw error;
      }
    }),
  );
}

/**
 * Runs `work` when this process's handles on `db`'s SQLite file have finished what they began
 * on it before: write transactions, and migrations (server/db/migrate.ts), which are one write
 * transaction too. One queue for both, or a migration of a second handle could begin while the
 * first handle's transaction is open, and block the thread that has to end it.
 */
export function inSqliteTurn<T>(db: object, work: () => Promise<T>): Promise<T> {
  // A handle not opened by openKysely (none today) takes turns with itself only.
  const file = sqliteFiles.get(db) ?? db;
  const turn = (sqliteTurns.get(file) ?? Promise.resolve()).then(work);
  const settled = turn.catch(() => undefined);
  sqliteTurns.set(file, settled);
  void settled.then(() => {
    if (sqliteTurns.get(file) === settled) sqliteTurns.delete(file);
  });
  return turn;
}
