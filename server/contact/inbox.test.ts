import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { replyDueBy } from "./business-days.ts";
import { everyTeam, searchQuery, searchTsQuery, searchWords } from "./inbox.ts";
import { SubmissionStore } from "./store.ts";
import { validInquiry } from "./test-support.ts";

let dataDir: string;
let store: SubmissionStore;
const all = { teams: everyTeam };
const page = { offset: 0, limit: 25 };

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "inbox-"));
  store = await SubmissionStore.openFolder(dataDir);
});
afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true });
});

/** Saves an inquiry and closes it `daysAgo` days ago. */
async function closed(status: "done" | "spam", daysAgo: number, message = validInquiry.message) {
  const { id } = await store.save({ ...validInquiry, message });
  const version = (await store.inbox.get(id))!.version;
  await store.inbox.update(id, version, { status }, new Date(Date.now() - daysAgo * 86_400_000));
  return id;
}

test("each inquiry goes to the team of the Recipient chosen, and a person's teams limit every query", async () => {
  await store.save({ ...validInquiry, recipient: "Foot Care" });
  await store.save({ ...validInquiry, recipient: "General Inquiry" });
  await store.save({ ...validInquiry, recipient: "Personal Care, Nursing & Senior Care Services" });
  expect((await store.inbox.list(all, page)).total).toBe(3);
  const specialized = (await store.inbox.list({ teams: ["specialized"] }, page)).rows;
  expect(specialized.map((row) => row.recipient)).toEqual(["Foot Care"]);
  // Asking for a team outside one's own finds nothing, not that team's inquiries.
  expect((await store.inbox.list({ teams: ["specialized"], team: "intake" }, page)).total).toBe(0);
  expect((await store.inbox.list({ teams: [] }, page)).total).toBe(0);
});

test("the list is newest first, paged, with the first words of the message and no more", async () => {
  for (let index = 0; index < 30; index++)
    await store.save({ ...validInquiry, message: `Message ${index} ${"words ".repeat(60)}` });
  const first = await store.inbox.list(all, { offset: 0, limit: 25 });
  expect(first.total).toBe(30);
  expect(first.rows).toHaveLength(25);
  expect(first.rows[0]!.excerpt).toMatch(/^Message 29 /);
  expect(first.rows[0]!.excerpt.length).toBeLessThanOrEqual(160);
  expect(first.rows[0]).not.toHaveProperty("message");
  expect((await store.inbox.list(all, { offset: 25, limit: 25 })).rows).toHaveLength(5);
});

test("unread is per person: opening an inquiry marks it read for that person only", async () => {
  const { id } = await store.save(validInquiry);
  await store.inbox.markRead(id, "ana");
  expect((await store.inbox.list(all, page, "ana")).rows[0]!.unread).toBe(false);
  expect((await store.inbox.list(all, page, "ben")).rows[0]!.unread).toBe(true);
});

test("Spam leaves the default view; a status filter shows one status; 'all' shows every one", async () => {
  await store.save(validInquiry);
  const spam = await closed("spam", 0);
  expect((await store.inbox.list(all, page)).rows.map((row) => row.id)).not.toContain(spam);
  expect(
    (await store.inbox.list({ ...all, status: "spam" }, page)).rows.map((row) => row.id),
  ).toEqual([spam]);
  expect((await store.inbox.list({ ...all, status: "all" }, page)).total).toBe(2);
});

test("search finds words without their accents, e-mail addresses and phone numbers in any form", async () => {
  await store.save({ ...validInquiry, message: "Ma mère vit avec la démence depuis un an." });
  await store.save({
    ...validInquiry,
    name: "Zoë Tremblay",
    email: "zoe.t@example.org",
    phone: "(905) 555-0142",
    message: "Foot care",
  });
  const found = async (search: string) =>
    (await store.inbox.all({ ...all, search })).map((inquiry) => inquiry.name);
  expect(await found("demence")).toHaveLength(1);
  expect(await found("DÉMENCE")).toHaveLength(1);
  expect(await found("zoe")).toEqual(["Zoë Tremblay"]);
  expect(await found("zoe.t@example.org")).toEqual(["Zoë Tremblay"]);
  expect(await found("9055550142")).toEqual(["Zoë Tremblay"]);
  expect(await found("905-555-0142")).toEqual(["Zoë Tremblay"]);
  expect(await found("nothing-like-this")).toEqual([]);
});

