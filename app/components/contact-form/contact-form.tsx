import {
  type ContactFormWords,
  honeypotField,
  type InquiryField,
  languageField,
} from "../../../content/inquiry-form.ts";
import { site } from "../../../content/site.ts";
import { ErrorSummary } from "../error-summary.tsx";
import { RichText } from "../rich-text.tsx";
import { useContactForm } from "./use-contact-form.ts";

/** A form the receiver sent back (without JavaScript): what was typed, and what to fix. */
export interface ContactFormAnswer {
  /** What the visitor sent, by field name ("Phone Number"). */
  values: Readonly<Record<string, string>>;
  /** The receiver's reasons, each for one field by name, or for the whole form (field ""). */
  errors: readonly { field: string; message: string }[];
}

/** The id of a field's control; the error summary links to it. */
export function fieldId(field: InquiryField) {
  return `contact-${field.name.toLowerCase().replace(/\W+/g, "-")}`;
}

/**
 * One field: label, hint, its error when the receiver refused it, and the control the field's
 * type asks for. GOV.UK's error message pattern: the message sits above the control, is part of
 * its description, and the control is marked invalid.
 * https://design-system.service.gov.uk/components/error-message/
 */
function Field({
  form,
  field,
  value,
  error,
}: {
  form: ContactFormWords;
  field: InquiryField;
  value?: string;
  error?: string;
}) {
  const text = form.text;
  const id = fieldId(field);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    name: field.name,
    required: field.required,
    defaultValue: value,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? true : undefined,
  };
  return (
    <div className="field" data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className="field__label">
        {field.label}
        {field.required ? <span className="field__required"> {text.required}</span> : null}
      </label>
      {field.hint ? (
        <p className="field__hint" id={hintId}>
          <RichText text={field.hint} />
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          <span className="visually-hidden">{`${text.noScript.errorPrefix} `}</span>
          {error}
        </p>
      ) : null}
      {field.type === "select" ? (
        <select
          {...control}
          defaultValue={value ?? ""}
          toolparamdescription={field.name === "Recipient" ? form.tool.recipient : undefined}
        >
          <option value="">{text.choose}</option>
          {/* The value is the choice's English name in both languages: one vocabulary for the
              department, whatever the language of the form. */}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <textarea {...control} rows={6} maxLength={field.maxLength} />
      ) : (
        <input
          {...control}
          type={field.type}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
        />
      )}
    </div>
  );
}

/**
 * The contact form, every field drawn from its one description (content/inquiry-form.ts). It
 * posts natively (multipart) when there is no script; with script it checks the fields itself,
 * in the page's language (a summary and each field's message, as the page without script has
 * them), sends the same fields with fetch and shows the spec's overlays as modal dialogs. Given an `answer`, it is the form the
 * receiver sends back without JavaScript: filled in, with each field's error.
 */
export function ContactForm({
  form: words,
  answer,
  chosen,
}: {
  /** The fields and words in the page's language (the contact page's loader data). */
  form: ContactFormWords;
  /** Without JavaScript: what the receiver sent back. */
  answer?: ContactFormAnswer;
  /** Choices made before the visitor came (by field name): a link's Recipient. */
  chosen?: Readonly<Record<string, string | undefined>>;
}) {
  const text = words.text;
  const { endpoint, successOverlayMs } = site.contactForm;
  const form = useContactForm({
    endpoint,
    successMs: successOverlayMs,
    fields: words.fields,
    locale: words.locale,
  });
  // The receiver's reason for a field: on the page it sent back (without JavaScript), or in its
  // answer to the script's send.
  const errorFor = (field: InquiryField) =>
    [...(answer?.errors ?? []), ...form.fieldProblems].find((error) => error.field === field.name)
      ?.message;

  return (
    <>
      <form
        className="contact-form"
        method="post"
        action={endpoint}
        encType="multipart/form-data"
        aria-labelledby="contact-form-heading"
        toolname={words.tool.name}
        tooldescription={words.tool.description}
        {...form.formProps}
      >
        {/* What the form's own checks stopped, with focus on it each time. */}
        {form.checked ? (
          <ErrorSummary
            {...form.summaryProps}
            heading={text.noScript.summaryHeading}
            errors={form.checked.map((problem) => {
              const field = words.fields.find((candidate) => candidate.name === problem.field);
              return { message: problem.message, href: field && `#${fieldId(field)}` };
            })}
          />
        ) : null}
        <h2 id="contact-form-heading">{text.heading}</h2>
        {words.fields.map((field) => (
          <Field
            form={words}
            key={field.name}
            field={field}
            value={answer?.values[field.name] ?? chosen?.[field.name]}
            error={errorFor(field)}
          />
        ))}
        {/*
          A trap for programs that post every field they find in the HTML. It is hidden from
          people and assistive technology, and disabled, so no browser ever sends it: not a
          person's, not autofill's, not a browser agent's (WebMCP leaves it out of the tool).
        */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="contact-website">{text.honeypotLabel}</label>
          <input
            id="contact-website"
            name={honeypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            disabled
          />
        </div>
        {/* The language the visitor wrote in: the receiver answers in it and the department
            replies in it. */}
        <input type="hidden" name={languageField} value={words.locale} />
        <button type="submit" className="button" {...form.submitProps}>
          {form.state.kind === "sending" ? text.sending : text.submit}
        </button>
        <div role="status" className="contact-form__status">
          {form.confirmed ? (
            <p className="note">
              <RichText text={text.success.status} />
            </p>
          ) : null}
        </div>
      </form>

      <dialog className="overlay" aria-labelledby="success-title" {...form.successDialogProps}>
        <div className="overlay__card">
          <p className="overlay__emoji" aria-hidden="true">
            {text.success.emoji}
          </p>
          <h2 id="success-title">{text.success.title}</h2>
        </div>
      </dialog>

      <dialog
        className="overlay"
        aria-labelledby="failure-title"
        aria-describedby="failure-text"
        {...form.failureDialogProps}
      >
        <div className="overlay__card">
          <p className="overlay__emoji" aria-hidden="true">
            {text.failure.emoji}
          </p>
          <h2 id="failure-title" {...form.failureTitleProps}>
            {text.failure.title}
          </h2>
          <p id="failure-text">
            <RichText text={text.failure.text} />
          </p>
          {form.state.kind === "failed" && form.state.problems.length > 0 ? (
            <>
              <p>{text.failure.detailsHeading}</p>
              <ul>
                {form.state.problems.map((problem) => (
                  <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
                ))}
              </ul>
            </>
          ) : null}
          <button type="button" className="button" {...form.closeButtonProps}>
            {text.failure.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
