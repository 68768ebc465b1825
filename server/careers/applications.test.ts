import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { AuditEntry } from "../staff/store.ts";
import { diskResumeFiles, saveUpload, uploadsDir } from "../uploads/files.ts";
import { pdf } from "../uploads/test-files.ts";
import { applyApplicationRetention } from "./application-retention.ts";
import { addDays, ApplicationStore, type Resume } from "./applications.ts";
import { type Databases, openDatabases } from "../db/database.ts";
import { sampleApplication as validApplication } from "../staff/application-test-support.ts";

let dir: string;
let databases: Databases;
let store: ApplicationStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "applications-"));
  databases = openDatabases({ dialect: "sqlite" }, dir);
  store = await ApplicationStore.open(databases);
});
afterEach(async () => {
  await databases.close();
  await rm(dir, { recursive: true });
});

/**
 * Closes the store, changes its file with `statements` and reopens it, as a file from before the
 * store moved to Kysely would open: without the record of migrations run, so they run on it.
 */
async function reopenAsBefore(statements: string) {
  await databases.close();
  const file = new DatabaseSync(path.join(dir, "applications.sqlite"));
  file.exec(statements);
  file.exec(
    "DROP TABLE kysely_migration_applications; DROP TABLE kysely_migration_lock_applications",
  );
  file.close();
  databases = openDatabases({ dialect: "sqlite" }, dir);
  store = await ApplicationStore.open(databases);
}

const today = "2026-11-25";
const at = (iso: string) => new Date(iso);
const audits: AuditEntry[] = [];
const audit = { audit: (entry: AuditEntry) => audits.push(entry) };

