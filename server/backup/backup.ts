/**
 * Taking a backup while the server runs: every SQLite database in DATA_DIR copied with SQLite's
 * online backup API (node:sqlite `backup()`), never as a file copy, which can tear a database in
 * write-ahead-log mode; the PostgreSQL database, when DATABASE_URL names one, dumped by pg_dump
 * (postgres.ts); then the uploaded files; then one archive (archive.ts) with a manifest
 * (manifest.ts). https://sqlite.org/backup.html
 *
 * The snapshots are made in a folder inside DATA_DIR, beside the data they copy and as protected,
 * and deleted after: nothing unencrypted is written to the backup folder when recipients are set.
 */
import {
  chmodSync,
  copyFileSync,
  constants,
  type Dirent,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import type { DatabaseConfig } from "../config.ts";
import { archiveName, BackupError, syncFolder, writeArchive } from "./archive.ts";
import {
  checkIntegrity,
  fileSha256,
  type Manifest,
  manifestName,
  projectVersion,
  summarise,
} from "./manifest.ts";
import { databaseBytes, dumpName, dumpPostgres, type PostgresDump } from "./postgres.ts";

/** Uploaded files (résumés with applications) live here, inside DATA_DIR. */
export const uploadsFolder = "uploads";

/** What a backup wrote. */
export interface BackupResult {
  file: string;
  bytes: number;
  encrypted: boolean;
  seconds: number;
  manifest: Manifest;
}

/** The databases in `dataDir`: its `*.sqlite` files (their -wal and -shm are read through SQLite). */
export function databasesIn(dataDir: string): string[] {
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".sqlite"))
    .map((entry) => entry.name)
    .sort();
}

/** Whether the process that named a leftover file still runs. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes what a backup killed midway left (its snapshot folder, its unfinished archive): each
 * is named after its process, and only those of processes no longer running are removed.
 */
function removeLeftovers(dir: string, pattern: RegExp): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = pattern.exec(entry.name)?.[1];
    if (pid && !isRunning(Number(pid)))
      rmSync(path.join(dir, entry.name), { recursive: true, force: true });
  }
}

/** Room kept free on DATA_DIR's disk beyond the snapshots: the site's own commits need it. */
const headroomBytes = 64 * 1024 * 1024;

/**
 * Throws unless DATA_DIR's disk has room for the snapshots and the site's writes beside them: a
 * backup that filled it would make the site refuse inquiries until it was done.
 */
function checkRoom(dataDir: string, databases: readonly string[], dumpBytes = 0): void {
  const size = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  const needed = databases.reduce(
    (sum, name) => sum + size(path.join(dataDir, name)) + size(path.join(dataDir, `${name}-wal`)),
    dumpBytes,
  );
  const { bavail, bsize } = statfsSync(dataDir);
  const free = bavail * bsize;
  if (free < needed + headroomBytes) {
    const mib = (bytes: number) => `${Math.ceil(bytes / 1_048_576)} MiB`;
    throw new BackupError(
      `DATA_DIR's disk has ${mib(free)} free; the snapshots need ${mib(needed)} and the site ` +
        `${mib(headroomBytes)} beside them. Free space there: a backup must not fill the disk ` +
        "the site writes inquiries to.",
    );
  }
}

/**
 * Copies one live database with the online backup API into `target`, as a self-contained file
 * (rollback journal, no -wal beside it), and checks the copy's integrity.
 */
async function snapshot(source: string, target: string): Promise<void> {
  // Read-only: the backup never writes to the live file.
  const live = new DatabaseSync(source, { readOnly: true });
  try {
    live.exec("PRAGMA busy_timeout = 5000");
    // All pages in one step, in one read transaction: on its own connection a copy in several
    // steps would start over at every commit the server makes, and under steady load might never
    // finish. In WAL mode the read holds no writer back. https://sqlite.org/c3ref/backup_finish.html
    await backup(live, target, { rate: 2 ** 31 - 1 });
  } finally {
    live.close();
  }
  const copy = new DatabaseSync(target);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
    checkIntegrity(copy, path.basename(source));
  } finally {
    copy.close();
  }
  chmodSync(target, 0o600);
}

/**
 * Puts an uploaded file in the snapshot folder: a hard link (no bytes copied, no room needed, and
 * unaffected if the upload is deleted meanwhile; uploads are never changed in place), or a copy
 * when `uploads/` is a disk of its own.
 */
function placeUpload(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    copyFileSync(source, target, constants.COPYFILE_FICLONE);
  }
}

