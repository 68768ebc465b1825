/**
 * The database out of reach, on PostgreSQL (issue 36, item 1): the server's connections cut, a
 * dozen forms in flight, and new connections refused, as in a failover or a restart of the
 * managed database. Each form in flight gets the thank-you page or 503, and the process lives on
 * (a connection lost while a request held it once ended it); while the outage lasts the health
 * check fails and a sent form gets 503 and the not-sent page (which gives the visitor's words
 * back); once the database is back, both work again on the same pool, and exactly what was
 * answered with the thank-you page is stored. And an instance that stalls in the middle of a
 * transaction, holding the lock every stored inquiry takes, holds the other's forms only until
 * PostgreSQL ends its session. (SQLite's full disk: disk-full.test.ts.)
 */
import pg from "pg";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { buildServer } from "../../server/app.ts";
import { readConfig } from "../../server/config.ts";
import { multipart, validFields } from "../../server/contact/test-support.ts";
import { sessionSettings } from "../../server/db/database.ts";
import { testDatabase } from "../../server/db/test-databases.ts";
import { makeTestSite } from "../../server/test-support.ts";

let site: Awaited<ReturnType<typeof makeTestSite>>;
const database = testDatabase("postgres", "pg-outage-", { once: true });

beforeAll(async () => {
  site = await makeTestSite();
});
afterAll(() => site.remove());

/** The server on the test's database. */
function startServer() {
  return buildServer(
    readConfig({
      BUILD_DIR: site.buildDir,
      ...database.env,
      LOG_LEVEL: "silent",
      // Every form comes from the one test client, and the limits' counts are in the database.
      CONTACT_LIMIT_PER_CLIENT: "100",
    }),
  );
}

/** Runs `statement` on the cluster as its superuser, outside the test's database. */
async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("postgresUrl") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test("while PostgreSQL is out of reach the health check fails and a sent form gets 503 and the not-sent page; then both recover", async () => {
  const name = new URL(database.config.url).pathname.slice(1);
  let thanked = 0;
  const server = await startServer();
  try {
    // Sent as a browser without script sends it: the answer is a page.
    const send = async () => {
      const body = await multipart(validFields);
      return server.inject({
        method: "POST",
        url: "/api/contact",
        payload: body.payload,
        headers: { ...body.headers, accept: "text/html" },
      });
    };
    expect((await send()).statusCode).toBe(303);
    expect((await server.inject("/healthz")).statusCode).toBe(200);

    // The database goes away while forms are being stored: every connection of the pool
    // ended, some in the middle of a transaction, and new ones refused.
    const during = Array.from({ length: 12 }, () => send());
    await asAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await asAdmin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
    );
    const answers = (await Promise.all(during)).map((answer) => answer.statusCode);
    expect(answers.filter((status) => status !== 303 && status !== 503)).toEqual([]);
    thanked = answers.filter((status) => status === 303).length;
    const health = await server.inject("/healthz");
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: "storage unavailable" });
    const refused = await send();
    expect(refused.statusCode).toBe(503);
    // The not-sent page, which gives the form back filled in (its values: routes.test.ts).
    expect(refused.body).toContain("<h1>Not sent</h1>");

    await asAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    expect((await server.inject("/healthz")).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(303);
  } finally {
    await server.close();
  }

  // What was answered with the thank-you page is there, and nothing else.
  const client = new pg.Client({ connectionString: database.config.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) AS count FROM submissions",
    );
    expect(Number(rows[0]!.count)).toBe(2 + thanked);
  } finally {
    await client.end();
  }
}, 30_000);

test("an instance stalled in a transaction, holding the lock every stored inquiry takes, holds the other's forms only until PostgreSQL ends its session", async () => {
  const server = await startServer();
  // The stalled instance: a connection as the server's pool opens them, in a transaction that
  // has taken the inbox's change-number lock (inbox.ts) and then hears nothing more.
  const stalled = new pg.Client({ connectionString: database.config.url, ...sessionSettings });
  const ended = new Promise<string>((resolve) =>
    stalled.on("error", (error) => resolve(error.message)),
  );
  await stalled.connect();
  try {
    await stalled.query("BEGIN");
    await stalled.query("SELECT pg_advisory_xact_lock(hashtext('submissions.seq'))");
    const body = await multipart(validFields);
    const answer = await server.inject({ method: "POST", url: "/api/contact", ...body });
    // Stored once the stalled session was ended (before, this waited as long as the test ran).
    expect(answer.statusCode).toBe(200);
    expect(await ended).toMatch(/idle-in-transaction timeout/);
  } finally {
    await stalled.end().catch(() => {});
    await server.close();
  }
}, 30_000);
