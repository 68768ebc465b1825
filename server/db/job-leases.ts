/**
 * Each job runs once across instances (issue 36, item 3): every instance's timer asks for the
 * job's lease, and only the one that gets it runs the job. A lease is a row per job, taken by
 * one UPDATE where it has ended; on PostgreSQL the row is claimed with FOR UPDATE SKIP LOCKED,
 * so an instance that meets another's claim gives up at once instead of waiting for it.
 * https://www.postgresql.org/docs/current/sql-select.html#SQL-FOR-UPDATE-SHARE
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Dialect } from "./database.ts";

/** Who holds a job's lease, and until when. */
export interface JobLeaseTable {
  job: string;
  /** The instance that took it last (a random id per process), for whoever reads the table. */
  holder: string;
  /** When it ends, in milliseconds since 1970; any instance may take it after. */
  leased_until: number;
}

export type JobLeaseTables = { job_leases: JobLeaseTable };

/** The jobs' leases, in the `shared` part of the database. */
export class JobLeases {
  readonly #db: Kysely<JobLeaseTables>;
  readonly #dialect: Dialect;
  readonly #now: () => number;
  /** This instance, as the table names it. */
  readonly holder: string;

  /** `now` is for tests, which move the clock. */
  constructor(
    db: Kysely<JobLeaseTables>,
    dialect: Dialect,
    options: { now?: () => number; holder?: string } = {},
  ) {
    this.#db = db;
    this.#dialect = dialect;
    this.#now = options.now ?? Date.now;
    this.holder = options.holder ?? randomUUID();
  }

  /**
   * Takes `job`'s lease for `forMs` when no instance holds it (its lease has ended): true when
   * this instance got it and runs the job now, false when another has it. A job that runs once
   * a period takes it for the period and asks more often than that: whichever instance asks
   * first after it ends runs the job, and an instance that stopped holds nothing for longer.
   */
  async take(job: string, forMs: number): Promise<boolean> {
    const now = this.#now();
    await this.#db
      .insertInto("job_leases")
      .values({ job, holder: "", leased_until: 0 })
      .onConflict((conflict) => conflict.column("job").doNothing())
      .execute();
    const taken = await this.#db
      .updateTable("job_leases")
      .set({ holder: this.holder, leased_until: now + forMs })
      .where("job", "=", job)
      .where("leased_until", "<=", now)
      // SQLite runs one write at a time: the UPDATE alone is the claim there.
      .$if(this.#dialect === "postgres", (update) =>
        update.where("job", "in", (eb) =>
          eb.selectFrom("job_leases").select("job").where("job", "=", job).forUpdate().skipLocked(),
        ),
      )
      .executeTakeFirst();
    return taken.numUpdatedRows === 1n;
  }

  /**
   * Gives `job`'s lease back when this instance holds it, so that any instance may take it at
   * its next ask: for a job that failed and should be tried again before its period ends.
   */
  async release(job: string): Promise<void> {
    await this.#db
      .updateTable("job_leases")
      .set({ leased_until: 0 })
      .where("job", "=", job)
      .where("holder", "=", this.holder)
      .execute();
  }
}
