import { type FormEvent, type KeyboardEvent, type Ref, useRef, useState } from "react";
import { staffText } from "../../content/staff-ui.ts";
import type { CallOutcome, InquiryDetail } from "./staff-api.ts";

const t = staffText.inquiry;

/** A call as the form sends it: the outcome, a note, and the next attempt in Toronto time. */
export interface CallForm {
  outcome: CallOutcome;
  note: string;
  /** "2026-11-24T09:00", or "" when none is planned. */
  nextAttempt: string;
}

/** A day and a time in Toronto ("2026-11-23T14:05") as the moment it is. */
function torontoNow(): string {
  return new Date()
    .toLocaleString("sv-SE", { timeZone: "America/Toronto", hour12: false })
    .slice(0, 16)
    .replace(" ", "T");
}

/** A planned attempt ("2026-11-27T09:00", Toronto) in words, with its weekday. */
function attemptWords(value: string): string {
  const [day] = value.split("T") as [string];
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-CA", {
    timeZone: "UTC",
    weekday: "long",
    month: "short",
    day: "numeric",
  });
}

/** The time of a planned attempt ("2026-11-27T14:30") as staff read it: "2:30 p.m.". */
function clockWords(value: string): string {
  return new Date(`1970-01-01T${value.slice(11, 16)}:00Z`).toLocaleTimeString("en-CA", {
    timeZone: "UTC",
    timeStyle: "short",
  });
}

/** Which field the next attempt's check found wrong, and why. */
type AttemptError = { field: "call-day" | "call-time"; text: string };

/**
 * The next attempt as chosen: none, one of the quick choices, or a day and a time typed (the
 * time left empty is 9:00 a.m.). A half-typed or impossible value is never sent as "none": it is
 * an error at its field. Checked against the browser's own reading of the inputs (`badInput`,
 * `min`, `max`), so a six-digit year or a day left half-typed is caught.
 */
function readAttempt(form: HTMLFormElement): string | AttemptError {
  const choice = String(new FormData(form).get("attempt") ?? "none");
  if (choice === "none") return "";
  if (choice !== "other") return choice;
  const day = form.elements.namedItem("attemptDay") as HTMLInputElement;
  const time = form.elements.namedItem("attemptTime") as HTMLInputElement;
  if (day.validity.badInput || day.validity.rangeOverflow || day.validity.rangeUnderflow)
    return { field: "call-day", text: t.attemptBadDay(day.min, day.max) };
  if (!day.value) return { field: "call-day", text: t.attemptNoDay };
  if (time.validity.badInput) return { field: "call-time", text: t.attemptBadTime };
  const value = `${day.value}T${time.value || "09:00"}`;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value))
    return { field: "call-day", text: t.attemptBadDay(day.min, day.max) };
  if (value < torontoNow()) return { field: "call-time", text: t.attemptPast };
  return value;
}

/**
 * Log a call: what happened, an optional note and the next attempt, in the platform's modal
 * `<dialog>` (focus starts on the first outcome, Escape cancels, focus returns to where it was).
 * Enter on an outcome sends the form, so a call is logged with three keys: c, Space, Enter. The
 * next attempt is a quick choice (later today, tomorrow, the next business day) or a day and a
 * time that the dialog checks before sending; a refusal keeps everything chosen and typed.
 */
