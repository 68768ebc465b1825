import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { SubmissionStore } from "../contact/store.ts";
import { validInquiry } from "../contact/test-support.ts";
import { openStaff } from "../staff/open-staff.ts";
import { makeTestSite } from "../test-support.ts";
import { BackupError } from "./archive.ts";
import { takeBackup } from "./backup.ts";
import { fileSha256, type Manifest, manifestName } from "./manifest.ts";
import { restoreBackup } from "./restore.ts";
import {
  ageKeys,
  compareDatabases,
  inquiryStream,
  startServer,
  textsFound,
  until,
} from "./test-support.ts";

// Real child processes (`npm run backup`, `npm run restore`) beside the other unit tests on a busy
// machine: more than the default 5 s at times.
vi.setConfig({ testTimeout: 30_000 });

let root: string;
let keys: { identity: string; recipient: string };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "backup-"));
  keys = await ageKeys();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A fresh folder below the test's root. */
function folder(name: string): string {
  return path.join(root, `${name}-${Math.random().toString(36).slice(2, 8)}`);
}

const messages = ["Ma mère a besoin d'aide pour le bain.", "Dad's diabetic foot ulcer is worse."];

/** A small DATA_DIR: two inquiries with health words, a person, an audit trail of three rows. */
async function seededDataDir(): Promise<string> {
  const dataDir = folder("data");
  const store = await SubmissionStore.openFolder(dataDir);
  for (const message of messages) await store.save({ ...validInquiry, message });
  await store.close();
  const { staff, close } = await openStaff(dataDir);
  const person = await staff.addPerson({
    email: "ana@example.org",
    name: "Ana",
    teams: [],
    admin: true,
  });
  for (const action of ["invite", "sign-in", "sign-out"] as const)
    await staff.audit({ personId: person.id, action, client: "127.0.0.1" });
  await close();
  return dataDir;
}

test("a backup taken while inquiries stream in restores to the source as it was, row for row", async () => {
  const site = await makeTestSite();
  const dataDir = folder("live");
  const server = await startServer({ BUILD_DIR: site.buildDir, DATA_DIR: dataDir });
  try {
    const stream = inquiryStream(server.origin);
    // Some staff data too: a person and an audit trail.
    const { staff, close } = await openStaff(dataDir);
    const person = await staff.addPerson({
      email: "bo@example.org",
      name: "Bo",
      teams: [],
      admin: false,
    });
    await staff.audit({ personId: person.id, action: "sign-in", client: "127.0.0.1" });
    await close();
    while (stream.acknowledged.length < 100) await new Promise((r) => setTimeout(r, 20));

    const before = stream.acknowledged.length;
    const { file, manifest } = await takeBackup({
      dataDir,
      backupDir: folder("backups"),
      recipients: [keys.recipient],
    });
    const duringBackup = stream.acknowledged.length - before;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const acknowledged = await stream.stop();
    await server.kill("SIGTERM");

    // Inquiries kept coming while the backup ran.
    expect(duringBackup).toBeGreaterThan(0);
    const restoredDir = folder("restored");
    await restoreBackup({ file, identities: [keys.identity], dataDir: restoredDir });

    const takenAt = Date.parse(manifest.takenAt);
    const inquiries = compareDatabases(
      path.join(restoredDir, "submissions.sqlite"),
      path.join(dataDir, "submissions.sqlite"),
    );
    const byTable = Object.fromEntries(
      inquiries.map((difference) => [difference.table, difference]),
    );
    // Nothing in the copy that the source does not hold, column for column.
    for (const { table, extra } of inquiries)
      expect({ table, extra }).toEqual({ table, extra: [] });
    // What the copy lacks is only what came after the snapshot: later inquiries, their mail
    // jobs and search rows, and nothing acknowledged before it.
    const later = new Set(byTable.submissions!.missing.map((row) => row.id));
    const laterRowids = new Set(byTable.submissions!.missing.map((row) => row.rowid));
    for (const ack of acknowledged) if (ack.at < takenAt) expect(later.has(ack.id)).toBe(false);
    expect(later.size).toBeGreaterThan(0);
    expect(byTable.outbox!.missing.every((row) => later.has(row.submission_id))).toBe(true);
    expect(byTable.outbox!.missing).toHaveLength(later.size);
    expect(byTable.submissions_search!.missing.every((row) => laterRowids.has(row.rowid))).toBe(
      true,
    );
    for (const { table, missing } of inquiries)
      if (!["submissions", "outbox", "submissions_search"].includes(table))
        expect({ table, missing }).toEqual({ table, missing: [] });

    // The staff database had no writes: the same, plus the row that records the restore.
    const staffDifferences = compareDatabases(
      path.join(restoredDir, "staff.sqlite"),
      path.join(dataDir, "staff.sqlite"),
    );
    for (const { table, missing, extra } of staffDifferences) {
      expect({ table, missing }).toEqual({ table, missing: [] });
      expect(extra.map((row) => row.action)).toEqual(
        table === "audit" ? ["restored from backup"] : [],
      );
    }
  } finally {
    await server.kill();
    await site.remove();
  }
});

