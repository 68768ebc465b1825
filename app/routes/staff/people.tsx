import { type FormEvent, useRef, useState } from "react";
import { data, useRevalidator } from "react-router";
import { site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";
import { ConfirmDialog } from "../../staff/confirm-dialog.tsx";
import { ScrollTable } from "../../staff/scroll-table.tsx";
import { type Outcome, StatusMessage } from "../../staff/status-message.tsx";
import { type StaffPerson, staffApi } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import type { Route } from "./+types/people";

const t = staffText.people;

export async function clientLoader() {
  const answer = await staffApi<{ people: StaffPerson[]; teams: Record<string, string> }>(
    "GET",
    "/people",
  );
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return answer.data;
}

/** The teams chosen in a form's checkboxes named "team". */
function teamsOf(form: HTMLFormElement): string[] {
  return new FormData(form).getAll("team").map(String);
}

/** Administrators: everyone with access, inviting, changing teams, ending access. */
export default function People({ loaderData: { people, teams } }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [link, setLink] = useState<{ name: string; url: string }>();
  const [message, setMessage] = useState<Outcome>();
  const [revoking, setRevoking] = useState<StaffPerson>();
  const dialog = useRef<HTMLDialogElement>(null);
  const teamName = (key: string) => teams[key] ?? key;

  async function answer(result: Awaited<ReturnType<typeof staffApi>>, success: string) {
    if (!result.ok) {
      setMessage({ text: result.error || staffText.errors.network, error: true });
      return false;
    }
    setMessage({ text: success });
    await revalidator.revalidate();
    return true;
  }

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = await staffApi<{ person: StaffPerson; link: string }>("POST", "/people", {
      email: data.get("email"),
      name: data.get("name"),
      teams: teamsOf(form),
      admin: data.get("admin") === "on",
    });
    setLink(undefined);
    if (result.ok) {
      setLink({ name: result.data.person.name, url: result.data.link });
      form.reset();
    }
    await answer(result, result.ok ? t.invite.made(result.data.person.name) : "");
  }

  async function saveTeams(event: FormEvent<HTMLFormElement>, person: StaffPerson) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await staffApi("PATCH", `/people/${person.id}`, {
      teams: teamsOf(form),
      admin: new FormData(form).get("admin") === "on",
    });
    await answer(result, t.edit.saved(person.name));
  }

  async function revoke() {
    if (!revoking) return;
    const result = await staffApi("POST", `/people/${revoking.id}/revoke`);
    await answer(result, t.revoke.done(revoking.name));
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
      {link ? (
        <div className="staff-link">
          <label htmlFor="invite-link">{t.invite.linkLabel(link.name)}</label>
          <p id="invite-link-help" className="field__hint">
            {t.invite.linkHelp}
          </p>
          <input
            id="invite-link"
            aria-describedby="invite-link-help"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}

      <ScrollTable className="staff-table" caption={t.tableCaption}>
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
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <th scope="row">{person.name}</th>
              <td>{person.email}</td>
              <td>{person.teams.map(teamName).join(", ")}</td>
              <td>{person.admin ? t.admin : t.member}</td>
              <td>{person.revoked ? t.revoked : t.active}</td>
              <td>
                {person.revoked ? null : (
                  <>
                    <details>
                      <summary>{t.edit.summary(person.name)}</summary>
                      <form onSubmit={(event) => saveTeams(event, person)}>
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
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <section aria-labelledby="invite-heading" className="staff-card">
        <h2 id="invite-heading">{t.invite.heading}</h2>
        <p>{t.invite.intro}</p>
        <form onSubmit={invite} className="staff-form">
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
      </section>

      <ConfirmDialog
        ref={dialog}
        id="revoke-title"
        title={revoking ? t.revoke.button(revoking.name) : ""}
        text={revoking ? t.revoke.confirm(revoking.name) : ""}
        confirm={t.revoke.confirmButton}
        cancel={t.revoke.cancel}
        onConfirm={revoke}
      />
    </>
  );
}

/** Not an administrator: the API says not found, and so does the page. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
