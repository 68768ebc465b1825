import type { ReactNode } from "react";
import {
  type ApplicationAsks,
  applicationFields,
  applicationLimits,
  resumeMaxBytes,
  shifts,
  spokenLanguages,
  weekDays,
} from "../../content/application-form.ts";
import type { ApplicationWords } from "../../content/en/application-form.ts";
import { RichText } from "./rich-text.tsx";

/** What the applicant sent, by the field's posted name: a text, or the boxes ticked. */
export type ApplicationValues = Readonly<Record<string, string | readonly string[]>>;

/** One reason the receiver refused, for one field by its posted name, or the whole form (""). */
export interface ApplicationError {
  field: string;
  message: string;
}

/**
 * What the file input offers to choose, by extension and by MIME type: the types the receiver
 * accepts by the file's bytes (server/uploads/inspect.ts `acceptedTypes`; the test holds them
 * together). Only a help to choose: the receiver never reads a file's name or declared type.
 */
export const resumeAccept = [
  ".pdf",
  ".docx",
  ".odt",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.oasis.opendocument.text",
].join(",");

/**
 * The id of a field's control, which the error summary links to: for a group of boxes or
 * buttons, its first one (GOV.UK's error summary links to the first option).
 */
export function applicationFieldId(field: string): string {
  return `apply-${field.toLowerCase()}`;
}

const names = applicationFields;

/** The parts a field's control is described by: its hint and its error, when it has them. */
function describedBy(field: string, hint: unknown, error: unknown): string | undefined {
  const id = applicationFieldId(field);
  return (
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  );
}

function Hint({ field, text }: { field: string; text?: string }) {
  return text ? (
    <p className="field__hint" id={`${applicationFieldId(field)}-hint`}>
      <RichText text={text} />
    </p>
  ) : null;
}

/** `text` with the file's name where `{file}` stands, the name in bold (typed by the applicant: text only). */
function withFileName(text: string, name: string): ReactNode {
  const [before, after] = text.split("{file}");
  return (
    <>
      {before}
      <strong>{name}</strong>
      {after}
    </>
  );
}

function ErrorMessage({ field, error, prefix }: { field: string; error?: string; prefix: string }) {
  return error ? (
    <p className="field__error" id={`${applicationFieldId(field)}-error`}>
      <span className="visually-hidden">{`${prefix} `}</span>
      {error}
    </p>
  ) : null;
}

/**
 * The job application, posted natively as multipart form data to its own address, with or
 * without JavaScript (the page ships none). Native controls only: inputs with labels, boxes and
 * buttons in fieldsets with legends. Given `values` and `errors`, it is the form the receiver
 * sends back: filled in, with each field's error above its control (GOV.UK's error message
 * pattern), the controls in error marked invalid. The browser's own checks are off (`noValidate`):
 * every error is the receiver's, in the page's language, where the applicant can read it.
 */
