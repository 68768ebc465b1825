import { useMatches } from "react-router";

/**
 * What a route module declares about its page in `export const handle`. A page ships no script
 * unless its route says it needs one (docs/decisions/010-script-free-pages.md).
 */
export interface PageHandle {
  /** The page holds state (tabs, a form's dialogs): it loads React and hydrates. */
  hydrate?: boolean;
  /** A page of the staff area: its own frame instead of the public header and footer. */
  staff?: boolean;
  /** In the staff area, a page that opens without a session (accepting an invitation). */
  public?: boolean;
}

/** Whether the page being drawn hydrates: one of its matched routes declares `hydrate: true`. */
export function usePageHydrates(): boolean {
  return useMatches().some((match) => (match.handle as PageHandle | undefined)?.hydrate === true);
}

/** Whether the page being drawn belongs to the staff area (decision 011). */
export function useIsStaffArea(): boolean {
  return useMatches().some((match) => (match.handle as PageHandle | undefined)?.staff === true);
}
