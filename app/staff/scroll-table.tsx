import { type ReactNode, useId } from "react";

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box can take focus and is named
 * by the caption, so a keyboard can scroll it and a screen reader says what it holds.
 * https://dequeuniversity.com/rules/axe/4.10/scrollable-region-focusable
 */
export function ScrollTable({
  caption,
  className,
  children,
}: {
  /** What the table holds, shown above it. */
  caption: string;
  /** Styles for the scrolling box. */
  className?: string;
  /** The table's `thead` and `tbody`. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    // A focusable region is the pattern for content that scrolls (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className} role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
