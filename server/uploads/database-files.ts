/**
 * Résumés in the data's database (decision 031), where every instance reads them: the `files`
 * part (server/db/migrations/files/). Each file is encrypted with AES-256-GCM under a random key
 * of its own, its name bound in as associated data, and the key is kept in a row of its own
 * (`file_keys`), apart from the bytes. Deleting a résumé deletes both rows; a copy of the bytes
 * that lingers (PostgreSQL keeps a deleted row until its space is reused; the write-ahead log)
 * cannot be read without the key. So the key's own row is made to go from the data files at once:
 * on PostgreSQL the small key table is rewritten without it (VACUUM FULL); on SQLite the part's
 * file overwrites deleted rows (secure_delete, server/sqlite.ts) and its write-ahead log is
 * emptied. https://www.postgresql.org/docs/current/routine-vacuuming.html
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Databases, Dialect } from "../db/database.ts";
import { inWriteTransaction } from "../db/transaction.ts";
import { checkStoredName, type ResumeExtension, type ResumeFiles } from "./resume-files.ts";

/** A résumé's bytes, encrypted: GCM's nonce, the ciphertext and its authentication tag. */
export interface FileTable {
  name: string;
  /** When it was stored, in milliseconds since 1970 (the stray sweep's age). */
  created_at: number;
  iv: Uint8Array;
  ciphertext: Uint8Array;
  tag: Uint8Array;
}

/** A résumé's key (32 random bytes), apart from its bytes: deleted, they cannot be read. */
export interface FileKeyTable {
  name: string;
  key: Uint8Array;
}

/** The `files` part's tables. */
export interface FileTables {
  files: FileTable;
  file_keys: FileKeyTable;
}

const cipher = "aes-256-gcm";
/** How many names one statement deletes at most (SQLite binds at most 32,766 values). */
const deleteBatch = 500;
/** How long the key table's rewrite waits for its lock before it leaves the key to the next. */
const rewriteWaitMs = 1_000;
/** PostgreSQL's error when a lock is not had within `lock_timeout`. */
const lockNotAvailable = "55P03";

/** `bytes` encrypted under a new key of its own, bound to `name`. */
export function seal(name: string, bytes: Uint8Array) {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const encrypt = createCipheriv(cipher, key, iv);
  encrypt.setAAD(Buffer.from(name));
  const ciphertext = Buffer.concat([encrypt.update(bytes), encrypt.final()]);
  return { key, iv, ciphertext, tag: encrypt.getAuthTag() };
}

/** The bytes `seal` encrypted; throws when the key, the name or a byte is not theirs. */
export function unseal(
  name: string,
  sealed: { key: Uint8Array; iv: Uint8Array; ciphertext: Uint8Array; tag: Uint8Array },
): Buffer {
  const decrypt = createDecipheriv(cipher, sealed.key, sealed.iv);
  decrypt.setAAD(Buffer.from(name));
  decrypt.setAuthTag(sealed.tag);
  return Buffer.concat([decrypt.update(sealed.ciphertext), decrypt.final()]);
}

export class DatabaseResumeFiles implements ResumeFiles {
  readonly #db: Kysely<FileTables>;
  readonly #dialect: Dialect;

