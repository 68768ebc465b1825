import { data, Link } from "react-router";
import { staffPath } from "../../../content/navigation.ts";
import { site } from "../../../content/site.ts";
import { auditActions, staffText } from "../../../content/staff-ui.ts";
import { formatTime } from "../../staff/format-time.ts";
import { FoldedFilters } from "../../staff/folded-filters.tsx";
import { LabelledSelect } from "../../staff/labelled-select.tsx";
import { CardBody, CardRow, Cell, ScrollTable } from "../../staff/scroll-table.tsx";
import { type AuditRowView, staffApi } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import type { Route } from "./+types/audit";

const t = staffText.audit;

/** The filters live in the address, so a view of the trail can be shared. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).search;
  const answer = await staffApi<{ rows: AuditRowView[]; people: { id: string; name: string }[] }>(
    "GET",
    `/audit${query}`,
  );
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return { query, ...answer.data };
}

/** Who acted, in words: a person, the command line, or someone not signed in. */
function actor(row: AuditRowView): string {
  if (row.person) return row.person;
  return row.client === "command line" ? t.commandLine : t.visitor;
}

/** The inquiry a row is about: a link to it when the reader may open it, else its reference. */
function InquiryCell({ inquiry }: { inquiry: AuditRowView["inquiry"] }) {
  if (!inquiry) return null;
  if (inquiry.open)
    return (
      <Link to={`${staffPath("inbox")}/${encodeURIComponent(inquiry.id)}`}>
        {t.inquiryRef(inquiry.reference)}
      </Link>
    );
  return <span className="audit-gone">{t.inquiryGone(inquiry.reference)}</span>;
}

/**
 * Administrators: who signed in and what they did, newest first, each row in words with the
 * inquiry it is about; filtered by person, action, inquiry and dates; as CSV too. A table on a
 * desktop, a card per row on a phone.
 */
export default function Audit({ loaderData: { query, rows, people } }: Route.ComponentProps) {
  const params = new URLSearchParams(query);
  const inquiry = params.get("inquiry")?.trim() ?? "";
  const inUse = ["person", "action", "inquiry", "since", "until"].filter((key) =>
    params.get(key),
  ).length;
  const everyInquiry = new URLSearchParams(params);
  everyInquiry.delete("inquiry");
  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {inquiry ? (
        <p className="note">
          {t.showingInquiry(inquiry)}{" "}
          <Link to={`${staffPath("audit")}?${everyInquiry}`}>{t.everything}</Link>
        </p>
      ) : null}
      <FoldedFilters query={query} summary={t.filtersSummary} inUse={inUse} label={t.filters}>
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
          <label htmlFor="audit-inquiry">{t.inquiryFilter}</label>
          <span id="audit-inquiry-hint" className="field__hint">
            {t.inquiryFilterHint}
          </span>
          <input
            id="audit-inquiry"
            name="inquiry"
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="audit-inquiry-hint"
            defaultValue={inquiry}
          />
        </p>
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
      </FoldedFilters>
      <p>
        <a href={`/api/staff/audit.csv${query}`} download>
          {t.download}
        </a>
      </p>
      <ScrollTable className="staff-table audit-table" caption={t.tableCaption} cards>
        <thead>
          <tr>
            <th scope="col">{t.time}</th>
            <th scope="col">{t.person}</th>
            <th scope="col">{t.action}</th>
            <th scope="col">{t.inquiry}</th>
            <th scope="col">{t.detail}</th>
            <th scope="col">{t.client}</th>
            <th scope="col">{t.number}</th>
          </tr>
        </thead>
        <CardBody>
          {rows.map((row) => (
            <CardRow key={row.seq}>
              <Cell label={t.time}>{formatTime(row.at, true)}</Cell>
              <Cell label={t.person}>{actor(row)}</Cell>
              <Cell label={t.action} className="audit-table__action">
                {auditActions[row.action] ?? row.action}
              </Cell>
              <Cell label={t.inquiry}>
                <InquiryCell inquiry={row.inquiry} />
              </Cell>
              <Cell label={t.detail}>{row.detail}</Cell>
              <Cell label={t.client}>{row.client}</Cell>
              <Cell label={t.number}>{row.seq}</Cell>
            </CardRow>
          ))}
        </CardBody>
      </ScrollTable>
      {rows.length === 0 ? <p>{t.none}</p> : null}
    </>
  );
}

/** Not an administrator: the API says not found, and so does the page. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
