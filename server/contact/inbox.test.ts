import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, expect, test } from "vitest";
import { everyTeam, searchQuery } from "./inbox.ts";
import { SubmissionStore } from "./store.ts";
import { validInquiry } from "./test-support.ts";

let dataDir: string;
let store: SubmissionStore;
const all = { teams: everyTeam };
const page = { offset: 0, limit: 25 };

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "inbox-"));
  store = new SubmissionStore(dataDir);
});
afterEach(async () => {
  store.close();
  await rm(dataDir, { recursive: true });
});

/** Saves an inquiry and closes it `daysAgo` days ago. */
function closed(status: "done" | "spam", daysAgo: number, message = validInquiry.message) {
  const { id } = store.save({ ...validInquiry, message });
  const version = store.inbox.get(id)!.version;
  store.inbox.update(id, version, { status }, new Date(Date.now() - daysAgo * 86_400_000));
  return id;
}

test("each inquiry goes to the team of the Recipient chosen, and a person's teams limit every query", () => {
  store.save({ ...validInquiry, recipient: "Foot Care" });
  store.save({ ...validInquiry, recipient: "General Inquiry" });
  store.save({ ...validInquiry, recipient: "Personal Care, Nursing & Senior Care Services" });
  expect(store.inbox.list(all, page).total).toBe(3);
  const specialized = store.inbox.list({ teams: ["specialized"] }, page).rows;
  expect(specialized.map((row) => row.recipient)).toEqual(["Foot Care"]);
  // Asking for a team outside one's own finds nothing, not that team's inquiries.
  expect(store.inbox.list({ teams: ["specialized"], team: "intake" }, page).total).toBe(0);
  expect(store.inbox.list({ teams: [] }, page).total).toBe(0);
});

test("the list is newest first, paged, with the first words of the message and no more", () => {
  for (let index = 0; index < 30; index++)
    store.save({ ...validInquiry, message: `Message ${index} ${"words ".repeat(60)}` });
  const first = store.inbox.list(all, { offset: 0, limit: 25 });
  expect(first.total).toBe(30);
  expect(first.rows).toHaveLength(25);
  expect(first.rows[0]!.excerpt).toMatch(/^Message 29 /);
  expect(first.rows[0]!.excerpt.length).toBeLessThanOrEqual(160);
  expect(first.rows[0]).not.toHaveProperty("message");
  expect(store.inbox.list(all, { offset: 25, limit: 25 }).rows).toHaveLength(5);
});

test("unread is per person: opening an inquiry marks it read for that person only", () => {
  const { id } = store.save(validInquiry);
  store.inbox.markRead(id, "ana");
  expect(store.inbox.list(all, page, "ana").rows[0]!.unread).toBe(false);
  expect(store.inbox.list(all, page, "ben").rows[0]!.unread).toBe(true);
});

test("Spam leaves the default view; a status filter shows one status; 'all' shows every one", () => {
  store.save(validInquiry);
  const spam = closed("spam", 0);
  expect(store.inbox.list(all, page).rows.map((row) => row.id)).not.toContain(spam);
  expect(store.inbox.list({ ...all, status: "spam" }, page).rows.map((row) => row.id)).toEqual([
    spam,
  ]);
  expect(store.inbox.list({ ...all, status: "all" }, page).total).toBe(2);
});

test("search finds words without their accents, e-mail addresses and phone numbers in any form", () => {
  store.save({ ...validInquiry, message: "Ma mère vit avec la démence depuis un an." });
  store.save({
    ...validInquiry,
    name: "Zoë Tremblay",
    email: "zoe.t@example.org",
    phone: "(905) 555-0142",
    message: "Foot care",
  });
  const found = (search: string) =>
    store.inbox.all({ ...all, search }).map((inquiry) => inquiry.name);
  expect(found("demence")).toHaveLength(1);
  expect(found("DÉMENCE")).toHaveLength(1);
  expect(found("zoe")).toEqual(["Zoë Tremblay"]);
  expect(found("zoe.t@example.org")).toEqual(["Zoë Tremblay"]);
  expect(found("9055550142")).toEqual(["Zoë Tremblay"]);
  expect(found("905-555-0142")).toEqual(["Zoë Tremblay"]);
  expect(found("nothing-like-this")).toEqual([]);
});

test("what people type cannot reach FTS5's own query syntax", () => {
  store.save(validInquiry);
  for (const hostile of ['"', "NEAR(a b)", "name:*", "a OR b", "*", "^", "-foot", "AND"]) {
    expect(() => store.inbox.all({ ...all, search: hostile })).not.toThrow();
  }
  expect(searchQuery('ann" OR "x')).toBe('"ann"* "OR"* "x"*');
  expect(searchQuery("  ")).toBeUndefined();
});

test("a change names the version it was made on; a second change on the same version is refused with the fresh state", () => {
  const { id } = store.save(validInquiry);
  const seen = store.inbox.get(id)!;
  const first = store.inbox.update(id, seen.version, { status: "in-progress" });
  expect(first).toMatchObject({
    outcome: "changed",
    altered: [{ field: "status", from: "new", to: "in-progress" }],
  });
  const second = store.inbox.update(id, seen.version, { status: "done" });
  expect(second.outcome).toBe("conflict");
  expect(second.inquiry).toMatchObject({ status: "in-progress", version: seen.version + 1 });
  expect(store.inbox.get(id)!.status).toBe("in-progress");
});

test("closing sets when it was closed; opening again clears it", () => {
  const { id } = store.save(validInquiry);
  store.inbox.update(id, 1, { status: "done" });
  expect(store.inbox.get(id)!.closedAt).not.toBeNull();
  store.inbox.update(id, 2, { status: "waiting" });
  expect(store.inbox.get(id)!.closedAt).toBeNull();
});

