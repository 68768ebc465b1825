import { type KeyboardEvent, useRef, useState } from "react";
import { useBoundedIndex } from "../../lib/use-bounded-index.ts";

/**
 * APG tabs with automatic activation: https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
 * Arrow keys, Home and End move focus and selection together; only the selected tab is in the
 * tab order (roving tabindex). The previous/next buttons are bounded (spec section 4) and stay
 * focusable when disabled (`aria-disabled`); their changes are announced politely.
 */
export function useServiceTabs({
  ids,
  describe,
}: {
  /** One id per tab, used to tie each tab to its panel. */
  ids: readonly string[];
  /** What to announce when the arrow buttons select a tab ("Nursing, 2 of 4"). */
  describe: (index: number) => string;
}) {
  const { index, isFirst, isLast, select, previous, next } = useBoundedIndex(ids.length);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [announcement, setAnnouncement] = useState("");

  function focusTab(target: number) {
    select(target);
    tabs.current[target]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = ids.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  }

  function announce(target: number) {
    setAnnouncement(describe(target));
  }

  return {
    index,
    announcement,
    tabProps: (tabIndex: number) => ({
      ref: (element: HTMLButtonElement | null) => {
        tabs.current[tabIndex] = element;
      },
      role: "tab" as const,
      id: `tab-${ids[tabIndex]}`,
      "aria-selected": tabIndex === index,
      "aria-controls": `panel-${ids[tabIndex]}`,
      tabIndex: tabIndex === index ? 0 : -1,
      onClick: () => select(tabIndex),
      onKeyDown: onTabKeyDown,
    }),
    panelProps: (panelIndex: number) => ({
      role: "tabpanel" as const,
      id: `panel-${ids[panelIndex]}`,
      "aria-labelledby": `tab-${ids[panelIndex]}`,
      tabIndex: 0,
      hidden: panelIndex !== index,
    }),
    previousProps: {
      "aria-disabled": isFirst,
      onClick: () => {
        if (isFirst) return;
        previous();
        announce(index - 1);
      },
    },
    nextProps: {
      "aria-disabled": isLast,
      onClick: () => {
        if (isLast) return;
        next();
        announce(index + 1);
      },
    },
  };
}
