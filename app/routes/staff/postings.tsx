import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { data, useRevalidator } from "react-router";
import {
  type ApplicationAsks,
  asksByGroup,
  certificatesAsked,
} from "../../../content/application-form.ts";
import {
  employmentTypes,
  payUnits,
  type PostingGroup,
  postingGroups,
  regions,
} from "../../../content/job-posting.ts";
import { postingPath } from "../../../content/navigation.ts";
import { site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";
import { ConfirmDialog } from "../../staff/confirm-dialog.tsx";
import { type ChangedField, ConflictNotice } from "../../staff/conflict-notice.tsx";
import {
  type FieldError,
  fieldErrorOf,
  FieldErrorSummary,
  jumpTo,
} from "../../staff/field-error-summary.tsx";
import { formatTime } from "../../staff/format-time.ts";
import { fieldErrors, issuesOf } from "../../staff/posting-errors.ts";
import { CardBody, CardRow, Cell, ScrollTable } from "../../staff/scroll-table.tsx";
import { failureText, mayRetry, type Outcome, StatusMessage } from "../../staff/status-message.tsx";
import {
  type PostingContent,
  type PostingView,
  type StaffAnswer,
  staffApi,
  staffApiAddress,
} from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import type { Route } from "./+types/postings";

const t = staffText.postings;

export async function clientLoader() {
  const answer = await staffApi<{ postings: PostingView[]; today: string }>("GET", "/postings");
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return answer.data;
}

/** How soon after a press on a row's button a second press is the same press (a double click). */
const samePressMs = 1_000;

/** A change refused because someone changed the posting first (409): it now, and what changed. */
interface Refused {
  posting: PostingView;
  changes: ChangedField[];
}

/** The answer of a refused change, or undefined (decision 028). */
function refusal(answer: StaffAnswer<unknown>): Refused | undefined {
  if (answer.ok || answer.status !== 409) return undefined;
  const data = answer.data as Partial<Refused> | undefined;
  return data?.posting && Array.isArray(data.changes) ? (data as Refused) : undefined;
}

/** Whether two values of a posting's field are the same (object keys and a list's order aside). */
function same(a: unknown, b: unknown): boolean {
  const plain = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(plain).sort()
      : value !== null && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, each]) => [key, plain(each)]),
          )
        : (value ?? null);
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}

/**
 * A draft someone else changed since this person opened it (`opened`), as the form shows it
 * after their save was refused: theirs (`now`), with every field this person changed (`mine`)
 * as they typed it, each language's text apart.
 */
function overlay(
  opened: PostingContent,
  mine: PostingContent,
  now: PostingContent,
): PostingContent {
  const merged: Record<string, unknown> = { ...now };
  for (const key of Object.keys(mine) as (keyof PostingContent)[]) {
    const [was, typed] = [opened[key], mine[key]];
    if (typed !== null && typeof typed === "object" && "en" in typed && "fr" in typed) {
      const then = was as typeof typed;
      const theirs = now[key] as typeof typed;
      merged[key] = {
        en: typed.en === then.en ? theirs.en : typed.en,
        fr: typed.fr === then.fr ? theirs.fr : typed.fr,
      };
    } else if (!same(typed, was)) merged[key] = typed;
  }
  return merged as unknown as PostingContent;
}

/** The texts a posting has in both languages, with their labels, in the form's order. */
const texts = [
  ["title", t.form.title, "input"],
  ["summary", t.form.summary, "input"],
  ["hours", t.form.hours, "input"],
  ["duties", t.form.duties, "textarea"],
  ["requirements", t.form.requirements, "textarea"],
  ["aiSentence", t.form.aiSentence, "input"],
] as const;

/** The certificate radios' choices: none, then each certificate a form may ask for. */
const certificateChoices = ["none", ...certificatesAsked] as const;

/** The certificate asked, from its radio's value. */
function certificateOf(value: string): ApplicationAsks["certificate"] {
  return certificatesAsked.find((certificate) => certificate === value) ?? null;
}

