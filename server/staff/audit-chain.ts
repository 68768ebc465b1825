/**
 * The audit trail's chain: each row carries the SHA-256 of the row before it, so that an edit or a
 * deletion anywhere breaks every hash after it. PHIPA asks a custodian to know who saw what;
 * this makes the record of it hard to change unnoticed. Rewriting the whole chain from some row on
 * is caught by comparing the head with the one the server writes to its log each day.
 */
import { createHash } from "node:crypto";

/** One audit row as stored. */
export interface AuditRow {
  /** Its place in the chain, from 1. */
  seq: number;
  /** When, as an ISO time. */
  at: string;
  /** Who acted: a person's id, or null for an unknown visitor (a failed sign-in). */
  personId: string | null;
  /** What they did, in words ("sign-in", "passkey added"). */
  action: string;
  /** The inquiry it concerns, if any. */
  inquiryId: string | null;
  /** The client's address. */
  client: string;
  /** A few words more, never personal health information (a JSON object as text). */
  detail: string;
  /** The hash of the row before (64 zeros for the first). */
  prevHash: string;
  /** The hash of this row. */
  hash: string;
}

/** The hash the first row points back to. */
export const genesisHash = "0".repeat(64);

/** The hash of a row: its content and the hash before it, in a fixed order. */
export function rowHash(row: Omit<AuditRow, "hash">): string {
  const content = JSON.stringify([
    row.seq,
    row.at,
    row.personId,
    row.action,
    row.inquiryId,
    row.client,
    row.detail,
    row.prevHash,
  ]);
  return createHash("sha256").update(content).digest("hex");
}

/** What a check of the chain found. */
export type ChainCheck =
  | { ok: true; rows: number; head: string }
  | { ok: false; rows: number; brokenAt: number; reason: string };

/** Checks rows in order: each links to the one before, has the next number and its own hash. */
export function checkChain(rows: Iterable<AuditRow>): ChainCheck {
  const check = new ChainWalk();
  for (const row of rows) if (!check.next(row)) break;
  return check.result();
}

/** `checkChain` over rows read a page at a time (the store's `auditChain`). */
export async function checkChainOf(rows: AsyncIterable<AuditRow>): Promise<ChainCheck> {
  const check = new ChainWalk();
  for await (const row of rows) if (!check.next(row)) break;
  return check.result();
}

/** A walk along the chain, row by row, that stops at the first broken link. */
class ChainWalk {
  #previous = genesisHash;
  #expectedSeq = 1;
  #count = 0;
  #broken: { brokenAt: number; reason: string } | undefined;

  /** Takes the next row; false once the chain is broken (the rows after it need not be read). */
  next(row: AuditRow): boolean {
    this.#count++;
    if (row.seq !== this.#expectedSeq)
      this.#broken = { brokenAt: this.#expectedSeq, reason: "a row is missing" };
    else if (row.prevHash !== this.#previous)
      this.#broken = { brokenAt: row.seq, reason: "it does not follow the row before" };
    else if (rowHash(row) !== row.hash)
      this.#broken = { brokenAt: row.seq, reason: "its content was changed" };
    if (this.#broken) return false;
    this.#previous = row.hash;
    this.#expectedSeq++;
    return true;
  }

  result(): ChainCheck {
    return this.#broken
      ? { ok: false, rows: this.#count, ...this.#broken }
      : { ok: true, rows: this.#count, head: this.#previous };
  }
}
