import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { data, Link, useLocation, useNavigate } from "react-router";
import { applicationStages, daysToTellApplicant } from "../../../content/application-form.ts";
import { applicationWords } from "../../../content/application-words.ts";
import { staffPath } from "../../../content/navigation.ts";
import { site } from "../../../content/site.ts";
import { languageNames, staffText } from "../../../content/staff-ui.ts";
import { formatDay, formatTime } from "../../staff/format-time.ts";
import { LabelledSelect } from "../../staff/labelled-select.tsx";
import { NotesSection } from "../../staff/notes-section.tsx";
import { InterviewSection, interviewWhen } from "../../staff/interview-section.tsx";
import { ReplyForm } from "../../staff/reply-form.tsx";
import { ConfirmDialog } from "../../staff/confirm-dialog.tsx";
import { type ChangedField, ConflictNotice } from "../../staff/conflict-notice.tsx";
import {
  type ApplicationDetail,
  type InterviewBody,
  type StaffAnswer,
  staffApi,
  staffApiAddress,
} from "../../staff/staff-api.ts";
import { usePresence } from "../../staff/use-presence.ts";
import { PresenceNote } from "../../staff/presence-note.tsx";
import { WorkPanel } from "../../staff/work-panel.tsx";
import { RelatedRecords } from "../../staff/related-records.tsx";
import { useNextApplication } from "../../staff/use-next-application.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import { OverdueChip, StageChip } from "../../staff/status-chip.tsx";
import { failureText, mayRetry, type Outcome, StatusMessage } from "../../staff/status-message.tsx";
import { mailAddress } from "../../staff/mail-address.ts";
import { telAddress } from "../../staff/tel-address.ts";
import type { Route } from "./+types/application";

const t = staffText.application;
const next = staffText.applicationNext;
const words = staffText.applications;
const c = words.columns;

/** Reading an application is audited by the API; for anyone outside hiring it is "not found". */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const answer = await staffApi<ApplicationDetail>(
    "GET",
    `/applications/${encodeURIComponent(params.id)}`,
  );
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return answer.data;
}

type Shown = ApplicationDetail["application"];

/** A field someone changed, as the API says it (server/staff/application-routes.ts). */
type Change = ChangedField & { field: string };

/** The application as it is now, with what changed since a version (a 409, or a re-read). */
type WithChanges = ApplicationDetail & { changes: Change[] };

/** A change refused because someone changed the application first: its answer (decision 028). */
function refusal(answer: StaffAnswer<unknown>): WithChanges | undefined {
  if (answer.ok || answer.status !== 409) return undefined;
  const data = answer.data as Partial<WithChanges> | undefined;
  return data?.application && Array.isArray(data.changes) ? (data as WithChanges) : undefined;
}

/** The forms a refused change's notice stands next to. */
type ConflictAt = "stage" | "interview" | "delete";

/** What the page shows next to a form whose change was refused, or that a colleague changed. */
interface Conflict {
  at: ConflictAt;
  changes: Change[];
  /** Learned from a re-read while the person worked, not from their own change: focus stays. */
  background?: true;
}

/** Where the 45-day date stands, in words, or nothing while no interview awaits a decision. */
function tellByLine(application: Shown): string | undefined {
  if (!application.tellBy) return undefined;
  const day = formatDay(application.tellBy);
  return application.overdue ? t.overdue(day) : t.tellBy(day);
}

/** Yes or No for a question the posting asked; nothing for one it did not. */
const yesNo = (value: boolean | null) => (value === null ? null : value ? words.yes : words.no);

