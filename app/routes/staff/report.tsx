import { data } from "react-router";
import { site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";
import { LabelledSelect } from "../../staff/labelled-select.tsx";
import { CardBody, CardRow, Cell, ScrollTable } from "../../staff/scroll-table.tsx";
import { type ReportRow, staffApi } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import type { Route } from "./+types/report";

const t = staffText.report;

/** The weeks offered, the first the default (server/staff/report.ts `reportWeeks`). */
const weekChoices = ["8", "4", "13", "26", "52"];

/** Viewing the report is audited by the API, with the weeks and team asked for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).search;
  const answer = await staffApi<{
    rows: ReportRow[];
    weeks: number;
    team: string | null;
    teams: Record<string, string>;
    replyBusinessDays: number;
  }>("GET", `/report${query}`);
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return { query, ...answer.data };
}

/** A time to first contact as people say it: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatWait(minutes: number | null): string {
  if (minutes === null) return t.notApplicable;
  if (minutes < 60) return t.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t.hours(hours, minutes % 60);
  return t.days(Math.floor(hours / 24), hours % 24);
}

/** A week by its Monday, as staff read it ("Mon, Nov 16"), with the year when not this one. */
function weekName(monday: string, thisYear: string): string {
  return new Date(`${monday}T12:00:00Z`)
    .toLocaleDateString("en-CA", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: monday.startsWith(thisYear) ? undefined : "numeric",
      timeZone: "UTC",
    })
    .replaceAll(" ", "\u00a0");
}

/**
 * Administrators: how each team is doing, week by week: inquiries received, the median and 90th
 * percentile time to first contact, and how many went past the reply promise; as CSV too.
 */
export default function Report({
  loaderData: { query, rows, weeks, team, teams, replyBusinessDays },
}: Route.ComponentProps) {
  // Weeks in which a team received nothing say nothing: left out here, kept in the CSV.
  const shown = rows.filter((row) => row.received > 0);
  const thisYear = rows[0]?.week.slice(0, 4) ?? "";
  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <p>{t.intro(replyBusinessDays)}</p>
      <form method="get" className="staff-filters" aria-label={t.filters}>
        <LabelledSelect
          id="report-weeks"
          name="weeks"
          label={t.weeks}
          options={Object.fromEntries(
            weekChoices.map((value) => [value, t.weeksOption(Number(value))]),
          )}
          defaultValue={String(weeks)}
        />
        <LabelledSelect
          id="report-team"
          name="team"
          label={t.team}
          anyLabel={t.allTeamsOption}
          options={teams}
          defaultValue={team ?? ""}
        />
        <p>
          <button type="submit" className="button">
            {t.apply}
          </button>
        </p>
      </form>
      <p>
        <a href={`/api/staff/report.csv${query}`} download>
          {t.download}
        </a>
      </p>
      <ScrollTable className="staff-table report-table" caption={t.tableCaption} cards>
        <thead>
          <tr>
            <th scope="col">{t.week}</th>
            <th scope="col">{t.team}</th>
            <th scope="col">{t.received}</th>
            <th scope="col">{t.contacted}</th>
            <th scope="col">{t.median}</th>
            <th scope="col">{t.p90}</th>
            <th scope="col">{t.late}</th>
            <th scope="col">{t.waiting}</th>
          </tr>
        </thead>
        <CardBody>
          {shown.map((row) => (
            <CardRow key={`${row.week} ${row.team}`} data-late={row.late > 0 || undefined}>
              <Cell label={t.week}>{weekName(row.week, thisYear)}</Cell>
              <Cell label={t.team}>{teams[row.team] ?? row.team}</Cell>
              <Cell label={t.received}>{row.received}</Cell>
              <Cell label={t.contacted}>{row.contacted}</Cell>
              <Cell label={t.median}>{formatWait(row.medianMinutes)}</Cell>
              <Cell label={t.p90}>{formatWait(row.p90Minutes)}</Cell>
              <Cell label={t.late}>{row.late}</Cell>
              <Cell label={t.waiting}>{row.waiting}</Cell>
            </CardRow>
          ))}
        </CardBody>
      </ScrollTable>
      {shown.length === 0 ? <p>{t.none}</p> : null}
      <p>{t.howMeasured}</p>
      <p>{t.emptyLeftOut}</p>
    </>
  );
}

/** Not an administrator: the API says not found, and so does the page. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
