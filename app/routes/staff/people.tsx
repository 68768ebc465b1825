import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, useRevalidator } from "react-router";
import { site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";
import { ConfirmDialog } from "../../staff/confirm-dialog.tsx";
import { formatTime } from "../../staff/format-time.ts";
import { CardBody, CardRow, Cell, ScrollTable } from "../../staff/scroll-table.tsx";
import { failureText, mayRetry, type Outcome, StatusMessage } from "../../staff/status-message.tsx";
import {
  type ListedPerson,
  type SignInSetting,
  type StaffAnswer,
  staffApi,
} from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import type { Route } from "./+types/people";

const t = staffText.people;

export async function clientLoader() {
  const [answer, signIn] = await Promise.all([
    staffApi<{ people: ListedPerson[]; teams: Record<string, string> }>("GET", "/people"),
    staffApi<SignInSetting>("GET", "/settings/sign-in"),
  ]);
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return { ...answer.data, signIn: signIn.ok ? signIn.data : undefined };
}

/** The teams chosen in a form's checkboxes named "team". */
function teamsOf(form: HTMLFormElement): string[] {
  return new FormData(form).getAll("team").map(String);
}

/** Where a person stands: access ended, active, or invited and not signed up (until when). */
function PersonState({ person }: { person: ListedPerson }) {
  if (person.revoked) return <>{t.revoked}</>;
  if (person.organisation)
    return (
      <>
        {t.active}
        <span className="people-state">{t.viaOrganisation}</span>
      </>
    );
  if (person.passkeys > 0)
    return (
      <>
        {t.active}
        {person.inviteUntil ? (
          <span className="people-state">{t.newLinkUntil(formatTime(person.inviteUntil))}</span>
        ) : null}
      </>
    );
  return person.inviteUntil ? (
    <>
      {t.invited}
      <span className="people-state">{t.linkUntil(formatTime(person.inviteUntil))}</span>
    </>
  ) : (
    <>
      {t.lapsed}
      <span className="people-state">{t.lapsedHint}</span>
    </>
  );
}

/**
 * A new sign-up link, shown once: focus moves to it (selected, ready to copy) when it appears, and
 * a button copies it with the Clipboard API. Where the browser refuses (no secure context, a
 * permission denied), the link stays selected in its box, wide enough to read, with words saying
 * how to copy it.
 */
function InviteLink({ link }: { link: { name: string; url: string; until: string | null } }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<Outcome>();
  useEffect(() => {
    box.current?.focus();
    box.current?.select();
  }, [link]);
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy({ text: t.invite.copied(link.name) });
    } catch {
      box.current?.focus();
      box.current?.select();
      setCopy({ text: t.invite.copyFallback });
    }
  }
  return (
    <div className="staff-link">
      <label htmlFor="invite-link">{t.invite.linkLabel(link.name)}</label>
      <p id="invite-link-help" className="field__hint">
        {t.invite.linkHelp(link.until ? formatTime(link.until) : "")}
      </p>
      <textarea
        id="invite-link"
        ref={box}
        aria-describedby="invite-link-help"
        readOnly
        rows={3}
        value={link.url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="button" onClick={copyLink}>
        {t.invite.copy}
      </button>
      <StatusMessage outcome={copy} />
    </div>
  );
}

/**
 * Administrators: everyone with access and where they stand (invited, active, access ended),
 * inviting, changing teams, ending access. A table on a desktop, a card per person on a phone.
 */