describe("the applications store", () => {
  test("is a file for this user only, apart from the inquiries", async () => {
    expect(statSync(path.join(dir, "applications.sqlite")).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(dir, "submissions.sqlite"))).toBe(false);
  });

  test("keeps what was sent, as sent, and queues the team's notice and the applicant's", async () => {
    const { id, duplicate } = await store.save(
      validApplication,
      null,
      undefined,
      at("2026-11-20T15:00:00Z"),
    );
    expect(duplicate).toBe(false);
    expect(await store.get(id, today)).toMatchObject({
      ...validApplication,
      id,
      receivedAt: "2026-11-20T15:00:00.000Z",
      stage: "new",
      tellBy: null,
      overdue: false,
      resume: null,
      resumeFile: null,
      interviews: [],
      notes: [],
    });
    const jobs = await store.dueMail(10, at("2026-11-20T15:00:01Z"));
    expect(jobs.map((job) => job.kind).sort()).toEqual(["applicant", "team"]);
    // Without an e-mail address, only the team is told.
    await store.save({ ...validApplication, email: "" });
    expect((await store.dueMail(10)).filter((job) => job.kind === "applicant")).toHaveLength(1);
  });

  test("the same key with the same words is stored once; with other words it is a new one", async () => {
    const first = await store.save(validApplication, null, "k".repeat(32));
    const again = await store.save(validApplication, null, "k".repeat(32));
    expect(again).toEqual({ id: first.id, duplicate: true });
    const edited = await store.save(
      { ...validApplication, phone: "905-555-0100" },
      null,
      "k".repeat(32),
    );
    expect(edited.duplicate).toBe(false);
    expect(await store.all({}, today)).toHaveLength(2);
  });

  test("filters by posting, region, stage and language", async () => {
    const english = { ...validApplication, languages: ["en" as const] };
    const a = (await store.save(english, null)).id;
    const b = (await store.save({ ...english, region: "york", language: "fr" }, null)).id;
    const c = (
      await store.save({
        ...english,
        postingId: "00000000-0000-4000-8000-000000000002",
      })
    ).id;
    await store.setStage(c, "screening", { version: 1, by: "p1" });
    const ids = async (filter: Parameters<ApplicationStore["all"]>[0]) =>
      (await store.all(filter, today)).map((row) => row.id).sort();
    expect(await ids({})).toEqual([a, b, c].sort());
    expect(await ids({ region: "york" })).toEqual([b]);
    // Who speaks French: b applied in French.
    expect(await ids({ language: "fr" })).toEqual([b]);
    expect(await ids({ stage: "screening" })).toEqual([c]);
    expect(await ids({ postingId: validApplication.postingId })).toEqual([a, b].sort());
    expect(await ids({ postingId: validApplication.postingId, region: "toronto" })).toEqual([a]);
  });

  test("pages newest first, the filter's total on each; of two in the same millisecond, the later first, never repeated or skipped", async () => {
    const second = "2026-11-20T15:00:00Z";
    const york = { ...validApplication, region: "york" as const };
    // Five to York, two of them in the same millisecond; one to Toronto between them.
    const saved = async (input: typeof validApplication, when: string) =>
      (await store.save(input, null, undefined, at(when))).id;
    const first = await saved(york, "2026-11-20T14:00:00Z");
    const toronto = await saved(validApplication, "2026-11-20T14:30:00Z");
    const same1 = await saved(york, second);
    const same2 = await saved(york, second);
    const later = await saved(york, "2026-11-20T16:00:00Z");
    const latest = await saved(york, "2026-11-20T17:00:00Z");
    const page = (offset: number) => store.list({ region: "york" }, { offset, limit: 2 }, today);
    expect(await page(0)).toEqual({
      rows: [expect.objectContaining({ id: latest }), expect.objectContaining({ id: later })],
      total: 5,
    });
    expect((await page(2)).rows.map((row) => row.id)).toEqual([same2, same1]);
    expect((await page(4)).rows.map((row) => row.id)).toEqual([first]);
    expect(await page(6)).toEqual({ rows: [], total: 5 });
    // The whole view, for the CSV: the pages' order, end to end.
    expect((await store.all({}, today)).map((row) => row.id)).toEqual([
      latest,
      later,
      same2,
      same1,
      toronto,
      first,
    ]);
  });

  test("an interview sets the day to tell the applicant by, 45 days after the last one; past it, overdue and counted; a decision ends it", async () => {
    const { id } = await store.save(validApplication, null);
    expect(await store.addInterview(id, "2026-09-01", "p1")).toMatchObject({
      outcome: "changed",
      version: 2,
    });
    expect(await store.addInterview(id, "2026-09-10", "p1")).toMatchObject({
      outcome: "changed",
      version: 3,
    });
    // An earlier day recorded late does not move the date back.
    expect(await store.addInterview(id, "2026-08-30", "p1")).toMatchObject({
      outcome: "changed",
      version: 4,
    });
    const interviewed = (await store.get(id, "2026-10-25"))!;
    expect(interviewed).toMatchObject({
      stage: "interview",
      interviews: ["2026-08-30", "2026-09-01", "2026-09-10"],
      lastInterviewOn: "2026-09-10",
      tellBy: "2026-10-25",
      overdue: false,
    });
    expect((await store.get(id, "2026-10-26"))!.overdue).toBe(true);
    expect(await store.overdueCount("2026-10-26")).toBe(1);
    expect((await store.all({ overdue: true }, "2026-10-26")).map((row) => row.id)).toEqual([id]);
    await store.setStage(id, "screening", { version: 4, by: "p1" });
    expect(await store.overdueCount("2026-10-26")).toBe(1);
    await store.setStage(id, "not-selected", { version: 5, by: "p1" });
    expect(await store.get(id, "2026-10-26")).toMatchObject({ tellBy: null, overdue: false });
    expect(await store.overdueCount("2026-10-26")).toBe(0);
  });

  test("the 45 days count calendar days across months and years", async () => {
    expect(addDays("2026-11-25", 45)).toBe("2027-01-09");
    expect(addDays("2028-01-20", 45)).toBe("2028-03-05");
  });

  test("notes are kept in order and never edited; an unknown application takes nothing", async () => {
    const { id } = await store.save(validApplication, null);
    await store.addNote(id, "Called: available from Monday.", "p1", at("2026-11-21T10:00:00Z"));
    await store.addNote(id, "References checked.", "p2", at("2026-11-22T10:00:00Z"));
    expect((await store.get(id, today))!.notes.map((note) => [note.personId, note.text])).toEqual([
      ["p1", "Called: available from Monday."],
      ["p2", "References checked."],
    ]);
    // As the page says: notes stand as written. (An interview is changed or cancelled, each
    // change kept in the history: the next describe.)
    const db = new DatabaseSync(path.join(dir, "applications.sqlite"));
    expect(() => db.exec("UPDATE application_notes SET text = 'changed'")).toThrow(/append-only/);
    db.close();
    const missing = "00000000-0000-4000-8000-00000000ffff";
    expect(await store.addNote(missing, "x", "p1")).toEqual({ outcome: "missing" });
    expect(await store.addInterview(missing, "2026-11-01", "p1")).toEqual({ outcome: "missing" });
    expect(await store.setStage(missing, "hired", { version: 1, by: "p1" })).toEqual({
      outcome: "missing",
    });
    expect(await store.get(missing, today)).toBeUndefined();
  });
});

