/**
 * The staff area's data, in the `staff` part of the database (decision 029): `staff.sqlite` in the
 * data folder, or PostgreSQL's tables with DATABASE_URL, through Kysely; the tables are made by
 * server/db/migrations/staff/. People and their teams, passkeys, one-time invitations, sessions,
 * WebAuthn challenges and the organisation sign-in's state, presence, saved replies and the audit
 * trail. Everything two instances must share is here, none of it in a process's memory: a session
 * started through one instance is found by every other, a challenge is taken once across them.
 *
 * Secrets are stored only as SHA-256 hashes (invitation tokens, session ids): a copy of the data
 * lets no one sign in. The audit table refuses UPDATE and DELETE, and each row carries the hash of
 * the one before (audit-chain.ts); rows are appended one writer at a time, so two instances
 * appending at once never fork the chain.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type Generated, type Kysely, type Selectable, sql } from "kysely";
import type { AuditAction } from "../../content/staff-ui.ts";
import { type SavedReplySeed, savedReplySeed } from "../../content/saved-replies.ts";
import type { Databases, Dialect } from "../db/database.ts";
import { inWriteTransaction } from "../db/transaction.ts";
import { claimMs } from "../contact/replies.ts";
import { type AuditRow, genesisHash, rowHash } from "./audit-chain.ts";

/** A member of staff. */
export interface Person {
  id: string;
  /** Their work e-mail, lower case: how administrators name them. */
  email: string;
  /** Their name as colleagues know it. */
  name: string;
  /** The teams whose inquiries they see (content/site.ts `teams`). */
  teams: string[];
  /** Administrators see every team, invite and revoke people, and read the audit trail. */
  admin: boolean;
  createdAt: string;
  /** Set when their access was ended; they can no longer sign in. */
  revokedAt: string | null;
  /** When they get the morning e-mail of counts (server/staff/digest.ts). */
  digest: DigestChoice;
}

/**
 * The morning e-mail: when inquiries are assigned to them (the default), every working morning,
 * or never.
 */
export type DigestChoice = "auto" | "always" | "off";

/** The choices of `DigestChoice`, in the order a form offers them. */
export const digestChoices = ["auto", "always", "off"] as const satisfies readonly DigestChoice[];

/** A person's morning e-mail for one day: sent, nothing to say, or failed and to be retried. */
export interface DigestRecord {
  outcome: "sent" | "nothing" | "failed";
  /** Failed sends so far. */
  attempts: number;
  /** When a failed send is tried again (ISO). */
  retryAt: string | null;
}

/** Where a person stands with signing up: their passkeys, and the last unused link's expiry. */
export interface AccessState {
  /** How many passkeys they have registered. */
  passkeys: number;
  /** When their newest unused, unexpired sign-up link stops working, or null when none. */
  inviteUntil: string | null;
}

/** A passkey a person registered. */
export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  personId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  /** The authenticator's signature counter, when it keeps one. */
  counter: number;
  transports: string[];
  /** A name for the person's list ("Passkey added 23 Nov 2026"). */
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A signed-in session, found by the hash of its id. */
export interface Session {
  personId: string;
  createdAt: string;
  lastSeenAt: string;
  /** Set when it was started through the organisation's identity provider. */
  organisation?: OrganisationSession;
}

/** What a session started through the identity provider keeps for its checks and its logout. */
export interface OrganisationSession {
  /** The person's subject at the provider (`sub`). */
  subject: string;
  /** The provider's session (`sid`), which its logout names; null when it gave none. */
  providerSession: string | null;
  /** The refresh token, sealed (server/staff/organisation.ts); null when the provider gave none. */
  refreshToken: string | null;
  /** When the provider last confirmed the person (sign-in or check). */
  checkedAt: string;
}

/** Who may sign in how (the administrators' setting, decision 022). */
export interface SignInPolicy {
  /** Everyone signs in through the identity provider, except `breakGlass`. */
  requireOrganisation: boolean;
  /** The one administrator who signs in with a passkey only, never through the provider. */
  breakGlass: string | null;
}

/** Why a WebAuthn challenge was issued; a challenge answers only its own purpose. */
export type ChallengePurpose = "welcome" | "sign-in" | "add-passkey" | "organisation";

/** What a staff page can have open, as presence names it. */
export type PresenceKind = "inquiry" | "application";

/**
 * One browser tab's presence on a record (decision 028): who, which record, whether they are
 * editing. Nothing of the record itself: presence holds no health details.
 */
export interface Presence {
  /** The session the tab is signed in with (stored hashed, as sessions are). */
  sessionId: string;
  /** The tab's own random id: a person with two tabs open is present in each. */
  tab: string;
  personId: string;
  kind: PresenceKind;
  recordId: string;
  /** They have a change under way (a choice not saved, a dialog open, a note being written). */
  editing: boolean;
}

/** Someone present on a record. */
export interface Viewer {
  personId: string;
  editing: boolean;
}

/** How long a tab stays present after its last heartbeat: three missed beats of 3 s and more. */
export const presenceTtlMs = 15_000;

/** An audit row to append; the store numbers, times and chains it. */
export interface AuditEntry {
  personId: string | null;
  action: AuditAction;
  inquiryId?: string | null;
  client: string;
  /** A few words more: never personal health information. */
  detail?: Record<string, string | number | boolean | null>;
}

