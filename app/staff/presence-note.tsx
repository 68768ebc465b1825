import { staffText } from "../../content/staff-ui.ts";
import type { Colleague } from "../../server/staff/presence-routes.ts";

const t = staffText.presence;

/**
 * "Carl Nguyen is viewing" on a record's page: a polite live region that is always in the page
 * (a region added with its text is often not read), so a screen reader hears who arrives or
 * starts editing.
 */
export function PresenceNote({
  others,
}: {
  /** Colleagues on the record now. */ others: readonly Colleague[];
}) {
  return (
    <p
      role="status"
      className="presence-note"
      data-editing={others.some((other) => other.editing) || undefined}
    >
      {others.length > 0 ? t.onPage(others) : null}
    </p>
  );
}

/** The colleagues on a record, on its line in a list; nothing when there are none. */
export function PresenceOnLine({
  others,
}: {
  /** Colleagues on the record now. */ others?: readonly Colleague[];
}) {
  if (!others || others.length === 0) return null;
  return (
    <span
      className="presence-line"
      data-editing={others.some((other) => other.editing) || undefined}
    >
      {t.onLine(others)}
    </span>
  );
}
