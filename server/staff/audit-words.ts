/**
 * The audit trail in words, for the people who read it (the Audit trail page and its CSV): each
 * row's detail, stored as a small JSON object for the chain, said the way an administrator would
 * say it ("New → In progress", "Left a voicemail; next attempt Tue, Nov 24, 9:30 a.m."), with
 * people, teams and statuses by name. Never the JSON itself (issue 26, item 8).
 */
import type { ApplicationStage } from "../../content/application-form.ts";
import { type Locale, localeTags } from "../../content/locale.ts";
import { site } from "../../content/site.ts";
import {
  type AuditAction,
  inquiryStatuses,
  type InquiryStatus,
  languageNames,
  sentence,
  staffText,
} from "../../content/staff-ui.ts";
import type { AuditRow } from "./audit-chain.ts";

const t = staffText.audit;

/** A stored detail: the JSON object a row was written with (store.ts `AuditEntry.detail`). */
type Detail = Record<string, string | number | boolean | null | undefined>;

/** A person's name by id, or undefined when there is no such person. */
export type NameOf = (personId: string) => string | undefined;

/** A moment as staff read it, in the provider's time zone ("Nov 24, 2026, 9:30 a.m."). */
export function staffTime(iso: string): string {
  return new Date(iso).toLocaleString(localeTags.en, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: site.timeZone,
  });
}

/** The calendar day of a moment in the provider's time zone ("Nov 24, 2026"). */
function staffDay(iso: string): string {
  return new Date(iso).toLocaleDateString(localeTags.en, {
    dateStyle: "medium",
    timeZone: site.timeZone,
  });
}

const teamName = (key: unknown) =>
  site.teams[String(key) as keyof typeof site.teams] ?? String(key);

const statusName = (key: unknown) =>
  inquiryStatuses[String(key) as InquiryStatus] ?? t.viewStatus[String(key)] ?? String(key);

/** What a refused call asked for, by its route ("GET /api/staff/inquiries/:id"). */
function thingAsked(route: string): string {
  const path = route.replace(/^\w+ (\/api\/staff)?/, "");
  const method = route.split(" ")[0];
  if (path === "/inquiries/:id")
    return method === "GET" ? t.things.inquiry : t.things.inquiryChange;
  if (path.endsWith("/notes")) return t.things.inquiryNote;
  if (path.endsWith("/calls")) return t.things.inquiryCall;
  if (path.endsWith("/hold")) return t.things.inquiryHold;
  if (path.startsWith("/people")) return t.things.people;
  if (path.startsWith("/audit")) return t.things.audit;
  if (path.startsWith("/report")) return t.things.report;
  if (path.startsWith("/postings")) return t.things.postings;
  if (path.startsWith("/applications")) return t.things.applications;
  if (path.startsWith("/passkeys")) return t.things.passkey;
  return t.things.other;
}

/** A view of the inbox as a listing or an export recorded it (inquiry-routes.ts `filterDetail`). */
function viewWords(detail: Detail): string {
  const parts = [
    statusName(detail.status ?? "all but spam"),
    detail.team && detail.team !== "all of theirs" ? teamName(detail.team) : t.allTheirTeams,
  ];
  if (detail.mine) parts.push(t.onlyTheirs);
  if (detail.since || detail.until) {
    // `until` is the start of the day after the last one asked for.
    const last =
      typeof detail.until === "string"
        ? staffDay(new Date(Date.parse(detail.until) - 1).toISOString())
        : t.anyDay;
    parts.push(
      t.received(typeof detail.since === "string" ? staffDay(detail.since) : t.anyDay, last),
    );
  }
  if (detail.search) parts.push(t.searched);
  return t.view(parts);
}

/** The person a row's detail names (an invitation, a change of teams, an ended access). */
function personIn(detail: Detail, nameOf: NameOf): string {
  return (typeof detail.person === "string" && nameOf(detail.person)) || t.unknownPerson;
}

