import { mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, onTestFinished, test, vi } from "vitest";
import { buildServer } from "../app.ts";
import { readConfig } from "../config.ts";
import { openDatabases } from "../db/database.ts";
import { JobLeases, type JobLeaseTables } from "../db/job-leases.ts";
import { multipart, validFields } from "../contact/test-support.ts";
import { makeTestSite } from "../test-support.ts";
import { archiveName, listArchives } from "./archive.ts";
import { BackupSchedule } from "./schedule.ts";
import { ageKeys, until } from "./test-support.ts";

let site: Awaited<ReturnType<typeof makeTestSite>>;
let root: string;

beforeAll(async () => {
  site = await makeTestSite();
  root = await mkdtemp(path.join(tmpdir(), "schedule-"));
});
afterAll(async () => {
  await site.remove();
  await rm(root, { recursive: true, force: true });
});

const daysAgo = (days: number, hour = 3) => {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

/** The server on a fresh DATA_DIR with these settings, backing up daily unless told otherwise. */
async function server(name: string, env: Record<string, string | undefined>) {
  const app = await buildServer(
    readConfig({
      BUILD_DIR: site.buildDir,
      DATA_DIR: path.join(root, name, "data"),
      LOG_LEVEL: "silent",
      BACKUP_EVERY_HOURS: "24",
      ...env,
    }),
  );
  onTestFinished(() => app.close());
  return app;
}

const health = async (app: Awaited<ReturnType<typeof server>>) =>
  (await app.inject("/healthz")).json() as { backup: string };

test("the server backs itself up when the newest archive is too old, then prunes", async () => {
  const backupDir = path.join(root, "kept", "backups");
  mkdirSync(backupDir, { recursive: true });
  // Older archives (their contents do not matter to pruning): two the same day, one long ago.
  const old = [daysAgo(40), daysAgo(3, 1), daysAgo(3, 5), daysAgo(2)];
  for (const date of old) writeFileSync(path.join(backupDir, archiveName(date, true)), "");
  const app = await server("kept", {
    BACKUP_DIR: backupDir,
    BACKUP_RECIPIENT: (await ageKeys()).recipient,
    BACKUP_KEEP_DAILY: "3",
    BACKUP_KEEP_WEEKLY: "0",
  });
  const info = vi.spyOn(app.log, "info");
  await app.ready();
  await until(async () => (await health(app)).backup === "ok", "the scheduled backup");

  const archives = listArchives(backupDir);
  // Today's new one, and the newest of each of the two days before it that have one.
  expect(archives.map((archive) => archive.name)).toEqual([
    expect.stringMatching(/^backup-.*\.tar\.gz\.age$/),
    archiveName(old[3]!, true),
    archiveName(old[2]!, true),
  ]);
  expect(Date.now() - archives[0]!.takenAt.getTime()).toBeLessThan(60_000);
  expect(info).toHaveBeenCalledWith(
    expect.objectContaining({ pruned: [archiveName(old[1]!, true), archiveName(old[0]!, true)] }),
    "backup written",
  );
  const metrics = await app.metrics.registry.metrics();
  expect(metrics).toMatch(/^homecare_backup_age_seconds \d+(\.\d+)?$/m);
  expect(Number(/^homecare_backup_age_seconds (\S+)$/m.exec(metrics)![1])).toBeLessThan(60);
  expect(metrics).toMatch(/^homecare_backup_failures_total 0$/m);
});

test("a failed backup is logged as an error and shown in health and metrics; the site goes on", async () => {
  // A file where the backup folder should be: no backup can be written.
  const blocked = path.join(root, "blocked-backups");
  writeFileSync(blocked, "");
  const app = await server("failing", { BACKUP_DIR: blocked });
  const error = vi.spyOn(app.log, "error");
  await app.ready();
  await until(async () => (await health(app)).backup === "failed", "the backup to fail");

  expect(error).toHaveBeenCalledWith(
    expect.objectContaining({ reason: expect.stringMatching(/EEXIST|ENOTDIR/) }),
    "backup failed; the site goes on",
  );
  const answer = await app.inject("/healthz");
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ status: "ok", backup: "failed" });
  const metrics = await app.metrics.registry.metrics();
  expect(metrics).toMatch(/^homecare_backup_failures_total 1$/m);
  expect(metrics).toMatch(/^homecare_backup_age_seconds \+Inf$/m);
  const sent = await app.inject({
    method: "POST",
    url: "/api/contact",
    ...(await multipart(validFields)),
  });
  expect(sent.statusCode).toBe(200);
});

test("without BACKUP_EVERY_HOURS the server takes no backup and health says so", async () => {
  const backupDir = path.join(root, "off", "backups");
  const app = await server("off", { BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: undefined });
  await app.ready();
  expect(await health(app)).toMatchObject({ backup: "off" });
  expect(listArchives(backupDir)).toEqual([]);
});

test("instances back up once per period between them: the one with the lease; one that failed gives it back", async () => {
  const dataDir = path.join(root, "instances", "data");
  const databases = openDatabases({ dialect: "sqlite" }, dataDir);
  onTestFinished(() => databases.close());
  const shared = await databases.part<JobLeaseTables>("shared");
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  /** An instance's schedule, backing up into `backupDir`, with leases of its own holder. */
  const instance = (backupDir: string) => {
    const config = readConfig({
      BUILD_DIR: site.buildDir,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      BACKUP_EVERY_HOURS: "24",
    });
    const schedule = new BackupSchedule({
      config,
      log: log as never,
      leases: new JobLeases(shared, "sqlite"),
    });
    onTestFinished(() => schedule.stop());
    return schedule;
  };
  // The first instance cannot write its backups (a file where its folder should be).
  const blocked = path.join(root, "instances", "blocked");
  writeFileSync(blocked, "");
  const failing = instance(blocked);
  failing.start();
  await until(() => failing.state === "failed", "the first instance's backup to fail");
  // It gave the period back: the second takes it and backs up; the third finds it taken.
  const second = instance(path.join(root, "instances", "second"));
  second.start();
  await until(() => second.state === "ok", "the second instance's backup");
  const third = instance(path.join(root, "instances", "third"));
  third.start();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await third.stop();
  expect(listArchives(path.join(root, "instances", "second"))).toHaveLength(1);
  expect(listArchives(path.join(root, "instances", "third"))).toEqual([]);
  expect(third.state).toBe("pending");
}, 60_000);
