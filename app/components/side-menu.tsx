import { SiteLink } from "./site-link.tsx";
import { useCurrentPath } from "../lib/use-current-path.ts";

/** One entry of a side menu. */
export interface SideMenuItem {
  /** The label people see. */
  label: string;
  /** The page's address. */
  path: string;
}

/** The pages of an area, the current one bold and marked `aria-current="page"`. */
export function SideMenu({
  label,
  items,
  placement,
}: {
  /** The menu's accessible name. */
  label: string;
  /** The area's pages, root first. */
  items: readonly SideMenuItem[];
  /** Where the layout draws this copy of the menu (see `ArticleLayout`): `data-placement`. */
  placement?: "beside" | "after";
}) {
  const current = useCurrentPath();
  return (
    <nav className="side-menu" aria-label={label} data-placement={placement}>
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <SiteLink to={item.path} aria-current={item.path === current ? "page" : undefined}>
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
