import { useEffect, useRef } from "react";
import { staffText } from "../../content/staff-ui.ts";
import { formatTime } from "./format-time.ts";

const t = staffText.conflict;

/** One field that someone else changed since the version a person's change was made from. */
export interface ChangedField {
  /** The field's label, as the form names it ("Status"). */
  label: string;
  /** Its value in the version the person's change was made from, in words. */
  from: string;
  /** Its value now, in words. */
  to: string;
  /** Who changed it, when known. */
  by: string | null;
  /** When (ISO 8601), when known. */
  at: string | null;
}

/**
 * A change refused because someone else changed the record first (a 409, decision 028): what
 * they changed and who, next to the form it refused, which still holds what this person chose.
 * "Apply my changes on top" sends their change again from the version now shown; "Keep theirs"
 * puts the form back to what is now true. Focus moves to the notice's heading when it appears,
 * so a screen reader reads it at once and the keyboard is next to both choices.
 */
export function ConflictNotice({
  id,
  changes,
  onApplyMine,
  onKeepTheirs,
  moveFocus = true,
}: {
  /** The notice's id, for the form's `aria-describedby`. */
  id: string;
  /** What changed since the version the refused change was made from. */
  changes: readonly ChangedField[];
  /** Sends the person's change again, on top of the version now shown. */
  onApplyMine: () => void;
  /** Drops the person's change: the form shows what is now true. */
  onKeepTheirs: () => void;
  /**
   * Whether focus moves to the notice (a change the person just sent was refused). False for a
   * change learned in the background while they work elsewhere on the page: focus stays put.
   */
  moveFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moveFocus) heading.current?.focus();
  }, [moveFocus]);
  return (
    <div id={id} className="conflict-notice">
      <h3 ref={heading} tabIndex={-1}>
        {t.heading}
      </h3>
      {changes.length > 0 ? (
        <ul>
          {changes.map((change) => (
            <li key={change.label}>
              {t.change(
                change.label,
                change.from,
                change.to,
                change.by,
                change.at ? formatTime(change.at) : null,
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p>{t.kept}</p>
      <p className="staff-actions">
        <button type="button" className="button" onClick={onApplyMine}>
          {t.applyMine}
        </button>
        <button type="button" className="button button--secondary" onClick={onKeepTheirs}>
          {t.keepTheirs}
        </button>
      </p>
    </div>
  );
}
