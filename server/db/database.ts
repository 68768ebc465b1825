/**
 * The typed query layer (decision 029): Kysely over SQLite files in DATA_DIR (node:sqlite, through
 * the kysely-sqlite dialect) by default, or over one PostgreSQL database (`pg`) that every
 * instance shares when DATABASE_URL is set. The stores write the same queries for both.
 * https://kysely.dev/docs/dialects
 */
import { Kysely, PostgresDialect, sql } from "kysely";
import { SqliteDialect } from "kysely-sqlite";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { openDatabase } from "../sqlite.ts";
import { migrate } from "./migrate.ts";
import { rememberSqliteFile } from "./transaction.ts";

export { sqliteFileOf } from "./transaction.ts";

/** Which database the data lives in. */
export type Dialect = DatabaseConfig["dialect"];

/**
 * The parts of the data, each with its migrations in `server/db/migrations/<part>/`: on SQLite
 * each part is a file of its own in DATA_DIR (`<part>.sqlite`), on PostgreSQL all are tables of
 * the one database. `shared` holds what the instances share and may lose without harm: the
 * rate-limit counters and the jobs' leases.
 */
export const parts = {
  shared: {
    // Counters and leases lost with the last second before a power cut cost nothing: commits are
    // not flushed one by one (WAL's synchronous=NORMAL is still never corrupted by one).
    // https://sqlite.org/pragma.html#pragma_synchronous
    synchronous: "NORMAL",
  },
  // The résumés, where the instances share a database (server/uploads/database-files.ts;
  // decision 031): each one durable before its application is answered.
  files: { synchronous: "FULL" },
  // The inquiries, the inbox's notes, calls and replies, and the outbox of their notifications
  // (server/contact/store.ts, inbox.ts): each inquiry is on disk before it is acknowledged.
  submissions: { synchronous: "FULL" },
  // The job postings and every version published (server/careers/store.ts): each change is on
  // disk before it is answered.
  postings: { synchronous: "FULL" },
  // The job applications, their mail and replies (server/careers/applications.ts): an
  // application is on disk before the applicant is told it was received.
  applications: { synchronous: "FULL" },
  // The staff area (server/staff/store.ts): people, passkeys, sessions, challenges, presence,
  // saved replies and the audit trail; an audit row is on disk before its answer is sent.
  staff: { synchronous: "FULL" },
} as const satisfies Record<string, { synchronous: "NORMAL" | "FULL" }>;

export type Part = keyof typeof parts;

/** How long the health check waits for the database to answer. */
const checkTimeoutMs = 3_000;

/** What the server logs about the database (a Fastify logger fits). */
export interface DatabaseLog {
  error(details: object, message: string): void;
}

/** The data's database, open: one handle per part, migrated. */
export interface Databases {
  readonly dialect: Dialect;
  /** The handle on one part; its migrations have run, by one instance only. */
  part<Tables>(name: Part): Promise<Kysely<Tables>>;
  /** Throws unless every open part answers a query now (/healthz's readiness). */
  check(): Promise<void>;
  /** Closes the files, or ends the pool's connections. */
  close(): Promise<void>;
}

// node-postgres's types for this pool alone (never the module's global ones): a bigint (int8,
// which count(*) returns) reads as a number, as node:sqlite reads integers. Every integer kept
// here (counts, times in milliseconds) is far below 2^53.
const int8 = 20;
const poolTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === int8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

/**
 * What every connection of an instance's pool asks of its PostgreSQL session. An instance cut
 * off or frozen in the middle of a transaction (a network partition, a stopped VM) holds its
 * locks until PostgreSQL ends the session, and one of them, the inbox's change number
 * (inbox.ts), is taken by every stored inquiry: without a limit, the other instance's forms
 * would wait on it for as long as the kernel takes to give up on the connection (hours). The
 * server's transactions wait on nothing between their statements for more than milliseconds.
 * (The backup's snapshot, held open while pg_dump runs, has its own connection.)
 */
export const sessionSettings = { idle_in_transaction_session_timeout: 10_000 };

/** The PostgreSQL pool of one instance: `poolSize` connections at most. */
function postgresPool(url: string, poolSize: number, log?: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    ...sessionSettings,
    max: poolSize,
    // A database out of reach fails the request (503) in seconds, instead of holding it.
    connectionTimeoutMillis: 5_000,
    types: poolTypes,
    application_name: "home-care-site",
  });
  // A connection lost (a restart, a failover) errs on the connection: logged here, whether the
  // pool holds it idle or a request holds it (between a transaction's statements, or with a
  // statement under way). The pool listens only while it is idle, and an error nobody hears ends
  // the process (tests/system/postgres-outage.test.ts). A request's own statement fails (503);
  // the pool drops the connection and opens another on the next request.
  pool.on("connect", (client) =>
    client.on("error", (error) =>
      log?.error({ reason: error.message }, "a database connection was lost"),
    ),
  );
  // The pool passes on an idle connection's error as its own, logged above already; unheard, it
  // too would end the process.
  pool.on("error", () => {});
  return pool;
}

/**
 * A new handle on the database `config` says: the SQLite file `<name>.sqlite` in `dataDir`, or
 * a pool of connections to the PostgreSQL database (where `name` plays no part).
 */
export function openKysely(
  config: DatabaseConfig,
  dataDir: string,
  name: string,
  options: { synchronous: "NORMAL" | "FULL" } = { synchronous: "FULL" },
  log?: DatabaseLog,
): Kysely<unknown> {
  if (config.dialect === "postgres")
    return new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: postgresPool(config.url, config.poolSize, log) }),
    });
  const { db, file } = openDatabase(dataDir, `${name}.sqlite`);
  db.exec(`PRAGMA synchronous = ${options.synchronous}`);
  const handle = new Kysely<unknown>({ dialect: new SqliteDialect({ database: db }) });
  rememberSqliteFile(handle, file);
  return handle;
}

/**
 * Opens the data's database as `config` says: SQLite files in `dataDir`, or the PostgreSQL
 * database at its URL.
 */
export function openDatabases(
  config: DatabaseConfig,
  dataDir: string,
  options: { log?: DatabaseLog } = {},
): Databases {
  const opened = new Map<Part, Promise<Kysely<unknown>>>();
  let pool: Kysely<unknown> | undefined;

  function openPart(name: Part): Kysely<unknown> {
    if (config.dialect === "sqlite") return openKysely(config, dataDir, name, parts[name]);
    pool ??= openKysely(config, dataDir, name, parts[name], options.log);
    return pool;
  }

  return {
    dialect: config.dialect,
    part<Tables>(name: Part) {
      let handle = opened.get(name);
      if (!handle) {
        const db = openPart(name);
        handle = migrate(db, config.dialect, name).then(
          () => db,
          async (error: unknown) => {
            // A failed migration is tried again at the next call, on a handle of its own.
            opened.delete(name);
            if (db !== pool) await db.destroy();
            throw error;
          },
        );
        opened.set(name, handle);
      }
      return handle as Promise<Kysely<Tables>>;
    },
    async check() {
      const handles = await Promise.all(opened.values());
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`The database did not answer in ${checkTimeoutMs} ms`)),
          checkTimeoutMs,
        );
      });
      try {
        await Promise.race([Promise.all(handles.map((db) => sql`select 1`.execute(db))), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      const handles = await Promise.allSettled(opened.values());
      opened.clear();
      const distinct = new Set(
        handles.flatMap((handle) => (handle.status === "fulfilled" ? [handle.value] : [])),
      );
      if (pool) distinct.add(pool);
      pool = undefined;
      await Promise.all([...distinct].map((db) => db.destroy()));
    },
  };
}
