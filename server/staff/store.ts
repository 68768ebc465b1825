/**
 * The staff area's data: people and their teams, passkeys, one-time invitations, sessions,
 * WebAuthn challenges and the audit trail. `StaffStore` is the interface the routes use, so that a
 * PostgreSQL store can be added beside the SQLite one (`SqliteStaffStore`, Node's node:sqlite) that
 * is the default.
 *
 * Secrets are stored only as SHA-256 hashes (invitation tokens, session ids): a copy of the file
 * lets no one sign in. The audit table refuses UPDATE and DELETE, and each row carries the hash of
 * the one before (audit-chain.ts).
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { AuditAction } from "../../content/staff-ui.ts";
import { type SavedReplySeed, savedReplySeed } from "../../content/saved-replies.ts";
import { inTransaction, openDatabase } from "../sqlite.ts";
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

export interface StaffStore {
  addPerson(person: { email: string; name: string; teams: string[]; admin: boolean }): Person;
  personById(id: string): Person | undefined;
  personByEmail(email: string): Person | undefined;
  people(): Person[];
  setTeams(personId: string, teams: string[], admin: boolean): void;
  /** Ends a person's access: marks them revoked, ends their sessions, cancels their invitations. */
  revoke(personId: string): void;
  /** Lets a revoked person be invited again. */
  restore(personId: string): void;
  /** Administrators who are not revoked. */
  activeAdmins(): Person[];
  /** Sets when a person gets the morning e-mail. */
  setDigest(personId: string, choice: DigestChoice): void;
  /** A team's saved replies, in the order the reply form offers them. */
  savedReplies(team: string): SavedReply[];
  /**
   * Changes a team's saved reply (an administrator's edit), made from its `version`: refused when
   * it changed since (decision 028).
   */
  editSavedReply(
    team: string,
    key: string,
    edit: SavedReplyEdit,
    by: string,
    version: number,
  ): SavedReplyResult;
  /** Adds a saved reply to a team, last in its list, under a key made from its English title. */
  addSavedReply(team: string, reply: SavedReplyEdit, by: string): SavedReply;
  /**
   * Removes a team's saved reply, made from its `version`. It is kept as removed, so that the
   * seed (content/saved-replies.ts) never brings it back at the next start.
   */
  removeSavedReply(team: string, key: string, by: string, version: number): SavedReplyResult;
  /** Each person's passkeys and open sign-up link, by person id (the People page's status). */
  accessStates(now?: Date): Map<string, AccessState>;

  /** Stores the hash of a new invitation token for `personId`, valid until `expiresAt`. */
  addInvite(personId: string, token: string, expiresAt: Date): void;
  /** The person an unused, unexpired invitation is for, or why there is none. */
  inviteFor(token: string, now?: Date): Person | "used" | "expired" | "unknown";
  /** Marks an invitation used; false if it was already used or expired (a race lost). */
  useInvite(token: string, now?: Date): boolean;

  addPasskey(passkey: Omit<Passkey, "createdAt" | "lastUsedAt">): void;
  passkey(id: string): Passkey | undefined;
  passkeysOf(personId: string): Passkey[];
  /** Records a sign-in with a passkey and its new counter. */
  usePasskey(id: string, counter: number): void;
  removePasskey(personId: string, id: string): boolean;

  /** Keeps a challenge for `ttlMs`; it can be taken once. */
  addChallenge(challenge: string, purpose: ChallengePurpose, ttlMs: number, subject?: string): void;
  /** Takes (deletes) an unexpired challenge of `purpose`; returns its subject ("" when none). */
  takeChallenge(challenge: string, purpose: ChallengePurpose, now?: Date): string | undefined;

  /**
   * Starts a session for `personId` under a new random id, returned once; `organisation` when it
   * was started through the identity provider.
   */
  startSession(personId: string, organisation?: Omit<OrganisationSession, "checkedAt">): string;
  /** Records a check with the provider that kept the session, with the refresh token now valid. */
  recordCheck(sessionId: string, refreshToken: string | null, now?: Date): void;
  /**
   * Ends the sessions started through the provider that its logout names (by its session, or
   * else every one of the subject's); returns the people whose sessions ended.
   */
  endOrganisationSessions(
    match: { providerSession: string } | { subject: string },
    reason: string,
  ): string[];

  /** The person linked to a subject at the provider, and whether the provider ended their access. */
  linkedPerson(
    issuer: string,
    subject: string,
  ): { person: Person; endedByProvider: boolean } | undefined;
  /** Whether the person is linked to any subject at the provider. */
  isLinked(personId: string): boolean;
  /** Links a person to their subject at the provider (their first sign-in through it). */
  link(issuer: string, subject: string, personId: string): void;
  /** Records that the provider ended (or gave back) a linked person's access. */
  setEndedByProvider(issuer: string, subject: string, ended: boolean): void;

  signInPolicy(): SignInPolicy;
  setSignInPolicy(policy: SignInPolicy): void;
  session(id: string): Session | undefined;
  touchSession(id: string, now?: Date): void;
  endSession(id: string, reason: string): void;
  endSessionsOf(personId: string, reason: string): number;

  /** What became of `personId`'s morning e-mail on `day` (YYYY-MM-DD, Toronto), if anything yet. */
  digestRecord(personId: string, day: string): DigestRecord | undefined;
  /** Records what became of it: sent, nothing to send, or a failure and when to try again. */
  recordDigest(
    personId: string,
    day: string,
    result: { outcome: "sent" | "nothing" } | { outcome: "failed"; error: string; retryAt: Date },
  ): void;

  /**
   * Records that a tab has a record open, replacing what it had open before, and forgets tabs
   * not heard from within `presenceTtlMs`.
   */
  markPresent(presence: Presence, now?: Date): void;
  /** The tab closed, was hidden or went idle: it is present nowhere. */
  leave(sessionId: string, tab: string): void;
  /**
   * Who has records of `kind` open now, by record id, each person once (editing if in any of
   * their tabs), leaving out `exceptPersonId` (the one asking).
   */
  presentAt(kind: PresenceKind, exceptPersonId: string, now?: Date): Map<string, Viewer[]>;

  audit(entry: AuditEntry): AuditRow;
  /** Appends several rows in one transaction (an export's one row per inquiry). */
  auditMany(entries: readonly AuditEntry[]): void;
  auditRows(filter?: AuditFilter): AuditRow[];
  /** Every row, oldest first, for checking the chain. */
  auditChain(): Iterable<AuditRow>;
  auditHead(): { seq: number; hash: string };

  close(): void;
}