describe("versions (decision 028)", () => {
  test("a stage change from the version now is written and raises it; one from an older version is refused, nothing written", async () => {
    const { id } = await store.save(validApplication, null);
    expect((await store.get(id, today))!.version).toBe(1);
    const first = await store.setStage(
      id,
      "interview",
      { version: 1, by: "p1" },
      at("2026-11-21T10:00:00Z"),
    );
    expect(first).toEqual({ outcome: "changed", version: 2 });
    // The second hiring member's page still shows version 1 (Screening… New here).
    const second = await store.setStage(id, "not-selected", { version: 1, by: "p2" });
    expect(second).toEqual({ outcome: "stale", version: 2 });
    expect(await store.get(id, today)).toMatchObject({ stage: "interview", version: 2 });
    expect(await store.changesSince(id, 1)).toEqual([
      {
        field: "stage",
        from: "new",
        to: "interview",
        personId: "p1",
        at: "2026-11-21T10:00:00.000Z",
      },
    ]);
    // Made again from version 2: written.
    expect(await store.setStage(id, "not-selected", { version: 2, by: "p2" })).toEqual({
      outcome: "changed",
      version: 3,
    });
    // The stage it is at already: nothing written, the version not raised.
    expect(await store.setStage(id, "not-selected", { version: 3, by: "p2" })).toEqual({
      outcome: "changed",
      version: 3,
    });
    expect(await store.changesSince(id, 1)).toEqual([
      expect.objectContaining({ field: "stage", from: "new", to: "not-selected", personId: "p2" }),
    ]);
  });

  test("a note and an interview are merged onto what changed since, and raise the version; an interview over a stage set since is refused", async () => {
    const { id } = await store.save(validApplication, null);
    expect(await store.addNote(id, "Called her.", "p1", at("2026-11-21T10:00:00Z"))).toEqual({
      outcome: "changed",
      version: 2,
    });
    // From version 1, after the note: merged, nothing of the note undone.
    expect(await store.addInterview(id, "2026-11-24", "p2", 1)).toMatchObject({
      outcome: "changed",
      version: 3,
    });
    expect(await store.get(id, today)).toMatchObject({
      stage: "interview",
      interviews: ["2026-11-24"],
      notes: [expect.objectContaining({ text: "Called her." })],
    });
    expect(
      (await store.changesSince(id, 1)).map(({ field, from, to }) => [field, from, to]),
    ).toEqual([
      ["notes", "0", "1"],
      ["stage", "new", "interview"],
      ["interviews", "[]", '["2026-11-24"]'],
    ]);
    // Someone decides Not selected at version 3; an interview recorded from version 3 would
    // move it back to Interview over their decision: refused, nothing written.
    await store.setStage(id, "not-selected", { version: 3, by: "p1" });
    expect(await store.addInterview(id, "2026-11-25", "p2", 3)).toEqual({
      outcome: "stale",
      version: 4,
    });
    expect(await store.get(id, today)).toMatchObject({
      stage: "not-selected",
      interviews: ["2026-11-24"],
      version: 4,
    });
    // A note from an old version still goes through.
    expect(await store.addNote(id, "Told her.", "p2")).toEqual({ outcome: "changed", version: 5 });
  });

  test("deleting from an older version is refused and deletes nothing; from the version now, it deletes", async () => {
    const { id } = await store.save(validApplication, null);
    await store.addNote(id, "Called her.", "p1");
    expect(await store.delete(id, 1)).toEqual({ outcome: "stale", version: 2 });
    expect(await store.get(id, today)).toBeDefined();
    expect(await store.delete(id, 2)).toEqual({ outcome: "deleted", stored: null });
    expect(await store.get(id, today)).toBeUndefined();
    expect(await store.delete(id, 2)).toEqual({ outcome: "missing" });
  });

  test("a file made before versions upgrades in place: every application kept, each at version 1", async () => {
    const { id } = await store.save(validApplication, null);
    await store.addNote(id, "Called her.", "p1");
    await reopenAsBefore(
      "DROP TABLE application_changes; ALTER TABLE applications DROP COLUMN version",
    );
    expect(await store.get(id, today)).toMatchObject({ name: validApplication.name, version: 1 });
    expect((await store.get(id, today))!.notes).toHaveLength(1);
    expect(await store.setStage(id, "screening", { version: 1, by: "p1" })).toEqual({
      outcome: "changed",
      version: 2,
    });
  });
});

