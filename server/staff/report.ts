/**
 * How the teams are doing, for administrators (issue 26, item 7): per team and per week (Monday
 * to Sunday, Toronto time), inquiries received, the median and 90th percentile of the time to
 * first contact (content/staff-ui.ts `firstContact`: a call that reached the person or left a
 * message, or Waiting for caller or Done; `first_contact_at`, kept by server/contact/inbox.ts), and
 * how many went past the reply promise (`reply_due_at`). An inquiry not yet contacted is waiting
 * whatever its status (In progress with calls that reached nobody too), as the inbox's Overdue
 * has it: it still has a `due_at`; one closed without a contact (Spam) is neither.
 *
 * Percentiles are by nearest rank: the value below which that share of the times falls, always
 * one of the times measured (with 3 times, the median is the 2nd and the 90th percentile the 3rd).
 * https://en.wikipedia.org/wiki/Percentile#The_nearest-rank_method
 */
import { site } from "../../content/site.ts";
import { addDays, type Day, dayOf, dayStart } from "../contact/business-days.ts";
import { csvCell } from "../contact/export.ts";
import type { ContactFacts } from "../contact/inbox.ts";

/** The choices of how many weeks the report covers; the first is the default. */
export const reportWeeks = ["8", "4", "13", "26", "52"] as const;

/** One team's week. */
export interface ReportRow {
  /** The Monday the week starts on (YYYY-MM-DD, Toronto). */
  week: Day;
  team: string;
  /** Inquiries received that week. */
  received: number;
  /** Of those, how many have had a first contact. */
  contacted: number;
  /** Minutes from arrival to first contact, among those contacted; null when none were. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** First contact after the promise, or still waiting for one and the promise past. */
  late: number;
  /** Open and not yet contacted (New, or In progress with attempts that reached nobody). */
  waiting: number;
  /** Moved on from New before first contacts were recorded: counted as received only. */
  unknown: number;
}

/** The Monday of the week `day` is in. */
export function mondayOf(day: Day): Day {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The weeks a report of `weeks` weeks covers at `now`, newest first, and their span in time. */
export function reportSpan(
  weeks: number,
  now: Date,
): { mondays: Day[]; since: string; until: string } {
  const thisMonday = mondayOf(dayOf(now));
  const mondays = Array.from({ length: weeks }, (_, index) => addDays(thisMonday, -7 * index));
  return {
    mondays,
    since: dayStart(mondays.at(-1)!)!,
    until: dayStart(addDays(thisMonday, 7))!,
  };
}

/** The value at `share` (0.5, 0.9) of sorted `values`, by nearest rank. */
export function nearestRank(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * The report's rows: one per week of `mondays` (newest first) and team of `teams` (in their
 * order), zeros included, from the facts of the inquiries received in those weeks.
 */
export function weeklyReport(
  facts: readonly ContactFacts[],
  mondays: readonly Day[],
  teams: readonly string[],
  now: Date,
): ReportRow[] {
  // Each week's start as a moment, oldest first: a fact belongs to the last one it is not before
  // (ISO times in UTC compare as strings).
  const starts = [...mondays].reverse().map((monday) => ({ monday, at: dayStart(monday)! }));
  const groups = new Map<string, ContactFacts[]>();
  for (const fact of facts) {
    const week = starts.findLast((start) => start.at <= fact.receivedAt);
    if (!week) continue;
    const key = `${week.monday} ${fact.team}`;
    const group = groups.get(key);
    if (group) group.push(fact);
    else groups.set(key, [fact]);
  }
  const at = now.toISOString();
  return mondays.flatMap((week) =>
    teams.map((team): ReportRow => {
      const group = groups.get(`${week} ${team}`) ?? [];
      const minutes = group
        .filter((fact) => fact.firstContactAt !== null)
        .map((fact) => (Date.parse(fact.firstContactAt!) - Date.parse(fact.receivedAt)) / 60_000)
        .sort((a, b) => a - b);
      const round = (value: number | null) => (value === null ? null : Math.round(value));
      // Still owed a first contact: the store keeps the promise in `due_at` until one.
      const owed = (fact: ContactFacts) => fact.firstContactAt === null && fact.dueAt !== null;
      return {
        week,
        team,
        received: group.length,
        contacted: minutes.length,
        medianMinutes: round(nearestRank(minutes, 0.5)),
        p90Minutes: round(nearestRank(minutes, 0.9)),
        late: group.filter((fact) =>
          fact.firstContactAt === null
            ? owed(fact) && fact.replyDueAt <= at
            : fact.firstContactAt > fact.replyDueAt,
        ).length,
        waiting: group.filter(owed).length,
        unknown: group.filter(
          (fact) => fact.firstContactAt === null && !owed(fact) && fact.status !== "spam",
        ).length,
      };
    }),
  );
}

const header = [
  "Week (Monday)",
  "Team",
  "Received",
  "Contacted",
  "Median minutes to first contact",
  "90th percentile minutes to first contact",
  "Past the promise",
  "Not contacted yet",
  "First contact not recorded",
];

/** The report as CSV: figures only, in minutes, one line per team and week. */
export function reportCsv(rows: readonly ReportRow[]): string {
  const lines = rows.map((row) =>
    [
      row.week,
      site.teams[row.team as keyof typeof site.teams] ?? row.team,
      String(row.received),
      String(row.contacted),
      row.medianMinutes === null ? "" : String(row.medianMinutes),
      row.p90Minutes === null ? "" : String(row.p90Minutes),
      String(row.late),
      String(row.waiting),
      String(row.unknown),
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
