import type { Ref } from "react";
import { staffText } from "../../content/staff-ui.ts";

const t = staffText.keys;

/**
 * The list of keyboard keys, opened by `?` or its button: the platform's modal `<dialog>`
 * (focus held inside, Escape closes, focus returns to where it was).
 */
export function KeysDialog({
  ref,
}: {
  /** The dialog element, to open it. */ ref: Ref<HTMLDialogElement>;
}) {
  return (
    <dialog ref={ref} className="overlay" aria-labelledby="keys-title">
      <form method="dialog" className="overlay__card">
        <h2 id="keys-title">{t.title}</h2>
        <p>{t.intro}</p>
        <dl className="staff-keys">
          {t.list.map(([key, what]) => (
            <div key={key}>
              <dt>
                <kbd>{key}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
        <p>
          <button type="submit" className="button">
            {t.close}
          </button>
        </p>
      </form>
    </dialog>
  );
}