/** What the audit trail can be filtered by. */
export interface AuditFilter {
  personId?: string;
  action?: string;
  since?: string;
  until?: string;
  limit?: number;
  /** Rows before this number, for paging back. */
  before?: number;
  /** Rows about one inquiry (its history). */
  inquiryId?: string;
  /** Rows about inquiries whose reference starts with this (the trail's filter). */
  inquiryPrefix?: string;
}

/** A team's saved reply, as the reply form offers it and administrators edit it. */
export interface SavedReply extends SavedReplySeed {
  team: string;
  /** When an administrator last changed it, or null for the words it started with. */
  changedAt: string | null;
  /** Who changed it last (a person's id), or null for the words it started with. */
  changedBy: string | null;
  /** Raised by each change: an edit is made from one, and refused from an older (decision 028). */
  version: number;
}

/** What an administrator changes in a saved reply: its title and words in both languages. */
export type SavedReplyEdit = Pick<SavedReplySeed, "title" | "body">;

/**
 * What became of an administrator's change to a saved reply: made; refused because someone
 * changed or removed it since `version` (with it as it is now); or there is no such reply.
 */
export type SavedReplyResult =
  | { outcome: "saved"; reply: SavedReply }
  | { outcome: "conflict"; reply: SavedReply }
  | { outcome: "missing" };

/** The `staff` part's tables (server/db/migrations/staff/), as the queries below name them. */
export interface StaffTables {
  people: {
    id: string;
    email: string;
    name: string;
    /** The team keys, as JSON. */
    teams: string;
    /** 1 for an administrator, 0 otherwise. */
    admin: number;
    created_at: string;
    revoked_at: string | null;
    digest: Generated<string>;
  };
  invites: { token_hash: string; person_id: string; expires_at: string; used_at: string | null };
  passkeys: {
    id: string;
    person_id: string;
    public_key: Uint8Array;
    counter: number;
    /** As JSON. */
    transports: string;
    label: string;
    created_at: string;
    last_used_at: string | null;
  };
  challenges: { challenge: string; purpose: string; subject: string; expires_at: string };
  sessions: {
    id_hash: string;
    person_id: string;
    created_at: string;
    last_seen_at: string;
    ended_at: string | null;
    end_reason: string | null;
  };
  organisation_links: {
    issuer: string;
    subject: string;
    person_id: string;
    ended_by_provider_at: string | null;
  };
  organisation_sessions: {
    id_hash: string;
    subject: string;
    provider_session: string | null;
    refresh_token: string | null;
    checked_at: string;
  };
  saved_replies: {
    team: string;
    key: string;
    position: number;
    title_en: string;
    title_fr: string;
    body_en: string;
    body_fr: string;
    delay_days: number;
    changed_at: string | null;
    changed_by: string | null;
    version: Generated<number>;
    removed_at: string | null;
  };
  settings: { key: string; value: string };
  digests: {
    person_id: string;
    day: string;
    outcome: DigestRecord["outcome"];
    attempts: number;
    retry_at: string | null;
    last_error: string | null;
    /** Until when an instance holds this e-mail to count and send it (ISO). */
    claimed_until: Generated<string | null>;
  };
  presence: {
    session_hash: string;
    tab: string;
    person_id: string;
    kind: string;
    record_id: string;
    /** 1 while the tab has a change under way. */
    editing: number;
    seen_at: string;
  };
  audit: {
    seq: number;
    at: string;
    person_id: string | null;
    action: string;
    inquiry_id: string | null;
    client: string;
    detail: string;
    prev_hash: string;
    hash: string;
  };
}

type Db = Kysely<StaffTables>;

/** A row as a database reads it: the audit trail's from a backup's copy of the file, too. */
type Row = Record<string, string | number | null | Uint8Array>;

