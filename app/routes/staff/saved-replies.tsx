import { type FormEvent, useRef, useState } from "react";
import { data, useRevalidator } from "react-router";
import { site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";
import { ConfirmDialog } from "../../staff/confirm-dialog.tsx";
import { type ChangedField, ConflictNotice } from "../../staff/conflict-notice.tsx";
import {
  type FieldError,
  fieldErrorOf,
  FieldErrorSummary,
} from "../../staff/field-error-summary.tsx";
import { formatTime } from "../../staff/format-time.ts";
import { type FieldIssue, issuesOf } from "../../staff/posting-errors.ts";
import { failureText, mayRetry, type Outcome, StatusMessage } from "../../staff/status-message.tsx";
import { type SavedRepliesPage, type SavedReplyView, staffApi } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import type { Route } from "./+types/saved-replies";

const t = staffText.savedReplies;
const languages = ["en", "fr"] as const;
type Language = (typeof languages)[number];
type Part = "title" | "body";

export async function clientLoader() {
  const answer = await staffApi<SavedRepliesPage>("GET", "/saved-replies");
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return answer.data;
}

/** A saved reply's name and words in both languages, as the form holds them. */
interface Texts {
  title: Record<Language, string>;
  body: Record<Language, string>;
}

const emptyTexts: Texts = { title: { en: "", fr: "" }, body: { en: "", fr: "" } };

/** The control of one part in one language, in the form `id`. */
const fieldId = (id: string, part: Part, language: Language) => `${id}-${part}-${language}`;

/** Each issue of a refusal (server/staff/plugin.ts) beside its control, in words a person reads. */
function fieldErrors(id: string, issues: readonly FieldIssue[]): FieldError[] {
  const reasons: Record<string, string> = t.fieldErrors.reasons;
  return issues.map(({ field, reason }) => {
    const [part, language] = field.split(".") as [string, string];
    const known = (part === "title" || part === "body") && (language === "en" || language === "fr");
    const [where, lang]: [Part, Language] = known
      ? [part as Part, language as Language]
      : ["title", "en"];
    return {
      target: fieldId(id, where, lang),
      label: t.inLanguage(where === "title" ? t.titleLabel : t.bodyLabel, lang),
      text: reasons[reason] ?? reasons.other!,
    };
  });
}

/** The start of a text, for a line that says what changed. */
function shortly(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}

/** What another administrator changed between the version opened and the one now. */
function changesBetween(opened: SavedReplyView, now: SavedReplyView): ChangedField[] {
  return (["title", "body"] as const).flatMap((part) =>
    languages
      .filter((language) => opened[part][language] !== now[part][language])
      .map((language) => ({
        label: t.inLanguage(part === "title" ? t.titleLabel : t.bodyLabel, language),
        from: shortly(opened[part][language]),
        to: shortly(now[part][language]),
        by: now.changedBy,
        at: now.changedAt,
      })),
  );
}

/**
 * The form after a refused save: theirs (`now`), with each field this person changed since they
 * opened it (`opened`) as they typed it, so that "Apply my changes on top" undoes nothing of theirs.
 */
function overlay(opened: Texts, mine: Texts, now: Texts): Texts {
  const pick = (part: Part, language: Language) =>
    mine[part][language] === opened[part][language] ? now[part][language] : mine[part][language];
  return {
    title: { en: pick("title", "en"), fr: pick("title", "fr") },
    body: { en: pick("body", "en"), fr: pick("body", "fr") },
  };
}

/**
 * One saved reply's form, or a new one's: its name and words in both languages. A save is made
 * from the version the form was drawn from; refused because another administrator changed it
 * since (409, decision 028), the form keeps what was typed and says what they changed, to send
 * again on top of theirs or to take theirs. Refused for what a field holds, the words sit beside
 * it and in a summary that takes focus.
 */
function SavedReplyForm({
  id,
  team,
  reply,
  limits,
  heading,
  onDone,
  onCancel,
  onRemove,
}: {
  /** The form's id: its fields' ids start with it. */
  id: string;
  /** The team's key. */
  team: string;
  /** The saved reply as the page last read it; none for a new one. */
  reply?: SavedReplyView;
  /** The longest name and words. */
  limits: SavedRepliesPage["limits"];
  /** The form's heading, for a new one. */
  heading?: string;
  /** Told when it was saved; for a new one, with the words the page says it with. */
  onDone: (words: string) => void;
  /** Leaves a new one's form. */
  onCancel?: () => void;
  /** Asks to remove it. */
  onRemove?: (reply: SavedReplyView) => void;
}) {
  const [texts, setTexts] = useState<Texts>(reply ?? emptyTexts);
  // The version the next save is made from, and the reply as it was then.
  const [base, setBase] = useState(reply);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [conflict, setConflict] = useState<{ changes: ChangedField[]; removed: boolean }>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const name = base?.title.en ?? texts.title.en;

  function set(part: Part, language: Language, value: string) {
    setTexts((now) => ({ ...now, [part]: { ...now[part], [language]: value } }));
  }

  async function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    setBusy(true);
    const sent = { title: texts.title, body: texts.body };
    const answer = base
      ? await staffApi<{ reply: SavedReplyView }>("PATCH", `/saved-replies/${team}/${base.key}`, {
          ...sent,
          version: base.version,
        })
      : await staffApi<{ reply: SavedReplyView }>("POST", `/saved-replies/${team}`, sent);
    setBusy(false);
    const issues = answer.ok || answer.status !== 400 ? [] : issuesOf(answer.data);
    if (issues.length > 0) {
      setOutcome(undefined);
      setErrors(fieldErrors(id, issues));
      return;
    }
    setErrors([]);
    if (!answer.ok && answer.status === 409 && base) {
      // Nothing saved: what they changed, next to the form that still holds what was typed; a
      // second save is made from the version now shown.
      const now = (answer.data as { reply?: SavedReplyView } | undefined)?.reply;
      if (now) {
        setConflict({ changes: changesBetween(base, now), removed: false });
        setTexts(overlay(base, texts, now));
        setBase(now);
        setOutcome(undefined);
        return;
      }
    }
    if (!answer.ok && answer.status === 404 && base) {
      setConflict({ changes: [], removed: true });
      setOutcome(undefined);
      return;
    }
    if (!answer.ok) {
      setOutcome({
        text: failureText(answer),
        error: true,
        retry: mayRetry(answer) ? () => form.current?.requestSubmit() : undefined,
      });
      return;
    }
    const now = answer.data.reply;
    setConflict(undefined);
    setBase(now);
    setTexts(now);
    if (base) setOutcome({ text: t.saved(now.title.en) });
    onDone(t.added(now.title.en));
  }

  const errorOf = (target: string, hint: string) => fieldErrorOf(errors, target, hint);

  const part = (which: Part) => (
    <fieldset className="staff-teams">
      <legend>{which === "title" ? t.titleLabel : t.bodyLabel}</legend>
      <p className="staff-hint" id={`${id}-${which}-hint`}>
        {which === "title" ? t.titleHint : t.bodyHint(limits.body)}
      </p>
      {languages.map((language) => {
        const field = fieldId(id, which, language);
        const error = errorOf(field, `${id}-${which}-hint`);
        const props = {
          id: field,
          value: texts[which][language],
          lang: language === "fr" ? "fr-CA" : "en-CA",
          onChange: (event: { currentTarget: { value: string } }) =>
            set(which, language, event.currentTarget.value),
          ...error.props,
        };
        return (
          <p key={language} className="application-field">
            <label htmlFor={field}>{language === "en" ? t.english : t.french}</label>
            {error.words}
            {which === "title" ? (
              <input type="text" maxLength={limits.title} {...props} />
            ) : (
              <textarea rows={7} className="staff-note-field" maxLength={limits.body} {...props} />
            )}
          </p>
        );
      })}
    </fieldset>
  );

  return (
    <form
      ref={form}
      className="staff-form saved-reply-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => void save(event)}
    >
      <h3 id={`${id}-heading`} tabIndex={-1}>
        {heading ?? name}
      </h3>
      {conflict ? (
        conflict.removed ? (
          <div className="staff-error" role="alert">
            <p>{t.conflictRemoved}</p>
          </div>
        ) : (
          <ConflictNotice
            id={`${id}-conflict`}
            changes={conflict.changes}
            onApplyMine={() => form.current?.requestSubmit()}
            onKeepTheirs={() => {
              if (base) setTexts(base);
              setConflict(undefined);
              setErrors([]);
            }}
          />
        )
      ) : null}
      <FieldErrorSummary id={id} level={4} errors={errors} words={t.fieldErrors} />
      {part("title")}
      {part("body")}
      {base && base.delayDays > 0 ? <p className="note">{t.delay}</p> : null}
      {base ? (
        <p className="staff-hint">
          {base.changedAt ? t.changed(base.changedBy, formatTime(base.changedAt)) : t.unchanged}
        </p>
      ) : null}
      <StatusMessage outcome={outcome} />
      <p className="staff-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t.saving : base ? t.save : t.create}
          {base && !busy ? <span className="visually-hidden">{t.of(name)}</span> : null}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        ) : null}
        {base && onRemove ? (
          <button type="button" className="button button--secondary" onClick={() => onRemove(base)}>
            {t.remove}
            <span className="visually-hidden">{t.of(name)}</span>
          </button>
        ) : null}
      </p>
    </form>
  );
}

