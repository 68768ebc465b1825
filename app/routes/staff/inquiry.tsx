import { LabelledSelect } from "../../staff/labelled-select.tsx";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Link, useNavigate, useOutletContext, useRevalidator } from "react-router";
import { staffPath } from "../../../content/navigation.ts";
import { site } from "../../../content/site.ts";
import { defaultLocale } from "../../../content/locale.ts";
import {
  auditActions,
  inquiryStatuses,
  languageNames,
  staffText,
} from "../../../content/staff-ui.ts";
import { formatDayEnding, formatDue, formatTime } from "../../staff/format-time.ts";
import { KeysDialog } from "../../staff/keys-dialog.tsx";
import { NotesSection } from "../../staff/notes-section.tsx";
import { ReplyForm } from "../../staff/reply-form.tsx";
import { type CallForm, LogCallDialog } from "../../staff/log-call-dialog.tsx";
import { OverdueChip, StatusChip } from "../../staff/status-chip.tsx";
import { mailAddress } from "../../staff/mail-address.ts";
import { telAddress } from "../../staff/tel-address.ts";
import { useShortcuts } from "../../staff/use-shortcuts.ts";
import { failureText, mayRetry, type Outcome, StatusMessage } from "../../staff/status-message.tsx";
import { type InquiryDetail, type InquiryView, type Me, staffApi } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import { ConflictNotice } from "../../staff/conflict-notice.tsx";
import type { ChangedField } from "../../staff/conflict-notice.tsx";
import { changedFields, handlingOf } from "../../staff/inquiry-handling.ts";
import type { Handling } from "../../staff/inquiry-handling.ts";
import { usePresence } from "../../staff/use-presence.ts";
import { useViewNeighbours } from "../../staff/use-view-neighbours.ts";
import { PresenceNote } from "../../staff/presence-note.tsx";
import { WorkPanel } from "../../staff/work-panel.tsx";
import { RelatedRecords } from "../../staff/related-records.tsx";
import type { Route } from "./+types/inquiry";

const t = staffText.inquiry;

/** Reading an inquiry is audited by the API; another team's is "not found". */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const answer = await staffApi<InquiryDetail>("GET", `/inquiries/${params.id}`);
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return answer.data;
}

/** Where the inquiry stands against its promise or its planned call, in words. */
function dueLine(
  inquiry: InquiryView,
  now = new Date(),
): { text: string; overdue: boolean } | undefined {
  if (!inquiry.dueAt) return undefined;
  const overdue = Date.parse(inquiry.dueAt) <= now.getTime();
  const time = formatDue(inquiry.dueAt, now);
  if (inquiry.firstContactAt === null) {
    const day = formatDayEnding(inquiry.dueAt);
    return { text: overdue ? t.replyOverdue(day) : t.replyDue(day), overdue };
  }
  return { text: overdue ? t.attemptOverdue(time) : t.nextAttemptAt(time), overdue };
}

/**
 * The previous and next inquiries of the view the person came from (app/staff/inbox-view.ts),
 * the address back to that view, and where this inquiry stands in it.
 */
function useNeighbours(id: string) {
  const { view, index, previous, hasNext, next } = useViewNeighbours("inbox", id);
  return {
    previous,
    hasNext,
    next,
    back: `${staffPath("inbox")}${view?.query ?? ""}`,
    position: index >= 0 ? { index: index + 1, total: view!.total } : undefined,
  };
}

/**
 * One inquiry: every field as sent with links to answer it, who handles it and where it stands,
 * calls, notes, and its history; beside it on a desktop, and in a bar at the bottom of a phone,
 * what to do next: assign to me, log a call, mark done, the previous or next inquiry of the view.
 * Changes name the version they were made on; when someone else changed it first, the page says
 * so and shows their change.
 */
