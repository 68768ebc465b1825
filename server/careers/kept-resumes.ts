/**
 * Résumés kept across a refusal of their form (a phone number to fix, the store down): a file
 * that passed inspection and the scan is stored as any résumé (server/uploads/files.ts), and
 * held here under the key drawn with the form sent back, for that posting only, so the next
 * send of that form uses it when no other file is chosen. Each key is used once: taken, the file
 * goes with the application, moves to the next form's key, or is deleted when replaced or
 * removed. Held in memory for half an hour: a file never used is no application's, and the
 * retention's sweep of résumés of no application deletes it after an hour
 * (application-retention.ts `strayAfterMs`), so a file is never used once it may be swept.
 */
import { strayAfterMs } from "./application-retention.ts";
import type { Resume } from "./applications.ts";

/** How long a kept résumé can be used: well before the sweep may delete its file. */
export const keptResumeMs = strayAfterMs / 2;

interface Kept {
  resume: Resume & { stored: string };
  postingId: string;
  until: number;
}

export class KeptResumes {
  readonly #byKey = new Map<string, Kept>();

  /** Keeps `resume` (stored) for the form drawn with `key`, for the posting `postingId`. */
  keep(key: string, postingId: string, resume: Resume & { stored: string }, now = Date.now()) {
    // Forgotten ones past their time are the sweep's (their files are no application's).
    for (const [other, kept] of this.#byKey) if (kept.until <= now) this.#byKey.delete(other);
    this.#byKey.set(key, { resume, postingId, until: now + keptResumeMs });
  }

  /**
   * The résumé kept for the form drawn with `key`, taken (a key is used once), if it is for
   * `postingId` and still in time; another posting's key takes nothing.
   */
  take(
    key: string,
    postingId: string,
    now = Date.now(),
  ): (Resume & { stored: string }) | undefined {
    const kept = this.#byKey.get(key);
    if (!kept || kept.postingId !== postingId) return undefined;
    this.#byKey.delete(key);
    return kept.until > now ? kept.resume : undefined;
  }
}
