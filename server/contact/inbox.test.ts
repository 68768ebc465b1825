import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { replyDueBy } from "./business-days.ts";
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
  // It is measured against the reply promise from when it arrived, and due by it.
  expect(inquiry!.replyDueAt).toBe(replyDueBy(new Date(inquiry!.receivedAt)).toISOString());
  expect(inquiry!.dueAt).toBe(inquiry!.replyDueAt);
  expect(store.inbox.calls("old-1")).toEqual([]);
});

describe("the working day: the reply promise, calls, what is due and overdue", () => {
  /** Tuesday 17 February 2026, 9:00 in Toronto: the morning after Family Day. */
  const tuesday = new Date("2026-02-17T14:00:00Z");
  const at = (iso: string) => new Date(iso);
  const save = (name: string, receivedAt: Date, recipient = validInquiry.recipient) =>
    store.save({ ...validInquiry, name, recipient }, undefined, receivedAt).id;

  test("an inquiry still New past the reply promise is overdue, and comes first in the queue", () => {
    // Thursday before the long weekend: due by the end of Friday, overdue on Tuesday.
    const thursday = save("Thursday", at("2026-02-12T15:00:00Z"));
    // Friday afternoon: Monday is Family Day, so due by the end of Tuesday. Not yet overdue.
    const friday = save("Friday", at("2026-02-13T20:00:00Z"));
    // Saturday: due by the end of Tuesday too.
    const saturday = save("Saturday", at("2026-02-14T15:00:00Z"));
    // Wednesday before: overdue longest.
    const wednesday = save("Wednesday", at("2026-02-11T15:00:00Z"));
    expect(store.inbox.get(friday)!.replyDueAt).toBe("2026-02-18T05:00:00.000Z");
    const { rows, total } = store.inbox.list({ ...all, status: "open" }, page, "", tuesday);
    expect(total).toBe(4);
    expect(rows.map((row) => row.name)).toEqual(["Wednesday", "Thursday", "Saturday", "Friday"]);
    expect(rows.map((row) => row.overdue)).toEqual([true, true, false, false]);
    expect(store.inbox.counts(everyTeam, tuesday)).toMatchObject({
      open: 4,
      overdue: 2,
      // Due by the end of today: the two overdue and the two due tonight.
      due: 4,
      byStatus: { new: 4, "in-progress": 0, done: 0 },
    });
    // The Due view (and `npm run inbox -- --status due`): soonest due first, first come first.
    expect(
      store.inbox.all({ ...all, status: "due" }, tuesday).map((inquiry) => inquiry.name),
    ).toEqual(["Wednesday", "Thursday", "Friday", "Saturday"]);
    // Paging goes on across the two parts without a gap or a repeat.
    const one = (offset: number) =>
      store.inbox.list({ ...all, status: "open" }, { offset, limit: 1 }, "", tuesday).rows[0]!.id;
    expect([0, 1, 2, 3].map(one)).toEqual([wednesday, thursday, saturday, friday]);
  });

  test("Waiting for caller (the family was answered) meets the promise: no longer due, and the first contact is kept", () => {
    const id = save("Ann", at("2026-02-11T15:00:00Z"));
    store.inbox.update(id, 1, { status: "waiting" }, at("2026-02-17T15:00:00Z"));
    expect(store.inbox.get(id)).toMatchObject({
      dueAt: null,
      firstContactAt: "2026-02-17T15:00:00.000Z",
    });
    store.inbox.update(id, 2, { status: "new" }, at("2026-02-18T15:00:00Z"));
    // Set back to New, it is not due again, and its first contact does not move.
    expect(store.inbox.get(id)).toMatchObject({
      dueAt: null,
      firstContactAt: "2026-02-17T15:00:00.000Z",
    });
    expect(store.inbox.counts(everyTeam, tuesday).overdue).toBe(0);
  });

  test("logging a call: append-only, reaching the caller moves New to In progress, a next attempt makes it due", () => {
    const id = save("Ben", at("2026-02-13T20:00:00Z"));
    const first = store.inbox.logCall(
      id,
      "ana",
      { outcome: "no-answer", nextAttemptAt: "2026-02-17T15:30:00.000Z" },
      tuesday,
    );
    if (first.outcome !== "logged") throw new Error("refused");
    expect(first.altered).toEqual([]);
    // No answer is an attempt, not a contact: the promise still stands, due at the attempt.
    expect(first.inquiry).toMatchObject({
      status: "new",
      version: 1,
      firstContactAt: null,
      dueAt: "2026-02-17T15:30:00.000Z",
    });
    // Due at 10:30 today: in the Due view, not yet overdue.
    const later = at("2026-02-17T16:00:00Z");
    expect(store.inbox.list({ ...all, status: "due" }, page, "", tuesday).total).toBe(1);
    expect(store.inbox.counts(everyTeam, tuesday).overdue).toBe(0);
    expect(store.inbox.counts(everyTeam, later).overdue).toBe(1);
    const second = store.inbox.logCall(
      id,
      "ana",
      { outcome: "reached", note: "Visit booked" },
      later,
    );
    if (second.outcome !== "logged") throw new Error("refused");
    expect(second.altered).toEqual([{ field: "status", from: "new", to: "in-progress" }]);
    expect(second.inquiry).toMatchObject({
      status: "in-progress",
      version: 2,
      dueAt: null,
      firstContactAt: later.toISOString(),
    });
    expect(store.inbox.calls(id).map((call) => [call.outcome, call.note])).toEqual([
      ["no-answer", ""],
      ["reached", "Visit booked"],
    ]);
    const db = new DatabaseSync(path.join(dataDir, "submissions.sqlite"));
    expect(() => db.exec("UPDATE inquiry_calls SET note = 'changed'")).toThrow(/append-only/);
    expect(() =>
      db.exec(
        `INSERT INTO inquiry_calls (inquiry_id, person_id, at, outcome) VALUES ('${id}', 'x', 'now', 'shouted')`,
      ),
    ).toThrow(/CHECK/);
    db.close();
  });

  test("a planned attempt puts the inquiry on top of its assignee's queue when its time comes", () => {
    const older = save("Older", at("2026-02-16T15:00:00Z"));
    save("Newer", at("2026-02-17T13:00:00Z"));
    store.inbox.update(older, 1, { assigneeId: "ana", status: "in-progress" }, tuesday);
    store.inbox.update(
      store.inbox.list(all, page).rows.find((row) => row.name === "Newer")!.id,
      1,
      { assigneeId: "ana" },
      tuesday,
    );
    store.inbox.logCall(
      older,
      "ana",
      { outcome: "voicemail", nextAttemptAt: "2026-02-17T18:00:00.000Z" },
      tuesday,
    );
    const mine = (now: Date) =>
      store.inbox
        .list({ ...all, assigneeId: "ana", status: "open" }, page, "", now)
        .rows.map((row) => row.name);
    expect(mine(tuesday)).toEqual(["Newer", "Older"]);
    expect(mine(at("2026-02-17T18:05:00Z"))).toEqual(["Older", "Newer"]);
  });

  test("closing clears what was due; a call without a next attempt on a closed inquiry leaves it closed", () => {
    const id = save("Cal", at("2026-02-11T15:00:00Z"));
    store.inbox.update(id, 1, { status: "done" }, tuesday);
    expect(store.inbox.get(id)!.dueAt).toBeNull();
    store.inbox.logCall(id, "ana", { outcome: "reached", note: "Thanked us" }, tuesday, 2);
    expect(store.inbox.get(id)).toMatchObject({ status: "done", dueAt: null, version: 2 });
  });

  test("a next attempt planned on a closed inquiry reopens it when the caller saw it closed, and is refused when it was closed since", () => {
    const id = save("Dee", at("2026-02-11T15:00:00Z"));
    const seen = store.inbox.get(id)!.version;
    // A colleague marks it Done while the call is being logged.
    store.inbox.update(id, seen, { status: "done" }, tuesday);
    const refused = store.inbox.logCall(
      id,
      "ana",
      { outcome: "no-answer", nextAttemptAt: "2026-02-18T14:00:00.000Z" },
      tuesday,
      seen,
    );
    expect(refused.outcome).toBe("conflict");
    expect(store.inbox.calls(id)).toEqual([]);
    // Sent again from the version now shown: logged, reopened, due then.
    const reopened = store.inbox.logCall(
      id,
      "ana",
      { outcome: "no-answer", nextAttemptAt: "2026-02-18T14:00:00.000Z" },
      tuesday,
      store.inbox.get(id)!.version,
    );
    if (reopened.outcome !== "logged") throw new Error("refused");
    expect(reopened.altered).toEqual([{ field: "status", from: "done", to: "in-progress" }]);
    expect(reopened.inquiry).toMatchObject({
      status: "in-progress",
      closedAt: null,
      dueAt: "2026-02-18T14:00:00.000Z",
    });
    expect(store.inbox.calls(id)).toHaveLength(1);
  });

  test("first contact is what the promise means: No answer and Wrong number leave it overdue, a voicemail meets it, and the report reads the same (the morning e-mail reads the list's counts)", () => {
    const id = save("Eve", at("2026-02-11T15:00:00Z"));
    expect(store.inbox.counts(everyTeam, tuesday).overdue).toBe(1);
    store.inbox.logCall(id, "ana", { outcome: "no-answer" }, tuesday);
    store.inbox.logCall(id, "ana", { outcome: "wrong-number" }, tuesday);
    // A status that only says someone has it is not a contact either.
    store.inbox.update(id, 1, { status: "in-progress" }, tuesday);
    expect(store.inbox.get(id)).toMatchObject({ firstContactAt: null });
    expect(store.inbox.counts(everyTeam, tuesday).overdue).toBe(1);
    expect(
      store.inbox.contactFacts(everyTeam, "2026-02-01T00:00:00Z", "2026-03-01T00:00:00Z")[0]!
        .firstContactAt,
    ).toBeNull();
    const later = at("2026-02-17T17:00:00Z");
    store.inbox.logCall(id, "ana", { outcome: "voicemail" }, later);
    expect(store.inbox.get(id)).toMatchObject({ firstContactAt: later.toISOString(), dueAt: null });
    expect(store.inbox.counts(everyTeam, later).overdue).toBe(0);
  });

  test("calls are deleted with their inquiry", () => {
    const id = closed("done", 100);
    store.inbox.logCall(id, "ana", { outcome: "wrong-number", note: "Zanzibar-number" });
    expect(store.inbox.deleteClosed(new Date(Date.now() - 90 * 86_400_000))).toBe(1);
    const db = new DatabaseSync(path.join(dataDir, "submissions.sqlite"));
    expect(db.prepare("SELECT count(*) AS n FROM inquiry_calls").get()).toEqual({ n: 0 });
    db.close();
    const files = ["submissions.sqlite", "submissions.sqlite-wal"].map((name) =>
      path.join(dataDir, name),
    );
    expect(files.some((file) => existsSync(file) && readFileSync(file).includes("Zanzibar"))).toBe(
      false,
    );
  });
});
