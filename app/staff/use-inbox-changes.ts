import { useCallback, useEffect, useRef } from "react";
import { type InboxChanges, staffApi } from "./staff-api.ts";

/** How often an open inbox page asks whether anything changed. */
export const pollMs = 10_000;

/**
 * Calls `onChange` with the ids of inquiries changed by anyone since the page started watching.
 * The check carries ids only, is not audited and does not keep an idle session alive (its route
 * is a `background` one); the page then reads what changed, which is audited. Paused while the
 * tab is hidden. `rebase` starts watching afresh, after the page's own change.
 */
export function useInboxChanges(onChange: (changed: string[]) => void) {
  const seq = useRef<number | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  const rebase = useCallback(async () => {
    const answer = await staffApi<InboxChanges>("GET", "/inquiries/changes");
    if (answer.ok) seq.current = answer.data.seq;
  }, []);

  useEffect(() => {
    void rebase();
    const timer = setInterval(async () => {
      if (document.hidden || seq.current === undefined) return;
      const answer = await staffApi<InboxChanges>("GET", `/inquiries/changes?since=${seq.current}`);
      if (!answer.ok || answer.data.changed.length === 0) return;
      seq.current = answer.data.seq;
      latest.current(answer.data.changed);
    }, pollMs);
    return () => clearInterval(timer);
  }, [rebase]);

  return { rebase };
}
