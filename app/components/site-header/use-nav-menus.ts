import { type MouseEvent, type ToggleEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * The header's two menus are native popovers (`popover="auto"`): the browser already opens them
 * from their buttons, closes them on Escape and on a click outside, returns focus to the button,
 * and closes the Services list when the mobile menu opens or closes, all without script.
 * https://developer.mozilla.org/docs/Web/API/Popover_API
 *
 * This hook adds what the platform does not: closing both when a link is chosen (client-side
 * navigation keeps the page), focus back on the opening button when a Close or Back button inside
 * a panel hides it, and `aria-expanded` on the buttons once hydrated (before then, browsers expose
 * the popover's state on the invoking button themselves).
 */
export function useNavMenus() {
  const hydrated = useHydrated();
  const mainMenu = useRef<HTMLDivElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const servicesButton = useRef<HTMLButtonElement>(null);
  const servicesMenu = useRef<HTMLDivElement>(null);
  const [mainOpen, setMainOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const { pathname } = useLocation();

  function closeAll() {
    for (const menu of [servicesMenu.current, mainMenu.current]) {
      if (menu?.matches(":popover-open")) menu.hidePopover();
    }
  }

  // Back and forward buttons navigate too. Not on the first render: a menu opened before the
  // page hydrated must stay open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) closeAll();
    shownPath.current = pathname;
  }, [pathname]);

  return {
    mainButton: { ref: mainButton, "aria-expanded": hydrated ? mainOpen : undefined },
    servicesButton: { ref: servicesButton, "aria-expanded": hydrated ? servicesOpen : undefined },
    // Runs before the button's own popover action, so focus is outside the panel as it closes.
    closeButton: { onClick: () => mainButton.current?.focus() },
    backButton: { onClick: () => servicesButton.current?.focus() },
    mainMenu: {
      ref: mainMenu,
      onToggle: (event: ToggleEvent<HTMLDivElement>) => setMainOpen(event.newState === "open"),
      onClick: (event: MouseEvent<HTMLDivElement>) => {
        if ((event.target as Element).closest("a")) closeAll();
      },
    },
    servicesMenu: {
      ref: servicesMenu,
      onToggle: (event: ToggleEvent<HTMLDivElement>) => setServicesOpen(event.newState === "open"),
    },
  };
}
