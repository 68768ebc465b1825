import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import type { ContactFacts } from "../contact/inbox.ts";
import { SubmissionStore } from "../contact/store.ts";
import { validInquiry } from "../contact/test-support.ts";
import { mondayOf, nearestRank, reportCsv, reportSpan, weeklyReport } from "./report.ts";

/** An intake inquiry received at `receivedAt`, first contacted `minutes` later (or never). */
function fact(
  receivedAt: string,
  minutes: number | null,
  overrides: Partial<ContactFacts> = {},
): ContactFacts {
  const received = Date.parse(receivedAt);
  return {
    team: "intake",
    status: minutes === null ? "new" : "in-progress",
    receivedAt,
    // Due a day later, for the test's sake.
    replyDueAt: new Date(received + 24 * 3_600_000).toISOString(),
    firstContactAt: minutes === null ? null : new Date(received + minutes * 60_000).toISOString(),
    // Owed a first contact: due by the promise.
    dueAt: minutes === null ? new Date(received + 24 * 3_600_000).toISOString() : null,
    ...overrides,
  };
}

test("weeks run Monday to Sunday in Toronto time, newest first", async () => {
  expect(mondayOf("2026-11-22")).toBe("2026-11-16");
  expect(mondayOf("2026-11-16")).toBe("2026-11-16");
  // 11 p.m. on Sunday the 22nd in Toronto is already Monday in UTC.
  const span = reportSpan(3, new Date("2026-11-23T04:00:00Z"));
  expect(span.mondays).toEqual(["2026-11-16", "2026-11-09", "2026-11-02"]);
  // Monday Nov 2 starts at 5:00 UTC (EST, after the clocks went back on Nov 1).
  expect(span.since).toBe("2026-11-02T05:00:00.000Z");
  expect(span.until).toBe("2026-11-23T05:00:00.000Z");
});

test("nearest rank: the median and the 90th percentile are times that were measured", async () => {
  expect(nearestRank([], 0.5)).toBeNull();
  expect(nearestRank([7], 0.9)).toBe(7);
  expect(nearestRank([60, 120, 1800], 0.5)).toBe(120);
  expect(nearestRank([60, 120, 1800], 0.9)).toBe(1800);
  const tens = Array.from({ length: 10 }, (_, index) => (index + 1) * 10);
  expect(nearestRank(tens, 0.5)).toBe(50);
  expect(nearestRank(tens, 0.9)).toBe(90);
});

test("per team and week: received, contacted, median and 90th percentile, past the promise, waiting", async () => {
  const now = new Date("2026-11-20T17:00:00Z");
  const facts = [
    // Monday the 16th, 00:15 in Toronto: that week, not the one before.
    fact("2026-11-16T05:15:00Z", 60),
    fact("2026-11-17T14:00:00Z", 120),
    // Contacted after 30 hours: past its promise (a day).
    fact("2026-11-17T15:00:00Z", 30 * 60),
    // Still New, its promise past: late and waiting.
    fact("2026-11-18T14:00:00Z", null),
    // Still New, its promise still ahead: waiting, not late.
    fact("2026-11-20T16:00:00Z", null),
    // Moved on before first contacts were recorded: received, no time, not late.
    fact("2026-11-18T15:00:00Z", null, { status: "done", dueAt: null }),
    // Sunday the 15th, 23:45 in Toronto: the week before.
    fact("2026-11-16T04:45:00Z", 10),
    fact("2026-11-19T14:00:00Z", 45, { team: "care" }),
  ];
  const rows = weeklyReport(facts, ["2026-11-16", "2026-11-09"], ["intake", "care"], now);
  expect(rows).toEqual([
    {
      week: "2026-11-16",
      team: "intake",
      received: 6,
      contacted: 3,
      medianMinutes: 120,
      p90Minutes: 1800,
      late: 2,
      waiting: 2,
      unknown: 1,
    },
    {
      week: "2026-11-16",
      team: "care",
      received: 1,
      contacted: 1,
      medianMinutes: 45,
      p90Minutes: 45,
      late: 0,
      waiting: 0,
      unknown: 0,
    },
    {
      week: "2026-11-09",
      team: "intake",
      received: 1,
      contacted: 1,
      medianMinutes: 10,
      p90Minutes: 10,
      late: 0,
      waiting: 0,
      unknown: 0,
    },
    {
      week: "2026-11-09",
      team: "care",
      received: 0,
      contacted: 0,
      medianMinutes: null,
      p90Minutes: null,
      late: 0,
      waiting: 0,
      unknown: 0,
    },
  ]);
  expect(reportCsv(rows).split("\r\n")[1]).toBe("2026-11-16,Intake,6,3,120,1800,2,2,1");
  expect(reportCsv(rows).split("\r\n")[4]).toBe("2026-11-09,Care,0,0,,,0,0,0");
});

