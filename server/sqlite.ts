/**
 * Opening one of the server's SQLite files (node:sqlite), the same way for every store: the
 * folder and file readable by this user only, write-ahead logging with every commit synced to
 * disk, and deleted rows overwritten rather than just unlinked.
 * https://sqlite.org/wal.html, https://sqlite.org/pragma.html#pragma_secure_delete
 */
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";
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
  // First: another process opening or writing the file at this moment is waited for, even by
  // the change of journal mode just below.
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
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

/**
 * A check that throws unless `file` is still the file it is now (the one just opened). A data
 * folder removed or replaced while the server runs leaves SQLite writing happily to a file that
 * is gone: everything stored after that would be lost at the next restart. Stores call it inside
 * the transaction that stores what must not be lost.
 */
export function stillOnDisk(file: string, what: string): () => void {
  const opened = statSync(file);
  return () => {
    let now;
    try {
      now = statSync(file);
    } catch {
      throw new Error(`The ${what} database ${file} was removed while open`);
    }
    if (now.dev !== opened.dev || now.ino !== opened.ino)
      throw new Error(`The ${what} database ${file} was replaced while open`);
  };
}
