/** Submissions as CSV and JSON for staff (npm run inbox). */
import type { StoredSubmission } from "./store.ts";

const columns: [keyof StoredSubmission, string][] = [
  ["receivedAt", "Received"],
  ["id", "Reference"],
  ["recipient", "Recipient"],
  ["subject", "Subject"],
  ["relationship", "Relationship"],
  ["name", "Name"],
  ["phone", "Phone Number"],
  ["email", "Email"],
  ["message", "Message"],
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
    columns.map(([key]) => csvCell(String(submission[key]))).join(","),
  );
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

export function toJson(submissions: readonly StoredSubmission[]): string {
  return `${JSON.stringify(submissions, null, 2)}\n`;
}
