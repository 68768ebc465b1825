import type { ContactFormWords } from "../../../content/inquiry-form.ts";
import { type ContactFormAnswer, fieldId } from "./contact-form.tsx";

/**
 * What to fix, at the top of the page the receiver sends back: each reason links to its field.
 * GOV.UK's error summary: https://design-system.service.gov.uk/components/error-summary/
 * It takes focus when the page loads (the autofocus attribute works without script), so a screen
 * reader reads it first.
 */
export function ErrorSummary({
  form,
  errors,
}: {
  /** The form's fields and words in the page's language. */
  form: ContactFormWords;
  /** The receiver's reasons. */
  errors: ContactFormAnswer["errors"];
}) {
  const fields = form.fields;
  return (
    // The page exists to say what went wrong: starting there is what the visitor needs.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div className="error-summary" aria-labelledby="error-summary-title" tabIndex={-1} autoFocus>
      <h2 id="error-summary-title">{form.text.noScript.summaryHeading}</h2>
      <ul>
        {errors.map((error) => {
          const field = fields.find((candidate) => candidate.name === error.field);
          return (
            <li key={`${error.field}:${error.message}`}>
              {field ? <a href={`#${fieldId(field)}`}>{error.message}</a> : error.message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
