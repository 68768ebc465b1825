import { useLocation } from "react-router";

/**
 * The current path without a trailing slash. React Router's pre-render requests each page as
 * "/about/" while the browser shows "/about"; React keeps the pre-rendered attributes when it
 * hydrates, so both must mark the same link as current.
 */
export function useCurrentPath(): string {
  return useLocation().pathname.replace(/(.)\/$/, "$1");
}