export function LogCallDialog({
  ref,
  choices,
  onLog,
  onClose,
}: {
  /** The dialog element, to open it. */
  ref: Ref<HTMLDialogElement>;
  /** The quick choices of a next attempt, from the server (it knows the holidays). */
  choices: InquiryDetail["attemptChoices"];
  /** Sends the call; undefined when it was logged (the dialog then closes and empties), else why not. */
  onLog: (call: CallForm) => Promise<string | undefined>;
  /** Called when the dialog closes, logged or not. */
  onClose?: () => void;
}) {
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<AttemptError>();
  const [other, setOther] = useState(false);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const today = torontoNow().slice(0, 10);
  const inAYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const fields = new FormData(element);
    const outcome = fields.get("outcome");
    setFieldError(undefined);
    if (!outcome) return setError(t.chooseOutcome);
    const attempt = readAttempt(element);
    if (typeof attempt !== "string") {
      setError(undefined);
      setFieldError(attempt);
      (
        element.elements.namedItem(
          attempt.field === "call-day" ? "attemptDay" : "attemptTime",
        ) as HTMLInputElement
      ).focus();
      return;
    }
    setSending(true);
    const refused = await onLog({
      outcome: outcome as CallOutcome,
      note: String(fields.get("note") ?? ""),
      nextAttempt: attempt,
    });
    setSending(false);
    setError(refused);
    if (refused) return;
    element.reset();
    setOther(false);
    element.closest("dialog")?.close();
  }

  /** Enter on an outcome sends the form, as Enter in a text field does. */
  function enterSends(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (event.key === "Enter" && target.type === "radio" && target.name === "outcome") {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  const errorAt = (field: AttemptError["field"]) =>
    fieldError?.field === field
      ? { "aria-invalid": true as const, "aria-describedby": `${field}-error ${field}-hint` }
      : { "aria-describedby": `${field}-hint` };

  return (
    <dialog
      ref={ref}
      className="overlay log-call"
      aria-labelledby="log-call-title"
      onClose={onClose}
    >
      {/* Enter on a radio button sends the form; the form itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        ref={form}
        className="overlay__card"
        onSubmit={submit}
        onKeyDown={enterSends}
        noValidate
      >
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
        <fieldset className="staff-teams" aria-describedby="call-next-hint">
          <legend>{t.nextAttempt}</legend>
          <span id="call-next-hint" className="staff-hint">
            {t.nextAttemptHint}
          </span>
          <label>
            <input
              type="radio"
              name="attempt"
              value="none"
              defaultChecked
              onChange={() => setOther(false)}
            />{" "}
            {t.attemptNone}
          </label>
          {choices.laterToday ? (
            <label>
              <input
                type="radio"
                name="attempt"
                value={choices.laterToday}
                onChange={() => setOther(false)}
              />{" "}
              {t.attemptLaterToday(clockWords(choices.laterToday))}
            </label>
          ) : null}
          <label>
            <input
              type="radio"
              name="attempt"
              value={choices.tomorrow}
              onChange={() => setOther(false)}
            />{" "}
            {t.attemptTomorrow(attemptWords(choices.tomorrow))}
          </label>
          {choices.nextBusinessDay ? (
            <label>
              <input
                type="radio"
                name="attempt"
                value={choices.nextBusinessDay}
                onChange={() => setOther(false)}
              />{" "}
              {t.attemptNextBusinessDay(attemptWords(choices.nextBusinessDay))}
            </label>
          ) : null}
          <label>
            <input type="radio" name="attempt" value="other" onChange={() => setOther(true)} />{" "}
            {t.attemptOther}
          </label>
        </fieldset>
        <div className="log-call__when" hidden={!other}>
          <p className="staff-form">
            <label htmlFor="call-day">{t.attemptDay}</label>
            <span id="call-day-hint" className="staff-hint">
              {t.attemptDayHint}
            </span>
            {fieldError?.field === "call-day" ? (
              <span id="call-day-error" className="staff-error">
                {fieldError.text}
              </span>
            ) : null}
            <input
              id="call-day"
              name="attemptDay"
              type="date"
              min={today}
              max={inAYear}
              {...errorAt("call-day")}
            />
          </p>
          <p className="staff-form">
            <label htmlFor="call-time">{t.attemptTime}</label>
            <span id="call-time-hint" className="staff-hint">
              {t.attemptTimeHint}
            </span>
            {fieldError?.field === "call-time" ? (
              <span id="call-time-error" className="staff-error">
                {fieldError.text}
              </span>
            ) : null}
            <input id="call-time" name="attemptTime" type="time" {...errorAt("call-time")} />
          </p>
        </div>
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