/** Each action's detail in words; an action not listed has nothing to add to its name. */
const wordsFor: Partial<Record<AuditAction, (detail: Detail, nameOf: NameOf) => string>> = {
  denied: (detail) => t.asked(thingAsked(String(detail.route ?? ""))),
  "session expired": (detail) => t.sessionLimit[String(detail.limit)] ?? "",
  "sign-in failed": (detail) => reasonWords(detail),
  "passkey refused": (detail) => reasonWords(detail),
  "invite refused": (detail) => reasonWords(detail),
  invite: (detail, nameOf) => t.inviteFor(personIn(detail, nameOf)),
  "teams changed": (detail, nameOf) => teamsWords(detail, nameOf),
  revoke: (detail, nameOf) => t.accessOf(personIn(detail, nameOf)),
  "sign-in": (detail) => (detail.method === "organisation" ? t.viaOrganisation : ""),
  "person added by provider": (detail, nameOf) => teamsWords(detail, nameOf),
  "teams changed by provider": (detail, nameOf) => teamsWords(detail, nameOf),
  "access ended by provider": (detail) => reasonWords(detail),
  "sign-in policy changed": (detail, nameOf) =>
    t.signInPolicy(
      detail.requireOrganisation === true,
      typeof detail.breakGlass === "string"
        ? (nameOf(detail.breakGlass) ?? t.unknownPerson)
        : t.nobody,
    ),
  "related inquiries listed": (detail) =>
    relatedWords(detail, (id) => t.inquiryReference(shortReference(id))),
  "inquiries listed": (detail) =>
    `${viewWords(detail)}; ${t.page(Number(detail.page), Number(detail.count), Number(detail.total))}`,
  "inquiries exported": (detail) =>
    `${t.exported(String(detail.format), Number(detail.count))}; ${viewWords(detail)}`,
  "inquiry exported": (detail) => t.exportedAs(String(detail.format)),
  "status changed": (detail) => t.change(statusName(detail.from), statusName(detail.to)),
  "inquiry moved": (detail) => t.change(teamName(detail.from), teamName(detail.to)),
  "assignee changed": (detail, nameOf) => {
    const name = (id: unknown) =>
      typeof id === "string" ? (nameOf(id) ?? t.unknownPerson) : t.nobody;
    return t.change(name(detail.from), name(detail.to));
  },
  "note added": () => t.noteWords,
  "reply sent": (detail) =>
    t.replyWords(
      languageNames[detail.language as Locale] ?? String(detail.language),
      detail.delayDays !== 0 && detail.delayDays !== undefined,
    ),
  // The record is named by the row (an inquiry's column, an application's id); never the words.
  "replies read": (detail) => (detail.application ? applicationWords(detail) : ""),
  "reply cancelled": () => "",
  "reply refused": () => "",
  "saved reply changed": (detail) => savedReplyWords(detail),
  "saved reply added": (detail) => savedReplyWords(detail),
  "saved reply removed": (detail) => savedReplyWords(detail),
  "saved reply refused": (detail) => savedReplyWords(detail),
  "call logged": (detail) =>
    [
      staffText.inquiry.outcomes[
        String(detail.outcome) as keyof typeof staffText.inquiry.outcomes
      ] ?? String(detail.outcome),
      ...(typeof detail.nextAttemptAt === "string"
        ? [t.nextAttempt(staffTime(detail.nextAttemptAt))]
        : []),
      ...(detail.note === true ? [t.withNote] : []),
    ].join("; "),
  "inquiries deleted": (detail) =>
    t.deleted(
      Number(detail.count),
      typeof detail.closedBefore === "string" ? staffDay(detail.closedBefore) : "",
      Number(detail.retentionDays),
    ),
  "applications deleted": (detail) =>
    t.applicationsDeleted(
      Number(detail.count),
      typeof detail.changedBefore === "string" ? staffDay(detail.changedBefore) : "",
      Number(detail.retentionDays),
      Number(detail.strayFiles),
    ),
  "restored from backup": (detail) =>
    t.restored(
      String(detail.archive),
      typeof detail.takenAt === "string" ? staffTime(detail.takenAt) : "",
    ),
  "digest changed": (detail) =>
    t.digest(
      staffText.digest.choices[String(detail.digest) as keyof typeof staffText.digest.choices] ??
        String(detail.digest),
    ),
  "report viewed": (detail) => reportWords(detail),
  "posting created": (detail) => postingWords(detail),
  "posting edited": (detail) => postingWords(detail),
  "posting edit refused": (detail) => postingWords(detail),
  "posting change refused": (detail) => postingWords(detail),
  "posting publish refused": (detail) => postingWords(detail),
  "posting published": (detail) => postingWords(detail),
  "posting closed": (detail) => postingWords(detail),
  "posting reopened": (detail) => postingWords(detail),
  "report exported": (detail) => reportWords(detail),
  // A page of the list says how many the view holds, then which page (rows before paging: count).
  "applications listed": (detail) =>
    detail.page === undefined
      ? applicationsWords(detail)
      : `${applicationsWords({ ...detail, count: detail.total })}; ${t.page(Number(detail.page), Number(detail.count), Number(detail.total))}`,
  "applications exported": (detail) =>
    `${t.exportedAs(String(detail.format))}; ${applicationsWords(detail)}`,
  "application exported": (detail) => applicationWords(detail),
  "application viewed": (detail) => applicationWords(detail),
  "related applications listed": (detail) =>
    relatedWords(detail, (id) => t.application(shortReference(id))),
  "résumé downloaded": (detail) => applicationWords(detail),
  "application deleted": (detail) =>
    `${applicationWords(detail)}${detail.resume === true ? `; ${t.withResume}` : ""}`,
  "application stage changed": (detail) =>
    `${applicationWords(detail)}: ${t.change(stageName(detail.from), stageName(detail.to))}`,
  "application change refused": (detail) => applicationWords(detail),
  "application note added": (detail) => `${applicationWords(detail)}; ${t.applicationNote}`,
  "interview recorded": (detail) =>
    `${applicationWords(detail)}: ${t.interview(
      interviewWhen(detail.day, detail.time),
      calendarDay(detail.tellBy),
    )}${detail.tell === true ? `; ${t.applicantTold}` : ""}`,
  "interview changed": (detail) =>
    `${applicationWords(detail)}: ${t.interviewChanged(
      interviewWhen(detail.fromDay, detail.fromTime),
      interviewWhen(detail.day, detail.time),
      detail.tellBy ? calendarDay(detail.tellBy) : null,
    )}${detail.tell === true ? `; ${t.applicantTold}` : ""}`,
  "interview cancelled": (detail) =>
    `${applicationWords(detail)}: ${t.interviewCancelled(
      interviewWhen(detail.day, detail.time),
      detail.tellBy ? calendarDay(detail.tellBy) : null,
    )}${detail.tell === true ? `; ${t.applicantTold}` : ""}`,
  "applications moved": (detail) =>
    t.applicationsMoved(Number(detail.moved), Number(detail.refused), stageName(detail.to)),
  "application board viewed": (detail) => applicationsWords(detail),
};