export default function Inquiry({ loaderData }: Route.ComponentProps) {
  const me = useOutletContext<Me>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The page shows what the last answer said: the loader's, or an action's (which carries the
  // fresh inquiry, so no second, audited read is needed).
  const [shown, setShown] = useState({ from: loaderData, detail: loaderData });
  if (shown.from !== loaderData) setShown({ from: loaderData, detail: loaderData });
  const { inquiry, notes, calls, history, assignees, teams, fields } = shown.detail;
  const neighbours = useNeighbours(inquiry.id);
  const callDialog = useRef<HTMLDialogElement>(null);
  const keys = useRef<HTMLDialogElement>(null);
  const [outcome, setOutcome] = useState<Outcome>();

  // The handling form keeps what the person chose and the version they chose it on: a change
  // by someone else never resets it; it shows what they changed instead (decision 028).
  const [form, setForm] = useState(() => ({ base: inquiry, choice: handlingOf(inquiry) }));
  const dirty = (Object.keys(form.choice) as (keyof Handling)[]).some(
    (key) => form.choice[key] !== handlingOf(form.base)[key],
  );
  if (form.base.version !== inquiry.version && !dirty)
    setForm({ base: inquiry, choice: handlingOf(inquiry) });
  const names = Object.fromEntries([
    ...assignees.map((person) => [person.id, person.name]),
    ...(inquiry.assigneeId && inquiry.assignee ? [[inquiry.assigneeId, inquiry.assignee]] : []),
  ]);
  const stale = dirty && form.base.version !== inquiry.version;
  // A one-click action (Assign to me, Mark done, a hold) refused: what changed, and that action.
  const [refused, setRefused] = useState<{ changes: ChangedField[]; again: () => void }>();
  const [calling, setCalling] = useState(false);

  // Every 3 s: who else is here, and the inquiry's version; newer, it is read again.
  const presence = usePresence("inquiry", inquiry.id, dirty || calling);
  const known = presence.version;
  useEffect(() => {
    if (known === undefined || known <= inquiry.version) return;
    void revalidator.revalidate().then(() => setOutcome({ text: t.changedElsewhere }));
    // The version read is the trigger: the revalidator is a new object at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, inquiry.version]);

  /**
   * Sends an action made from `version`; shows its result, or the inquiry as it is now and why it
   * failed. When the connection dropped or the server failed, what was typed stays and `again` is
   * offered as Try again. A 409 answers with the inquiry as it is now, which the page then shows.
   */
  async function act(
    method: "PATCH" | "POST",
    path: string,
    body: unknown,
    done: string,
    again: () => void,
    from?: number,
  ): Promise<InquiryDetail | "conflict" | "failed"> {
    // The version the change was made from: the one shown, unless the form's own.
    const version = from ?? inquiry.version;
    const answer = await staffApi<InquiryDetail & { movedAway?: boolean; team?: string }>(
      method,
      `/inquiries/${inquiry.id}${path}`,
      body,
      { version },
    );
    if (answer.ok && answer.data.movedAway) {
      await navigate(staffPath("inbox"), {
        state: { message: t.movedAway(teams[answer.data.team!] ?? "") },
      });
      return answer.data;
    }
    if (answer.ok) {
      setShown({ from: loaderData, detail: answer.data });
      setOutcome({ text: done });
      return answer.data;
    }
    if (answer.status === 409 && answer.data) {
      // Someone changed it first: it is shown as it is now, and nothing of this person's is lost.
      // A change of the handling form is explained beside the form (its notice takes focus); a
      // hold's refusal, in the work area.
      setShown({ from: loaderData, detail: answer.data as InquiryDetail });
      setOutcome(path === "" ? undefined : { text: answer.error, error: true });
      return "conflict";
    }
    setOutcome({
      text: failureText(answer),
      error: true,
      retry: mayRetry(answer) ? again : undefined,
    });
    return "failed";
  }

  /** The form's choices as a change: the assignee only when the team stays. */
  function changeOf(choice: Handling) {
    return {
      status: choice.status,
      team: choice.team,
      // A new team's people are not the old team's: the server clears the assignee on a move.
      ...(choice.team === inquiry.team ? { assigneeId: choice.assigneeId || null } : {}),
    };
  }

  /** Sends the form's choices, made on `version`; saved, the form starts from the new state. */
  async function sendChoices(version: number, done: string) {
    const result = await act(
      "PATCH",
      "",
      changeOf(form.choice),
      done,
      () => void sendChoices(version, done),
      version,
    );
    // Saved: the form starts again from what is now true.
    if (typeof result === "object")
      setForm({ base: result.inquiry, choice: handlingOf(result.inquiry) });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendChoices(form.base.version, t.saved);
  }

  /**
   * A one-click change made from the version shown; refused, what changed and a way to redo it.
   * True when it was made.
   */
  async function quick(
    change: Record<string, unknown>,
    done: string,
    again: () => void,
  ): Promise<boolean> {
    setRefused(undefined);
    const seen = inquiry;
    const answer = await staffApi<InquiryDetail>("PATCH", `/inquiries/${seen.id}`, change, {
      version: seen.version,
    });
    if (answer.ok) {
      setShown({ from: loaderData, detail: answer.data });
      setOutcome({ text: done });
      return true;
    }
    if (answer.status === 409 && answer.data) {
      const now = answer.data as InquiryDetail;
      setShown({ from: loaderData, detail: now });
      setOutcome(undefined);
      setRefused({ changes: changedFields(seen, now, names), again });
      return false;
    }
    setOutcome({
      text: failureText(answer),
      error: true,
      retry: mayRetry(answer) ? again : undefined,
    });
    return false;
  }

  const mine = inquiry.assigneeId === me.person.id;
  const done = inquiry.status === "done";
  async function assignToMe() {
    if (!mine) await quick({ assigneeId: me.person.id }, t.assigned, () => void assignToMe());
  }
  async function markDone() {
    if (!done) await quick({ status: "done" }, t.markedDone, () => void markDone());
  }
  /**
   * Marks it done, then opens the next inquiry of the view the person came from (its filters
   * were kept: app/staff/inbox-view.ts); at the view's end, the view itself, saying so.
   */
  async function doneNext() {
    if (!done && !(await quick({ status: "done" }, t.markedDone, () => void doneNext()))) return;
    const id = await neighbours.next();
    if (id) await navigate(`${staffPath("inbox")}/${id}`);
    else await navigate(neighbours.back, { state: { message: t.viewDone } });
  }
  /** Logs a call; the words of a refusal, shown in the call's dialog, or undefined. */
  async function logCall(call: CallForm): Promise<string | undefined> {
    const answer = await staffApi<InquiryDetail>(
      "POST",
      `/inquiries/${inquiry.id}/calls`,
      {
        outcome: call.outcome,
        ...(call.note.trim() ? { note: call.note.trim() } : {}),
        ...(call.nextAttempt ? { nextAttempt: call.nextAttempt } : {}),
      },
      { version: inquiry.version },
    );
    if (!answer.ok) {
      // Closed meanwhile: shown as it is now, so a second send (from this version) reopens it.
      if (answer.status === 409 && answer.data)
        setShown({ from: loaderData, detail: answer.data as InquiryDetail });
      return failureText(answer);
    }
    setShown({ from: loaderData, detail: answer.data });
    const outcome = t.outcomes[call.outcome];
    const planned = answer.data.inquiry.dueAt;
    setOutcome({
      text:
        call.nextAttempt && planned
          ? t.callPlanned(outcome, formatDue(planned))
          : t.callLogged(outcome),
    });
    return undefined;
  }
  function openCall() {
    callDialog.current?.showModal();
    setCalling(true);
  }
  async function goNext() {
    const id = await neighbours.next();
    if (id) await navigate(`${staffPath("inbox")}/${id}`);
  }
  async function goPrevious() {
    if (neighbours.previous) await navigate(`${staffPath("inbox")}/${neighbours.previous}`);
  }
  useShortcuts({
    j: goNext,
    k: goPrevious,
    a: assignToMe,
    c: openCall,
    d: markDone,
    u: () => navigate(neighbours.back),
    "?": () => keys.current?.showModal(),
  });
  const due = dueLine(inquiry);

  const name = inquiry.name || staffText.inbox.noName;
  return (
    <div className="inquiry-layout">
      <title>{`${t.title(name)} | ${site.name}`}</title>
      <div className="inquiry-main">
        <p className="inquiry-back">
          <Link to={neighbours.back}>{t.back}</Link>
          {neighbours.position ? (
            <span> · {t.position(neighbours.position.index, neighbours.position.total)}</span>
          ) : null}
        </p>
        <h1>{t.title(name)}</h1>
        <PresenceNote others={presence.others} />
        <p className="inquiry-state">
          {due?.overdue ? <OverdueChip /> : null}
          <StatusChip status={inquiry.status} />
          {due ? <span>{due.text}</span> : null}
          <span>
            {t.assignee}: {inquiry.assignee ?? t.nobody}
          </span>
        </p>

        <section aria-labelledby="inquiry-details">
          <h2 id="inquiry-details">{t.details}</h2>
          <dl className="inquiry-fields">
            <dt>{staffText.inbox.received}</dt>
            <dd>{formatTime(inquiry.receivedAt)}</dd>
            {fields.map(({ key, label }) => {
              const value = inquiry[key];
              // A field the form did not have yet when it was sent: nothing to show.
              if (value === undefined) return null;
              return (
                <div key={key} className={key === "message" ? "inquiry-fields__wide" : undefined}>
                  <dt>{label}</dt>
                  <dd>
                    {!value ? (
                      key === "callTime" ? (
                        t.noPreference
                      ) : (
                        t.notGiven
                      )
                    ) : key === "phone" ? (
                      <a href={telAddress(value)}>{t.call(value)}</a>
                    ) : key === "email" ? (
                      <a href={mailAddress(value)}>{t.write(value)}</a>
                    ) : key === "message" ? (
                      <span className="inquiry-fields__message">{value}</span>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              );
            })}
            <dt>{t.language}</dt>
            <dd>{languageNames[inquiry.language]}</dd>
            <dt>{t.team}</dt>
            <dd>{teams[inquiry.team] ?? inquiry.team}</dd>
            <dt>{t.reference}</dt>
            <dd>
              <code>{inquiry.id}</code>
            </dd>
          </dl>
          {inquiry.language === defaultLocale ? null : (
            <p className="note">{t.answerIn(languageNames[inquiry.language])}</p>
          )}
          <p>{inquiry.mailedAt ? `${t.mailed}: ${formatTime(inquiry.mailedAt)}` : t.notMailed}</p>
        </section>

        <RelatedRecords
          id="inquiry-related"
          heading={t.related}
          intro={t.relatedIntro}
          records={(loaderData.related ?? []).map((other) => ({
            to: `${staffPath("inbox")}/${other.id}`,
            text: t.relatedItem(
              other.name || staffText.inbox.noName,
              formatTime(other.receivedAt),
              inquiryStatuses[other.status],
              teams[other.team] ?? other.team,
            ),
          }))}
        />

        <section aria-labelledby="inquiry-calls">
          <h2 id="inquiry-calls">{t.calls}</h2>
          {calls.length === 0 ? (
            <p>{t.noCalls}</p>
          ) : (
            <ol className="inquiry-notes">
              {calls.map((call) => (
                <li key={call.id}>
                  <p className="inquiry-notes__meta">
                    {call.author ?? ""}, {formatTime(call.at)}: {t.outcomes[call.outcome]}
                  </p>
                  {call.note ? <p className="inquiry-fields__message">{call.note}</p> : null}
                  {call.nextAttemptAt ? (
                    <p>{t.callNextAttempt(formatTime(call.nextAttemptAt))}</p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>

        <ReplyForm
          path={`/inquiries/${inquiry.id}`}
          onSent={(version) =>
            setShown((now) => ({
              ...now,
              detail: { ...now.detail, inquiry: { ...now.detail.inquiry, version } },
            }))
          }
        />
        <NotesSection
          id="inquiry"
          notes={notes}
          words={{ heading: t.notes, intro: t.notesIntro, none: t.noNotes, add: t.addNote }}
          onAdd={async (text, again) =>
            typeof (await act("POST", "/notes", { text }, t.noteAdded, again)) === "object"
          }
        />

        {me.person.admin ? (
          <section aria-labelledby="inquiry-hold">
            <h2 id="inquiry-hold">{t.hold}</h2>
            <p>{inquiry.held ? t.held : t.notHeld}</p>
            <p>{t.holdHelp}</p>
            <p>
              <button
                type="button"
                className="button button--secondary"
                onClick={function hold() {
                  void act(
                    "POST",
                    "/hold",
                    { held: !inquiry.held },
                    inquiry.held ? t.notHeld : t.held,
                    hold,
                  );
                }}
              >
                {inquiry.held ? t.liftHold : t.placeHold}
              </button>
            </p>
          </section>
        ) : null}

        <section aria-labelledby="inquiry-history">
          <h2 id="inquiry-history">{t.history}</h2>
          <ol className="inquiry-history">
            {history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                {formatTime(entry.at)}: {auditActions[entry.action] ?? entry.action}
                {entry.from !== undefined
                  ? ` (${entry.from || t.nobody} → ${entry.to || t.nobody})`
                  : ""}
                {entry.person ? `, ${entry.person}` : ""}
              </li>
            ))}
            {inquiry.mailedAt ? (
              <li>
                {formatTime(inquiry.mailedAt)}: {t.mailed}
              </li>
            ) : null}
            <li>
              {formatTime(inquiry.receivedAt)}: {t.received}
            </li>
          </ol>
        </section>
      </div>

      <aside className="inquiry-work" aria-label={t.work}>
        <StatusMessage outcome={outcome} />
        {refused ? (
          <ConflictNotice
            id="inquiry-refused"
            changes={refused.changes}
            onApplyMine={() => {
              setRefused(undefined);
              refused.again();
            }}
            onKeepTheirs={() => setRefused(undefined)}
          />
        ) : null}
        <WorkPanel
          summary={t.handlingSummary(
            inquiryStatuses[inquiry.status],
            inquiry.assignee ?? t.nobody,
            teams[inquiry.team] ?? inquiry.team,
          )}
          open={stale}
        >
          <section aria-labelledby="inquiry-handling">
            <h2 id="inquiry-handling">{t.handling}</h2>
            {stale ? (
              <ConflictNotice
                id="inquiry-conflict"
                changes={changedFields(form.base, shown.detail, names)}
                onApplyMine={() => void sendChoices(inquiry.version, staffText.conflict.applied)}
                onKeepTheirs={() => {
                  setForm({ base: inquiry, choice: handlingOf(inquiry) });
                  setOutcome(undefined);
                }}
              />
            ) : null}
            {/* The person's choices stay through anyone's change until they save or drop them. */}
            <form onSubmit={save} className="work-panel__form">
              <LabelledSelect
                id="inquiry-status"
                name="status"
                label={t.status}
                options={inquiryStatuses}
                value={form.choice.status}
                onChange={(status) =>
                  setForm((now) => ({ ...now, choice: { ...now.choice, status } }))
                }
                describedBy={stale ? "inquiry-conflict" : undefined}
              />
              <LabelledSelect
                id="inquiry-assignee"
                name="assignee"
                label={t.assignee}
                anyLabel={t.nobody}
                options={names}
                value={form.choice.assigneeId}
                onChange={(assigneeId) =>
                  setForm((now) => ({ ...now, choice: { ...now.choice, assigneeId } }))
                }
                describedBy={stale ? "inquiry-conflict" : undefined}
              />
              <LabelledSelect
                id="inquiry-team"
                name="team"
                label={t.moveTo}
                options={teams}
                value={form.choice.team}
                onChange={(team) => setForm((now) => ({ ...now, choice: { ...now.choice, team } }))}
                describedBy={stale ? "inquiry-conflict" : undefined}
              />
              <p>
                <button type="submit" className="button">
                  {t.save}
                </button>
              </p>
            </form>
          </section>
        </WorkPanel>
        <div className="inquiry-work__actions">
          <button type="button" className="button" onClick={assignToMe} disabled={mine}>
            {mine ? t.assignedToYou : t.assignToMe}
          </button>
          <button type="button" className="button" onClick={openCall}>
            {t.logCall}
          </button>
          <button
            type="button"
            className="button"
            onClick={doneNext}
            disabled={done && !neighbours.hasNext}
          >
            {t.doneNext}
          </button>
          <button type="button" className="button" onClick={markDone} disabled={done}>
            {t.markDone}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={goPrevious}
            disabled={!neighbours.previous}
            aria-label={t.previousName}
          >
            {t.previous}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={goNext}
            disabled={!neighbours.hasNext}
            aria-label={t.nextName}
          >
            {t.next}
          </button>
        </div>
        <p className="inquiry-work__keys">
          <button type="button" className="link-button" onClick={() => keys.current?.showModal()}>
            {staffText.inbox.keysButton}
          </button>
        </p>
      </aside>
      <LogCallDialog
        ref={callDialog}
        choices={shown.detail.attemptChoices}
        onLog={logCall}
        onClose={() => setCalling(false)}
      />
      <KeysDialog ref={keys} />
    </div>
  );
}

export function ErrorBoundary() {
  return <StaffErrorBoundary about="inquiry" />;
}
