/**
 * Backups of a site whose data is in PostgreSQL (DATABASE_URL, decision 029): one `pg_dump` in its
 * custom format, taken in a snapshot that the row counts and the audit chain of the manifest are
 * read in too, so the manifest describes exactly what the dump holds; and its restore with
 * `pg_restore` into an empty database, checked against the manifest before anything is said to
 * be done. https://www.postgresql.org/docs/current/app-pgdump.html
 *
 * PostgreSQL's own tools do the work; they must be at least as new as the server (`pg_dump` 15
 * refuses a server 16): docs/operations.md says which package gives them.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { checkChain } from "../staff/audit-chain.ts";
import { toAuditRow } from "../staff/store.ts";
import { BackupError } from "./archive.ts";
import type { DatabaseSummary } from "./manifest.ts";

const run = promisify(execFile);

/** The dump's name inside the archive. */
export const dumpName = "postgres.dump";

/** Where Debian and Ubuntu put each installed version's programs. */
const installs = "/usr/lib/postgresql";

/**
 * The newest installed copy of one of PostgreSQL's programs: Debian's per-version folders first
 * (several versions' clients can be installed side by side), then the PATH.
 */
function program(name: "pg_dump" | "pg_restore"): string {
  if (existsSync(installs)) {
    const newest = readdirSync(installs)
      .filter((version) => /^\d+$/.test(version))
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => path.join(installs, version, "bin", name))
      .find((file) => existsSync(file));
    if (newest) return newest;
  }
  return name;
}

/**
 * How the tools are told where the database is: the URL without its password, which goes in
 * their environment instead, never in a command line that `ps` shows to every user.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  };
}

/** A client that reads bigint counts as numbers, as the site's pool does (server/db/database.ts). */
function client(url: string): pg.Client {
  const int8 = 20;
  return new pg.Client({
    connectionString: url,
    application_name: "home-care-site backup",
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === int8
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
    },
  });
}

/** The major version of a program's `--version` line ("pg_dump (PostgreSQL) 15.14" → 15). */
async function programMajor(file: string): Promise<number> {
  try {
    const { stdout } = await run(file, ["--version"]);
    return Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
  } catch {
    throw new BackupError(
      `${file} could not be run: install PostgreSQL's client programs (docs/operations.md)`,
    );
  }
}

/** Refuses a client older than the server, which would fail halfway with a less clear message. */
async function checkClient(db: pg.Client, file: string): Promise<{ server: string; tool: number }> {
  const { rows } = await db.query<{ version: string; num: string }>(
    "SELECT current_setting('server_version') AS version, current_setting('server_version_num') AS num",
  );
  const server = rows[0]!;
  const serverMajor = Math.floor(Number(server.num) / 10_000);
  const tool = await programMajor(file);
  if (tool < serverMajor)
    throw new BackupError(
      `${path.basename(file)} is version ${tool}, the database is PostgreSQL ${serverMajor}: ` +
        `install postgresql-client-${serverMajor} (docs/operations.md)`,
    );
  return { server: server.version, tool };
}

/**
 * Row counts per table of the site's schema and the audit chain's check, read in `db`'s current
 * transaction (the dump's snapshot when taking a backup).
 */