/** The résumé: what became of it, and the download when it was kept. */
function ResumeSection({ application }: { /** The application shown. */ application: Shown }) {
  const file = application.resumeFile;
  return (
    <section aria-labelledby="application-resume">
      <h2 id="application-resume">{t.resume}</h2>
      {!file ? (
        <p>{t.noResume}</p>
      ) : (
        <>
          <p className="application-scan" data-state={file.state}>
            {words.resumeStates[file.state]}
          </p>
          {file.downloadable ? (
            <>
              <p>
                <a
                  href={staffApiAddress(`/applications/${application.id}/resume`)}
                  download
                  className="application-download"
                >
                  {t.download(file.name)}
                </a>{" "}
                ({t.bytes(file.bytes)})
              </p>
              <p className="staff-hint">{t.downloadHint}</p>
            </>
          ) : (
            <p className="application-file-name">{file.name}</p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * What Ontario's accessibility law (AODA) asks the hiring team to tell the applicant at this
 * stage: that accommodation is available when inviting them to an interview, the policies for
 * accommodating employees in an offer. The words are in the applicant's language, with an e-mail
 * to them that starts with those words when they gave an address. Nothing at the other stages.
 */
function AccommodationNotice({
  application,
}: {
  /** The application shown. */ application: Shown;
}) {
  const step =
    application.stage === "screening" || application.stage === "interview"
      ? "interview"
      : application.stage === "offer"
        ? "offer"
        : null;
  if (!step) return null;
  const notice = applicationWords[application.language].accommodationNotices[step];
  return (
    <section className="note" aria-labelledby="application-aoda">
      <h3 id="application-aoda">{t.accommodationNotice[step]}</h3>
      <p lang={application.language}>{notice.text}</p>
      <p className="staff-hint">
        {t.accommodationNotice.hint(languageNames[application.language])}
      </p>
      {application.email ? (
        <p>
          <a
            href={mailAddress(application.email, {
              subject: notice.subject(application.postingTitle),
              body: notice.text,
            })}
          >
            {t.accommodationNotice.write}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * One job application: everything the applicant sent, in words; an accommodation they asked for,
 * set apart; the résumé with its scan; and beside it on a desktop, the stage, the interviews and
 * the 45-day date (Overdue once past); then the hiring team's notes.
 */
export default function Application({ loaderData }: Route.ComponentProps) {
  // The page shows the last answer: the loader's, an action's (which carries the fresh
  // application, so no second, audited read is needed), or a re-read's.
  const [shown, setShown] = useState({ from: loaderData, detail: loaderData });
  if (shown.from !== loaderData) setShown({ from: loaderData, detail: loaderData });
  const { application, today } = shown.detail;
  // What every change is made from: the version the page shows now.
  const latest = useRef(application);
  const [outcome, setOutcome] = useState<Outcome>();
  // A stage chosen and not saved: kept through a refusal and a re-read.
  const [chosenStage, setChosenStage] = useState<string>();
  const chosen = useRef(chosenStage);
  useEffect(() => {
    latest.current = application;
    chosen.current = chosenStage;
  });
  const [conflict, setConflict] = useState<Conflict>();
  const [writing, setWriting] = useState(false);
  // The list as it was filtered when the person opened this application.
  const back = (useLocation().state as { back?: string } | null)?.back ?? staffPath("applications");
  const navigate = useNavigate();
  const following = useNextApplication(application.id);
  const confirmDelete = useRef<HTMLDialogElement>(null);
  // Changes sent and not yet answered: a re-read waits for them.
  const sending = useRef(0);
  const rereading = useRef(false);

  const editing = chosenStage !== undefined || writing || conflict !== undefined;
  const presence = usePresence("application", application.id, editing);

  function show(detail: ApplicationDetail) {
    setShown({ from: loaderData, detail });
  }

  /**
   * Sends a change from the version shown. Made: shows the fresh application and `done`. Refused
   * because someone changed it first: shows it as it is now, and the notice next to the form,
   * with the person's choices kept. Else why it failed, with Try again when it may help.
   */
  async function send(
    at: ConflictAt | "note",
    method: "POST" | "PATCH" | "DELETE",
    path: string,
    body: unknown,
    again: () => void,
  ): Promise<ApplicationDetail | undefined> {
    sending.current++;
    const answer = await staffApi<ApplicationDetail>(
      method,
      `/applications/${application.id}${path}`,
      body,
      { version: latest.current.version },
    ).finally(() => sending.current--);
    const refused = refusal(answer);
    if (refused && at !== "note") {
      show(refused);
      setOutcome(undefined);
      setConflict({ at, changes: refused.changes });
      return undefined;
    }
    if (!answer.ok) {
      setOutcome({
        text: failureText(answer),
        error: true,
        retry: mayRetry(answer) ? again : undefined,
      });
      return undefined;
    }
    if (at !== "note") setConflict(undefined);
    return answer.data;
  }

  /** Deletes the application, then goes back to the list, which says it was deleted. */
  async function deleteApplication() {
    const answer = await send("delete", "DELETE", "", undefined, () => void deleteApplication());
    if (answer) await navigate(back, { state: { deleted: true } });
  }

  /**
   * Moves the application to `stage`, from the version shown; with `thenNext`, then opens the
   * next application of the list's view the person came from (app/staff/use-next-application.ts),
   * saying whom they moved where.
   */
  async function saveStage(stage: string, thenNext = false) {
    const again = () => void saveStage(stage, thenNext);
    const detail = await send("stage", "POST", "/stage", { stage }, again);
    if (!detail) return;
    show(detail);
    setChosenStage(undefined);
    const moved = words.stages[detail.application.stage];
    if (!thenNext) {
      setOutcome({ text: t.stageSaved(moved) });
      return;
    }
    const id = await following.next();
    setOutcome({
      text: id ? next.moved(application.name, moved) : next.lastOne(application.name, moved),
    });
    if (id) await navigate(`${staffPath("applications")}/${id}`, { state: { back } });
  }

  // The interview change last sent: sent again from the version now shown ("Apply mine").
  const lastInterview = useRef<() => Promise<boolean>>(undefined);

  /** Plans an interview, or changes `interviewId`'s (app/staff/interview-section.tsx). */
  async function saveInterview(body: InterviewBody, interviewId?: string): Promise<boolean> {
    const again = () => saveInterview(body, interviewId);
    lastInterview.current = again;
    const detail = interviewId
      ? await send("interview", "PATCH", `/interviews/${interviewId}`, body, () => void again())
      : await send("interview", "POST", "/interviews", body, () => void again());
    if (!detail) return false;
    show(detail);
    const when = interviewWhen(body);
    setOutcome({
      text: interviewId
        ? staffText.interviews.changed(when)
        : staffText.interviews.saved(when, formatDay(detail.application.tellBy ?? body.day)),
    });
    return true;
  }

  /** Cancels an interview, telling the applicant when they gave an address. */
  async function cancelInterview(interviewId: string, tell: boolean): Promise<boolean> {
    const again = () => cancelInterview(interviewId, tell);
    lastInterview.current = again;
    const path = `/interviews/${interviewId}/cancel`;
    const detail = await send("interview", "POST", path, { tell }, () => void again());
    if (!detail) return false;
    show(detail);
    setOutcome({ text: staffText.interviews.cancelledSaid });
    return true;
  }

  /** Adds a note: an addition, so it goes through whatever changed since (merged). */
  async function addNote(text: string, again: () => void) {
    const detail = await send("note", "POST", "/notes", { text }, again);
    if (!detail) return false;
    show(detail);
    setOutcome({ text: t.noteAdded });
    return true;
  }

  /** Sends the refused change again, from the version now shown. */
  function applyMine(at: ConflictAt) {
    if (at === "stage" && chosenStage !== undefined) void saveStage(chosenStage);
    else if (at === "interview") void lastInterview.current?.();
    else if (at === "delete") void deleteApplication();
  }

  /** Drops the refused change: the form shows what is now true. */
  function keepTheirs(at: ConflictAt) {
    if (at === "stage") setChosenStage(undefined);
    setConflict(undefined);
  }

  // A newer version on the server (a colleague's change): read it again and show it, keeping
  // what this person chose or typed and has not saved; a stage they chose that a colleague
  // changed meanwhile is shown next to their choice, with who changed it.
  const newer = presence.version;
  useEffect(() => {
    if (newer === undefined || newer <= application.version) return;
    if (sending.current > 0 || rereading.current) return;
    rereading.current = true;
    const since = application.version;
    void staffApi<WithChanges>("GET", `/applications/${application.id}?since=${since}`)
      .then((answer) => {
        if (!answer.ok || answer.data.application.version <= latest.current.version) return;
        show(answer.data);
        const stage = answer.data.changes.filter((change) => change.field === "stage");
        const mine = chosen.current;
        if (mine === answer.data.application.stage) setChosenStage(undefined);
        else if (mine !== undefined && stage.length > 0)
          setConflict({ at: "stage", changes: stage, background: true });
      })
      .finally(() => {
        rereading.current = false;
      });
    // `show` and `latest` are the same from one drawing to the next in what they do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newer, application.version, application.id]);

  /** The notice next to the form at `at`, when its change was refused or changed meanwhile. */
  function noticeAt(at: ConflictAt) {
    if (conflict?.at !== at) return null;
    return (
      <ConflictNotice
        id={`application-${at}-conflict`}
        changes={conflict.changes}
        onApplyMine={() => applyMine(at)}
        onKeepTheirs={() => keepTheirs(at)}
        moveFocus={!conflict.background}
      />
    );
  }

  const tellBy = tellByLine(application);
  // The interview the bar's summary names: the last one planned that stands.
  const nextInterview = application.interviewPlans
    .filter((plan) => plan.cancelledAt === null)
    .at(-1);
  const languages = [
    ...application.languages.map((language) => languageNames[language]),
    ...(application.otherLanguages ? [application.otherLanguages] : []),
  ];
  // Each fact they sent, in the form's order; a question the posting did not ask is left out.
  const facts: [string, ReactNode][] = [
    [t.received, formatTime(application.receivedAt)],
    [c.posting, application.postingTitle],
    [
      c.phone,
      <a key="phone" href={telAddress(application.phone)}>
        {t.call(application.phone)}
      </a>,
    ],
    [
      c.email,
      application.email ? (
        <a key="email" href={mailAddress(application.email)}>
          {t.write(application.email)}
        </a>
      ) : (
        words.notGiven
      ),
    ],
    [c.region, staffText.postings.regions[application.region]],
    [c.language, languageNames[application.language]],
    [c.pswCertificate, yesNo(application.pswCertificate)],
    [c.cnoNumber, application.cnoNumber],
    [c.days, application.days.map((day) => words.days[day]).join(", ") || words.nothing],
    [c.shifts, application.shifts.map((shift) => words.shifts[shift]).join(", ") || words.nothing],
    [c.driversLicence, yesNo(application.driversLicence)],
    [c.car, yesNo(application.car)],
    [c.languages, languages.join(", ") || words.nothing],
    [t.reference, <code key="reference">{application.id}</code>],
  ];

  return (
    <div className="application-layout">
      <title>{`${t.title(application.name)} | ${site.name}`}</title>
      <div className="application-main">
        <p className="inquiry-back">
          <Link to={back}>{t.back}</Link>
        </p>
        <h1>{t.title(application.name)}</h1>
        <PresenceNote others={presence.others} />
        <p className="inquiry-state">
          {application.overdue ? <OverdueChip /> : null}
          <StageChip stage={application.stage} />
          {tellBy ? <span>{tellBy}</span> : null}
        </p>
        {application.accommodation ? (
          <section className="note application-accommodation" aria-labelledby="application-asks">
            <h2 id="application-asks">{t.accommodationHeading}</h2>
            <p className="inquiry-fields__message">{application.accommodation}</p>
            <p className="staff-hint">{t.accommodationHint}</p>
          </section>
        ) : null}
        <ResumeSection application={application} />
        <section aria-labelledby="application-details">
          <h2 id="application-details">{t.details}</h2>
          <dl className="inquiry-fields">
            {facts
              .filter(([, value]) => value !== null)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </section>
        <RelatedRecords
          id="application-related"
          heading={t.related}
          intro={t.relatedIntro}
          records={(loaderData.related ?? []).map((other) => ({
            to: `${staffPath("applications")}/${other.id}`,
            text: t.relatedItem(
              other.name,
              other.postingTitle,
              formatTime(other.receivedAt),
              words.stages[other.stage],
            ),
          }))}
        />
      </div>

      <aside className="application-work" aria-label={t.work}>
        <StatusMessage outcome={outcome} />
        <WorkPanel
          summary={t.workSummary(
            words.stages[application.stage],
            nextInterview ? interviewWhen(nextInterview) : null,
          )}
          open={conflict !== undefined && conflict.at !== "delete"}
        >
          <section aria-labelledby="application-stage-heading">
            <h2 id="application-stage-heading">{t.stage}</h2>
            <p>
              <StageChip stage={application.stage} />{" "}
              {t.stageChanged(formatTime(application.stageChangedAt))}
            </p>
            {noticeAt("stage")}
            <form
              onSubmit={(event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                const { submitter } = event.nativeEvent as SubmitEvent;
                void saveStage(
                  String(new FormData(event.currentTarget).get("stage")),
                  submitter?.getAttribute("value") === "next",
                );
              }}
            >
              <LabelledSelect
                id="application-stage"
                name="stage"
                label={t.moveTo}
                options={Object.fromEntries(
                  applicationStages.map((stage) => [stage, words.stages[stage]]),
                )}
                value={chosenStage ?? application.stage}
                onChange={(stage) =>
                  setChosenStage(stage === application.stage ? undefined : stage)
                }
                describedBy={conflict?.at === "stage" ? "application-stage-conflict" : undefined}
                className="application-field"
              />
              <p>
                <button type="submit" className="button">
                  {t.saveStage}
                </button>
                {following.hasNext ? (
                  <>
                    {" "}
                    <button type="submit" className="button" value="next">
                      {next.saveNext}
                    </button>
                  </>
                ) : null}
              </p>
            </form>
          </section>
          <section aria-labelledby="application-interviews">
            <h2 id="application-interviews">{t.interviews}</h2>
            {tellBy ? (
              <p className={application.overdue ? "staff-error" : "note"}>{tellBy}</p>
            ) : null}
            <InterviewSection
              interviews={application.interviewPlans}
              interviewers={shown.detail.interviewers}
              today={today}
              hasEmail={application.email !== ""}
              notice={noticeAt("interview")}
              onSave={saveInterview}
              onCancel={cancelInterview}
            />
          </section>
          <p className="staff-hint">{t.decided(daysToTellApplicant)}</p>
          {/* The AODA words for an invitation: after both forms, so they sit on the first screen. */}
          <AccommodationNotice application={application} />
        </WorkPanel>
      </aside>

      <div className="application-notes">
        <ReplyForm path={`/applications/${application.id}`} />
        <NotesSection
          id="application"
          notes={application.notes}
          words={{ heading: t.notes, intro: t.notesIntro, none: t.noNotes, add: t.addNote }}
          onAdd={addNote}
          onTyping={setWriting}
        />
      </div>

      <section className="application-delete" aria-labelledby="application-delete">
        <h2 id="application-delete">{t.deleteHeading}</h2>
        <p>{t.deleteIntro}</p>
        {noticeAt("delete")}
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => confirmDelete.current?.showModal()}
          >
            {t.deleteButton}
          </button>
        </p>
        <ConfirmDialog
          ref={confirmDelete}
          id="application-delete-confirm"
          title={t.deleteConfirm(application.name)}
          text={t.deleteConfirmText}
          confirm={t.deleteButton}
          cancel={t.keep}
          onConfirm={() => void deleteApplication()}
        />
      </section>
    </div>
  );
}

/** Not of the hiring team, or no such application: the same "not found" either way. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
