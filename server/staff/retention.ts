/**
 * Retention: closed inquiries (Done, Spam) are deleted once they have been closed for longer than
 * the retention period, except those on hold (an open access request or complaint, PHIPA s. 13).
 * The server runs it once a day; `npm run inbox -- --delete-closed` runs it by hand. The audit
 * trail records that a deletion happened and how many, never what was deleted.
 */
import type { Inbox } from "../contact/inbox.ts";
import type { StaffStore } from "./store.ts";

/** How often the server applies the retention period. */
export const retentionIntervalMs = 24 * 3_600_000;

/** Deletes what the retention period has run out on; returns how many. */
export async function applyRetention(options: {
  inbox: Inbox;
  audit: Pick<StaffStore, "audit">;
  days: number;
  /** Who ran it, as the audit records it ("server", "command line"). */
  client: string;
  now?: Date;
}): Promise<number> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.days * 86_400_000);
  const deleted = await options.inbox.deleteClosed(before);
  if (deleted > 0) {
    await options.audit.audit({
      personId: null,
      action: "inquiries deleted",
      client: options.client,
      detail: { count: deleted, closedBefore: before.toISOString(), retentionDays: options.days },
    });
  }
  return deleted;
}
