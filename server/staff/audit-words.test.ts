import { expect, test } from "vitest";
import type { AuditAction } from "../../content/staff-ui.ts";
import { detailWords, shortReference } from "./audit-words.ts";

const names = new Map([
  ["p-ana", "Ana Silva"],
  ["p-ben", "Ben Okafor"],
]);
const nameOf = (id: string) => names.get(id);
const application = "3f2a9c1e-0b7d-4e2a-9c1e-0b7d4e2a9c1e";
/** A view of the hiring inbox with every filter used. */
const filtered = {
  count: 2,
  posting: application,
  postingTitle: "Nurse",
  region: "peel",
  stage: "interview",
  language: "fr",
  overdue: true,
};

/**
 * A detail of each kind the server writes, as it writes it (plugin.ts, routes.ts, people.ts,
 * inquiry-routes.ts, report-routes.ts, retention.ts, backup/restore.ts). Typed by every action,
 * so a new action cannot be added without its words being checked here.
 */
const written: Record<AuditAction, Record<string, unknown>[]> = {
  "sign-in": [{}, { method: "organisation" }],
  "sign-in failed": [
    { method: "organisation", reason: "not in a mapped group" },
    {
      method: "organisation",
      reason: "provider refused",
      check: 'unexpected JWT "nonce" claim value',
    },
    { method: "organisation", reason: "unknown or used challenge" },
    { reason: "organisation sign-in required" },
    { reason: "logout token refused", check: "logout token: has a nonce" },
    { reason: "too many attempts" },
    { reason: "unknown or used challenge" },
    { reason: "unknown passkey" },
    { reason: "access revoked" },
    { reason: "verification failed" },
  ],
  "sign-out": [{}],
  "session expired": [
    { limit: "idle" },
    { limit: "absolute" },
    { limit: "check" },
    { limit: "organisation required" },
  ],
  invite: [{ person: "p-ana" }],
  "invite refused": [{ reason: "used" }, { reason: "expired" }, { reason: "unknown" }],
  revoke: [{ person: "p-ben" }],
  "teams changed": [{ person: "p-ana", teams: "intake care", admin: true }],
  "passkey added": [{}],
  "passkey refused": [{ reason: "passkey already registered" }],
  "passkey removed": [{}],
  "people viewed": [{ route: "GET /api/staff/people" }],
  "audit viewed": [{ route: "GET /api/staff/audit" }],
  "audit exported": [{ route: "GET /api/staff/audit.csv" }],
  denied: [
    { route: "GET /api/staff/inquiries/:id" },
    { route: "PATCH /api/staff/inquiries/:id" },
    { route: "POST /api/staff/inquiries/:id/notes" },
    { route: "POST /api/staff/inquiries/:id/calls" },
    { route: "POST /api/staff/inquiries/:id/hold" },
    { route: "GET /api/staff/people" },
    { route: "GET /api/staff/audit.csv" },
    { route: "GET /api/staff/report" },
    { route: "DELETE /passkeys/:id" },
  ],
  "inquiries listed": [
    {
      page: 1,
      count: 25,
      total: 112,
      status: "open",
      team: "all of theirs",
      mine: false,
      since: null,
      until: null,
      search: false,
    },
    {
      page: 2,
      count: 3,
      total: 28,
      status: "new",
      team: "care",
      mine: true,
      since: "2026-11-16T05:00:00.000Z",
      until: "2026-11-21T05:00:00.000Z",
      search: true,
    },
  ],
  "inquiry viewed": [{ route: "GET /api/staff/inquiries/:id" }],
  "related inquiries listed": [
    {
      of: "0f8b3c2e-1111-4222-8333-944445555666",
      count: 2,
      ids: "1a2b3c4d-1111-4222-8333-944445555666 5e6f7a8b-1111-4222-8333-944445555666",
    },
  ],
  "status changed": [{ field: "status", from: "new", to: "in-progress" }],
  "assignee changed": [
    { field: "assigneeId", from: null, to: "p-ana" },
    { field: "assigneeId", from: "p-gone", to: null },
  ],
  "inquiry moved": [{ field: "team", from: "intake", to: "care" }],
  "note added": [{ note: 12 }],
  "reply sent": [
    { reply: 4, language: "fr", delayDays: 0, savedReply: "call-us", version: 3 },
    { reply: 5, language: "en", delayDays: 1, savedReply: "not-selected", version: 2 },
  ],
  "replies read": [{}, { application }],
  "reply cancelled": [{ reply: 5 }],
  "reply refused": [{ version: 2 }],
  "saved reply changed": [
    { team: "intake", key: "call-us" },
    { team: "intake", key: "call-us", version: 2 },
  ],
  "saved reply added": [{ team: "hiring", key: "ask-for-references" }],
  "saved reply removed": [{ team: "care", key: "call-us", version: 3 }],
  "saved reply refused": [{ team: "care", key: "call-us", version: 1, now: 2 }],
  "call logged": [
    { call: 3, outcome: "voicemail", nextAttemptAt: "2026-11-24T14:30:00.000Z", note: true },
    { call: 4, outcome: "reached", nextAttemptAt: null, note: false },
  ],
  "inquiries exported": [
    {
      format: "csv",
      count: 12,
      status: "all but spam",
      team: "all of theirs",
      mine: false,
      since: null,
      until: null,
      search: false,
    },
  ],
  "inquiry exported": [{ format: "json" }],
  "hold placed": [{}],
  "hold lifted": [{}],
  "inquiries deleted": [{ count: 4, closedBefore: "2026-08-25T12:00:00.000Z", retentionDays: 90 }],
  "application deleted": [{ application: "a1b2c3d4-0000-4000-8000-000000000001", resume: true }],
  "applications deleted": [
    { count: 2, strayFiles: 0, changedBefore: "2025-11-25T12:00:00.000Z", retentionDays: 365 },
    { count: 0, strayFiles: 1, changedBefore: "2025-11-25T12:00:00.000Z", retentionDays: 365 },
  ],
  "restored from backup": [
    { archive: "backup-2026-11-23.tar.gz.age", takenAt: "2026-11-23T08:00:00.000Z" },
  ],
  "report viewed": [{ weeks: 8, team: null }],
  "report exported": [{ weeks: 13, team: "intake" }],
  "digest changed": [{ digest: "off" }],
  "person added by provider": [{ person: "p-ana", teams: "intake", admin: false }],
  "teams changed by provider": [{ person: "p-ana", teams: "", admin: true }],
  "access ended by provider": [
    { reason: "not in a mapped group" },
    { reason: "provider refused the check", check: "the provider answered invalid_grant" },
  ],
  "signed out by provider": [{}],
  "sign-in policy changed": [
    { requireOrganisation: true, breakGlass: "p-ben" },
    { requireOrganisation: false, breakGlass: null },
  ],
  "postings listed": [{ route: "GET /api/staff/postings" }],
  "posting created": [{ posting: "a1", slug: "nurse", title: "Nurse" }],
  "posting edited": [{ posting: "a1", slug: "nurse", title: "Nurse" }],
  "posting edit refused": [{ posting: "a1", slug: "nurse", title: "Nurse", version: 3 }],
  "posting change refused": [
    { posting: "a1", slug: "nurse", title: "Nurse", step: "close", version: 3 },
  ],
  "posting publish refused": [{ posting: "a1", slug: "nurse", title: "Nurse", problems: 2 }],
  "posting published": [{ posting: "a1", slug: "nurse", title: "Nurse" }],
  "posting closed": [{ posting: "a1", slug: "nurse", title: "Nurse" }],
  "posting reopened": [{ posting: "a1", slug: "nurse", title: "Nurse" }],
  "postings exported": [{ route: "GET /api/staff/postings/export.csv" }],
  "applications listed": [
    {
      page: 1,
      count: 0,
      total: 0,
      posting: null,
      postingTitle: null,
      region: null,
      stage: null,
      language: null,
      overdue: false,
    },
    filtered,
  ],
  "applications exported": [
    {
      format: "csv",
      count: 1,
      posting: application,
      postingTitle: null,
      region: null,
      stage: null,
      language: null,
      overdue: false,
    },
  ],
  "application exported": [{ application, format: "csv" }],
  "application viewed": [{ application }],
  "related applications listed": [{ of: application, count: 1, ids: application }],
  "application stage changed": [
    { application, from: "new", to: "not-selected" },
    { application, from: "new", to: "not-selected", version: 2, newVersion: 3 },
  ],
  "application change refused": [{ application, change: "stage", version: 2 }],
  "application note added": [{ application }],
  "interview recorded": [
    { application, day: "2026-11-24", tellBy: "2027-01-08" },
    {
      application,
      interview: "0f1e2d3c",
      day: "2026-11-24",
      time: "14:00",
      interviewer: "p-ana",
      tell: true,
      tellBy: "2027-01-08",
      version: 2,
      newVersion: 3,
    },
  ],
  "interview changed": [
    {
      application,
      interview: "0f1e2d3c",
      fromDay: "2026-11-24",
      fromTime: "14:00",
      day: "2026-11-25",
      time: "09:30",
      place: true,
      link: false,
      interviewer: "p-ana",
      tell: true,
      tellBy: "2027-01-09",
      version: 3,
      newVersion: 4,
    },
  ],
  "interview cancelled": [
    {
      application,
      interview: "0f1e2d3c",
      day: "2026-11-25",
      time: "09:30",
      tell: false,
      tellBy: null,
    },
  ],
  "applications moved": [{ to: "not-selected", moved: 3, refused: 1 }],
  "application board viewed": [{ ...filtered, count: 12 }],
  "résumé downloaded": [{ application, bytes: 48213 }],
};

