import {
  contactFields,
  contactFormText,
  contactFormTool,
  honeypotField,
} from "../../../content/contact-form.ts";
import { site } from "../../../content/site.ts";
import { RichText } from "../rich-text.tsx";
import { useContactForm } from "./use-contact-form.ts";

type Field = (typeof contactFields)[keyof typeof contactFields];

function fieldId(field: Field) {
  return `contact-${field.name.toLowerCase().replace(/\W+/g, "-")}`;
}

function Label({ field }: { field: Field }) {
  const required = "required" in field && field.required;
  return (
    <label htmlFor={fieldId(field)} className="field__label">
      {field.label}
      {required ? <span className="field__required"> {contactFormText.required}</span> : null}
    </label>
  );
}

function Hint({ field }: { field: Field }) {
  return "hint" in field ? (
    <p className="field__hint" id={`${fieldId(field)}-hint`}>
      {field.hint}
    </p>
  ) : null;
}

function describedBy(field: Field) {
  return "hint" in field ? `${fieldId(field)}-hint` : undefined;
}

function Select({
  field,
  options,
  agentHint,
}: {
  field: Field;
  options: readonly string[];
  agentHint?: string;
}) {
  const required = "required" in field && field.required;
  return (
    <div className="field">
      <Label field={field} />
      <Hint field={field} />
      <select
        id={fieldId(field)}
        toolparamdescription={agentHint}
        name={field.name}
        required={required}
        aria-describedby={describedBy(field)}
        defaultValue=""
      >
        <option value="">{contactFormText.choose}</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}

function Input({
  field,
}: {
  field: typeof contactFields.name | typeof contactFields.phone | typeof contactFields.email;
}) {
  const required = "required" in field && field.required;
  return (
    <div className="field">
      <Label field={field} />
      <Hint field={field} />
      <input
        id={fieldId(field)}
        name={field.name}
        type={field.type}
        required={required}
        maxLength={field.maxLength}
        autoComplete={field.autoComplete}
        placeholder={"placeholder" in field ? field.placeholder : undefined}
        aria-describedby={describedBy(field)}
      />
    </div>
  );
}

/**
 * The contact form. It posts natively (multipart) when there is no script; with script it sends
 * the same fields with fetch and shows the spec's overlays as modal dialogs.
 */
export function ContactForm() {
  const text = contactFormText;
  const { endpoint, successOverlayMs, recipients } = site.contactForm;
  const form = useContactForm({ endpoint, successMs: successOverlayMs });
  const message = contactFields.message;

  return (
    <>
      <form
        className="contact-form"
        method="post"
        action={endpoint}
        encType="multipart/form-data"
        aria-labelledby="contact-form-heading"
        toolname={contactFormTool.name}
        tooldescription={contactFormTool.description}
        {...form.formProps}
      >
        <h2 id="contact-form-heading">{text.heading}</h2>
        <Input field={contactFields.name} />
        <Input field={contactFields.phone} />
        <Select field={contactFields.relationship} options={contactFields.relationship.options} />
        <Select
          field={contactFields.recipient}
          options={recipients.map((recipient) => recipient.label)}
          agentHint={contactFormTool.recipient}
        />
        <Select field={contactFields.subject} options={contactFields.subject.options} />
        <Input field={contactFields.email} />
        <div className="field">
          <Label field={message} />
          <p className="field__hint" id="contact-message-hint">
            <RichText text={text.privacyNotice} />
          </p>
          <textarea
            id={fieldId(message)}
            name={message.name}
            rows={6}
            maxLength={message.maxLength}
            aria-describedby="contact-message-hint"
          />
        </div>
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
          <h2 id="failure-title">{text.failure.title}</h2>
          <p id="failure-text">
            <RichText text={text.failure.text} />
          </p>
          {form.state.kind === "failed" && form.state.problems.length > 0 ? (
            <>
              <p>{text.failure.detailsHeading}</p>
              <ul>
                {form.state.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
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
