import { data, Link, useLocation } from "react-router";
import {
  type ApplicationStage,
  applicationStages,
  daysToTellApplicant,
} from "../../../content/application-form.ts";
import { type Region, regions } from "../../../content/job-posting.ts";
import type { Locale } from "../../../content/locale.ts";
import { staffPath } from "../../../content/navigation.ts";
import { site } from "../../../content/site.ts";
import {
  type ApplicationFilterKey,
  applicationFilterKeys,
  applicationSearchMaxLength,
  isApplicationFilter,
  pageNumberPattern,
} from "../../../content/staff-lists.ts";
import { languageNames, staffText } from "../../../content/staff-ui.ts";
import { formatDay, formatReceived } from "../../staff/format-time.ts";
import { FilterCheckbox } from "../../staff/filter-checkbox.tsx";
import { FoldedFilters } from "../../staff/folded-filters.tsx";
import { LabelledSelect } from "../../staff/labelled-select.tsx";
import { pageCount, PageLinks } from "../../staff/page-links.tsx";
import { CardBody, CardRow, Cell, ScrollTable } from "../../staff/scroll-table.tsx";
import { type ApplicationsPage, staffApi, staffApiAddress } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import { telAddress } from "../../staff/tel-address.ts";
import { StatusMessage } from "../../staff/status-message.tsx";
import { OverdueChip, StageChip } from "../../staff/status-chip.tsx";
import { PresenceOnLine } from "../../staff/presence-note.tsx";
import { useListPresence } from "../../staff/use-presence.ts";
import { useSaveApplicationsView } from "../../staff/use-next-application.ts";
import {
  BulkNotSelectedBar,
  ChooseBox,
  useBulkNotSelected,
} from "../../staff/bulk-not-selected.tsx";
import type { Route } from "./+types/applications";

const t = staffText.applications;
const c = t.columns;

/**
 * The filters and the page live in the address, so a view can be shared. The API refuses odd
 * ones (400); an address edited by hand or kept from an older version (`?stage=fired`) shows
 * every application instead of an error page, and the filters in words say what is in use.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URLSearchParams(new URL(request.url).search);
  // A field the form left empty is no filter, nor is a key or value the API would refuse
  // (content/staff-lists.ts, which its query shape is built from): left out, so the address
  // stays short.
  for (const [key, value] of [...params])
    if (value === "" || !inAddress(key, value) || params.getAll(key).length > 1) params.delete(key);
  const query = params.size > 0 ? `?${params}` : "";
  const answer = await staffApi<ApplicationsPage>("GET", `/applications${query}`);
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return { query, ...answer.data };
}

/** Whether `key=value` may stay in the list's address: a filter, or a page number. */
function inAddress(key: string, value: string): boolean {
  return key === "page" ? pageNumberPattern.test(value) : isApplicationFilter(key, value);
}

/** The query without its page: the whole view, as the CSV holds it. */
function viewQuery(query: string): string {
  const params = new URLSearchParams(query);
  params.delete("page");
  return params.size > 0 ? `?${params}` : "";
}

/** The filters in use, in words ("Region: Peel"), so that they show while the form is folded. */
function filtersInWords(params: URLSearchParams, postings: ApplicationsPage["postings"]): string[] {
  const value = (key: ApplicationFilterKey) => params.get(key) ?? "";
  const said: [string, string | undefined][] = [
    [t.posting, postings.find((posting) => posting.id === value("posting"))?.title],
    [t.region, staffText.postings.regions[value("region") as Region]],
    [t.stage, t.stages[value("stage") as ApplicationStage]],
    [t.language, languageNames[value("language") as Locale]],
  ];
  return [
    ...(value("q") ? [t.searched(value("q"))] : []),
    ...said.flatMap(([label, words]) => (words ? [`${label}: ${words}`] : [])),
    ...(value("overdue") === "true" ? [t.overdueOnly(daysToTellApplicant)] : []),
  ];
}