test("the data layer gives the report the facts of the inquiries received in the span, of the teams asked", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "report-"));
  const store = await SubmissionStore.openFolder(dataDir);
  try {
    const save = async (recipient: string, at: string) =>
      (await store.save({ ...validInquiry, recipient }, undefined, new Date(at))).id;
    const called = await save("General Inquiry", "2026-11-17T14:00:00Z");
    await save("General Inquiry", "2026-11-01T14:00:00Z");
    await save("Foot Care", "2026-11-17T15:00:00Z");
    await store.inbox.logCall(
      called,
      "p1",
      { outcome: "voicemail" },
      new Date("2026-11-17T16:00:00Z"),
    );
    const facts = await store.inbox.contactFacts(
      ["intake"],
      "2026-11-09T05:00:00.000Z",
      "2026-11-23T05:00:00.000Z",
    );
    expect(facts).toEqual([
      {
        team: "intake",
        status: "new",
        receivedAt: "2026-11-17T14:00:00.000Z",
        // The end of Wednesday the 18th in Toronto.
        replyDueAt: "2026-11-19T05:00:00.000Z",
        firstContactAt: "2026-11-17T16:00:00.000Z",
        dueAt: null,
      },
    ]);
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true });
  }
});

test("an inquiry taken in hand but never reached is waiting, and late once its promise is past, as the inbox's Overdue says", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "report-"));
  const store = await SubmissionStore.openFolder(dataDir);
  try {
    const at = (time: string) => new Date(time);
    const id = (
      await store.save(
        { ...validInquiry, recipient: "General Inquiry" },
        undefined,
        at("2026-11-17T14:00:00Z"),
      )
    ).id;
    // In progress and two calls that reached nobody: attempts, not a first contact.
    await store.inbox.update(id, 1, { status: "in-progress" }, at("2026-11-17T15:00:00Z"));
    await store.inbox.logCall(id, "p1", { outcome: "no-answer" }, at("2026-11-17T16:00:00Z"));
    await store.inbox.logCall(id, "p1", { outcome: "wrong-number" }, at("2026-11-18T16:00:00Z"));
    // Spam is closed without a contact: neither waiting nor late.
    const spam = (
      await store.save(
        { ...validInquiry, recipient: "General Inquiry" },
        undefined,
        at("2026-11-17T14:30:00Z"),
      )
    ).id;
    await store.inbox.update(spam, 1, { status: "spam" }, at("2026-11-17T15:00:00Z"));
    const now = at("2026-11-20T17:00:00Z");
    // The inbox has it overdue: its promise stands until someone is reached.
    expect((await store.inbox.get(id))!.dueAt! <= now.toISOString()).toBe(true);
    const facts = await store.inbox.contactFacts(
      ["intake"],
      "2026-11-16T05:00:00.000Z",
      "2026-11-23T05:00:00.000Z",
    );
    const [row] = weeklyReport(facts, ["2026-11-16"], ["intake"], now);
    expect(row).toMatchObject({ received: 2, contacted: 0, late: 1, waiting: 1, unknown: 0 });
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true });
  }
});
