/** Submissions as CSV and JSON for staff (npm run inbox). */
import { inquiryFields, inquiryKeys } from "../../content/inquiry-form.ts";
import type { StoredSubmission } from "./validate.ts";

/** When and which, then every field of the form in its order, under its label. */
const columns: [keyof StoredSubmission, string][] = [
  ["receivedAt", "Received"],
  ["id", "Reference"],
  ...inquiryKeys.map((key): [keyof StoredSubmission, string] => [key, inquiryFields[key].label]),
];

/**
 * One CSV cell. A value a spreadsheet would run as a formula (=, +, -, @, tab, carriage return
 * first) is prefixed with an apostrophe. https://owasp.org/www-community/attacks/CSV_Injection
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(submissions: readonly StoredSubmission[]): string {
  const header = columns.map(([, title]) => csvCell(title)).join(",");
  const rows = submissions.map((submission) =>
    // A field added after the inquiry arrived is an empty cell.
    columns.map(([key]) => csvCell(String(submission[key] ?? ""))).join(","),
  );
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

export function toJson(submissions: readonly StoredSubmission[]): string {
  return `${JSON.stringify(submissions, null, 2)}\n`;
}
