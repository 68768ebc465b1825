/** What an action did: said politely when it worked, as an alert when it did not. */
export interface Outcome {
  /** The words to show. */
  text: string;
  /** True when the action failed. */
  error?: boolean;
}

/**
 * The result of the last action on a staff page, in two live regions that are always in the page
 * (a region added with its text is often not read): a status for success, an alert for failure.
 */
export function StatusMessage({ outcome }: { outcome?: Outcome }) {
  return (
    <>
      <div role="status">
        {outcome && !outcome.error ? <p className="note">{outcome.text}</p> : null}
      </div>
      <div role="alert">
        {outcome?.error ? <p className="staff-error">{outcome.text}</p> : null}
      </div>
    </>
  );
}
