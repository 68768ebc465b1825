import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { ApplicationStage } from "../../content/application-form.ts";
import { staffPath } from "../../content/navigation.ts";
import { staffText } from "../../content/staff-ui.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { formatTime } from "./format-time.ts";
import { type BulkNotSelectedAnswer, staffApi, type VersionedSummary } from "./staff-api.ts";
import { failureText, mayRetry, type Outcome, StatusMessage } from "./status-message.tsx";

const t = staffText.bulkNotSelected;
const stages = staffText.applications.stages;
const reportId = "bulk-report";

/** What became of one application chosen, as the API said. */
type Fate =
  | { kind: "done"; replyAfter: string | null }
  | { kind: "already" }
  | { kind: "stale"; stage: ApplicationStage }
  | { kind: "missing" };

/** The report of the last bulk Not selected: each application chosen, in the list's order. */
interface Report {
  items: { id: string; name: string; fate: Fate }[];
}

/**
 * An application as this page knows it since a bulk move: its stage and version, and, once Not
 * selected, no 45-day date (the applicant is told).
 */
type Known = Partial<Pick<VersionedSummary, "stage" | "version" | "tellBy" | "overdue">>;

/** The words for what became of one application. */
function fateText(fate: Fate): string {
  switch (fate.kind) {
    case "done":
      return fate.replyAfter ? t.done(formatTime(fate.replyAfter)) : t.doneNoEmail;
    case "already":
      return t.already;
    case "stale":
      return t.stale(stages[fate.stage]);
    case "missing":
      return t.missing;
  }
}

/**
 * The state and calls of the hiring list's bulk Not selected: which applications of the page
 * are chosen, each one's stage and version since a move made here (so a second move goes from
 * the version the server now has), the last report, and the move itself. A new page or filter
 * (a new answer from the loader) starts afresh.
 */
export function useBulkNotSelected(rows: VersionedSummary[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [known, setKnown] = useState<Record<string, Known>>({});
  const [report, setReport] = useState<Report>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [from, setFrom] = useState(rows);
  if (from !== rows) {
    setFrom(rows);
    setChosen(new Set());
    setKnown({});
    setReport(undefined);
    setOutcome(undefined);
  }
  // After a move, focus goes to its report: the button that opened the question is disabled now.
  const [focusReport, setFocusReport] = useState(0);
  useEffect(() => {
    if (focusReport > 0) document.getElementById(reportId)?.focus();
  }, [focusReport]);

  const current = (row: VersionedSummary): VersionedSummary => ({ ...row, ...known[row.id] });

  function toggle(id: string) {
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function toggleAll() {
    setChosen(chosen.size === rows.length ? new Set() : new Set(rows.map((row) => row.id)));
  }

  /** Marks the chosen ones Not selected, each from the version this page has of it. */
  async function send() {
    const picked = rows.filter((row) => chosen.has(row.id)).map(current);
    const answer = await staffApi<BulkNotSelectedAnswer>("POST", "/applications/stage", {
      stage: "not-selected",
      tell: true,
      applications: picked.map((row) => ({ id: row.id, version: row.version })),
    });
    if (!answer.ok) {
      setOutcome({
        text: failureText(answer),
        error: true,
        retry: mayRetry(answer) ? () => void send() : undefined,
      });
      return;
    }
    const { moved, unchanged, refused, missing } = answer.data;
    const fates = new Map<string, Fate>([
      ...moved.map((each): [string, Fate] => [
        each.id,
        { kind: "done", replyAfter: each.replyAfter },
      ]),
      ...unchanged.map((each): [string, Fate] => [each.id, { kind: "already" }]),
      ...refused.map((each): [string, Fate] => [each.id, { kind: "stale", stage: each.stage }]),
      ...missing.map((id): [string, Fate] => [id, { kind: "missing" }]),
    ]);
    setKnown((now) => ({
      ...now,
      ...Object.fromEntries([
        ...[...moved, ...unchanged].map((each): [string, Known] => [
          each.id,
          { stage: "not-selected", version: each.version, tellBy: null, overdue: false },
        ]),
        ...refused.map((each): [string, Known] => [
          each.id,
          { stage: each.stage, version: each.version },
        ]),
      ]),
    }));
    setChosen(new Set());
    setReport({
      items: picked.map((row) => ({
        id: row.id,
        name: row.name,
        fate: fates.get(row.id) ?? { kind: "missing" },
      })),
    });
    setOutcome({ text: t.summary(moved.length, picked.length - moved.length) });
    setFocusReport((n) => n + 1);
  }

  return { rows, chosen, toggle, toggleAll, current, send, report, outcome };
}

/** What `useBulkNotSelected` returns: the list's rows and the bar read it. */
export type BulkNotSelected = ReturnType<typeof useBulkNotSelected>;

/** An application's box in the list, named by the applicant's name. */
export function ChooseBox({
  bulk,
  row,
}: {
  /** The list's bulk state. */
  bulk: BulkNotSelected;
  /** The application the box chooses. */
  row: VersionedSummary;
}) {
  return (
    <input
      type="checkbox"
      className="bulk-check"
      aria-label={t.choose(row.name)}
      checked={bulk.chosen.has(row.id)}
      onChange={() => bulk.toggle(row.id)}
    />
  );
}

/**
 * Under the list: what the last bulk move did to each application, each a link to it; then the
 * bar, which stays at the bottom of the screen while applications are chosen: a box for all of
 * the page and "Not selected (n)", which asks once, in a modal dialog, before anything is sent.
 */
export function BulkNotSelectedBar({
  bulk,
}: {
  /** The list's bulk state. */
  bulk: BulkNotSelected;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const all = useRef<HTMLInputElement>(null);
  const count = bulk.chosen.size;
  const every = count > 0 && count === bulk.rows.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && !every;
  }, [count, every]);
  const { report } = bulk;
  return (
    <>
      <StatusMessage outcome={bulk.outcome} />
      {report ? (
        <section className="bulk-report" aria-labelledby={reportId}>
          <h2 id={reportId} tabIndex={-1}>
            {t.heading}
          </h2>
          <ul>
            {report.items.map((item) => (
              <li key={item.id} data-fate={item.fate.kind}>
                <Link to={`${staffPath("applications")}/${item.id}`}>{item.name}</Link>:{" "}
                {fateText(item.fate)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="bulk-bar" data-active={count > 0 || undefined}>
        <p className="bulk-bar__all">
          <input
            ref={all}
            id="bulk-all"
            type="checkbox"
            className="bulk-check"
            checked={every}
            onChange={bulk.toggleAll}
          />
          <label htmlFor="bulk-all">{t.chooseAll(bulk.rows.length)}</label>
        </p>
        <button
          type="button"
          className="button"
          disabled={count === 0}
          aria-describedby={count === 0 ? "bulk-hint" : undefined}
          onClick={() => dialog.current?.showModal()}
        >
          {t.action(count)}
        </button>
        {count === 0 ? (
          <p id="bulk-hint" className="staff-hint">
            {t.hint}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        ref={dialog}
        id="bulk-confirm"
        title={t.confirmTitle(count)}
        text={t.confirmText}
        confirm={t.confirm(count)}
        cancel={t.cancel}
        onConfirm={() => void bulk.send()}
      />
    </>
  );
}
