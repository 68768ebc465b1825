/**
 * What instances share through the database, on SQLite and on the system tests' PostgreSQL
 * alike: two instances are two handles on one database (two connections to one SQLite file, two
 * pools on one PostgreSQL database), or two processes for the migrations.
 */
import rateLimit from "@fastify/rate-limit";
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import Fastify from "fastify";
import { sql } from "kysely";
import { beforeAll, describe, expect, test } from "vitest";
import { type Databases, openKysely } from "./database.ts";
import { JobLeases, type JobLeaseTables } from "./job-leases.ts";
import { RateLimitCounters, type RateLimitTables } from "./rate-limits.ts";
import { testDatabase } from "./test-databases.ts";

type SharedTables = RateLimitTables & JobLeaseTables;

describe.each(["sqlite", "postgres"] as const)("on %s", (dialect) => {
  const database = testDatabase(dialect, "shared-state-", { once: true });
  let a: Databases;
  let b: Databases;
  // Both instances' clock, which a test moves.
  let now = Date.parse("2026-11-27T09:00:00Z");
  const clock = { now: () => now };

  beforeAll(() => {
    a = database.open();
    b = database.open();
  });

  /** An instance's form receiver: 3 posts a minute per visitor, its counts in the database. */
  async function receiver(databases: Databases, scope: string) {
    const counters = new RateLimitCounters(await databases.part<SharedTables>("shared"), clock);
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: counters.store(scope) });
    const limit = app.createRateLimit({ max: 3, timeWindow: 60_000 });
    app.post("/send", async (request, reply) => {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded)
        return reply.code(429).header("retry-after", verdict.ttlInSeconds).send();
      return { ok: true };
    });
    return app;
  }

  test("two instances count one visitor's posts against one limit, a limit's scope apart from another's", async () => {
    const [first, second, otherForm] = await Promise.all([
      receiver(a, "contact"),
      receiver(b, "contact"),
      receiver(b, "apply"),
    ]);
    const send = (app: typeof first, ip = "203.0.113.7") =>
      app.inject({ method: "POST", url: "/send", remoteAddress: ip });

    expect((await send(first)).statusCode).toBe(200);
    expect((await send(second)).statusCode).toBe(200);
    expect((await send(first)).statusCode).toBe(200);
    // The fourth in the minute, on either instance, is refused, with the seconds left.
    const refused = await send(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect((await send(first)).statusCode).toBe(429);
    // Another visitor, and the other form, have their own counts.
    expect((await send(second, "198.51.100.4")).statusCode).toBe(200);
    expect((await send(otherForm)).statusCode).toBe(200);

    // The window ends a minute after its first post: then the count starts again.
    now += 59_000;
    expect((await send(first)).statusCode).toBe(429);
    now += 1_000;
    expect((await send(second)).statusCode).toBe(200);
    await Promise.all([first.close(), second.close(), otherForm.close()]);
  });

  test("posts counted at the same moment on both instances are each counted once", async () => {
    const counters = [
      new RateLimitCounters(await a.part<SharedTables>("shared"), clock),
      new RateLimitCounters(await b.part<SharedTables>("shared"), clock),
    ];
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        counters[index % 2]!.increment("race", "198.51.100.9", 60_000),
      ),
    );
    expect(counts.map((count) => count.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    expect(await counters[0]!.read("race", "198.51.100.9")).toEqual({ current: 40, ttl: 60_000 });
  });

  test("two instances asking for a job's lease at once: exactly one gets it, and the other only after it ends", async () => {
    const instances = [
      new JobLeases(await a.part<SharedTables>("shared"), dialect, clock),
      new JobLeases(await b.part<SharedTables>("shared"), dialect, clock),
    ];
    for (let round = 0; round < 10; round++) {
      const job = `job-${round}`;
      // Each instance asks three times at once, as timers on a busy server might.
      const taken = await Promise.all(
        [0, 1, 2, 0, 1, 2].map((attempt, index) =>
          instances[index % 2]!.take(job, 60_000 + attempt),
        ),
      );
      expect(taken.filter(Boolean)).toHaveLength(1);
    }
    const [first, second] = instances as [JobLeases, JobLeases];
    expect(await first.take("retention", 3_600_000)).toBe(true);
    expect(await second.take("retention", 3_600_000)).toBe(false);
    // The holder too waits for its lease to end: a job taken for a day runs once that day.
    expect(await first.take("retention", 3_600_000)).toBe(false);
    now += 3_600_000;
    expect(await second.take("retention", 3_600_000)).toBe(true);
    expect(await first.take("retention", 3_600_000)).toBe(false);
    const row = await (
      await a.part<SharedTables>("shared")
    )
      .selectFrom("job_leases")
      .selectAll()
      .where("job", "=", "retention")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ job: "retention", holder: second.holder, leased_until: now + 3_600_000 });
  });

  test("two instances starting at once: the migrations run once, by one of them", async () => {
    const script = path.join(import.meta.dirname, "test-migrate-child.ts");
    const { config, dataDir } = database;
    const where = config.dialect === "postgres" ? config.url : dataDir;
    const children = [0, 1].map(() => {
      const child = spawn(process.execPath, [script, dialect, where], {
        stdio: ["pipe", "pipe", "inherit"],
      });
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      return { child, lines };
    });
    // Both started, then both told to migrate at once.
    for (const { lines } of children) expect((await lines.next()).value).toBe("ready");
    for (const { child } of children) child.stdin.end("go\n");
    const ran = await Promise.all(
      children.map(async ({ child, lines }) => {
        const names = JSON.parse((await lines.next()).value as string) as string[];
        if (child.exitCode === null) await once(child, "exit");
        return names;
      }),
    );
    expect(ran.flat()).toEqual(["001-count-runs"]);
    const db = openKysely(config, dataDir, "race");
    try {
      const { rows } = await sql<{
        runs: number;
      }>`select count(*) as runs from migration_runs`.execute(db);
      expect(Number(rows[0]!.runs)).toBe(1);
    } finally {
      await db.destroy();
    }
  }, 30_000);
});
