import { type FormEvent, useEffect, useRef, useState } from "react";

/** Where a submission stands (spec section 4, with the product decisions). */
export type SendState =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "failed"; problems: string[] };

/**
 * Sends the form with fetch, as the spec's form service expects: multipart form data, asking
 * for JSON; status 200 means stored, anything else (or no answer) is a failure. The browser's own
 * checks (required, type=email) run before this, as with no script at all.
 *
 * On success the form is cleared, the success dialog shows for `successMs` and the lasting
 * confirmation appears. On failure the failure dialog stays until closed, the input stays, and
 * focus goes back to the submit button.
 */
export function useContactForm({ endpoint, successMs }: { endpoint: string; successMs: number }) {
  const [state, setState] = useState<SendState>({ kind: "idle" });
  const [confirmed, setConfirmed] = useState(false);
  const successDialog = useRef<HTMLDialogElement>(null);
  const failureDialog = useRef<HTMLDialogElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // One key per filled-in form: a second send of the same form (after a lost answer) is stored once.
  const idempotencyKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (state.kind !== "sent") return;
    successDialog.current?.showModal();
    const timer = setTimeout(() => successDialog.current?.close(), successMs);
    return () => clearTimeout(timer);
  }, [state, successMs]);

  useEffect(() => {
    if (state.kind !== "failed") return;
    failureDialog.current?.showModal();
    // Start on Close, the likely next step, rather than on the first link in the text.
    closeButton.current?.focus();
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "sending") return;
    const form = event.currentTarget;
    idempotencyKey.current ??= globalThis.crypto?.randomUUID?.();
    setState({ kind: "sending" });
    setConfirmed(false);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        body: new FormData(form),
        headers: {
          Accept: "application/json",
          ...(idempotencyKey.current ? { "Idempotency-Key": idempotencyKey.current } : {}),
        },
      });
      if (response.status === 200) {
        form.reset();
        idempotencyKey.current = undefined;
        setConfirmed(true);
        setState({ kind: "sent" });
        return;
      }
      setState({ kind: "failed", problems: await problemsIn(response) });
    } catch {
      setState({ kind: "failed", problems: [] });
    }
  }

  return {
    state,
    confirmed,
    formProps: { onSubmit },
    submitProps: { ref: submitButton, "aria-disabled": state.kind === "sending" },
    successDialogProps: { ref: successDialog, onClose: () => setState({ kind: "idle" }) },
    failureDialogProps: {
      ref: failureDialog,
      onClose: () => {
        setState({ kind: "idle" });
        submitButton.current?.focus();
      },
    },
    closeButtonProps: { ref: closeButton, onClick: () => failureDialog.current?.close() },
  };
}

/** The per-field messages of our receiver's error answer, when it sent any. */
async function problemsIn(response: Response): Promise<string[]> {
  try {
    const body = (await response.json()) as { errors?: { message?: unknown }[] };
    return (body.errors ?? [])
      .map((error) => error.message)
      .filter((message): message is string => typeof message === "string");
  } catch {
    return [];
  }
}
