/**
 * Restoring a backup, into an empty DATA_DIR only. The archive is unpacked into a folder beside
 * DATA_DIR and checked there: every file's SHA-256 and size against the manifest, nothing more
 * and nothing less than it lists, SQLite's integrity_check, each table's row count and the audit
 * chain. Only then does the folder take DATA_DIR's place, in one rename; a damaged, truncated or
 * wrongly decrypted archive stops before that and leaves nothing behind.
 *
 * A backup with a PostgreSQL dump goes into the empty database of DATABASE_URL (postgres.ts), in
 * one transaction, and is checked there the same way; one that does not match its manifest is
 * removed again.
 */
import {
  chmodSync,
  type Dirent,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import type { DatabaseConfig } from "../config.ts";
import { openDatabases } from "../db/database.ts";
import { StaffStore } from "../staff/store.ts";
import { BackupError, readArchive, syncFolder } from "./archive.ts";
import { uploadsFolder } from "./backup.ts";
import {
  type DatabaseSummary,
  fileSha256,
  type Manifest,
  manifestName,
  summariseFile,
} from "./manifest.ts";
import { dumpName, emptyPostgres, restorePostgres } from "./postgres.ts";

/**
 * A path the manifest may list: a database at the top (a SQLite file, or PostgreSQL's dump), or a
 * file below the uploads folder.
 */
const safePath = z
  .string()
  .refine(
    (value) =>
      /^[A-Za-z0-9._-]+\.sqlite$/.test(value) ||
      value === dumpName ||
      (value.startsWith(`${uploadsFolder}/`) &&
        value.split("/").every((part) => part !== "" && part !== "." && part !== "..")),
    "a database file or a file below uploads/",
  );

const chainCheck = z.union([
  z.object({ ok: z.literal(true), rows: z.number(), head: z.string() }),
  z.object({ ok: z.literal(false), rows: z.number(), brokenAt: z.number(), reason: z.string() }),
]);

/** The manifest as a restore accepts it: it comes from a file, so it is checked like input. */
const manifestSchema = z.object({
  format: z.literal("home-care-site backup"),
  formatVersion: z.literal(1),
  takenAt: z.iso.datetime(),
  project: z.object({ version: z.string(), commit: z.string().optional() }),
  node: z.string(),
  sqlite: z.string(),
  postgres: z.string().optional(),
  files: z.array(
    z.object({
      path: safePath,
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  databases: z.record(
    z.string(),
    z.object({ tables: z.record(z.string(), z.number()), auditChain: chainCheck.optional() }),
  ),
});

/** What a restore put in place. */
export interface RestoreReport {
  manifest: Manifest;
  dataDir: string;
  /** Uploaded files restored, and their bytes. */
  uploads: { files: number; bytes: number };
  /** The audit row that records the restore, when there is an audit trail. */
  auditRow?: number;
}

/** Throws unless `dataDir` is missing or an empty folder. */
function refuseNonEmpty(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  if (!statSync(dataDir).isDirectory())
    throw new BackupError(`DATA_DIR ${dataDir} is a file, not a folder`);
  const entries = readdirSync(dataDir);
  if (entries.length === 0) return;
  const shown = entries.slice(0, 3).join(", ") + (entries.length > 3 ? ", …" : "");
  throw new BackupError(
    `DATA_DIR ${dataDir} is not empty (it holds ${shown}). A restore goes only into an empty ` +
      `folder, so that it can never overwrite data: stop the server, move the folder aside ` +
      `(mv ${dataDir} ${dataDir}.old), and restore again.`,
  );
}

/** Every file below `dir`, as paths with forward slashes; throws at anything else. */
function filesBelow(dir: string, relative = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true }) as Dirent[]) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesBelow(dir, child));
    else if (entry.isFile()) files.push(child);
    else throw new BackupError(`the archive holds ${child}, which is not a plain file`);
  }
  return files;
}

function readManifest(dir: string): Manifest {
  let text: string;
  try {
    text = readFileSync(path.join(dir, manifestName), "utf8");
  } catch {
    throw new BackupError(`the archive has no ${manifestName}: it is not a complete backup`);
  }
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw new BackupError(`${manifestName} is not JSON: the archive is damaged`);
  }
  if (!parsed.success)
    throw new BackupError(
      `${manifestName} is not a manifest this version can read: ${parsed.error.issues
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; ")}`,
    );
  return parsed.data as Manifest;
}

/** Every file listed, with its size and SHA-256, and no file that is not. */
async function checkFiles(dir: string, manifest: Manifest): Promise<void> {
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const found of filesBelow(dir)) {
    if (found !== manifestName && !listed.has(found))
      throw new BackupError(`the archive holds ${found}, which its manifest does not list`);
  }
  for (const file of manifest.files) {
    const full = path.join(dir, file.path);
    if (!existsSync(full))
      throw new BackupError(`${file.path} is listed in the manifest but missing from the archive`);
    if (statSync(full).size !== file.bytes || (await fileSha256(full)) !== file.sha256)
      throw new BackupError(`${file.path} does not match its SHA-256 in the manifest: damaged`);
  }
}

/** Each table's row count and the audit chain of one database, against the manifest's. */
function compareSummary(name: string, found: DatabaseSummary, manifest: Manifest): void {
  const expected = manifest.databases[name];
  if (!expected) throw new BackupError(`the manifest gives no row counts for ${name}`);
  for (const table of new Set([...Object.keys(expected.tables), ...Object.keys(found.tables)])) {
    if (found.tables[table] !== expected.tables[table])
      throw new BackupError(
        `${name}: table ${table} has ${found.tables[table] ?? "no"} rows, the manifest says ${expected.tables[table] ?? "none"}`,
      );
  }
  if (!isDeepStrictEqual(found.auditChain, expected.auditChain))
    throw new BackupError(
      `${name}: the audit chain is not the one the backup recorded ` +
        `(found ${JSON.stringify(found.auditChain)}, manifest ${JSON.stringify(expected.auditChain)})`,
    );
}

