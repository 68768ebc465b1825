import { staffText } from "../../content/staff-ui.ts";

/** What an action did: said politely when it worked, as an alert when it did not. */
export interface Outcome {
  /** The words to show. */
  text: string;
  /** True when the action failed. */
  error?: boolean;
  /**
   * Sends the failed request again: offered when the connection dropped or the server failed,
   * when the same request may well work a moment later.
   */
  retry?: () => void;
}

/**
 * The result of the last action on a staff page, in two live regions that are always in the page
 * (a region added with its text is often not read): a status for success, an alert for failure,
 * with a Try again button when trying again may help.
 */
export function StatusMessage({ outcome }: { outcome?: Outcome }) {
  return (
    <>
      <div role="status">
        {outcome && !outcome.error ? <p className="note">{outcome.text}</p> : null}
      </div>
      <div role="alert">
        {outcome?.error ? (
          <div className="staff-error">
            <p>{outcome.text}</p>
            {outcome.retry ? (
              <button type="button" className="button button--secondary" onClick={outcome.retry}>
                {staffText.connection.retry}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}

/**
 * Words for a failed call to the staff API: its own words for a refusal, and for a dropped
 * connection or a failure on the server's side, that nothing was lost and it can be tried again.
 */
export function failureText(answer: { status: number; error: string }): string {
  if (answer.status === 0) return staffText.connection.actionFailed;
  if (answer.status >= 500)
    return `${answer.error || staffText.errors.generic} ${staffText.connection.serverFailed}`;
  return answer.error || staffText.errors.generic;
}

/** Whether trying the same call again may work: the connection dropped, or the server failed. */
export function mayRetry(answer: { status: number }): boolean {
  return answer.status === 0 || answer.status >= 500;
}
