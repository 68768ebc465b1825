import type { MouseEvent, Ref } from "react";

/**
 * What to fix, at the top of a form's page the server sends back: each reason links to its field.
 * GOV.UK's error summary: https://design-system.service.gov.uk/components/error-summary/
 * It takes focus when the page loads (the autofocus attribute works without script), so a screen
 * reader reads it first. The contact form's page (contact-not-sent.tsx) and the job application's
 * (apply.tsx) both draw it, and the contact form itself when its own checks stop a send.
 */
export function ErrorSummary({
  heading,
  errors,
  ref,
  onFollow,
}: {
  /** "There is a problem", in the page's language. */
  heading: string;
  /** Each reason, with the address of its field's control when it is about one field. */
  errors: readonly { message: string; href?: string }[];
  /**
   * The summary's element, for a form that draws it with script (React focuses only form
   * controls with autoFocus): the form focuses it itself.
   */
  ref?: Ref<HTMLDivElement>;
  /** With script: what following a reason's link does instead of the browser's jump. */
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div
      className="error-summary"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
      // The page exists to say what went wrong: starting there is what the visitor needs.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      ref={ref}
    >
      <h2 id="error-summary-title">{heading}</h2>
      <ul>
        {errors.map((error) => (
          <li key={`${error.href ?? ""}:${error.message}`}>
            {error.href ? (
              <a href={error.href} onClick={onFollow}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
