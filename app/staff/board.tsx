import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type ApplicationStage, applicationStages } from "../../content/application-form.ts";
import { staffPath } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { staffText } from "../../content/staff-ui.ts";
import { formatDay } from "./format-time.ts";
import { LabelledSelect } from "./labelled-select.tsx";
import { type BoardCard as Card, type BoardPage, staffApi, type StaffAnswer } from "./staff-api.ts";
import { failureText, mayRetry, type Outcome, StatusMessage } from "./status-message.tsx";
import { OverdueChip } from "./status-chip.tsx";
import { ScrollTable } from "./scroll-table.tsx";

const t = staffText.board;
const stages = staffText.applications.stages;

/**
 * A card moved on this page: where the person put it, the version it now has, and, when the move
 * was refused because someone changed the application first, the stage it is at on the server.
 */
interface Moved {
  stage: ApplicationStage;
  version: number;
  /** Refused: the stage it is at now; the card stays where it was put until the person chooses. */
  refusedAt?: ApplicationStage;
}

/**
 * The hiring board: each posting's count at each stage; then a column per stage (a list of cards
 * on a phone), each card with a "Move to…" button. The button opens a popover of the other
 * stages, plain buttons: the platform's popover gives Escape and the return of focus, and Tab
 * and Enter are all a person needs, with no arrow-key model to learn (drag alone would leave out
 * keyboards and switches). A move is said in the live region and focus follows the card.
 */