/** integrity_check, each table's row count and the audit chain, against the manifest. */
function checkDatabases(dir: string, manifest: Manifest): void {
  const listed = manifest.files.filter((file) => file.path.endsWith(".sqlite"));
  for (const { path: name } of listed)
    compareSummary(name, summariseFile(path.join(dir, name), name), manifest);
}

/**
 * Restores the archive's PostgreSQL dump into the empty database at `url` and checks it against
 * the manifest; removes it again when it does not match.
 */
async function restoreDump(dir: string, url: string, manifest: Manifest): Promise<void> {
  const found = await restorePostgres(url, path.join(dir, dumpName));
  try {
    compareSummary(dumpName, found, manifest);
  } catch (error) {
    await emptyPostgres(url);
    throw error;
  }
}

/** Writes the files and folders below `dir` to disk, owner-only, before they are put in place. */
async function syncTree(dir: string): Promise<void> {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await syncTree(full);
    } else {
      chmodSync(full, 0o600);
      const handle = await open(full, "r");
      await handle.sync();
      await handle.close();
    }
  }
  await syncFolder(dir);
}

/**
 * Where to unpack: a new folder beside DATA_DIR, renamed onto it at the end. When DATA_DIR is a
 * mount point (a volume of its own, as in a container) or its parent cannot be written, inside
 * the empty DATA_DIR instead, its entries then moved up.
 */
function unpackFolder(dataDir: string): { dir: string; putInPlace: () => Promise<void> } {
  const parent = path.dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  const exists = existsSync(dataDir);
  const mountPoint = exists && statSync(dataDir).dev !== statSync(parent).dev;
  if (!mountPoint) {
    try {
      const dir = mkdtempSync(path.join(parent, `.${path.basename(dataDir)}.restore-`));
      return {
        dir,
        putInPlace: async () => {
          // Replaces DATA_DIR if it is an empty folder; fails if anything appeared in it since.
          renameSync(dir, dataDir);
          await syncFolder(parent);
        },
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (!exists || (code !== "EACCES" && code !== "EPERM")) throw error;
    }
  }
  const dir = mkdtempSync(path.join(dataDir, ".restore-"));
  return {
    dir,
    putInPlace: async () => {
      for (const entry of readdirSync(dir))
        renameSync(path.join(dir, entry), path.join(dataDir, entry));
      rmdirSync(dir);
      await syncFolder(dataDir);
    },
  };
}

/**
 * Restores the archive `file` into `dataDir`, which must be missing or empty, decrypting it with
 * `identities` (age private keys) when it is encrypted. Throws a BackupError, having written
 * nothing, when the archive is not a sound backup.
 */
export async function restoreBackup(options: {
  file: string;
  identities: readonly string[];
  dataDir: string;
  /** Where the data goes; SQLite files in `dataDir` when not given. */
  database?: DatabaseConfig;
}): Promise<RestoreReport> {
  const { file, dataDir } = options;
  const postgresUrl = options.database?.dialect === "postgres" ? options.database.url : undefined;
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  refuseNonEmpty(dataDir);
  const target = unpackFolder(dataDir);
  let restoredDump = false;
  try {
    await readArchive({ file, identities: options.identities, into: target.dir });
    const manifest = readManifest(target.dir);
    await checkFiles(target.dir, manifest);
    checkDatabases(target.dir, manifest);
    if (manifest.files.some((entry) => entry.path === dumpName)) {
      if (!postgresUrl)
        throw new BackupError(
          "This backup holds a PostgreSQL database: set DATABASE_URL to an empty database " +
            "(docs/operations.md) and restore again.",
        );
      await restoreDump(target.dir, postgresUrl, manifest);
      restoredDump = true;
      // The dump is in the database now; DATA_DIR keeps the files alone.
      rmSync(path.join(target.dir, dumpName));
    }
    const uploads = manifest.files.filter((entry) => entry.path.startsWith(`${uploadsFolder}/`));
    // The trail says that it was restored, and to what: its head went back to the backup's.
    let auditRow: number | undefined;
    // In staff.sqlite, or in the PostgreSQL database the dump went into.
    const chainInDump = restoredDump && manifest.databases[dumpName]?.auditChain !== undefined;
    if (manifest.databases["staff.sqlite"]?.auditChain || chainInDump) {
      const databases = openDatabases(
        chainInDump ? options.database! : { dialect: "sqlite" },
        target.dir,
      );
      try {
        const staff = await StaffStore.open(databases);
        auditRow = (
          await staff.audit({
            personId: null,
            action: "restored from backup",
            client: "command line",
            detail: { archive: path.basename(file), takenAt: manifest.takenAt },
          })
        ).seq;
      } finally {
        await databases.close();
      }
    }
    // DATA_DIR holds the data only; the manifest stays in the archive.
    rmSync(path.join(target.dir, manifestName));
    await syncTree(target.dir);
    await target.putInPlace();
    return {
      manifest,
      dataDir,
      uploads: {
        files: uploads.length,
        bytes: uploads.reduce((sum, entry) => sum + entry.bytes, 0),
      },
      auditRow,
    };
  } catch (error) {
    rmSync(target.dir, { recursive: true, force: true });
    if (restoredDump && postgresUrl) await emptyPostgres(postgresUrl);
    throw error;
  }
}
