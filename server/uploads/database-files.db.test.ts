/**
 * Résumés in the database (decision 031) on SQLite and on the system tests' PostgreSQL alike:
 * what one instance saves the other reads; a name not made here is refused; a deleted résumé's
 * key is gone from the tables and from the data files, so its bytes, wherever a copy of them
 * lingers, cannot be read; and the sweep of résumés no application refers to. Two instances are
 * two handles on one database: two connections to one SQLite file, or two pools on one
 * PostgreSQL database. And two servers: with DATABASE_URL, a résumé sent through one is
 * downloaded and deleted through the other, and none is ever on either's disk.
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { beforeEach, describe, expect, test } from "vitest";
import { entityTag } from "../../content/record-version.ts";
import { buildServer } from "../app.ts";
import { validApplicationForm } from "../careers/test-support.ts";
import { readConfig } from "../config.ts";
import { multipart } from "../contact/test-support.ts";
import { copyUploads } from "../db/copy-to-postgres.ts";
import { openDatabases } from "../db/database.ts";
import { testDatabase } from "../db/test-databases.ts";
import { StaffStore } from "../staff/store.ts";
import { makeTestSite } from "../test-support.ts";
import { DatabaseResumeFiles, type FileTables, unseal } from "./database-files.ts";
import { diskResumeFiles } from "./files.ts";
import { docx, pdf } from "./test-files.ts";

const hour = 3_600_000;

describe.each(["sqlite", "postgres"] as const)("on %s", (dialect) => {
  const database = testDatabase(dialect, "files-db-");
  /** The résumés as two instances see them, on one database. */
  let first: DatabaseResumeFiles;
  let second: DatabaseResumeFiles;
  /** The tables themselves, as whoever reads the database directly sees them. */
  let tables: Kysely<FileTables>;

  beforeEach(async () => {
    const [a, b] = [database.open(), database.open()];
    [first, second] = await Promise.all([DatabaseResumeFiles.open(a), DatabaseResumeFiles.open(b)]);
    tables = await a.part<FileTables>("files");
  });

  /** The rows of `name` as stored: its encrypted bytes and its key, if they are still there. */
  async function rowsOf(name: string) {
    const file = await tables
      .selectFrom("files")
      .selectAll()
      .where("name", "=", name)
      .executeTakeFirst();
    const key = await tables
      .selectFrom("file_keys")
      .selectAll()
      .where("name", "=", name)
      .executeTakeFirst();
    return { file, key };
  }

  /**
   * The bytes of the files the `files` part's key table is kept in, as whoever copies the
   * database's disk reads them: on SQLite the part's file and its write-ahead log; on PostgreSQL
   * the key table's data file, once every change has been written to it (CHECKPOINT).
   */
  async function keyTableOnDisk(): Promise<Buffer> {
    if (dialect === "sqlite")
      return Buffer.concat(
        readdirSync(database.dataDir)
          .filter((file) => file.startsWith("files.sqlite"))
          .map((file) => readFileSync(path.join(database.dataDir, file))),
      );
    await sql`checkpoint`.execute(tables);
    const { rows } = await sql<{ bytes: Buffer }>`
      select pg_read_binary_file(pg_relation_filepath('file_keys')) as bytes`.execute(tables);
    return rows[0]!.bytes;
  }

  test("what one instance saves the other reads, byte for byte, under a generated name; the stored bytes are not the résumé's", async () => {
    const saved = await Promise.all([
      first.save(pdf, "pdf"),
      second.save(docx, "docx"),
      first.save(pdf, "pdf"),
    ]);
    expect(saved[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(saved[1]).toMatch(/^[0-9a-f-]{36}\.docx$/);
    expect(new Set(saved).size).toBe(3);
    expect(new Uint8Array(await second.read(saved[0]!))).toEqual(pdf);
    expect(new Uint8Array(await first.read(saved[1]!))).toEqual(docx);
    expect(await second.has(saved[2]!)).toBe(true);
    // Encrypted in its row, each under a key of its own.
    const { file, key } = await rowsOf(saved[0]!);
    expect(Buffer.from(file!.ciphertext).includes(Buffer.from("%PDF"))).toBe(false);
    const other = await rowsOf(saved[2]!);
    expect(Buffer.from(key!.key).equals(Buffer.from(other.key!.key))).toBe(false);
    // Bound to its name: the bytes under another row's name do not read.
    expect(() => unseal(saved[2]!, { ...file!, key: key!.key })).toThrow();
  });

  test.each([
    "../files.sqlite",
    "/etc/passwd",
    "x.pdf",
    "00000000-0000-0000-0000-000000000000.html",
    "00000000-0000-0000-0000-000000000000.pdf'; drop table files; --",
  ])("%s is not a stored résumé's name: neither read, looked for nor deleted", async (name) => {
    await expect(first.read(name)).rejects.toThrow(/Not a stored upload/);
    await expect(first.has(name)).rejects.toThrow(/Not a stored upload/);
    await expect(first.delete(name)).rejects.toThrow(/Not a stored upload/);
  });

  test("a name of the right shape that was never saved is not there; deleting it is no error", async () => {
    const name = `${crypto.randomUUID()}.pdf`;
    await expect(first.read(name)).rejects.toThrow(/No stored upload/);
    expect(await first.has(name)).toBe(false);
    await first.delete(name);
  });

  test("deleted through one instance, a résumé is gone for both, its key with it: what is left of its bytes cannot be decrypted, and the key is in no data file", async () => {
    // The one deleted is the last written: left where it is, no other row is moved over it.
    const kept = await second.save(docx, "docx");
    const name = await first.save(pdf, "pdf");
    // What a copy of the database taken before the deletion holds, or a deleted row not yet
    // overwritten: the encrypted bytes, without the key.
    const before = await rowsOf(name);
    expect(unseal(name, { ...before.file!, key: before.key!.key })).toEqual(Buffer.from(pdf));
    expect((await keyTableOnDisk()).includes(Buffer.from(before.key!.key))).toBe(true);

    await second.delete(name);

    await expect(first.read(name)).rejects.toThrow(/No stored upload/);
    expect(await first.has(name)).toBe(false);
    expect(await rowsOf(name)).toEqual({ file: undefined, key: undefined });
    // No key left in the table opens the old bytes.
    const keys = await tables.selectFrom("file_keys").selectAll().execute();
    expect(keys.map((row) => row.name)).toEqual([kept]);
    for (const { key } of keys) expect(() => unseal(name, { ...before.file!, key })).toThrow();
    // And the key's bytes are nowhere in the key table's files, live or dead.
    expect((await keyTableOnDisk()).includes(Buffer.from(before.key!.key))).toBe(false);
    // The other résumé is untouched.
    expect(new Uint8Array(await first.read(kept))).toEqual(docx);
    // Deleting it again is no error.
    await first.delete(name);
  });

  test("the sweep deletes, through either instance, the résumés no application refers to that are over its age, and nothing else", async () => {
    const now = Date.parse("2026-11-27T12:00:00Z");
    const referenced = await first.save(pdf, "pdf", now - 2 * hour);
    const young = await second.save(pdf, "pdf", now - hour / 6);
    const stray = await first.save(pdf, "pdf", now - 2 * hour);
    const strayKey = (await rowsOf(stray)).key!.key;

    expect(await second.deleteStrays(new Set([referenced]), hour, now)).toBe(1);

    expect(await first.has(stray)).toBe(false);
    expect(await rowsOf(stray)).toEqual({ file: undefined, key: undefined });
    expect((await keyTableOnDisk()).includes(Buffer.from(strayKey))).toBe(false);
    expect(await first.has(referenced)).toBe(true);
    expect(await first.has(young)).toBe(true);
    // Exactly at its age it goes too; nothing left to sweep after.
    expect(await first.deleteStrays(new Set([referenced]), hour, now + (5 * hour) / 6)).toBe(1);
    expect(await first.deleteStrays(new Set([referenced]), hour, now + hour)).toBe(0);
    expect(await second.has(young)).toBe(false);
  });

  test("moving a site: each résumé of DATA_DIR/uploads is copied under its own name and age, checked, once; nothing else in the folder is", async () => {
    const { dataDir, config } = database;
    const disk = diskResumeFiles(dataDir);
    const older = await disk.save(pdf, "pdf");
    const newer = await disk.save(docx, "docx");
    const folder = path.join(dataDir, "uploads");
    const hourAgo = new Date(Date.now() - hour);
    utimesSync(path.join(folder, older), hourAgo, hourAgo);
    writeFileSync(path.join(folder, `.${crypto.randomUUID()}.pdf.part`), "half");
    writeFileSync(path.join(folder, "notes.txt"), "not a résumé");

    expect(await copyUploads(dataDir, config)).toEqual({ copied: 2, already: 0 });

    expect(new Uint8Array(await second.read(older))).toEqual(pdf);
    expect(new Uint8Array(await second.read(newer))).toEqual(docx);
    const rows = await tables
      .selectFrom("files")
      .select(["name", "created_at"])
      .orderBy("created_at")
      .execute();
    expect(rows).toEqual([
      { name: older, created_at: Math.floor(statSync(path.join(folder, older)).mtimeMs) },
      { name: newer, created_at: Math.floor(statSync(path.join(folder, newer)).mtimeMs) },
    ]);
    // Its age kept: the sweep sees the older one as an hour old.
    expect(await first.deleteStrays(new Set([newer]), hour - 60_000)).toBe(1);
    expect(await copyUploads(dataDir, config)).toEqual({ copied: 1, already: 1 });
    expect(await copyUploads(dataDir, config)).toEqual({ copied: 0, already: 2 });
    // The files on disk are left as they were.
    expect(readdirSync(folder).sort()).toHaveLength(4);
  });

  test("two servers: a résumé sent through one is downloaded and deleted through the other; with DATABASE_URL it is in the database, never on a disk", async () => {
    const site = await makeTestSite({ realCareersPages: true });
    const { dataDir } = database;
    const options = { ...database.env, BUILD_DIR: site.buildDir, LOG_LEVEL: "silent" };
    const one = await buildServer(readConfig(options));
    const other = await buildServer(readConfig(options));
    try {
      // Hana, where the servers keep their staff: staff.sqlite, or the PostgreSQL database.
      const staffDatabases = openDatabases(readConfig(options).database, dataDir);
      const staff = await StaffStore.open(staffDatabases);
      const person = await staff.addPerson({
        email: "h@example.org",
        name: "Hana",
        teams: ["hiring"],
        admin: false,
      });
      const session = await staff.startSession(person.id);
      await staffDatabases.close();
      const asStaff = (method: "GET" | "DELETE", url: string, version?: number) =>
        other.inject({
          method,
          url: `/api/staff${url}`,
          headers: {
            cookie: `__Host-staff=${session}`,
            ...(method === "GET"
              ? {}
              : { origin: "http://localhost:3000", "content-type": "application/json" }),
            ...(version === undefined ? {} : { "if-match": entityTag(version) }),
          },
          ...(method === "GET" ? {} : { payload: "{}" }),
        });

      const body = await multipart([
        ...validApplicationForm,
        ["resume", new File([new Uint8Array(pdf)], "cv.pdf", { type: "application/pdf" })],
      ]);
      const sent = await one.inject({
        method: "POST",
        url: "/careers/personal-support-worker/apply",
        payload: body.payload,
        headers: { ...body.headers, "sec-fetch-site": "same-origin" },
      });
      expect(sent.statusCode).toBe(303);
      const [application] = (await asStaff("GET", "/applications")).json().applications;
      const download = await asStaff("GET", `/applications/${application.id}/resume`);
      expect(download.statusCode).toBe(200);
      expect(new Uint8Array(download.rawPayload)).toEqual(pdf);
      const stored = await tables.selectFrom("files").select("name").execute();
      if (dialect === "postgres") {
        expect(stored).toHaveLength(1);
        expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
      } else {
        // With SQLite the résumés stay on disk, as before (files.ts).
        expect(stored).toEqual([]);
        expect(readdirSync(path.join(dataDir, "uploads"))).toHaveLength(1);
      }

      const deleted = await asStaff("DELETE", `/applications/${application.id}`, 1);
      expect(deleted.statusCode).toBe(200);
      expect(await tables.selectFrom("files").select("name").execute()).toEqual([]);
      expect(await tables.selectFrom("file_keys").select("name").execute()).toEqual([]);
      if (dialect === "sqlite") expect(readdirSync(path.join(dataDir, "uploads"))).toEqual([]);
    } finally {
      await one.close();
      await other.close();
      await site.remove();
    }
    // Two servers started and a form sent on a shared machine.
  }, 30_000);
});

