import type { ReactNode } from "react";
import { staffText } from "../../content/staff-ui.ts";

/**
 * The filters of a staff list (the inbox, the audit trail, the hiring inbox), folded under one
 * disclosure so that on a phone the rows start near the top, saying how many are in use. Keyed by
 * the query, it is closed again once a filter is shown, so what it found comes first. The form is
 * a plain GET: the filters go into the address, and the page loads with them.
 */
export function FoldedFilters({
  query,
  summary,
  inUse,
  label,
  before,
  after,
  children,
}: {
  /** The address's query the list was read with. */
  query: string;
  /** The disclosure's words. */
  summary: string;
  /** How many filters the query holds. */
  inUse: number;
  /** The form's accessible name, when it needs one of its own. */
  label?: string;
  /** What comes before the form, inside the disclosure (a hint). */
  before?: ReactNode;
  /** What comes after the form, inside the disclosure (downloads). */
  after?: ReactNode;
  /** The form's fields and buttons. */
  children: ReactNode;
}) {
  return (
    <details className="inbox-filters" key={query}>
      <summary>
        {summary}
        {inUse > 0 ? ` (${staffText.inbox.filtersInUse(inUse)})` : ""}
      </summary>
      {before}
      <form method="get" className="staff-filters" aria-label={label}>
        {children}
      </form>
      {after}
    </details>
  );
}
