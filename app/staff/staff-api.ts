/**
 * The staff area's calls to its API (server/staff/routes.ts). State changes go as JSON, which the
 * server requires (a cross-site form cannot send it); the session cookie travels by itself.
 */
import { entityTag } from "../../content/record-version.ts";
// Types only: erased from the build, so the staff pages do not load the public form's module.
import type { Locale } from "../../content/locale.ts";
import type { InquiryKey } from "../../content/inquiry-form.ts";
import type { AuditAction, InquiryStatus } from "../../content/staff-ui.ts";
import type { ApplicationStage } from "../../content/application-form.ts";
import type {
  Application,
  ApplicationNote,
  BoardColumn,
  Interview,
  Resume,
  VersionedSummary,
} from "../../server/careers/applications.ts";

/** A job posting's content (server/careers/posting.ts). */
export type { PostingContent } from "../../server/careers/posting.ts";

/** A job posting as the staff API describes it (server/careers/store.ts). */
export type { Posting as PostingView } from "../../server/careers/store.ts";

/** One line of the hiring inbox (server/careers/applications.ts), with or without its version. */
export type { ApplicationSummary, VersionedSummary } from "../../server/careers/applications.ts";

/** The hiring inbox, from `GET /api/staff/applications` (server/staff/application-routes.ts). */
export interface ApplicationsPage {
  /** One page of the applications the filters match, newest first, each with its version. */
  applications: VersionedSummary[];
  /** How many the filters match, on every page. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** Applications to a page. */
  pageSize: number;
  /** How many applications are past their 45-day date, whatever the filter. */
  overdue: number;
  /** How many must be told within the week to come (not yet past). */
  dueSoon: number;
  /** The postings applied to, for the filter. */
  postings: { id: string; title: string }[];
  /** The provider's day (YYYY-MM-DD, Toronto). */
  today: string;
}

/**
 * What a bulk Not selected did, from `POST /api/staff/applications/stage`: each application
 * moved (with when its saved reply goes, or null when it has no e-mail address), those already
 * Not selected, those someone changed since the list was read (where they are now), and those gone.
 */
export interface BulkNotSelectedAnswer {
  moved: { id: string; name: string | null; version: number; replyAfter: string | null }[];
  unchanged: { id: string; name: string | null; version: number }[];
  refused: { id: string; name: string | null; version: number; stage: ApplicationStage }[];
  missing: string[];
}

/** The hiring board, from `GET /api/staff/applications/board`. */
export interface BoardPage {
  /** A column per stage, in the stages' order. */
  columns: BoardColumn[];
  /** How many applications the board's filter matches. */
  total: number;
  /** The most cards a column shows. */
  columnSize: number;
  /** Each posting's count at each stage. */
  counts: { postingId: string; title: string; stages: Record<string, number> }[];
  overdue: number;
  dueSoon: number;
  postings: { id: string; title: string }[];
  today: string;
}

/** A card of the hiring board: an application's line with its version. */
export type BoardCard = BoardColumn["cards"][number];

/** An interview as the form sends it (server/staff/application-routes.ts `interviewBody`). */
export interface InterviewBody {
  day: string;
  time: string;
  minutes: number;
  place: string;
  link: string;
  interviewerId: string;
  /** E-mail the applicant, with the calendar file. */
  tell: boolean;
}

/** An application as its page shows it, from `GET /api/staff/applications/ID`. */
export interface ApplicationDetail {
  application: Omit<Application, "resumeFile" | "notes"> & {
    /** The résumé: its scan or why it was refused, and whether it can be downloaded. */
    resumeFile:
      | (Omit<Resume, "stored"> & {
          /** Kept on the server (clean or not scanned): `GET …/resume` sends it. */
          downloadable: boolean;
        })
      | null;
    /** Notes, oldest first, with their authors' names. */
    notes: (ApplicationNote & { author: string | null })[];
    /** Every interview, cancelled ones too, with the interviewer's name. */
    interviewPlans: (Interview & { interviewer: string | null })[];
  };
  /** Who may hold an interview: the hiring team and administrators. */
  interviewers: { id: string; name: string }[];
  today: string;
  /** The same person's other applications, newest first: with the page's read only. */
  related?: {
    id: string;
    receivedAt: string;
    name: string;
    postingTitle: string;
    stage: ApplicationStage;
  }[];
}

