import { useEffect, useRef } from "react";

/** What a key does on a page, by the key's value ("j", "Enter", "?"). */
export type Shortcuts = Partial<Record<string, (event: KeyboardEvent) => void>>;

/** Whether a key pressed on `target` is someone typing: in a field, or a modal dialog is open. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest("input, textarea, select, [contenteditable]")) return true;
  // A modal dialog holds the keys (Escape, Tab, its own controls) until it closes.
  return document.querySelector("dialog:modal") !== null;
}

/**
 * Keys that work anywhere on the page outside a text field, as in a mail program (j, k, Enter,
 * ?). Keys with Ctrl, Alt or Meta are left to the browser; Enter only when focus is on no
 * control of its own (a link or a button keeps its Enter).
 */
export function useShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (event.key === "Enter" && (event.target as Element).closest?.("a, button, summary"))
        return;
      const action = latest.current[event.key];
      if (!action) return;
      event.preventDefault();
      action(event);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
