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
export function SideMenu({ label, items }: { label: string; items: readonly SideMenuItem[] }) {
  const current = useCurrentPath();
  return (
    <nav className="side-menu" aria-label={label}>
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