/** The SHA-256 of a secret, as stored in place of the secret. */
export function secretHash(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A new secret of 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

function toPerson(row: Selectable<StaffTables["people"]>): Person {
  return {
    id: String(row.id),
    email: String(row.email),
    name: String(row.name),
    teams: JSON.parse(String(row.teams)) as string[],
    admin: row.admin === 1,
    createdAt: String(row.created_at),
    revokedAt: row.revoked_at === null ? null : String(row.revoked_at),
    digest: digestChoices.find((choice) => choice === row.digest) ?? "auto",
  };
}

function toPasskey(row: Selectable<StaffTables["passkeys"]>): Passkey {
  return {
    id: String(row.id),
    personId: String(row.person_id),
    publicKey: new Uint8Array(row.public_key as Uint8Array<ArrayBuffer>),
    counter: Number(row.counter),
    transports: JSON.parse(String(row.transports)) as string[],
    label: String(row.label),
    createdAt: String(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : String(row.last_used_at),
  };
}

/** An audit row as read from the `audit` table (also from a backup's copy, server/backup/). */
export function toAuditRow(row: Row): AuditRow {
  return {
    seq: Number(row.seq),
    at: String(row.at),
    personId: row.person_id === null ? null : String(row.person_id),
    action: String(row.action),
    inquiryId: row.inquiry_id === null ? null : String(row.inquiry_id),
    client: String(row.client),
    detail: String(row.detail),
    prevHash: String(row.prev_hash),
    hash: String(row.hash),
  };
}

function toSavedReply(row: Selectable<StaffTables["saved_replies"]>): SavedReply {
  return {
    team: String(row.team),
    key: String(row.key),
    title: { en: String(row.title_en), fr: String(row.title_fr) },
    body: { en: String(row.body_en), fr: String(row.body_fr) },
    delayDays: Number(row.delay_days),
    changedAt: row.changed_at === null ? null : String(row.changed_at),
    changedBy: row.changed_by === null ? null : String(row.changed_by),
    version: Number(row.version),
  };
}

/** A new saved reply's key, from its English title: "Ask for a good time" → "ask-for-a-good-time". */
function savedReplyKey(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return words || "saved-reply";
}

/** Rows read from the audit trail at a time, when the whole chain is walked. */
const chainPage = 1_000;

/**
 * The lock two instances take, on PostgreSQL, before appending to the audit trail: held until
 * the appending transaction ends, so each reads the head the one before it committed.
 * https://www.postgresql.org/docs/current/functions-admin.html#FUNCTIONS-ADVISORY-LOCKS
 */
const auditLock = sql`select pg_advisory_xact_lock(hashtext('staff audit chain'))`;

export class StaffStore {
  readonly #db: Db;
  readonly #dialect: Dialect;

  /** The store on `db`, the `staff` part of the database, migrated. */
  constructor(db: Db, dialect: Dialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /**
   * The staff area's data (the part opened, and migrated, on first use), with the saved replies
   * each team starts with written where they are missing.
   */
  static async open(databases: Databases): Promise<StaffStore> {
    const store = new StaffStore(await databases.part<StaffTables>("staff"), databases.dialect);
    await store.#seedSavedReplies();
    return store;
  }

  /**
   * The saved replies each team starts with, written into data that lacks them (new, or from
   * before saved replies) in one transaction; an administrator's edits are never written over.
   */
  async #seedSavedReplies(): Promise<void> {
    const rows = Object.entries(savedReplySeed).flatMap(([team, replies]) =>
      replies.map((reply, position) => ({
        team,
        key: reply.key,
        position,
        title_en: reply.title.en,
        title_fr: reply.title.fr,
        body_en: reply.body.en,
        body_fr: reply.body.fr,
        delay_days: reply.delayDays,
      })),
    );
    if (rows.length === 0) return;
    await this.#write((trx) =>
      trx
        .insertInto("saved_replies")
        .values(rows)
        .onConflict((conflict) => conflict.doNothing())
        .execute(),
    );
  }

  /** Runs `work` in one write transaction (server/db/transaction.ts). */
  #write<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return inWriteTransaction(this.#db, this.#dialect, work);
  }

  async savedReplies(team: string): Promise<SavedReply[]> {
    const rows = await this.#db
      .selectFrom("saved_replies")
      .selectAll()
      .where("team", "=", team)
      .where("removed_at", "is", null)
      .orderBy("position")
      .orderBy("key")
      .execute();
    return rows.map(toSavedReply);
  }

  async #savedReply(db: Db, team: string, key: string): Promise<SavedReply | undefined> {
    const row = await db
      .selectFrom("saved_replies")
      .selectAll()
      .where("team", "=", team)
      .where("key", "=", key)
      .where("removed_at", "is", null)
      .executeTakeFirst();
    return row && toSavedReply(row);
  }

  /**
   * Changes a team's saved reply (an administrator's edit), made from its `version`: refused when
   * it changed since (decision 028). The version is compared in the UPDATE itself, so of two
   * edits made from one version, on any instances, one is written and the other refused.
   */
  editSavedReply(
    team: string,
    key: string,
    edit: SavedReplyEdit,
    by: string,
    version: number,
  ): Promise<SavedReplyResult> {
    return this.#write(async (trx): Promise<SavedReplyResult> => {
      const row = await trx
        .updateTable("saved_replies")
        .set((eb) => ({
          title_en: edit.title.en,
          title_fr: edit.title.fr,
          body_en: edit.body.en,
          body_fr: edit.body.fr,
          changed_at: new Date().toISOString(),
          changed_by: by,
          version: eb("version", "+", 1),
        }))
        .where("team", "=", team)
        .where("key", "=", key)
        .where("removed_at", "is", null)
        .where("version", "=", version)
        .returningAll()
        .executeTakeFirst();
      if (row) return { outcome: "saved", reply: toSavedReply(row) };
      const current = await this.#savedReply(trx, team, key);
      return current ? { outcome: "conflict", reply: current } : { outcome: "missing" };
    });
  }

  /** Adds a saved reply to a team, last in its list, under a key made from its English title. */
  addSavedReply(team: string, reply: SavedReplyEdit, by: string): Promise<SavedReply> {
    return this.#write(async (trx) => {
      // Two instances adding at once take turns (SQLite's write lock does it there): each picks
      // its key and place from what the other committed.
      if (this.#dialect === "postgres")
        await sql`select pg_advisory_xact_lock(hashtext(${`saved replies ${team}`}))`.execute(trx);
      // Removed ones count too: a key is never used twice, so a reply sent from the old one
      // is never taken for the new.
      const keys = await trx
        .selectFrom("saved_replies")
        .select(["key", "position"])
        .where("team", "=", team)
        .execute();
      const taken = new Set(keys.map((row) => row.key));
      const base = savedReplyKey(reply.title.en);
      let key = base;
      for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
      const last = Math.max(-1, ...keys.map((row) => Number(row.position)));
      const row = await trx
        .insertInto("saved_replies")
        .values({
          team,
          key,
          position: last + 1,
          title_en: reply.title.en,
          title_fr: reply.title.fr,
          body_en: reply.body.en,
          body_fr: reply.body.fr,
          delay_days: 0,
          changed_at: new Date().toISOString(),
          changed_by: by,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSavedReply(row);
    });
  }

  /**
   * Removes a team's saved reply, made from its `version`. It is kept as removed, so that the
   * seed (content/saved-replies.ts) never brings it back at the next start.
   */
  removeSavedReply(
    team: string,
    key: string,
    by: string,
    version: number,
  ): Promise<SavedReplyResult> {
    return this.#write(async (trx): Promise<SavedReplyResult> => {
      const current = await this.#savedReply(trx, team, key);
      if (!current) return { outcome: "missing" };
      const now = new Date().toISOString();
      const removed = await trx
        .updateTable("saved_replies")
        .set((eb) => ({
          removed_at: now,
          changed_at: now,
          changed_by: by,
          version: eb("version", "+", 1),
        }))
        .where("team", "=", team)
        .where("key", "=", key)
        .where("removed_at", "is", null)
        .where("version", "=", version)
        .executeTakeFirst();
      if (Number(removed.numUpdatedRows) === 1) return { outcome: "saved", reply: current };
      // Changed or removed since it was read here (another instance, on PostgreSQL).
      const latest = await this.#savedReply(trx, team, key);
      return latest ? { outcome: "conflict", reply: latest } : { outcome: "missing" };
    });
  }

  async addPerson(person: {
    email: string;
    name: string;
    teams: string[];
    admin: boolean;
  }): Promise<Person> {
    const row = await this.#write((trx) =>
      trx
        .insertInto("people")
        .values({
          id: randomUUID(),
          email: person.email.toLowerCase(),
          name: person.name,
          teams: JSON.stringify(person.teams),
          admin: person.admin ? 1 : 0,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return toPerson(row);
  }

  async personById(id: string): Promise<Person | undefined> {
    const row = await this.#db
      .selectFrom("people")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toPerson(row);
  }

  async personByEmail(email: string): Promise<Person | undefined> {
    const row = await this.#db
      .selectFrom("people")
      .selectAll()
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    return row && toPerson(row);
  }

  async people(): Promise<Person[]> {
    const rows = await this.#db.selectFrom("people").selectAll().orderBy("name").execute();
    return rows.map(toPerson);
  }

  async setTeams(personId: string, teams: string[], admin: boolean): Promise<void> {
    await this.#write((trx) =>
      trx
        .updateTable("people")
        .set({ teams: JSON.stringify(teams), admin: admin ? 1 : 0 })
        .where("id", "=", personId)
        .execute(),
    );
  }

  /** Ends a person's access: marks them revoked, ends their sessions, cancels their invitations. */
  async revoke(personId: string): Promise<void> {
    await this.#write(async (trx) => {
      const now = new Date().toISOString();
      await trx.updateTable("people").set({ revoked_at: now }).where("id", "=", personId).execute();
      await trx
        .updateTable("invites")
        .set({ used_at: now })
        .where("person_id", "=", personId)
        .where("used_at", "is", null)
        .execute();
      await endSessionsOf(trx, personId, "revoked", now);
    });
  }

  /** Lets a revoked person be invited again. */
  async restore(personId: string): Promise<void> {
    await this.#write((trx) =>
      trx.updateTable("people").set({ revoked_at: null }).where("id", "=", personId).execute(),
    );
  }

  /** Administrators who are not revoked. */
  async activeAdmins(): Promise<Person[]> {
    const rows = await this.#db
      .selectFrom("people")
      .selectAll()
      .where("admin", "=", 1)
      .where("revoked_at", "is", null)
      .execute();
    return rows.map(toPerson);
  }

  /** Sets when a person gets the morning e-mail. */
  async setDigest(personId: string, choice: DigestChoice): Promise<void> {
    await this.#write((trx) =>
      trx.updateTable("people").set({ digest: choice }).where("id", "=", personId).execute(),
    );
  }

  /** Each person's passkeys and open sign-up link, by person id (the People page's status). */
  async accessStates(now = new Date()): Promise<Map<string, AccessState>> {
    const rows = await this.#db
      .selectFrom("people as p")
      .select((eb) => [
        "p.id",
        eb
          .selectFrom("passkeys as k")
          .select((count) => count.fn.countAll<number>().as("n"))
          .whereRef("k.person_id", "=", "p.id")
          .as("passkeys"),
        eb
          .selectFrom("invites as i")
          .select((max) => max.fn.max("i.expires_at").as("until"))
          .whereRef("i.person_id", "=", "p.id")
          .where("i.used_at", "is", null)
          .where("i.expires_at", ">", now.toISOString())
          .as("invite_until"),
      ])
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        { passkeys: Number(row.passkeys ?? 0), inviteUntil: row.invite_until ?? null },
      ]),
    );
  }

  /** Stores the hash of a new invitation token for `personId`, valid until `expiresAt`. */
  async addInvite(personId: string, token: string, expiresAt: Date): Promise<void> {
    await this.#write((trx) =>
      trx
        .insertInto("invites")
        .values({
          token_hash: secretHash(token),
          person_id: personId,
          expires_at: expiresAt.toISOString(),
        })
        .execute(),
    );
  }

  /** The person an unused, unexpired invitation is for, or why there is none. */
  async inviteFor(
    token: string,
    now = new Date(),
  ): Promise<Person | "used" | "expired" | "unknown"> {
    const row = await this.#db
      .selectFrom("invites as i")
      .innerJoin("people as p", "p.id", "i.person_id")
      .selectAll("p")
      .select(["i.used_at as invite_used_at", "i.expires_at as invite_expires_at"])
      .where("i.token_hash", "=", secretHash(token))
      .executeTakeFirst();
    if (!row) return "unknown";
    // A revoked person's invitations are marked used when access ends.
    if (row.invite_used_at !== null || row.revoked_at !== null) return "used";
    if (row.invite_expires_at <= now.toISOString()) return "expired";
    return toPerson(row);
  }

  /** Marks an invitation used; false if it was already used or expired (a race lost). */
  async useInvite(token: string, now = new Date()): Promise<boolean> {
    const result = await this.#write((trx) =>
      trx
        .updateTable("invites")
        .set({ used_at: now.toISOString() })
        .where("token_hash", "=", secretHash(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) === 1;
  }

  async addPasskey(passkey: Omit<Passkey, "createdAt" | "lastUsedAt">): Promise<void> {
    await this.#write((trx) =>
      trx
        .insertInto("passkeys")
        .values({
          id: passkey.id,
          person_id: passkey.personId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          label: passkey.label,
          created_at: new Date().toISOString(),
        })
        .execute(),
    );
  }

  async passkey(id: string): Promise<Passkey | undefined> {
    const row = await this.#db
      .selectFrom("passkeys")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && toPasskey(row);
  }

  async passkeysOf(personId: string): Promise<Passkey[]> {
    const rows = await this.#db
      .selectFrom("passkeys")
      .selectAll()
      .where("person_id", "=", personId)
      .orderBy("created_at")
      .execute();
    return rows.map(toPasskey);
  }

  /** Records a sign-in with a passkey and its new counter. */
  async usePasskey(id: string, counter: number): Promise<void> {
    await this.#write((trx) =>
      trx
        .updateTable("passkeys")
        .set({ counter, last_used_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute(),
    );
  }

  async removePasskey(personId: string, id: string): Promise<boolean> {
    const result = await this.#write((trx) =>
      trx
        .deleteFrom("passkeys")
        .where("id", "=", id)
        .where("person_id", "=", personId)
        .executeTakeFirst(),
    );
    return Number(result.numDeletedRows) === 1;
  }

  /**
   * Keeps a challenge for `ttlMs`; it can be taken once, through any instance. The organisation
   * sign-in keeps its state, nonce and PKCE verifier here too (organisation-routes.ts).
   */
  async addChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    ttlMs: number,
    subject = "",
  ): Promise<void> {
    const now = Date.now();
    await this.#write(async (trx) => {
      // Old challenges are useless; drop them as new ones come.
      await trx
        .deleteFrom("challenges")
        .where("expires_at", "<=", new Date(now).toISOString())
        .execute();
      await trx
        .insertInto("challenges")
        .values({ challenge, purpose, subject, expires_at: new Date(now + ttlMs).toISOString() })
        .execute();
    });
  }

  /**
   * Takes (deletes) an unexpired challenge of `purpose`; returns its subject ("" when none). Of
   * two instances taking one challenge at once, one gets it: the DELETE is the claim.
   */
  async takeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    now = new Date(),
  ): Promise<string | undefined> {
    const row = await this.#write((trx) =>
      trx
        .deleteFrom("challenges")
        .where("challenge", "=", challenge)
        .where("purpose", "=", purpose)
        .where("expires_at", ">", now.toISOString())
        .returning("subject")
        .executeTakeFirst(),
    );
    return row?.subject;
  }

  /**
   * Starts a session for `personId` under a new random id, returned once; `organisation` when it
   * was started through the identity provider.
   */
  async startSession(
    personId: string,
    organisation?: Omit<OrganisationSession, "checkedAt">,
  ): Promise<string> {
    const id = newSecret();
    const now = new Date().toISOString();
    await this.#write(async (trx) => {
      await trx
        .insertInto("sessions")
        .values({
          id_hash: secretHash(id),
          person_id: personId,
          created_at: now,
          last_seen_at: now,
        })
        .execute();
      if (organisation)
        await trx
          .insertInto("organisation_sessions")
          .values({
            id_hash: secretHash(id),
            subject: organisation.subject,
            provider_session: organisation.providerSession,
            refresh_token: organisation.refreshToken,
            checked_at: now,
          })
          .execute();
    });
    return id;
  }

  async session(id: string): Promise<Session | undefined> {
    const row = await this.#db
      .selectFrom("sessions as s")
      .leftJoin("organisation_sessions as o", "o.id_hash", "s.id_hash")
      .select([
        "s.person_id",
        "s.created_at",
        "s.last_seen_at",
        "o.subject",
        "o.provider_session",
        "o.refresh_token",
        "o.checked_at",
      ])
      .where("s.id_hash", "=", secretHash(id))
      .where("s.ended_at", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    const session: Session = {
      personId: row.person_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
    };
    if (row.subject !== null)
      session.organisation = {
        subject: row.subject,
        providerSession: row.provider_session,
        refreshToken: row.refresh_token,
        checkedAt: row.checked_at!,
      };
    return session;
  }

  /** Records a check with the provider that kept the session, with the refresh token now valid. */
  async recordCheck(
    sessionId: string,
    refreshToken: string | null,
    now = new Date(),
  ): Promise<void> {
    await this.#write((trx) =>
      trx
        .updateTable("organisation_sessions")
        .set({ refresh_token: refreshToken, checked_at: now.toISOString() })
        .where("id_hash", "=", secretHash(sessionId))
        .execute(),
    );
  }

  /**
   * Claims the check with the provider that is due for a session, for this instance alone: true
   * when the session was last checked at `checkedAt` (as this instance read it) and no other
   * instance has claimed it since. The claim moves the time of the last check to now, so the
   * others find no check due; `releaseCheck` puts it back when the provider could not be asked.
   * Two checks at once would spend one refresh token twice, and a provider that rotates them
   * takes the second for a stolen token.
   */
  async claimCheck(sessionId: string, checkedAt: string, now = new Date()): Promise<boolean> {
    const result = await this.#write((trx) =>
      trx
        .updateTable("organisation_sessions")
        .set({ checked_at: now.toISOString() })
        .where("id_hash", "=", secretHash(sessionId))
        .where("checked_at", "=", checkedAt)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives back a claimed check that could not be made: it is due again at the next call. */
  async releaseCheck(sessionId: string, claimedAt: Date, checkedAt: string): Promise<void> {
    await this.#write((trx) =>
      trx
        .updateTable("organisation_sessions")
        .set({ checked_at: checkedAt })
        .where("id_hash", "=", secretHash(sessionId))
        .where("checked_at", "=", claimedAt.toISOString())
        .execute(),
    );
  }

  /**
   * Ends the sessions started through the provider that its logout names (by its session, or
   * else every one of the subject's); returns the people whose sessions ended.
   */
  async endOrganisationSessions(
    match: { providerSession: string } | { subject: string },
    reason: string,
  ): Promise<string[]> {
    const rows = await this.#write((trx) =>
      trx
        .updateTable("sessions")
        .set({ ended_at: new Date().toISOString(), end_reason: reason })
        .where("ended_at", "is", null)
        .where("id_hash", "in", (eb) => {
          const named = eb.selectFrom("organisation_sessions").select("id_hash");
          return "providerSession" in match
            ? named.where("provider_session", "=", match.providerSession)
            : named.where("subject", "=", match.subject);
        })
        .returning("person_id")
        .execute(),
    );
    return [...new Set(rows.map((row) => row.person_id))];
  }

  /** The person linked to a subject at the provider, and whether the provider ended their access. */
  async linkedPerson(
    issuer: string,
    subject: string,
  ): Promise<{ person: Person; endedByProvider: boolean } | undefined> {
    const row = await this.#db
      .selectFrom("organisation_links as l")
      .innerJoin("people as p", "p.id", "l.person_id")
      .selectAll("p")
      .select("l.ended_by_provider_at")
      .where("l.issuer", "=", issuer)
      .where("l.subject", "=", subject)
      .executeTakeFirst();
    return row && { person: toPerson(row), endedByProvider: row.ended_by_provider_at !== null };
  }

  /** Whether the person is linked to any subject at the provider. */
  async isLinked(personId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom("organisation_links")
      .select("person_id")
      .where("person_id", "=", personId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Links a person to their subject at the provider (their first sign-in through it). */
  async link(issuer: string, subject: string, personId: string): Promise<void> {
    await this.#write((trx) =>
      trx
        .insertInto("organisation_links")
        .values({ issuer, subject, person_id: personId })
        .execute(),
    );
  }

  /** Records that the provider ended (or gave back) a linked person's access. */
  async setEndedByProvider(issuer: string, subject: string, ended: boolean): Promise<void> {
    await this.#write((trx) =>
      trx
        .updateTable("organisation_links")
        .set({ ended_by_provider_at: ended ? new Date().toISOString() : null })
        .where("issuer", "=", issuer)
        .where("subject", "=", subject)
        .execute(),
    );
  }

  async signInPolicy(): Promise<SignInPolicy> {
    const row = await this.#db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "sign-in")
      .executeTakeFirst();
    const stored = row ? (JSON.parse(row.value) as Partial<SignInPolicy>) : {};
    return {
      requireOrganisation: stored.requireOrganisation === true,
      breakGlass: typeof stored.breakGlass === "string" ? stored.breakGlass : null,
    };
  }

  async setSignInPolicy(policy: SignInPolicy): Promise<void> {
    await this.#write((trx) =>
      trx
        .insertInto("settings")
        .values({ key: "sign-in", value: JSON.stringify(policy) })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
        )
        .execute(),
    );
  }

  async touchSession(id: string, now = new Date()): Promise<void> {
    await this.#write((trx) =>
      trx
        .updateTable("sessions")
        .set({ last_seen_at: now.toISOString() })
        .where("id_hash", "=", secretHash(id))
        .execute(),
    );
  }

  /**
   * Records that a tab has a record open, replacing what it had open before, and forgets tabs
   * not heard from within `presenceTtlMs`.
   */
  async markPresent(presence: Presence, now = new Date()): Promise<void> {
    const at = now.toISOString();
    await this.#write(async (trx) => {
      await trx
        .deleteFrom("presence")
        .where("seen_at", "<", new Date(now.getTime() - presenceTtlMs).toISOString())
        .execute();
      await trx
        .insertInto("presence")
        .values({
          session_hash: secretHash(presence.sessionId),
          tab: presence.tab,
          person_id: presence.personId,
          kind: presence.kind,
          record_id: presence.recordId,
          editing: presence.editing ? 1 : 0,
          seen_at: at,
        })
        .onConflict((conflict) =>
          conflict.columns(["session_hash", "tab"]).doUpdateSet((eb) => ({
            person_id: eb.ref("excluded.person_id"),
            kind: eb.ref("excluded.kind"),
            record_id: eb.ref("excluded.record_id"),
            editing: eb.ref("excluded.editing"),
            seen_at: eb.ref("excluded.seen_at"),
          })),
        )
        .execute();
    });
  }

  /** The tab closed, was hidden or went idle: it is present nowhere. */
  async leave(sessionId: string, tab: string): Promise<void> {
    await this.#write((trx) =>
      trx
        .deleteFrom("presence")
        .where("session_hash", "=", secretHash(sessionId))
        .where("tab", "=", tab)
        .execute(),
    );
  }

  /**
   * Who has records of `kind` open now, by record id, each person once (editing if in any of
   * their tabs), leaving out `exceptPersonId` (the one asking).
   */
  async presentAt(
    kind: PresenceKind,
    exceptPersonId: string,
    now = new Date(),
  ): Promise<Map<string, Viewer[]>> {
    const rows = await this.#db
      .selectFrom("presence")
      .select((eb) => ["record_id", "person_id", eb.fn.max("editing").as("editing")])
      .where("kind", "=", kind)
      .where("person_id", "<>", exceptPersonId)
      .where("seen_at", ">=", new Date(now.getTime() - presenceTtlMs).toISOString())
      .groupBy(["record_id", "person_id"])
      .orderBy("record_id")
      .orderBy((eb) => eb.fn.min("seen_at"))
      .execute();
    const present = new Map<string, Viewer[]>();
    for (const row of rows) {
      const viewers = present.get(row.record_id) ?? [];
      viewers.push({ personId: row.person_id, editing: Number(row.editing) === 1 });
      present.set(row.record_id, viewers);
    }
    return present;
  }

  async endSession(id: string, reason: string): Promise<void> {
    await this.#write(async (trx) => {
      await trx
        .updateTable("sessions")
        .set({ ended_at: new Date().toISOString(), end_reason: reason })
        .where("id_hash", "=", secretHash(id))
        .where("ended_at", "is", null)
        .execute();
      await trx.deleteFrom("presence").where("session_hash", "=", secretHash(id)).execute();
    });
  }

  async endSessionsOf(personId: string, reason: string): Promise<number> {
    return this.#write((trx) => endSessionsOf(trx, personId, reason, new Date().toISOString()));
  }

  /** What became of `personId`'s morning e-mail on `day` (YYYY-MM-DD, Toronto), if anything yet. */
  async digestRecord(personId: string, day: string): Promise<DigestRecord | undefined> {
    const row = await this.#db
      .selectFrom("digests")
      .select(["outcome", "attempts", "retry_at"])
      .where("person_id", "=", personId)
      .where("day", "=", day)
      .executeTakeFirst();
    return row && { outcome: row.outcome, attempts: Number(row.attempts), retryAt: row.retry_at };
  }

  /**
   * Takes `personId`'s morning e-mail of `day` for this instance until `claimMs` from `now`, when
   * it is still to be sent: no row yet, or a failed send whose retry is due, and no other
   * instance's claim running. Returns its failed attempts so far, or undefined when it is not this
   * instance's to send. The row is written first as a failure due at once: a send cut short (the
   * instance killed) is taken again when the claim runs out, like any failed one; `recordDigest`
   * ends the claim.
   */
  async claimDigest(
    personId: string,
    day: string,
    now: Date,
  ): Promise<{ attempts: number } | undefined> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + claimMs).toISOString();
    const row = await this.#write((trx) =>
      trx
        .insertInto("digests")
        .values({
          person_id: personId,
          day,
          outcome: "failed",
          attempts: 0,
          retry_at: at,
          last_error: null,
          claimed_until: until,
        })
        .onConflict((conflict) =>
          conflict
            .columns(["person_id", "day"])
            .doUpdateSet({ claimed_until: until })
            .where("digests.outcome", "=", "failed")
            .where("digests.retry_at", "<=", at)
            .where((eb) =>
              eb.or([
                eb("digests.claimed_until", "is", null),
                eb("digests.claimed_until", "<=", at),
              ]),
            ),
        )
        .returning("attempts")
        .executeTakeFirst(),
    );
    return row && { attempts: Number(row.attempts) };
  }

  /**
   * Records what became of it: sent, nothing to send, or a failure and when to try again; the
   * instance's claim ends.
   */
  async recordDigest(
    personId: string,
    day: string,
    result: { outcome: "sent" | "nothing" } | { outcome: "failed"; error: string; retryAt: Date },
  ): Promise<void> {
    const failed = result.outcome === "failed";
    const row = {
      person_id: personId,
      day,
      outcome: result.outcome,
      attempts: failed ? 1 : 0,
      retry_at: failed ? result.retryAt.toISOString() : null,
      last_error: failed ? result.error : null,
    };
    await this.#write((trx) =>
      trx
        .insertInto("digests")
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(["person_id", "day"]).doUpdateSet((eb) => ({
            outcome: row.outcome,
            attempts: eb("digests.attempts", "+", row.attempts),
            retry_at: row.retry_at,
            last_error: row.last_error,
            claimed_until: null,
          })),
        )
        .execute(),
    );
  }

  /** Appends a row to the audit trail, committed before it returns. */
  audit(entry: AuditEntry): Promise<AuditRow> {
    return this.#write(async (trx) => (await this.#append(trx, [entry]))[0]!);
  }

  /** Appends several rows in one transaction (an export's one row per inquiry). */
  async auditMany(entries: readonly AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.#write((trx) => this.#append(trx, entries));
  }

  /**
   * Appends `entries` after the chain's head, inside the caller's write transaction. One writer
   * at a time, so that two rows never claim the same place in the chain: SQLite's write lock
   * (BEGIN IMMEDIATE) on SQLite, an advisory lock held to the end of the transaction on
   * PostgreSQL, where the head is read only once the lock is held.
   */
  async #append(trx: Db, entries: readonly AuditEntry[]): Promise<AuditRow[]> {
    if (this.#dialect === "postgres") await auditLock.execute(trx);
    let head = await headOf(trx);
    const rows: AuditRow[] = [];
    for (const entry of entries) {
      const unhashed: Omit<AuditRow, "hash"> = {
        seq: head.seq + 1,
        at: new Date().toISOString(),
        personId: entry.personId,
        action: entry.action,
        inquiryId: entry.inquiryId ?? null,
        client: entry.client,
        detail: JSON.stringify(entry.detail ?? {}),
        prevHash: head.hash,
      };
      const row = { ...unhashed, hash: rowHash(unhashed) };
      rows.push(row);
      head = row;
    }
    // In batches: a statement's parameters are limited (SQLite's 32,766, nine a row).
    for (let from = 0; from < rows.length; from += 500)
      await trx
        .insertInto("audit")
        .values(
          rows.slice(from, from + 500).map((row) => ({
            seq: row.seq,
            at: row.at,
            person_id: row.personId,
            action: row.action,
            inquiry_id: row.inquiryId,
            client: row.client,
            detail: row.detail,
            prev_hash: row.prevHash,
            hash: row.hash,
          })),
        )
        .execute();
    return rows;
  }

  async auditRows(filter: AuditFilter = {}): Promise<AuditRow[]> {
    // Only the conditions asked for, so that the database can use the person's or the inquiry's
    // index ("? IS NULL OR person_id = ?" would have it walk the whole trail).
    const prefix = filter.inquiryPrefix;
    const rows = await this.#db
      .selectFrom("audit")
      .selectAll()
      .$if(Boolean(filter.personId), (query) => query.where("person_id", "=", filter.personId!))
      .$if(Boolean(filter.action), (query) => query.where("action", "=", filter.action!))
      .$if(Boolean(filter.since), (query) => query.where("at", ">=", filter.since!))
      .$if(Boolean(filter.until), (query) => query.where("at", "<", filter.until!))
      .$if(filter.before !== undefined, (query) => query.where("seq", "<", filter.before!))
      .$if(Boolean(filter.inquiryId), (query) => query.where("inquiry_id", "=", filter.inquiryId!))
      // The references that start with it: from it up to it followed by the last character there
      // is, in SQLite's byte order. PostgreSQL's order follows the database's collation, which
      // may not put that character last: there, starts_with says it.
      .$if(Boolean(prefix), (query) =>
        this.#dialect === "postgres"
          ? query.where(sql<boolean>`starts_with(inquiry_id, ${prefix!})`)
          : query
              .where("inquiry_id", ">=", prefix!)
              .where("inquiry_id", "<", `${prefix!}\u{10FFFF}`),
      )
      .orderBy("seq", "desc")
      .$if(filter.limit !== undefined, (query) => query.limit(filter.limit!))
      .execute();
    return rows.map(toAuditRow);
  }

  /** Every row, oldest first, for checking the chain: read a page at a time. */
  async *auditChain(): AsyncIterable<AuditRow> {
    let after = 0;
    for (;;) {
      const rows = await this.#db
        .selectFrom("audit")
        .selectAll()
        .where("seq", ">", after)
        .orderBy("seq")
        .limit(chainPage)
        .execute();
      for (const row of rows) yield toAuditRow(row);
      if (rows.length < chainPage) return;
      after = Number(rows.at(-1)!.seq);
    }
  }

  auditHead(): Promise<{ seq: number; hash: string }> {
    return headOf(this.#db);
  }
}

/** The last row of the audit chain: its number and hash (0 and the genesis hash when none). */
async function headOf(db: Db): Promise<{ seq: number; hash: string }> {
  const row = await db
    .selectFrom("audit")
    .select(["seq", "hash"])
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: Number(row.seq), hash: row.hash } : { seq: 0, hash: genesisHash };
}

/** Ends a person's sessions and their presence, in the caller's transaction; returns how many. */
async function endSessionsOf(trx: Db, personId: string, reason: string, now: string) {
  await trx.deleteFrom("presence").where("person_id", "=", personId).execute();
  const result = await trx
    .updateTable("sessions")
    .set({ ended_at: now, end_reason: reason })
    .where("person_id", "=", personId)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