/**
 * The administrators' page of saved replies: per team, each saved reply's name and words in
 * English and in French, each in a fold that opens to its form; a new one per team; removing one
 * asks first. The rule that they hold no health details is said at the top.
 */
export default function SavedReplies({ loaderData: { teams, limits } }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Outcome>();
  // The team a new saved reply is being written for.
  const [adding, setAdding] = useState<string>();
  const [removing, setRemoving] = useState<{ team: string; reply: SavedReplyView }>();
  const removeQuestion = useRef<HTMLDialogElement>(null);

  async function done(words: string, leaveNew = false) {
    if (leaveNew) {
      setAdding(undefined);
      setMessage({ text: words });
    }
    await revalidator.revalidate();
  }

  async function remove() {
    if (!removing) return;
    const { team, reply } = removing;
    const answer = await staffApi("DELETE", `/saved-replies/${team}/${reply.key}`, {
      version: reply.version,
    });
    setMessage(
      answer.ok
        ? { text: t.removed(reply.title.en) }
        : {
            text: failureText(answer),
            error: true,
            retry: mayRetry(answer) ? () => void remove() : undefined,
          },
    );
    await revalidator.revalidate();
  }

  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <p className="note" id="saved-replies-rule">
        {t.noHealth}
      </p>
      <nav aria-label={t.teamsLabel} className="posting-form__sections">
        <ul>
          {teams.map((team) => (
            <li key={team.team}>
              <a href={`#team-${team.team}`}>{team.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <StatusMessage outcome={message} />
      {teams.map((team) => (
        <section
          key={team.team}
          aria-labelledby={`team-${team.team}`}
          className="saved-replies-team"
        >
          <h2 id={`team-${team.team}`} tabIndex={-1}>
            {team.name}
          </h2>
          <p className="staff-hint">
            {team.replies.length ? t.count(team.replies.length) : t.none}
          </p>
          {team.replies.map((reply) => (
            <details key={reply.key} className="saved-reply">
              <summary>
                {reply.title.en}
                <span lang="fr-CA" className="people-state">
                  {reply.title.fr}
                </span>
              </summary>
              <SavedReplyForm
                id={`saved-${team.team}-${reply.key}`}
                team={team.team}
                reply={reply}
                limits={limits}
                onDone={() => void done("")}
                onRemove={(chosen) => {
                  setRemoving({ team: team.team, reply: chosen });
                  requestAnimationFrame(() => removeQuestion.current?.showModal());
                }}
              />
            </details>
          ))}
          {adding === team.team ? (
            <SavedReplyForm
              id={`new-${team.team}`}
              team={team.team}
              limits={limits}
              heading={t.addHeading(team.name)}
              onDone={(words) => void done(words, true)}
              onCancel={() => setAdding(undefined)}
            />
          ) : (
            <p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setAdding(team.team);
                  requestAnimationFrame(() =>
                    document.getElementById(`new-${team.team}-heading`)?.focus(),
                  );
                }}
              >
                {t.add(team.name)}
              </button>
            </p>
          )}
        </section>
      ))}
      <ConfirmDialog
        ref={removeQuestion}
        id="remove-saved-reply-question"
        title={t.removeQuestion(removing?.reply.title.en ?? "")}
        text={t.removeExplained}
        confirm={t.removeConfirm}
        cancel={t.removeCancel}
        onConfirm={() => void remove()}
      />
    </>
  );
}

/** Not an administrator: the API says not found, and so does the page. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
