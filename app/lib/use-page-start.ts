import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a page changes in the browser, start the new one as a document load would: at its top,
 * with focus on its h1 (or, without one, on `main`). A screen reader then says the page's title,
 * and the keyboard goes on from there, not from the link on the page before, which may be far
 * down or gone (WCAG 2.4.3, 4.1.3). A page changes when the address does (a link, code after an
 * action, Back and Forward, the same address again) or when `view` does (a page swapped in place,
 * such as the sign-in form for the page asked for). Nothing moves on the first render, or when
 * only the hash changed: the browser takes focus to the target itself (the skip link).
 *
 * Every public page loads as a document (decision 010); today only the staff area moves between
 * its pages in the browser.
 */
export function usePageStart(main: RefObject<HTMLElement | null>, view: unknown) {
  const location = useLocation();
  const shown = useRef({ ...location, view });
  // The browser's own restoring of the scroll position on Back and Forward would come after the
  // page's start is set below, and leave the focused h1 out of sight.
  useEffect(() => {
    const before = history.scrollRestoration;
    history.scrollRestoration = "manual";
    return () => {
      history.scrollRestoration = before;
    };
  }, []);
  useEffect(() => {
    const before = shown.current;
    shown.current = { ...location, view };
    if (before.key === location.key && before.view === view) return;
    const samePage = before.pathname === location.pathname && before.search === location.search;
    if (samePage && before.hash !== location.hash && before.view === view) return;
    window.scrollTo(0, 0);
    const start = main.current?.querySelector("h1") ?? main.current;
    if (start) focusQuietly(start);
  }, [location, view, main]);
}

/**
 * Focuses an element that is not a control. A heading gets `tabindex="-1"` only while it has
 * focus, so a click on it later does not select it as if it were one (GOV.UK Frontend does the
 * same for its error summary's focus).
 */
function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) {
    element.setAttribute("tabindex", "-1");
    element.addEventListener("blur", () => element.removeAttribute("tabindex"), { once: true });
  }
  element.focus({ preventScroll: true });
}
