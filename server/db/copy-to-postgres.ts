/**
 * Moving a site from SQLite to PostgreSQL (`npm run migrate-to-postgres`, docs/operations.md):
 * each part of the data (database.ts `parts`) is read from its file in DATA_DIR and written into
 * the same tables in PostgreSQL, which the part's own migrations make first, so the copy is the
 * schema the site will run on. Each part is copied in one transaction, into tables that must be
 * as a new database's migrations leave them (a row they insert, such as the postings' revision,
 * is replaced by the file's), and checked before it commits: every table's row count as in the file, and the audit
 * chain verifying as it did. A part that fails leaves nothing behind; one already copied is
 * refused, never copied twice.
 *
 * Rows keep their ids, identity columns included (`OVERRIDING SYSTEM VALUE`, the sequences moved
 * on after), and the order SQLite wrote them in: where a PostgreSQL table has a `rowid` column
 * standing in for SQLite's own, it gets the file's rowid.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync, type SQLOutputValue } from "node:sqlite";
import pg from "pg";
import { checkChain, type ChainCheck } from "../staff/audit-chain.ts";
import { toAuditRow } from "../staff/store.ts";
import type { DatabaseConfig } from "../config.ts";
import { openDatabases, type Part, parts } from "./database.ts";

/** Rows written per INSERT: PostgreSQL takes 65,535 parameters in one statement. */
const batchRows = 500;

/** What was copied of one part. */
export interface CopiedPart {
  part: Part;
  /** Rows per table, as counted in PostgreSQL before the commit (the same as the file's). */
  tables: Record<string, number>;
  /** The audit chain as checked in PostgreSQL, for the part that has one. */
  auditChain?: ChainCheck;
}

/** A refusal or failure of the move, in words for whoever runs it. */
export class MoveError extends Error {}

const quote = (name: string) => pg.escapeIdentifier(name);

/**
 * The tables of a SQLite file worth copying, parents before the tables whose foreign keys name
 * them: not SQLite's own, not the migrations' records (PostgreSQL's migrations write their own),
 * not a full-text index (virtual) or its storage, which PostgreSQL keeps in its own way.
 */
