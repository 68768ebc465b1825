import { inquiryStatuses, staffText } from "../../content/staff-ui.ts";
import type { ChangedField } from "./conflict-notice.tsx";
import type { InquiryDetail, InquiryView } from "./staff-api.ts";

const t = staffText.inquiry;

/** What the handling form chooses: status, assignee, team. */
export type Handling = { status: string; assigneeId: string; team: string };

export const handlingOf = (inquiry: InquiryView): Handling => ({
  status: inquiry.status,
  assigneeId: inquiry.assigneeId ?? "",
  team: inquiry.team,
});

/**
 * What changed between the version a person's change was made from and the one now shown, each
 * field in words, with who made the newest change of it and when (from the inquiry's history).
 */
export function changedFields(
  from: InquiryView,
  now: InquiryDetail,
  names: Record<string, string>,
): ChangedField[] {
  const fields: {
    key: keyof Handling;
    label: string;
    action: string;
    words: (v: string) => string;
  }[] = [
    {
      key: "status",
      label: t.status,
      action: "status changed",
      words: (v) => inquiryStatuses[v as keyof typeof inquiryStatuses] ?? v,
    },
    {
      key: "assigneeId",
      label: t.assignee,
      action: "assignee changed",
      words: (v) => names[v] ?? (v ? v : t.nobody),
    },
    { key: "team", label: t.moveTo, action: "inquiry moved", words: (v) => now.teams[v] ?? v },
  ];
  const before = handlingOf(from);
  const after = handlingOf(now.inquiry);
  return fields
    .filter((field) => before[field.key] !== after[field.key])
    .map((field) => {
      const latest = now.history.find((entry) => entry.action === field.action);
      return {
        label: field.label,
        from: field.words(before[field.key]),
        to: field.words(after[field.key]),
        by: latest?.person ?? null,
        at: latest?.at ?? null,
      };
    });
}
