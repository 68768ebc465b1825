/**
 * Retention of job applications: an application that did not lead to a hire is deleted once its
 * last change is older than the retention period (APPLICATION_RETENTION_DAYS; the Privacy page
 * says how long), with its notes, its interviews and its résumé. The rows are overwritten in the
 * database (secure_delete) and the write-ahead log emptied; the résumé goes as its place deletes
 * (server/uploads/resume-files.ts: on disk its bytes overwritten before the file goes, in the
 * database its own key deleted). A résumé no application refers to (saved just before its
 * application failed to store) goes too, after an hour. The audit trail records how many were
 * deleted, never whose.
 */
import type { AuditEntry } from "../staff/store.ts";
import type { ResumeFiles } from "../uploads/resume-files.ts";
import type { ApplicationStore } from "./applications.ts";

/** How old an unreferenced upload must be before it counts as a stray, not one being stored. */
export const strayAfterMs = 3_600_000;

export async function applyApplicationRetention(options: {
  applications: ApplicationStore;
  /** Where the résumés are stored: on disk, or in the database. */
  files: ResumeFiles;
  /** Where the deletion is recorded: the staff store's audit trail. */
  audit: { audit(entry: AuditEntry): unknown };
  days: number;
  /** Who ran it, as the audit records it ("server", "command line"). */
  client: string;
  now?: Date;
}): Promise<{ applications: number; strays: number }> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.days * 86_400_000);
  const { count, files } = await options.applications.deleteExpired(before);
  for (const file of files) await options.files.delete(file);
  await options.applications.checkpoint();
  const strays = await options.files.deleteStrays(
    await options.applications.storedFiles(),
    strayAfterMs,
    now.getTime(),
  );
  if (count > 0 || strays > 0) {
    await options.audit.audit({
      personId: null,
      action: "applications deleted",
      client: options.client,
      detail: {
        count,
        strayFiles: strays,
        changedBefore: before.toISOString(),
        retentionDays: options.days,
      },
    });
  }
  return { applications: count, strays };
}
