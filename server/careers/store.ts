/**
 * Job postings, in the `postings` part of the database (decision 029): `postings.sqlite` in the
 * data folder, or PostgreSQL's tables with DATABASE_URL, through Kysely; the tables are made by
 * server/db/migrations/postings/. A posting has the draft staff edit and, once published, its live version:
 * the copy the public pages show. Every published version is its own row with the day it went up
 * and the day it came down, kept for three years after that (Ontario's Employment Standards Act,
 * s. 8.5), then deleted by `prune`; `versions` is their export.
 *
 * A posting past its closing date closes by itself: the public reads call `closeExpired` first
 * (through `revisionOn`).
 *
 * Every change raises the postings' revision in its own transaction, first: every instance reads
 * it to know when its drawn pages are out of date, and on PostgreSQL its row's lock makes changes
 * to the postings take turns, so each reads the postings as the one before it committed them.
 */
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { type Generated, type Kysely, type Selectable, sql } from "kysely";
import { slugOf } from "../../content/job-posting.ts";
import type { Databases, Dialect } from "../db/database.ts";
import { inWriteTransaction } from "../db/transaction.ts";
import { type PostingContent, storedContent } from "./posting.ts";

/** Where a posting stands: not yet published, on the site, or taken down. */
export type PostingStatus = "draft" | "open" | "closed";

/** A posting as staff see it. */
export interface Posting {
  id: string;
  /** Its English address's last part, /careers/<slug>, from its English title; set at creation. */
  slug: string;
  /**
   * Its French address's last part, /fr/carrieres/<frenchSlug>, from its French title at its
   * first publication, and never changed after (links stay valid); null before it.
   */
  frenchSlug: string | null;
  status: PostingStatus;
  /** What staff are editing. */
  draft: PostingContent;
  /** What the public sees (open) or last saw (closed); null before the first publication. */
  live: PostingContent | null;
  /** When the live version went up. */
  publishedAt: string | null;
  /** When the posting was closed; null while it is open or a draft. */
  closedAt: string | null;
  /** Whether the draft differs from the live version. */
  changed: boolean;
  createdAt: string;
  updatedAt: string;
  /**
   * Raised by every change to it (an edit, publishing, closing, reopening): a change names the
   * version it was made from, and one made from an older version is refused (decision 028).
   */
  version: number;
}

/** Who makes a change, and from which version; no version: the server's own (the seed, expiry). */
export interface PostingChangeBy {
  /** A staff person's id; null for the server itself. */
  by: string | null;
  /** The version the person saw: the change is written only if the posting is still at it. */
  version?: number;
}

/**
 * What became of a change: made, or refused because the posting changed since the version it
 * was made from (nothing written), each with the posting as it is now; or no such posting.
 */
export type PostingChange =
  | { outcome: "changed"; posting: Posting }
  | { outcome: "stale"; posting: Posting }
  | { outcome: "missing" };

/**
 * One field changed since a version: its value then and now as JSON, who changed it last and
 * when. `field` is "status", "publishedAt", or a key of the draft ("title.en", "pay").
 */
export interface PostingFieldChange {
  field: string;
  from: string;
  to: string;
  personId: string | null;
  at: string;
}

/** One published version, as the export and the three years' record hold it. */
export interface PostingVersion {
  seq: number;
  postingId: string;
  slug: string;
  content: PostingContent;
  publishedAt: string;
  /** Who published it (a staff person's id), null for the seed. */
  publishedBy: string | null;
  /** When it came down (replaced by a newer version, or closed); null while it is up. */
  cameDownAt: string | null;
  /** When it may be deleted: three years after it came down. */
  keepUntil: string | null;
}

/** Years a published version is kept after it comes down. */
export const keepYears = 3;