export function ApplicationForm({
  words,
  action,
  asks,
  regions,
  values,
  errors,
  idempotencyKey,
  language,
  resumeSent,
  keptResume,
}: {
  /** The application's words in the page's language. */
  words: ApplicationWords;
  /** Where the form posts: its own address. */
  action: string;
  /** What the posting asks beyond the common fields. */
  asks: ApplicationAsks;
  /** The posting's regions, to choose from: their keys and names. */
  regions: readonly { value: string; label: string }[];
  /** What the applicant sent, when the form comes back. */
  values: ApplicationValues;
  /** The receiver's reasons, when the form comes back. */
  errors: readonly ApplicationError[];
  /** A key drawn with the page: the same application sent twice is stored once. */
  idempotencyKey: string;
  /** The page's language, which the receiver answers in. */
  language: string;
  /** A résumé was sent with the form that came back and could not be kept: choose it again. */
  resumeSent: boolean;
  /**
   * The name of the résumé kept from the try before (server/careers/kept-resumes.ts): sent with
   * the application unless another file is chosen or the applicant removes it.
   */
  keptResume?: string;
}) {
  const prefix = words.problem.errorPrefix;
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const text = (field: string) => {
    const value = values[field];
    return typeof value === "string" ? value : undefined;
  };
  const ticked = (field: string, option: string) => {
    const value = values[field];
    return Array.isArray(value) ? value.includes(option) : value === option;
  };
  const required = <span className="field__required"> {words.form.required}</span>;
  const optional = <span className="field__required"> {words.form.optional}</span>;

  /** A one-line text input with its label, hint and error. */
  const textField = (
    field: string,
    label: string,
    options: {
      hint?: string;
      type?: "text" | "tel" | "email";
      autoComplete: string;
      maxLength: number;
      isRequired: boolean;
      inputMode?: "numeric";
    },
  ) => {
    const id = applicationFieldId(field);
    const error = errorOf(field);
    return (
      <div className="field" data-invalid={error ? "" : undefined}>
        <label htmlFor={id} className="field__label">
          {label}
          {options.isRequired ? required : optional}
        </label>
        <Hint field={field} text={options.hint} />
        <ErrorMessage field={field} error={error} prefix={prefix} />
        <input
          id={id}
          name={field}
          type={options.type ?? "text"}
          defaultValue={text(field)}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength}
          inputMode={options.inputMode}
          spellCheck={options.type === "email" || options.inputMode ? false : undefined}
          aria-required={options.isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, options.hint, error)}
        />
      </div>
    );
  };

  /** A fieldset of boxes (several answers) or round buttons (one), with its legend, hint and error. */
  const choiceField = (
    field: string,
    legend: string,
    choices: readonly { value: string; label: string }[],
    options: { hint?: string; multiple: boolean; isRequired: boolean; inline?: boolean },
  ) => {
    const id = applicationFieldId(field);
    const error = errorOf(field);
    return (
      <div className="field" data-invalid={error ? "" : undefined}>
        <fieldset className="choices" aria-describedby={describedBy(field, options.hint, error)}>
          <legend className="field__label">
            {legend}
            {options.isRequired ? required : optional}
          </legend>
          <Hint field={field} text={options.hint} />
          <ErrorMessage field={field} error={error} prefix={prefix} />
          <div className="choices__list" data-inline={options.inline ? "" : undefined}>
            {choices.map((choice, index) => {
              const choiceId = index === 0 ? id : `${id}-${choice.value}`;
              return (
                <div className="choice" key={choice.value}>
                  <input
                    id={choiceId}
                    name={field}
                    type={options.multiple ? "checkbox" : "radio"}
                    value={choice.value}
                    defaultChecked={ticked(field, choice.value)}
                  />
                  <label htmlFor={choiceId}>{choice.label}</label>
                </div>
              );
            })}
          </div>
        </fieldset>
      </div>
    );
  };

  const { fields, choices, sections } = words;
  const yesNo = [
    { value: "yes", label: choices.yes },
    { value: "no", label: choices.no },
  ];
  const section = (heading: string, id: string, children: ReactNode) => (
    <section className="application-form__section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
  const resumeId = applicationFieldId(names.resume);
  const resumeError = errorOf(names.resume);
  const resumeHint =
    resumeSent && !keptResume
      ? `${fields.resume.hint} ${words.problem.chooseAgain}`
      : fields.resume.hint;
  const removeId = applicationFieldId(names.removeResume);
  const accommodationId = applicationFieldId(names.accommodation);
  const accommodationError = errorOf(names.accommodation);
  const consentId = applicationFieldId(names.consent);
  const consentError = errorOf(names.consent);

  return (
    <form
      className="application-form"
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
    >
      {section(
        sections.aboutYou,
        "apply-section-about-you",
        <>
          {textField(names.name, fields.name.label, {
            autoComplete: "name",
            maxLength: applicationLimits.name,
            isRequired: true,
          })}
          {textField(names.phone, fields.phone.label, {
            hint: fields.phone.hint,
            type: "tel",
            autoComplete: "tel",
            maxLength: applicationLimits.phone,
            isRequired: true,
          })}
          {textField(names.email, fields.email.label, {
            hint: fields.email.hint,
            type: "email",
            autoComplete: "email",
            maxLength: applicationLimits.email,
            isRequired: false,
          })}
          {choiceField(names.region, fields.region.legend, regions, {
            multiple: false,
            isRequired: true,
            inline: true,
          })}
          {asks.certificate === "psw"
            ? choiceField(names.pswCertificate, fields.pswCertificate.legend, yesNo, {
                hint: fields.pswCertificate.hint,
                multiple: false,
                isRequired: true,
                inline: true,
              })
            : null}
          {asks.certificate === "cno"
            ? textField(names.cnoNumber, fields.cnoNumber.label, {
                hint: fields.cnoNumber.hint,
                autoComplete: "off",
                maxLength: 12,
                isRequired: true,
                inputMode: "numeric",
              })
            : null}
          {choiceField(
            names.languages,
            fields.languages.legend,
            spokenLanguages.map((value) => ({ value, label: choices.languages[value] })),
            { hint: fields.languages.hint, multiple: true, isRequired: true, inline: true },
          )}
          {textField(names.otherLanguages, fields.otherLanguages.label, {
            hint: fields.otherLanguages.hint,
            autoComplete: "off",
            maxLength: applicationLimits.otherLanguages,
            isRequired: false,
          })}
          <div className="field" data-invalid={resumeError ? "" : undefined}>
            <label htmlFor={resumeId} className="field__label">
              {fields.resume.label}
              {optional}
            </label>
            <Hint field={names.resume} text={resumeHint} />
            {keptResume ? (
              <p className="field__hint" id={`${resumeId}-kept`}>
                {withFileName(fields.resume.kept, keptResume)}
              </p>
            ) : null}
            <ErrorMessage field={names.resume} error={resumeError} prefix={prefix} />
            {/* Shown by the page's one script when the file chosen is too large (resume-size-check.ts). */}
            <p className="field__error" id={`${resumeId}-size`} hidden>
              <span className="visually-hidden">{`${prefix} `}</span>
              {fields.resume.tooLargeChosen}
            </p>
            <input
              id={resumeId}
              name={names.resume}
              type="file"
              accept={resumeAccept}
              data-max-bytes={resumeMaxBytes}
              aria-invalid={resumeError ? true : undefined}
              aria-describedby={[
                `${resumeId}-hint`,
                keptResume ? `${resumeId}-kept` : "",
                resumeError ? `${resumeId}-error` : "",
              ]
                .filter(Boolean)
                .join(" ")}
            />
            {keptResume ? (
              <>
                <div className="choice">
                  <input id={removeId} name={names.removeResume} type="checkbox" value="yes" />
                  <label htmlFor={removeId}>{withFileName(fields.resume.remove, keptResume)}</label>
                </div>
                <input type="hidden" name={names.keptResume} value="yes" />
              </>
            ) : null}
          </div>
        </>,
      )}
      {section(
        sections.availability,
        "apply-section-availability",
        <>
          {choiceField(
            names.days,
            fields.days.legend,
            weekDays.map((value) => ({ value, label: choices.days[value] })),
            { hint: fields.days.hint, multiple: true, isRequired: true },
          )}
          {choiceField(
            names.shifts,
            fields.shifts.legend,
            shifts.map((value) => ({ value, label: choices.shifts[value] })),
            { hint: fields.shifts.hint, multiple: true, isRequired: true },
          )}
          {asks.driving ? (
            <>
              {choiceField(names.driversLicence, fields.driversLicence.legend, yesNo, {
                multiple: false,
                isRequired: true,
                inline: true,
              })}
              {choiceField(names.car, fields.car.legend, yesNo, {
                hint: fields.car.hint,
                multiple: false,
                isRequired: true,
                inline: true,
              })}
            </>
          ) : null}
        </>,
      )}
      {section(
        sections.accommodation,
        "apply-section-accommodation",
        <div className="field" data-invalid={accommodationError ? "" : undefined}>
          <p className="note" id={`${accommodationId}-notice`}>
            <RichText text={words.aoda} />
          </p>
          <label htmlFor={accommodationId} className="field__label">
            {fields.accommodation.label}
            {optional}
          </label>
          <Hint field={names.accommodation} text={fields.accommodation.hint} />
          <ErrorMessage field={names.accommodation} error={accommodationError} prefix={prefix} />
          <textarea
            id={accommodationId}
            name={names.accommodation}
            rows={4}
            maxLength={applicationLimits.accommodation}
            defaultValue={text(names.accommodation)}
            aria-invalid={accommodationError ? true : undefined}
            aria-describedby={[
              `${accommodationId}-notice`,
              describedBy(names.accommodation, true, accommodationError),
            ].join(" ")}
          />
        </div>,
      )}
      {section(
        sections.consent,
        "apply-section-consent",
        <div className="field" data-invalid={consentError ? "" : undefined}>
          <p id={`${consentId}-hint`}>
            <RichText text={fields.consent.text} />
          </p>
          <ErrorMessage field={names.consent} error={consentError} prefix={prefix} />
          <div className="choice">
            <input
              id={consentId}
              name={names.consent}
              type="checkbox"
              value="yes"
              defaultChecked={ticked(names.consent, "yes")}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={describedBy(names.consent, true, consentError)}
            />
            <label htmlFor={consentId}>
              {fields.consent.label}
              {required}
            </label>
          </div>
        </div>,
      )}
      {/*
        A trap for programs that post every field they find in the HTML: hidden from people and
        assistive technology, and disabled, so no browser ever sends it (as the contact form's).
      */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="apply-website">{words.form.honeypotLabel}</label>
        <input
          id="apply-website"
          name={names.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          disabled
        />
      </div>
      <input type="hidden" name={names.language} value={language} />
      <input type="hidden" name={names.key} value={idempotencyKey} />
      <button type="submit" className="button">
        {words.form.submit}
      </button>
    </form>
  );
}
