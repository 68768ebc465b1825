import { staffText } from "../../content/staff-ui.ts";
import type { FieldError } from "./field-error-summary.tsx";

const t = staffText.postings;
const words = t.fieldErrors;

/** A field the server refused (server/staff/plugin.ts `FieldIssue`): its path and why. */
export interface FieldIssue {
  field: string;
  reason: string;
}

/** The labels of the texts a posting has in both languages. */
const textLabels: Record<string, string> = {
  title: t.form.title,
  summary: t.form.summary,
  hours: t.form.hours,
  duties: t.form.duties,
  requirements: t.form.requirements,
  aiSentence: t.form.aiSentence,
};

/** The issues in a refusal's answer, if it has any. */
export function issuesOf(data: unknown): FieldIssue[] {
  const issues = (data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues)
    ? issues.filter(
        (issue): issue is FieldIssue =>
          typeof issue?.field === "string" && typeof issue?.reason === "string",
      )
    : [];
}

/**
 * Each issue as the form `id` shows it (PostingForm's ids are `${id}-…`): beside its control,
 * named as its label names it, in words from content/staff-ui.ts.
 */
export function fieldErrors(id: string, issues: readonly FieldIssue[]): FieldError[] {
  return issues.map(({ field, reason }) => {
    const text =
      reason in words.reasons
        ? words.reasons[reason as keyof typeof words.reasons]
        : words.reasons.other;
    const [key = "", part] = field.split(".");
    if (key in textLabels && (part === "en" || part === "fr"))
      return {
        target: `${id}-${key}-${part}`,
        label: words.inLanguage(textLabels[key]!, part),
        text,
      };
    if (key === "pay")
      return {
        // The top of a range is what a range's rules are about; a figure below $0, its bottom.
        target:
          part === "max" || reason === "top-below-bottom" || reason === "too-wide"
            ? `${id}-pay-max`
            : `${id}-pay-min`,
        label: part === "max" ? t.form.payMax : t.form.pay,
        text,
      };
    const others: Record<string, [string, string]> = {
      regions: [`${id}-region-${"toronto"}`, t.form.regions],
      closesOn: [`${id}-closes`, t.form.closesOn],
      group: [`${id}-group`, t.form.group],
      employmentType: [`${id}-type`, t.form.employmentType],
      asks: [`${id}-certificate-none`, t.form.asks],
    };
    const [target, label] = others[key] ?? [`${id}-title-en`, t.form.title];
    return { target, label, text };
  });
}