test("what people type cannot reach FTS5's own query syntax", async () => {
  await store.save(validInquiry);
  for (const hostile of ['"', "NEAR(a b)", "name:*", "a OR b", "*", "^", "-foot", "AND"]) {
    await expect(store.inbox.all({ ...all, search: hostile })).resolves.toBeInstanceOf(Array);
  }
  expect(searchQuery('ann" OR "x')).toBe('"ann"* "OR"* "x"*');
  expect(searchQuery("  ")).toBeUndefined();
});

test("a change names the version it was made on; a second change on the same version is refused with the fresh state", async () => {
  const { id } = await store.save(validInquiry);
  const seen = (await store.inbox.get(id))!;
  const first = await store.inbox.update(id, seen.version, { status: "in-progress" });
  expect(first).toMatchObject({
    outcome: "changed",
    altered: [{ field: "status", from: "new", to: "in-progress" }],
  });
  const second = await store.inbox.update(id, seen.version, { status: "done" });
  expect(second.outcome).toBe("conflict");
  expect(second.inquiry).toMatchObject({ status: "in-progress", version: seen.version + 1 });
  expect((await store.inbox.get(id))!.status).toBe("in-progress");
});

test("closing sets when it was closed; opening again clears it", async () => {
  const { id } = await store.save(validInquiry);
  await store.inbox.update(id, 1, { status: "done" });
  expect((await store.inbox.get(id))!.closedAt).not.toBeNull();
  await store.inbox.update(id, 2, { status: "waiting" });
  expect((await store.inbox.get(id))!.closedAt).toBeNull();
});

test("notes are kept in order and can never be edited", async () => {
  const { id } = await store.save(validInquiry);
  await store.inbox.addNote(id, "ana", "Called, no answer.");
  await store.inbox.addNote(id, "ben", "Called back, visit booked.");
  expect((await store.inbox.notes(id)).map((note) => note.text)).toEqual([
    "Called, no answer.",
    "Called back, visit booked.",
  ]);
  const db = new DatabaseSync(path.join(dataDir, "submissions.sqlite"));
  expect(() => db.exec("UPDATE inquiry_notes SET text = 'changed'")).toThrow(/append-only/);
  db.close();
});

test("every change raises the change counter, and only ids of the person's teams are told", async () => {
  const { id } = await store.save(validInquiry);
  const start = await store.inbox.changes(everyTeam, 0);
  expect(start.changed).toEqual([id]);
  await store.inbox.addNote(id, "ana", "Note");
  const after = await store.inbox.changes(everyTeam, start.seq);
  expect(after.changed).toEqual([id]);
  expect(after.seq).toBeGreaterThan(start.seq);
  expect((await store.inbox.changes(["intake"], 0)).changed).toEqual([]);
});

test("retention deletes what was closed long enough ago, never what is open or on hold", async () => {
  const old = await closed("done", 100);
  const oldSpam = await closed("spam", 100);
  const recent = await closed("done", 10);
  const held = await closed("done", 100);
  await store.inbox.setHold(held, true);
  const { id: open } = await store.save(validInquiry);
  expect(await store.inbox.deleteClosed(new Date(Date.now() - 90 * 86_400_000))).toBe(2);
  const left = (await store.inbox.all({ ...all, status: "all" })).map((inquiry) => inquiry.id);
  expect(left).not.toContain(old);
  expect(left).not.toContain(oldSpam);
  expect(left.sort()).toEqual([recent, held, open].sort());
  await store.inbox.setHold(held, false);
  expect(await store.inbox.deleteClosed(new Date(Date.now() - 90 * 86_400_000))).toBe(1);
});

test("deleted words are gone from the bytes of the database, its search index and its write-ahead log", async () => {
  const words = "Please visit my father Kowalczykowski at 12 Elm Street";
  const files = ["submissions.sqlite", "submissions.sqlite-wal", "submissions.sqlite-shm"].map(
    (name) => path.join(dataDir, name),
  );
  const onDisk = (needle: string) =>
    files.some((file) => existsSync(file) && readFileSync(file).includes(needle));
  const id = await closed("done", 100, words);
  await store.inbox.addNote(id, "ana", "Xylophone-lesson note");
  await closed("spam", 100, `${words}, again`);
  // The search index holds the words too (lower case, one by one).
  expect(onDisk(words)).toBe(true);
  expect(onDisk("kowalczykowski")).toBe(true);
  expect(onDisk("Xylophone-lesson note")).toBe(true);

  // `npm run inbox -- --delete-closed` runs beside the server, on its own connection.
  const cli = await SubmissionStore.openFolder(dataDir);
  expect(await cli.inbox.deleteClosed(new Date(Date.now() - 90 * 86_400_000))).toBe(2);
  await cli.close();
  expect(onDisk(words)).toBe(false);
  expect(onDisk("kowalczykowski")).toBe(false);
  expect(onDisk("Xylophone-lesson note")).toBe(false);
  // The server's connection goes on working.
  await store.save(validInquiry);
  expect((await store.counts()).submissions).toBe(1);
});