/** The address of the list with only the overdue applications. */
function overdueLink(): string {
  return `${staffPath("applications")}?${new URLSearchParams({ overdue: "true" })}`;
}

/**
 * The hiring inbox: how many applications are overdue, first and in words; the filters (posting,
 * region, stage, language, overdue) in a plain GET form; the applications, a table on a desktop
 * and a card each on a phone, newest first, a page at a time with links to the others that keep
 * the filters; and the whole filtered view as CSV.
 */
export default function Applications({ loaderData }: Route.ComponentProps) {
  const { query, applications, total, page, pageSize, overdue, dueSoon, postings } = loaderData;
  // The view an application's page goes on through with "…, next".
  useSaveApplicationsView(query, loaderData);
  const params = new URLSearchParams(query);
  const inUse = applicationFilterKeys.filter((key) => params.get(key)).length;
  const pages = pageCount(total, pageSize);
  const now = new Date();
  // Come back from deleting an application: say it was done.
  const deleted = (useLocation().state as { deleted?: boolean } | null)?.deleted;
  const present = useListPresence("application");
  const bulk = useBulkNotSelected(applications);
  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <StatusMessage outcome={deleted ? { text: t.deleted } : undefined} />
      <p>{t.intro(daysToTellApplicant)}</p>
      {overdue > 0 ? (
        <div className="staff-error application-overdue">
          <p>
            <strong>{t.overdue(overdue, daysToTellApplicant)}</strong>
          </p>
          {params.get("overdue") === "true" ? null : (
            <p>
              <Link to={overdueLink()}>{t.showOverdue}</Link>
            </p>
          )}
        </div>
      ) : (
        <p>{t.noneOverdue}</p>
      )}
      {dueSoon > 0 ? (
        <p className="note">
          <strong>{t.dueSoon(dueSoon)}</strong>{" "}
          {params.get("due") === "week" ? null : (
            <Link
              to={`${staffPath("applications")}?${new URLSearchParams({ due: "week", sort: "tell-by" })}`}
            >
              {t.showDueSoon}
            </Link>
          )}
        </p>
      ) : null}
      <p>
        <Link to={staffPath("board")}>{staffText.board.link}</Link>
      </p>
      <FoldedFilters query={query} summary={t.filters} inUse={inUse} label={t.filters}>
        <p className="staff-filters__wide">
          <label htmlFor="applications-q">{t.search}</label>
          <input
            id="applications-q"
            name="q"
            type="search"
            maxLength={applicationSearchMaxLength}
            defaultValue={params.get("q") ?? ""}
          />
        </p>
        <LabelledSelect
          id="applications-posting"
          name="posting"
          label={t.posting}
          anyLabel={t.anyPosting}
          options={Object.fromEntries(postings.map((posting) => [posting.id, posting.title]))}
          defaultValue={params.get("posting") ?? ""}
        />
        <LabelledSelect
          id="applications-region"
          name="region"
          label={t.region}
          anyLabel={t.anyRegion}
          options={Object.fromEntries(
            regions.map((region) => [region, staffText.postings.regions[region]]),
          )}
          defaultValue={params.get("region") ?? ""}
        />
        <LabelledSelect
          id="applications-stage"
          name="stage"
          label={t.stage}
          anyLabel={t.anyStage}
          options={Object.fromEntries(applicationStages.map((stage) => [stage, t.stages[stage]]))}
          defaultValue={params.get("stage") ?? ""}
        />
        <LabelledSelect
          id="applications-language"
          name="language"
          label={t.language}
          anyLabel={t.anyLanguage}
          options={languageNames}
          defaultValue={params.get("language") ?? ""}
        />
        <LabelledSelect
          id="applications-sort"
          name="sort"
          label={t.order}
          anyLabel={t.orderNewest}
          options={{ "tell-by": t.orderTellBy }}
          defaultValue={params.get("sort") ?? ""}
        />
        <FilterCheckbox
          id="applications-due"
          name="due"
          value="week"
          label={t.showDueSoon}
          params={params}
        />
        <FilterCheckbox
          id="applications-overdue"
          name="overdue"
          value="true"
          label={t.overdueOnly(daysToTellApplicant)}
          params={params}
        />
        <p>
          <button type="submit" className="button">
            {t.apply}
          </button>{" "}
          <Link to={staffPath("applications")}>{t.clear}</Link>
        </p>
      </FoldedFilters>
      <p role="status" className="inbox-summary">
        {[
          t.count(total),
          ...(pages > 1 ? [staffText.paging.pageOf(page, pages)] : []),
          ...filtersInWords(params, postings),
        ].join(" · ")}
      </p>
      <p>
        <a href={staffApiAddress(`/applications/export.csv${viewQuery(query)}`)} download>
          {t.download}
        </a>
      </p>
      {applications.length === 0 ? (
        <p>{total > 0 ? t.noneOnPage : t.none}</p>
      ) : (
        <div className="bulk-list">
          <ScrollTable className="staff-table applications-table" caption={t.tableCaption} cards>
            <thead>
              <tr>
                <th scope="col">{staffText.bulkNotSelected.column}</th>
                <th scope="col">{c.name}</th>
                <th scope="col">{c.phone}</th>
                <th scope="col">{c.posting}</th>
                <th scope="col">{c.region}</th>
                <th scope="col">{c.language}</th>
                <th scope="col">{c.received}</th>
                <th scope="col">{c.stage}</th>
                <th scope="col">{c.tellBy}</th>
              </tr>
            </thead>
            <CardBody>
              {applications.map(bulk.current).map((application) => (
                <CardRow key={application.id} data-overdue={application.overdue || undefined}>
                  <Cell label={staffText.bulkNotSelected.column} className="bulk-cell">
                    <ChooseBox bulk={bulk} row={application} />
                  </Cell>
                  <Cell label={c.name} header>
                    <Link
                      to={`${staffPath("applications")}/${application.id}`}
                      state={{ back: `${staffPath("applications")}${query}` }}
                    >
                      {application.name}
                    </Link>
                    {application.asksAccommodation ? (
                      <span className="application-mark">{t.asksAccommodation}</span>
                    ) : null}
                    <PresenceOnLine others={present[application.id]} />
                  </Cell>
                  <Cell label={c.phone}>
                    {/* One tap from the list on a phone, to book an interview between visits. */}
                    <a
                      className="nowrap"
                      href={telAddress(application.phone)}
                      aria-label={staffText.inbox.call(application.name, application.phone)}
                    >
                      {application.phone}
                    </a>
                  </Cell>
                  <Cell label={c.posting}>{application.postingTitle}</Cell>
                  <Cell label={c.region}>{staffText.postings.regions[application.region]}</Cell>
                  <Cell label={c.language}>{languageNames[application.language]}</Cell>
                  <Cell label={c.received}>
                    <time dateTime={application.receivedAt}>
                      {formatReceived(application.receivedAt, now)}
                    </time>
                  </Cell>
                  <Cell label={c.stage}>
                    <StageChip stage={application.stage} />
                  </Cell>
                  <Cell label={c.tellBy}>
                    {application.tellBy ? (
                      <span className="application-tell-by">
                        {application.overdue ? <OverdueChip /> : null}
                        <time dateTime={application.tellBy}>{formatDay(application.tellBy)}</time>
                      </span>
                    ) : null}
                  </Cell>
                </CardRow>
              ))}
            </CardBody>
          </ScrollTable>
          <BulkNotSelectedBar bulk={bulk} />
        </div>
      )}
      <PageLinks query={query} page={page} pages={pages} />
    </>
  );
}

/** Not of the hiring team (intake, care): the API says not found, and so does the page. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
