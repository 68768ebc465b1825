/**
 * Which archives to keep: the newest of each of the last `daily` days that have one, and the
 * newest of each of the last `weekly` weeks (ISO weeks, from Monday, UTC), as restic's and
 * borg's `--keep-daily`/`--keep-weekly` do. The newest archive is always kept. Deleted archives
 * take the inquiries deleted since with them (PHIPA s. 13: secure disposal).
 */
import { unlinkSync } from "node:fs";
import type { ArchiveEntry } from "./archive.ts";

/** How many daily and weekly archives to keep. */
export interface KeepPolicy {
  daily: number;
  weekly: number;
}

/** The Monday (UTC) of the ISO week `date` is in, as YYYY-MM-DD. */
function weekOf(date: Date): string {
  const monday = new Date(date);
  monday.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** The archives (newest first, as `listArchives` gives them) that the policy no longer keeps. */
export function archivesToPrune(
  archives: readonly ArchiveEntry[],
  keep: KeepPolicy,
): ArchiveEntry[] {
  const kept = new Set<ArchiveEntry>(archives.slice(0, 1));
  const keepNewestPer = (period: (date: Date) => string, count: number) => {
    const periods = new Set<string>();
    for (const archive of archives) {
      const key = period(archive.takenAt);
      if (periods.has(key)) continue;
      if (periods.size === count) break;
      periods.add(key);
      kept.add(archive);
    }
  };
  keepNewestPer((date) => date.toISOString().slice(0, 10), keep.daily);
  keepNewestPer(weekOf, keep.weekly);
  return archives.filter((archive) => !kept.has(archive));
}

/** Deletes archives, ignoring those already gone (another run pruned them). */
export function removeArchives(archives: readonly ArchiveEntry[]): void {
  for (const archive of archives) {
    try {
      unlinkSync(archive.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}
