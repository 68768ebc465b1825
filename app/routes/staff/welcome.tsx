import { startRegistration } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { staffPath } from "../../../content/navigation.ts";
import { site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";
import type { PageHandle } from "../../lib/page-handle.ts";
import { passkeyErrorMessage, passkeysUnavailable } from "../../staff/passkey-errors.ts";
import { staffApi } from "../../staff/staff-api.ts";

const t = staffText.welcome;

/** Open to anyone: the invitation's token is the key (server/staff/routes.ts, /welcome). */
export const handle: PageHandle = { staff: true, hydrate: true, public: true };

type Options = Parameters<typeof startRegistration>[0]["optionsJSON"];
type State =
  | { kind: "checking" }
  | { kind: "ready"; name: string; options: Options }
  | { kind: "working"; name: string }
  | { kind: "refused"; error: string };

/**
 * Where an invitation link leads: the person makes a passkey and is signed in. The token is in
 * the address after #, which never reaches a server's logs.
 */
export default function Welcome() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // This page renders in the browser only (the staff layout waits for its loader), so the
  // address is there to read.
  const [token] = useState(() => window.location.hash.slice(1));
  const [state, setState] = useState<State>(() =>
    token ? { kind: "checking" } : { kind: "refused", error: t.missingToken },
  );
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!token) return;
    void staffApi<{ person: { name: string }; options: Options }>("POST", "/welcome/options", {
      token,
    }).then((answer) =>
      setState(
        answer.ok
          ? { kind: "ready", name: answer.data.person.name, options: answer.data.options }
          : { kind: "refused", error: answer.error || staffText.errors.network },
      ),
    );
  }, [token]);

  async function makePasskey() {
    if (state.kind !== "ready") return;
    const unavailable = passkeysUnavailable();
    setError(unavailable);
    if (unavailable) return;
    setState({ kind: "working", name: state.name });
    let response;
    try {
      response = await startRegistration({ optionsJSON: state.options });
    } catch (problem) {
      setError(passkeyErrorMessage(problem));
      // A challenge is used once: ask for a fresh one before the next try.
      const again = await staffApi<{ person: { name: string }; options: Options }>(
        "POST",
        "/welcome/options",
        { token },
      );
      setState(
        again.ok
          ? { kind: "ready", name: again.data.person.name, options: again.data.options }
          : { kind: "refused", error: again.error },
      );
      return;
    }
    const verified = await staffApi("POST", "/welcome/verify", { token, response });
    if (!verified.ok) {
      setState({ kind: "refused", error: verified.error || staffText.errors.network });
      return;
    }
    // The token has done its work: keep it out of the history.
    history.replaceState(null, "", staffPath("welcome"));
    await navigate(staffPath("home"));
    await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="welcome-title" className="staff-card">
      <title>{`${t.title} | ${site.name}`}</title>
      <h1 id="welcome-title">{t.title}</h1>
      {state.kind === "checking" ? <p>{t.checking}</p> : null}
      {state.kind === "ready" || state.kind === "working" ? (
        <>
          <p>{t.greeting(state.name)}</p>
          <p>{t.intro}</p>
          <p>
            <button
              type="button"
              className="button"
              onClick={makePasskey}
              disabled={state.kind === "working"}
            >
              {state.kind === "working" ? t.working : t.button}
            </button>
          </p>
        </>
      ) : null}
      <div role="alert">
        {state.kind === "refused" ? <p className="staff-error">{state.error}</p> : null}
        {error ? <p className="staff-error">{error}</p> : null}
      </div>
    </section>
  );
}