/** Puts the uploads tree into `staging`; returns the copied files' paths below DATA_DIR. */
function copyUploads(dataDir: string, staging: string): string[] {
  const copied: string[] = [];
  const walk = (relative: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(dataDir, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    mkdirSync(path.join(staging, relative), { mode: 0o700 });
    for (const entry of entries) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) {
        try {
          placeUpload(path.join(dataDir, child), path.join(staging, child));
          copied.push(child);
        } catch (error) {
          // Deleted since it was listed (retention): it is not part of this backup.
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
    }
  };
  walk(uploadsFolder);
  return copied;
}

/** The snapshot folders and unfinished archives of backups under way in this process. */
const unfinished = new Set<string>();

/**
 * Removes what the backups under way in this process have written so far: for a process told to
 * stop, so that no snapshot (inquiries in clear) is left behind in DATA_DIR.
 */
export function abandonBackups(): void {
  for (const leftover of unfinished) rmSync(leftover, { recursive: true, force: true });
  unfinished.clear();
}

/** The manifest of the snapshots and uploads in `staging`. */
async function describe(
  staging: string,
  databases: readonly string[],
  uploads: readonly string[],
  takenAt: Date,
  dump?: PostgresDump,
): Promise<Manifest> {
  const summaries: Manifest["databases"] = {};
  for (const name of databases) {
    const db = new DatabaseSync(path.join(staging, name), { readOnly: true });
    try {
      summaries[name] = summarise(db);
    } finally {
      db.close();
    }
  }
  const files = [];
  if (dump) summaries[dumpName] = dump.summary;
  for (const file of [...databases, ...(dump ? [dumpName] : []), ...uploads]) {
    const full = path.join(staging, file);
    files.push({ path: file, bytes: statSync(full).size, sha256: await fileSha256(full) });
  }
  const memory = new DatabaseSync(":memory:");
  const sqlite = (memory.prepare("SELECT sqlite_version() AS v").get() as { v: string }).v;
  memory.close();
  return {
    format: "home-care-site backup",
    formatVersion: 1,
    takenAt: takenAt.toISOString(),
    project: projectVersion(),
    node: process.version,
    sqlite,
    ...(dump && { postgres: dump.server }),
    files,
    databases: summaries,
  };
}

/**
 * Writes the archive of `entries` (in `staging`) as `backupDir/name`, whole or not at all: to a
 * hidden partial file first, then linked to its name, which it never replaces.
 */
async function publish(
  staging: string,
  entries: string[],
  target: { backupDir: string; name: string; recipients: readonly string[] },
): Promise<string> {
  const partial = path.join(target.backupDir, `.${target.name}.${process.pid}.partial`);
  const file = path.join(target.backupDir, target.name);
  unfinished.add(partial);
  try {
    await writeArchive({ staging, entries, file: partial, recipients: target.recipients });
    linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new BackupError(`${file} already exists: one backup per second`);
    throw error;
  } finally {
    rmSync(partial, { force: true });
    unfinished.delete(partial);
  }
  await syncFolder(target.backupDir);
  return file;
}

/**
 * Backs up `dataDir` into a new archive in `backupDir`, encrypted to `recipients` when given.
 * Safe while the server runs and takes submissions.
 */
export async function takeBackup(options: {
  dataDir: string;
  backupDir: string;
  recipients: readonly string[];
  /** Where the data is; SQLite files in `dataDir` when not given. */
  database?: DatabaseConfig;
}): Promise<BackupResult> {
  const started = performance.now();
  const { dataDir, backupDir, recipients } = options;
  const postgresUrl = options.database?.dialect === "postgres" ? options.database.url : undefined;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const databases = databasesIn(dataDir);
  if (databases.length === 0 && !postgresUrl)
    throw new BackupError(`${dataDir} holds no database: nothing to back up (is DATA_DIR right?)`);
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  removeLeftovers(dataDir, /^\.backup-(\d+)-/);
  removeLeftovers(backupDir, /^\.backup-.*\.(\d+)\.partial$/);
  checkRoom(dataDir, databases, postgresUrl ? await databaseBytes(postgresUrl) : 0);

  const staging = mkdtempSync(path.join(dataDir, `.backup-${process.pid}-`));
  unfinished.add(staging);
  try {
    // Everything committed before this instant is in the snapshots, which all start after it.
    const takenAt = new Date();
    for (const name of databases)
      await snapshot(path.join(dataDir, name), path.join(staging, name));
    const dump = postgresUrl && (await dumpPostgres(postgresUrl, path.join(staging, dumpName)));
    const uploads = copyUploads(dataDir, staging);
    const manifest = await describe(staging, databases, uploads, takenAt, dump || undefined);
    writeFileSync(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    const encrypted = recipients.length > 0;
    const file = await publish(
      staging,
      [
        manifestName,
        ...databases,
        ...(dump ? [dumpName] : []),
        ...(uploads.length > 0 ? [uploadsFolder] : []),
      ],
      { backupDir, name: archiveName(takenAt, encrypted), recipients },
    );
    return {
      file,
      bytes: statSync(file).size,
      encrypted,
      seconds: (performance.now() - started) / 1000,
      manifest,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unfinished.delete(staging);
  }
}