test("a deletion that cannot empty the write-ahead log says so", async () => {
  await closed("done", 100);
  // Another connection in the middle of a read holds the log for longer than the busy timeout.
  const reader = new DatabaseSync(path.join(dataDir, "submissions.sqlite"));
  reader.exec("BEGIN");
  reader.prepare("SELECT count(*) FROM submissions").get();
  const cli = await SubmissionStore.openFolder(dataDir);
  await expect(cli.inbox.deleteClosed(new Date())).rejects.toThrow(
    /Deleted 1 inquiry\(ies\), but the write-ahead log could not be emptied.*Run the deletion again/,
  );
  reader.exec("COMMIT");
  reader.close();
  expect(await cli.inbox.deleteClosed(new Date())).toBe(0);
  await cli.close();
}, 15_000);

test("a database from before the inbox gets its columns, teams and search index at start", async () => {
  await store.close();
  // A file as the store made it before the inbox: its one table, and no record of migrations.
  const file = path.join(dataDir, "submissions.sqlite");
  for (const suffix of ["", "-wal", "-shm"]) await rm(`${file}${suffix}`, { force: true });
  const old = new DatabaseSync(file);
  old.exec(`CREATE TABLE submissions (id TEXT PRIMARY KEY, idempotency_key TEXT UNIQUE,
    received_at TEXT NOT NULL, name TEXT NOT NULL, phone TEXT NOT NULL, relationship TEXT NOT NULL,
    recipient TEXT NOT NULL, subject TEXT NOT NULL, email TEXT NOT NULL, message TEXT NOT NULL) STRICT`);
  old
    .prepare(
      "INSERT INTO submissions VALUES ('old-1', NULL, ?, 'Ann', '', '', 'Flu Clinics', '', 'a@example.org', 'Sa démence')",
    )
    .run(new Date().toISOString());
  old.close();
  store = await SubmissionStore.openFolder(dataDir);
  const [inquiry] = await store.inbox.all({ ...all, search: "demence" });
  expect(inquiry).toMatchObject({ id: "old-1", team: "specialized", status: "new", version: 1 });
  // It is measured against the reply promise from when it arrived, and due by it.
  expect(inquiry!.replyDueAt).toBe(replyDueBy(new Date(inquiry!.receivedAt)).toISOString());
  expect(inquiry!.dueAt).toBe(inquiry!.replyDueAt);
  expect(await store.inbox.calls("old-1")).toEqual([]);
});

