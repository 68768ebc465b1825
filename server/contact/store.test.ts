import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, expect, test } from "vitest";
import { everyTeam } from "./inbox.ts";
import { SubmissionStore } from "./store.ts";
import { inquiryFromBefore, validInquiry } from "./test-support.ts";

let dataDir: string;
let store: SubmissionStore;
const submission = validInquiry;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-"));
  store = await SubmissionStore.openFolder(dataDir);
});
afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true });
});

test("the database runs in WAL mode with full sync and a busy timeout", async () => {
  const db = new DatabaseSync(path.join(dataDir, "submissions.sqlite"));
  expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
  db.close();
  await expect(store.check()).resolves.toBeUndefined();
});

test("a saved submission is queued for mail in the same transaction", async () => {
  const { id } = await store.save(submission);
  expect(await store.counts()).toEqual({ submissions: 1, unsent: 1 });
  expect((await store.dueMail(10)).map((job) => job.submission.id)).toEqual([id]);
  await store.markSent(id);
  expect((await store.counts()).unsent).toBe(0);
});

test("a failed send waits until its retry time", async () => {
  const { id } = await store.save(submission);
  await store.markFailed(id, "ECONNREFUSED", new Date(Date.now() + 60_000));
  expect(await store.dueMail(10)).toEqual([]);
  expect((await store.dueMail(10, new Date(Date.now() + 61_000)))[0]).toMatchObject({
    attempts: 1,
  });
});

test("a database made before the best time to call back opens, gains the field, and keeps its inquiries as they were", async () => {
  // The shape of submissions.sqlite before issue 37: the form's first seven fields, no inbox
  // columns yet (those are added too), and one inquiry sent with the form's key.
  const oldDir = await mkdtemp(path.join(tmpdir(), "store-old-"));
  const old = new DatabaseSync(path.join(oldDir, "submissions.sqlite"));
  old.exec(`
    CREATE TABLE submissions (
      id TEXT PRIMARY KEY,
      idempotency_key TEXT UNIQUE,
      received_at TEXT NOT NULL,
      name TEXT NOT NULL, phone TEXT NOT NULL, relationship TEXT NOT NULL,
      recipient TEXT NOT NULL, subject TEXT NOT NULL, email TEXT NOT NULL, message TEXT NOT NULL
    ) STRICT;
  `);
  const before = inquiryFromBefore;
  const words = [
    before.name,
    before.phone,
    before.relationship,
    before.recipient,
    before.subject,
    before.email,
    before.message,
  ];
  // The key as the store wrote it then: the form's key and a digest of the seven fields' words.
  const digest = createHash("sha256").update(JSON.stringify(words)).digest("base64url");
  old
    .prepare(
      `INSERT INTO submissions VALUES ('old-1', 'form-key-0123456789.${digest}', '2026-11-02T15:00:00.000Z', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(...words);
  old.close();

  const opened = await SubmissionStore.openFolder(oldDir);
  try {
    const columns = new DatabaseSync(path.join(oldDir, "submissions.sqlite"), { readOnly: true });
    expect(
      (columns.prepare("PRAGMA table_info(submissions)").all() as { name: string }[]).map(
        (column) => column.name,
      ),
    ).toContain("callTime");
    columns.close();
    // The old inquiry has every field it had, and no best time at all: staff are shown nothing.
    const [stored] = await opened.inbox.all({ teams: everyTeam });
    expect(stored).toMatchObject({ id: "old-1", ...before });
    expect(stored).not.toHaveProperty("callTime");
    // Its form sent again after the upgrade (a lost answer), with no time chosen: stored once.
    expect(await opened.save({ ...before, callTime: "" }, "form-key-0123456789")).toEqual({
      id: "old-1",
      duplicate: true,
    });
    // A new inquiry keeps its choice, and one without a choice says so ("").
    const chosen = (await opened.save({ ...before, callTime: "Evening" })).id;
    const unchosen = (await opened.save({ ...before, callTime: "" })).id;
    expect((await opened.inbox.get(chosen))!.callTime).toBe("Evening");
    expect((await opened.inbox.get(unchosen))!.callTime).toBe("");
  } finally {
    await opened.close();
  }
  // Opened again, nothing more to add: it opens as it is.
  const again = await SubmissionStore.openFolder(oldDir);
  expect((await again.counts()).submissions).toBe(3);
  await again.close();
  await rm(oldDir, { recursive: true });
});