/** A posting's content from the form's fields. */
function contentOf(form: HTMLFormElement): PostingContent {
  const fields = new FormData(form);
  const text = (name: string) => String(fields.get(name) ?? "");
  const both = (name: string) => ({ en: text(`${name}-en`), fr: text(`${name}-fr`) });
  const max = text("pay-max").trim();
  return {
    title: both("title"),
    summary: both("summary"),
    hours: both("hours"),
    duties: both("duties"),
    requirements: both("requirements"),
    aiSentence: both("aiSentence"),
    group: text("group") as PostingContent["group"],
    asks: {
      certificate: certificateOf(text("certificate")),
      driving: fields.get("driving") === "on",
    },
    regions: fields.getAll("region").map(String) as PostingContent["regions"],
    employmentType: text("employmentType") as PostingContent["employmentType"],
    pay: {
      unit: text("pay-unit") as PostingContent["pay"]["unit"],
      min: Number(text("pay-min")),
      max: max ? Number(max) : null,
    },
    existingVacancy: fields.get("existingVacancy") === "on",
    aiScreening: fields.get("aiScreening") === "on",
    closesOn: text("closesOn") || null,
  };
}

/** No refusal: one array, so the summary's focus follows each new refusal and nothing else. */
const noErrors: readonly FieldError[] = [];

/** The form's sections, in order, each a heading the list at the top links to. */
const sections = ["job", "work", "pay", "applying"] as const;

