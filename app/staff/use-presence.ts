import { useEffect, useRef, useState } from "react";
import type { Colleague, PresenceAnswer } from "../../server/staff/presence-routes.ts";
import { staffApi } from "./staff-api.ts";

/** How often an open inquiry or application says it is still open, and hears who else is. */
export const heartbeatMs = 3_000;

/** After this long without a key or a pointer, the page is idle: it is no longer present. */
export const idleMs = 5 * 60_000;

/** What a page learns from its heartbeats. */
export interface PresenceState {
  /** The colleagues who have the same record open now, and whether they are editing it. */
  others: Colleague[];
  /** The record's version on the server at the last heartbeat: newer than shown, re-read it. */
  version: number | undefined;
}

/**
 * Says that this tab has record `id` open, every `heartbeatMs` while the tab is visible and in
 * use, and whether its person is `editing` (a choice not saved, a dialog open, a note being
 * written: sent at once when it changes). Returns who else has it open, and its version now.
 * The tab stops being present when it is hidden, goes idle, closes or moves to another record
 * (a last call that outlives the page), and the server forgets a tab it has not heard from in
 * 15 s (server/staff/presence-routes.ts, decision 028).
 */
export function usePresence(
  kind: "inquiry" | "application",
  id: string,
  editing: boolean,
): PresenceState {
  const [heard, setHeard] = useState<PresenceState & { id: string }>({
    id,
    others: [],
    version: undefined,
  });
  const editingNow = useRef(editing);
  const beatNow = useRef<() => void>(() => {});

  useEffect(() => {
    const tab = crypto.randomUUID();
    const path = `/${kind === "inquiry" ? "inquiries" : "applications"}/${id}/presence`;
    let lastInput = Date.now();
    let present = false;
    let stopped = false;

    function leave() {
      if (!present) return;
      present = false;
      void staffApi("POST", "/presence/leave", { tab }, { keepalive: true });
    }
    async function beat() {
      if (stopped) return;
      if (document.hidden || Date.now() - lastInput > idleMs) return leave();
      const answer = await staffApi<PresenceAnswer>("POST", path, {
        tab,
        editing: editingNow.current,
      });
      if (stopped || !answer.ok) return;
      present = true;
      setHeard({ id, others: answer.data.others, version: answer.data.version });
    }
    function onInput() {
      const wasIdle = Date.now() - lastInput > idleMs;
      lastInput = Date.now();
      if (wasIdle) void beat();
    }
    function onVisibility() {
      if (document.hidden) leave();
      else void beat();
    }

    beatNow.current = () => void beat();
    void beat();
    const timer = setInterval(beat, heartbeatMs);
    document.addEventListener("visibilitychange", onVisibility);
    document.addEventListener("keydown", onInput);
    document.addEventListener("pointerdown", onInput);
    window.addEventListener("pagehide", leave);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      document.removeEventListener("keydown", onInput);
      document.removeEventListener("pointerdown", onInput);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [kind, id]);

  useEffect(() => {
    if (editingNow.current === editing) return;
    editingNow.current = editing;
    beatNow.current();
  }, [editing]);

  return heard.id === id
    ? { others: heard.others, version: heard.version }
    : { others: [], version: undefined };
}

/**
 * Who has the records of a list open: by record id, asked every `heartbeatMs` while the tab is
 * visible (`GET /api/staff/inquiries/presence` or `/applications/presence`).
 */
export function useListPresence(kind: "inquiry" | "application"): Record<string, Colleague[]> {
  const [present, setPresent] = useState<Record<string, Colleague[]>>({});
  useEffect(() => {
    let stopped = false;
    async function ask() {
      if (document.hidden) return;
      const answer = await staffApi<{ present: Record<string, Colleague[]> }>(
        "GET",
        `/${kind === "inquiry" ? "inquiries" : "applications"}/presence`,
      );
      if (!stopped && answer.ok) setPresent(answer.data.present);
    }
    void ask();
    const timer = setInterval(ask, heartbeatMs);
    document.addEventListener("visibilitychange", ask);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", ask);
    };
  }, [kind]);
  return present;
}
