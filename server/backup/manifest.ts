/**
 * A backup's manifest: what the archive holds and what a restore must find in it. Each file's
 * SHA-256 and size, each database's row count per table and, for the staff database, the audit
 * chain's head; when the snapshot was taken and by which version of the project. It holds no
 * personal data: names of files and tables, counts and hashes.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { checkChain, type ChainCheck } from "../staff/audit-chain.ts";
import { toAuditRow } from "../staff/store.ts";

/** The manifest's name inside the archive; it is the archive's first entry. */
export const manifestName = "manifest.json";

/** What a restore checks a database against. */
export interface DatabaseSummary {
  /** Rows per table, virtual tables (the search index) and their storage included. */
  tables: Record<string, number>;
  /** The audit trail's chain as checked in the snapshot, for a database that has one. */
  auditChain?: ChainCheck;
}

/** One file of the archive. */
export interface ManifestFile {
  /** Its path inside DATA_DIR, with forward slashes (`staff.sqlite`, `uploads/…`). */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: "home-care-site backup";
  formatVersion: 1;
  /**
   * An instant before every snapshot began: whatever was committed (acknowledged) before it is
   * in this backup. The archive is named after it.
   */
  takenAt: string;
  /** The project that wrote it: package.json's version and, when known, the git commit. */
  project: { version: string; commit?: string };
  node: string;
  sqlite: string;
  /** The PostgreSQL server's version, when the backup holds its dump (`postgres.dump`). */
  postgres?: string;
  files: ManifestFile[];
  /** By file name (`submissions.sqlite`, `postgres.dump`). */
  databases: Record<string, DatabaseSummary>;
}

/** The SHA-256 of a file, read as a stream (files can be large). */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Throws unless SQLite's full integrity check of `db` finds nothing wrong. */
export function checkIntegrity(db: DatabaseSync, name: string): void {
  const problems = (db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[])
    .map((row) => row.integrity_check)
    .filter((line) => line !== "ok");
  if (problems.length > 0)
    throw new Error(`${name} failed SQLite's integrity_check: ${problems.slice(0, 3).join("; ")}`);
}

/** Row counts per table, and the audit chain's check when the database has an audit trail. */
export function summarise(db: DatabaseSync): DatabaseSummary {
  const names = (
    db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  const tables: Record<string, number> = {};
  for (const name of names) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    tables[name] = Number(
      (db.prepare(`SELECT count(*) AS n FROM ${quoted}`).get() as { n: number }).n,
    );
  }
  if (!names.includes("audit")) return { tables };
  const rows = db.prepare("SELECT * FROM audit ORDER BY seq").iterate();
  const auditChain = checkChain(
    (function* () {
      for (const row of rows) yield toAuditRow(row as Parameters<typeof toAuditRow>[0]);
    })(),
  );
  return { tables, auditChain };
}

/** Opens a database file of a backup read-only, summarises it and closes it. */
export function summariseFile(file: string, name: string): DatabaseSummary {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    checkIntegrity(db, name);
    return summarise(db);
  } finally {
    db.close();
  }
}

/** A summary's tables as a person would name them: the search index's storage (FTS5) left out. */
export function shownTables(summary: DatabaseSummary): [string, number][] {
  return Object.entries(summary.tables).filter(
    ([table]) => !/_(data|idx|content|docsize|config)$/.test(table),
  );
}

/** The project's version (package.json) and, when this is a git checkout, its commit. */
export function projectVersion(): Manifest["project"] {
  const packageJson = JSON.parse(
    readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
  ) as { version?: string };
  let commit: string | undefined;
  try {
    commit = execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    // Not a checkout (a copy deployed without .git, or no git): the version alone.
  }
  return { version: packageJson.version ?? "unversioned", ...(commit && { commit }) };
}