describe("the pipeline and interviews", () => {
  const plan = (day: string, time = "14:00") => ({
    day,
    time,
    minutes: 45,
    place: "100 Example Street, Toronto",
    link: "",
    interviewerId: "p9",
  });

  test("the board has a column per stage with its count and cards, each with its version; the counts per posting", async () => {
    const other = "00000000-0000-4000-8000-000000000002";
    const a = (await store.save(validApplication)).id;
    const b = (await store.save(validApplication)).id;
    const c = (await store.save({ ...validApplication, postingId: other, postingTitle: "RPN" })).id;
    await store.setStage(b, "screening", { version: 1, by: "p1" });
    await store.addInterview(c, "2026-11-20", "p1");
    const board = await store.board({}, today, 50);
    expect(board.map((column) => column.stage)).toEqual([
      "new",
      "screening",
      "interview",
      "offer",
      "hired",
      "not-selected",
      "withdrawn",
    ]);
    const column = (stage: string) => board.find((each) => each.stage === stage)!;
    expect(column("new")).toMatchObject({ total: 1, cards: [{ id: a, version: 1 }] });
    expect(column("screening")).toMatchObject({ total: 1, cards: [{ id: b, version: 2 }] });
    expect(column("interview").cards[0]).toMatchObject({ id: c, tellBy: "2027-01-04" });
    // One posting: the columns count its applications only; a column shows its first few.
    const one = await store.board({ postingId: validApplication.postingId }, today, 1);
    expect(one.map((each) => each.total)).toEqual([1, 1, 0, 0, 0, 0, 0]);
    await store.save(validApplication);
    expect((await store.board({}, today, 1))[0]).toMatchObject({
      total: 2,
      cards: [expect.anything()],
    });
    const counts = await store.stageCounts();
    expect(counts.find((each) => each.postingId === other)!.stages).toMatchObject({
      new: 0,
      interview: 1,
    });
    expect(
      counts.find((each) => each.postingId === validApplication.postingId)!.stages,
    ).toMatchObject({ new: 2, screening: 1, interview: 0 });
  });

  test("due soon: the 45-day dates of the week to come, and those past; sorted by that date", async () => {
    const past = (await store.save(validApplication)).id;
    const soon = (await store.save(validApplication)).id;
    const later = (await store.save(validApplication)).id;
    const none = (await store.save(validApplication)).id;
    await store.addInterview(past, addDays(today, -46), "p1");
    await store.addInterview(soon, addDays(today, -40), "p1");
    await store.addInterview(later, addDays(today, -10), "p1");
    expect(await store.overdueCount(today)).toBe(1);
    expect(await store.dueSoonCount(today)).toBe(1);
    expect((await store.all({ dueSoon: true }, today)).map((row) => row.id)).toEqual([soon, past]);
    expect((await store.all({ sort: "tell-by" }, today)).map((row) => row.id)).toEqual([
      past,
      soon,
      later,
      none,
    ]);
    expect(
      (
        await store.list({ dueSoon: true, sort: "tell-by" }, { offset: 0, limit: 5 }, today)
      ).rows.map((row) => row.id),
    ).toEqual([past, soon]);
  });

  test("a bulk move moves each from the version it was seen at; one changed since is refused, the others moved", async () => {
    const a = (await store.save(validApplication)).id;
    const b = (await store.save(validApplication)).id;
    await store.addNote(b, "Called.", "p2");
    const gone = "00000000-0000-4000-8000-00000000ffff";
    const results = await store.setStages(
      [
        { id: a, version: 1 },
        { id: b, version: 1 },
        { id: gone, version: 1 },
      ],
      "not-selected",
      "p1",
    );
    expect(results).toEqual([
      { id: a, result: { outcome: "changed", version: 2 } },
      { id: b, result: { outcome: "stale", version: 2 } },
      { id: gone, result: { outcome: "missing" } },
    ]);
    expect((await store.get(a, today))!.stage).toBe("not-selected");
    expect((await store.get(b, today))!.stage).toBe("new");
  });

  test("an interview is planned, changed and cancelled; the 45-day date follows the latest that stands; each change is in the history; the applicant's e-mails are queued", async () => {
    const { id } = await store.save(validApplication);
    const first = await store.addInterview(
      id,
      plan("2026-12-01"),
      "p1",
      1,
      at("2026-11-25T10:00:00Z"),
      true,
    );
    expect(first).toMatchObject({ outcome: "changed", version: 2 });
    const interview = (first as { interview: string }).interview;
    expect(await store.get(id, today)).toMatchObject({
      stage: "interview",
      tellBy: "2027-01-15",
      interviewPlans: [{ id: interview, ...plan("2026-12-01"), sequence: 0, cancelledAt: null }],
    });
    // A wrong day corrected, from a stale version: refused, nothing changed.
    await store.addNote(id, "Called.", "p2");
    expect(
      await store.changeInterview(id, interview, plan("2026-11-27", "09:30"), {
        version: 2,
        by: "p1",
      }),
    ).toEqual({ outcome: "stale", version: 3 });
    expect((await store.get(id, today))!.tellBy).toBe("2027-01-15");
    // From the current one: the date follows the corrected day, earlier as it is.
    expect(
      await store.changeInterview(
        id,
        interview,
        plan("2026-11-27", "09:30"),
        { version: 3, by: "p1", tell: true },
        at("2026-11-25T11:00:00Z"),
      ),
    ).toMatchObject({ outcome: "changed", version: 4 });
    expect(await store.get(id, today)).toMatchObject({
      tellBy: "2027-01-11",
      interviews: ["2026-11-27"],
      interviewPlans: [{ day: "2026-11-27", time: "09:30", sequence: 1 }],
    });
    expect(await store.changesSince(id, 3)).toMatchObject([
      { field: "interviews", from: '["2026-12-01 14:00"]', to: '["2026-11-27 09:30"]' },
    ]);
    // A second one, then the later one cancelled: the date goes back to the one that stands.
    const second = (await store.addInterview(id, plan("2026-12-10"), "p1")) as {
      interview: string;
    };
    expect((await store.get(id, today))!.tellBy).toBe("2027-01-24");
    expect(
      await store.cancelInterview(id, second.interview, { version: 5, by: "p1", tell: true }),
    ).toMatchObject({ outcome: "changed", version: 6 });
    expect(await store.get(id, today)).toMatchObject({
      tellBy: "2027-01-11",
      interviews: ["2026-11-27"],
      interviewPlans: [
        { id: interview, cancelledAt: null },
        { id: second.interview, cancelledAt: expect.any(String) },
      ],
    });
    // A cancelled one is not changed again; the last one cancelled ends the date.
    expect(await store.cancelInterview(id, second.interview, { version: 6, by: "p1" })).toEqual({
      outcome: "missing",
    });
    await store.cancelInterview(id, interview, { version: 6, by: "p1" });
    expect(await store.get(id, today)).toMatchObject({
      tellBy: null,
      interviews: [],
      stage: "interview",
    });
    // The invitation, the change and the cancellation asked for, in that order; none without.
    const mail = await store.dueInterviewMail(10, at("2026-12-31T00:00:00Z"));
    expect(mail.map((job) => [job.kind, job.interview.id])).toEqual([
      ["invitation", interview],
      ["change", interview],
      ["cancellation", second.interview],
    ]);
    expect(mail[1]).toMatchObject({
      email: validApplication.email,
      language: "en",
      interview: { day: "2026-11-27", time: "09:30", place: plan("x").place },
    });
    // Each is this instance's to send until sent, failed, or its claim ends (another instance,
    // or this one asking again, gets none of them meanwhile).
    expect(await store.dueInterviewMail(10, at("2026-12-31T00:00:00Z"))).toEqual([]);
    await store.markInterviewMailSent(mail[0]!.id);
    await store.markInterviewMailFailed(mail[1]!.id, "ECONNREFUSED", at("2027-06-01T00:00:00Z"));
    expect(
      (await store.dueInterviewMail(10, at("2026-12-31T00:06:00Z"))).map((job) => job.kind),
    ).toEqual(["cancellation"]);
    // An applicant without an e-mail address is sent nothing.
    const silent = (await store.save({ ...validApplication, email: "" })).id;
    await store.addInterview(silent, plan("2026-12-01"), "p1", 1, new Date(), true);
    expect(await store.dueInterviewMail(10, at("2027-01-01T00:00:00Z"))).toHaveLength(1);
  });

  test("a decision stands: changing an interview afterwards does not bring the 45-day date back", async () => {
    const { id } = await store.save(validApplication);
    const { interview } = (await store.addInterview(id, plan("2026-12-01"), "p1")) as {
      interview: string;
    };
    await store.setStage(id, "not-selected", { version: 2, by: "p1" });
    await store.changeInterview(id, interview, plan("2026-12-02"), { version: 3, by: "p1" });
    expect(await store.get(id, today)).toMatchObject({ stage: "not-selected", tellBy: null });
  });

  test("a file from before: its day-only interviews get ids and can be cancelled", async () => {
    const { id } = await store.save(validApplication);
    await store.addInterview(id, "2026-11-20", "p1");
    await reopenAsBefore("UPDATE application_interviews SET id = NULL");
    const [old] = (await store.get(id, today))!.interviewPlans;
    expect(old).toMatchObject({ day: "2026-11-20", time: null, interviewerId: null });
    expect(old!.id).toMatch(/^[0-9a-f]{32}$/);
    expect(await store.cancelInterview(id, old!.id, { version: 2, by: "p1" })).toMatchObject({
      outcome: "changed",
    });
  });
});

