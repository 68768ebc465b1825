/**
 * Backups at 50,000 inquiries: `npm run backup`'s time and archive size against `cp` of the same
 * data folder in the same run (and `cp` followed by `sync`, since a backup flushes its archive to
 * disk), and the server's request latency while a backup runs against without one.
 *
 * The inquiries are seeded on tmpfs, one by one as the receiver commits them (seconds instead of
 * minutes of disk syncs), then the folder is copied to the disk the temporary folder is on, and
 * everything is measured there.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { recipients as choices } from "../../content/inquiry-form.ts";
import { SubmissionStore } from "../../server/contact/store.ts";
import { words } from "./inbox.ts";
import { startSite } from "./servers.ts";

const run = promisify(execFile);

/** `count` inquiries in a new DATA_DIR on tmpfs (when there is one), most of them closed. */
async function seed(count: number): Promise<{ dataDir: string; seconds: number }> {
  const shm = "/dev/shm";
  const dataDir = path.join(
    mkdtempSync(
      path.join(statSync(shm, { throwIfNoEntry: false }) ? shm : tmpdir(), "bench-backup-"),
    ),
    "data",
  );
  const started = performance.now();
  const store = await SubmissionStore.openFolder(dataDir);
  for (let i = 0; i < count; i++) {
    const { id } = await store.save({
      name: `Person ${i} ${["Tremblay", "Singh", "Nguyen", "Silva", "Côté"][i % 5]}`,
      phone: `416-555-${String(i % 10_000).padStart(4, "0")}`,
      relationship: "I am the relative/caregiver of a client",
      recipient: choices[i % choices.length]!.label,
      subject: "Service Request",
      email: `person${i}@example.org`,
      message: `${words[i % words.length]} (${i})`,
    });
    if (i % 4 !== 0) await store.inbox.update(id, 1, { status: i % 50 === 1 ? "spam" : "done" });
  }
  await store.close();
  return { dataDir, seconds: (performance.now() - started) / 1000 };
}

/** The bytes of the files in `dir`. */
function folderBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Request latencies (ms) while `until` is pending: two clients posting inquiries, one reading a page. */
async function latencies(origin: string, until: Promise<unknown>) {
  let running = true;
  void until.finally(() => (running = false));
  const post: number[] = [];
  const page: number[] = [];
  const client = async (kind: "post" | "page", n: number) => {
    for (let i = 0; running; i++) {
      const started = performance.now();
      if (kind === "post") {
        const body = new FormData();
        body.append("Name", `Bench ${n}-${i}`);
        body.append("Recipient", "General Inquiry");
        body.append("Email", `bench${n}@example.org`);
        body.append("message", `Latency ${n}-${i}`);
        const response = await fetch(`${origin}/api/contact`, {
          method: "POST",
          body,
          headers: { accept: "application/json" },
        });
        await response.arrayBuffer();
        if (response.ok) post.push(performance.now() - started);
      } else {
        await (await fetch(`${origin}/`)).arrayBuffer();
        page.push(performance.now() - started);
      }
    }
  };
  await Promise.all([client("post", 0), client("post", 1), client("page", 2)]);
  return { post, page };
}

/** The figures of `npm run bench`'s backup section. */
export async function benchBackup(options: { count?: number; port: number; rounds?: number }) {
  const count = options.count ?? 50_000;
  const rounds = options.rounds ?? 3;
  const seeded = await seed(count);
  const work = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
  const dataDir = path.join(work, "data");
  cpSync(seeded.dataDir, dataDir, { recursive: true });
  rmSync(path.dirname(seeded.dataDir), { recursive: true });
  const sourceBytes = folderBytes(dataDir);
  const identity = await generateX25519Identity();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    BACKUP_DIR: path.join(work, "backups"),
    BACKUP_RECIPIENT: await identityToRecipient(identity),
    BACKUP_KEEP_DAILY: "1000",
  };

  try {
    // Copies and backups in turn, each `rounds` times; the medians.
    const samples = {
      cp: [] as number[],
      cpSync: [] as number[],
      age: [] as number[],
      clear: [] as number[],
    };
    const archive = { age: 0, clear: 0 };
    for (let round = 0; round < rounds; round++) {
      const copy = path.join(work, `copy-${round}`);
      samples.cp.push(await timed(() => run("cp", ["-r", dataDir, copy])));
      rmSync(copy, { recursive: true });
      samples.cpSync.push(
        await timed(async () => {
          await run("cp", ["-r", dataDir, copy]);
          await run("sync", ["-f", copy]);
        }),
      );
      rmSync(copy, { recursive: true });
      for (const kind of ["age", "clear"] as const) {
        const kindEnv: NodeJS.ProcessEnv = { ...env };
        if (kind === "clear") delete kindEnv.BACKUP_RECIPIENT;
        // One second apart at least: archives are named to the second.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const { stdout } = await run(process.execPath, ["scripts/backup.ts", "--json"], {
          env: kindEnv,
        });
        const result = JSON.parse(stdout) as { seconds: number; bytes: number };
        samples[kind].push(result.seconds);
        archive[kind] = result.bytes;
      }
    }
    const median = (list: number[]) =>
      [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

    // Latency: without a backup, then while one runs (the command, as cron or the schedule runs it).
    const server = await startSite(options.port, {
      DATA_DIR: dataDir,
      CONTACT_LIMIT_PER_CLIENT: "1000000",
      CONTACT_LIMIT_TOTAL: "1000000",
    });
    const without = { post: [] as number[], page: [] as number[] };
    const during = { post: [] as number[], page: [] as number[] };
    let backupWall = 0;
    try {
      for (let round = 0; round < rounds; round++) {
        const quiet = await latencies(
          server.origin,
          new Promise((resolve) => setTimeout(resolve, 1500)),
        );
        without.post.push(...quiet.post);
        without.page.push(...quiet.page);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const started = performance.now();
        const backup = run(process.execPath, ["scripts/backup.ts", "--json"], { env });
        const busy = await latencies(server.origin, backup);
        backupWall += (performance.now() - started) / 1000;
        during.post.push(...busy.post);
        during.page.push(...busy.page);
      }
    } finally {
      await server.stop();
    }
    const summary = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        n: sorted.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1)!,
      };
    };
    return {
      count,
      seedSeconds: seeded.seconds,
      sourceBytes,
      seconds: {
        cp: median(samples.cp),
        cpSync: median(samples.cpSync),
        age: median(samples.age),
        clear: median(samples.clear),
      },
      archive,
      rounds,
      backupWallSeconds: backupWall / rounds,
      latency: {
        "POST /api/contact": { without: summary(without.post), during: summary(during.post) },
        "GET /": { without: summary(without.page), during: summary(during.page) },
      },
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
