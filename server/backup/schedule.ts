/**
 * The server's own backups (BACKUP_EVERY_HOURS): when the newest archive in BACKUP_DIR is older
 * than that, it runs `npm run backup`'s script as a child process, so a backup's work (SQLite's
 * checks, compression, encryption) never holds up a visitor's request and its failure, even a
 * crash, cannot stop the site. A failure is logged as an error, counted in the metrics and shown
 * in /healthz's answer, and tried again later.
 *
 * Several instances back up once per period between them: the one that takes the period's lease
 * in the database (server/db/job-leases.ts) runs it, and gives the lease back when it failed.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../config.ts";
import type { JobLeases } from "../db/job-leases.ts";
import { listArchives } from "./archive.ts";

/** How the server's backups stand: `off` unless BACKUP_EVERY_HOURS is set. */
export type BackupState = "off" | "pending" | "ok" | "failed";

const backupScript = fileURLToPath(new URL("../../scripts/backup.ts", import.meta.url));

/** What the backup script prints with --json (no personal data). */
type ScriptResult =
  | {
      ok: true;
      file: string;
      bytes: number;
      seconds: number;
      pruned: string[];
      auditChainBroken?: string;
    }
  | { ok: false; error: string };

export class BackupSchedule {
  readonly #config: ServerConfig["backup"];
  readonly #dataDir: string;
  readonly #log: FastifyBaseLogger;
  #state: BackupState;
  #failures = 0;
  #timer?: NodeJS.Timeout;
  #running?: Promise<void>;
  #stopChild?: () => void;
  /** After a failure, no new try before this time (ms since the epoch). */
  #retryAt = 0;
  readonly #leases?: Pick<JobLeases, "take" | "release">;

  /** `leases`: the instances' shared leases; without them this instance backs up on its own. */
  constructor(options: {
    config: ServerConfig;
    log: FastifyBaseLogger;
    leases?: Pick<JobLeases, "take" | "release">;
  }) {
    this.#config = options.config.backup;
    this.#dataDir = options.config.dataDir;
    this.#log = options.log;
    this.#leases = options.leases;
    this.#state = this.#config.everyHours ? "pending" : "off";
  }

  /** The outcome of the last scheduled backup. */
  get state(): BackupState {
    return this.#state;
  }

  /** Scheduled backups that failed since the server started. */
  get failures(): number {
    return this.#failures;
  }

  get #everyMs(): number {
    return (this.#config.everyHours ?? 0) * 3_600_000;
  }

  /** Starts checking, now and then every minute (or more often for shorter periods). */
  start(): void {
    if (!this.#config.everyHours) return;
    if (this.#config.recipients.length === 0)
      this.#log.warn(
        "Backups are not encrypted (no BACKUP_RECIPIENT): the archives hold health details in clear.",
      );
    this.#check();
    this.#timer = setInterval(() => this.#check(), Math.min(this.#everyMs, 60_000));
    this.#timer.unref();
  }

  /** Stops the schedule, ending a backup in progress (the next one cleans up after it). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#stopChild?.();
    await this.#running;
  }

  #check(): void {
    if (this.#running || Date.now() < this.#retryAt) return;
    let newest: number | undefined;
    try {
      newest = listArchives(this.#config.dir)[0]?.takenAt.getTime();
    } catch {
      // An unreadable folder: the backup itself will say why.
    }
    if (newest !== undefined && Date.now() - newest < this.#everyMs) {
      if (this.#state === "pending") this.#state = "ok";
      return;
    }
    this.#running = this.#run().finally(() => (this.#running = undefined));
  }

  async #run(): Promise<void> {
    try {
      // Another instance has this period's backup (or is taking it): none here.
      if (this.#leases && !(await this.#leases.take("backup", this.#everyMs))) return;
    } catch (error) {
      this.#log.error({ reason: (error as Error).message }, "the backup's lease failed; retrying");
      return;
    }
    const result = await this.#runScript();
    if (result.ok) {
      this.#state = "ok";
      this.#log.info(
        { file: result.file, bytes: result.bytes, seconds: result.seconds, pruned: result.pruned },
        "backup written",
      );
      if (result.auditChainBroken)
        this.#log.error(
          { database: result.auditChainBroken },
          "the audit chain is broken: run `npm run staff -- audit verify`",
        );
      return;
    }
    this.#state = "failed";
    this.#failures++;
    await this.#leases?.release("backup").catch(() => undefined);
    const retryMs = Math.min(this.#everyMs, 15 * 60_000);
    this.#retryAt = Date.now() + retryMs;
    this.#log.error(
      { reason: result.error, retryInMinutes: Math.round(retryMs / 60_000) },
      "backup failed; the site goes on",
    );
  }

  /** Runs scripts/backup.ts --json with this server's settings and reads its answer. */
  #runScript(): Promise<ScriptResult> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: this.#dataDir,
      BACKUP_DIR: this.#config.dir,
      BACKUP_KEEP_DAILY: String(this.#config.keepDaily),
      BACKUP_KEEP_WEEKLY: String(this.#config.keepWeekly),
      BACKUP_RECIPIENT: this.#config.recipients.join(","),
    };
    if (this.#config.recipients.length === 0) delete env.BACKUP_RECIPIENT;
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [backupScript, "--json"], {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      this.#stopChild = () => child.kill("SIGTERM");
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("error", (error) => resolve({ ok: false, error: error.message }));
      child.on("close", (code, signal) => {
        this.#stopChild = undefined;
        const line = stdout.trim().split("\n").at(-1) ?? "";
        try {
          const result = JSON.parse(line) as ScriptResult;
          if (code === 0 || !result.ok) return resolve(result);
        } catch {
          // No answer: it crashed.
        }
        const lastWords = stderr.trim().split("\n").at(-1) ?? "";
        resolve({
          ok: false,
          error: `the backup process ended (${signal ?? `exit ${code}`}) ${lastWords}`.trim(),
        });
      });
    });
  }
}
