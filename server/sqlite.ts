/**
 * Opening one of the server's SQLite files (node:sqlite), the same way for every store: the
 * folder and file readable by this user only, write-ahead logging with every commit synced to
 * disk, and deleted rows overwritten rather than just unlinked.
 * https://sqlite.org/wal.html, https://sqlite.org/pragma.html#pragma_secure_delete
 */
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Opens (or creates) `name` in `dataDir`; returns the connection and the file's path. */
export function openDatabase(dataDir: string, name: string): { db: DatabaseSync; file: string } {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, name);
  // Create the file owner-only before SQLite opens it; its -wal and -shm files copy the mode.
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA foreign_keys = ON");
  // The Privacy page promises deletion: a purged inquiry, an ended session's hash, must not stay
  // readable in the file.
  db.exec("PRAGMA secure_delete = ON");
  return { db, file };
}

/**
 * Runs `work` in one write transaction on `db` (BEGIN IMMEDIATE: the write lock first, so two
 * writers never meet halfway), committed, or rolled back when it throws. A failed COMMIT (a full
 * disk) has already rolled back; a second ROLLBACK would hide why.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
