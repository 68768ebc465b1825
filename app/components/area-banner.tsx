import type { ReactNode } from "react";
import type { AreaKey, IconName } from "../../content/schema.ts";
import { Icon } from "./icon.tsx";

/**
 * The band at the top of an area page: the area's colour and icon, the page title (the h1), and an
 * optional eyebrow naming the area. `image` is the slot for a real photograph later: pass a
 * <picture> with width and height set so nothing shifts.
 */
export function AreaBanner({
  area,
  icon,
  eyebrow,
  title,
  image,
}: {
  /** The service area whose colour the banner takes; none for About and other pages. */
  area?: AreaKey;
  /** The icon drawn beside the title. */
  icon?: IconName;
  /** A short line above the title, such as the area's name. */
  eyebrow?: string;
  /** The page's title, rendered as its only h1. */
  title: string;
  /** A photograph for the banner, when the provider has one. */
  image?: ReactNode;
}) {
  return (
    <div className="area-banner" data-area={area}>
      <div className="area-banner__inner container">
        {icon ? (
          <span className="area-banner__icon">
            <Icon name={icon} size={40} />
          </span>
        ) : null}
        <div className="area-banner__text">
          {eyebrow ? <p className="area-banner__eyebrow">{eyebrow}</p> : null}
          <h1 className="area-banner__title">{title}</h1>
        </div>
        {image ? <div className="area-banner__image">{image}</div> : null}
      </div>
    </div>
  );
}
