import { type FormEvent, useEffect, useId, useState } from "react";
import type { Locale } from "../../content/locale.ts";
import { languageNames, staffText } from "../../content/staff-ui.ts";
import { formatTime } from "./format-time.ts";
import { staffApi } from "./staff-api.ts";
import { failureText, mayRetry, type Outcome, StatusMessage } from "./status-message.tsx";

const t = staffText.replies;

/** A reply as the record lists it. */
export interface ListedReply {
  id: number;
  at: string;
  /** Who sent it, by name; null when they are no longer in the list of people. */
  author: string | null;
  subject: string;
  body: string;
  sendAfter: string;
  sentAt: string | null;
  cancelledAt: string | null;
}

/** What the server answers about a record's replies (server/staff/reply-routes.ts). */
export interface RepliesView {
  /** The record's version now: a reply is sent from it. */
  version: number;
  /** The family's or applicant's address ("" when they gave none). */
  to: string;
  /** The team's mailbox their answer comes back to. */
  replyTo: string;
  language: Locale;
  /** The subject a reply starts with, in their language. */
  subject: string;
  limits: { body: number; subject: number };
  savedReplies: { key: string; title: string; body: string; delayDays: number }[];
  replies: ListedReply[];
}

/** What a reply says of itself: waiting, going, sent or cancelled. */
function replyState(reply: ListedReply): string {
  if (reply.cancelledAt) return t.status.cancelled(formatTime(reply.cancelledAt));
  if (reply.sentAt) return t.status.sent(formatTime(reply.sentAt));
  if (Date.parse(reply.sendAfter) > Date.now())
    return t.status.waiting(formatTime(reply.sendAfter));
  return t.status.queued;
}

/**
 * Replies by e-mail on an inquiry or an application: those sent, and a form to write one, from a
 * saved text or from nothing, in the person's language. What was typed stays in the form until
 * the reply is queued: a refusal (a colleague replied meanwhile, a dropped connection) keeps it.
 */
export function ReplyForm({
  path,
  onSent,
}: {
  /** The record's address below the staff API ("/inquiries/<id>", "/applications/<id>"). */
  path: string;
  /** Told the record's version a reply made, so the page does not take it for a colleague's. */
  onSent?: (version: number) => void;
}) {
  const id = useId();
  const [view, setView] = useState<RepliesView>();
  const [saved, setSaved] = useState("");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    let live = true;
    void staffApi<RepliesView>("GET", `${path}/replies`).then((answer) => {
      if (live && answer.ok) setView(answer.data);
    });
    return () => {
      live = false;
    };
  }, [path]);

  if (!view) return null;
  const language = languageNames[view.language];
  const chosen = view.savedReplies.find((each) => each.key === saved);

  function choose(key: string) {
    setSaved(key);
    const text = view!.savedReplies.find((each) => each.key === key)?.body;
    if (text !== undefined) setBody(text);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const answer = await staffApi<RepliesView>(
      "POST",
      `${path}/replies`,
      { subject, body, savedReply: saved || null },
      { version: view!.version },
    );
    setBusy(false);
    if (answer.ok) {
      setView(answer.data);
      setSaved("");
      setSubject("");
      setBody("");
      const last = answer.data.replies.at(-1)!;
      setOutcome({
        text:
          last.sendAfter > last.at
            ? t.scheduled(formatTime(last.sendAfter))
            : t.sent(answer.data.to),
      });
      onSent?.(answer.data.version);
      return;
    }
    // A colleague replied meanwhile: their reply is shown, the typed text stays for a second look.
    if (answer.status === 409 && answer.data) {
      setView(answer.data as RepliesView);
      setOutcome({ text: t.keptText, error: true });
      return;
    }
    setOutcome({
      text: failureText(answer),
      error: true,
      retry: mayRetry(answer) ? () => form.requestSubmit() : undefined,
    });
  }

  async function cancel(reply: ListedReply) {
    const answer = await staffApi<RepliesView>(
      "POST",
      `${path}/replies/${reply.id}/cancel`,
      {},
      { version: view!.version },
    );
    if (answer.ok) {
      setView(answer.data);
      setOutcome({ text: t.cancelled });
    } else setOutcome({ text: failureText(answer), error: true });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="reply-form">
      <h2 id={`${id}-heading`}>{t.heading}</h2>
      {view.replies.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ol className="inquiry-notes">
          {view.replies.map((reply) => (
            <li key={reply.id}>
              <p className="inquiry-notes__meta">
                {t.by(reply.author ?? "", formatTime(reply.at))} · {replyState(reply)}
              </p>
              <p>
                <strong>{reply.subject}</strong>
              </p>
              <p className="inquiry-fields__message">{reply.body}</p>
              {!reply.sentAt && !reply.cancelledAt ? (
                <p>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void cancel(reply)}
                  >
                    {t.cancel}
                  </button>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <StatusMessage outcome={outcome} />
      {view.to === "" ? (
        <p>{t.noAddress}</p>
      ) : (
        <form onSubmit={send} aria-labelledby={`${id}-write`}>
          <h3 id={`${id}-write`}>{t.write}</h3>
          <p>
            {t.to(view.to)} · {t.language(language)}
          </p>
          <p className="note" id={`${id}-consent`}>
            {t.consent}
          </p>
          <p className="application-field">
            <label htmlFor={`${id}-saved`}>{t.savedReply}</label>
            <select
              id={`${id}-saved`}
              value={saved}
              onChange={(event) => choose(event.target.value)}
            >
              <option value="">{t.noSavedReply}</option>
              {view.savedReplies.map((each) => (
                <option key={each.key} value={each.key}>
                  {each.title}
                </option>
              ))}
            </select>
          </p>
          {chosen && chosen.delayDays > 0 ? <p className="note">{t.delayed}</p> : null}
          <p className="application-field">
            <label htmlFor={`${id}-subject`}>{t.subject}</label>
            <input
              id={`${id}-subject`}
              value={subject}
              placeholder={view.subject}
              maxLength={view.limits.subject}
              onChange={(event) => setSubject(event.target.value)}
            />
          </p>
          <p className="application-field">
            <label htmlFor={`${id}-body`}>{t.body}</label>
            <span className="staff-hint" id={`${id}-hint`}>
              {t.bodyHint(language, view.limits.body)}
            </span>
            <textarea
              id={`${id}-body`}
              className="staff-note-field"
              rows={8}
              value={body}
              maxLength={view.limits.body}
              aria-describedby={`${id}-hint ${id}-consent`}
              onChange={(event) => setBody(event.target.value)}
              required
            />
          </p>
          <p className="note">{t.replyTo(view.replyTo)}</p>
          <p>
            <button type="submit" className="button" disabled={busy}>
              {busy ? t.sending : t.send}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
