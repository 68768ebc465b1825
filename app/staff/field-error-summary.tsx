import { type MouseEvent, useEffect, useRef } from "react";

/** A refusal as a staff form shows it: the control it is about, its name, and what to do. */
export interface FieldError {
  /** The id of the control the words sit beside and the summary's link leads to. */
  target: string;
  /** The field's name, in the summary. */
  label: string;
  /** What to do, in plain words. */
  text: string;
}

/**
 * A link within a form taken by moving focus to what it names (a field, a section's heading),
 * so the next Tab goes on from there; the address stays as it is.
 */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * What to fix in a staff form the server refused, above its fields: a link to each field. The
 * heading takes focus each time a refusal is drawn, so the person hears what to fix first.
 * GOV.UK's error summary: https://design-system.service.gov.uk/components/error-summary/
 * Nothing is drawn while there is nothing to fix.
 */
export function FieldErrorSummary({
  id,
  level,
  errors,
  words,
}: {
  /** The form's id: the heading's is `${id}-error-summary`. */
  id: string;
  /** The heading's level, the one below the form's own heading. */
  level: 3 | 4;
  /** Each refusal; focus moves again when a new array is given. */
  errors: readonly FieldError[];
  /** The form's words (content/staff-ui.ts): the heading for a count, and each link's line. */
  words: { summary: (count: number) => string; line: (label: string, words: string) => string };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (errors.length > 0) heading.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className="error-summary" aria-labelledby={`${id}-error-summary`}>
      <Heading id={`${id}-error-summary`} tabIndex={-1} ref={heading}>
        {words.summary(errors.length)}
      </Heading>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>
            <a href={`#${error.target}`} onClick={jumpTo}>
              {words.line(error.label, error.text)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The words refused for the control `target`, to draw beside it, and the props that tie them
 * (and the control's `hint`, if it has one) to it.
 */
export function fieldErrorOf(errors: readonly FieldError[], target: string, hint?: string) {
  const found = errors.filter((error) => error.target === target);
  const errorId = `${target}-error`;
  return {
    words:
      found.length > 0 ? (
        <p className="field__error" id={errorId}>
          {found.map((error) => error.text).join(" ")}
        </p>
      ) : null,
    props: {
      "aria-invalid": found.length > 0 ? true : undefined,
      "aria-describedby":
        [found.length > 0 ? errorId : undefined, hint].filter(Boolean).join(" ") || undefined,
    },
  };
}
