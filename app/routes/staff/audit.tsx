import { LabelledSelect } from "../../staff/labelled-select.tsx";
import { data } from "react-router";
import { site } from "../../../content/site.ts";
import { auditActions, staffText } from "../../../content/staff-ui.ts";
import { ScrollTable } from "../../staff/scroll-table.tsx";
import { formatTime } from "../../staff/format-time.ts";
import { staffApi } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import type { Route } from "./+types/audit";

const t = staffText.audit;

interface AuditView {
  seq: number;
  at: string;
  personId: string | null;
  person: string;
  action: keyof typeof auditActions;
  client: string;
  detail: string;
}

/** The filters live in the address, so a view of the trail can be shared. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).search;
  const answer = await staffApi<{ rows: AuditView[]; people: { id: string; name: string }[] }>(
    "GET",
    `/audit${query}`,
  );
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return { query, ...answer.data };
}

/** Administrators: who signed in and what they did, newest first, filtered, as CSV too. */
export default function Audit({ loaderData: { query, rows, people } }: Route.ComponentProps) {
  const params = new URLSearchParams(query);
  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {/* A plain GET form: the filters go into the address, and the page loads with them. */}
      <form method="get" className="staff-filters" aria-label={t.filters}>
        <LabelledSelect
          id="audit-person"
          name="person"
          label={t.person}
          anyLabel={t.anyone}
          options={Object.fromEntries(people.map((person) => [person.id, person.name]))}
          defaultValue={params.get("person") ?? ""}
        />
        <LabelledSelect
          id="audit-action"
          name="action"
          label={t.action}
          anyLabel={t.anyAction}
          options={auditActions}
          defaultValue={params.get("action") ?? ""}
        />
        <p>
          <label htmlFor="audit-since">{t.since}</label>
          <input
            id="audit-since"
            name="since"
            type="date"
            defaultValue={params.get("since") ?? ""}
          />
        </p>
        <p>
          <label htmlFor="audit-until">{t.until}</label>
          <input
            id="audit-until"
            name="until"
            type="date"
            defaultValue={params.get("until") ?? ""}
          />
        </p>
        <p>
          <button type="submit" className="button">
            {t.apply}
          </button>
        </p>
      </form>
      <p>
        <a href={`/api/staff/audit.csv${query}`} download>
          {t.download}
        </a>
      </p>
      <ScrollTable className="staff-table" caption={t.tableCaption}>
        <thead>
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col">{t.time}</th>
            <th scope="col">{t.person}</th>
            <th scope="col">{t.action}</th>
            <th scope="col">{t.client}</th>
            <th scope="col">{t.detail}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seq}>
              <td>{row.seq}</td>
              <td>{formatTime(row.at, true)}</td>
              <td>{row.person || (row.client === "command line" ? t.commandLine : t.visitor)}</td>
              <td>{auditActions[row.action] ?? row.action}</td>
              <td>{row.client}</td>
              <td>{row.detail === "{}" ? "" : row.detail}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {rows.length === 0 ? <p>{t.none}</p> : null}
    </>
  );
}

/** Not an administrator: the API says not found, and so does the page. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
