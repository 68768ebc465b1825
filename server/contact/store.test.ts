import { existsSync, readFileSync } from "node:fs";
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

test("staff can filter by recipient and date, and purge old submissions", () => {
  store.save(submission);
  store.save({ ...submission, recipient: "Flu Clinics" });
  expect(store.list({ recipient: "Flu Clinics" })).toHaveLength(1);
  expect(store.list({ since: new Date(Date.now() + 60_000).toISOString() })).toHaveLength(0);
  expect(store.purge(new Date(Date.now() - 86_400_000))).toBe(0);
  expect(store.purge(new Date(Date.now() + 1000))).toBe(2);
  expect(store.counts()).toEqual({ submissions: 0, unsent: 0 });
});

test("purged words are gone from the bytes of the database and its write-ahead log", () => {
  const words = "Please visit my father at 12 Elm Street";
  const files = ["submissions.sqlite", "submissions.sqlite-wal", "submissions.sqlite-shm"].map(
    (name) => path.join(dataDir, name),
  );
  const onDisk = () => files.some((file) => existsSync(file) && readFileSync(file).includes(words));
  store.save({ ...submission, message: words });
  store.save({ ...submission, message: `${words}, again` });
  // The search can find them: they are in the files until purged.
  expect(onDisk()).toBe(true);

  // `npm run inbox -- --purge` runs beside the server, on its own connection.
  const inbox = new SubmissionStore(dataDir);
  expect(inbox.purge(new Date(Date.now() + 1000))).toBe(2);
  inbox.close();
  expect(onDisk()).toBe(false);
  // The server's connection goes on working.
  store.save(submission);
  expect(store.counts().submissions).toBe(1);
});

test("a purge that cannot empty the write-ahead log says so", () => {
  store.save(submission);
  // Another connection in the middle of a read holds the log for longer than the busy timeout.
  const reader = new DatabaseSync(path.join(dataDir, "submissions.sqlite"));
  reader.exec("BEGIN");
  reader.prepare("SELECT count(*) FROM submissions").get();
  const inbox = new SubmissionStore(dataDir);
  expect(() => inbox.purge(new Date(Date.now() + 1000))).toThrow(
    /Deleted 1 submission\(s\), but the write-ahead log could not be emptied.*Run the purge again/,
  );
  reader.exec("COMMIT");
  reader.close();
  expect(inbox.purge(new Date(Date.now() + 1000))).toBe(0);
  inbox.close();
}, 15_000);