  /** The résumés on `db`, the `files` part of the database, migrated. */
  constructor(db: Kysely<FileTables>, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** The résumés of the data's database (the part opened, and migrated, on first use). */
  static async open(databases: Databases): Promise<DatabaseResumeFiles> {
    return new DatabaseResumeFiles(await databases.part<FileTables>("files"), databases.dialect);
  }

  async save(bytes: Uint8Array, extension: ResumeExtension, now = Date.now()): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    const { key, ...sealed } = seal(name, bytes);
    // Both rows or neither, committed before the caller answers.
    await inWriteTransaction(this.#db, this.#dialect, async (trx) => {
      await trx
        .insertInto("files")
        .values({ name, created_at: now, ...sealed })
        .execute();
      await trx.insertInto("file_keys").values({ name, key }).execute();
    });
    return name;
  }

  /**
   * Keeps `bytes` under `name`, a name `save` made on disk before the site moved to PostgreSQL
   * (server/db/copy-to-postgres.ts `copyUploads`), as stored at `createdAt`. A name kept already
   * is left as it is; returns whether it was added.
   */
  async keep(name: string, bytes: Uint8Array, createdAt: number): Promise<boolean> {
    checkStoredName(name);
    const { key, ...sealed } = seal(name, bytes);
    return inWriteTransaction(this.#db, this.#dialect, async (trx) => {
      const added = await trx
        .insertInto("files")
        .values({ name, created_at: createdAt, ...sealed })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .returning("name")
        .executeTakeFirst();
      if (!added) return false;
      await trx.insertInto("file_keys").values({ name, key }).execute();
      return true;
    });
  }

  async read(name: string): Promise<Buffer> {
    checkStoredName(name);
    const row = await this.#db
      .selectFrom("files as f")
      .innerJoin("file_keys as k", "k.name", "f.name")
      .select(["f.iv", "f.ciphertext", "f.tag", "k.key"])
      .where("f.name", "=", name)
      .executeTakeFirst();
    if (!row) throw new Error(`No stored upload is named ${name}`);
    return unseal(name, row);
  }

  async has(name: string): Promise<boolean> {
    checkStoredName(name);
    const row = await this.#db
      .selectFrom("files as f")
      .innerJoin("file_keys as k", "k.name", "f.name")
      .select("f.name")
      .where("f.name", "=", name)
      .executeTakeFirst();
    return row !== undefined;
  }

  async delete(name: string): Promise<void> {
    checkStoredName(name);
    if ((await this.#deleteAll([name])) > 0) await this.#erase();
  }

  async deleteStrays(
    referenced: ReadonlySet<string>,
    olderThanMs: number,
    now = Date.now(),
  ): Promise<number> {
    const rows = await this.#db
      .selectFrom("files")
      .select("name")
      .where("created_at", "<=", now - olderThanMs)
      .execute();
    const strays = rows.map((row) => row.name).filter((name) => !referenced.has(name));
    const deleted = await this.#deleteAll(strays);
    // Every run (retention's, daily), so that a key a deletion's rewrite had to keep is gone
    // within a day.
    await this.#erase();
    return deleted;
  }

  /** Deletes the keys and bytes of `names`, in one transaction; returns how many there were. */
  async #deleteAll(names: readonly string[]): Promise<number> {
    if (names.length === 0) return 0;
    return inWriteTransaction(this.#db, this.#dialect, async (trx) => {
      let deleted = 0;
      for (let at = 0; at < names.length; at += deleteBatch) {
        const batch = names.slice(at, at + deleteBatch);
        // The key first: without it, whatever is left of the bytes is unreadable.
        await trx.deleteFrom("file_keys").where("name", "in", batch).execute();
        const result = await trx.deleteFrom("files").where("name", "in", batch).executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      return deleted;
    });
  }

  /**
   * Makes deleted keys leave the data files now, not when their space happens to be reused.
   * PostgreSQL: the key table rewritten without its dead rows (an exclusive lock on a table of
   * one small row per résumé, for milliseconds). A transaction older than the deletion that is
   * still open (a pg_dump under way) holds the table: the key stays in it until the next rewrite
   * that gets its lock (the sweep's, daily).
   * SQLite: the rows were overwritten (secure_delete); the write-ahead log, which still holds the
   * pages as they were, is checkpointed and emptied.
   */
  async #erase(): Promise<void> {
    if (this.#dialect === "sqlite") {
      await sql`pragma wal_checkpoint(truncate)`.execute(this.#db);
      return;
    }
    await this.#db.connection().execute(async (connection) => {
      // A transaction reading the table (a pg_dump holds its lock to the end) makes the rewrite
      // wait, and every résumé saved or read would queue behind it: it gives up after a second
      // instead, the deletion done, and the next rewrite (the sweep's, daily) drops the key.
      await sql`set lock_timeout = ${sql.lit(`${rewriteWaitMs}ms`)}`.execute(connection);
      try {
        await sql`vacuum full file_keys`.execute(connection);
      } catch (error) {
        if ((error as { code?: string }).code !== lockNotAvailable) throw error;
      } finally {
        await sql`reset lock_timeout`.execute(connection);
      }
    });
  }
}
