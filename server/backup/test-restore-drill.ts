/**
 * The restore drill, as a provider's IT would run it, on the real server process, with its data in
 * SQLite files (DATA_DIR) or in PostgreSQL (DATABASE_URL): inquiries keep arriving while `npm run
 * backup` runs, keep arriving after it, then the server is killed with SIGKILL and its data lost
 * (the data folder deleted; with PostgreSQL, the database dropped and created again empty too);
 * `npm run restore` puts the backup back and the server starts again. Everything acknowledged
 * before the backup's time must be there, byte for byte, a job application's résumé included;
 * the audit chain must verify; a member of staff must sign in with the passkey they had; and the
 * backup folder must hold none of the inquiries' words.
 *
 * One drill for both databases: restore-drill.test.ts runs it on SQLite with the unit tests,
 * restore-drill.db.test.ts on PostgreSQL with the system tests. Everything it reads back goes
 * through the stores' own handles (server/db/database.ts), which read either.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { expect, onTestFinished } from "vitest";
import { inquiryKeys } from "../../content/inquiry-form.ts";
import type { SubmissionTables } from "../contact/store.ts";
import type { DatabaseConfig } from "../config.ts";
import { openDatabases } from "../db/database.ts";
import { type AuditRow, checkChain } from "../staff/audit-chain.ts";
import { invite } from "../staff/people.ts";
import { StaffStore } from "../staff/store.ts";
import { SoftAuthenticator } from "../staff/test-support.ts";
import { makeTestSite } from "../test-support.ts";
import { pdf } from "../uploads/test-files.ts";
import {
  ageKeys,
  applicationForm,
  freePort,
  inquiryStream,
  startServer,
  textsFound,
} from "./test-support.ts";

const run = promisify(execFile);

/** A staff API call as the staff area's page makes it, from `origin`, with the session's cookies. */
async function staffCall(
  server: string,
  origin: string,
  url: string,
  options: { body?: unknown; cookies?: string[] } = {},
) {
  const { body, cookies = [] } = options;
  const response = await fetch(`${server}/api/staff${url}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      origin,
      cookie: cookies.join("; "),
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  for (const cookie of response.headers.getSetCookie()) cookies.push(cookie.split(";")[0]!);
  return response;
}

/** The JSON of a staff API call's answer, with its status. */
async function staffJson(...args: Parameters<typeof staffCall>) {
  const response = await staffCall(...args);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * Drops the PostgreSQL database at `url` and creates it again, empty, under the same name: what
 * a new database server, or a database lost and made anew, gives the restore.
 */
async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = pg.escapeIdentifier(decodeURIComponent(target.pathname.slice(1)));
  const server = new URL(url);
  server.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * Runs the drill with the site's data where `database` says: SQLite files in the data folder, or
 * the PostgreSQL database of its URL (which the drill drops and creates again).
 */
export async function restoreDrill(database: DatabaseConfig): Promise<void> {
  const site = await makeTestSite();
  const root = await mkdtemp(path.join(tmpdir(), "drill-"));
  onTestFinished(async () => {
    await site.remove();
    await rm(root, { recursive: true, force: true });
  });
  const dataDir = path.join(root, "data");
  const backupDir = path.join(root, "backups");
  const keys = await ageKeys();
  const keyFile = path.join(root, "backup-key.txt");
  writeFileSync(keyFile, `# created: the drill\n${keys.identity}\n`, { mode: 0o600 });
  const where: Record<string, string> =
    database.dialect === "postgres" ? { DATABASE_URL: database.url } : {};
  const env = {
    BUILD_DIR: site.buildDir,
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_RECIPIENT: keys.recipient,
    ...where,
  };
  // Loading the code alone takes seconds on a loaded machine; a pool's first connections more.
  const startMs = 30_000;

  const first = await startServer(env, startMs);
  onTestFinished(() => first.kill());
  // A member of staff, invited from the command line, signs up with their passkey.
  const firstOrigin = `http://localhost:${first.port}`;
  const device = new SoftAuthenticator(firstOrigin);
  const invited = openDatabases(database, dataDir);
  let link: string;
  try {
    ({ link } = await invite(
      await StaffStore.open(invited),
      { email: "ana@example.org", name: "Ana Silva", teams: ["intake"], admin: true },
      { origin: firstOrigin, by: null, client: "command line" },
    ));
  } finally {
    await invited.close();
  }
  const token = link.split("#")[1]!;
  const welcome = await staffJson(first.origin, firstOrigin, "/welcome/options", {
    body: { token },
  });
  const signedUp = await staffJson(first.origin, firstOrigin, "/welcome/verify", {
    body: {
      token,
      response: device.register(
        welcome.json.options as { challenge: string; user: { id: string } },
      ),
    },
  });
  expect(signedUp.status).toBe(200);

  // A job application with its résumé: with PostgreSQL, the résumé is in the database
  // (decision 031); with SQLite, a file in the data folder's uploads.
  const applicant = { name: "Thérèse Okonkwo-Drill", email: "therese.drill@example.org" };
  const applied = await fetch(`${first.origin}/careers/personal-support-worker/apply`, {
    method: "POST",
    body: applicationForm(applicant.name, applicant.email, pdf),
    redirect: "manual",
  });
  expect(applied.status).toBe(303);

  // A steady stream of inquiries, and the backup in the middle of it.
  const stream = inquiryStream(first.origin);
  while (stream.acknowledged.length < 500) await new Promise((resolve) => setTimeout(resolve, 20));
  const startedWith = stream.acknowledged.length;
  const backupStarted = performance.now();
  const backup = await run(process.execPath, ["scripts/backup.ts", "--json"], {
    env: { ...process.env, ...env },
  });
  const backupSeconds = (performance.now() - backupStarted) / 1000;
  const whileBackingUp = stream.acknowledged.length - startedWith;
  const { file, takenAt, bytes } = JSON.parse(backup.stdout) as {
    file: string;
    takenAt: string;
    bytes: number;
  };
  const afterBackup = stream.acknowledged.length;
  while (stream.acknowledged.length < afterBackup + 200)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await first.kill("SIGKILL");
  const acknowledged = await stream.stop();
  await rm(dataDir, { recursive: true });
  if (database.dialect === "postgres") await recreateDatabase(database.url);

  const restoreStarted = performance.now();
  const restore = await run(process.execPath, ["scripts/restore.ts", file, "--identity", keyFile], {
    env: { ...process.env, DATA_DIR: dataDir, ...where },
  });
  const restoreSeconds = (performance.now() - restoreStarted) / 1000;
  expect(restore.stdout).toContain(`Restored ${path.basename(file)} into ${dataDir}.`);
  expect(restore.stdout).toContain(`Taken at ${takenAt}`);

  // Every inquiry acknowledged before the backup's time is there, every field as it was sent.
  const before = acknowledged.filter((ack) => ack.at < Date.parse(takenAt));
  const restored = openDatabases(database, dataDir);
  let restoredCount: number;
  let laterKept: number;
  const audit: AuditRow[] = [];
  try {
    const submissions = await restored.part<SubmissionTables>("submissions");
    const rows = new Map(
      (await submissions.selectFrom("submissions").selectAll().execute()).map((row) => [
        row.id,
        row,
      ]),
    );
    for (const { id, inquiry } of before) {
      const row = rows.get(id);
      expect(row, id).toBeDefined();
      for (const key of inquiryKeys) expect(row![key]).toBe(inquiry[key]);
    }
    restoredCount = rows.size;
    laterKept = acknowledged.filter(
      (ack) => ack.at >= Date.parse(takenAt) && rows.has(ack.id),
    ).length;

    // The audit chain verifies, ending with the row that records the restore.
    for await (const row of (await StaffStore.open(restored)).auditChain()) audit.push(row);
  } finally {
    await restored.close();
  }
  expect(checkChain(audit)).toMatchObject({ ok: true, rows: audit.length });
  expect(audit.at(-1)).toMatchObject({ action: "restored from backup", client: "command line" });

  // The server starts on the restored data, and Ana signs in with the same passkey.
  const metricsPort = await freePort();
  const second = await startServer({ ...env, METRICS_PORT: String(metricsPort) }, startMs);
  onTestFinished(() => second.kill());
  const secondOrigin = `http://localhost:${second.port}`;
  const cookies: string[] = [];
  const options = await staffJson(second.origin, secondOrigin, "/sign-in/options", {
    body: {},
    cookies,
  });
  const signedIn = await staffJson(second.origin, secondOrigin, "/sign-in/verify", {
    body: device.signIn(options.json.options as { challenge: string }, secondOrigin),
    cookies,
  });
  expect(signedIn.status).toBe(200);
  expect(signedIn.json.person).toMatchObject({ email: "ana@example.org", name: "Ana Silva" });
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(metrics).toContain(`homecare_inquiries_stored ${restoredCount}`);

  // She downloads the applicant's résumé: the bytes sent before the backup.
  const listed = await staffJson(second.origin, secondOrigin, "/applications", { cookies });
  expect(listed.status).toBe(200);
  const application = (listed.json.applications as { id: string; name: string }[]).find(
    (row) => row.name === applicant.name,
  );
  expect(application, applicant.name).toBeDefined();
  const resume = await staffCall(
    second.origin,
    secondOrigin,
    `/applications/${application!.id}/resume`,
    { cookies },
  );
  expect(resume.status).toBe(200);
  expect(Buffer.from(await resume.arrayBuffer())).toEqual(Buffer.from(pdf));

  // The backup folder holds the encrypted archive only, and none of the inquiries' words.
  expect(readdirSync(backupDir)).toEqual([path.basename(file)]);
  const words = [
    ...acknowledged.flatMap(({ inquiry }) => [inquiry.message, inquiry.name, inquiry.email]),
    applicant.name,
    applicant.email,
  ];
  expect(textsFound(readFileSync(file), words)).toEqual([]);

  console.log(
    `Drill on ${database.dialect}: ${acknowledged.length} inquiries acknowledged, ` +
      `${before.length} before the backup's time (all restored, byte for byte), ` +
      `${acknowledged.length - before.length} after it (${laterKept} of them in the backup, the ` +
      `rest lost with the server); ${whileBackingUp} acknowledged while \`npm run backup\` ran; ` +
      `backup ${backupSeconds.toFixed(2)} s (command included), ${bytes} bytes; restore ` +
      `${restoreSeconds.toFixed(2)} s (command included); audit chain ${audit.length} rows, ` +
      `whole; the résumé downloaded as sent.`,
  );
}
