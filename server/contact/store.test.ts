import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, expect, test } from "vitest";
import { SubmissionStore } from "./store.ts";
import { validInquiry } from "./test-support.ts";

let dataDir: string;
let store: SubmissionStore;
const submission = validInquiry;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-"));
  store = new SubmissionStore(dataDir);
});
afterEach(async () => {
  store.close();
  await rm(dataDir, { recursive: true });
});

test("the database runs in WAL mode with full sync and a busy timeout", () => {
  const db = new DatabaseSync(path.join(dataDir, "submissions.sqlite"));
  expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
  db.close();
  expect(() => store.check()).not.toThrow();
});

test("a saved submission is queued for mail in the same transaction", () => {
  const { id } = store.save(submission);
  expect(store.counts()).toEqual({ submissions: 1, unsent: 1 });
  expect(store.dueMail(10).map((job) => job.submission.id)).toEqual([id]);
  store.markSent(id);
  expect(store.counts().unsent).toBe(0);
});

test("a failed send waits until its retry time", () => {
  const { id } = store.save(submission);
  store.markFailed(id, "ECONNREFUSED", new Date(Date.now() + 60_000));
  expect(store.dueMail(10)).toEqual([]);
  expect(store.dueMail(10, new Date(Date.now() + 61_000))[0]).toMatchObject({ attempts: 1 });
});
