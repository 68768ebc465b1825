/**
 * The inquiries' store and inbox on SQLite and on the system tests' PostgreSQL alike (decision
 * 029), through two instances: two handles on one database (two connections to one SQLite file,
 * or two pools on one PostgreSQL database). What each shows: an inquiry is committed before
 * `save` resolves; one idempotency key sent to both at once is stored once; notes and calls are
 * append-only; two people changing one inquiry from one version, one through each instance, are
 * one change and one refusal with the inquiry as it is now; the change counter stays in step;
 * the outbox's claim (two instances never take the same notification); and search finds what
 * staff type (accents folded, names, e-mails, phones, prefixes) on both.
 */
import { type Kysely, sql } from "kysely";
import { beforeEach, describe, expect, test } from "vitest";
import { testDatabase } from "../db/test-databases.ts";
import { everyTeam } from "./inbox.ts";
import { claimMs } from "./replies.ts";
import { SubmissionStore, type SubmissionTables } from "./store.ts";
import { validInquiry } from "./test-support.ts";

const all = { teams: everyTeam, status: "all" as const };

describe.each(["sqlite", "postgres"] as const)("on %s", (dialect) => {
  const database = testDatabase(dialect, "submissions-db-");
  /** The inquiries as two instances see them, on one database. */
  let first: SubmissionStore;
  let second: SubmissionStore;
  /** The second instance's handle, for what no method does (a change to a note). */
  let raw: Kysely<SubmissionTables>;

  beforeEach(async () => {
    const [a, b] = [database.open(), database.open()];
    // One after the other: in one process, a SQLite migration and the other handle's health
    // write would each wait for the file's lock by blocking the one thread (two processes, as two
    // real instances are, just wait their turn).
    first = await SubmissionStore.open(a);
    second = await SubmissionStore.open(b);
    raw = await b.part<SubmissionTables>("submissions");
  });

  test("an inquiry is committed when save resolves: the other instance reads it, and its notification, at once", async () => {
    if (dialect === "postgres") {
      // A COMMIT returns once the WAL is flushed (the default; the tests' cluster runs without
      // fsync, which only makes the flush cheap).
      const { rows } = await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(
        raw,
      );
      expect(rows[0]!.synchronous_commit).toBe("on");
    }
    const { id } = await first.save(validInquiry);
    expect(await second.inbox.get(id)).toMatchObject({
      id,
      name: validInquiry.name,
      status: "new",
    });
    expect(await second.counts()).toEqual({ submissions: 1, unsent: 1 });
    await expect(second.check()).resolves.toBeUndefined();
  });

  test("one idempotency key sent to both instances at once is stored once, and each answer names it", async () => {
    const results = await Promise.all(
      [first, second, first, second, first, second].map((store) =>
        store.save(validInquiry, "form-key-0123456789"),
      ),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(await first.counts()).toEqual({ submissions: 1, unsent: 1 });
    // Changed words under the same key are a new inquiry.
    const edited = await second.save(
      { ...validInquiry, message: "Edited." },
      "form-key-0123456789",
    );
    expect(edited.duplicate).toBe(false);
  });

  test("notes and calls are append-only: a change or a deletion is refused by the database; they go only with their inquiry", async () => {
    const { id } = await first.save(validInquiry);
    await first.inbox.addNote(id, "ana", "Called, no answer.");
    await second.inbox.logCall(id, "ben", { outcome: "voicemail" });
    for (const refused of [
      raw.updateTable("inquiry_notes").set({ text: "changed" }),
      raw.deleteFrom("inquiry_notes"),
      raw.updateTable("inquiry_calls").set({ note: "changed" }),
      raw.deleteFrom("inquiry_calls"),
    ])
      await expect(refused.execute()).rejects.toThrow(/append-only/);
    expect((await first.inbox.notes(id)).map((note) => note.text)).toEqual(["Called, no answer."]);
    expect(await first.inbox.calls(id)).toHaveLength(1);
    // Retention deletes the inquiry, and its notes and calls with it.
    const closed = await first.inbox.update(
      id,
      (await first.inbox.get(id))!.version,
      { status: "done" },
      new Date(Date.now() - 100 * 86_400_000),
    );
    expect(closed.outcome).toBe("changed");
    expect(await second.inbox.deleteClosed(new Date(Date.now() - 90 * 86_400_000))).toBe(1);
    expect(await first.inbox.notes(id)).toEqual([]);
    expect(await first.inbox.calls(id)).toEqual([]);
  });

  test("two people changing one inquiry from one version, one through each instance: one change, the other refused with the inquiry as it is now", async () => {
    const { id } = await first.save(validInquiry);
    const results = await Promise.all(
      (["in-progress", "waiting", "done", "in-progress", "waiting", "done"] as const).map(
        (status, i) => (i % 2 ? second : first).inbox.update(id, 1, { status }),
      ),
    );
    const changed = results.filter((result) => result.outcome === "changed");
    expect(changed).toHaveLength(1);
    const now = await first.inbox.get(id);
    expect(now).toMatchObject({ version: 2, status: changed[0]!.inquiry.status });
    for (const refused of results.filter((result) => result.outcome === "conflict"))
      expect(refused.inquiry).toMatchObject({ version: 2, status: now!.status });
    // A hold made from the old version is refused too.
    expect(await second.inbox.setHold(id, true, 1)).toBe(false);
    expect(await second.inbox.setHold(id, true, 2)).toBe(true);
  });

  test("every write through either instance raises the change counter past the last, so a page that saw one number learns of every later change", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await first.save(validInquiry)).id);
    const { seq: seen } = await second.inbox.changes(everyTeam, Number.MAX_SAFE_INTEGER);
    await Promise.all(
      ids.flatMap((id, i) => [
        (i % 2 ? first : second).inbox.addNote(id, "ana", `Note ${i}.`),
        (i % 2 ? second : first).inbox.logCall(id, "ben", { outcome: "no-answer" }),
        (i % 2 ? second : first).save({ ...validInquiry, message: `More ${i}.` }),
      ]),
    );
    const { rows } = await sql<{
      n: number;
      distinct: number;
    }>`SELECT count(*) AS n, count(DISTINCT seq) AS "distinct" FROM submissions`.execute(raw);
    expect(Number(rows[0]!.distinct)).toBe(Number(rows[0]!.n));
    const { seq, changed } = await first.inbox.changes(everyTeam, seen);
    // Four notes, four calls and four new inquiries: twelve numbers, none skipped or shared.
    expect(seq).toBe(seen + 12);
    expect(new Set(changed).size).toBe(8);
    expect(changed).toEqual(expect.arrayContaining(ids));
  });

  test("two instances' outboxes asking at once never take the same notification; sent ones go no more; a claim that ran out is taken again", async () => {
    for (let i = 0; i < 12; i++) await first.save({ ...validInquiry, message: `Inquiry ${i}.` });
    const now = new Date(Date.now() + 1_000);
    // Six looks at once, three through each instance, each for two.
    const looks = await Promise.all(
      [first, second, first, second, first, second].map((store) => store.dueMail(2, now)),
    );
    const taken = looks.flat().map((job) => job.submission.id);
    expect(taken).toHaveLength(12);
    expect(new Set(taken).size).toBe(12);
    const mine = [...looks[0]!, ...looks[2]!, ...looks[4]!];
    const theirs = [...looks[1]!, ...looks[3]!, ...looks[5]!];
    // Both claimed everything: nothing more is due until the claims run out.
    expect(await first.dueMail(20, now)).toEqual([]);
    for (const job of mine) await first.markSent(job.submission.id);
    const [failed, ...rest] = theirs;
    await second.markFailed(failed!.submission.id, "ECONNREFUSED", now);
    expect((await first.dueMail(20, now)).map((job) => job.submission.id)).toEqual([
      failed!.submission.id,
    ]);
    await first.markSent(failed!.submission.id);
    const later = new Date(now.getTime() + claimMs + 1_000);
    expect((await second.dueMail(20, later)).map((job) => job.submission.id).sort()).toEqual(
      rest.map((job) => job.submission.id).sort(),
    );
    expect((await first.counts()).unsent).toBe(rest.length);
  });

  test("search finds what staff type: words without their accents, prefixes, names, e-mail addresses and phone numbers in any form; the same person's other inquiries by e-mail or phone", async () => {
    await first.save({ ...validInquiry, message: "Ma mère vit avec la démence depuis un an." });
    const zoe = await second.save({
      ...validInquiry,
      name: "Zoë Tremblay",
      email: "zoe.t@example.org",
      phone: "(905) 555-0142",
      message: "Foot care",
    });
    const again = await first.save({
      ...validInquiry,
      name: "Zoe T.",
      email: "someone@example.net",
      phone: "1 905 555 0142",
    });
    const found = async (search: string) =>
      (await second.inbox.all({ ...all, search })).map((inquiry) => inquiry.name).sort();
    expect(await found("demence")).toHaveLength(1);
    expect(await found("DÉMENCE")).toHaveLength(1);
    expect(await found("démen")).toHaveLength(1);
    expect(await found("zoe")).toEqual(["Zoe T.", "Zoë Tremblay"]);
    expect(await found("Zoë Trem")).toEqual(["Zoë Tremblay"]);
    expect(await found("zoe.t@example.org")).toEqual(["Zoë Tremblay"]);
    expect(await found("example.org")).toEqual(["Zoë Tremblay"]);
    expect(await found("9055550142")).toEqual(["Zoë Tremblay"]);
    expect(await found("905-555-0142")).toEqual(["Zoe T.", "Zoë Tremblay"]);
    expect(await found("nothing-like-this")).toEqual([]);
    // What people type never reaches the query syntax.
    for (const hostile of [
      '"',
      "NEAR(a b)",
      "name:*",
      "a OR b",
      "*",
      "^",
      "-foot",
      "AND",
      "a & !b",
      "'",
    ])
      await expect(first.inbox.all({ ...all, search: hostile })).resolves.toBeInstanceOf(Array);
    const { total } = await first.inbox.list({ ...all, search: "zoe" }, { offset: 0, limit: 1 });
    expect(total).toBe(2);
    const related = await first.inbox.related((await first.inbox.get(zoe.id))!, everyTeam);
    expect(related.map((each) => each.id)).toEqual([again.id]);
  });
});