function tablesOf(db: DatabaseSync): string[] {
  const all = db
    .prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .all() as { name: string; sql: string | null }[];
  const virtual = all
    .filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql ?? ""))
    .map((table) => table.name);
  const names = all
    .map((table) => table.name)
    .filter(
      (name) =>
        !name.startsWith("sqlite_") &&
        !name.startsWith("kysely_migration") &&
        !virtual.some((index) => name === index || name.startsWith(`${index}_`)),
    );
  const ordered: string[] = [];
  const visit = (name: string, path: readonly string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new MoveError(`foreign keys go round in a circle at ${name}`);
    const parents = db.prepare(`PRAGMA foreign_key_list(${quote(name)})`).all() as {
      table: string;
    }[];
    for (const parent of parents)
      if (parent.table !== name && names.includes(parent.table))
        visit(parent.table, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}

/** A PostgreSQL table's columns, and which are identity columns. */
async function columnsOf(
  client: pg.ClientBase,
  table: string,
): Promise<{ names: Set<string>; identities: string[] }> {
  const { rows } = await client.query<{ name: string; identity: string }>(
    `SELECT column_name AS name, is_identity AS identity FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return {
    names: new Set(rows.map((row) => row.name)),
    identities: rows.filter((row) => row.identity === "YES").map((row) => row.name),
  };
}

/** A value as node-postgres writes it: SQLite's blobs as Buffers. */
const toParameter = (value: SQLOutputValue) =>
  value instanceof Uint8Array ? Buffer.from(value) : value;

/** Copies one table's rows from `file` into PostgreSQL's table of the same name. */
async function copyTable(source: DatabaseSync, client: pg.ClientBase, table: string) {
  const target = await columnsOf(client, table);
  if (target.names.size === 0)
    throw new MoveError(`table ${table} has no counterpart in PostgreSQL: is the site up to date?`);
  const sourceColumns = (
    source.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]
  ).map((column) => column.name);
  const missing = sourceColumns.filter((column) => !target.names.has(column));
  if (missing.length > 0)
    throw new MoveError(`${table}.${missing.join(", ")} has no place in PostgreSQL's ${table}`);
  // SQLite's own row numbers, where PostgreSQL has a column standing in for them.
  const withRowid = target.names.has("rowid") && !sourceColumns.includes("rowid");
  const columns = [...(withRowid ? ["rowid"] : []), ...sourceColumns];
  const select = `SELECT ${withRowid ? "rowid AS __rowid, " : ""}${sourceColumns.map(quote).join(", ")} FROM ${quote(table)}${withRowid ? " ORDER BY rowid" : ""}`;
  const overriding = target.identities.length > 0 ? " OVERRIDING SYSTEM VALUE" : "";
  let batch: SQLOutputValue[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch
      .map((row, r) => `(${row.map((_value, c) => `$${r * columns.length + c + 1}`).join(", ")})`)
      .join(", ");
    await client.query(
      `INSERT INTO ${quote(table)} (${columns.map(quote).join(", ")})${overriding} VALUES ${values}`,
      batch.flat().map(toParameter),
    );
    batch = [];
  };
  for (const row of source.prepare(select).iterate() as Iterable<Record<string, SQLOutputValue>>) {
    batch.push(columns.map((column) => row[column === "rowid" && withRowid ? "__rowid" : column]!));
    if (batch.length === batchRows) await flush();
  }
  await flush();
  // The next row PostgreSQL numbers itself comes after the last one copied.
  for (const column of target.identities)
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column)}), 0) + 1, false) FROM ${quote(table)}`,
      [quote(table), column],
    );
}

/** Rows per table of `tables`, counted in `count`. */
async function counts(
  tables: readonly string[],
  count: (table: string) => Promise<number> | number,
): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) result[table] = await count(table);
  return result;
}

/**
 * The rows a new database's migrations of `part` put in each table (the postings' revision row),
 * counted in a throwaway SQLite file: the migrations are the same on both databases.
 */
async function seededCounts(part: Part): Promise<Record<string, number>> {
  const dir = mkdtempSync(path.join(tmpdir(), "seeded-"));
  try {
    const fresh = openDatabases({ dialect: "sqlite" }, dir);
    try {
      await fresh.part(part);
    } finally {
      await fresh.close();
    }
    const db = new DatabaseSync(path.join(dir, `${part}.sqlite`), { readOnly: true });
    try {
      return await counts(tablesOf(db), (table) =>
        Number((db.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get() as { n: number }).n),
      );
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Copies the part `part` from its SQLite file in `dataDir` into the PostgreSQL database of
 * `config`, migrated first; refuses when the part's tables there hold any row. Returns undefined
 * when the data folder has no file for the part (a site that never used it).
 */
export async function copyPart(
  dataDir: string,
  config: DatabaseConfig & { dialect: "postgres" },
  part: Part,
): Promise<CopiedPart | undefined> {
  const file = path.join(dataDir, `${part}.sqlite`);
  if (!existsSync(file)) return undefined;
  // The file is brought up to date by its own migrations first (the site stopped, as the move
  // asks, may be older than this code), through the site's own opening of it.
  const local = openDatabases({ dialect: "sqlite" }, dataDir);
  try {
    await local.part(part);
  } finally {
    await local.close();
  }
  const remote = openDatabases(config, dataDir);
  try {
    await remote.part(part);
  } finally {
    await remote.close();
  }

  const seeded = await seededCounts(part);
  const source = new DatabaseSync(file, { readOnly: true });
  const client = new pg.Client({
    connectionString: config.url,
    application_name: "migrate-to-postgres",
  });
  await client.connect();
  try {
    const tables = tablesOf(source);
    const sourceCounts = await counts(tables, (table) =>
      Number(
        (source.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get() as { n: number }).n,
      ),
    );
    await client.query("BEGIN");
    try {
      const before = await counts(tables, async (table) => {
        const { rows } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM ${quote(table)}`,
        );
        return Number(rows[0]!.n);
      });
      const filled = Object.entries(before).filter(([table, rows]) => rows > (seeded[table] ?? 0));
      if (filled.length > 0)
        throw new MoveError(
          `PostgreSQL's ${filled.map(([table, rows]) => `${table} (${rows} rows)`).join(", ")} ` +
            `already hold data: the ${part} part was copied before, or the site has run on ` +
            "PostgreSQL. Nothing of it was copied again.",
        );
      // The rows the migrations put in make way for the file's, children first.
      for (const table of [...tables].reverse())
        if ((seeded[table] ?? 0) > 0) await client.query(`DELETE FROM ${quote(table)}`);
      for (const table of tables) await copyTable(source, client, table);
      const copied = await counts(tables, async (table) => {
        const { rows } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM ${quote(table)}`,
        );
        return Number(rows[0]!.n);
      });
      for (const table of tables)
        if (copied[table] !== sourceCounts[table])
          throw new MoveError(
            `${table}: ${copied[table]} rows arrived in PostgreSQL, the file has ${sourceCounts[table]}`,
          );
      let auditChain: ChainCheck | undefined;
      if (tables.includes("audit")) {
        const { rows } = await client.query("SELECT * FROM audit ORDER BY seq");
        auditChain = checkChain(rows.map((row) => toAuditRow(row)));
        const before = checkChain(
          (source.prepare("SELECT * FROM audit ORDER BY seq").all() as never[]).map((row) =>
            toAuditRow(row),
          ),
        );
        if (JSON.stringify(auditChain) !== JSON.stringify(before))
          throw new MoveError(
            `the audit chain checks differently in PostgreSQL (${JSON.stringify(auditChain)}) ` +
              `than in the file (${JSON.stringify(before)})`,
          );
      }
      await client.query("COMMIT");
      return { part, tables: copied, ...(auditChain && { auditChain }) };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  } finally {
    source.close();
    await client.end();
  }
}

/** Copies every part of the data that `dataDir` has a file for, one after the other. */
export async function copyToPostgres(
  dataDir: string,
  config: DatabaseConfig & { dialect: "postgres" },
): Promise<CopiedPart[]> {
  const copied: CopiedPart[] = [];
  for (const part of Object.keys(parts) as Part[]) {
    const result = await copyPart(dataDir, config, part);
    if (result) copied.push(result);
  }
  return copied;
}
