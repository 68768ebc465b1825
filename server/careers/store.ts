/**
 * Job postings on disk, in SQLite (`postings.sqlite` in the data folder, opened as every store is,
 * server/sqlite.ts). A posting has the draft staff edit and, once published, its live version:
 * the copy the public pages show. Every published version is its own row with the day it went up
 * and the day it came down, kept for three years after that (Ontario's Employment Standards Act,
 * s. 8.5), then deleted by `prune`; `versions` is their export.
 *
 * A posting past its closing date closes by itself: the public reads call `closeExpired` first.
 */
import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { isDeepStrictEqual } from "node:util";
import { slugOf } from "../../content/job-posting.ts";
import { inTransaction, openDatabase } from "../sqlite.ts";
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

const schema = `
  CREATE TABLE IF NOT EXISTS postings (
    id TEXT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    slug_fr TEXT,
    status TEXT NOT NULL CHECK (status IN ('draft', 'open', 'closed')),
    draft TEXT NOT NULL,
    live_seq INTEGER,
    closed_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1
  ) STRICT;
  CREATE TABLE IF NOT EXISTS posting_versions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    posting_id TEXT NOT NULL REFERENCES postings (id) ON DELETE CASCADE,
    slug TEXT NOT NULL,
    content TEXT NOT NULL,
    published_at TEXT NOT NULL,
    published_by TEXT,
    came_down_at TEXT,
    keep_until TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS posting_versions_posting ON posting_versions (posting_id, seq);
  CREATE INDEX IF NOT EXISTS posting_versions_keep ON posting_versions (keep_until);
`;

/**
 * What each version of a posting changed, field by field, written in the transaction that made
 * it: a refused change is answered with what changed since, and by whom (decision 028).
 */
const history = `
  CREATE TABLE IF NOT EXISTS posting_changes (
    posting_id TEXT NOT NULL REFERENCES postings (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    at TEXT NOT NULL,
    person_id TEXT,
    field TEXT NOT NULL,
    from_value TEXT NOT NULL,
    to_value TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS posting_changes_of ON posting_changes (posting_id, version);
`;

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

type Row = Record<string, string | number | null>;

/** `time` plus `keepYears` years, as ISO. */
function keepUntil(time: string): string {
  const date = new Date(time);
  date.setUTCFullYear(date.getUTCFullYear() + keepYears);
  return date.toISOString();
}

export class PostingStore {
  readonly #db: DatabaseSync;
  #revision = 0;

  /**
   * A number that changes with every change to the postings made through this store: the
   * public pages drawn from them are kept until it changes (server/careers/routes.ts).
   */
  get revision(): number {
    return this.#revision;
  }

