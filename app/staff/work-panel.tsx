import { type ReactNode, useEffect, useState } from "react";

/** Where the work panel sits beside the record rather than in a phone's bottom bar (staff.css). */
const besideQuery = "(min-width: 48em)";

/** Whether the panel is beside the record (a desktop): read in the browser, where staff pages draw. */
const beside = () => typeof window === "undefined" || window.matchMedia(besideQuery).matches;

/** The handling controls of a record's work panel (an inquiry's, an application's). */
export interface WorkPanelProps {
  /** Where the record stands, in a line: the summary a phone shows while the controls are folded. */
  summary: string;
  /** Unfolded whatever the person chose: a notice inside needs to be seen (a refused change). */
  open?: boolean;
  /** The controls: the forms of status, assignee and team, or of stage and interview. */
  children: ReactNode;
}

/**
 * The controls of a record in one place: always unfolded beside it on a desktop; folded in a
 * phone's bottom bar under a line saying where the record stands, unfolded by a tap. A native
 * `<details>`, so the keyboard and screen readers know it as it is.
 */
export function WorkPanel({ summary, open = false, children }: WorkPanelProps) {
  const [unfolded, setUnfolded] = useState(beside);
  // Across the breakpoint, each width's way: unfolded beside the record (where the summary is
  // hidden), folded in a phone's bar.
  useEffect(() => {
    const query = window.matchMedia(besideQuery);
    const follow = () => setUnfolded(query.matches);
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  return (
    <details
      className="work-panel"
      open={unfolded || open}
      onToggle={(event) => setUnfolded(event.currentTarget.open)}
    >
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
