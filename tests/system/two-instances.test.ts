/**
 * Two instances of the server behind nginx (deploy/nginx.conf with the upstream block of
 * deploy/upstream-two-instances.conf) on one PostgreSQL database (issue 36): inquiries and job
 * applications keep arriving while one instance is killed with SIGKILL. Every one acknowledged is
 * stored; each inquiry's notification is sent once, never twice, though both instances' outboxes
 * run; a member of staff signed in keeps working on the instance left; the audit chain verifies.
 *
 * Both instances share the data folder too (one machine here): a store not yet on PostgreSQL
 * (decision 029's list) is a SQLite file in it that both open, as two servers on one folder can.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import {
  localCertificate,
  proxyConfig,
  type Running,
  startNginx,
} from "../../scripts/bench/servers.ts";
import {
  applicationForm,
  freePort,
  inquiryStream,
  startServer,
} from "../../server/backup/test-support.ts";
import { smtpServer } from "../../server/contact/test-support.ts";
import { createTestDatabase } from "../../server/db/test-postgres.ts";
import { SoftAuthenticator } from "../../server/staff/test-support.ts";
import { makeTestSite } from "../../server/test-support.ts";
import { pdf } from "../../server/uploads/test-files.ts";

const run = promisify(execFile);

let site: Awaited<ReturnType<typeof makeTestSite>>;
let database: { url: string; drop(): Promise<void> };
const root = mkdtempSync(path.join(tmpdir(), "two-instances-"));

beforeAll(async () => {
  site = await makeTestSite();
  database = await createTestDatabase(inject("postgresUrl"));
});

afterAll(async () => {
  await site?.remove();
  await database?.drop();
  rmSync(root, { recursive: true, force: true });
});

/** The values of `table`'s `column` in the instances' database. */
async function storedValues(table: string, column: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>(
      `SELECT ${pg.escapeIdentifier(column)} AS value FROM ${pg.escapeIdentifier(table)}`,
    );
    return new Set(rows.map((row) => row.value));
  } finally {
    await client.end();
  }
}