describe("on postgres, a deletion while an older transaction is open", () => {
  const database = testDatabase("postgres", "files-db-");

  test("the deletion is done at once, the key left in the table's file while that transaction holds it (a pg_dump under way), and the next sweep drops it", async () => {
    const databases = database.open();
    const files = await DatabaseResumeFiles.open(databases);
    const tables = await databases.part<FileTables>("files");
    const onDisk = async (key: Uint8Array) => {
      await sql`checkpoint`.execute(tables);
      const { rows } = await sql<{ bytes: Buffer }>`
        select pg_read_binary_file(pg_relation_filepath('file_keys')) as bytes`.execute(tables);
      return rows[0]!.bytes.includes(Buffer.from(key));
    };
    await files.save(docx, "docx");
    const name = await files.save(pdf, "pdf");
    const { key } = await tables
      .selectFrom("file_keys")
      .select("key")
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    // As pg_dump reads: one snapshot, held open while the deletion commits.
    const dump = new pg.Client({ connectionString: database.config.url });
    await dump.connect();
    try {
      await dump.query("begin isolation level repeatable read");
      await dump.query("select count(*) from file_keys");
      // The rewrite gives up waiting for the table after a second; saving meanwhile is not held.
      const started = Date.now();
      await files.delete(name);
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(await files.has(name)).toBe(false);
      await files.save(pdf, "pdf");
      expect(await onDisk(key)).toBe(true);
      const seen = await dump.query("select name from file_keys where name = $1", [name]);
      expect(seen.rows).toHaveLength(1);
      await dump.query("commit");
    } finally {
      await dump.end();
    }
    // Nothing to sweep, but the sweep rewrites the key table all the same.
    expect(await files.deleteStrays(new Set(), hour)).toBe(0);
    expect(await onDisk(key)).toBe(false);
  });
});