describe("retention", () => {
  /** Applies a retention period of `days`, as the server would at `now`. */
  const retain = (days: number, now: string) =>
    applyApplicationRetention({
      applications: store,
      files: diskResumeFiles(dir),
      audit,
      days,
      client: "test",
      now: at(now),
    });

  async function withResume(changedAt: string, stage?: "hired") {
    const stored = await saveUpload(dir, pdf, "pdf");
    const resume: Resume = {
      state: "clean",
      name: "cv.pdf",
      stored,
      type: "application/pdf",
      bytes: pdf.length,
    };
    const { id } = await store.save(validApplication, resume, undefined, at(changedAt));
    if (stage) await store.setStage(id, stage, { version: 1, by: "p1" }, at(changedAt));
    return { id, stored };
  }

  test("deletes what was not hired past the period, with its résumé, and leaves no bytes of it behind", async () => {
    const old = await withResume("2025-10-01T12:00:00Z");
    const hired = await withResume("2025-10-01T12:00:00Z", "hired");
    const recent = await withResume("2026-11-01T12:00:00Z");
    audits.length = 0;
    const result = await retain(365, "2026-11-25T12:00:00Z");
    expect(result).toEqual({ applications: 1, strays: 0 });
    expect(await store.get(old.id, today)).toBeUndefined();
    expect(await store.get(hired.id, today)).toBeDefined();
    expect(await store.get(recent.id, today)).toBeDefined();
    expect(readdirSync(uploadsDir(dir)).sort()).toEqual([hired.stored, recent.stored].sort());
    expect(audits).toEqual([
      expect.objectContaining({
        action: "applications deleted",
        detail: expect.objectContaining({ count: 1, retentionDays: 365 }),
      }),
    ]);
    // The two left still hold the name; with them gone too, no byte of it is in the files.
    await retain(1, "2027-01-01T12:00:00Z");
    expect((await store.all({}, today)).map((row) => row.id)).toEqual([hired.id]);
    await store.setStage(
      hired.id,
      "not-selected",
      { version: 2, by: "p1" },
      at("2026-01-01T00:00:00Z"),
    );
    await retain(1, "2027-01-01T12:00:00Z");
    expect(await store.all({}, today)).toEqual([]);
    expect(readdirSync(uploadsDir(dir))).toEqual([]);
    for (const file of readdirSync(dir).filter((name) => name.startsWith("applications.sqlite"))) {
      const bytes = readFileSync(path.join(dir, file));
      expect(bytes.includes(Buffer.from(validApplication.name)), file).toBe(false);
      expect(bytes.includes(Buffer.from(validApplication.phone)), file).toBe(false);
    }
  });

  test("a résumé no application refers to goes after an hour, not before", async () => {
    const stray = await saveUpload(dir, pdf, "pdf");
    const kept = await withResume("2026-11-25T11:00:00Z");
    const now = at("2026-11-25T12:00:00Z");
    const run = () =>
      applyApplicationRetention({
        applications: store,
        files: diskResumeFiles(dir),
        audit,
        days: 365,
        client: "test",
        now,
      });
    await utimes(
      path.join(uploadsDir(dir), stray),
      now.getTime() / 1000 - 600,
      now.getTime() / 1000 - 600,
    );
    expect(await run()).toEqual({ applications: 0, strays: 0 });
    await utimes(
      path.join(uploadsDir(dir), stray),
      now.getTime() / 1000 - 7200,
      now.getTime() / 1000 - 7200,
    );
    await utimes(
      path.join(uploadsDir(dir), kept.stored),
      now.getTime() / 1000 - 7200,
      now.getTime() / 1000 - 7200,
    );
    expect(await run()).toEqual({ applications: 0, strays: 1 });
    expect(readdirSync(uploadsDir(dir))).toEqual([kept.stored]);
  });
});
