/**
 * The inbox view a person is working through, remembered for this tab (sessionStorage) when the
 * list is shown, so an inquiry's page can offer the previous and next inquiry of that same view
 * and go back to it. Ids and the address's query only: no words of any inquiry. The hiring list
 * keeps its own view the same way, for an application's "…, next".
 */

/** A view of the inbox as the list last showed it. */
export interface InboxView {
  /** The list's query ("?status=due&team=care"), page excepted. */
  query: string;
  /** The ids of the inquiries shown, in order, across the pages read so far. */
  ids: string[];
  /** How many inquiries the whole view holds (the list's `total`), not only those read so far. */
  total: number;
  /** The last page read, and how many there are. */
  page: number;
  pages: number;
}

/** Which list's view: the inbox's (inquiries) or the hiring list's (applications). */
export type ViewKind = "inbox" | "applications";

const keyOf = (kind: ViewKind) => `staff-${kind}-view`;

/** The view remembered for this tab, if any. */
export function readView(kind: ViewKind = "inbox"): InboxView | undefined {
  try {
    const stored = sessionStorage.getItem(keyOf(kind));
    const view = stored ? (JSON.parse(stored) as Partial<InboxView>) : undefined;
    // One saved before views had their size is read again from the list.
    return typeof view?.total === "number" ? (view as InboxView) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the view the list shows. */
export function saveView(view: InboxView, kind: ViewKind = "inbox"): void {
  try {
    sessionStorage.setItem(keyOf(kind), JSON.stringify(view));
  } catch {
    // Storage full or refused: the inquiry page then offers no previous or next.
  }
}

/** The list's query without its page: the view itself. */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  const query = params.toString();
  return query ? `?${query}` : "";
}