  /** Opens (or creates) `postings.sqlite` in `dataDir`, readable by this user only. */
  constructor(dataDir: string) {
    this.#db = openDatabase(dataDir, "postings.sqlite").db;
    this.#db.exec(schema);
    // A file made before versions: each posting starts at version 1, every row kept.
    const columns = this.#db.prepare("PRAGMA table_info(postings)").all() as Row[];
    if (!columns.some((column) => column.name === "version"))
      this.#db.exec("ALTER TABLE postings ADD COLUMN version INTEGER NOT NULL DEFAULT 1");
    this.#db.exec(history);
    // A file made before French addresses: the column, then one for each posting ever published.
    if (!columns.some((column) => column.name === "slug_fr"))
      this.#db.exec("ALTER TABLE postings ADD COLUMN slug_fr TEXT");
    this.#db.exec("CREATE UNIQUE INDEX IF NOT EXISTS postings_slug_fr ON postings (slug_fr)");
    this.#transaction(() => {
      const unnamed = this.#db
        .prepare(
          `SELECT p.id, v.content FROM postings p JOIN posting_versions v ON v.seq = p.live_seq
           WHERE p.slug_fr IS NULL ORDER BY p.created_at, p.rowid`,
        )
        .all() as Row[];
      for (const { id, content } of unnamed)
        this.#nameInFrench(String(id), storedContent(String(content)).title.fr);
    });
  }

  /**
   * The first of `slugOf(title)`, then with -2, -3…, that no posting has as an address in either
   * language (besides posting `id` itself): /fr/carrieres/<slug> then names one posting only,
   * whether by its French slug or by its English one (which redirects to the French).
   */
  #freeSlug(title: string, id: string): string {
    const taken = this.#db.prepare(
      "SELECT 1 FROM postings WHERE (slug = ?1 OR slug_fr = ?1) AND id IS NOT ?2",
    );
    const base = slugOf(title);
    let slug = base;
    for (let n = 2; taken.get(slug, id); n++) slug = `${base}-${n}`;
    return slug;
  }

  /** Gives posting `id` its French slug, from `title`. */
  #nameInFrench(id: string, title: string): void {
    this.#db
      .prepare("UPDATE postings SET slug_fr = ? WHERE id = ?")
      .run(this.#freeSlug(title, id), id);
  }

  #transaction<T>(work: () => T): T {
    return inTransaction(this.#db, work);
  }

  #toPosting(row: Row): Posting {
    const live = row.live_content === null ? null : storedContent(String(row.live_content));
    const draft = storedContent(String(row.draft));
    return {
      id: String(row.id),
      slug: String(row.slug),
      frenchSlug: row.slug_fr === null ? null : String(row.slug_fr),
      status: row.status as PostingStatus,
      draft,
      live,
      publishedAt: row.published_at === null ? null : String(row.published_at),
      closedAt: row.closed_at === null ? null : String(row.closed_at),
      // Compared as read: a version stored without `asks` and a draft that asks the same match.
      changed: live === null || !isDeepStrictEqual(live, draft),
      createdAt: String(row.created_at),
      updatedAt: String(row.updated_at),
      version: Number(row.version),
    };
  }

  /**
   * Each field changed since `version`: its value at that version, its value now, and who changed
   * it last and when; a field changed and changed back is not listed.
   */
  changesSince(id: string, version: number): PostingFieldChange[] {
    const rows = this.#db
      .prepare(
        "SELECT * FROM posting_changes WHERE posting_id = ? AND version > ? ORDER BY version, rowid",
      )
      .all(id, version) as Row[];
    const changes = new Map<string, PostingFieldChange>();
    for (const row of rows) {
      const field = String(row.field);
      changes.set(field, {
        field,
        from: changes.get(field)?.from ?? String(row.from_value),
        to: String(row.to_value),
        personId: row.person_id === null ? null : String(row.person_id),
        at: String(row.at),
      });
    }
    return [...changes.values()].filter((change) => change.from !== change.to);
  }

  /**
   * Runs a change to posting `id` in one transaction: refused (`stale`, nothing written) when
   * `from.version` is given and the posting is no longer at it; else `write` makes the change and
   * says whether it wrote, and the version is raised in the same statement that compares it, with
   * what changed recorded field by field.
   */
  #change(
    id: string,
    from: PostingChangeBy,
    time: string,
    write: (before: Posting) => boolean,
  ): PostingChange {
    return this.#transaction(() => {
      const before = this.byId(id);
      if (!before) return { outcome: "missing" };
      if (from.version !== undefined && from.version !== before.version)
        return { outcome: "stale", posting: before };
      if (!write(before)) return { outcome: "changed", posting: before };
      const raised = this.#db
        .prepare("UPDATE postings SET version = version + 1 WHERE id = ? AND version = ?")
        .run(id, before.version).changes;
      if (raised !== 1) throw new Error(`posting ${id} changed inside its own transaction`);
      const after = this.byId(id)!;
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
      const add = this.#db.prepare(
        `INSERT INTO posting_changes (posting_id, version, at, person_id, field, from_value,
           to_value) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const [field, was, is] of altered)
        if (was !== is) add.run(id, after.version, time, from.by, field, was, is);
      this.#revision++;
      return { outcome: "changed", posting: after };
    });
  }

  static readonly #select = `
    SELECT p.*, v.content AS live_content, v.published_at
    FROM postings p LEFT JOIN posting_versions v ON v.seq = p.live_seq`;

  /** Every posting, the latest changed first. */
  all(): Posting[] {
    return (
      this.#db.prepare(`${PostingStore.#select} ORDER BY p.updated_at DESC, p.id`).all() as Row[]
    ).map((row) => this.#toPosting(row));
  }

  /** Whether there is no posting at all (a new data folder, to be seeded). */
  isEmpty(): boolean {
    return this.#db.prepare("SELECT 1 FROM postings LIMIT 1").get() === undefined;
  }

  byId(id: string): Posting | undefined {
    const row = this.#db.prepare(`${PostingStore.#select} WHERE p.id = ?`).get(id) as
      Row | undefined;
    return row && this.#toPosting(row);
  }

  bySlug(slug: string): Posting | undefined {
    const row = this.#db.prepare(`${PostingStore.#select} WHERE p.slug = ?`).get(slug) as
      Row | undefined;
    return row && this.#toPosting(row);
  }

  /** The posting whose French address is /fr/carrieres/<slug>. */
  byFrenchSlug(slug: string): Posting | undefined {
    const row = this.#db.prepare(`${PostingStore.#select} WHERE p.slug_fr = ?`).get(slug) as
      Row | undefined;
    return row && this.#toPosting(row);
  }

  /** The open postings, in the order they were created (the seed's order, then newer ones). */
  open(): Posting[] {
    return (
      this.#db
        .prepare(`${PostingStore.#select} WHERE p.status = 'open' ORDER BY p.created_at, p.rowid`)
        .all() as Row[]
    ).map((row) => this.#toPosting(row));
  }

  /** A new draft; its slug comes from its English title, made unique with -2, -3… */
  create(draft: PostingContent, now = new Date()): Posting {
    const id = randomUUID();
    const time = now.toISOString();
    this.#transaction(() => {
      const slug = this.#freeSlug(draft.title.en, id);
      this.#db
        .prepare(
          "INSERT INTO postings (id, slug, status, draft, created_at, updated_at) VALUES (?, ?, 'draft', ?, ?, ?)",
        )
        .run(id, slug, JSON.stringify(draft), time, time);
    });
    this.#revision++;
    return this.byId(id)!;
  }

  /** Replaces the draft; the live version stays until the draft is published. */
  edit(id: string, draft: PostingContent, from: PostingChangeBy, now = new Date()): PostingChange {
    const time = now.toISOString();
    return this.#change(id, from, time, () => {
      this.#db
        .prepare("UPDATE postings SET draft = ?, updated_at = ? WHERE id = ?")
        .run(JSON.stringify(draft), time, id);
      return true;
    });
  }

  /** The live version comes down at `time`, and is then kept for three years. */
  #takeDown(id: string, time: string): void {
    this.#db
      .prepare(
        `UPDATE posting_versions SET came_down_at = ?, keep_until = ?
         WHERE seq = (SELECT live_seq FROM postings WHERE id = ?) AND came_down_at IS NULL`,
      )
      .run(time, keepUntil(time), id);
  }

  /**
   * Publishes the draft as a new version (the one before comes down) and opens the posting;
   * the caller has checked it (`publishProblems`). The first publication gives the posting its
   * French slug, from the French title then.
   */
  publish(id: string, from: PostingChangeBy, now = new Date()): PostingChange {
    const time = now.toISOString();
    return this.#change(id, from, time, (before) => {
      const { draft } = this.#db.prepare("SELECT draft FROM postings WHERE id = ?").get(id) as Row;
      this.#takeDown(id, time);
      const { lastInsertRowid } = this.#db
        .prepare(
          "INSERT INTO posting_versions (posting_id, slug, content, published_at, published_by) VALUES (?, ?, ?, ?, ?)",
        )
        .run(id, before.slug, String(draft), time, from.by);
      this.#db
        .prepare(
          "UPDATE postings SET status = 'open', live_seq = ?, closed_at = NULL, updated_at = ? WHERE id = ?",
        )
        .run(lastInsertRowid, time, id);
      if (before.frenchSlug === null) this.#nameInFrench(id, storedContent(String(draft)).title.fr);
      return true;
    });
  }

  /**
   * Closes an open posting: off the site (410), its live version kept for three years. A posting
   * not open is left as it is (`changed` with nothing written: the caller checks its status).
   */
  closePosting(id: string, from: PostingChangeBy = { by: null }, now = new Date()): PostingChange {
    const time = now.toISOString();
    return this.#change(id, from, time, (before) => {
      if (before.status !== "open") return false;
      this.#db
        .prepare(
          "UPDATE postings SET status = 'closed', closed_at = ?, updated_at = ? WHERE id = ?",
        )
        .run(time, time, id);
      this.#takeDown(id, time);
      return true;
    });
  }

  /**
   * Closes every open posting whose closing date (a day in the provider's time zone) is before
   * `today`; returns how many.
   */
  closeExpired(today: string, now = new Date()): number {
    const expired = this.open().filter(
      (posting) => posting.live?.closesOn && posting.live.closesOn < today,
    );
    for (const posting of expired) this.closePosting(posting.id, { by: null }, now);
    return expired.length;
  }

  /** Every published version, oldest first: the three years' record, for export. */
  versions(): PostingVersion[] {
    return (this.#db.prepare("SELECT * FROM posting_versions ORDER BY seq").all() as Row[]).map(
      (row) => ({
        seq: Number(row.seq),
        postingId: String(row.posting_id),
        slug: String(row.slug),
        content: storedContent(String(row.content)),
        publishedAt: String(row.published_at),
        publishedBy: row.published_by === null ? null : String(row.published_by),
        cameDownAt: row.came_down_at === null ? null : String(row.came_down_at),
        keepUntil: row.keep_until === null ? null : String(row.keep_until),
      }),
    );
  }

  /**
   * Deletes the versions whose three years have passed, and closed postings left with none
   * (their address then answers 404, not 410); returns how many versions went.
   */
  prune(now = new Date()): number {
    return this.#transaction(() => {
      const deleted = this.#db
        .prepare("DELETE FROM posting_versions WHERE keep_until IS NOT NULL AND keep_until < ?")
        .run(now.toISOString()).changes;
      this.#db
        .prepare(
          `DELETE FROM postings WHERE status = 'closed'
           AND NOT EXISTS (SELECT 1 FROM posting_versions v WHERE v.posting_id = postings.id)`,
        )
        .run();
      this.#revision++;
      return Number(deleted);
    });
  }

  close(): void {
    this.#db.close();
  }
}