async function summarise(db: pg.Client): Promise<DatabaseSummary> {
  const { rows: names } = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename",
  );
  const tables: Record<string, number> = {};
  for (const { name } of names) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM ${pg.escapeIdentifier(name)}`,
    );
    tables[name] = rows[0]!.n;
  }
  if (!("audit" in tables)) return { tables };
  const { rows } = await db.query("SELECT * FROM audit ORDER BY seq");
  return { tables, auditChain: checkChain(rows.map((row) => toAuditRow(row))) };
}

/** The database's size on disk: the room a dump of it needs at most, near enough. */
export async function databaseBytes(url: string): Promise<number> {
  const db = client(url);
  await db.connect();
  try {
    const { rows } = await db.query<{ bytes: number }>(
      "SELECT pg_database_size(current_database()) AS bytes",
    );
    return rows[0]!.bytes;
  } finally {
    await db.end();
  }
}

/** What a dump wrote, for the manifest. */
export interface PostgresDump {
  summary: DatabaseSummary;
  /** The server's version, as it says it. */
  server: string;
}

/**
 * Dumps the database at `url` into `file` (custom format), consistent as of one instant while the
 * site goes on writing: the snapshot is exported from a read-only REPEATABLE READ transaction that
 * stays open while pg_dump reads in it and the counts are taken in it.
 * https://www.postgresql.org/docs/current/functions-admin.html#FUNCTIONS-SNAPSHOT-SYNCHRONIZATION
 */
export async function dumpPostgres(url: string, file: string): Promise<PostgresDump> {
  const pgDump = program("pg_dump");
  const db = client(url);
  await db.connect();
  try {
    const { server } = await checkClient(db, pgDump);
    await db.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await db.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
    const { dbname, env } = connection(url);
    const dumped = run(
      pgDump,
      [
        "--format=custom",
        "--no-password",
        `--snapshot=${rows[0]!.id}`,
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      { env },
    );
    const [summary] = await Promise.all([
      summarise(db),
      dumped.catch((error: { stderr?: string; message: string }) => {
        throw new BackupError(`pg_dump failed: ${(error.stderr || error.message).trim()}`);
      }),
    ]);
    await db.query("COMMIT");
    return { summary, server };
  } finally {
    await db.end();
  }
}

/** Throws unless the database at `url` has no table: a restore never overwrites data. */
async function refuseNonEmpty(db: pg.Client): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT schemaname || '.' || tablename AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1 LIMIT 3`,
  );
  if (rows.length > 0)
    throw new BackupError(
      `The database of DATABASE_URL is not empty (it holds ${rows.map((row) => row.name).join(", ")}). ` +
        "A restore goes only into an empty database, so that it can never overwrite data: " +
        "create a new database (createdb), point DATABASE_URL at it, and restore again.",
    );
}

/**
 * Restores the dump `file` into the empty database at `url`, in one transaction (a dump that
 * fails halfway leaves the database empty), and returns what the database now holds, for the
 * caller to check against the manifest.
 */
export async function restorePostgres(url: string, file: string): Promise<DatabaseSummary> {
  const pgRestore = program("pg_restore");
  const db = client(url);
  await db.connect();
  try {
    await refuseNonEmpty(db);
    await checkClient(db, pgRestore);
    const { dbname, env } = connection(url);
    try {
      await run(
        pgRestore,
        [
          "--exit-on-error",
          "--single-transaction",
          "--no-password",
          // The tables become the restoring role's: the site's role on the new server, whatever
          // the old one was called.
          "--no-owner",
          "--no-privileges",
          `--dbname=${dbname}`,
          file,
        ],
        { env },
      );
    } catch (error) {
      const { stderr, message } = error as { stderr?: string; message: string };
      throw new BackupError(`pg_restore failed: ${(stderr || message).trim()}`);
    }
    return await summarise(db);
  } finally {
    await db.end();
  }
}

/**
 * Removes what a restore put in the database at `url` (which was empty before it), when it did
 * not match its manifest: the tables of the site's schema and the functions their triggers call.
 */
export async function emptyPostgres(url: string): Promise<void> {
  const db = client(url);
  await db.connect();
  try {
    await db.query(`DO $$
      DECLARE item record;
      BEGIN
        FOR item IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
          EXECUTE format('DROP TABLE %I CASCADE', item.tablename);
        END LOOP;
        FOR item IN SELECT oid::regprocedure AS name FROM pg_proc
          WHERE pronamespace = current_schema()::regnamespace LOOP
          EXECUTE format('DROP FUNCTION %s CASCADE', item.name);
        END LOOP;
      END $$`);
  } finally {
    await db.end();
  }
}