/** A posting's row: its draft as JSON, its live version by `live_seq`. */
export interface PostingTable {
  id: string;
  slug: string;
  /** Set at the first publication (migration 003). */
  slug_fr: string | null;
  status: PostingStatus;
  draft: string;
  live_seq: number | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A published version, kept three years after it came down. */
export interface PostingVersionTable {
  seq: Generated<number>;
  posting_id: string;
  slug: string;
  content: string;
  published_at: string;
  published_by: string | null;
  came_down_at: string | null;
  keep_until: string | null;
}

/**
 * What each version of a posting changed, field by field, written in the transaction that made
 * it: a refused change is answered with what changed since, and by whom (decision 028).
 */
export interface PostingChangeTable {
  posting_id: string;
  version: number;
  at: string;
  person_id: string | null;
  field: string;
  from_value: string;
  to_value: string;
}

/** The one row of the postings' revision (id 1). */
export interface PostingRevisionTable {
  id: number;
  revision: number;
}

/** The `postings` part's tables (server/db/migrations/postings/). */
export interface PostingTables {
  postings: PostingTable;
  posting_versions: PostingVersionTable;
  posting_changes: PostingChangeTable;
  posting_revision: PostingRevisionTable;
}

type Db = Kysely<PostingTables>;

/** A draft's fields as the history compares them: each language's text apart, the rest whole. */
function draftFields(draft: PostingContent): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of Object.entries(draft) as [string, unknown][]) {
    if (value !== null && typeof value === "object" && "en" in value && "fr" in value) {
      fields.set(`${key}.en`, JSON.stringify(value.en));
      fields.set(`${key}.fr`, JSON.stringify(value.fr));
    } else fields.set(key, JSON.stringify(value ?? null));
  }
  return fields;
}

/** `time` plus `keepYears` years, as ISO. */
function keepUntil(time: string): string {
  const date = new Date(time);
  date.setUTCFullYear(date.getUTCFullYear() + keepYears);
  return date.toISOString();
}

/** A posting with its live version, as one query reads it. */
function postingsWithLive(db: Db) {
  return db
    .selectFrom("postings as p")
    .leftJoin("posting_versions as v", "v.seq", "p.live_seq")
    .select([
      "p.id",
      "p.slug",
      "p.slug_fr",
      "p.status",
      "p.draft",
      "p.closed_at",
      "p.created_at",
      "p.updated_at",
      "p.version",
      "v.content as live_content",
      "v.published_at",
    ]);
}

type PostingRow = Awaited<
  ReturnType<ReturnType<typeof postingsWithLive>["executeTakeFirstOrThrow"]>
>;

function toPosting(row: PostingRow): Posting {
  const live = row.live_content === null ? null : storedContent(row.live_content);
  const draft = storedContent(row.draft);
  return {
    id: row.id,
    slug: row.slug,
    frenchSlug: row.slug_fr,
    status: row.status,
    draft,
    live,
    publishedAt: row.published_at,
    closedAt: row.closed_at,
    // Compared as read: a version stored without `asks` and a draft that asks the same match.
    changed: live === null || !isDeepStrictEqual(live, draft),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
  };
}

function toVersion(row: Selectable<PostingVersionTable>): PostingVersion {
  return {
    seq: Number(row.seq),
    postingId: row.posting_id,
    slug: row.slug,
    content: storedContent(row.content),
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    cameDownAt: row.came_down_at,
    keepUntil: row.keep_until,
  };
}

async function byIdIn(db: Db, id: string): Promise<Posting | undefined> {
  const row = await postingsWithLive(db).where("p.id", "=", id).executeTakeFirst();
  return row && toPosting(row);
}

/** What a write did: `result`, and whether it wrote anything (if not, it is rolled back). */
interface Written<T> {
  wrote: boolean;
  result: T;
}

/** Thrown to roll back a write that wrote nothing, so the revision it raised first goes too. */
class NothingWritten {
  readonly result: unknown;
  constructor(result: unknown) {
    this.result = result;
  }
}

export class PostingStore {
  readonly #db: Db;
  readonly #dialect: Dialect;
  /** The revision and day `revisionOn` last closed expired postings at. */
  #checked: { revision: number; day: string } | undefined;

