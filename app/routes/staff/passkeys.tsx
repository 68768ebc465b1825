import { startRegistration } from "@simplewebauthn/browser";
import { type FormEvent, useRef, useState } from "react";
import { data, useOutletContext, useRevalidator } from "react-router";
import { site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";
import { ConfirmDialog } from "../../staff/confirm-dialog.tsx";
import { formatTime } from "../../staff/format-time.ts";
import { passkeyErrorMessage, passkeysUnavailable } from "../../staff/passkey-errors.ts";
import { failureText, mayRetry, type Outcome, StatusMessage } from "../../staff/status-message.tsx";
import { type Me, staffApi } from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import type { Route } from "./+types/passkeys";

const t = staffText.passkeys;

interface PasskeyView {
  id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function clientLoader() {
  const answer = await staffApi<{ passkeys: PasskeyView[] }>("GET", "/passkeys");
  if (!answer.ok) throw data(answer.error, { status: answer.status });
  return { passkeys: answer.data.passkeys };
}

const when = (iso: string | null) => (iso ? formatTime(iso) : t.never);

/** The signed-in person's passkeys: add one for another device, remove a lost one. */
export default function Passkeys({ loaderData: { passkeys } }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Outcome>();
  const [removing, setRemoving] = useState<PasskeyView>();
  const dialog = useRef<HTMLDialogElement>(null);

  async function add() {
    const unavailable = passkeysUnavailable();
    setMessage(unavailable ? { text: unavailable, error: true } : undefined);
    if (unavailable) return;
    const options = await staffApi<{
      options: Parameters<typeof startRegistration>[0]["optionsJSON"];
    }>("POST", "/passkeys/options");
    if (!options.ok)
      return setMessage({ text: options.error || staffText.errors.network, error: true });
    let response;
    try {
      response = await startRegistration({ optionsJSON: options.data.options });
    } catch (error) {
      return setMessage({ text: passkeyErrorMessage(error), error: true });
    }
    const added = await staffApi("POST", "/passkeys/verify", response);
    if (!added.ok)
      return setMessage({ text: added.error || staffText.errors.network, error: true });
    setMessage({ text: t.addedMessage });
    await revalidator.revalidate();
  }

  function askRemove(passkey: PasskeyView) {
    setRemoving(passkey);
    dialog.current?.showModal();
  }

  async function remove() {
    if (!removing) return;
    const answer = await staffApi<{ signedOut: boolean }>(
      "DELETE",
      `/passkeys/${encodeURIComponent(removing.id)}`,
    );
    if (!answer.ok)
      return setMessage({ text: answer.error || staffText.errors.network, error: true });
    setMessage({ text: t.removedMessage });
    await revalidator.revalidate();
  }

  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <ul className="staff-list">
        {passkeys.map((passkey) => (
          <li key={passkey.id}>
            <h2 className="staff-list__title">{passkey.label}</h2>
            <p>{t.dates(when(passkey.createdAt), when(passkey.lastUsedAt))}</p>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t.remove(passkey.label)}
              onClick={() => askRemove(passkey)}
            >
              {t.removeButton}
            </button>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" className="button" onClick={add}>
          {t.add}
        </button>
      </p>
      <StatusMessage outcome={message} />
      <ConfirmDialog
        ref={dialog}
        id="remove-title"
        title={removing ? t.remove(removing.label) : ""}
        text={passkeys.length === 1 ? t.confirmRemoveLast : t.confirmRemove}
        confirm={t.removeButton}
        cancel={t.cancel}
        onConfirm={remove}
      />
      <DigestSetting />
    </>
  );
}

/** A time of day as staff read it: "07:30" is "7:30 a.m.". */
function clock(time: string): string {
  return new Date(`2000-01-01T${time}:00Z`).toLocaleTimeString("en-CA", {
    timeStyle: "short",
    timeZone: "UTC",
  });
}

/** The person's own morning e-mail: when it comes (or that the server sends none), and a choice. */
function DigestSetting() {
  const me = useOutletContext<Me>();
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Outcome>();
  const d = staffText.digest;

  async function save(form: HTMLFormElement) {
    const answer = await staffApi("PATCH", "/me/digest", {
      digest: new FormData(form).get("digest"),
    });
    if (!answer.ok)
      return setMessage({
        text: failureText(answer),
        error: true,
        retry: mayRetry(answer) ? () => void save(form) : undefined,
      });
    setMessage({ text: d.saved });
    await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="digest-heading" className="staff-card">
      <h2 id="digest-heading">{d.heading}</h2>
      <p>{me.digestAt ? d.intro(clock(me.digestAt)) : d.off}</p>
      <form
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void save(event.currentTarget);
        }}
      >
        <fieldset className="staff-teams">
          <legend>{d.legend}</legend>
          {Object.entries(d.choices).map(([value, words]) => (
            <label key={value}>
              <input
                type="radio"
                name="digest"
                value={value}
                defaultChecked={me.person.digest === value}
              />{" "}
              {words}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {d.save}
        </button>
      </form>
      <StatusMessage outcome={message} />
    </section>
  );
}

/** The passkeys could not be read: the connection or the server failed, said in the page. */
export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
