import { useEffect } from "react";
import { saveView, viewQuery } from "./inbox-view.ts";
import { pageCount } from "./page-links.tsx";
import type { ApplicationsPage } from "./staff-api.ts";
import { useViewNeighbours } from "./use-view-neighbours.ts";

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
  const { hasNext, next } = useViewNeighbours("applications", id);
  return { hasNext, next };
}
