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
import { afterAll, expect, test } from "vitest";
import { ApplicationStore } from "../careers/applications.ts";
import { PostingStore } from "../careers/store.ts";
import { validPosting } from "../careers/test-support.ts";
import { everyTeam } from "../contact/inbox.ts";
import { SubmissionStore } from "../contact/store.ts";
import { validInquiry } from "../contact/test-support.ts";
import type { DatabaseConfig } from "../config.ts";
import { copyPart, copyToPostgres, MoveError } from "./copy-to-postgres.ts";
import { openDatabases } from "./database.ts";
import { JobLeases, type JobLeaseTables } from "./job-leases.ts";
import { emptyPostgresDatabase } from "./test-databases.ts";
import { sampleApplication } from "../staff/application-test-support.ts";

const root = mkdtempSync(path.join(tmpdir(), "move-"));

afterAll(() => rmSync(root, { recursive: true, force: true }));

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
  // Inquiries, one with a note: the inbox's search is FTS5 in the file, a column PostgreSQL
  // fills from each inquiry as it arrives.
  const inquiries = await SubmissionStore.open(site);
  const saved = [];
  for (const name of ["Émilie Côté", "Jean Tremblay", "Ana Silva"])
    saved.push((await inquiries.save({ ...validInquiry, name })).id);
  await inquiries.inbox.addNote(saved[0]!, "p1", "Called back, no answer.");
  await site.close();
  const before = await postingsIn({ dialect: "sqlite" }, dataDir);
  expect(before.versions).toHaveLength(6);

  const target = await emptyPostgresDatabase();
  const copied = await copyToPostgres(dataDir, target);
  expect(copied.map((part) => part.part).sort()).toEqual(["postings", "shared", "submissions"]);
  const postingsPart = copied.find((part) => part.part === "postings")!;
  expect(postingsPart.tables).toMatchObject({ postings: 3, posting_versions: 6 });
  expect(copied.find((part) => part.part === "shared")!.tables.job_leases).toBe(1);

  const after = await postingsIn(target, dataDir);
  expect(after).toEqual(before);
  const moved = openDatabases(target, dataDir);
  try {
    const inbox = (await SubmissionStore.open(moved)).inbox;
    const listed = await inbox.all({ teams: everyTeam, status: "all" });
    expect(listed.map((inquiry) => inquiry.id).sort()).toEqual([...saved].sort());
    // Found by a word without its accents, and by a prefix, as in the file.
    const found = async (search: string) =>
      (await inbox.all({ teams: everyTeam, status: "all", search })).map((each) => each.name);
    expect(await found("emilie")).toEqual(["Émilie Côté"]);
    expect(await found("trem")).toEqual(["Jean Tremblay"]);
  } finally {
    await moved.close();
  }

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

  const target = await emptyPostgresDatabase();
  await expect(copyPart(dataDir, target, "postings")).rejects.toThrow(
    /posting_changes\.note has no place/,
  );
  // The postings table, copied before the failing one, was rolled back with it.
  expect((await postingsIn(target, dataDir)).all).toEqual([]);
}, 30_000);

test("the job applications arrive whole: each reads the same through the store, notes and history in their order, and the mail and replies still to send", async () => {
  const dataDir = path.join(root, "hiring");
  const site = openDatabases({ dialect: "sqlite" }, dataDir);
  const applications = await ApplicationStore.open(site);
  const at = (day: number, hour = 15) => new Date(Date.UTC(2026, 0, day, hour));
  const ids: string[] = [];
  // Two in the same millisecond: the list's order between them is the order they were stored.
  for (const [n, day] of [1, 2, 2, 3].entries()) {
    const { id } = await applications.save(
      { ...sampleApplication, name: `Applicant ${n}` },
      null,
      undefined,
      at(day),
    );
    ids.push(id);
  }
  await applications.addNote(ids[0]!, "Called.", "p1", at(4));
  await applications.addNote(ids[0]!, "Called again.", "p2", at(4));
  await applications.addInterview(ids[0]!, "2026-01-20", "p1", 3, at(5), true);
  await applications.setStage(ids[1]!, "not-selected", { version: 1, by: "p1" }, at(5));
  await applications.replies.queue(
    ids[1]!,
    "p1",
    {
      to: sampleApplication.email,
      replyTo: "careers@example.org",
      subject: "Your application",
      body: "Thank you.",
      language: "en",
      savedReply: null,
      delayDays: 0,
    },
    2,
    at(5),
  );
  for (const job of await applications.dueMail(2, at(6))) await applications.markSent(job.id);
  const read = async (config: DatabaseConfig) => {
    const opened = openDatabases(config, dataDir);
    try {
      const store = await ApplicationStore.open(opened);
      return {
        list: await store.list({}, { offset: 0, limit: 10 }, "2026-01-10"),
        whole: await Promise.all(ids.map((id) => store.get(id, "2026-01-10"))),
        changes: await Promise.all(ids.map((id) => store.changesSince(id, 0))),
        replies: await store.replies.of(ids[1]!),
        mail: await store.mailQueue(),
      };
    } finally {
      await opened.close();
    }
  };
  await site.close();
  const before = await read({ dialect: "sqlite" });
  expect(before.mail.waiting).toBe(6);

  const target = await emptyPostgresDatabase();
  const copied = await copyPart(dataDir, target, "applications");
  expect(copied?.tables).toMatchObject({ applications: 4, application_notes: 2 });
  expect(await read(target)).toEqual(before);
  // Each job still waiting is due once, by one instance, on PostgreSQL now.
  const opened = openDatabases(target, dataDir);
  try {
    const store = await ApplicationStore.open(opened);
    expect(await store.dueMail(20, at(7))).toHaveLength(6);
    expect(await store.dueInterviewMail(20, at(7))).toHaveLength(1);
    expect(await store.replies.due(20, at(7))).toHaveLength(1);
    await store.addNote(ids[0]!, "A third.", "p1", at(8));
    expect((await store.get(ids[0]!, "2026-01-10"))!.notes.map((note) => note.text)).toEqual([
      "Called.",
      "Called again.",
      "A third.",
    ]);
  } finally {
    await opened.close();
  }
}, 30_000);
