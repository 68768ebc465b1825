import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the pre-rendered HTML and while hydrating, true once the page's script runs. Lets a
 * component leave native behaviour alone until its own script is in charge. React renders the
 * server snapshot during hydration, then re-renders with the client one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
