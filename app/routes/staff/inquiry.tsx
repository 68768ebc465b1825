import { LabelledSelect } from "../../staff/labelled-select.tsx";
import { type FormEvent, useState } from "react";
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
import { formatTime } from "../../staff/format-time.ts";
import { type Outcome, StatusMessage } from "../../staff/status-message.tsx";
import { type InquiryDetail, type Me, staffApi } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import { useInboxChanges } from "../../staff/use-inbox-changes.ts";
import type { Route } from "./+types/inquiry";

const t = staffText.inquiry;

/** Reading an inquiry is audited by the API; another team's is "not found". */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const answer = await staffApi<InquiryDetail>("GET", `/inquiries/${params.id}`);
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return answer.data;
}

/** The E.164 form of a North American number for a `tel:` link ("+14165550199"). */
function telAddress(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * One inquiry: every field as sent with links to answer it, who handles it and where it stands,
 * notes, and its history. Changes name the version they were made on; when someone else changed
 * it first, the page says so and shows their change.
 */
export default function Inquiry({ loaderData }: Route.ComponentProps) {
  const me = useOutletContext<Me>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The page shows what the last answer said: the loader's, or an action's (which carries the
  // fresh inquiry, so no second, audited read is needed).
  const [shown, setShown] = useState({ from: loaderData, detail: loaderData });
  if (shown.from !== loaderData) setShown({ from: loaderData, detail: loaderData });
  const { inquiry, notes, history, assignees, teams, fields } = shown.detail;
  const [outcome, setOutcome] = useState<Outcome>();
  const [note, setNote] = useState("");

  const { rebase } = useInboxChanges(async (changed) => {
    if (!changed.includes(inquiry.id)) return;
    await revalidator.revalidate();
    setOutcome({ text: t.changedElsewhere });
  });

  /** Sends an action; shows its result, or the fresh state and why it failed. */
  async function act(
    method: "PATCH" | "POST",
    path: string,
    body: unknown,
    done: string,
  ): Promise<boolean> {
    const answer = await staffApi<InquiryDetail & { movedAway?: boolean; team?: string }>(
      method,
      `/inquiries/${inquiry.id}${path}`,
      body,
    );
    await rebase();
    if (answer.ok && answer.data.movedAway) {
      await navigate(staffPath("inbox"), {
        state: { message: t.movedAway(teams[answer.data.team!] ?? "") },
      });
      return true;
    }
    if (answer.ok) {
      setShown({ from: loaderData, detail: answer.data });
      setOutcome({ text: done });
      return true;
    }
    // Someone changed it first: show it as it is now, with the refusal's words.
    if (answer.status === 409) await revalidator.revalidate();
    setOutcome({ text: answer.error || staffText.errors.network, error: true });
    return false;
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const assignee = String(form.get("assignee"));
    await act(
      "PATCH",
      "",
      {
        version: inquiry.version,
        status: form.get("status"),
        team: form.get("team"),
        // A new team's people are not the old team's: the server clears the assignee on a move.
        ...(form.get("team") === inquiry.team ? { assigneeId: assignee || null } : {}),
      },
      t.saved,
    );
  }

  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await act("POST", "/notes", { text: note }, t.noteAdded)) setNote("");
  }

  const name = inquiry.name || staffText.inbox.noName;
  return (
    <>
      <title>{`${t.title(name)} | ${site.name}`}</title>
      <p>
        <Link to={staffPath("inbox")}>{t.back}</Link>
      </p>
      <h1>{t.title(name)}</h1>
      <StatusMessage outcome={outcome} />

      <section aria-labelledby="inquiry-details">
        <h2 id="inquiry-details">{t.details}</h2>
        <dl className="inquiry-fields">
          <dt>{staffText.inbox.received}</dt>
          <dd>{formatTime(inquiry.receivedAt)}</dd>
          {fields.map(({ key, label }) => {
            const value = inquiry[key];
            return (
              <div key={key} className={key === "message" ? "inquiry-fields__wide" : undefined}>
                <dt>{label}</dt>
                <dd>
                  {!value ? (
                    t.notGiven
                  ) : key === "phone" ? (
                    <a href={telAddress(value)}>{t.call(value)}</a>
                  ) : key === "email" ? (
                    <a href={`mailto:${value}`}>{t.write(value)}</a>
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

      <section aria-labelledby="inquiry-handling">
        <h2 id="inquiry-handling">{t.handling}</h2>
        {/* Keyed by version: a change by anyone resets the form to what is now true. */}
        <form key={inquiry.version} onSubmit={save} className="staff-filters">
          <LabelledSelect
            id="inquiry-status"
            name="status"
            label={t.status}
            options={inquiryStatuses}
            defaultValue={inquiry.status}
          />
          <LabelledSelect
            id="inquiry-assignee"
            name="assignee"
            label={t.assignee}
            anyLabel={t.nobody}
            options={Object.fromEntries(assignees.map((person) => [person.id, person.name]))}
            defaultValue={inquiry.assigneeId ?? ""}
          />
          <LabelledSelect
            id="inquiry-team"
            name="team"
            label={t.moveTo}
            options={teams}
            defaultValue={inquiry.team}
            className="staff-filters__wide"
          />
          <p>
            <button type="submit" className="button">
              {t.save}
            </button>
          </p>
        </form>
      </section>

      <section aria-labelledby="inquiry-notes">
        <h2 id="inquiry-notes">{t.notes}</h2>
        <p>{t.notesIntro}</p>
        {notes.length === 0 ? (
          <p>{t.noNotes}</p>
        ) : (
          <ol className="inquiry-notes">
            {notes.map((entry) => (
              <li key={entry.id}>
                <p className="inquiry-notes__meta">
                  {entry.author ?? ""}, {formatTime(entry.at)}
                </p>
                <p className="inquiry-fields__message">{entry.text}</p>
              </li>
            ))}
          </ol>
        )}
        <form onSubmit={addNote}>
          <p>
            <label htmlFor="inquiry-note">{t.addNote}</label>
            <textarea
              id="inquiry-note"
              rows={4}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              required
            />
          </p>
          <p>
            <button type="submit" className="button">
              {t.addNote}
            </button>
          </p>
        </form>
      </section>

      {me.person.admin ? (
        <section aria-labelledby="inquiry-hold">
          <h2 id="inquiry-hold">{t.hold}</h2>
          <p>{inquiry.held ? t.held : t.notHeld}</p>
          <p>{t.holdHelp}</p>
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                act("POST", "/hold", { held: !inquiry.held }, inquiry.held ? t.notHeld : t.held)
              }
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
    </>
  );
}

export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
