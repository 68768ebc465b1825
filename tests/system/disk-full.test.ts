/**
 * A full disk, for real: the data folder on a 4 MiB tmpfs (room for the three stores and the
 * seeded job postings), filled to the last page. While it is
 * full, the health check fails and submissions get 503; once there is room, both work again.
 * Mounting needs root, as CI has.
 */
import { execFileSync } from "node:child_process";
import { closeSync, openSync, readdirSync, writeSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, onTestFinished, test } from "vitest";
import { buildServer } from "../../server/app.ts";
import { takeBackup } from "../../server/backup/backup.ts";
import { readConfig } from "../../server/config.ts";
import { SubmissionStore } from "../../server/contact/store.ts";
import { multipart, validFields, validInquiry } from "../../server/contact/test-support.ts";
import { makeTestSite } from "../../server/test-support.ts";

let site: Awaited<ReturnType<typeof makeTestSite>>;
let disk: string;

beforeAll(async () => {
  if (process.getuid?.() !== 0) {
    throw new Error("This test mounts a tmpfs, which needs root (CI runs as root).");
  }
  site = await makeTestSite();
  disk = await mkdtemp(path.join(tmpdir(), "full-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m,mode=0700", "tmpfs", disk]);
});
afterAll(async () => {
  // Lazily: a failed test may leave a file open on it, and the mount must not outlive the run.
  execFileSync("umount", ["--lazy", disk]);
  await rm(disk, { recursive: true });
  await site.remove();
});

/** Writes a file until the disk refuses; returns its path. */
function fill(folder: string): string {
  const filler = path.join(folder, "filler");
  const fd = openSync(filler, "w");
  try {
    for (;;) writeSync(fd, Buffer.alloc(4096));
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
  } finally {
    closeSync(fd);
  }
  return filler;
}

test("while the disk is full the health check fails and submissions get 503, and both recover", async () => {
  const dataDir = path.join(disk, "data");
  const server = await buildServer(
    readConfig({ BUILD_DIR: site.buildDir, DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  );
  const send = async () =>
    server.inject({ method: "POST", url: "/api/contact", ...(await multipart(validFields)) });
  // A second connection, as `npm run inbox` would have, to see what SQLite itself reports.
  const beside = await SubmissionStore.openFolder(dataDir);
  onTestFinished(async () => {
    await beside.close();
    await server.close();
  });
  expect((await send()).statusCode).toBe(200);
  expect((await server.inject("/healthz")).statusCode).toBe(200);

  const filler = fill(disk);
  const health = await server.inject("/healthz");
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ status: "storage unavailable" });
  expect((await send()).statusCode).toBe(503);
  // The reason survives the rollback (SQLite has already rolled back a failed commit).
  await expect(beside.save(validInquiry)).rejects.toThrow(/database or disk is full/);

  await rm(filler);
  expect((await server.inject("/healthz")).statusCode).toBe(200);
  expect((await send()).statusCode).toBe(200);
  await beside.close();
  await server.close();

  // Everything that was answered 200 is there after a restart, and nothing else.
  const reopened = await SubmissionStore.openFolder(dataDir);
  expect((await reopened.counts()).submissions).toBe(2);
  await reopened.close();
});

test("a backup refuses to fill the disk the site writes inquiries to", async () => {
  // A disk of its own, with less free room than a snapshot and the site's headroom need.
  const small = await mkdtemp(path.join(tmpdir(), "small-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=32m,mode=0700", "tmpfs", small]);
  const backupDir = await mkdtemp(path.join(tmpdir(), "backups-"));
  onTestFinished(async () => {
    execFileSync("umount", ["--lazy", small]);
    await rm(small, { recursive: true });
    await rm(backupDir, { recursive: true });
  });
  const dataDir = path.join(small, "data");
  const store = await SubmissionStore.openFolder(dataDir);
  await store.save(validInquiry);
  await store.close();

  await expect(takeBackup({ dataDir, backupDir, recipients: [] })).rejects.toThrow(
    /DATA_DIR's disk has \d+ MiB free; the snapshots need 1 MiB and the site 64 MiB beside them/,
  );
  expect(readdirSync(dataDir).filter((name) => name.startsWith(".backup-"))).toEqual([]);
  expect(readdirSync(backupDir)).toEqual([]);
});
