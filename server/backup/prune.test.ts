import { expect, test } from "vitest";
import { type ArchiveEntry, archiveName } from "./archive.ts";
import { archivesToPrune } from "./prune.ts";

/** Archives at these UTC times, newest first as listArchives gives them. */
function archives(...times: string[]): ArchiveEntry[] {
  return times
    .map((time) => {
      const takenAt = new Date(time);
      const name = archiveName(takenAt, true);
      return { name, file: `/backups/${name}`, takenAt, encrypted: true };
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

const times = (list: ArchiveEntry[]) =>
  list.map((archive) => archive.takenAt.toISOString().slice(0, 13));

test("the newest archive of each of the last days is kept, older ones and same-day ones go", () => {
  const list = archives(
    "2026-05-10T18:00Z",
    "2026-05-10T12:00Z",
    "2026-05-10T06:00Z",
    "2026-05-09T18:00Z",
    "2026-05-07T18:00Z",
    "2026-05-01T18:00Z",
  );
  // Days with an archive, not calendar days: the 8th has none and does not count.
  expect(times(archivesToPrune(list, { daily: 3, weekly: 0 }))).toEqual([
    "2026-05-10T12",
    "2026-05-10T06",
    "2026-05-01T18",
  ]);
});

test("the newest archive of each of the last weeks (Monday to Sunday, UTC) is kept too", () => {
  const list = archives(
    "2026-05-13T03:00Z", // Wednesday
    "2026-05-11T03:00Z", // Monday, same week
    "2026-05-10T03:00Z", // Sunday, the week before
    "2026-05-04T03:00Z", // Monday, the week before
    "2026-04-26T03:00Z", // Sunday, two weeks before
    "2026-04-19T03:00Z", // three weeks before
  );
  expect(times(archivesToPrune(list, { daily: 1, weekly: 3 }))).toEqual([
    "2026-05-11T03",
    "2026-05-04T03",
    "2026-04-19T03",
  ]);
});

test("the newest archive is always kept, and nothing is pruned from one archive", () => {
  expect(archivesToPrune(archives("2026-05-13T03:00Z"), { daily: 1, weekly: 0 })).toEqual([]);
  expect(archivesToPrune([], { daily: 1, weekly: 0 })).toEqual([]);
});
