/**
 * Backups of a site on PostgreSQL (postgres.ts), against the system tests' real cluster: a backup
 * taken while postings are published holds a dump whose row counts are the manifest's; it
 * restores into an empty database and reads back through the store; a database that is not
 * empty is refused, untouched; a dump that does not match its manifest is removed again.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PostingStore } from "../careers/store.ts";
import { validPosting } from "../careers/test-support.ts";
import type { DatabaseConfig } from "../config.ts";
import { openDatabases } from "../db/database.ts";
import { emptyPostgresDatabase } from "../db/test-databases.ts";
import { readArchive, writeArchive } from "./archive.ts";
import { takeBackup } from "./backup.ts";
import { manifestName } from "./manifest.ts";
import { dumpName } from "./postgres.ts";
import { restoreBackup } from "./restore.ts";
import { ageKeys } from "./test-support.ts";

const root = mkdtempSync(path.join(tmpdir(), "pg-backup-"));
let keys: { identity: string; recipient: string };

/** The titles of the postings in the database of `config`. */
async function titles(config: DatabaseConfig, dataDir: string): Promise<string[]> {
  const opened = openDatabases(config, dataDir);
  try {
    const postings = await PostingStore.open(opened);
    return (await postings.all()).map((posting) => posting.draft.title.en).sort();
  } finally {
    await opened.close();
  }
}

beforeAll(async () => {
  keys = await ageKeys();
}, 30_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

test("a backup taken while postings are published restores into an empty database, counts and rows as the manifest says; a database with tables is refused untouched", async () => {
  const source = await emptyPostgresDatabase();
  const dataDir = path.join(root, "data");
  const backupDir = path.join(root, "backups");
  const live = openDatabases(source, dataDir);
  const postings = await PostingStore.open(live);
  for (let i = 0; i < 5; i += 1)
    await postings.create({ ...validPosting, title: { en: `Nurse ${i}`, fr: `Infirmière ${i}` } });
  // Postings keep arriving while the dump runs: the backup holds those before its snapshot, and
  // its manifest counts exactly what the dump holds.
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i += 1)
      await postings.create({ ...validPosting, title: { en: `Aide ${i}`, fr: `Aide ${i}` } });
  })();
  const result = await takeBackup({
    dataDir,
    backupDir,
    recipients: [keys.recipient],
    database: source,
  });
  writing = false;
  await writer;
  await live.close();

  expect(result.encrypted).toBe(true);
  expect(result.manifest.postgres).toMatch(/^\d+/);
  expect(result.manifest.files.map((file) => file.path)).toContain(dumpName);
  const counted = result.manifest.databases[dumpName]!.tables;
  expect(counted.postings).toBeGreaterThanOrEqual(5);
  expect(counted.kysely_migration_postings).toBeGreaterThan(0);

  const target = await emptyPostgresDatabase();
  const keyFile = path.join(root, "key.txt");
  writeFileSync(keyFile, `${keys.identity}\n`);
  const restoredDir = path.join(root, "restored");
  await restoreBackup({
    file: result.file,
    identities: [keys.identity],
    dataDir: restoredDir,
    database: target,
  });
  const restored = await titles(target, restoredDir);
  expect(restored).toHaveLength(counted.postings!);
  expect(restored.filter((title) => title.startsWith("Nurse"))).toEqual([
    "Nurse 0",
    "Nurse 1",
    "Nurse 2",
    "Nurse 3",
    "Nurse 4",
  ]);

  // Again, into the database just restored: refused, and it still holds what it held.
  await expect(
    restoreBackup({
      file: result.file,
      identities: [keys.identity],
      dataDir: path.join(root, "again"),
      database: target,
    }),
  ).rejects.toThrow(/not empty .*postings/);
  expect(await titles(target, restoredDir)).toEqual(restored);

  // Without DATABASE_URL, the dump has nowhere to go: refused, nothing written.
  const sqliteDir = path.join(root, "sqlite");
  await expect(
    restoreBackup({ file: result.file, identities: [keys.identity], dataDir: sqliteDir }),
  ).rejects.toThrow(/set DATABASE_URL/);
  expect(() => readFileSync(path.join(sqliteDir, "postings.sqlite"))).toThrow();
}, 30_000);

test("a dump that does not match its manifest is removed again: the database stays empty", async () => {
  const source = await emptyPostgresDatabase();
  const dataDir = path.join(root, "data-2");
  const live = openDatabases(source, dataDir);
  await (await PostingStore.open(live)).create(validPosting);
  await live.close();
  const { file } = await takeBackup({
    dataDir,
    backupDir: path.join(root, "backups-2"),
    recipients: [],
    database: source,
  });
  // The manifest says one posting more than the dump holds (its hashes stay right: the dump is
  // whole, its description is not).
  const unpacked = path.join(root, "unpacked");
  mkdirSync(unpacked);
  await readArchive({ file, identities: [], into: unpacked });
  const manifest = JSON.parse(readFileSync(path.join(unpacked, manifestName), "utf8"));
  manifest.databases[dumpName].tables.postings += 1;
  writeFileSync(path.join(unpacked, manifestName), JSON.stringify(manifest));
  const altered = path.join(root, "altered.tar.gz");
  await writeArchive({
    staging: unpacked,
    entries: [manifestName, ...manifest.files.map((entry: { path: string }) => entry.path)],
    file: altered,
    recipients: [],
  });

  const target = await emptyPostgresDatabase();
  await expect(
    restoreBackup({
      file: altered,
      identities: [],
      dataDir: path.join(root, "restored-2"),
      database: target,
    }),
  ).rejects.toThrow(/postings has 1 rows, the manifest says 2/);
  const opened = openDatabases(target, root);
  try {
    // The store can open it as a new, empty database: nothing of the failed restore is left.
    expect(await (await PostingStore.open(opened)).all()).toEqual([]);
  } finally {
    await opened.close();
  }
}, 30_000);