  /** The store on `db`, the `postings` part of the database, migrated. */
  constructor(db: Db, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** The postings of the data's database (the part opened, and migrated, on first use). */
  static async open(databases: Databases): Promise<PostingStore> {
    return new PostingStore(await databases.part<PostingTables>("postings"), databases.dialect);
  }

  /**
   * A number raised by every change to the postings, through any instance: the public pages
   * drawn from them are kept until it changes (server/careers/routes.ts). One indexed read.
   */
  async revision(): Promise<number> {
    const row = await this.#db
      .selectFrom("posting_revision")
      .select("revision")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    return Number(row.revision);
  }

  /**
   * The revision as of `today` (a day in the provider's time zone): the postings past their
   * closing day close first, so whatever is drawn for it never shows them. Which postings expire
   * depends on the revision and the day alone, so that is looked at once for each.
   */
  async revisionOn(today: string, now = new Date()): Promise<number> {
    let revision = await this.revision();
    if (this.#checked?.revision === revision && this.#checked.day === today) return revision;
    if ((await this.closeExpired(today, now)) > 0) revision = await this.revision();
    this.#checked = { revision, day: today };
    return revision;
  }

  /**
   * Runs `work` in one write transaction that raises the revision first: on PostgreSQL, the
   * revision row's lock makes it wait for any other change to the postings to commit (as SQLite's
   * write lock does), so what it reads is what that change left. Rolled back, revision and all,
   * when it wrote nothing.
   */
  async #write<T>(work: (trx: Db) => Promise<Written<T>>): Promise<T> {
    try {
      return await inWriteTransaction(this.#db, this.#dialect, async (trx) => {
        await trx
          .updateTable("posting_revision")
          .set((eb) => ({ revision: eb("revision", "+", 1) }))
          .where("id", "=", 1)
          .execute();
        const { wrote, result } = await work(trx);
        if (!wrote) throw new NothingWritten(result);
        return result;
      });
    } catch (error) {
      if (error instanceof NothingWritten) return error.result as T;
      throw error;
    }
  }

  /**
   * Each field changed since `version`: its value at that version, its value now, and who changed
   * it last and when; a field changed and changed back is not listed.
   */
  async changesSince(id: string, version: number): Promise<PostingFieldChange[]> {
    const rows = await this.#db
      .selectFrom("posting_changes")
      .selectAll()
      .where("posting_id", "=", id)
      .where("version", ">", version)
      // In the order they were written (on PostgreSQL, a column named rowid: the migration).
      .orderBy("version")
      .orderBy(sql`rowid`)
      .execute();
    const changes = new Map<string, PostingFieldChange>();
    for (const row of rows) {
      changes.set(row.field, {
        field: row.field,
        from: changes.get(row.field)?.from ?? row.from_value,
        to: row.to_value,
        personId: row.person_id,
        at: row.at,
      });
    }
    return [...changes.values()].filter((change) => change.from !== change.to);
  }

