import { useState } from "react";
import { readView, saveView, type ViewKind } from "./inbox-view.ts";
import { type ApplicationsPage, type InboxPage, staffApi } from "./staff-api.ts";

/** A page of a list as the view needs it: its ids in order, and how many the view holds. */
interface PageRead {
  ids: string[];
  total: number;
}

/** Reads a page of each list, the view's query and page in `params`; undefined when it fails. */
const readPage: Record<ViewKind, (params: URLSearchParams) => Promise<PageRead | undefined>> = {
  inbox: async (params) => {
    const answer = await staffApi<InboxPage>("GET", `/inquiries?${params}`);
    if (!answer.ok) return undefined;
    return { ids: answer.data.rows.map((row) => row.id), total: answer.data.total };
  },
  applications: async (params) => {
    const answer = await staffApi<ApplicationsPage>("GET", `/applications?${params}`);
    if (!answer.ok) return undefined;
    return { ids: answer.data.applications.map((row) => row.id), total: answer.data.total };
  },
};

/**
 * Where `id` stands in the view of the list `kind` the person came from (app/staff/inbox-view.ts):
 * the ids before and after it, and a way to read the view's next page when `id` is the last one
 * read. No neighbours when `id` is not in the view (opened from the board, or a link).
 */
export function useViewNeighbours(kind: ViewKind, id: string) {
  // Read in the browser only: the staff pages render there (client loaders).
  const [view, setView] = useState(() => readView(kind));
  const index = view ? view.ids.indexOf(id) : -1;
  const previous = index > 0 ? view!.ids[index - 1] : undefined;
  const following = index >= 0 ? view!.ids[index + 1] : undefined;
  const more = index >= 0 && !following && view!.page < view!.pages;

  /** The next id, reading the view's next page first when needed; undefined at the view's end. */
  async function next(): Promise<string | undefined> {
    if (following || !more || !view) return following;
    const params = new URLSearchParams(view.query);
    params.set("page", String(view.page + 1));
    const page = await readPage[kind](params);
    if (!page) return undefined;
    const read = {
      ...view,
      ids: [...view.ids, ...page.ids],
      total: page.total,
      page: view.page + 1,
    };
    saveView(read, kind);
    setView(read);
    return page.ids[0];
  }
  return { view, index, previous, hasNext: Boolean(following) || more, next };
}