const schema = `
  CREATE TABLE IF NOT EXISTS people (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    teams TEXT NOT NULL,
    admin INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    revoked_at TEXT,
    digest TEXT NOT NULL DEFAULT 'auto'
  ) STRICT;
  CREATE TABLE IF NOT EXISTS invites (
    token_hash TEXT PRIMARY KEY,
    person_id TEXT NOT NULL REFERENCES people (id),
    expires_at TEXT NOT NULL,
    used_at TEXT
  ) STRICT;
  CREATE TABLE IF NOT EXISTS passkeys (
    id TEXT PRIMARY KEY,
    person_id TEXT NOT NULL REFERENCES people (id),
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    label TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_used_at TEXT
  ) STRICT;
  CREATE TABLE IF NOT EXISTS challenges (
    challenge TEXT PRIMARY KEY,
    purpose TEXT NOT NULL,
    subject TEXT NOT NULL,
    expires_at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS sessions (
    id_hash TEXT PRIMARY KEY,
    person_id TEXT NOT NULL REFERENCES people (id),
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    ended_at TEXT,
    end_reason TEXT
  ) STRICT;
  CREATE TABLE IF NOT EXISTS organisation_links (
    issuer TEXT NOT NULL,
    subject TEXT NOT NULL,
    person_id TEXT NOT NULL REFERENCES people (id),
    ended_by_provider_at TEXT,
    PRIMARY KEY (issuer, subject)
  ) STRICT;
  CREATE INDEX IF NOT EXISTS organisation_links_person ON organisation_links (person_id);
  CREATE TABLE IF NOT EXISTS organisation_sessions (
    id_hash TEXT PRIMARY KEY REFERENCES sessions (id_hash),
    subject TEXT NOT NULL,
    provider_session TEXT,
    refresh_token TEXT,
    checked_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS organisation_sessions_sid ON organisation_sessions (provider_session);
  CREATE INDEX IF NOT EXISTS organisation_sessions_subject ON organisation_sessions (subject);
  CREATE TABLE IF NOT EXISTS saved_replies (
    team TEXT NOT NULL,
    key TEXT NOT NULL,
    position INTEGER NOT NULL,
    title_en TEXT NOT NULL,
    title_fr TEXT NOT NULL,
    body_en TEXT NOT NULL,
    body_fr TEXT NOT NULL,
    delay_days INTEGER NOT NULL DEFAULT 0,
    changed_at TEXT,
    changed_by TEXT,
    version INTEGER NOT NULL DEFAULT 1,
    removed_at TEXT,
    PRIMARY KEY (team, key)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS digests (
    person_id TEXT NOT NULL REFERENCES people (id),
    day TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'nothing', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    retry_at TEXT,
    last_error TEXT,
    PRIMARY KEY (person_id, day)
  ) STRICT;
  -- Who has which record open, by tab: no word of any record (decision 028).
  CREATE TABLE IF NOT EXISTS presence (
    session_hash TEXT NOT NULL,
    tab TEXT NOT NULL,
    person_id TEXT NOT NULL REFERENCES people (id),
    kind TEXT NOT NULL,
    record_id TEXT NOT NULL,
    editing INTEGER NOT NULL,
    seen_at TEXT NOT NULL,
    PRIMARY KEY (session_hash, tab)
  ) STRICT;
  CREATE INDEX IF NOT EXISTS presence_record ON presence (kind, record_id);
  CREATE INDEX IF NOT EXISTS presence_seen ON presence (seen_at);
  CREATE TABLE IF NOT EXISTS audit (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    person_id TEXT,
    action TEXT NOT NULL,
    inquiry_id TEXT,
    client TEXT NOT NULL,
    detail TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS audit_person ON audit (person_id, seq);
  CREATE INDEX IF NOT EXISTS audit_inquiry ON audit (inquiry_id, seq);
  -- The trail is append-only: the database itself refuses to change or delete a row.
  CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit
    BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
  CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit
    BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
`;

