/**
 * The HTML answers to a form posted without JavaScript: a thank-you page, and a page that says
 * what was wrong and gives the form back with everything typed still in it.
 */
import { contactFields, contactFormText } from "../../content/contact-form.ts";
import { parseInline } from "../../content/rich-text.ts";
import { telHref } from "../../content/phone.ts";
import { type PhoneKey, site } from "../../content/site.ts";
import type { FieldError } from "./validate.ts";

const text = contactFormText;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Content's inline language (content/rich-text.ts) as HTML. */
function richHtml(source: string): string {
  return parseInline(source)
    .map((part) => {
      switch (part.kind) {
        case "text":
          return escapeHtml(part.text);
        case "strong":
          return `<strong>${escapeHtml(part.text)}</strong>`;
        case "link":
          return `<a href="${escapeHtml(part.href)}">${escapeHtml(part.text)}</a>`;
        case "phone": {
          const line = site.phoneLines[part.key as PhoneKey];
          return `<a href="${telHref(line.number)}">${line.number}</a>`;
        }
        case "email": {
          const address = site.emails[part.key as keyof typeof site.emails];
          return `<a href="mailto:${address}">${address}</a>`;
        }
        case "fact":
          return escapeHtml(site.facts[part.key as keyof typeof site.facts]);
      }
    })
    .join("");
}

function page(title: string, body: string, stylesheet: string | undefined): string {
  return `<!DOCTYPE html>
<html lang="${site.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ""}
</head>
<body>
<header class="site-header"><div class="container"><p><a href="/">${escapeHtml(site.name)}</a></p></div></header>
<main id="main" class="container page-body">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export function sentPage(stylesheet: string | undefined): string {
  return page(
    text.noScript.sentTitle,
    `<p>${richHtml(text.noScript.sentText)}</p><p><a href="/">${escapeHtml(text.noScript.backHome)}</a></p>`,
    stylesheet,
  );
}

/** The form again, filled with what was sent, under a list of what to fix. */
export function errorPage(options: {
  errors: FieldError[];
  values: Record<string, string>;
  endpoint: string;
  unavailable?: boolean;
  stylesheet: string | undefined;
}): string {
  const { errors, values, endpoint } = options;
  const fieldHtml = Object.values(contactFields)
    .map((field) => {
      const id = `field-${field.name.toLowerCase().replace(/\W+/g, "-")}`;
      const value = values[field.name] ?? "";
      const required = "required" in field && field.required;
      const label = `<label class="field__label" for="${id}">${escapeHtml(field.label)}${required ? ` ${escapeHtml(text.required)}` : ""}</label>`;
      const attributes = `id="${id}" name="${escapeHtml(field.name)}"${required ? " required" : ""}`;
      if (field.type === "textarea") {
        return `<div class="field">${label}<textarea ${attributes} rows="6" maxlength="${field.maxLength}">${escapeHtml(value)}</textarea></div>`;
      }
      if (field.type === "select") {
        const choices =
          field.name === "Recipient"
            ? site.contactForm.recipients.map((recipient) => recipient.label)
            : "options" in field
              ? field.options
              : [];
        const optionsHtml = [`<option value="">${escapeHtml(text.choose)}</option>`]
          .concat(
            choices.map(
              (choice) =>
                `<option${choice === value ? " selected" : ""}>${escapeHtml(choice)}</option>`,
            ),
          )
          .join("");
        return `<div class="field">${label}<select ${attributes}>${optionsHtml}</select></div>`;
      }
      return `<div class="field">${label}<input ${attributes} type="${field.type}" maxlength="${field.maxLength}" value="${escapeHtml(value)}"></div>`;
    })
    .join("\n");
  const problems = errors.map((error) => `<li>${escapeHtml(error.message)}</li>`).join("");
  const intro = options.unavailable
    ? richHtml(text.noScript.unavailableText)
    : escapeHtml(text.noScript.errorText);
  return page(
    text.noScript.errorTitle,
    `<p>${intro}</p>${problems ? `<ul>${problems}</ul>` : ""}
<form class="contact-form" method="post" action="${escapeHtml(endpoint)}" enctype="multipart/form-data">
${fieldHtml}
<p><button class="button" type="submit">${escapeHtml(text.submit)}</button></p>
</form>`,
    options.stylesheet,
  );
}
