import { site } from "../../content/site.ts";

/** The provider's mark (a house with a heart) and name. Decorative: the link around it is named. */
export function Logo() {
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M20 4 3 18h5v17h24V18h5Z" fill="var(--colour-primary)" />
        <path
          d="M20 31s-7.5-4.6-7.5-10a4.1 4.1 0 0 1 7.5-2.3 4.1 4.1 0 0 1 7.5 2.3c0 5.4-7.5 10-7.5 10Z"
          fill="var(--colour-accent-light)"
        />
      </svg>
      {/* The name in two lines, read as the one name: "Grand Care Health Services" (WCAG 2.5.3,
          the link around it is named with it). */}
      <span className="logo__name">
        {site.shortName}{" "}
        <span className="logo__tagline">{site.name.slice(site.shortName.length).trim()}</span>
      </span>
    </span>
  );
}
