/**
 * The replies' table on SQLite and on the system tests' PostgreSQL alike (decision 029): a reply
 * from an old version refused, two instances replying from one version at once (one queued, one
 * refused), and the outbox's claim: two instances asking for due replies at once never get the
 * same one, and a claim that ran out (an instance that died mid-send) is taken again.
 */
import { type Kysely, sql } from "kysely";
import { beforeEach, describe, expect, test } from "vitest";
import { testDatabase } from "../db/test-databases.ts";
import {
  claimMs,
  type NewReply,
  Replies,
  repliesClaimMigration,
  repliesMigration,
} from "./replies.ts";

const reply: NewReply = {
  to: "family@example.org",
  replyTo: "intake@example.org",
  subject: "Your inquiry",
  body: "We will call you this afternoon.",
  language: "en",
  savedReply: null,
  delayDays: 0,
};

describe.each(["sqlite", "postgres"] as const)("on %s", (dialect) => {
  const database = testDatabase(dialect, "replies-db-");
  /** Two instances' handles on one database. */
  let a: Kysely<unknown>;
  let b: Kysely<unknown>;
  let first: Replies;
  let second: Replies;

  beforeEach(async () => {
    a = database.openKysely("replies");
    b = database.openKysely("replies");
    const statements = [
      "CREATE TABLE submissions (id TEXT PRIMARY KEY, version INTEGER NOT NULL, seq INTEGER)",
      ...repliesMigration("inquiry_replies", "submissions")[dialect],
      repliesClaimMigration("inquiry_replies"),
      "INSERT INTO submissions (id, version, seq) VALUES ('s1', 1, 1), ('s2', 1, 2)",
    ];
    for (const statement of statements) await sql.raw(statement).execute(a);
    const options = {
      table: "inquiry_replies",
      records: "submissions",
      alsoSet: { seq: sql`(SELECT coalesce(max(seq), 0) + 1 FROM submissions)` },
    } as const;
    first = new Replies(a, dialect, options);
    second = new Replies(b, dialect, options);
  });

  test("a reply raises the record's version and change number; one from the version before is refused, nothing written", async () => {
    const queued = await first.queue("s1", "p1", reply, 1);
    expect(queued).toMatchObject({ outcome: "queued", reply: { version: 2, recordId: "s1" } });
    const record = await sql<{
      version: number;
      seq: number;
    }>`SELECT version, seq FROM submissions WHERE id = 's1'`.execute(a);
    expect(record.rows.map((row) => [Number(row.version), Number(row.seq)])).toEqual([[2, 3]]);
    expect(await second.queue("s1", "p2", reply, 1)).toEqual({ outcome: "conflict", version: 2 });
    expect(await second.of("s1")).toHaveLength(1);
    expect(await second.queue("nobody", "p2", reply, 1)).toEqual({ outcome: "missing" });
  });

  test("two instances replying to one record from one version at once: one queued, every other refused", async () => {
    const results = await Promise.all(
      [first, second, first, second, first, second].map((instance, i) =>
        instance.queue("s1", `p${i}`, { ...reply, body: `Answer ${i}.` }, 1),
      ),
    );
    expect(results.map((result) => result.outcome).sort()).toEqual([
      "conflict",
      "conflict",
      "conflict",
      "conflict",
      "conflict",
      "queued",
    ]);
    expect(await first.of("s1")).toHaveLength(1);
  });

  test("two instances' outboxes asking at once never take the same reply; sent ones go no more; a claim that ran out is taken again", async () => {
    for (let i = 0; i < 10; i += 1) {
      const result = await first.queue(i % 2 ? "s1" : "s2", "p1", reply, 1 + Math.floor(i / 2));
      expect(result.outcome).toBe("queued");
    }
    const now = new Date(Date.now() + 1_000);
    const [mine, theirs] = await Promise.all([first.due(6, now), second.due(6, now)]);
    const taken = [...mine, ...theirs].map((each) => each.id);
    expect(taken).toHaveLength(10);
    expect(new Set(taken).size).toBe(10);
    // Both claimed everything: nothing more is due until the claims run out.
    expect(await first.due(20, now)).toEqual([]);
    for (const each of mine) await first.markSent(each.id);
    const [failed, ...rest] = theirs;
    await second.markFailed(failed!.id, "ECONNREFUSED", now);
    // The failed one is due again at its retry; the others second took and never finished (it
    // died) come back after the claim's end; the sent ones never.
    expect((await first.due(20, now)).map((each) => each.id)).toEqual([failed!.id]);
    await first.markSent(failed!.id);
    const later = new Date(now.getTime() + claimMs + 1_000);
    expect((await first.due(20, later)).map((each) => each.id).sort()).toEqual(
      rest.map((each) => each.id).sort(),
    );
  });

  test("a cancelled reply is never due; cancelling twice is no error, one sent cannot be", async () => {
    const held = await first.queue("s1", "p1", { ...reply, delayDays: 1 }, 1);
    const sent = await first.queue("s2", "p1", reply, 1);
    if (held.outcome !== "queued" || sent.outcome !== "queued") throw new Error("not queued");
    expect(await second.cancel("s1", held.reply.id)).toBe(true);
    expect(await first.cancel("s1", held.reply.id)).toBe(true);
    expect(await first.cancel("s2", held.reply.id)).toBe(false);
    await first.markSent(sent.reply.id);
    expect(await second.cancel("s2", sent.reply.id)).toBe(false);
    expect(await first.due(20, new Date(Date.now() + 3 * 86_400_000))).toEqual([]);
  });
});
