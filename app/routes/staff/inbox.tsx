import { LabelledSelect } from "../../staff/labelled-select.tsx";
import { type KeyboardEvent, useState } from "react";
import { data, Link, useLocation, useRevalidator } from "react-router";
import { staffPath } from "../../../content/navigation.ts";
import { localeTags } from "../../../content/locale.ts";
import { site } from "../../../content/site.ts";
import { inquiryStatuses, staffText } from "../../../content/staff-ui.ts";
import { formatReceived } from "../../staff/format-time.ts";
import { ScrollTable } from "../../staff/scroll-table.tsx";
import { type InboxPage, staffApi } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import { useInboxChanges } from "../../staff/use-inbox-changes.ts";
import type { Route } from "./+types/inbox";

const t = staffText.inbox;

/** The filters and the page live in the address, so a view can be shared with a colleague. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).search;
  const answer = await staffApi<InboxPage>("GET", `/inquiries${query}`);
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return { query, ...answer.data };
}

/** The same view on another page. */
function pageLink(query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.set("page", String(page));
  return `?${params}`;
}

/**
 * j/k and the arrow keys move between the inquiries' links, as in a mail program; Enter opens
 * (the link's own behaviour). Only when an inquiry's link has focus, so typing is never taken.
 */
function moveBetweenRows(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (!target.matches("a[data-inquiry]")) return;
  const step = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 }[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>("a[data-inquiry]")];
  const next = links[links.indexOf(target) + step];
  event.preventDefault();
  next?.focus();
}

/** The inquiries of the signed-in person's teams: filtered, paged, updated as they change. */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, page, pageSize, teams } = loaderData;
  const params = new URLSearchParams(query);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const revalidator = useRevalidator();
  const [updatedAt, setUpdatedAt] = useState<string>();
  useInboxChanges(async () => {
    await revalidator.revalidate();
    setUpdatedAt(new Date().toLocaleTimeString(localeTags.en, { timeZone: site.timeZone }));
  });
  // Left here by the inquiry page, when the person moved an inquiry out of their reach.
  const message = (useLocation().state as { message?: string } | null)?.message;
  const teamKeys = Object.keys(teams);

  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {/* A plain GET form: the filters go into the address, and the page loads with them. */}
      <form method="get" className="staff-filters" aria-label={t.filters}>
        <LabelledSelect
          id="inbox-status"
          name="status"
          label={t.status}
          anyLabel={t.allButSpam}
          options={{ ...inquiryStatuses, all: t.everyStatus }}
          defaultValue={params.get("status") ?? ""}
        />
        {teamKeys.length > 1 ? (
          <LabelledSelect
            id="inbox-team"
            name="team"
            label={t.team}
            anyLabel={t.allTeams}
            options={Object.fromEntries(teamKeys.map((key) => [key, teams[key]!]))}
            defaultValue={params.get("team") ?? ""}
          />
        ) : null}
        <p>
          <label htmlFor="inbox-from">{t.from}</label>
          <input id="inbox-from" name="from" type="date" defaultValue={params.get("from") ?? ""} />
        </p>
        <p>
          <label htmlFor="inbox-to">{t.to}</label>
          <input id="inbox-to" name="to" type="date" defaultValue={params.get("to") ?? ""} />
        </p>
        <p className="staff-filters__wide">
          <label htmlFor="inbox-q">{t.search}</label>
          <input id="inbox-q" name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </p>
        <p className="staff-filters__check">
          <input
            id="inbox-mine"
            name="mine"
            type="checkbox"
            value="1"
            defaultChecked={params.get("mine") === "1"}
          />
          <label htmlFor="inbox-mine">{t.mine}</label>
        </p>
        <p>
          <button type="submit" className="button">
            {t.apply}
          </button>{" "}
          <Link to={staffPath("inbox")}>{t.clear}</Link>
        </p>
      </form>
      <p>
        {t.download} <a href={`/api/staff/inquiries/export.csv${query}`}>{t.csv}</a>
        {", "}
        <a href={`/api/staff/inquiries/export.json${query}`}>{t.json}</a>
      </p>
      <p role="status">
        {message ? `${message} ` : ""}
        {t.count(total)}
        {pages > 1 ? ` · ${t.pageOf(page, pages)}` : ""}
        {updatedAt ? ` · ${t.updated(updatedAt)}` : ""}
      </p>
      {rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p className="staff-hint">{t.keys}</p>
          {/* Keys are handled on the links inside; the table itself is not a control. */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
          <div onKeyDown={moveBetweenRows}>
            <ScrollTable className="staff-table inbox-table" caption={t.tableCaption}>
              <thead>
                <tr>
                  <th scope="col">{t.from_}</th>
                  <th scope="col">{t.received}</th>
                  <th scope="col">{t.subject}</th>
                  <th scope="col">{t.recipient}</th>
                  <th scope="col">{t.message}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.assignee}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-unread={row.unread || undefined}>
                    <th scope="row">
                      <Link to={`${staffPath("inbox")}/${row.id}`} data-inquiry="">
                        {row.unread ? (
                          <span className="inbox-table__unread">{t.unread}: </span>
                        ) : null}
                        {row.name || t.noName}
                      </Link>
                      {row.relationship ? (
                        <span className="inbox-table__aside">{row.relationship}</span>
                      ) : null}
                    </th>
                    <td>{formatReceived(row.receivedAt)}</td>
                    <td>{row.subject}</td>
                    <td>{row.recipient}</td>
                    <td className="inbox-table__excerpt">{row.excerpt}</td>
                    <td>{inquiryStatuses[row.status]}</td>
                    <td>{row.assignee ?? t.nobody}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </div>
        </>
      )}
      {pages > 1 ? (
        <nav aria-label={t.pages} className="staff-pages">
          {page > 1 ? <Link to={pageLink(query, page - 1)}>{t.previous}</Link> : null}
          {page < pages ? <Link to={pageLink(query, page + 1)}>{t.next}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