test("every kind of detail the server writes is said in words, never as JSON or a route", () => {
  for (const [action, details] of Object.entries(written)) {
    for (const detail of details) {
      const words = detailWords({ action, detail: JSON.stringify(detail) }, nameOf);
      const where = `${action} ${JSON.stringify(detail)}`;
      expect(words, where).not.toMatch(/[{}"]|\/api\/|:id|\bnull\b|\bundefined\b|NaN/);
      // A row with more to say than its action says it as a sentence.
      if (words) expect(words, where).toMatch(/^[A-Z0-9].*[.]$/);
    }
  }
});

test("the words name people, teams, statuses and times as staff say them", () => {
  const say = (action: AuditAction, detail: Record<string, unknown>) =>
    detailWords({ action, detail: JSON.stringify(detail) }, nameOf);
  expect(say("denied", { route: "GET /api/staff/inquiries/:id" })).toBe(
    "Asked for an inquiry that is not in their teams, or does not exist.",
  );
  expect(say("inquiry viewed", { route: "GET /api/staff/inquiries/:id" })).toBe("");
  expect(say("status changed", { field: "status", from: "new", to: "in-progress" })).toBe(
    "New → In progress.",
  );
  expect(say("assignee changed", { field: "assigneeId", from: null, to: "p-ana" })).toBe(
    "Nobody → Ana Silva.",
  );
  expect(say("inquiry moved", { field: "team", from: "intake", to: "specialized" })).toBe(
    "Intake → Specialized services.",
  );
  expect(say("teams changed", { person: "p-ana", teams: "intake care", admin: true })).toBe(
    "Ana Silva: Intake, Care; administrator.",
  );
  expect(say("invite", { person: "p-ben" })).toBe("Sign-up link for Ben Okafor.");
  // 14:30 UTC on Nov 24 is 9:30 a.m. in Toronto; the sentence does not end "a.m..".
  expect(
    say("call logged", {
      outcome: "voicemail",
      nextAttemptAt: "2026-11-24T14:30:00.000Z",
      note: true,
    }),
  ).toBe(
    "Left a voicemail; next attempt Nov 24, 2026, 9:30 a.m.; with a note (its words are kept with the inquiry).",
  );
  expect(
    say("inquiries listed", {
      page: 2,
      count: 3,
      total: 28,
      status: "new",
      team: "care",
      mine: true,
      since: "2026-11-16T05:00:00.000Z",
      until: "2026-11-21T05:00:00.000Z",
      search: true,
    }),
  ).toBe(
    "View: New; Care; only those assigned to them; received Nov 16, 2026 to Nov 20, 2026; with a search (its words are not recorded); page 2, 3 of 28 shown.",
  );
  expect(say("sign-in failed", { reason: "access revoked" })).toBe(
    "Because their access had been ended.",
  );
  expect(
    say("sign-in failed", {
      method: "organisation",
      reason: "provider refused",
      check: 'unexpected JWT "nonce" claim value',
    }),
  ).toBe(
    "Because the organisation's sign-in said no or its answer failed a check (unexpected JWT nonce claim value).",
  );
  expect(say("sign-in", { method: "organisation" })).toBe("With the organisation account.");
  expect(say("sign-in policy changed", { requireOrganisation: true, breakGlass: "p-ben" })).toBe(
    "Organisation sign-in required; emergency administrator: Ben Okafor.",
  );
  expect(say("posting published", { posting: "a1", slug: "nurse", title: "Nurse" })).toBe(
    "Posting “Nurse” (address: nurse).",
  );
  expect(say("denied", { route: "POST /api/staff/postings/:id/close" })).toBe(
    "Asked for the job postings (the hiring team and administrators only).",
  );
  expect(say("denied", { route: "GET /api/staff/applications/:id/resume" })).toBe(
    "Asked for the job applications (the hiring team and administrators only).",
  );
  expect(
    say("application stage changed", { application, from: "interview", to: "not-selected" }),
  ).toBe("Application 3f2a9c1e: Interview → Not selected.");
  expect(say("interview recorded", { application, day: "2026-11-24", tellBy: "2027-01-08" })).toBe(
    "Application 3f2a9c1e: interview on Nov 24, 2026; tell them by Jan 8, 2027.",
  );
  expect(
    say("interview changed", {
      application,
      fromDay: "2026-11-24",
      fromTime: "14:00",
      day: "2026-11-25",
      time: "09:30",
      tell: true,
      tellBy: "2027-01-09",
    }),
  ).toBe(
    "Application 3f2a9c1e: interview Nov 24, 2026 14:00 → Nov 25, 2026 09:30; tell them by Jan 9, 2027; the applicant is sent an e-mail.",
  );
  expect(
    say("interview cancelled", { application, day: "2026-11-25", time: "09:30", tellBy: null }),
  ).toBe("Application 3f2a9c1e: interview on Nov 25, 2026 09:30 cancelled; no 45-day date now.");
  expect(say("applications moved", { to: "not-selected", moved: 3, refused: 1 })).toBe(
    "3 applications moved to Not selected; 1 not moved (changed by someone else meanwhile).",
  );
  expect(say("applications listed", { ...filtered, page: 2, count: 3, total: 28 })).toBe(
    "28 applications; posting “Nurse”; region Peel; stage Interview; applied in French; overdue only; page 2, 3 of 28 shown.",
  );
  // A row written before the list had pages: how many it showed.
  expect(say("applications listed", filtered)).toBe(
    "2 applications; posting “Nurse”; region Peel; stage Interview; applied in French; overdue only.",
  );
  expect(say("application note added", { application })).toBe(
    "Application 3f2a9c1e; the note's words are kept with the application, not in the trail.",
  );
  // One day is a day (RETENTION_DAYS=1, APPLICATION_RETENTION_DAYS=1).
  expect(
    say("inquiries deleted", {
      count: 1,
      closedBefore: "2026-11-25T12:00:00.000Z",
      retentionDays: 1,
    }),
  ).toBe("1 inquiry closed before Nov 25, 2026 (kept 1 day).");
  expect(
    say("applications deleted", {
      count: 2,
      strayFiles: 0,
      changedBefore: "2026-11-25T12:00:00.000Z",
      retentionDays: 1,
    }),
  ).toMatch(/\(kept 1 day\)\.$/);
  // A detail of a kind not known here (a later version's): its values, not JSON.
  expect(say("hold placed", { by: "court order" })).toBe("by: court order.");
});

test("an inquiry is named by the first 8 characters of its reference; anything else as typed", () => {
  expect(shortReference("3f2a9c1e-0b7d-4e2a-9c1e-0b7d4e2a9c1e")).toBe("3f2a9c1e");
  expect(shortReference("no-such-inquiry")).toBe("no-such-inquiry");
});
