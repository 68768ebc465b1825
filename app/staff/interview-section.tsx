import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { staffText } from "../../content/staff-ui.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { formatDay } from "./format-time.ts";
import type { ApplicationDetail, InterviewBody } from "./staff-api.ts";

const t = staffText.interviews;

type ShownInterview = ApplicationDetail["application"]["interviewPlans"][number];

/** An interview's day and time as staff read them: "Dec 3, 2026, 14:00". */
export function interviewWhen(interview: { day: string; time: string | null }): string {
  return interview.time
    ? `${formatDay(interview.day)}, ${interview.time}`
    : formatDay(interview.day);
}

/**
 * An application's interviews: each planned one with its time, place or link and interviewer,
 * with Change (the same form, filled in) and Cancel (asked once, kept as cancelled); and the form
 * that plans one, with the choice to e-mail the applicant the invitation and its calendar file.
 */
export function InterviewSection({
  interviews,
  interviewers,
  today,
  hasEmail,
  notice,
  onSave,
  onCancel,
}: {
  /** Every interview, cancelled ones too, with the interviewer's name. */
  interviews: readonly ShownInterview[];
  /** Who may hold one: the hiring team and administrators. */
  interviewers: readonly { id: string; name: string }[];
  /** The provider's day (YYYY-MM-DD), the form's first day. */
  today: string;
  /** Whether the applicant gave an e-mail address to send the invitation to. */
  hasEmail: boolean;
  /** A refusal's notice (someone changed the application first), shown above the form. */
  notice: ReactNode;
  /** Saves a new interview, or changes `interviewId`'s; true when saved. */
  onSave: (body: InterviewBody, interviewId?: string) => Promise<boolean>;
  /** Cancels an interview; true when done. */
  onCancel: (interviewId: string, tell: boolean) => Promise<boolean>;
}) {
  // The interview being changed, or none: the form plans a new one.
  const [changing, setChanging] = useState<ShownInterview>();
  const [cancelling, setCancelling] = useState<ShownInterview>();
  const confirm = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const standing = interviews.filter((interview) => interview.cancelledAt === null);
  const cancelled = interviews.filter((interview) => interview.cancelledAt !== null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const value = (name: string) => String(fields.get(name) ?? "");
    const body: InterviewBody = {
      day: value("day"),
      time: value("time"),
      minutes: Number(value("minutes")),
      place: value("place"),
      link: value("link"),
      interviewerId: value("interviewerId"),
      tell: fields.get("tell") === "true",
    };
    if (await onSave(body, changing?.id)) {
      setChanging(undefined);
      form.current?.reset();
    }
  }

  function startChange(interview: ShownInterview) {
    setChanging(interview);
    // The form's fields take the interview's values (keyed by it), then focus goes to its heading.
    requestAnimationFrame(() => heading.current?.focus());
  }

  const plan = changing;
  const key = plan?.id ?? "new";
  return (
    <>
      {standing.length === 0 ? <p>{staffText.application.noInterviews}</p> : null}
      {standing.length > 0 ? (
        <ul className="interview-list" aria-label={t.planned}>
          {standing.map((interview) => (
            <li key={interview.id}>
              <p>
                <strong>
                  <time dateTime={interview.day}>{interviewWhen(interview)}</time>
                </strong>
                {interview.minutes && interview.time ? ` (${interview.minutes} min)` : ""}
                {interview.interviewer ? ` ${t.with(interview.interviewer)}` : ""}
              </p>
              {interview.place ? <p>{interview.place}</p> : null}
              {interview.link ? <p className="interview-link">{interview.link}</p> : null}
              <p className="staff-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t.change(interviewWhen(interview))}
                  onClick={() => startChange(interview)}
                >
                  {t.changeButton}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t.cancelLabel(interviewWhen(interview))}
                  onClick={() => {
                    setCancelling(interview);
                    confirm.current?.showModal();
                  }}
                >
                  {t.cancelButton}
                </button>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {cancelled.length > 0 ? (
        <ul className="interview-list" aria-label={t.cancelled}>
          {cancelled.map((interview) => (
            <li key={interview.id}>
              <s>{interviewWhen(interview)}</s> {t.cancelled}
            </li>
          ))}
        </ul>
      ) : null}
      {notice}
      <form
        ref={form}
        key={key}
        className="interview-form"
        onSubmit={(event) => void submit(event)}
      >
        <h3 ref={heading} tabIndex={-1}>
          {plan ? t.change(interviewWhen(plan)) : t.plan}
        </h3>
        <p className="application-field">
          <label htmlFor="interview-day">{t.day}</label>
          <input
            id="interview-day"
            name="day"
            type="date"
            required
            defaultValue={plan?.day ?? today}
          />
        </p>
        <p className="application-field">
          <label htmlFor="interview-time">{t.time}</label>
          <input
            id="interview-time"
            name="time"
            type="time"
            required
            defaultValue={plan?.time ?? "10:00"}
          />
        </p>
        <p className="application-field">
          <label htmlFor="interview-minutes">{t.minutes}</label>
          <input
            id="interview-minutes"
            name="minutes"
            type="number"
            min={15}
            max={480}
            step={15}
            required
            defaultValue={plan?.minutes ?? 45}
          />
        </p>
        <p className="application-field">
          <label htmlFor="interview-place">{t.place}</label>
          <span id="interview-place-hint" className="staff-hint">
            {t.placeHint}
          </span>
          <input
            id="interview-place"
            name="place"
            maxLength={300}
            defaultValue={plan?.place ?? ""}
            aria-describedby="interview-place-hint"
          />
        </p>
        <p className="application-field">
          <label htmlFor="interview-link">{t.link}</label>
          <span id="interview-link-hint" className="staff-hint">
            {t.linkHint}
          </span>
          <input
            id="interview-link"
            name="link"
            maxLength={500}
            defaultValue={plan?.link ?? ""}
            aria-describedby="interview-link-hint"
          />
        </p>
        <p className="application-field">
          <label htmlFor="interview-interviewer">{t.interviewer}</label>
          <select
            id="interview-interviewer"
            name="interviewerId"
            required
            defaultValue={plan?.interviewerId ?? ""}
          >
            <option value="" disabled>
              {t.interviewer}
            </option>
            {interviewers.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </p>
        {hasEmail ? (
          <p className="staff-filters__check">
            <input id="interview-tell" name="tell" type="checkbox" value="true" defaultChecked />
            <label htmlFor="interview-tell">{plan ? t.tellChange : t.tell}</label>
          </p>
        ) : (
          <p className="staff-hint">{t.noEmail}</p>
        )}
        <p className="staff-actions">
          <button type="submit" className="button">
            {plan ? t.saveChange : t.save}
          </button>
          {plan ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setChanging(undefined)}
            >
              {t.keep}
            </button>
          ) : null}
        </p>
      </form>
      <ConfirmDialog
        ref={confirm}
        id="interview-cancel-confirm"
        title={cancelling ? t.confirmCancel(interviewWhen(cancelling)) : t.cancelButton}
        text={`${t.confirmCancelText}${hasEmail ? ` ${t.tellCancel}.` : ""}`}
        confirm={t.cancelButton}
        cancel={t.keep}
        onConfirm={() => {
          if (cancelling) void onCancel(cancelling.id, hasEmail);
        }}
      />
    </>
  );
}
