import { startRegistration } from "@simplewebauthn/browser";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";
import { ConfirmDialog } from "../../staff/confirm-dialog.tsx";
import { formatTime } from "../../staff/format-time.ts";
import { passkeyErrorMessage, passkeysUnavailable } from "../../staff/passkey-errors.ts";
import { type Outcome, StatusMessage } from "../../staff/status-message.tsx";
import { staffApi } from "../../staff/staff-api.ts";
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
  return { passkeys: answer.ok ? answer.data.passkeys : [] };
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
    </>
  );
}
