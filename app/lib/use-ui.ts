import { ui } from "../../content/ui.ts";

/** The interface strings for the page's language. English only for now; French would add `fr`. */
export function useUi() {
  return ui.en;
}
