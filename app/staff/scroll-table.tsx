import { type ReactNode, useId } from "react";

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box can take focus and is named
 * by the caption, so a keyboard can scroll it and a screen reader says what it holds.
 * https://dequeuniversity.com/rules/axe/4.10/scrollable-region-focusable
 *
 * With `cards`, a phone shows each row as a card instead, its cells one under the other with
 * their column's name beside them (`Cell`), so nothing is off to the right. The table's roles are
 * written out, because a browser may drop a table's meaning once CSS no longer lays it out as one.
 * https://adrianroselli.com/2018/02/tables-css-display-properties-and-aria.html
 */
export function ScrollTable({
  caption,
  className,
  cards,
  children,
}: {
  /** What the table holds, shown above it. */
  caption: string;
  /** Styles for the scrolling box. */
  className?: string;
  /** Rows become cards on a phone; the rows are `tr role="row"` with `Cell`s. */
  cards?: boolean;
  /** The table's `thead` and `tbody`. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      className={cards ? `${className ?? ""} staff-table--cards` : className}
      role="region"
      aria-labelledby={id}
      // A focusable region is the pattern for content that scrolls (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table role={cards ? "table" : undefined}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/**
 * The body of a `cards` table, its role written out (see `ScrollTable`): redundant while CSS lays
 * it out as a table, needed once a phone shows its rows as cards.
 */
export function CardBody({ children }: { /** The rows. */ children: ReactNode }) {
  // eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept when display is no longer a table
  return <tbody role="rowgroup">{children}</tbody>;
}

/** A row of a `cards` table, its role written out (see `ScrollTable`). */
export function CardRow({
  children,
  ...data
}: {
  /** Its `Cell`s. */
  children: ReactNode;
} & Record<`data-${string}`, string | boolean | undefined>) {
  return (
    <tr role="row" {...data}>
      {children}
    </tr>
  );
}

/**
 * A cell of a `cards` table: on a phone its column's name is shown beside it (hidden from screen
 * readers, which have the column header); `header` makes it the row's header.
 */
export function Cell({
  label,
  header,
  className,
  children,
}: {
  /** The column's name, as in the table's header. */
  label: string;
  /** The row's header cell (a person's name), not a data cell. */
  header?: boolean;
  /** Styles for the cell. */
  className?: string;
  /** What the cell holds. */
  children?: ReactNode;
}) {
  const content = (
    <>
      <span className="staff-cell__label" aria-hidden="true">
        {label}
      </span>
      <span className="staff-cell__value">{children}</span>
    </>
  );
  return header ? (
    <th scope="row" role="rowheader" className={className}>
      {content}
    </th>
  ) : (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- as CardBody
    <td role="cell" className={className}>
      {content}
    </td>
  );
}
