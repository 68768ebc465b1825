/**
 * The audit trail as CSV for administrators, in the words the page shows (the action and its
 * detail said in words, the inquiry by its whole reference), each cell made safe for spreadsheets.
 * The row's hash stays, so a copy can be checked against the trail.
 */
import { auditActions, type AuditAction } from "../../content/staff-ui.ts";
import { csvCell } from "../contact/export.ts";
import type { AuditRow } from "./audit-chain.ts";
import { detailWords, staffTime } from "./audit-words.ts";
import type { Person } from "./store.ts";

const header = [
  "Number",
  "Time (UTC)",
  "Time (Toronto)",
  "Person",
  "Action",
  "Inquiry",
  "From",
  "Detail",
  "Hash",
];

/**
 * Who a row names, as people read it: "Ana Silva <ana@example.org>", or the command line.
 * `people` by id, read once for all the rows.
 */
export function actorName(people: ReadonlyMap<string, Person>, personId: string | null): string {
  if (!personId) return "";
  const person = people.get(personId);
  return person ? `${person.name} <${person.email}>` : personId;
}

/** The rows as a CSV file, newest first as given; `people`, everyone (the store's `people()`). */
export function toCsv(rows: readonly AuditRow[], people: readonly Person[]): string {
  const byId = new Map(people.map((person) => [person.id, person]));
  const lines = rows.map((row) =>
    [
      String(row.seq),
      row.at,
      staffTime(row.at),
      actorName(byId, row.personId),
      auditActions[row.action as AuditAction] ?? row.action,
      row.inquiryId ?? "",
      row.client,
      detailWords(row, (id) => byId.get(id)?.name),
      row.hash,
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
