/**
 * A real PostgreSQL for the tests: a throwaway cluster in a temporary folder (initdb, pg_ctl),
 * on a free loopback port and a Unix socket in that folder, stopped and removed after. Debian's
 * `postgresql` provides the programs (`scripts/ensure-postgres.ts` installs it in CI). PostgreSQL
 * refuses to run as root: as root, the cluster is the `postgres` system user's, as the package
 * made it. The system tests start one per run (tests/system/postgres-setup.ts) and each test
 * file makes a database of its own in it.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const installs = "/usr/lib/postgresql";

/** The folder of the newest PostgreSQL's programs (Debian: /usr/lib/postgresql/<version>/bin), if any. */
export function postgresBin(): string | undefined {
  if (!existsSync(installs)) return undefined;
  const versions = readdirSync(installs)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(installs, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(installs, versions[0], "bin");
}

/** The `postgres` system user's ids, when this process runs as root. */
function clusterOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (!line) throw new Error("Running as root, and there is no postgres user to run PostgreSQL as");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/** A port nobody listens on now, on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A running cluster: the superuser's URL, and how to stop it and remove its folder. */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, without TLS (loopback) or password (trust). */
  url: string;
  /** The programs' version (initdb --version). */
  version: string;
  stop(): Promise<void>;
}

/**
 * Starts a throwaway cluster. `durable` keeps PostgreSQL's own flushing on (fsync, full-page
 * writes), for the bench that sets its commits beside SQLite's synchronous=FULL ones; the tests
 * leave it off.
 */
export async function startTestPostgres({
  durable = false,
}: { durable?: boolean } = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error("No PostgreSQL: run `node scripts/ensure-postgres.ts` first");
  const folder = mkdtempSync(path.join(tmpdir(), "postgres-"));
  const data = path.join(folder, "data");
  const owner = clusterOwner();
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const run = (program: string, args: string[]) =>
    execFileSync(path.join(bin, program), args, {
      cwd: folder,
      ...owner,
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
    });
  const port = await freePort();
  try {
    // --no-sync and fsync=off: a test's cluster never outlives a crash of the machine, and
    // flushing is most of what initdb and each commit would cost.
    run("initdb", [
      "--pgdata",
      data,
      "--username",
      "postgres",
      "--auth",
      "trust",
      "--encoding",
      "UTF8",
      "--locale",
      "C.UTF-8",
      "--no-sync",
      "--no-instructions",
    ]);
    const options = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${folder}`,
      ...(durable ? [] : ["-c fsync=off", "-c full_page_writes=off"]),
      "-c max_connections=200",
    ].join(" ");
    run("pg_ctl", [
      "start",
      "--pgdata",
      data,
      "--wait",
      "--log",
      path.join(folder, "postgres.log"),
      "-o",
      options,
    ]);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    const { stderr } = error as { stderr?: string };
    throw new Error(`PostgreSQL did not start: ${stderr ?? (error as Error).message}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: run("initdb", ["--version"]).trim(),
    async stop() {
      try {
        run("pg_ctl", ["stop", "--pgdata", data, "--mode", "fast", "--wait"]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new empty database in the cluster at `serverUrl`, for one test file: its URL, and how to
 * drop it (after every connection to it has ended).
 */
export async function createTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
