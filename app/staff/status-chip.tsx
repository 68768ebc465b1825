import type { ApplicationStage } from "../../content/application-form.ts";
import { type InquiryStatus, inquiryStatuses, staffText } from "../../content/staff-ui.ts";

/**
 * Where an inquiry stands, as a chip: its word always, and a colour of its own beside it (colour
 * is never the only cue). Each pair of colours is at least 4.5:1 (app/staff/staff.css).
 */
export function StatusChip({ status }: { /** The inquiry's status. */ status: InquiryStatus }) {
  return (
    <span className="chip" data-status={status}>
      {inquiryStatuses[status]}
    </span>
  );
}

/** The mark of an inquiry whose due time has passed: the word "Overdue", in the error colour. */
export function OverdueChip() {
  return (
    <span className="chip" data-status="overdue">
      {staffText.inbox.overdue}
    </span>
  );
}

/**
 * Where a job application stands, as a chip: its word, and the colour of the inquiry status it
 * is nearest to (new, under way, waiting on someone, settled).
 */
export function StageChip({ stage }: { /** The application's stage. */ stage: ApplicationStage }) {
  return (
    <span className="chip" data-stage={stage}>
      {staffText.applications.stages[stage]}
    </span>
  );
}
