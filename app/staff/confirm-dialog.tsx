import type { Ref } from "react";

/**
 * A modal question before an action that cannot be undone: the platform's `<dialog>` (focus held
 * inside, Escape cancels, focus returns to the opener). Open it with `showModal()` on `ref`.
 */
export function ConfirmDialog({
  ref,
  id,
  title,
  text,
  confirm,
  cancel,
  onConfirm,
}: {
  /** The dialog element, to open it. */
  ref: Ref<HTMLDialogElement>;
  /** A unique id, for the dialog's name. */
  id: string;
  /** The question, as the dialog's heading and name. */
  title: string;
  /** What happens if they go on. */
  text: string;
  /** The words of the button that goes on… */
  confirm: string;
  /** …and of the one that does not. */
  cancel: string;
  /** Runs when they go on; the dialog is closed first. */
  onConfirm: () => void;
}) {
  return (
    <dialog ref={ref} className="overlay" aria-labelledby={id}>
      <form method="dialog" className="overlay__card">
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <p className="staff-actions">
          <button type="submit" className="button" value="confirm" onClick={onConfirm}>
            {confirm}
          </button>
          <button type="submit" className="button button--secondary" value="cancel">
            {cancel}
          </button>
        </p>
      </form>
    </dialog>
  );
}
