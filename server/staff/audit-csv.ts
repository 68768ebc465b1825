/** The audit trail as CSV for administrators, each cell made safe for spreadsheets. */
import { csvCell } from "../contact/export.ts";
import type { AuditRow } from "./audit-chain.ts";
import type { StaffStore } from "./store.ts";

const header = ["Number", "Time", "Person", "Action", "Inquiry", "Client", "Detail", "Hash"];

/** Who a row names, as people read it: "Ana Silva <ana@example.org>", or the command line. */
export function actorName(store: StaffStore, personId: string | null): string {
  if (!personId) return "";
  const person = store.personById(personId);
  return person ? `${person.name} <${person.email}>` : personId;
}

export function toCsv(rows: readonly AuditRow[], store: StaffStore): string {
  const lines = rows.map((row) =>
    [
      String(row.seq),
      row.at,
      actorName(store, row.personId),
      row.action,
      row.inquiryId ?? "",
      row.client,
      row.detail,
      row.hash,
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
