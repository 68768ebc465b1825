/**
 * The move from SQLite to PostgreSQL (copy-to-postgres.ts, `npm run migrate-to-postgres`) against
 * the system tests' real cluster: every row arrives with its ids and order, the store reads the
 * same postings, versions and history from PostgreSQL, and numbers new rows after the copied ones;
 * a second run copies nothing twice; a part that cannot be copied whole leaves nothing behind.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, expect, inject, test } from "vitest";
import { PostingStore } from "../careers/store.ts";
import { validPosting } from "../careers/test-support.ts";
import type { DatabaseConfig } from "../config.ts";
import { copyPart, copyToPostgres, MoveError } from "./copy-to-postgres.ts";
import { openDatabases } from "./database.ts";
import { JobLeases, type JobLeaseTables } from "./job-leases.ts";
import { createTestDatabase } from "./test-postgres.ts";

const root = mkdtempSync(path.join(tmpdir(), "move-"));
const dropped: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const drop of dropped) await drop();
  rmSync(root, { recursive: true, force: true });
}, 30_000);

async function emptyDatabase(): Promise<DatabaseConfig & { dialect: "postgres" }> {
  const database = await createTestDatabase(inject("postgresUrl"));
  dropped.push(database.drop);
  return { dialect: "postgres", url: database.url, poolSize: 4 };
}

/** What the postings store reads from a database: every posting, version and change. */
async function postingsIn(config: DatabaseConfig, dataDir: string) {
  const opened = openDatabases(config, dataDir);
  try {
    const store = await PostingStore.open(opened);
    const all = await store.all();
    return {
      all,
      versions: await store.versions(),
      changes: await Promise.all(all.map((posting) => store.changesSince(posting.id, 0))),
      revision: await store.revision(),
    };
  } finally {
    await opened.close();
  }
}

test("a site's SQLite data arrives whole in PostgreSQL, reads the same through the store, and numbers new rows after it; a second run copies nothing twice", async () => {
  const dataDir = path.join(root, "site");
  const site = openDatabases({ dialect: "sqlite" }, dataDir);
  const postings = await PostingStore.open(site);
  const at = (day: number) => new Date(Date.UTC(2026, 0, day, 15));
  for (let i = 0; i < 3; i += 1) {
    const { id } = await postings.create(
      { ...validPosting, title: { en: `Nurse ${i}`, fr: `Infirmière ${i}` } },
      at(1),
    );
    await postings.publish(id, { by: "p1", version: 1 }, at(2));
    await postings.edit(
      id,
      {
        ...validPosting,
        title: { en: `Nurse ${i}`, fr: `Infirmière ${i}` },
        hours: { en: "Nights", fr: "Les nuits" },
      },
      { by: "p2", version: 2 },
      at(3),
    );
    await postings.publish(id, { by: "p2", version: 3 }, at(4));
  }
  await new JobLeases(await site.part<JobLeaseTables>("shared"), "sqlite").take(
    "retention",
    60_000,
  );
  await site.close();
  const before = await postingsIn({ dialect: "sqlite" }, dataDir);
  expect(before.versions).toHaveLength(6);

  const target = await emptyDatabase();
  const copied = await copyToPostgres(dataDir, target);
  expect(copied.map((part) => part.part).sort()).toEqual(["postings", "shared"]);
  const postingsPart = copied.find((part) => part.part === "postings")!;
  expect(postingsPart.tables).toMatchObject({ postings: 3, posting_versions: 6 });
  expect(copied.find((part) => part.part === "shared")!.tables.job_leases).toBe(1);

  const after = await postingsIn(target, dataDir);
  expect(after).toEqual(before);

  // New rows are numbered after the copied ones: the identity sequences moved on.
  const opened = openDatabases(target, dataDir);
  try {
    const store = await PostingStore.open(opened);
    const fresh = await store.create(validPosting, at(5));
    await store.publish(fresh.id, { by: "p1", version: 1 }, at(6));
    const seqs = (await store.versions()).map((version) => version.seq);
    expect(new Set(seqs).size).toBe(7);
    expect(Math.max(...seqs)).toBe(Math.max(...before.versions.map((version) => version.seq)) + 1);
  } finally {
    await opened.close();
  }

  // Again: refused, part by part, and nothing copied twice.
  await expect(copyPart(dataDir, target, "postings")).rejects.toThrow(MoveError);
  await expect(copyPart(dataDir, target, "postings")).rejects.toThrow(/already hold data/);
  expect((await postingsIn(target, dataDir)).all).toHaveLength(4);
}, 30_000);

test("a part that cannot be copied whole leaves nothing of it in PostgreSQL", async () => {
  const dataDir = path.join(root, "odd");
  const site = openDatabases({ dialect: "sqlite" }, dataDir);
  await (await PostingStore.open(site)).create(validPosting);
  await site.close();
  // A column PostgreSQL's table does not have (a file changed by hand, or by a newer site).
  const file = new DatabaseSync(path.join(dataDir, "postings.sqlite"));
  file.exec("ALTER TABLE posting_changes ADD COLUMN note TEXT");
  file.exec(
    "INSERT INTO posting_changes (posting_id, version, at, person_id, field, from_value, to_value, note) SELECT id, 1, '2026-01-01', NULL, 'x', '1', '2', 'by hand' FROM postings",
  );
  file.close();

  const target = await emptyDatabase();
  await expect(copyPart(dataDir, target, "postings")).rejects.toThrow(
    /posting_changes\.note has no place/,
  );
  // The postings table, copied before the failing one, was rolled back with it.
  expect((await postingsIn(target, dataDir)).all).toEqual([]);
}, 30_000);