describe("what a restore refuses", () => {
  let archives: { encrypted: string; clear: string };
  beforeAll(async () => {
    const dataDir = await seededDataDir();
    const backupDir = folder("backups");
    const encrypted = await takeBackup({ dataDir, backupDir, recipients: [keys.recipient] });
    // One second later, so that the two names differ.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const clear = await takeBackup({ dataDir, backupDir, recipients: [] });
    archives = { encrypted: encrypted.file, clear: clear.file };
  });

  /** Restores `bytes` as an archive into a new DATA_DIR; returns the error and what was left. */
  async function restoreBytes(bytes: Buffer, name = "backup.tar.gz.age") {
    const parent = folder("parent");
    mkdirSync(parent);
    const file = path.join(folder("damaged"));
    mkdirSync(file);
    const archive = path.join(file, name);
    writeFileSync(archive, bytes);
    const dataDir = path.join(parent, "data");
    const error = await restoreBackup({ file: archive, identities: [keys.identity], dataDir }).then(
      () => undefined,
      (reason: Error) => reason,
    );
    return { error, left: readdirSync(parent) };
  }

  test.each(["encrypted", "clear"] as const)(
    "a %s archive damaged in one byte, or cut short, stops the restore and writes nothing",
    async (kind) => {
      const whole = readFileSync(archives[kind]);
      const flipped = Buffer.from(whole);
      flipped[Math.floor(whole.length / 2)]! ^= 0x01;
      for (const bytes of [
        flipped,
        whole.subarray(0, whole.length - 1),
        whole.subarray(0, Math.floor(whole.length / 2)),
      ]) {
        const { error, left } = await restoreBytes(bytes);
        expect(error).toBeInstanceOf(BackupError);
        expect(error!.message).toMatch(/damaged|truncated|SHA-256/);
        expect(left).toEqual([]);
      }
    },
  );

  test("a folder that is not empty is refused, with why, and left as it was", async () => {
    const dataDir = await seededDataDir();
    const before = readdirSync(dataDir).sort();
    const sha = await fileSha256(path.join(dataDir, "submissions.sqlite"));
    await expect(
      restoreBackup({ file: archives.encrypted, identities: [keys.identity], dataDir }),
    ).rejects.toThrow(
      /is not empty \(it holds .*submissions\.sqlite.*\)\. A restore goes only into an empty folder/,
    );
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(await fileSha256(path.join(dataDir, "submissions.sqlite"))).toBe(sha);
    expect(readdirSync(path.dirname(dataDir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  test("an encrypted archive without its key, or with another, is refused", async () => {
    const dataDir = folder("data");
    await expect(
      restoreBackup({ file: archives.encrypted, identities: [], dataDir }),
    ).rejects.toThrow(/is encrypted: give the private key with --identity/);
    const other = await ageKeys();
    await expect(
      restoreBackup({ file: archives.encrypted, identities: [other.identity], dataDir }),
    ).rejects.toThrow(/cannot be decrypted: no identity matched/);
    expect(existsSync(dataDir)).toBe(false);
  });

  /**
   * The clear archive unpacked, changed by `change` (in the folder, with its manifest), packed
   * again, and restored: the error.
   */
  async function restoreChanged(change: (dir: string, manifest: Manifest) => void | Promise<void>) {
    const dir = folder("unpacked");
    mkdirSync(dir);
    await tar.extract({ file: archives.clear, cwd: dir });
    const manifest = JSON.parse(readFileSync(path.join(dir, manifestName), "utf8")) as Manifest;
    await change(dir, manifest);
    writeFileSync(path.join(dir, manifestName), JSON.stringify(manifest));
    const repacked = path.join(folder("repacked"));
    await tar.create({ file: repacked, cwd: dir, gzip: true }, readdirSync(dir));
    const { error, left } = await restoreBytes(readFileSync(repacked), "backup.tar.gz");
    // Refused: nothing written. Restored: DATA_DIR and nothing else.
    expect(left).toEqual(error ? [] : ["data"]);
    return error?.message;
  }

  /** Rewrites `file`'s entry in the manifest to its new size and hash. */
  async function rehash(dir: string, manifest: Manifest, file: string) {
    const entry = manifest.files.find((candidate) => candidate.path === file)!;
    entry.sha256 = await fileSha256(path.join(dir, file));
    entry.bytes = readFileSync(path.join(dir, file)).length;
  }

  test("each check can stop a restore: a hash, a file not listed, a row count, the audit chain", async () => {
    expect(
      await restoreChanged((dir) => {
        const db = new DatabaseSync(path.join(dir, "submissions.sqlite"));
        db.exec("UPDATE submissions SET message = 'changed'");
        db.close();
      }),
    ).toMatch(/submissions\.sqlite does not match its SHA-256 in the manifest/);

    expect(
      await restoreChanged((dir) => {
        mkdirSync(path.join(dir, "uploads"));
        writeFileSync(path.join(dir, "uploads", "extra.pdf"), "not listed");
      }),
    ).toMatch(/holds uploads\/extra\.pdf, which its manifest does not list/);

    expect(
      await restoreChanged((_dir, manifest) => {
        manifest.databases["submissions.sqlite"]!.tables.submissions = 3;
      }),
    ).toMatch(/table submissions has 2 rows, the manifest says 3/);

    expect(
      await restoreChanged(async (dir, manifest) => {
        const db = new DatabaseSync(path.join(dir, "staff.sqlite"));
        db.exec("DROP TRIGGER audit_no_update");
        db.exec("UPDATE audit SET client = '10.0.0.1' WHERE seq = 2");
        db.close();
        await rehash(dir, manifest, "staff.sqlite");
      }),
    ).toMatch(/staff\.sqlite: the audit chain is not the one the backup recorded/);

    // The same archive, unchanged but repacked, restores: the checks refuse only what is wrong.
    expect(await restoreChanged(() => {})).toBeUndefined();
  });
});

test("with a recipient, no word of an inquiry is in the backup folder; without, they are", async () => {
  const dataDir = await seededDataDir();
  const encryptedDir = folder("encrypted");
  const clearDir = folder("clear");
  await takeBackup({ dataDir, backupDir: encryptedDir, recipients: [keys.recipient] });
  await takeBackup({ dataDir, backupDir: clearDir, recipients: [] });
  const found = (dir: string) =>
    readdirSync(dir).flatMap((name) =>
      textsFound(readFileSync(path.join(dir, name)), [...messages, validInquiry.email]),
    );
  // The search finds the words when they are there…
  expect(found(clearDir)).toEqual([...messages, validInquiry.email]);
  // …and finds none in the encrypted one, whose only file is the archive.
  expect(readdirSync(encryptedDir)).toEqual([expect.stringMatching(/\.tar\.gz\.age$/)]);
  expect(found(encryptedDir)).toEqual([]);
});

test("uploaded files are backed up and restored byte for byte, and listed in the manifest", async () => {
  const dataDir = await seededDataDir();
  const resume = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
  mkdirSync(path.join(dataDir, "uploads", "2026"), { recursive: true });
  writeFileSync(path.join(dataDir, "uploads", "2026", "resume.pdf"), resume);
  const { file, manifest } = await takeBackup({
    dataDir,
    backupDir: folder("backups"),
    recipients: [keys.recipient],
  });
  expect(manifest.files.map((entry) => entry.path)).toEqual([
    "staff.sqlite",
    "submissions.sqlite",
    "uploads/2026/resume.pdf",
  ]);
  const restoredDir = folder("restored");
  const report = await restoreBackup({ file, identities: [keys.identity], dataDir: restoredDir });
  expect(report.uploads).toEqual({ files: 1, bytes: resume.length });
  expect(readFileSync(path.join(restoredDir, "uploads", "2026", "resume.pdf"))).toEqual(resume);
  // DATA_DIR holds the data, and the backup's snapshot folder is gone from the source.
  expect(readdirSync(restoredDir).sort()).toEqual([
    "staff.sqlite",
    "submissions.sqlite",
    "uploads",
  ]);
  expect(readdirSync(dataDir).filter((name) => name.startsWith(".backup-"))).toEqual([]);
});

test("a DATA_DIR without a database is not backed up, and the error says why", async () => {
  const empty = folder("empty");
  mkdirSync(empty);
  await expect(
    takeBackup({ dataDir: empty, backupDir: folder("backups"), recipients: [] }),
  ).rejects.toThrow(/holds no database: nothing to back up/);
});

test("`npm run backup` stopped midway leaves no snapshot in DATA_DIR and no partial archive", async () => {
  const dataDir = await seededDataDir();
  // 30 MB that do not compress: long enough to stop the backup while it writes.
  const big = new DatabaseSync(path.join(dataDir, "big.sqlite"));
  big.exec(`CREATE TABLE t (x BLOB);
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30000)
    INSERT INTO t SELECT randomblob(1000) FROM n;`);
  big.close();
  const backupDir = folder("backups");
  const child = spawn(process.execPath, ["scripts/backup.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupDir },
    stdio: "ignore",
  });
  const exited = once(child, "exit");
  const snapshots = () => readdirSync(dataDir).filter((name) => name.startsWith(".backup-"));
  await until(() => snapshots().length > 0, "the backup to start its snapshots");
  child.kill("SIGTERM");
  expect((await exited)[0]).toBe(1);
  expect(snapshots()).toEqual([]);
  expect(existsSync(backupDir) ? readdirSync(backupDir) : []).toEqual([]);
});
