import { NavLink } from "react-router";

/** One entry of a side menu. */
export interface SideMenuItem {
  /** The label people see. */
  label: string;
  /** The page's address. */
  path: string;
}

/**
 * The pages of an area, the current one bold and marked `aria-current="page"` (NavLink does both
 * the attribute and the matching; `end` so the area's root is not current on its sub-pages).
 */
export function SideMenu({ label, items }: { label: string; items: readonly SideMenuItem[] }) {
  return (
    <nav className="side-menu" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