describe("the working day: the reply promise, calls, what is due and overdue", () => {
  /** Tuesday 17 February 2026, 9:00 in Toronto: the morning after Family Day. */
  const tuesday = new Date("2026-02-17T14:00:00Z");
  const at = (iso: string) => new Date(iso);
  const save = async (name: string, receivedAt: Date, recipient = validInquiry.recipient) =>
    (await store.save({ ...validInquiry, name, recipient }, undefined, receivedAt)).id;

  test("an inquiry still New past the reply promise is overdue, and comes first in the queue", async () => {
    // Thursday before the long weekend: due by the end of Friday, overdue on Tuesday.
    const thursday = await save("Thursday", at("2026-02-12T15:00:00Z"));
    // Friday afternoon: Monday is Family Day, so due by the end of Tuesday. Not yet overdue.
    const friday = await save("Friday", at("2026-02-13T20:00:00Z"));
    // Saturday: due by the end of Tuesday too.
    const saturday = await save("Saturday", at("2026-02-14T15:00:00Z"));
    // Wednesday before: overdue longest.
    const wednesday = await save("Wednesday", at("2026-02-11T15:00:00Z"));
    expect((await store.inbox.get(friday))!.replyDueAt).toBe("2026-02-18T05:00:00.000Z");
    const { rows, total } = await store.inbox.list({ ...all, status: "open" }, page, "", tuesday);
    expect(total).toBe(4);
    expect(rows.map((row) => row.name)).toEqual(["Wednesday", "Thursday", "Saturday", "Friday"]);
    expect(rows.map((row) => row.overdue)).toEqual([true, true, false, false]);
    expect(await store.inbox.counts(everyTeam, tuesday)).toMatchObject({
      open: 4,
      overdue: 2,
      // Due by the end of today: the two overdue and the two due tonight.
      due: 4,
      byStatus: { new: 4, "in-progress": 0, done: 0 },
    });
    // The Due view (and `npm run inbox -- --status due`): soonest due first, first come first.
    expect(
      (await store.inbox.all({ ...all, status: "due" }, tuesday)).map((inquiry) => inquiry.name),
    ).toEqual(["Wednesday", "Thursday", "Friday", "Saturday"]);
    // Paging goes on across the two parts without a gap or a repeat.
    const one = async (offset: number) =>
      (await store.inbox.list({ ...all, status: "open" }, { offset, limit: 1 }, "", tuesday))
        .rows[0]!.id;
    expect(await Promise.all([0, 1, 2, 3].map(one))).toEqual([
      wednesday,
      thursday,
      saturday,
      friday,
    ]);
  });

  test("Waiting for caller (the family was answered) meets the promise: no longer due, and the first contact is kept", async () => {
    const id = await save("Ann", at("2026-02-11T15:00:00Z"));
    await store.inbox.update(id, 1, { status: "waiting" }, at("2026-02-17T15:00:00Z"));
    expect(await store.inbox.get(id)).toMatchObject({
      dueAt: null,
      firstContactAt: "2026-02-17T15:00:00.000Z",
    });
    await store.inbox.update(id, 2, { status: "new" }, at("2026-02-18T15:00:00Z"));
    // Set back to New, it is not due again, and its first contact does not move.
    expect(await store.inbox.get(id)).toMatchObject({
      dueAt: null,
      firstContactAt: "2026-02-17T15:00:00.000Z",
    });
    expect((await store.inbox.counts(everyTeam, tuesday)).overdue).toBe(0);
  });

  test("logging a call: append-only, reaching the caller moves New to In progress, a next attempt makes it due", async () => {
    const id = await save("Ben", at("2026-02-13T20:00:00Z"));
    const first = await store.inbox.logCall(
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
    expect((await store.inbox.list({ ...all, status: "due" }, page, "", tuesday)).total).toBe(1);
    expect((await store.inbox.counts(everyTeam, tuesday)).overdue).toBe(0);
    expect((await store.inbox.counts(everyTeam, later)).overdue).toBe(1);
    const second = await store.inbox.logCall(
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
    expect((await store.inbox.calls(id)).map((call) => [call.outcome, call.note])).toEqual([
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

  test("a planned attempt puts the inquiry on top of its assignee's queue when its time comes", async () => {
    const older = await save("Older", at("2026-02-16T15:00:00Z"));
    await save("Newer", at("2026-02-17T13:00:00Z"));
    await store.inbox.update(older, 1, { assigneeId: "ana", status: "in-progress" }, tuesday);
    await store.inbox.update(
      (await store.inbox.list(all, page)).rows.find((row) => row.name === "Newer")!.id,
      1,
      { assigneeId: "ana" },
      tuesday,
    );
    await store.inbox.logCall(
      older,
      "ana",
      { outcome: "voicemail", nextAttemptAt: "2026-02-17T18:00:00.000Z" },
      tuesday,
    );
    const mine = async (now: Date) =>
      (
        await store.inbox.list({ ...all, assigneeId: "ana", status: "open" }, page, "", now)
      ).rows.map((row) => row.name);
    expect(await mine(tuesday)).toEqual(["Newer", "Older"]);
    expect(await mine(at("2026-02-17T18:05:00Z"))).toEqual(["Older", "Newer"]);
  });

  test("closing clears what was due; a call without a next attempt on a closed inquiry leaves it closed", async () => {
    const id = await save("Cal", at("2026-02-11T15:00:00Z"));
    await store.inbox.update(id, 1, { status: "done" }, tuesday);
    expect((await store.inbox.get(id))!.dueAt).toBeNull();
    await store.inbox.logCall(id, "ana", { outcome: "reached", note: "Thanked us" }, tuesday, 2);
    expect(await store.inbox.get(id)).toMatchObject({ status: "done", dueAt: null, version: 2 });
  });

  test("a next attempt planned on a closed inquiry reopens it when the caller saw it closed, and is refused when it was closed since", async () => {
    const id = await save("Dee", at("2026-02-11T15:00:00Z"));
    const seen = (await store.inbox.get(id))!.version;
    // A colleague marks it Done while the call is being logged.
    await store.inbox.update(id, seen, { status: "done" }, tuesday);
    const refused = await store.inbox.logCall(
      id,
      "ana",
      { outcome: "no-answer", nextAttemptAt: "2026-02-18T14:00:00.000Z" },
      tuesday,
      seen,
    );
    expect(refused.outcome).toBe("conflict");
    expect(await store.inbox.calls(id)).toEqual([]);
    // Sent again from the version now shown: logged, reopened, due then.
    const reopened = await store.inbox.logCall(
      id,
      "ana",
      { outcome: "no-answer", nextAttemptAt: "2026-02-18T14:00:00.000Z" },
      tuesday,
      (await store.inbox.get(id))!.version,
    );
    if (reopened.outcome !== "logged") throw new Error("refused");
    expect(reopened.altered).toEqual([{ field: "status", from: "done", to: "in-progress" }]);
    expect(reopened.inquiry).toMatchObject({
      status: "in-progress",
      closedAt: null,
      dueAt: "2026-02-18T14:00:00.000Z",
    });
    expect(await store.inbox.calls(id)).toHaveLength(1);
  });

  test("first contact is what the promise means: No answer and Wrong number leave it overdue, a voicemail meets it, and the report reads the same (the morning e-mail reads the list's counts)", async () => {
    const id = await save("Eve", at("2026-02-11T15:00:00Z"));
    expect((await store.inbox.counts(everyTeam, tuesday)).overdue).toBe(1);
    await store.inbox.logCall(id, "ana", { outcome: "no-answer" }, tuesday);
    await store.inbox.logCall(id, "ana", { outcome: "wrong-number" }, tuesday);
    // A status that only says someone has it is not a contact either.
    await store.inbox.update(id, 1, { status: "in-progress" }, tuesday);
    expect(await store.inbox.get(id)).toMatchObject({ firstContactAt: null });
    expect((await store.inbox.counts(everyTeam, tuesday)).overdue).toBe(1);
    expect(
      (
        await store.inbox.contactFacts(everyTeam, "2026-02-01T00:00:00Z", "2026-03-01T00:00:00Z")
      )[0]!.firstContactAt,
    ).toBeNull();
    const later = at("2026-02-17T17:00:00Z");
    await store.inbox.logCall(id, "ana", { outcome: "voicemail" }, later);
    expect(await store.inbox.get(id)).toMatchObject({
      firstContactAt: later.toISOString(),
      dueAt: null,
    });
    expect((await store.inbox.counts(everyTeam, later)).overdue).toBe(0);
  });

  test("calls are deleted with their inquiry", async () => {
    const id = await closed("done", 100);
    await store.inbox.logCall(id, "ana", { outcome: "wrong-number", note: "Zanzibar-number" });
    expect(await store.inbox.deleteClosed(new Date(Date.now() - 90 * 86_400_000))).toBe(1);
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

test("PostgreSQL's search words are FTS5's: every Latin letter and digit folds the same, but for eleven rare ones", () => {
  // FTS5 itself, as SQLite's search index tokenizes (migration 001's `submissions_search`).
  const db = new DatabaseSync(":memory:");
  db.exec(`CREATE VIRTUAL TABLE t USING fts5 (x, tokenize = 'unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE words USING fts5vocab (t, 'instance');`);
  const insert = db.prepare("INSERT INTO t (rowid, x) VALUES (?, ?)");
  const read = db.prepare("SELECT term FROM words WHERE doc = ? ORDER BY offset");
  const differ: string[] = [];
  let row = 0;
  for (const [from, to] of [
    [0x20, 0x24f],
    [0x1e00, 0x1eff],
  ] as const) {
    for (let code = from; code <= to; code++) {
      const text = `a${String.fromCodePoint(code)}b`;
      insert.run(++row, text);
      const fts5 = (read.all(row) as { term: string }[]).map((word) => word.term);
      if (JSON.stringify(fts5) !== JSON.stringify(searchWords(text)))
        differ.push(String.fromCodePoint(code));
    }
  }
  db.close();
  // FTS5 keeps ǡ ǣ ǽ ǿ ẛ whole and folds µ to μ, ſ to s; these fold to a, æ, æ, ø, ſ and stay.
  expect(differ.join("")).toBe("µſǠǡǢǣǼǽǾǿẛ");
  expect(searchWords("Zoë DÉMENCE, ann@example.com (905) 555-0142")).toEqual([
    "zoe",
    "demence",
    "ann",
    "example",
    "com",
    "905",
    "555",
    "0142",
  ]);
  // Each word a quoted prefix, all required; nothing typed is read as tsquery's syntax.
  expect(searchTsQuery("Zoë t@ex & !b | 'x")).toBe("'zoe':* & 't':* & 'ex':* & 'b':* & 'x':*");
  expect(searchTsQuery(" -- ")).toBeUndefined();
});