/** The form for a new posting or for a posting's draft, one field per fact, both languages. */
function PostingForm({
  posting,
  onSave,
  onCancel,
  notice,
  errors = noErrors,
}: {
  /** The posting whose draft is edited; none for a new one. */
  posting?: PostingView;
  /** Sends the form's content. */
  onSave: (content: PostingContent) => void;
  /** Leaves the form. */
  onCancel: () => void;
  /** A save refused because someone changed the posting first: shown above the fields. */
  notice?: ReactNode;
  /** A save refused for what the form holds: each beside its field, and in a summary at the top. */
  errors?: readonly FieldError[];
}) {
  const draft = posting?.draft;
  const id = posting?.id ?? "new";
  const [asks, setAsks] = useState<ApplicationAsks>(draft?.asks ?? asksByGroup[postingGroups[0]]);
  // A new posting's questions follow its group until the person chooses them; a saved posting's
  // are a choice already, and never change because its group does.
  const [asksChosen, setAsksChosen] = useState(draft !== undefined);
  const choose = (next: ApplicationAsks) => {
    setAsksChosen(true);
    setAsks(next);
  };
  const errorOf = (target: string, hint?: string) => fieldErrorOf(errors, target, hint);
  const sectionId = (section: (typeof sections)[number]) => `${id}-section-${section}`;
  /** A text in both languages, a field for each. */
  const bothLanguages = (name: (typeof texts)[number][0]) => {
    const [, label, kind] = texts.find(([each]) => each === name)!;
    const hint = name === "requirements" ? `${id}-requirements-hint` : undefined;
    return (
      <fieldset className="staff-teams">
        <legend>{label}</legend>
        {hint ? (
          <p className="staff-hint" id={hint}>
            {t.form.requirementsHint}
          </p>
        ) : null}
        {(["en", "fr"] as const).map((language) => {
          const field = `${id}-${name}-${language}`;
          const error = errorOf(field, hint);
          const props = {
            id: field,
            name: `${name}-${language}`,
            defaultValue: draft?.[name][language] ?? "",
            lang: language === "fr" ? "fr-CA" : "en-CA",
            ...error.props,
          };
          return (
            <p key={language}>
              <label htmlFor={field}>{language === "en" ? t.form.english : t.form.french}</label>
              {error.words}
              {kind === "textarea" ? (
                <textarea rows={5} {...props} />
              ) : (
                <input type="text" {...props} />
              )}
            </p>
          );
        })}
      </fieldset>
    );
  };
  const payMin = errorOf(`${id}-pay-min`);
  const payMax = errorOf(`${id}-pay-max`);
  const regionsError = errorOf(`${id}-region-${regions[0]}`);
  const closes = errorOf(`${id}-closes`);
  return (
    <form
      className="staff-form posting-form"
      aria-labelledby="posting-form-heading"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSave(contentOf(event.currentTarget));
      }}
    >
      <h2 id="posting-form-heading" tabIndex={-1}>
        {draft ? t.form.editHeading(draft.title.en) : t.form.newHeading}
      </h2>
      {notice}
      <FieldErrorSummary id={id} level={3} errors={errors} words={t.fieldErrors} />
      <nav aria-labelledby={`${id}-sections`} className="posting-form__sections">
        <p id={`${id}-sections`} className="staff-hint">
          {t.form.sectionsLabel}
        </p>
        <ul>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${sectionId(section)}`} onClick={jumpTo}>
                {t.form.sections[section]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <h3 id={sectionId("job")} tabIndex={-1}>
        {t.form.sections.job}
      </h3>
      {bothLanguages("title")}
      {bothLanguages("summary")}
      <p>
        <label htmlFor={`${id}-group`}>{t.form.group}</label>
        <select
          id={`${id}-group`}
          name="group"
          defaultValue={draft?.group ?? postingGroups[0]}
          onChange={(event) => {
            if (!asksChosen) setAsks(asksByGroup[event.currentTarget.value as PostingGroup]);
          }}
        >
          {postingGroups.map((group) => (
            <option key={group} value={group}>
              {t.groups[group]}
            </option>
          ))}
        </select>
      </p>
      <fieldset className="staff-teams">
        <legend>{t.form.regions}</legend>
        {regionsError.words}
        {regions.map((region, index) => (
          <label key={region}>
            <input
              type="checkbox"
              id={`${id}-region-${region}`}
              name="region"
              value={region}
              defaultChecked={draft?.regions.includes(region) ?? false}
              {...(index === 0 ? regionsError.props : {})}
            />{" "}
            {t.regions[region]}
          </label>
        ))}
      </fieldset>
      <p>
        <label htmlFor={`${id}-type`}>{t.form.employmentType}</label>
        <select
          id={`${id}-type`}
          name="employmentType"
          defaultValue={draft?.employmentType ?? employmentTypes[0]}
        >
          {employmentTypes.map((type) => (
            <option key={type} value={type}>
              {t.form.employmentTypes[type]}
            </option>
          ))}
        </select>
      </p>
      <label className="staff-check" htmlFor={`${id}-vacancy`}>
        <input
          id={`${id}-vacancy`}
          type="checkbox"
          name="existingVacancy"
          defaultChecked={draft?.existingVacancy ?? true}
        />{" "}
        {t.form.existingVacancy}
      </label>

      <h3 id={sectionId("work")} tabIndex={-1}>
        {t.form.sections.work}
      </h3>
      {bothLanguages("hours")}
      {bothLanguages("duties")}
      {bothLanguages("requirements")}

      <h3 id={sectionId("pay")} tabIndex={-1}>
        {t.form.sections.pay}
      </h3>
      <fieldset className="staff-teams" aria-describedby={`${id}-pay-hint`}>
        <legend>{t.form.pay}</legend>
        <p className="staff-hint" id={`${id}-pay-hint`}>
          {t.form.payHint}
        </p>
        <p>
          <label htmlFor={`${id}-pay-unit`}>{t.form.payUnit}</label>
          <select id={`${id}-pay-unit`} name="pay-unit" defaultValue={draft?.pay.unit ?? "hour"}>
            {payUnits.map((unit) => (
              <option key={unit} value={unit}>
                {t.form.payUnits[unit]}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor={`${id}-pay-min`}>{t.form.payMin}</label>
          {payMin.words}
          <input
            id={`${id}-pay-min`}
            name="pay-min"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            required
            defaultValue={draft?.pay.min ?? ""}
            {...payMin.props}
          />
        </p>
        <p>
          <label htmlFor={`${id}-pay-max`}>{t.form.payMax}</label>
          {payMax.words}
          <input
            id={`${id}-pay-max`}
            name="pay-max"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            defaultValue={draft?.pay.max ?? ""}
            {...payMax.props}
          />
        </p>
      </fieldset>

      <h3 id={sectionId("applying")} tabIndex={-1}>
        {t.form.sections.applying}
      </h3>
      <fieldset className="staff-teams" aria-describedby={`${id}-asks-hint`}>
        <legend>{t.form.asks}</legend>
        <p className="staff-hint" id={`${id}-asks-hint`}>
          {t.form.asksHint}
        </p>
        <fieldset className="staff-teams">
          <legend>{t.form.certificate}</legend>
          {certificateChoices.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                id={`${id}-certificate-${choice}`}
                name="certificate"
                value={choice}
                checked={(asks.certificate ?? "none") === choice}
                onChange={() => choose({ ...asks, certificate: certificateOf(choice) })}
              />{" "}
              {t.form.certificates[choice]}
            </label>
          ))}
        </fieldset>
        <label className="staff-check" htmlFor={`${id}-driving`}>
          <input
            id={`${id}-driving`}
            type="checkbox"
            name="driving"
            checked={asks.driving}
            onChange={(event) => choose({ ...asks, driving: event.currentTarget.checked })}
          />{" "}
          {t.form.driving}
        </label>
      </fieldset>
      <label className="staff-check" htmlFor={`${id}-ai`}>
        <input
          id={`${id}-ai`}
          type="checkbox"
          name="aiScreening"
          defaultChecked={draft?.aiScreening ?? false}
        />{" "}
        {t.form.aiScreening}
      </label>
      {bothLanguages("aiSentence")}
      <p>
        <label htmlFor={`${id}-closes`}>{t.form.closesOn}</label>
        {closes.words}
        <input
          id={`${id}-closes`}
          name="closesOn"
          type="date"
          defaultValue={draft?.closesOn ?? ""}
          {...closes.props}
        />
      </p>
      <p className="staff-actions">
        <button type="submit" className="button">
          {t.form.save}
        </button>{" "}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t.form.cancel}
        </button>
      </p>
    </form>
  );
}

/**
 * The hiring team's job postings: each with where it stands and what can be done with it
 * (publish, close, reopen, edit), a form for a new one or for a draft, and the export of every
 * published version.
 */
export default function Postings({ loaderData: { postings } }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Outcome>();
  // The posting being edited (as it was opened, or as it is now after a refused save), "new"
  // for a new one, or nothing.
  const [editing, setEditing] = useState<PostingView | "new">();
  // A save refused because someone changed the posting first: what changed. The form keeps
  // every field as typed.
  const [conflict, setConflict] = useState<ChangedField[]>();
  // After a refused save, what the form is drawn from: theirs, with what this person changed.
  const [shownDraft, setShownDraft] = useState<PostingContent>();
  // Bumped to draw the form again: after a refused save, and by "Keep theirs".
  const [drawn, setDrawn] = useState(0);
  const formPlace = useRef<HTMLDivElement>(null);
  // A save refused for what the form holds: each field's words, beside it and in the summary.
  const [errors, setErrors] = useState<FieldError[]>([]);
  // The posting whose Close is being asked about, and the question's dialog.
  const [closing, setClosing] = useState<PostingView>();
  const closeQuestion = useRef<HTMLDialogElement>(null);
  // Postings as the latest answers gave them, newer than the list until it is read again.
  const [fresh, setFresh] = useState<Record<string, PostingView>>({});
  const shown = postings.map((posting) => {
    const known = fresh[posting.id];
    return known && known.version > posting.version ? known : posting;
  });
  // The last press on a row's Publish, Close or Reopen: which posting, from which version, when.
  const lastPress = useRef<{ id: string; version: number; at: number }>(undefined);

  async function act(
    result: StaffAnswer<{ posting: PostingView }>,
    success: (title: string) => string,
    again: () => void,
  ) {
    if (!result.ok) {
      setMessage({
        text: failureText(result),
        error: true,
        retry: mayRetry(result) ? again : undefined,
      });
      return false;
    }
    answered(result.data.posting);
    setMessage({ text: success(result.data.posting.draft.title.en) });
    await revalidator.revalidate();
    return true;
  }

  /**
   * A posting as an answer gave it: its row shows it at once, so a press there before the list
   * is read again carries the version it now has, not the one before.
   */
  function answered(posting: PostingView) {
    setFresh((known) => ({ ...known, [posting.id]: posting }));
  }

  async function save(content: PostingContent) {
    // Something else done between two presses: the next press is a press of its own.
    lastPress.current = undefined;
    const target = editing === "new" || !editing ? undefined : editing;
    const result = target
      ? await staffApi<{ posting: PostingView }>("PATCH", `/postings/${target.id}`, content, {
          version: target.version,
        })
      : await staffApi<{ posting: PostingView }>("POST", "/postings", content);
    const issues = result.ok || result.status !== 400 ? [] : issuesOf(result.data);
    if (issues.length > 0) {
      // Nothing saved: the words beside each field, and the summary above them takes focus.
      setMessage(undefined);
      setErrors(fieldErrors(target?.id ?? "new", issues));
      return;
    }
    const refused = refusal(result);
    if (target && refused) {
      // Nothing saved: the form shows theirs, with every field this person changed as typed,
      // and the next save is made from the version it now shows.
      setMessage(undefined);
      answered(refused.posting);
      setShownDraft(overlay(target.draft, content, refused.posting.draft));
      setEditing(refused.posting);
      setConflict(refused.changes);
      setDrawn((count) => count + 1);
      await revalidator.revalidate();
      return;
    }
    if (await act(result, t.form.saved, () => void save(content))) close();
  }

  async function change(posting: PostingView, step: "publish" | "close" | "reopen") {
    const words = { publish: t.form.published, close: t.form.closed, reopen: t.form.reopened };
    // The version this row showed when the person pressed: a press on a row a colleague changed
    // since is refused rather than undoing what happened meanwhile. A second press on the same
    // row within `samePressMs` of the first is the same press (a double click): it carries the
    // version from before the first, even when the button it lands on is the Close that Publish
    // became, and is refused.
    const first = lastPress.current;
    const version =
      first?.id === posting.id && Date.now() - first.at < samePressMs
        ? first.version
        : posting.version;
    lastPress.current = { id: posting.id, version, at: Date.now() };
    const result = await staffApi<{ posting: PostingView }>(
      "POST",
      `/postings/${posting.id}/${step}`,
      undefined,
      { version },
    );
    const refused = refusal(result);
    const now = refused?.posting;
    if (now) answered(now);
    // Already where this click would take it (a double click; a colleague who did the same): said
    // as done, since it is.
    if (
      now &&
      (step === "close" ? now.status === "closed" : now.status === "open" && !now.changed)
    ) {
      setMessage({ text: words[step](now.draft.title.en) });
      await revalidator.revalidate();
      return;
    }
    if (refused) {
      const changed = refused.changes.map((each) =>
        staffText.conflict.change(
          each.label,
          each.from,
          each.to,
          each.by,
          each.at ? formatTime(each.at) : null,
        ),
      );
      setMessage({ text: t.form.notDone(refused.posting.draft.title.en, changed), error: true });
      await revalidator.revalidate();
      return;
    }
    const issues = result.ok || result.status !== 400 ? [] : issuesOf(result.data);
    if (issues.length > 0) {
      const lines = fieldErrors(posting.id, issues).map((error) =>
        t.fieldErrors.line(error.label, error.text),
      );
      setMessage({ text: t.fieldErrors.cannotPublish(posting.draft.title.en, lines), error: true });
      return;
    }
    await act(result, words[step], () => void change(posting, step));
  }

  /** Asks once before closing `posting`: it comes off the site at once. */
  function askToClose(posting: PostingView) {
    setClosing(posting);
    requestAnimationFrame(() => closeQuestion.current?.showModal());
  }

  /** Leaves the form. */
  function close() {
    setErrors([]);
    setEditing(undefined);
    setShownDraft(undefined);
    setConflict(undefined);
  }

  /** Focuses the form's heading once it is drawn, so a keyboard user is taken to it. */
  function focusForm() {
    requestAnimationFrame(() => formPlace.current?.querySelector<HTMLElement>("h2")?.focus());
  }

  function edit(target: PostingView | "new") {
    close();
    setEditing(target);
    focusForm();
  }

  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <p className="staff-actions">
        <button type="button" className="button" onClick={() => edit("new")}>
          {t.newPosting}
        </button>{" "}
        <a href={staffApiAddress("/postings/export.csv")} download>
          {t.exportCsv}
        </a>{" "}
        <a href={staffApiAddress("/postings/export.json")} download>
          {t.exportJson}
        </a>
      </p>
      <StatusMessage outcome={message} />
      <div ref={formPlace}>
        {editing ? (
          <PostingForm
            key={editing === "new" ? "new" : `${editing.id}-${drawn}`}
            posting={
              editing === "new" ? undefined : { ...editing, draft: shownDraft ?? editing.draft }
            }
            onSave={(content) => void save(content)}
            onCancel={close}
            errors={errors}
            notice={
              conflict ? (
                <ConflictNotice
                  id="posting-conflict"
                  changes={conflict}
                  onApplyMine={() =>
                    formPlace.current?.querySelector<HTMLFormElement>("form")?.requestSubmit()
                  }
                  onKeepTheirs={() => {
                    setConflict(undefined);
                    setShownDraft(undefined);
                    setDrawn((count) => count + 1);
                    focusForm();
                  }}
                />
              ) : null
            }
          />
        ) : null}
      </div>
      <ScrollTable className="staff-table" caption={t.tableCaption} cards>
        <thead>
          <tr>
            <th scope="col">{t.posting}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.closesOn}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <CardBody>
          {shown.map((posting) => (
            <CardRow key={posting.id}>
              <Cell label={t.posting} header>
                {posting.status === "open" ? (
                  <a href={postingPath(posting)}>{posting.draft.title.en}</a>
                ) : (
                  posting.draft.title.en
                )}
              </Cell>
              <Cell label={t.status}>
                {t.statuses[posting.status]}
                {posting.status !== "draft" && posting.changed ? (
                  <span className="people-state">{t.changedDraft}</span>
                ) : null}
              </Cell>
              <Cell label={t.closesOn}>{posting.draft.closesOn ?? ""}</Cell>
              <Cell label={t.actions}>
                <span className="people-actions posting-actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => edit(posting)}
                  >
                    {t.edit(posting.draft.title.en)}
                  </button>
                  {posting.status === "closed" ? (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void change(posting, "reopen")}
                    >
                      {t.reopen}
                      <span className="visually-hidden"> {posting.draft.title.en}</span>
                    </button>
                  ) : posting.status === "draft" || posting.changed ? (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void change(posting, "publish")}
                    >
                      {posting.status === "draft" ? t.publish : t.publishChanges}
                      <span className="visually-hidden"> {posting.draft.title.en}</span>
                    </button>
                  ) : (
                    // Publish's place stays taken, so that Close never moves up into it.
                    <span className="people-state posting-up-to-date">{t.upToDate}</span>
                  )}
                </span>
                {/* Never where Publish was: on a line of its own, and it asks first. */}
                {posting.status === "open" ? (
                  <span className="posting-close">
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => askToClose(posting)}
                    >
                      {t.close}
                      <span className="visually-hidden"> {posting.draft.title.en}</span>
                    </button>
                  </span>
                ) : null}
              </Cell>
            </CardRow>
          ))}
        </CardBody>
      </ScrollTable>
      <ConfirmDialog
        ref={closeQuestion}
        id="close-posting-question"
        title={t.closeQuestion(closing?.draft.title.en ?? "")}
        text={t.closeExplained}
        confirm={t.closeConfirm}
        cancel={t.closeCancel}
        onConfirm={() => {
          if (closing) void change(closing, "close");
        }}
      />
    </>
  );
}

/** Not of the hiring team: the API says not found, and so does the page. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