test("notes are kept in order and can never be edited", () => {
  const { id } = store.save(validInquiry);
  store.inbox.addNote(id, "ana", "Called, no answer.");
  store.inbox.addNote(id, "ben", "Called back, visit booked.");
  expect(store.inbox.notes(id).map((note) => note.text)).toEqual([
    "Called, no answer.",
    "Called back, visit booked.",
  ]);
  const db = new DatabaseSync(path.join(dataDir, "submissions.sqlite"));
  expect(() => db.exec("UPDATE inquiry_notes SET text = 'changed'")).toThrow(/append-only/);
  db.close();
});

test("every change raises the change counter, and only ids of the person's teams are told", () => {
  const { id } = store.save(validInquiry);
  const start = store.inbox.changes(everyTeam, 0);
  expect(start.changed).toEqual([id]);
  store.inbox.addNote(id, "ana", "Note");
  const after = store.inbox.changes(everyTeam, start.seq);
  expect(after.changed).toEqual([id]);
  expect(after.seq).toBeGreaterThan(start.seq);
  expect(store.inbox.changes(["intake"], 0).changed).toEqual([]);
});

test("retention deletes what was closed long enough ago, never what is open or on hold", () => {
  const old = closed("done", 100);
  const oldSpam = closed("spam", 100);
  const recent = closed("done", 10);
  const held = closed("done", 100);
  store.inbox.setHold(held, true);
  const { id: open } = store.save(validInquiry);
  expect(store.inbox.deleteClosed(new Date(Date.now() - 90 * 86_400_000))).toBe(2);
  const left = store.inbox.all({ ...all, status: "all" }).map((inquiry) => inquiry.id);
  expect(left).not.toContain(old);
  expect(left).not.toContain(oldSpam);
  expect(left.sort()).toEqual([recent, held, open].sort());
  store.inbox.setHold(held, false);
  expect(store.inbox.deleteClosed(new Date(Date.now() - 90 * 86_400_000))).toBe(1);
});

test("deleted words are gone from the bytes of the database, its search index and its write-ahead log", () => {
  const words = "Please visit my father Kowalczykowski at 12 Elm Street";
  const files = ["submissions.sqlite", "submissions.sqlite-wal", "submissions.sqlite-shm"].map(
    (name) => path.join(dataDir, name),
  );
  const onDisk = (needle: string) =>
    files.some((file) => existsSync(file) && readFileSync(file).includes(needle));
  const id = closed("done", 100, words);
  store.inbox.addNote(id, "ana", "Xylophone-lesson note");
  closed("spam", 100, `${words}, again`);
  // The search index holds the words too (lower case, one by one).
  expect(onDisk(words)).toBe(true);
  expect(onDisk("kowalczykowski")).toBe(true);
  expect(onDisk("Xylophone-lesson note")).toBe(true);

  // `npm run inbox -- --delete-closed` runs beside the server, on its own connection.
  const cli = new SubmissionStore(dataDir);
  expect(cli.inbox.deleteClosed(new Date(Date.now() - 90 * 86_400_000))).toBe(2);
  cli.close();
  expect(onDisk(words)).toBe(false);
  expect(onDisk("kowalczykowski")).toBe(false);
  expect(onDisk("Xylophone-lesson note")).toBe(false);
  // The server's connection goes on working.
  store.save(validInquiry);
  expect(store.counts().submissions).toBe(1);
});

test("a deletion that cannot empty the write-ahead log says so", () => {
  closed("done", 100);
  // Another connection in the middle of a read holds the log for longer than the busy timeout.
  const reader = new DatabaseSync(path.join(dataDir, "submissions.sqlite"));
  reader.exec("BEGIN");
  reader.prepare("SELECT count(*) FROM submissions").get();
  const cli = new SubmissionStore(dataDir);
  expect(() => cli.inbox.deleteClosed(new Date())).toThrow(
    /Deleted 1 inquiry\(ies\), but the write-ahead log could not be emptied.*Run the deletion again/,
  );
  reader.exec("COMMIT");
  reader.close();
  expect(cli.inbox.deleteClosed(new Date())).toBe(0);
  cli.close();
}, 15_000);

test("a database from before the inbox gets its columns, teams and search index at start", () => {
  store.close();
  const file = path.join(dataDir, "submissions.sqlite");
  const old = new DatabaseSync(file);
  old.exec("DROP TABLE submissions_search; DROP TABLE inquiry_notes; DROP TABLE inquiry_reads;");
  old.exec("DROP TABLE outbox; DROP TABLE submissions;");
  old.exec(`CREATE TABLE submissions (id TEXT PRIMARY KEY, idempotency_key TEXT UNIQUE,
    received_at TEXT NOT NULL, name TEXT NOT NULL, phone TEXT NOT NULL, relationship TEXT NOT NULL,
    recipient TEXT NOT NULL, subject TEXT NOT NULL, email TEXT NOT NULL, message TEXT NOT NULL) STRICT`);
  old
    .prepare(
      "INSERT INTO submissions VALUES ('old-1', NULL, ?, 'Ann', '', '', 'Flu Clinics', '', 'a@example.org', 'Sa démence')",
    )
    .run(new Date().toISOString());
  old.close();
  store = new SubmissionStore(dataDir);
  const [inquiry] = store.inbox.all({ ...all, search: "demence" });
  expect(inquiry).toMatchObject({ id: "old-1", team: "specialized", status: "new", version: 1 });
});
