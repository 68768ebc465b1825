import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { cleanValue, fieldProblem } from "../../../content/inquiry-checks.ts";
import type { InquiryField } from "../../../content/inquiry-form.ts";
import type { Locale } from "../../../content/locale.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** One of the receiver's reasons: for the field it names ("Email"), or the whole form (""). */
export interface Problem {
  /** The form field's name, as posted. */
  field: string;
  /** A sentence for people, in the form's language. */
  message: string;
}

/** Where a submission stands (spec section 4, with the product decisions). */
export type SendState =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "failed"; problems: Problem[] };

/**
 * Sends the form with fetch, as the spec's form service expects: multipart form data, asking
 * for JSON; status 200 means stored, anything else (or no answer) is a failure.
 *
 * Before sending, the form runs the receiver's own checks (content/inquiry-checks.ts) instead of
 * the browser's (`noValidate` once the script runs; the fields keep `required` and their types
 * for assistive technology): the browser's bubbles speak the browser's language, in a small
 * size of their own. A fault stops the send, is shown on its field, and listed in a summary that
 * takes focus (`checked`), in the words the receiver would use, in the page's language.
 *
 * On success the form is cleared, the success dialog shows for `successMs` and the lasting
 * confirmation appears. On failure the failure dialog stays until closed and the input stays; it
 * opens at its top, with focus on Close, or on its title when it is taller than the screen.
 * When the receiver named fields, they keep its reasons (`fieldProblems`, shown and marked
 * invalid as the page without JavaScript shows them) until the next send, and closing the dialog
 * puts focus on the first of them; otherwise focus goes back to the submit button.
 */
export function useContactForm({
  endpoint,
  successMs,
  fields,
  locale,
}: {
  endpoint: string;
  successMs: number;
  fields: readonly InquiryField[];
  locale: Locale;
}) {
  const scripted = useHydrated();
  const [state, setState] = useState<SendState>({ kind: "idle" });
  // What the form's own checks stopped the last send for (a new list each time), if they did.
  const [checked, setChecked] = useState<Problem[] | undefined>(undefined);
  const [confirmed, setConfirmed] = useState(false);
  const [fieldProblems, setFieldProblems] = useState<Problem[]>([]);
  const formElement = useRef<HTMLFormElement>(null);
  const successDialog = useRef<HTMLDialogElement>(null);
  const failureDialog = useRef<HTMLDialogElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const failureTitle = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // One key per filled-in form: a second send of the same form (after a lost answer) is stored once.
  const idempotencyKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (state.kind !== "sent") return;
    successDialog.current?.showModal();
    const timer = setTimeout(() => successDialog.current?.close(), successMs);
    return () => clearTimeout(timer);
  }, [state, successMs]);

  // GOV.UK: the summary takes focus, so it is read first, each time a send is stopped.
  useEffect(() => {
    if (checked) summary.current?.focus();
  }, [checked]);

  useEffect(() => {
    if (state.kind !== "failed") return;
    const dialog = failureDialog.current;
    dialog?.showModal();
    // Start on Close, the likely next step, rather than on the first link in the text; but when
    // the dialog is taller than the screen (large text, zoom), on its title, so that it opens at
    // its top and is read from there (APG dialog: a static element at the top takes focus).
    // https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/
    if (dialog && dialog.scrollHeight > dialog.clientHeight) {
      failureTitle.current?.focus();
      dialog.scrollTop = 0;
    } else closeButton.current?.focus();
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "sending") return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const problems = fields.flatMap((field) => {
      const value = data.get(field.name);
      const problem = fieldProblem(
        field,
        cleanValue(typeof value === "string" ? value : ""),
        locale,
      );
      return problem ? [{ field: field.name, message: problem.message }] : [];
    });
    setConfirmed(false);
    if (problems.length > 0) {
      setFieldProblems(problems);
      setChecked(problems);
      return;
    }
    setChecked(undefined);
    idempotencyKey.current ??= globalThis.crypto?.randomUUID?.();
    setState({ kind: "sending" });
    setFieldProblems([]);
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
      const problems = await problemsIn(response);
      setFieldProblems(problems.filter((problem) => problem.field !== ""));
      setState({ kind: "failed", problems });
    } catch {
      setState({ kind: "failed", problems: [] });
    }
  }

  /** The first control, in the form's order, whose field the receiver named. */
  function firstNamedControl(): HTMLElement | undefined {
    const named = new Set(fieldProblems.map((problem) => problem.field));
    return [...(formElement.current?.elements ?? [])].find(
      (control): control is HTMLElement =>
        control instanceof HTMLElement && named.has(control.getAttribute("name") ?? ""),
    );
  }

  /**
   * A summary link followed: its control takes focus, and the whole field comes into sight, its
   * label and message too, where the browser's jump would put the control at the top of the
   * screen and them above it (GOV.UK's error summary does the same).
   */
  function followToField(event: MouseEvent<HTMLAnchorElement>) {
    const control = document.getElementById(event.currentTarget.hash.slice(1));
    if (!control) return;
    event.preventDefault();
    control.focus({ preventScroll: true });
    (control.closest(".field") ?? control).scrollIntoView({ block: "start" });
  }

  return {
    state,
    confirmed,
    fieldProblems,
    checked,
    summaryProps: { ref: summary, onFollow: followToField },
    formProps: { ref: formElement, onSubmit, noValidate: scripted },
    submitProps: { ref: submitButton, "aria-disabled": state.kind === "sending" },
    successDialogProps: { ref: successDialog, onClose: () => setState({ kind: "idle" }) },
    failureDialogProps: {
      ref: failureDialog,
      onClose: () => {
        setState({ kind: "idle" });
        const named = firstNamedControl();
        if (!named) return submitButton.current?.focus();
        // GOV.UK: take the visitor to what needs fixing; its message is already in its
        // description. The whole field in sight, its label and message above the control too.
        named.focus({ preventScroll: true });
        named.closest("[data-invalid]")?.scrollIntoView({ block: "nearest" });
      },
    },
    closeButtonProps: { ref: closeButton, onClick: () => failureDialog.current?.close() },
    failureTitleProps: { ref: failureTitle, tabIndex: -1 },
  };
}

/**
 * The reasons in our receiver's error answer (`{ errors: [{ field, message }] }`), when it sent
 * any; anything else (another server's answer, no JSON) gives none.
 */
async function problemsIn(response: Response): Promise<Problem[]> {
  try {
    const body = (await response.json()) as { errors?: unknown };
    if (!Array.isArray(body.errors)) return [];
    return body.errors.flatMap((error: { field?: unknown; message?: unknown } | null) =>
      typeof error?.message === "string"
        ? [{ field: typeof error.field === "string" ? error.field : "", message: error.message }]
        : [],
    );
  } catch {
    return [];
  }
}