/**
 * What the staff API answered. A refusal carries the whole answer too: a 409 holds the record
 * as it is now and what changed since the version the change was made from (decision 028).
 */
export type StaffAnswer<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string; data?: unknown };

/**
 * Calls `/api/staff${path}`; a failure of the network itself is status 0. `version` is the
 * version of the record the change was made from, sent as `If-Match`: every change to an
 * inquiry, an application or a posting must carry it. `keepalive` lets the call outlive the page
 * (a tab's presence ended as it closes).
 */
export async function staffApi<T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  { version, keepalive }: { version?: number; keepalive?: boolean } = {},
): Promise<StaffAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/staff${path}`, {
      method,
      credentials: "same-origin",
      headers: {
        ...(method === "GET" ? {} : { "content-type": "application/json" }),
        ...(version === undefined ? {} : { "if-match": entityTag(version) }),
      },
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
      keepalive,
    });
  } catch {
    return { ok: false, status: 0, error: "" };
  }
  const data = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (response.ok) return { ok: true, data };
  return { ok: false, status: response.status, error: data.error ?? "", data };
}

/**
 * The address of a staff API route that the browser goes to as a page, not with fetch (the way
 * to the organisation's sign-in, which leaves the site and comes back).
 */
export function staffApiAddress(path: string): string {
  return `/api/staff${path}`;
}

/** How this site signs people in, from `GET /api/staff/sign-in/methods`. */
export interface SignInMethods {
  /** Sign-in with the organisation's account is set up. */
  organisation: boolean;
  /** Administrators require it of everyone but the emergency administrator. */
  organisationRequired: boolean;
}

/** A person as the staff API describes them. */
export interface StaffPerson {
  id: string;
  email: string;
  name: string;
  teams: string[];
  admin: boolean;
  revoked: boolean;
  /** When they get the morning e-mail. */
  digest: "auto" | "always" | "off";
}

/** The signed-in person and their session, from `GET /api/staff/me`. */
export interface Me {
  person: StaffPerson;
  /** Team keys and their names (content/site.ts). */
  teams: Record<string, string>;
  /** When the morning e-mail goes out (HH:MM, Toronto), or null when the server sends none. */
  digestAt: string | null;
  idleEndsAt: string;
  sessionEndsAt: string;
}

/** An inquiry as the staff API describes it (server/contact/inbox.ts). */
export interface InquiryView {
  id: string;
  receivedAt: string;
  name: string;
  phone: string;
  /**
   * When they would like the call back ("Afternoon"); "" when they had no preference, missing for
   * an inquiry sent before the form asked.
   */
  callTime?: string;
  relationship: string;
  recipient: string;
  subject: string;
  email: string;
  message: string;
  /** The language the visitor wrote in: reply in it. */
  language: Locale;
  team: string;
  status: InquiryStatus;
  assigneeId: string | null;
  /** The assignee's name. */
  assignee: string | null;
  version: number;
  held: boolean;
  closedAt: string | null;
  mailedAt: string | null;
  /** By when the first reply is due (the reply promise). */
  replyDueAt: string;
  /** When someone must next act: the promise until the first contact, else a planned call. */
  dueAt: string | null;
  /** The first contact (content/staff-ui.ts `firstContact`); null before. */
  firstContactAt: string | null;
}

/** A line of the inbox: the message's first words only, and whether the reader has opened it. */
export type InquiryRow = Omit<InquiryView, "message"> & {
  excerpt: string;
  unread: boolean;
  /** Its due time had passed when the list was read. */
  overdue: boolean;
};

/** The views of the list: a status, open work, what is due today, everything. */
export type InboxViewKey = InquiryStatus | "open" | "due" | "all";

/** What the outcome of a call was (server/contact/inbox.ts `callOutcomes`). */
export type CallOutcome = "reached" | "voicemail" | "no-answer" | "wrong-number";

/** The navigation's figures, from `GET /api/staff/inquiries/counts`: counts only. */
/** The job applications' counts for the navigation (hiring team and administrators). */
export interface ApplicationCounts {
  new: number;
  overdue: number;
}

export interface NavCounts {
  new: number;
  open: number;
  due: number;
  overdue: number;
}

/** One page of the inbox, from `GET /api/staff/inquiries`. */
export interface InboxPage {
  rows: InquiryRow[];
  total: number;
  page: number;
  pageSize: number;
  /** The reader's teams, by key, with their names. */
  teams: Record<string, string>;
  /** The view shown (open work when the address names none). */
  view: InboxViewKey;
  /** Counts per status and per team, and how many are due and overdue, in the reader's teams. */
  counts: {
    byStatus: Record<InquiryStatus, number>;
    openByTeam: Record<string, number>;
    open: number;
    due: number;
    overdue: number;
  };
  /** The change counter when the page was read. */
  seq: number;
}

/** An inquiry with its notes, history and whom it can go to, from `GET /api/staff/inquiries/ID`. */
export interface InquiryDetail {
  inquiry: InquiryView;
  notes: { id: number; at: string; author: string | null; text: string }[];
  /** Calls logged, oldest first. */
  calls: {
    id: number;
    at: string;
    author: string | null;
    outcome: CallOutcome;
    note: string;
    nextAttemptAt: string | null;
  }[];
  history: {
    at: string;
    action: AuditAction;
    person: string | null;
    from?: string;
    to?: string;
  }[];
  assignees: { id: string; name: string }[];
  teams: Record<string, string>;
  /**
   * The quick choices of a call's next attempt ("2026-11-27T09:00", Toronto): later today (null
   * after 4 p.m.), tomorrow 9:00 a.m., the next business day 9:00 a.m. (null when tomorrow).
   */
  attemptChoices: { laterToday: string | null; tomorrow: string; nextBusinessDay: string | null };
  /** The form's fields, in its order, with their labels (content/inquiry-form.ts). */
  fields: { key: InquiryKey; label: string }[];
  /**
   * The same person's other inquiries in the reader's teams, newest first: with the page's read
   * only (a change's answer leaves it out).
   */
  related?: {
    id: string;
    receivedAt: string;
    name: string;
    status: InquiryStatus;
    team: string;
  }[];
}

/** What the background check for changes answers: ids only, never words. */
export interface InboxChanges {
  seq: number;
  changed: string[];
}

/** A row of the audit trail as the Audit trail page shows it (server/staff/routes.ts). */
export interface AuditRowView {
  seq: number;
  at: string;
  personId: string | null;
  /** "Name <e-mail>", or "" for no one signed in. */
  person: string;
  action: AuditAction;
  /** Where the call came from: an address, "command line", "server". */
  client: string;
  /** What more the row says, in words; "" when the action says it all. */
  detail: string;
  /** The inquiry the row is about: its reference, and whether the reader may open it. */
  inquiry: { id: string; reference: string; open: boolean } | null;
}

/** A person as the People page lists them: with their passkeys and open sign-up link. */
export interface ListedPerson extends StaffPerson {
  /** Passkeys registered: none means they have not signed up. */
  passkeys: number;
  /** When their newest unused sign-up link stops working, or null. */
  inviteUntil: string | null;
  /** They have signed in with the organisation's account (their record is linked to it). */
  organisation: boolean;
}

/** The administrators' sign-in setting, from `GET /api/staff/settings/sign-in`. */
export interface SignInSetting {
  /** Sign-in with the organisation's account is set up on the server. */
  organisation: boolean;
  policy: {
    requireOrganisation: boolean;
    /** The emergency administrator's id: passkey only. */
    breakGlass: string | null;
  };
}

/** One team's week in the report (server/staff/report.ts). */
export interface ReportRow {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  team: string;
  received: number;
  contacted: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  late: number;
  waiting: number;
  unknown: number;
}