export function Board({
  board: loaderData,
}: {
  /** The board as the API answered, with the posting chosen ("" for all). */
  board: BoardPage & { posting: string };
}) {
  const { columns, counts, postings, posting, columnSize } = loaderData;
  const [moved, setMoved] = useState<Record<string, Moved>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [focusId, setFocusId] = useState<string>();
  // A new answer from the loader (another posting): the moves made here are in it.
  const [from, setFrom] = useState(loaderData);
  if (from !== loaderData) {
    setFrom(loaderData);
    setMoved({});
  }
  useEffect(() => {
    if (focusId) document.getElementById(`board-move-${focusId}`)?.focus();
  }, [focusId, moved]);

  const cards = columns.flatMap((column) => column.cards);
  const stageOf = (card: Card) => moved[card.id]?.stage ?? card.stage;
  const versionOf = (card: Card) => moved[card.id]?.version ?? card.version;
  // Each column's count, with the moves made here.
  const totalOf = (stage: ApplicationStage) =>
    columns.find((column) => column.stage === stage)!.total +
    cards.filter((card) => stageOf(card) === stage && card.stage !== stage).length -
    cards.filter((card) => card.stage === stage && stageOf(card) !== stage).length;

  async function move(card: Card, stage: ApplicationStage, version = versionOf(card)) {
    document.getElementById(`board-stages-${card.id}`)?.hidePopover();
    setMoved((now) => ({ ...now, [card.id]: { stage, version } }));
    setFocusId(card.id);
    const answer: StaffAnswer<{ application: { version: number; stage: ApplicationStage } }> =
      await staffApi("POST", `/applications/${card.id}/stage`, { stage }, { version });
    if (answer.ok) {
      setMoved((now) => ({
        ...now,
        [card.id]: { stage, version: answer.data.application.version },
      }));
      setOutcome({ text: t.moved(card.name, stages[stage]) });
      return;
    }
    const now = (answer.data as { application?: { version: number; stage: ApplicationStage } })
      ?.application;
    if (answer.status === 409 && now) {
      // Refused: the card stays where the person put it, saying where it is, until they choose.
      setMoved((current) => ({
        ...current,
        [card.id]: { stage, version: now.version, refusedAt: now.stage },
      }));
      setOutcome({ text: t.staleMove(card.name, stages[now.stage]), error: true });
      return;
    }
    setMoved((current) => ({ ...current, [card.id]: { stage: card.stage, version } }));
    setOutcome({
      text: failureText(answer),
      error: true,
      retry: mayRetry(answer) ? () => void move(card, stage, version) : undefined,
    });
  }

  /** Leaves a refused card at the stage someone else set. */
  function keep(card: Card, at: ApplicationStage, version: number) {
    setMoved((now) => ({ ...now, [card.id]: { stage: at, version } }));
    setOutcome(undefined);
    setFocusId(card.id);
  }

  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <p>
        <Link to={staffPath("applications")}>{t.listLink}</Link>
      </p>
      {/* Eight columns: on a phone the table scrolls sideways in its own box, not the page. */}
      <ScrollTable className="staff-table board-counts" caption={t.countsCaption}>
        <thead>
          <tr>
            <th scope="col">{t.posting}</th>
            {applicationStages.map((stage) => (
              <th scope="col" key={stage}>
                {stages[stage]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {counts.map((row) => (
            <tr key={row.postingId}>
              <th scope="row">
                <Link
                  to={`${staffPath("board")}?${new URLSearchParams({ posting: row.postingId })}`}
                >
                  {row.title}
                </Link>
              </th>
              {applicationStages.map((stage) => (
                <td key={stage}>{row.stages[stage] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <form method="get" className="board-filter">
        <LabelledSelect
          id="board-posting"
          name="posting"
          label={t.posting}
          anyLabel={t.allPostings}
          options={Object.fromEntries(postings.map((each) => [each.id, each.title]))}
          defaultValue={posting}
        />
        <button type="submit" className="button button--secondary">
          {t.show}
        </button>
      </form>
      <StatusMessage outcome={outcome} />
      <div className="board">
        {applicationStages.map((stage) => {
          const here = cards.filter((card) => stageOf(card) === stage);
          const total = totalOf(stage);
          return (
            <section key={stage} className="board__column" aria-labelledby={`board-${stage}`}>
              <h2 id={`board-${stage}`}>{t.column(stages[stage], total)}</h2>
              {here.length === 0 ? <p className="staff-hint">{t.empty}</p> : null}
              <ul className="board__cards">
                {here.map((card) => {
                  const mine = moved[card.id];
                  return (
                    <li
                      key={card.id}
                      className="board__card"
                      data-refused={mine?.refusedAt ? true : undefined}
                    >
                      <p>
                        <Link to={`${staffPath("applications")}/${card.id}`}>{card.name}</Link>
                      </p>
                      <p className="staff-hint">{card.postingTitle}</p>
                      {card.tellBy ? (
                        <p className="application-tell-by">
                          {card.overdue ? <OverdueChip /> : null}
                          {t.tellBy(formatDay(card.tellBy))}
                        </p>
                      ) : null}
                      {mine?.refusedAt ? (
                        <div className="staff-error">
                          <p>{t.staleMove(card.name, stages[mine.refusedAt])}</p>
                          <p className="staff-actions">
                            <button
                              type="button"
                              className="button"
                              onClick={() => void move(card, stage, mine.version)}
                            >
                              {t.moveAnyway(stages[stage])}
                            </button>
                            <button
                              type="button"
                              className="button button--secondary"
                              onClick={() => keep(card, mine.refusedAt!, mine.version)}
                            >
                              {t.keepTheirs(stages[mine.refusedAt])}
                            </button>
                          </p>
                        </div>
                      ) : null}
                      <button
                        type="button"
                        id={`board-move-${card.id}`}
                        className="button button--secondary"
                        popoverTarget={`board-stages-${card.id}`}
                        aria-label={t.moveLabel(card.name)}
                      >
                        {t.moveTo}
                      </button>
                      <div id={`board-stages-${card.id}`} popover="auto" className="board__stages">
                        <ul>
                          {applicationStages
                            .filter((each) => each !== stage)
                            .map((each) => (
                              <li key={each}>
                                <button type="button" onClick={() => void move(card, each)}>
                                  {stages[each]}
                                </button>
                              </li>
                            ))}
                        </ul>
                      </div>
                    </li>
                  );
                })}
              </ul>
              {total > here.length && here.length >= columnSize ? (
                <p className="staff-hint">{t.more(here.length, total)}</p>
              ) : null}
            </section>
          );
        })}
      </div>
    </>
  );
}