export default function People({ loaderData: { people, teams, signIn } }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [link, setLink] = useState<{ name: string; url: string; until: string | null }>();
  const [message, setMessage] = useState<Outcome>();
  const [inviteMessage, setInviteMessage] = useState<Outcome>();
  const [revoking, setRevoking] = useState<ListedPerson>();
  const dialog = useRef<HTMLDialogElement>(null);
  const teamName = (key: string) => teams[key] ?? key;

  /** Shows what a change did; a failure keeps the form as typed, with Try again when it may help. */
  async function answer(
    result: StaffAnswer<unknown>,
    success: string,
    show: (outcome: Outcome) => void,
    again: () => void,
  ) {
    if (!result.ok) {
      show({ text: failureText(result), error: true, retry: mayRetry(result) ? again : undefined });
      return false;
    }
    show({ text: success });
    await revalidator.revalidate();
    return true;
  }

  async function sendInvite(form: HTMLFormElement) {
    const fields = new FormData(form);
    const result = await staffApi<{ person: ListedPerson; link: string }>("POST", "/people", {
      email: fields.get("email"),
      name: fields.get("name"),
      teams: teamsOf(form),
      admin: fields.get("admin") === "on",
    });
    if (result.ok) {
      form.reset();
      setInviteMessage(undefined);
      setLink({
        name: result.data.person.name,
        url: result.data.link,
        until: result.data.person.inviteUntil,
      });
      await revalidator.revalidate();
      return;
    }
    setLink(undefined);
    await answer(result, "", setInviteMessage, () => void sendInvite(form));
  }

  async function saveTeams(form: HTMLFormElement, person: ListedPerson) {
    const result = await staffApi("PATCH", `/people/${person.id}`, {
      teams: teamsOf(form),
      admin: new FormData(form).get("admin") === "on",
    });
    await answer(result, t.edit.saved(person.name), setMessage, () => void saveTeams(form, person));
  }

  // Not a default parameter: React Router's route splitting cannot follow one (7.x).
  async function revoke(person: ListedPerson | undefined) {
    if (!person) return;
    const result = await staffApi("POST", `/people/${person.id}/revoke`);
    await answer(result, t.revoke.done(person.name), setMessage, () => void revoke(person));
  }

  const [signInMessage, setSignInMessage] = useState<Outcome>();
  async function saveSignIn(form: HTMLFormElement) {
    const fields = new FormData(form);
    const result = await staffApi("PATCH", "/settings/sign-in", {
      requireOrganisation: fields.get("require") === "on",
      breakGlass: String(fields.get("breakGlass") ?? "") || null,
    });
    await answer(result, t.signIn.saved, setSignInMessage, () => void saveSignIn(form));
  }

  const teamBoxes = (prefix: string, chosen: readonly string[], admin: boolean) => (
    <>
      <fieldset className="staff-teams">
        <legend>{t.invite.teams}</legend>
        {Object.entries(teams).map(([key, name]) => (
          <label key={key}>
            <input type="checkbox" name="team" value={key} defaultChecked={chosen.includes(key)} />{" "}
            {name}
          </label>
        ))}
      </fieldset>
      <label className="staff-check" htmlFor={`${prefix}-admin`}>
        <input id={`${prefix}-admin`} type="checkbox" name="admin" defaultChecked={admin} />{" "}
        {t.invite.admin}
      </label>
    </>
  );

  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <StatusMessage outcome={message} />

      <ScrollTable className="staff-table" caption={t.tableCaption} cards>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.email}</th>
            <th scope="col">{t.teams}</th>
            <th scope="col">{t.role}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <CardBody>
          {people.map((person) => (
            <CardRow key={person.id}>
              <Cell label={t.name} header>
                {person.name}
              </Cell>
              <Cell label={t.email}>{person.email}</Cell>
              <Cell label={t.teams}>{person.teams.map(teamName).join(", ")}</Cell>
              <Cell label={t.role}>{person.admin ? t.admin : t.member}</Cell>
              <Cell label={t.status}>
                <PersonState person={person} />
              </Cell>
              <Cell label={t.actions}>
                {person.revoked ? null : (
                  <span className="people-actions">
                    <details>
                      <summary>{t.edit.summary(person.name)}</summary>
                      {person.organisation ? <p>{t.organisationManaged}</p> : null}
                      <form
                        onSubmit={(event: FormEvent<HTMLFormElement>) => {
                          event.preventDefault();
                          void saveTeams(event.currentTarget, person);
                        }}
                      >
                        {teamBoxes(`edit-${person.id}`, person.teams, person.admin)}
                        <button type="submit" className="button">
                          {t.edit.save}
                        </button>
                      </form>
                    </details>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => {
                        setRevoking(person);
                        dialog.current?.showModal();
                      }}
                    >
                      {t.revoke.button(person.name)}
                    </button>
                  </span>
                )}
              </Cell>
            </CardRow>
          ))}
        </CardBody>
      </ScrollTable>

      <section aria-labelledby="invite-heading" className="staff-card">
        <h2 id="invite-heading">{t.invite.heading}</h2>
        <p>{t.invite.intro}</p>
        <form
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            void sendInvite(event.currentTarget);
          }}
          className="staff-form"
        >
          <p>
            <label htmlFor="invite-email">{t.invite.email}</label>
            <input id="invite-email" name="email" type="email" required autoComplete="off" />
          </p>
          <p>
            <label htmlFor="invite-name">{t.invite.name}</label>
            <input id="invite-name" name="name" type="text" autoComplete="off" />
          </p>
          {teamBoxes("invite", [], false)}
          <button type="submit" className="button">
            {t.invite.submit}
          </button>
        </form>
        <StatusMessage outcome={inviteMessage} />
        {/* Where the person is looking: under the button they pressed. */}
        {/* Keyed by the link: a new one starts without the last one's "Copied". */}
        {link ? <InviteLink key={link.url} link={link} /> : null}
      </section>

      {signIn?.organisation ? (
        <section aria-labelledby="sign-in-heading" className="staff-card">
          <h2 id="sign-in-heading">{t.signIn.heading}</h2>
          <p>{t.signIn.intro}</p>
          <form
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              void saveSignIn(event.currentTarget);
            }}
            className="staff-form"
          >
            <label className="staff-check" htmlFor="sign-in-require">
              <input
                id="sign-in-require"
                type="checkbox"
                name="require"
                defaultChecked={signIn.policy.requireOrganisation}
              />{" "}
              {t.signIn.require}
            </label>
            <p>
              <label htmlFor="sign-in-break-glass">{t.signIn.breakGlass}</label>
              <span className="staff-hint" id="sign-in-break-glass-hint">
                {t.signIn.breakGlassHint}
              </span>
              <select
                id="sign-in-break-glass"
                name="breakGlass"
                aria-describedby="sign-in-break-glass-hint"
                defaultValue={signIn.policy.breakGlass ?? ""}
              >
                <option value="">{t.signIn.none}</option>
                {people
                  .filter((person) => person.admin && !person.revoked && person.passkeys > 0)
                  .map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                    </option>
                  ))}
              </select>
            </p>
            <button type="submit" className="button">
              {t.signIn.save}
            </button>
          </form>
          <StatusMessage outcome={signInMessage} />
        </section>
      ) : null}

      <ConfirmDialog
        ref={dialog}
        id="revoke-title"
        title={revoking ? t.revoke.button(revoking.name) : ""}
        text={revoking ? t.revoke.confirm(revoking.name) : ""}
        confirm={t.revoke.confirmButton}
        cancel={t.revoke.cancel}
        onConfirm={() => revoke(revoking)}
      />
    </>
  );
}

/** Not an administrator: the API says not found, and so does the page. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