  /**
   * A change to posting `id` inside a write: refused (`stale`, nothing written) when
   * `from.version` is given and the posting is no longer at it; else `write` makes the change and
   * says whether it wrote, and the version is raised in the same statement that compares it, with
   * what changed recorded field by field.
   */
  async #changeIn(
    trx: Db,
    id: string,
    from: PostingChangeBy,
    time: string,
    write: (before: Posting) => Promise<boolean>,
  ): Promise<Written<PostingChange>> {
    const before = await byIdIn(trx, id);
    if (!before) return { wrote: false, result: { outcome: "missing" } };
    if (from.version !== undefined && from.version !== before.version)
      return { wrote: false, result: { outcome: "stale", posting: before } };
    if (!(await write(before)))
      return { wrote: false, result: { outcome: "changed", posting: before } };
    const raised = await trx
      .updateTable("postings")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", id)
      .where("version", "=", before.version)
      .executeTakeFirst();
    if (raised.numUpdatedRows !== 1n)
      throw new Error(`posting ${id} changed inside its own transaction`);
    const after = (await byIdIn(trx, id))!;
    const then = draftFields(before.draft);
    const now = draftFields(after.draft);
    const altered: [string, string, string][] = [
      ["status", JSON.stringify(before.status), JSON.stringify(after.status)],
      ["publishedAt", JSON.stringify(before.publishedAt), JSON.stringify(after.publishedAt)],
      ...[...now].map(([field, value]): [string, string, string] => [
        field,
        then.get(field) ?? "null",
        value,
      ]),
    ];
    const rows = altered
      .filter(([, was, is]) => was !== is)
      .map(([field, was, is]) => ({
        posting_id: id,
        version: after.version,
        at: time,
        person_id: from.by,
        field,
        from_value: was,
        to_value: is,
      }));
    if (rows.length > 0) await trx.insertInto("posting_changes").values(rows).execute();
    return { wrote: true, result: { outcome: "changed", posting: after } };
  }

  /** A change to posting `id` in a write of its own (`#changeIn`). */
  #change(
    id: string,
    from: PostingChangeBy,
    time: string,
    write: (trx: Db, before: Posting) => Promise<boolean>,
  ): Promise<PostingChange> {
    return this.#write((trx) =>
      this.#changeIn(trx, id, from, time, (before) => write(trx, before)),
    );
  }

  /** Every posting, the latest changed first. */
  async all(): Promise<Posting[]> {
    const rows = await postingsWithLive(this.#db)
      .orderBy("p.updated_at", "desc")
      .orderBy("p.id")
      .execute();
    return rows.map(toPosting);
  }

  /** Whether there is no posting at all (a new data folder, to be seeded). */
  async isEmpty(): Promise<boolean> {
    return isEmptyIn(this.#db);
  }

  byId(id: string): Promise<Posting | undefined> {
    return byIdIn(this.#db, id);
  }

  async bySlug(slug: string): Promise<Posting | undefined> {
    const row = await postingsWithLive(this.#db).where("p.slug", "=", slug).executeTakeFirst();
    return row && toPosting(row);
  }

  /** The posting whose French address is /fr/carrieres/<slug>. */
  async byFrenchSlug(slug: string): Promise<Posting | undefined> {
    const row = await postingsWithLive(this.#db).where("p.slug_fr", "=", slug).executeTakeFirst();
    return row && toPosting(row);
  }

  /** The open postings, in the order they were created (the seed's order, then newer ones). */
  async open(): Promise<Posting[]> {
    const rows = await postingsWithLive(this.#db)
      .where("p.status", "=", "open")
      .orderBy("p.created_at")
      .orderBy(sql`p.rowid`)
      .execute();
    return rows.map(toPosting);
  }

  /** Inserts a new draft; its slug comes from its English title, made unique with -2, -3… */
  async #createIn(trx: Db, draft: PostingContent, time: string): Promise<string> {
    const id = randomUUID();
    const slug = await freeSlug(trx, draft.title.en, id);
    await trx
      .insertInto("postings")
      .values({
        id,
        slug,
        status: "draft",
        draft: JSON.stringify(draft),
        created_at: time,
        updated_at: time,
      })
      .execute();
    return id;
  }

  /** A new draft; its slug comes from its English title, made unique with -2, -3… */
  async create(draft: PostingContent, now = new Date()): Promise<Posting> {
    const time = now.toISOString();
    const id = await this.#write(async (trx) => ({
      wrote: true,
      result: await this.#createIn(trx, draft, time),
    }));
    return (await this.byId(id))!;
  }

  /**
   * When there is no posting at all (a new data folder), creates and publishes `drafts`, a
   * millisecond apart from `now` (so Careers lists them in this order), all in one transaction:
   * two instances starting on one new database seed it once. Returns how many.
   */
  async seedIfEmpty(drafts: readonly PostingContent[], now = new Date()): Promise<number> {
    return this.#write(async (trx) => {
      if (!(await isEmptyIn(trx))) return { wrote: false, result: 0 };
      for (const [index, draft] of drafts.entries()) {
        const time = new Date(now.getTime() + index).toISOString();
        const id = await this.#createIn(trx, draft, time);
        await this.#changeIn(trx, id, { by: null }, time, (before) =>
          this.#publishIn(trx, before, null, time),
        );
      }
      return { wrote: drafts.length > 0, result: drafts.length };
    });
  }

  /** Replaces the draft; the live version stays until the draft is published. */
  edit(
    id: string,
    draft: PostingContent,
    from: PostingChangeBy,
    now = new Date(),
  ): Promise<PostingChange> {
    const time = now.toISOString();
    return this.#change(id, from, time, async (trx) => {
      await trx
        .updateTable("postings")
        .set({ draft: JSON.stringify(draft), updated_at: time })
        .where("id", "=", id)
        .execute();
      return true;
    });
  }

  /** The live version comes down at `time`, and is then kept for three years. */
  async #takeDown(trx: Db, id: string, time: string): Promise<void> {
    await trx
      .updateTable("posting_versions")
      .set({ came_down_at: time, keep_until: keepUntil(time) })
      .where((eb) =>
        eb("seq", "=", eb.selectFrom("postings").select("live_seq").where("id", "=", id)),
      )
      .where("came_down_at", "is", null)
      .execute();
  }

  /** Publishes `before`'s draft as a new version (the one before comes down), and opens it. */
  async #publishIn(trx: Db, before: Posting, by: string | null, time: string): Promise<boolean> {
    const { draft } = await trx
      .selectFrom("postings")
      .select("draft")
      .where("id", "=", before.id)
      .executeTakeFirstOrThrow();
    await this.#takeDown(trx, before.id, time);
    const { seq } = await trx
      .insertInto("posting_versions")
      .values({
        posting_id: before.id,
        slug: before.slug,
        content: draft,
        published_at: time,
        published_by: by,
      })
      .returning("seq")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("postings")
      .set({ status: "open", live_seq: Number(seq), closed_at: null, updated_at: time })
      .where("id", "=", before.id)
      .execute();
    if (before.frenchSlug === null)
      await trx
        .updateTable("postings")
        .set({ slug_fr: await freeSlug(trx, storedContent(draft).title.fr, before.id) })
        .where("id", "=", before.id)
        .execute();
    return true;
  }

  /**
   * Publishes the draft as a new version (the one before comes down) and opens the posting;
   * the caller has checked it (`publishProblems`). The first publication gives the posting its
   * French slug, from the French title then.
   */
  publish(id: string, from: PostingChangeBy, now = new Date()): Promise<PostingChange> {
    const time = now.toISOString();
    return this.#change(id, from, time, (trx, before) =>
      this.#publishIn(trx, before, from.by, time),
    );
  }

  /**
   * Closes an open posting: off the site (410), its live version kept for three years. A posting
   * not open is left as it is (`changed` with nothing written: the caller checks its status).
   */
  closePosting(
    id: string,
    from: PostingChangeBy = { by: null },
    now = new Date(),
  ): Promise<PostingChange> {
    const time = now.toISOString();
    return this.#change(id, from, time, async (trx, before) => {
      if (before.status !== "open") return false;
      await trx
        .updateTable("postings")
        .set({ status: "closed", closed_at: time, updated_at: time })
        .where("id", "=", id)
        .execute();
      await this.#takeDown(trx, id, time);
      return true;
    });
  }

  /**
   * Closes every open posting whose closing date (a day in the provider's time zone) is before
   * `today`; returns how many.
   */
  async closeExpired(today: string, now = new Date()): Promise<number> {
    const expired = (await this.open()).filter(
      (posting) => posting.live?.closesOn && posting.live.closesOn < today,
    );
    for (const posting of expired) await this.closePosting(posting.id, { by: null }, now);
    return expired.length;
  }

  /** Every published version, oldest first: the three years' record, for export. */
  async versions(): Promise<PostingVersion[]> {
    const rows = await this.#db.selectFrom("posting_versions").selectAll().orderBy("seq").execute();
    return rows.map(toVersion);
  }

  /**
   * Deletes the versions whose three years have passed, and closed postings left with none
   * (their address then answers 404, not 410); returns how many versions went.
   */
  prune(now = new Date()): Promise<number> {
    return this.#write(async (trx) => {
      const versions = await trx
        .deleteFrom("posting_versions")
        .where("keep_until", "is not", null)
        .where("keep_until", "<", now.toISOString())
        .executeTakeFirst();
      const postings = await trx
        .deleteFrom("postings")
        .where("status", "=", "closed")
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("posting_versions as v")
                .select("v.seq")
                .whereRef("v.posting_id", "=", "postings.id"),
            ),
          ),
        )
        .executeTakeFirst();
      const deleted = Number(versions.numDeletedRows);
      return { wrote: deleted + Number(postings.numDeletedRows) > 0, result: deleted };
    });
  }
}

/**
 * The first of `slugOf(title)`, then with -2, -3…, that no posting has as an address in either
 * language (besides posting `id` itself): /fr/carrieres/<slug> then names one posting only,
 * whether by its French slug or by its English one (which redirects to the French).
 */
async function freeSlug(db: Db, title: string, id: string): Promise<string> {
  const taken = async (candidate: string) =>
    (await db
      .selectFrom("postings")
      .select("id")
      .where((eb) => eb.or([eb("slug", "=", candidate), eb("slug_fr", "=", candidate)]))
      .where("id", "<>", id)
      .executeTakeFirst()) !== undefined;
  const base = slugOf(title);
  let slug = base;
  for (let n = 2; await taken(slug); n++) slug = `${base}-${n}`;
  return slug;
}

async function isEmptyIn(db: Db): Promise<boolean> {
  return (await db.selectFrom("postings").select("id").limit(1).executeTakeFirst()) === undefined;
}