test("two instances behind nginx on one PostgreSQL: one killed with SIGKILL under load, nothing acknowledged lost, each notification sent once, staff keep working, the audit chain verifies", async () => {
  const dataDir = path.join(root, "data");
  const smtp = await smtpServer();
  const proxyPort = await freePort();
  const origin = `http://localhost:${proxyPort}`;
  const env = {
    BUILD_DIR: site.buildDir,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SITE_ORIGIN: origin,
    TRUST_PROXY: "1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    APPLY_LIMIT_PER_CLIENT: "1000000",
    APPLY_LIMIT_TOTAL: "1000000",
    STAFF_SIGN_IN_LIMIT_PER_CLIENT: "1000",
  };
  const [first, second] = await Promise.all([startServer(env, 60_000), startServer(env, 60_000)]);
  let proxy: Running | undefined;
  try {
    // nginx over plain HTTP on loopback (the test has no certificate the clients trust); the
    // upstream block, the passive health check and the retries are the deployed file's.
    const tls = localCertificate();
    const config = proxyConfig([first.port, second.port], tls, {
      http: await freePort(),
      https: proxyPort,
    }).replace(`listen 127.0.0.1:${proxyPort} ssl http2;`, `listen 127.0.0.1:${proxyPort};`);
    proxy = await startNginx(config, `http://127.0.0.1:${proxyPort}`);
    const through = `http://127.0.0.1:${proxyPort}`;

    // Ana, invited from the command line, signs up and in through nginx.
    const invited = await run(
      process.execPath,
      ["scripts/staff.ts", "invite", "ana@example.org", "--name", "Ana Silva", "--team", "intake"],
      { env: { ...process.env, ...env } },
    );
    const token = /#(\S+)/.exec(invited.stdout)?.[1];
    expect(token).toBeDefined();
    const cookies: string[] = [];
    const staffCall = async (url: string, body: unknown = {}) => {
      const response = await fetch(`${through}/api/staff${url}`, {
        method: "POST",
        headers: { origin, "content-type": "application/json", cookie: cookies.join("; ") },
        body: JSON.stringify(body),
      });
      for (const cookie of response.headers.getSetCookie()) cookies.push(cookie.split(";")[0]!);
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };
    const device = new SoftAuthenticator(origin);
    const welcome = await staffCall("/welcome/options", { token });
    const signedUp = await staffCall("/welcome/verify", {
      token,
      response: device.register(
        welcome.json.options as { challenge: string; user: { id: string } },
      ),
    });
    expect(signedUp.status).toBe(200);
    const me = async () =>
      (
        await fetch(`${through}/api/staff/me`, {
          headers: { origin, cookie: cookies.join("; ") },
        })
      ).status;
    // nginx sends Ana's requests to each instance in turn: both know her session.
    for (let i = 0; i < 4; i += 1) expect(await me()).toBe(200);

    // 2,000 inquiries from four clients and 100 applications from a fifth, through nginx; one
    // instance is killed with SIGKILL a third of the way.
    const inquiries = inquiryStream(through, 4);
    const applied: string[] = [];
    const applying = (async () => {
      for (let n = 0; applied.length < 100; n += 1) {
        const name = `Applicant ${n}`;
        try {
          const response = await fetch(`${through}/careers/personal-support-worker/apply`, {
            method: "POST",
            body: applicationForm(name, "applicant@example.com", pdf),
            redirect: "manual",
          });
          if (response.status === 303) applied.push(name);
        } catch {
          // Cut off with the instance: not acknowledged, so not promised.
        }
      }
    })();
    while (inquiries.acknowledged.length < 700) await new Promise((r) => setTimeout(r, 20));
    await first.kill("SIGKILL");
    const killedAt = inquiries.acknowledged.length;
    while (inquiries.acknowledged.length < 2_000) await new Promise((r) => setTimeout(r, 20));
    const acknowledged = await inquiries.stop();
    await applying;

    // Ana goes on working: every request now reaches the instance left.
    for (let i = 0; i < 4; i += 1) expect(await me()).toBe(200);

    // Read as the provider would on the server: `npm run inbox` on the same DATABASE_URL.
    const exported = await run(
      process.execPath,
      ["scripts/inbox.ts", "--status", "all", "--format", "json"],
      { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
    );
    const stored = new Set(
      (JSON.parse(exported.stdout) as { id: string }[]).map((inquiry) => inquiry.id),
    );
    const missing = acknowledged.filter((ack) => !stored.has(ack.id));
    expect(missing).toEqual([]);
    const applications = await storedValues("applications", "name");
    expect(applied.filter((name) => !applications.has(name))).toEqual([]);

    // Each notification once. Those the killed instance had claimed but not sent wait for the
    // claim's end (five minutes) and are left out of the count, never sent twice.
    const notices = () =>
      smtp.received.flatMap((message) => /inbox\/([0-9a-f-]{36})/.exec(message.text)?.[1] ?? []);
    // The instance left sends the backlog over its one pooled SMTP connection.
    const deadline = Date.now() + 240_000;
    while (notices().length < acknowledged.length - 40 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    const sent = notices();
    expect(sent.length - new Set(sent).size).toBe(0);
    expect(sent.length).toBeGreaterThanOrEqual(acknowledged.length - 40);

    const verified = await run(process.execPath, ["scripts/staff.ts", "audit", "verify"], {
      env: { ...process.env, ...env },
    });
    expect(verified.stdout).toMatch(/^The audit trail is whole: \d+ rows/);
    console.log(
      `Two instances: ${acknowledged.length} inquiries acknowledged (${killedAt} before the kill), ` +
        `all stored; ${applied.length} applications acknowledged, all stored; ` +
        `${sent.length} notifications sent, none twice.`,
    );
  } finally {
    await proxy?.stop();
    await first.kill();
    await second.kill();
    await smtp.close();
  }
}, 480_000);
