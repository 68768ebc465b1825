/**
 * The database a `*.db.test.ts` runs on: SQLite files in a temporary data folder, or a database
 * of its own in the system tests' PostgreSQL (test-postgres.ts is the cluster), with the handles
 * each instance opens on it. `testDatabase` registers the hooks that make it before each test (or
 * once, before the block's tests) and close, drop and remove everything after;
 * `emptyPostgresDatabase` is one more PostgreSQL database, for a test that needs several.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, inject, onTestFinished } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { type Databases, type Dialect, openDatabases, openKysely } from "./database.ts";
import { createTestDatabase } from "./test-postgres.ts";

/** The configuration of one dialect, as the site reads it from its environment. */
type ConfigOf<D extends Dialect> = Extract<DatabaseConfig, { dialect: D }>;

/** The test's database, and the handles on it, as the hooks of `testDatabase` make them. */
export interface TestDatabase<D extends Dialect> {
  /** The data folder: SQLite's files, the uploads, whatever a server writes beside them. */
  readonly dataDir: string;
  /** What the site would read: SQLite in `dataDir`, or this test's own PostgreSQL database. */
  readonly config: ConfigOf<D>;
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: for a server or a process started on it. */
  readonly env: { DATA_DIR: string; DATABASE_URL?: string };
  /** An instance's handles on the database (openDatabases), closed after the test. */
  open(): Databases;
  /** A bare handle, no part's migrations run (openKysely), closed after the test. */
  openKysely(name: string): Kysely<unknown>;
}

/** A new empty database in the system tests' PostgreSQL, as the site's configuration names it. */
async function postgresDatabase(): Promise<{
  config: ConfigOf<"postgres">;
  drop(): Promise<void>;
}> {
  const database = await createTestDatabase(inject("postgresUrl"));
  return { config: { dialect: "postgres", url: database.url, poolSize: 4 }, drop: database.drop };
}

/**
 * Registers the hooks of a block of tests on `dialect`: before each test (before all of them with
 * `once`) a new data folder named from `folder` and, on PostgreSQL, a new database; after it,
 * every handle opened through `open` and `openKysely` closed, the database dropped and the
 * folder removed. Call it in the block (describe), before the block's own hooks, which then run
 * inside these.
 */
export function testDatabase<D extends Dialect>(
  dialect: D,
  folder: string,
  options: { once?: boolean } = {},
): TestDatabase<D> {
  const handles: { close(): Promise<void> }[] = [];
  let dataDir = "";
  let config = { dialect: "sqlite" } as ConfigOf<D>;
  let drop = async () => {};

  (options.once ? beforeAll : beforeEach)(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), folder));
    if (dialect === "postgres") {
      const made = await postgresDatabase();
      config = made.config as ConfigOf<D>;
      drop = made.drop;
    }
  });

  (options.once ? afterAll : afterEach)(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    await drop();
    drop = async () => {};
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get dataDir() {
      return dataDir;
    },
    get config() {
      return config;
    },
    get env() {
      const site: DatabaseConfig = config;
      return {
        DATA_DIR: dataDir,
        ...(site.dialect === "postgres" ? { DATABASE_URL: site.url } : {}),
      };
    },
    open() {
      const opened = openDatabases(config, dataDir);
      handles.push(opened);
      return opened;
    },
    openKysely(name) {
      const opened = openKysely(config, dataDir, name);
      handles.push({ close: () => opened.destroy() });
      return opened;
    },
  };
}

/**
 * A new empty database in the system tests' PostgreSQL, for a test that needs more than one (a
 * backup's source and the one it is restored into): dropped when the test ends.
 */
export async function emptyPostgresDatabase(): Promise<ConfigOf<"postgres">> {
  const { config, drop } = await postgresDatabase();
  onTestFinished(drop);
  return config;
}
