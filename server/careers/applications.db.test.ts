/**
 * The applications store on SQLite and on the system tests' PostgreSQL alike (decision 029): an
 * application is committed when `save` resolves; the same key sent to two instances at once
 * stores one; notes are append-only; two staff moving one application from one version through
 * two instances: one moved, the other refused with what changed; a bulk move is one transaction;
 * and the outbox's claims: two instances asking for due mail at once never get the same job.
 * Two instances are two handles on one database: two connections to one SQLite file, or two
 * pools on one PostgreSQL database.
 */
import { sql } from "kysely";
import { beforeEach, describe, expect, test } from "vitest";
import type { Databases } from "../db/database.ts";
import { testDatabase } from "../db/test-databases.ts";
import { sampleApplication } from "../staff/application-test-support.ts";
import { type ApplicationInput, ApplicationStore, mailClaimMs } from "./applications.ts";

const today = "2026-11-25";
const key = "k".repeat(32);

describe.each(["sqlite", "postgres"] as const)("on %s", (dialect) => {
  const database = testDatabase(dialect, "applications-db-");
  let a: Databases;
  let b: Databases;
  /** The applications as two instances see them, on one database. */
  let first: ApplicationStore;
  let second: ApplicationStore;

  beforeEach(async () => {
    a = database.open();
    b = database.open();
    [first, second] = await Promise.all([ApplicationStore.open(a), ApplicationStore.open(b)]);
  });

  /** An application saved through the first instance: its id. */
  const saved = async (input: Partial<ApplicationInput> = {}) =>
    (await first.save({ ...sampleApplication, ...input })).id;

  test("an application is committed when save resolves: the other instance reads it, its key and its mail at once", async () => {
    for (let n = 0; n < 5; n += 1) {
      const input = { ...sampleApplication, name: `Applicant ${n}` };
      const { id, duplicate } = await first.save(input, null, `${key}${n}`);
      expect(duplicate).toBe(false);
      expect(await second.get(id, today)).toMatchObject({ name: `Applicant ${n}`, version: 1 });
      expect(await second.byKey(`${key}${n}`, input)).toBe(id);
    }
    expect((await second.mailQueue()).waiting).toBe(10);
    // A database out of reach (closed here) refuses the save: nothing acknowledged.
    await a.close();
    await expect(first.save(sampleApplication)).rejects.toThrow();
    expect((await second.counts(today)).stored).toBe(5);
  });

  test("the same key sent to two instances at once stores one application, with one set of mail", async () => {
    const results = await Promise.all(
      [first, second, first, second].map((instance) => instance.save(sampleApplication, null, key)),
    );
    const ids = new Set(results.map((result) => result.id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect((await first.counts(today)).stored).toBe(1);
    expect((await second.mailQueue()).waiting).toBe(2);
    // Other words under the same key (an edited form) are a new application.
    const edited = await second.save({ ...sampleApplication, phone: "905-555-0100" }, null, key);
    expect(edited.duplicate).toBe(false);
  });

  test("notes are append-only: never changed or deleted, except with their application", async () => {
    const id = await saved();
    await first.addNote(id, "Called: available from Monday.", "p1");
    const db = await b.part("applications");
    await expect(sql`UPDATE application_notes SET text = 'changed'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM application_notes`.execute(db)).rejects.toThrow(/append-only/);
    expect((await second.get(id, today))!.notes.map((note) => note.text)).toEqual([
      "Called: available from Monday.",
    ]);
    // Deleted with its application (an applicant who asks, or the retention period).
    expect(await second.delete(id, 2)).toEqual({ outcome: "deleted", stored: null });
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM application_notes`.execute(
      db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  test("the inbox's search and filters read the same on both: words in any letter case, a phone however written, a language ticked or applied in", async () => {
    const ann = await saved({ name: "Ann Lee", email: "ANN@example.org", phone: "(416) 555-0101" });
    const bob = await saved({
      name: "Bob_Smith",
      email: "bob@example.org",
      phone: "+1 905.555.0102",
      language: "fr",
      languages: [],
    });
    const ids = async (filter: Parameters<ApplicationStore["all"]>[0]) =>
      (await second.all(filter, today)).map((row) => row.id).sort();
    expect(await ids({ search: "ann" })).toEqual([ann]);
    expect(await ids({ search: "LEE ann@EXAMPLE" })).toEqual([ann]);
    // A LIKE wildcard typed is a character like any other.
    expect(await ids({ search: "b_s" })).toEqual([bob]);
    expect(await ids({ search: "a%" })).toEqual([]);
    expect(await ids({ search: "416-555-0101" })).toEqual([ann]);
    expect(await ids({ search: "1 (905) 555 0102" })).toEqual([bob]);
    expect(await ids({ language: "fr" })).toEqual([ann, bob].sort());
    expect(await ids({ language: "en" })).toEqual([ann]);
    expect((await second.related({ id: ann, email: "ann@example.org", phone: "" })).length).toBe(0);
    const twin = await saved({ name: "Ann again", email: "ann@EXAMPLE.org" });
    expect(
      (await second.related({ id: twin, email: "ann@example.org", phone: "" }))[0],
    ).toMatchObject({
      id: ann,
    });
  });

  test("two staff move one application from the same version through two instances: one moved, the other refused with what changed", async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await saved();
      const [one, other] = await Promise.all([
        first.setStage(id, "screening", { version: 1, by: "p1" }),
        second.setStage(id, "not-selected", { version: 1, by: "p2" }),
      ]);
      const outcomes = [one, other].map((result) => result.outcome).sort();
      expect(outcomes).toEqual(["changed", "stale"]);
      const winner = one.outcome === "changed" ? "p1" : "p2";
      const stage = winner === "p1" ? "screening" : "not-selected";
      expect(one.outcome === "stale" ? one : other).toEqual({ outcome: "stale", version: 2 });
      expect(await first.get(id, today)).toMatchObject({ stage, version: 2 });
      expect(await second.changesSince(id, 1)).toEqual([
        { field: "stage", from: "new", to: stage, personId: winner, at: expect.any(String) },
      ]);
    }
  });

  test("notes and interviews added at once through two instances are all kept, each in a version of its own", async () => {
    const id = await saved();
    const results = await Promise.all([
      first.addNote(id, "One.", "p1"),
      second.addNote(id, "Two.", "p2"),
      first.addInterview(id, "2026-12-01", "p1", 1),
      second.addNote(id, "Three.", "p2"),
    ]);
    const versions = results.map((result) => (result as { version: number }).version).sort();
    expect(versions).toEqual([2, 3, 4, 5]);
    const application = (await first.get(id, today))!;
    expect(application).toMatchObject({ version: 5, stage: "interview" });
    expect(application.notes).toHaveLength(3);
    const changes = await second.changesSince(id, 1);
    expect(changes.find((change) => change.field === "notes")).toMatchObject({
      from: "0",
      to: "3",
    });
  });

  test("a bulk move is one transaction: a reply that cannot be queued takes every move back", async () => {
    const ids = [await saved(), await saved(), await saved()];
    const items = ids.map((id) => ({ id, version: 1 }));
    await expect(
      first.setStages(items, "not-selected", "p1", new Date(), (id) => {
        if (id === ids[2]) throw new Error("refused");
        return undefined;
      }),
    ).rejects.toThrow("refused");
    for (const id of ids)
      expect(await second.get(id, today)).toMatchObject({ stage: "new", version: 1 });
    // One changed since through the other instance: refused, the others moved, in one go.
    await second.addNote(ids[1]!, "Called.", "p2");
    const results = await first.setStages(items, "not-selected", "p1");
    expect(results.map((each) => each.result.outcome)).toEqual(["changed", "stale", "changed"]);
    expect(
      (await second.all({ stage: "not-selected" }, today)).map((row) => row.id).sort(),
    ).toEqual([ids[0], ids[2]].sort());
  });

  test("two instances' outboxes asking at once never take the same mail; a failed one comes back at its retry, an unfinished one when its claim ends", async () => {
    for (let n = 0; n < 6; n += 1) await saved({ name: `Applicant ${n}` });
    const now = new Date(Date.now() + 1_000);
    const [mine, theirs] = await Promise.all([first.dueMail(8, now), second.dueMail(8, now)]);
    const taken = [...mine, ...theirs].map((job) => job.id);
    expect(taken).toHaveLength(12);
    expect(new Set(taken).size).toBe(12);
    expect(await first.dueMail(20, now)).toEqual([]);
    for (const job of mine) await first.markSent(job.id, now);
    const [failed, ...rest] = theirs;
    await second.markFailed(failed!.id, "ECONNREFUSED", now);
    expect((await first.dueMail(20, now)).map((job) => job.id)).toEqual([failed!.id]);
    await first.markSent(failed!.id, now);
    // The others the second took and never finished (it died): back once the claim ends.
    const later = new Date(now.getTime() + mailClaimMs + 1_000);
    expect((await first.dueMail(20, later)).map((job) => job.id).sort()).toEqual(
      rest.map((job) => job.id).sort(),
    );
  });

  test("the interviews' mail is claimed likewise: each invitation taken by one instance only", async () => {
    for (let n = 0; n < 6; n += 1)
      await first.addInterview(await saved(), "2026-12-01", "p1", 1, new Date(), true);
    const now = new Date(Date.now() + 1_000);
    const [mine, theirs] = await Promise.all([
      first.dueInterviewMail(4, now),
      second.dueInterviewMail(4, now),
    ]);
    const taken = [...mine, ...theirs].map((job) => job.id);
    expect(taken).toHaveLength(6);
    expect(new Set(taken).size).toBe(6);
    expect(await second.dueInterviewMail(20, now)).toEqual([]);
    await first.markInterviewMailFailed(mine[0]!.id, "ECONNREFUSED", now);
    expect((await second.dueInterviewMail(20, now)).map((job) => job.id)).toEqual([mine[0]!.id]);
  });
});
