/**
 * The confirmation's receipt: after an application is stored, the 303 leads to
 * `/careers/<slug>/applied?sent=<receipt>`, and only a receipt this server signed for that
 * posting, and less than an hour old, draws "Thank you: we have your application". The address
 * opened without one (typed, shared, from history after the hour) gets a page that confirms
 * nothing. The receipt says what became of the résumé (a refusal, or lost), signed with it, so
 * the address can name no other; it holds nothing of the application.
 *
 * Signed with HMAC-SHA-256 under a key drawn when the server starts and never stored: a restart
 * ends the receipts in flight, and the page then says to call to check, never that nothing came.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type ResumeRefusal, resumeRefusals } from "../../content/application-words.ts";

/** What the confirmation says of the résumé: nothing to say, a refusal, or lost between tries. */
export type Outcome = "received" | ResumeRefusal | "lost";

const outcomes: readonly string[] = ["received", "lost", ...resumeRefusals];

/** How long the confirmation can be opened again (a reload, Back and forth) after the send. */
export const receiptLifetimeMs = 3_600_000;

export function receipts(key: Uint8Array = randomBytes(32)) {
  const sign = (slug: string, outcome: string, until: string) =>
    createHmac("sha256", key).update(`${slug}\n${outcome}\n${until}`).digest("base64url");
  return {
    /** A receipt for an application to the posting at `slug`, just stored. */
    issue(slug: string, outcome: Outcome, now = Date.now()): string {
      const until = (now + receiptLifetimeMs).toString(36);
      return `${until}.${outcome}.${sign(slug, outcome, until)}`;
    },
    /** What a receipt says, if it is one of ours for `slug` and still valid; else undefined. */
    read(value: unknown, slug: string, now = Date.now()): Outcome | undefined {
      if (typeof value !== "string" || value.length > 200) return undefined;
      const [until, outcome, signature, ...rest] = value.split(".");
      if (rest.length > 0 || !until || !outcome || !signature) return undefined;
      if (!outcomes.includes(outcome) || !/^[0-9a-z]{1,12}$/.test(until)) return undefined;
      if (parseInt(until, 36) < now) return undefined;
      const expected = Buffer.from(sign(slug, outcome, until));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return outcome as Outcome;
    },
  };
}