type Row = Record<string, string | number | null | Uint8Array>;

/** The SHA-256 of a secret, as stored in place of the secret. */
export function secretHash(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A new secret of 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

function toPerson(row: Row): Person {
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

function toPasskey(row: Row): Passkey {
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

function toSavedReply(row: Row): SavedReply {
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

export class SqliteStaffStore implements StaffStore {
  readonly #db: DatabaseSync;

  /** Opens (or creates) `staff.sqlite` in `dataDir`, readable by this user only. */
  constructor(dataDir: string) {
    this.#db = openDatabase(dataDir, "staff.sqlite").db;
    this.#db.exec(schema);
    // A file made before the morning e-mail: its people get the default.
    const columns = this.#db.prepare("PRAGMA table_info(people)").all() as Row[];
    if (!columns.some((column) => column.name === "digest"))
      this.#db.exec("ALTER TABLE people ADD COLUMN digest TEXT NOT NULL DEFAULT 'auto'");
    // A file made before saved replies had versions, and could be removed.
    const replyColumns = this.#db.prepare("PRAGMA table_info(saved_replies)").all() as Row[];
    if (!replyColumns.some((column) => column.name === "version"))
      this.#db.exec(
        `ALTER TABLE saved_replies ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
         ALTER TABLE saved_replies ADD COLUMN removed_at TEXT;`,
      );
    // The saved replies each team starts with, written into a file that lacks them (a new one,
    // or one from before saved replies); an administrator's edits are never written over.
    const seed = this.#db.prepare(
      `INSERT OR IGNORE INTO saved_replies
         (team, key, position, title_en, title_fr, body_en, body_fr, delay_days)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [team, replies] of Object.entries(savedReplySeed)) {
      replies.forEach((reply, position) =>
        seed.run(
          team,
          reply.key,
          position,
          reply.title.en,
          reply.title.fr,
          reply.body.en,
          reply.body.fr,
          reply.delayDays,
        ),
      );
    }
  }

  savedReplies(team: string): SavedReply[] {
    return (
      this.#db
        .prepare(
          `SELECT * FROM saved_replies WHERE team = ? AND removed_at IS NULL
           ORDER BY position, key`,
        )
        .all(team) as Row[]
    ).map(toSavedReply);
  }

  #savedReply(team: string, key: string): SavedReply | undefined {
    const row = this.#db
      .prepare("SELECT * FROM saved_replies WHERE team = ? AND key = ? AND removed_at IS NULL")
      .get(team, key) as Row | undefined;
    return row && toSavedReply(row);
  }

  editSavedReply(
    team: string,
    key: string,
    edit: SavedReplyEdit,
    by: string,
    version: number,
  ): SavedReplyResult {
    return this.#transaction((): SavedReplyResult => {
      const current = this.#savedReply(team, key);
      if (!current) return { outcome: "missing" };
      if (current.version !== version) return { outcome: "conflict", reply: current };
      this.#db
        .prepare(
          `UPDATE saved_replies SET title_en = ?, title_fr = ?, body_en = ?, body_fr = ?,
             changed_at = ?, changed_by = ?, version = version + 1 WHERE team = ? AND key = ?`,
        )
        .run(
          edit.title.en,
          edit.title.fr,
          edit.body.en,
          edit.body.fr,
          new Date().toISOString(),
          by,
          team,
          key,
        );
      return { outcome: "saved", reply: this.#savedReply(team, key)! };
    });
  }

  addSavedReply(team: string, reply: SavedReplyEdit, by: string): SavedReply {
    return this.#transaction(() => {
      // Removed ones count too: a key is never used twice, so a reply sent from the old one
      // is never taken for the new.
      const taken = new Set(
        (this.#db.prepare("SELECT key FROM saved_replies WHERE team = ?").all(team) as Row[]).map(
          (row) => String(row.key),
        ),
      );
      const base = savedReplyKey(reply.title.en);
      let key = base;
      for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
      const { last } = this.#db
        .prepare("SELECT COALESCE(MAX(position), -1) AS last FROM saved_replies WHERE team = ?")
        .get(team) as { last: number };
      this.#db
        .prepare(
          `INSERT INTO saved_replies (team, key, position, title_en, title_fr, body_en, body_fr,
             delay_days, changed_at, changed_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
        )
        .run(
          team,
          key,
          last + 1,
          reply.title.en,
          reply.title.fr,
          reply.body.en,
          reply.body.fr,
          new Date().toISOString(),
          by,
        );
      return this.#savedReply(team, key)!;
    });
  }

  removeSavedReply(team: string, key: string, by: string, version: number): SavedReplyResult {
    return this.#transaction((): SavedReplyResult => {
      const current = this.#savedReply(team, key);
      if (!current) return { outcome: "missing" };
      if (current.version !== version) return { outcome: "conflict", reply: current };
      this.#db
        .prepare(
          `UPDATE saved_replies SET removed_at = ?, changed_at = ?, changed_by = ?,
             version = version + 1 WHERE team = ? AND key = ?`,
        )
        .run(new Date().toISOString(), new Date().toISOString(), by, team, key);
      return { outcome: "saved", reply: current };
    });
  }

  #transaction<T>(work: () => T): T {
    return inTransaction(this.#db, work);
  }

  addPerson(person: { email: string; name: string; teams: string[]; admin: boolean }): Person {
    const id = randomUUID();
    this.#db
      .prepare(
        "INSERT INTO people (id, email, name, teams, admin, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(
        id,
        person.email.toLowerCase(),
        person.name,
        JSON.stringify(person.teams),
        person.admin ? 1 : 0,
        new Date().toISOString(),
      );
    return this.personById(id)!;
  }

  personById(id: string): Person | undefined {
    const row = this.#db.prepare("SELECT * FROM people WHERE id = ?").get(id) as Row | undefined;
    return row && toPerson(row);
  }

  personByEmail(email: string): Person | undefined {
    const row = this.#db
      .prepare("SELECT * FROM people WHERE email = ?")
      .get(email.toLowerCase()) as Row | undefined;
    return row && toPerson(row);
  }

  people(): Person[] {
    return (this.#db.prepare("SELECT * FROM people ORDER BY name").all() as Row[]).map(toPerson);
  }

  setTeams(personId: string, teams: string[], admin: boolean): void {
    this.#db
      .prepare("UPDATE people SET teams = ?, admin = ? WHERE id = ?")
      .run(JSON.stringify(teams), admin ? 1 : 0, personId);
  }

  revoke(personId: string): void {
    this.#transaction(() => {
      const now = new Date().toISOString();
      this.#db.prepare("UPDATE people SET revoked_at = ? WHERE id = ?").run(now, personId);
      this.#db
        .prepare("UPDATE invites SET used_at = ? WHERE person_id = ? AND used_at IS NULL")
        .run(now, personId);
      this.#endSessionsOf(personId, "revoked", now);
    });
  }

  restore(personId: string): void {
    this.#db.prepare("UPDATE people SET revoked_at = NULL WHERE id = ?").run(personId);
  }

  activeAdmins(): Person[] {
    return (
      this.#db.prepare("SELECT * FROM people WHERE admin = 1 AND revoked_at IS NULL").all() as Row[]
    ).map(toPerson);
  }

  setDigest(personId: string, choice: DigestChoice): void {
    this.#db.prepare("UPDATE people SET digest = ? WHERE id = ?").run(choice, personId);
  }

  accessStates(now = new Date()): Map<string, AccessState> {
    const rows = this.#db
      .prepare(
        `SELECT p.id,
           (SELECT count(*) FROM passkeys k WHERE k.person_id = p.id) AS passkeys,
           (SELECT max(i.expires_at) FROM invites i
             WHERE i.person_id = p.id AND i.used_at IS NULL AND i.expires_at > ?) AS invite_until
         FROM people p`,
      )
      .all(now.toISOString()) as Row[];
    return new Map(
      rows.map((row) => [
        String(row.id),
        {
          passkeys: Number(row.passkeys),
          inviteUntil: row.invite_until === null ? null : String(row.invite_until),
        },
      ]),
    );
  }

  addInvite(personId: string, token: string, expiresAt: Date): void {
    this.#db
      .prepare("INSERT INTO invites (token_hash, person_id, expires_at) VALUES (?, ?, ?)")
      .run(secretHash(token), personId, expiresAt.toISOString());
  }

  inviteFor(token: string, now = new Date()): Person | "used" | "expired" | "unknown" {
    const row = this.#db
      .prepare(
        `SELECT p.*, i.used_at AS invite_used_at, i.expires_at AS invite_expires_at
         FROM invites i JOIN people p ON p.id = i.person_id WHERE i.token_hash = ?`,
      )
      .get(secretHash(token)) as Row | undefined;
    if (!row) return "unknown";
    // A revoked person's invitations are marked used when access ends.
    if (row.invite_used_at !== null || row.revoked_at !== null) return "used";
    if (String(row.invite_expires_at) <= now.toISOString()) return "expired";
    return toPerson(row);
  }

  useInvite(token: string, now = new Date()): boolean {
    const result = this.#db
      .prepare(
        "UPDATE invites SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?",
      )
      .run(now.toISOString(), secretHash(token), now.toISOString());
    return result.changes === 1;
  }

  addPasskey(passkey: Omit<Passkey, "createdAt" | "lastUsedAt">): void {
    this.#db
      .prepare(
        `INSERT INTO passkeys (id, person_id, public_key, counter, transports, label, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        passkey.id,
        passkey.personId,
        passkey.publicKey,
        passkey.counter,
        JSON.stringify(passkey.transports),
        passkey.label,
        new Date().toISOString(),
      );
  }

  passkey(id: string): Passkey | undefined {
    const row = this.#db.prepare("SELECT * FROM passkeys WHERE id = ?").get(id) as Row | undefined;
    return row && toPasskey(row);
  }

  passkeysOf(personId: string): Passkey[] {
    return (
      this.#db
        .prepare("SELECT * FROM passkeys WHERE person_id = ? ORDER BY created_at")
        .all(personId) as Row[]
    ).map(toPasskey);
  }

  usePasskey(id: string, counter: number): void {
    this.#db
      .prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?")
      .run(counter, new Date().toISOString(), id);
  }

  removePasskey(personId: string, id: string): boolean {
    return (
      this.#db.prepare("DELETE FROM passkeys WHERE id = ? AND person_id = ?").run(id, personId)
        .changes === 1
    );
  }

  addChallenge(challenge: string, purpose: ChallengePurpose, ttlMs: number, subject = ""): void {
    const now = Date.now();
    // Old challenges are useless; drop them as new ones come.
    this.#db
      .prepare("DELETE FROM challenges WHERE expires_at <= ?")
      .run(new Date(now).toISOString());
    this.#db
      .prepare(
        "INSERT INTO challenges (challenge, purpose, subject, expires_at) VALUES (?, ?, ?, ?)",
      )
      .run(challenge, purpose, subject, new Date(now + ttlMs).toISOString());
  }

  takeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    now = new Date(),
  ): string | undefined {
    const row = this.#db
      .prepare(
        "DELETE FROM challenges WHERE challenge = ? AND purpose = ? AND expires_at > ? RETURNING subject",
      )
      .get(challenge, purpose, now.toISOString()) as Row | undefined;
    return row ? String(row.subject) : undefined;
  }

  startSession(personId: string, organisation?: Omit<OrganisationSession, "checkedAt">): string {
    const id = newSecret();
    const now = new Date().toISOString();
    this.#transaction(() => {
      this.#db
        .prepare(
          "INSERT INTO sessions (id_hash, person_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
        )
        .run(secretHash(id), personId, now, now);
      if (organisation)
        this.#db
          .prepare(
            `INSERT INTO organisation_sessions
               (id_hash, subject, provider_session, refresh_token, checked_at)
             VALUES (?, ?, ?, ?, ?)`,
          )
          .run(
            secretHash(id),
            organisation.subject,
            organisation.providerSession,
            organisation.refreshToken,
            now,
          );
    });
    return id;
  }

  session(id: string): Session | undefined {
    const row = this.#db
      .prepare(
        `SELECT s.*, o.subject, o.provider_session, o.refresh_token, o.checked_at
         FROM sessions s LEFT JOIN organisation_sessions o ON o.id_hash = s.id_hash
         WHERE s.id_hash = ? AND s.ended_at IS NULL`,
      )
      .get(secretHash(id)) as Row | undefined;
    if (!row) return undefined;
    const session: Session = {
      personId: String(row.person_id),
      createdAt: String(row.created_at),
      lastSeenAt: String(row.last_seen_at),
    };
    if (row.subject !== null)
      session.organisation = {
        subject: String(row.subject),
        providerSession: row.provider_session === null ? null : String(row.provider_session),
        refreshToken: row.refresh_token === null ? null : String(row.refresh_token),
        checkedAt: String(row.checked_at),
      };
    return session;
  }

  recordCheck(sessionId: string, refreshToken: string | null, now = new Date()): void {
    this.#db
      .prepare(
        "UPDATE organisation_sessions SET refresh_token = ?, checked_at = ? WHERE id_hash = ?",
      )
      .run(refreshToken, now.toISOString(), secretHash(sessionId));
  }

  endOrganisationSessions(
    match: { providerSession: string } | { subject: string },
    reason: string,
  ): string[] {
    const [column, value] =
      "providerSession" in match
        ? ["provider_session", match.providerSession]
        : ["subject", match.subject];
    const rows = this.#db
      .prepare(
        `UPDATE sessions SET ended_at = ?, end_reason = ?
         WHERE ended_at IS NULL AND id_hash IN
           (SELECT id_hash FROM organisation_sessions WHERE ${column} = ?)
         RETURNING person_id`,
      )
      .all(new Date().toISOString(), reason, value) as Row[];
    return [...new Set(rows.map((row) => String(row.person_id)))];
  }

  linkedPerson(
    issuer: string,
    subject: string,
  ): { person: Person; endedByProvider: boolean } | undefined {
    const row = this.#db
      .prepare(
        `SELECT p.*, l.ended_by_provider_at FROM organisation_links l
         JOIN people p ON p.id = l.person_id WHERE l.issuer = ? AND l.subject = ?`,
      )
      .get(issuer, subject) as Row | undefined;
    return row && { person: toPerson(row), endedByProvider: row.ended_by_provider_at !== null };
  }

  isLinked(personId: string): boolean {
    return (
      this.#db.prepare("SELECT 1 FROM organisation_links WHERE person_id = ?").get(personId) !==
      undefined
    );
  }

  link(issuer: string, subject: string, personId: string): void {
    this.#db
      .prepare("INSERT INTO organisation_links (issuer, subject, person_id) VALUES (?, ?, ?)")
      .run(issuer, subject, personId);
  }

  setEndedByProvider(issuer: string, subject: string, ended: boolean): void {
    this.#db
      .prepare(
        "UPDATE organisation_links SET ended_by_provider_at = ? WHERE issuer = ? AND subject = ?",
      )
      .run(ended ? new Date().toISOString() : null, issuer, subject);
  }

  signInPolicy(): SignInPolicy {
    const row = this.#db.prepare("SELECT value FROM settings WHERE key = 'sign-in'").get() as
      Row | undefined;
    const stored = row ? (JSON.parse(String(row.value)) as Partial<SignInPolicy>) : {};
    return {
      requireOrganisation: stored.requireOrganisation === true,
      breakGlass: typeof stored.breakGlass === "string" ? stored.breakGlass : null,
    };
  }

  setSignInPolicy(policy: SignInPolicy): void {
    this.#db
      .prepare(
        "INSERT INTO settings (key, value) VALUES ('sign-in', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      )
      .run(JSON.stringify(policy));
  }

  touchSession(id: string, now = new Date()): void {
    this.#db
      .prepare("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?")
      .run(now.toISOString(), secretHash(id));
  }

  markPresent(presence: Presence, now = new Date()): void {
    const at = now.toISOString();
    this.#transaction(() => {
      this.#db
        .prepare("DELETE FROM presence WHERE seen_at < ?")
        .run(new Date(now.getTime() - presenceTtlMs).toISOString());
      this.#db
        .prepare(
          `INSERT INTO presence (session_hash, tab, person_id, kind, record_id, editing, seen_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (session_hash, tab) DO UPDATE SET person_id = excluded.person_id,
             kind = excluded.kind, record_id = excluded.record_id, editing = excluded.editing,
             seen_at = excluded.seen_at`,
        )
        .run(
          secretHash(presence.sessionId),
          presence.tab,
          presence.personId,
          presence.kind,
          presence.recordId,
          presence.editing ? 1 : 0,
          at,
        );
    });
  }

  leave(sessionId: string, tab: string): void {
    this.#db
      .prepare("DELETE FROM presence WHERE session_hash = ? AND tab = ?")
      .run(secretHash(sessionId), tab);
  }

  presentAt(kind: PresenceKind, exceptPersonId: string, now = new Date()): Map<string, Viewer[]> {
    const rows = this.#db
      .prepare(
        `SELECT record_id, person_id, max(editing) AS editing FROM presence
         WHERE kind = ? AND person_id <> ? AND seen_at >= ?
         GROUP BY record_id, person_id ORDER BY record_id, min(seen_at)`,
      )
      .all(kind, exceptPersonId, new Date(now.getTime() - presenceTtlMs).toISOString()) as Row[];
    const present = new Map<string, Viewer[]>();
    for (const row of rows) {
      const viewers = present.get(String(row.record_id)) ?? [];
      viewers.push({ personId: String(row.person_id), editing: row.editing === 1 });
      present.set(String(row.record_id), viewers);
    }
    return present;
  }

  endSession(id: string, reason: string): void {
    this.#db
      .prepare(
        "UPDATE sessions SET ended_at = ?, end_reason = ? WHERE id_hash = ? AND ended_at IS NULL",
      )
      .run(new Date().toISOString(), reason, secretHash(id));
    this.#db.prepare("DELETE FROM presence WHERE session_hash = ?").run(secretHash(id));
  }

  endSessionsOf(personId: string, reason: string): number {
    return this.#endSessionsOf(personId, reason, new Date().toISOString());
  }

  #endSessionsOf(personId: string, reason: string, now: string): number {
    this.#db.prepare("DELETE FROM presence WHERE person_id = ?").run(personId);
    return Number(
      this.#db
        .prepare(
          "UPDATE sessions SET ended_at = ?, end_reason = ? WHERE person_id = ? AND ended_at IS NULL",
        )
        .run(now, reason, personId).changes,
    );
  }

  digestRecord(personId: string, day: string): DigestRecord | undefined {
    const row = this.#db
      .prepare("SELECT outcome, attempts, retry_at FROM digests WHERE person_id = ? AND day = ?")
      .get(personId, day) as Row | undefined;
    return (
      row && {
        outcome: String(row.outcome) as DigestRecord["outcome"],
        attempts: Number(row.attempts),
        retryAt: row.retry_at === null ? null : String(row.retry_at),
      }
    );
  }

  recordDigest(
    personId: string,
    day: string,
    result: { outcome: "sent" | "nothing" } | { outcome: "failed"; error: string; retryAt: Date },
  ): void {
    const failed = result.outcome === "failed";
    this.#db
      .prepare(
        `INSERT INTO digests (person_id, day, outcome, attempts, retry_at, last_error)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (person_id, day) DO UPDATE SET outcome = ?3, attempts = attempts + ?4,
           retry_at = ?5, last_error = ?6`,
      )
      .run(
        personId,
        day,
        result.outcome,
        failed ? 1 : 0,
        failed ? result.retryAt.toISOString() : null,
        failed ? result.error : null,
      );
  }

  audit(entry: AuditEntry): AuditRow {
    // One writer at a time, so that two rows never claim the same place in the chain.
    return this.#transaction(() => this.#append(entry));
  }

  auditMany(entries: readonly AuditEntry[]): void {
    this.#transaction(() => {
      for (const entry of entries) this.#append(entry);
    });
  }

  #append(entry: AuditEntry): AuditRow {
    const head = this.auditHead();
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
    this.#db
      .prepare(
        `INSERT INTO audit (seq, at, person_id, action, inquiry_id, client, detail, prev_hash, hash)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        row.seq,
        row.at,
        row.personId,
        row.action,
        row.inquiryId,
        row.client,
        row.detail,
        row.prevHash,
        row.hash,
      );
    return row;
  }

  auditRows(filter: AuditFilter = {}): AuditRow[] {
    // Only the conditions asked for, so that SQLite can use the person's or the inquiry's index
    // ("?1 IS NULL OR person_id = ?1" would have it walk the whole trail).
    const clauses: string[] = [];
    const values: (string | number)[] = [];
    const where = (clause: string, ...given: (string | number)[]) => {
      clauses.push(clause);
      values.push(...given);
    };
    if (filter.personId) where("person_id = ?", filter.personId);
    if (filter.action) where("action = ?", filter.action);
    if (filter.since) where("at >= ?", filter.since);
    if (filter.until) where("at < ?", filter.until);
    if (filter.before !== undefined) where("seq < ?", filter.before);
    if (filter.inquiryId) where("inquiry_id = ?", filter.inquiryId);
    // The references that start with it: from it up to it followed by the last character there is.
    if (filter.inquiryPrefix)
      where(
        "inquiry_id >= ? AND inquiry_id < ?",
        filter.inquiryPrefix,
        `${filter.inquiryPrefix}\u{10FFFF}`,
      );
    const rows = this.#db
      .prepare(
        `SELECT * FROM audit ${clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : ""}
         ORDER BY seq DESC LIMIT ?`,
      )
      .all(...values, filter.limit ?? -1) as Row[];
    return rows.map(toAuditRow);
  }

  *auditChain(): Iterable<AuditRow> {
    for (const row of this.#db.prepare("SELECT * FROM audit ORDER BY seq").iterate())
      yield toAuditRow(row as Row);
  }

  auditHead(): { seq: number; hash: string } {
    const row = this.#db.prepare("SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1").get() as
      Row | undefined;
    return row ? { seq: Number(row.seq), hash: String(row.hash) } : { seq: 0, hash: genesisHash };
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
