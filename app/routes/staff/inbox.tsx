import { LabelledSelect } from "../../staff/labelled-select.tsx";
import { useEffect, useRef, useState } from "react";
import { data, Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { staffPath } from "../../../content/navigation.ts";
import { localeTags } from "../../../content/locale.ts";
import { site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";
import { formatAge, formatDue } from "../../staff/format-time.ts";
import { saveView, viewQuery } from "../../staff/inbox-view.ts";
import { FilterCheckbox } from "../../staff/filter-checkbox.tsx";
import { FoldedFilters } from "../../staff/folded-filters.tsx";
import { KeysDialog } from "../../staff/keys-dialog.tsx";
import { pageCount, PageLinks } from "../../staff/page-links.tsx";
import { OverdueChip, StatusChip } from "../../staff/status-chip.tsx";
import {
  type InboxPage,
  type InboxViewKey,
  type InquiryRow,
  staffApi,
} from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import { telAddress } from "../../staff/tel-address.ts";
import { useInboxChanges } from "../../staff/use-inbox-changes.ts";
import { useListPresence } from "../../staff/use-presence.ts";
import { PresenceOnLine } from "../../staff/presence-note.tsx";
import type { Colleague } from "../../../server/staff/presence-routes.ts";
import { useShortcuts } from "../../staff/use-shortcuts.ts";
import type { Route } from "./+types/inbox";

const t = staffText.inbox;

/** The views in the order the bar shows them: open work first, then by status, then all. */
const views: InboxViewKey[] = [
  "open",
  "due",
  "new",
  "in-progress",
  "waiting",
  "done",
  "spam",
  "all",
];

/** The filters and the page live in the address, so a view can be shared with a colleague. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).search;
  const answer = await staffApi<InboxPage>("GET", `/inquiries${query}`);
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return { query, ...answer.data };
}

/** The current filters with another view (its first page); fields left empty are left out. */
function viewLink(query: string, view: InboxViewKey): string {
  const params = new URLSearchParams(query);
  for (const [key, value] of [...params]) if (value === "") params.delete(key);
  params.delete("page");
  // Open work is the view without a status, except with a search, which then looks in every
  // status: Open chosen while searching narrows it.
  if (view === "open" && !params.get("q")) params.delete("status");
  else params.set("status", view);
  return `${staffPath("inbox")}${params.size > 0 ? `?${params}` : ""}`;
}

/** How many inquiries a view holds, from the list's counts ("all" has no count of its own). */
function viewCount(counts: InboxPage["counts"], view: InboxViewKey): number | undefined {
  if (view === "open") return counts.open;
  if (view === "due") return counts.due;
  if (view === "all") return undefined;
  return counts.byStatus[view];
}

/**
 * The inquiries of the signed-in person's teams: one line each on a desktop, one card each on a
 * phone; the views with their counts one click away; filters folded into one disclosure; j/k
 * and Enter anywhere outside a field; updated as others change them.
 */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, page, pageSize, teams, view, counts } = loaderData;
  const params = new URLSearchParams(query);
  const pages = pageCount(total, pageSize);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [updatedAt, setUpdatedAt] = useState<string>();
  useInboxChanges(async () => {
    await revalidator.revalidate();
    setUpdatedAt(new Date().toLocaleTimeString(localeTags.en, { timeZone: site.timeZone }));
  });
  // Left here by the inquiry page, when the person moved an inquiry out of their reach.
  const message = (useLocation().state as { message?: string } | null)?.message;
  const teamKeys = Object.keys(teams);
  const inUse = ["team", "mine", "free", "from", "to", "q"].filter((key) => params.get(key)).length;

  // The view an inquiry's page walks through with Previous and Next.
  const here = viewQuery(query);
  useEffect(() => {
    saveView({ query: here, ids: rows.map((row) => row.id), total, page, pages });
  }, [here, rows, total, page, pages]);

  const present = useListPresence("inquiry");
  const list = useRef<HTMLOListElement>(null);
  const keys = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState(-1);
  /** Moves the choice by `step` rows and puts focus on that inquiry's link. */
  function move(step: number) {
    const links = [...(list.current?.querySelectorAll<HTMLElement>("a[data-inquiry]") ?? [])];
    if (links.length === 0) return;
    const current = links.indexOf(document.activeElement as HTMLElement);
    const from = current >= 0 ? current : chosen;
    const next = Math.min(links.length - 1, Math.max(0, from < 0 ? 0 : from + step));
    setChosen(next);
    links[next]!.focus();
  }
  useShortcuts({
    j: () => move(1),
    k: () => move(-1),
    // Enter opens the inquiry chosen with j or k, once focus has left its link.
    Enter: () => {
      const row = rows[chosen];
      if (row) void navigate(`${staffPath("inbox")}/${row.id}`);
    },
    "?": () => keys.current?.showModal(),
  });

  const now = new Date();
  const viewName = t.view[view];
  return (
    <>
      <title>{`${view === "open" ? t.title : `${t.title}: ${viewName}`} | ${site.name}`}</title>
      <div className="inbox-head">
        <h1>{t.title}</h1>
        <button type="button" className="link-button" onClick={() => keys.current?.showModal()}>
          {t.keysButton}
        </button>
      </div>
      <nav aria-label={t.views} className="inbox-views">
        <ul>
          {views.map((key) => {
            const count = viewCount(counts, key);
            return (
              <li key={key}>
                <Link
                  to={viewLink(query, key)}
                  aria-current={key === view ? "page" : undefined}
                  data-overdue={key === "due" && counts.overdue > 0 ? "" : undefined}
                >
                  {t.view[key]}
                  {count === undefined ? null : (
                    <span className="inbox-views__count"> {count}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <FoldedFilters
        query={query}
        summary={t.filters}
        inUse={inUse}
        before={<p className="staff-hint">{t.promise(site.contactForm.replyBusinessDays)}</p>}
        after={
          <p>
            {t.download} <a href={`/api/staff/inquiries/export.csv${query}`}>{t.csv}</a>
            {", "}
            <a href={`/api/staff/inquiries/export.json${query}`}>{t.json}</a>
          </p>
        }
      >
        {/* The view chosen narrows a search; without one, a search looks in every status. */}
        {params.get("status") ? (
          <input type="hidden" name="status" value={params.get("status")!} />
        ) : null}
        {teamKeys.length > 1 ? (
          <LabelledSelect
            id="inbox-team"
            name="team"
            label={t.team}
            anyLabel={t.allTeams}
            options={Object.fromEntries(
              teamKeys.map((key) => [key, t.teamOpen(teams[key]!, counts.openByTeam[key] ?? 0)]),
            )}
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
        <FilterCheckbox id="inbox-mine" name="mine" value="1" label={t.mine} params={params} />
        <FilterCheckbox
          id="inbox-free"
          name="free"
          value="1"
          label={staffText.presence.onlyFree}
          params={params}
        />
        <p>
          <button type="submit" className="button">
            {t.apply}
          </button>{" "}
          <Link to={viewLink("", params.get("status") ? view : "open")}>{t.clear}</Link>
        </p>
      </FoldedFilters>
      <p role="status" className="inbox-summary">
        {message ? `${message} ` : ""}
        {viewName}: {t.count(total)}
        {counts.overdue > 0 ? ` · ${t.overdueCount(counts.overdue)}` : ""}
        {pages > 1 ? ` · ${staffText.paging.pageOf(page, pages)}` : ""}
        {updatedAt ? ` · ${t.updated(updatedAt)}` : ""}
      </p>
      {rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ol className="inbox-list" aria-label={t.listLabel(viewName)} ref={list}>
          {rows.map((row, index) => (
            <InboxLine
              key={row.id}
              row={row}
              others={present[row.id]}
              now={now}
              chosen={index === chosen}
              onFocus={() => setChosen(index)}
            />
          ))}
        </ol>
      )}
      <PageLinks query={query} page={page} pages={pages} />
      <KeysDialog ref={keys} />
    </>
  );
}

/** One inquiry in the list: a line on a desktop, a card on a phone. */
function InboxLine({
  row,
  others,
  now,
  chosen,
  onFocus,
}: {
  row: InquiryRow;
  /** Colleagues who have it open now. */
  others?: readonly Colleague[];
  now: Date;
  chosen: boolean;
  onFocus: () => void;
}) {
  const name = row.name || t.noName;
  const age = formatAge(row.receivedAt, now);
  // A planned call still to come today says when; one past is Overdue.
  const dueLater = !row.overdue && row.dueAt && row.firstContactAt ? row.dueAt : null;
  return (
    <li
      data-unread={row.unread || undefined}
      data-overdue={row.overdue || undefined}
      data-chosen={chosen || undefined}
    >
      <span className="inbox-list__mark" aria-hidden="true" />
      <Link
        to={`${staffPath("inbox")}/${row.id}`}
        data-inquiry=""
        className="inbox-list__name"
        onFocus={onFocus}
      >
        {row.unread ? <span className="visually-hidden">{t.unread}: </span> : null}
        {name}
      </Link>
      <span className="inbox-list__excerpt">{row.excerpt}</span>
      <span className="inbox-list__age">
        <time dateTime={row.receivedAt} aria-hidden="true">
          {age.short}
        </time>
        <span className="visually-hidden">{t.ago(age.long)}</span>
      </span>
      <span className="inbox-list__status">
        {row.overdue ? <OverdueChip /> : null}
        <StatusChip status={row.status} />
        {dueLater ? (
          <span className="inbox-list__due">{t.due(formatDue(dueLater, now))}</span>
        ) : null}
      </span>
      <span className="inbox-list__assignee">
        <span className="visually-hidden">{t.assignee}: </span>
        {row.assignee ?? t.nobody}
      </span>
      {row.phone ? (
        <a
          className="inbox-list__call"
          href={telAddress(row.phone)}
          aria-label={t.call(name, row.phone)}
        >
          {t.callShort}
        </a>
      ) : (
        <span />
      )}
      <PresenceOnLine others={others} />
    </li>
  );
}

export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
