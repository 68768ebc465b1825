import { type FormEvent, type KeyboardEvent, type Ref, useState } from "react";
import { staffText } from "../../content/staff-ui.ts";
import type { CallOutcome } from "./staff-api.ts";

const t = staffText.inquiry;

/** A call as the form sends it: the outcome, a note, and the next attempt in Toronto time. */
export interface CallForm {
  outcome: CallOutcome;
  note: string;
  /** "2026-11-24T09:00", or "" when none is planned. */
  nextAttempt: string;
}

/** The moment now as a datetime-local value in Toronto ("2026-11-23T14:05"), the input's minimum. */
function torontoNow(): string {
  return new Date()
    .toLocaleString("sv-SE", { timeZone: "America/Toronto", hour12: false })
    .slice(0, 16)
    .replace(" ", "T");
}

/**
 * Log a call: what happened, an optional note and an optional next attempt, in the platform's
 * modal `<dialog>` (focus starts on the first outcome, Escape cancels, focus returns to where it
 * was). Enter on an outcome sends the form, so a call is logged with three keys: c, Space, Enter.
 */
export function LogCallDialog({
  ref,
  onLog,
}: {
  /** The dialog element, to open it. */
  ref: Ref<HTMLDialogElement>;
  /** Sends the call; undefined when it was logged (the dialog then closes and empties), else why not. */
  onLog: (call: CallForm) => Promise<string | undefined>;
}) {
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const outcome = fields.get("outcome");
    if (!outcome) return setError(t.chooseOutcome);
    setSending(true);
    const refused = await onLog({
      outcome: outcome as CallOutcome,
      note: String(fields.get("note") ?? ""),
      nextAttempt: String(fields.get("nextAttempt") ?? ""),
    });
    setSending(false);
    setError(refused);
    if (refused) return;
    form.reset();
    form.closest("dialog")?.close();
  }

  /** Enter on an outcome sends the form, as Enter in a text field does. */
  function enterSends(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (event.key === "Enter" && target.type === "radio") {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  return (
    <dialog ref={ref} className="overlay log-call" aria-labelledby="log-call-title">
      {/* Enter on a radio button sends the form; the form itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form className="overlay__card" onSubmit={submit} onKeyDown={enterSends} noValidate>
        <h2 id="log-call-title">{t.logCall}</h2>
        <fieldset className="staff-teams" aria-describedby="log-call-moves">
          <legend>{t.outcome}</legend>
          {(Object.keys(t.outcomes) as CallOutcome[]).map((outcome) => (
            <label key={outcome}>
              <input type="radio" name="outcome" value={outcome} /> {t.outcomes[outcome]}
            </label>
          ))}
        </fieldset>
        <p id="log-call-moves" className="staff-hint">
          {t.reachedMoves}
        </p>
        <p className="staff-form">
          <label htmlFor="call-note">{t.callNote}</label>
          <textarea id="call-note" name="note" rows={3} maxLength={2000} />
        </p>
        <p className="staff-form">
          <label htmlFor="call-next">{t.nextAttempt}</label>
          <span id="call-next-hint" className="staff-hint">
            {t.nextAttemptHint}
          </span>
          <input
            id="call-next"
            name="nextAttempt"
            type="datetime-local"
            min={torontoNow()}
            aria-describedby="call-next-hint"
          />
        </p>
        <div role="alert">{error ? <p className="staff-error">{error}</p> : null}</div>
        <p className="staff-actions">
          <button type="submit" className="button" disabled={sending}>
            {t.saveCall}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={(event) => event.currentTarget.closest("dialog")?.close()}
          >
            {t.cancel}
          </button>
        </p>
      </form>
    </dialog>
  );
}
