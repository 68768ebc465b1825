import { useEffect, useState } from "react";
import { readView, saveView, viewQuery } from "./inbox-view.ts";
import { pageCount } from "./page-links.tsx";
import { type ApplicationsPage, staffApi } from "./staff-api.ts";

/**
 * Remembers the hiring list's view for this tab (app/staff/inbox-view.ts), as the inbox does, so
 * an application's page can go on to the next one of the same view.
 */
export function useSaveApplicationsView(
  search: string,
  { applications, total, page, pageSize }: ApplicationsPage,
) {
  const query = viewQuery(search);
  useEffect(() => {
    const ids = applications.map((application) => application.id);
    saveView({ query, ids, total, page, pages: pageCount(total, pageSize) }, "applications");
  }, [query, applications, total, page, pageSize]);
}

/**
 * The application after `id` in the hiring list's view the person came from, reading the view's
 * next page first when `id` is the last one read; none when `id` is not in the view (opened from
 * the board, or a link).
 */
export function useNextApplication(id: string) {
  // Read in the browser only: the staff pages render there (client loaders).
  const [view, setView] = useState(() => readView("applications"));
  const index = view ? view.ids.indexOf(id) : -1;
  const following = index >= 0 ? view!.ids[index + 1] : undefined;
  const more = index >= 0 && !following && view!.page < view!.pages;

  /** The next application's id, or undefined at the view's end. */
  async function next(): Promise<string | undefined> {
    if (following || !more || !view) return following;
    const params = new URLSearchParams(view.query);
    params.set("page", String(view.page + 1));
    const answer = await staffApi<ApplicationsPage>("GET", `/applications?${params}`);
    if (!answer.ok) return undefined;
    const read = {
      ...view,
      ids: [...view.ids, ...answer.data.applications.map((row) => row.id)],
      total: answer.data.total,
      page: view.page + 1,
    };
    saveView(read, "applications");
    setView(read);
    return answer.data.applications[0]?.id;
  }
  return { hasNext: Boolean(following) || more, next };
}