const stageName = (key: unknown) =>
  staffText.applications.stages[String(key) as ApplicationStage] ?? String(key);

/** A calendar day (YYYY-MM-DD) as staff read it ("Nov 24, 2026"); it is a day, not a moment. */
function calendarDay(day: unknown): string {
  if (typeof day !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return String(day);
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(localeTags.en, {
    dateStyle: "medium",
    timeZone: "UTC",
  });
}

/** An interview's day, and its time when it has one ("Nov 24, 2026 14:00"). */
function interviewWhen(day: unknown, time: unknown): string {
  return typeof time === "string" ? `${calendarDay(day)} ${time}` : calendarDay(day);
}

/** The application a row is about, by its reference's first characters, never by name. */
/** The same person's other records shown beside one (inquiry-routes.ts, application-routes.ts). */
function relatedWords(detail: Detail, name: (id: string) => string): string {
  const ids = String(detail.ids ?? "")
    .split(" ")
    .filter(Boolean);
  return t.related(Number(detail.count), name(String(detail.of ?? "")), ids.map(shortReference));
}

/** A saved reply by its team and key ("Intake: call-us"). */
function savedReplyWords(detail: Detail): string {
  return `${teamName(detail.team)}: ${String(detail.key)}`;
}

function applicationWords(detail: Detail): string {
  return t.application(shortReference(String(detail.application ?? "")));
}

/** A view of the hiring inbox as a listing or an export recorded it (application-routes.ts). */
function applicationsWords(detail: Detail): string {
  const filter = t.applicationFilter;
  const parts: string[] = [];
  if (detail.search === true) parts.push(t.searched);
  if (detail.posting)
    parts.push(
      filter.posting(typeof detail.postingTitle === "string" ? detail.postingTitle : null),
    );
  if (typeof detail.region === "string")
    parts.push(
      filter.region(
        staffText.postings.regions[detail.region as keyof typeof staffText.postings.regions] ??
          detail.region,
      ),
    );
  if (typeof detail.stage === "string") parts.push(filter.stage(stageName(detail.stage)));
  if (typeof detail.language === "string")
    parts.push(
      filter.language(languageNames[detail.language as Locale] ?? String(detail.language)),
    );
  if (detail.overdue === true) parts.push(filter.overdue);
  if (detail.due === "week") parts.push(filter.dueSoon);
  if (detail.sort === "tell-by") parts.push(filter.byTellBy);
  return t.applicationsView(parts, Number(detail.count));
}

/** A person's teams and role as a change recorded them. */
function teamsWords(detail: Detail, nameOf: NameOf): string {
  return t.teamsOf(
    personIn(detail, nameOf),
    String(detail.teams ?? "")
      .split(" ")
      .filter(Boolean)
      .map(teamName)
      .join(", ") || t.noTeam,
    detail.admin === true,
  );
}

function reasonWords(detail: Detail): string {
  const reason = String(detail.reason ?? "");
  if (!reason) return "";
  // Which check failed, in openid-client's words, without its quotation marks.
  const check = typeof detail.check === "string" ? ` (${detail.check.replaceAll('"', "")})` : "";
  return `${t.because(t.reasons[reason] ?? reason)}${check}`;
}

/** The posting a change names: its English title and its address's slug. */
function postingWords(detail: Detail): string {
  return typeof detail.title === "string" ? t.posting(detail.title, String(detail.slug)) : "";
}

function reportWords(detail: Detail): string {
  if (detail.weeks === undefined) return "";
  return t.report(
    Number(detail.weeks),
    detail.team ? teamName(detail.team) : staffText.report.allTeams,
  );
}

/**
 * A row's detail in words: "" when the action says it all (a sign-in, an inquiry viewed). A
 * detail of a kind not known here (a row written by a later version) is said as its values, never
 * as JSON.
 */
export function detailWords(row: Pick<AuditRow, "action" | "detail">, nameOf: NameOf): string {
  let detail: Detail;
  try {
    detail = JSON.parse(row.detail) as Detail;
  } catch {
    return "";
  }
  const words = wordsFor[row.action as AuditAction];
  if (words) {
    const said = words(detail, nameOf);
    return said ? sentence(`${said[0]!.toUpperCase()}${said.slice(1)}`) : "";
  }
  // Only where the call came from, which the action already says.
  const rest = Object.entries(detail).filter(([key]) => key !== "route");
  return rest.length > 0 ? sentence(rest.map(([key, value]) => `${key}: ${value}`).join("; ")) : "";
}

/** How an inquiry is named in the trail: the first 8 characters of its reference. */
export function shortReference(inquiryId: string): string {
  return /^[0-9a-f]{8}-/.test(inquiryId) ? inquiryId.slice(0, 8) : inquiryId.slice(0, 40);
}
