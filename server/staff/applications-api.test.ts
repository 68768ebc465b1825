/**
 * The hiring inbox's API as the hiring team uses it, and as others try it: applications go to the
 * hiring team and administrators only (intake and care are told they do not exist, audited), and
 * inquiries the other way; filters narrow; an interview sets the 45-day date, past which the
 * application is overdue and counted, until a decided stage ends it; the CSV cannot carry a
 * formula; the résumé comes only as an attachment that cannot run; hostile ids and stored names
 * are 404, never 500, and never read.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { daysToTellApplicant } from "../../content/application-form.ts";
import { applicationFilterKeys, isApplicationFilter } from "../../content/staff-lists.ts";
import { addDays } from "../careers/applications.ts";
import { dayOf } from "../contact/business-days.ts";
import { validInquiry } from "../contact/test-support.ts";
import { attachmentHeader } from "../uploads/download.ts";
import { saveUpload, uploadsDir } from "../uploads/files.ts";
import { pdf as samplePdf } from "../uploads/test-files.ts";
import { applicationsQuery } from "./application-routes.ts";
import { sampleApplication, saveApplication } from "./application-test-support.ts";
import { staffApp } from "./test-support.ts";

let staff: Awaited<ReturnType<typeof staffApp>>;
let hiring: string;
let hiringId: string;
let intake: string;
let care: string;
let admin: string;
beforeEach(async () => {
  staff = await staffApp();
  const hana = await staff.signUp({ email: "hana@example.org", name: "Hana", teams: ["hiring"] });
  hiring = hana.session;
  hiringId = hana.person.id;
  intake = (await staff.signUp({ email: "ana@example.org", name: "Ana", teams: ["intake"] }))
    .session;
  care = (await staff.signUp({ email: "ben@example.org", name: "Ben", teams: ["care"] })).session;
  admin = (await staff.signUp({ email: "root@example.org", name: "Root", teams: [], admin: true }))
    .session;
});
afterEach(async () => staff.close());

const today = () => dayOf(new Date());
const lastAudit = async () => (await staff.store.auditRows({ limit: 1 }))[0]!;
/** The audit rows written since `seq`, oldest first. */
const auditSince = async (seq: number) =>
  (await staff.store.auditRows({ limit: 500 })).filter((row) => row.seq > seq).reverse();
/** An interview's body as the form sends it: at 14:00 on `day`, at the office, with Hana. */
const interview = (day: string, extra: Record<string, unknown> = {}) => ({
  day,
  time: "14:00",
  minutes: 45,
  place: "100 Example Street, Toronto",
  link: "",
  interviewerId: hiringId,
  tell: false,
  ...extra,
});
const save = (input: Parameters<typeof saveApplication>[2] = {}, resume?: null) =>
  saveApplication(staff.applications, staff.files, input, resume);

/** An interview's id in the address (the store makes them as UUIDs; old ones are 32 hex digits). */
const interviewId = "0f1e2d3c-4b5a-4978-8796-a5b4c3d2e1f0";
/** Each application route, with a body of the right shape for its POSTs. */
const routesFor = (id: string) =>
  [
    ["GET", "/applications", undefined],
    ["GET", "/applications/board", undefined],
    [
      "POST",
      "/applications/stage",
      { stage: "not-selected", tell: true, applications: [{ id, version: 1 }] },
    ],
    ["GET", "/applications/counts", undefined],
    ["GET", "/applications/export.csv", undefined],
    ["GET", "/applications/presence", undefined],
    ["GET", `/applications/${id}`, undefined],
    ["POST", `/applications/${id}/stage`, { stage: "screening" }],
    ["POST", `/applications/${id}/notes`, { text: "Called her." }],
    ["POST", `/applications/${id}/interviews`, interview(today())],
    ["PATCH", `/applications/${id}/interviews/${interviewId}`, interview(today())],
    ["POST", `/applications/${id}/interviews/${interviewId}/cancel`, { tell: false }],
    ["GET", `/applications/${id}/resume`, undefined],
    ["DELETE", `/applications/${id}`, undefined],
    ["POST", `/applications/${id}/presence`, { tab: "tab-0123456789", editing: false }],
    ["GET", `/applications/${id}/replies`, undefined],
    ["POST", `/applications/${id}/replies`, { subject: "", body: "Hello" }],
    ["POST", `/applications/${id}/replies/1/cancel`, undefined],
  ] as const;

describe("who sees applications", () => {
  test("the hiring team and administrators list and open them; the audit names the id, never the applicant", async () => {
    const { id } = await save();
    for (const session of [hiring, admin]) {
      const list = await staff.call("GET", "/applications", { session });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        applications: [{ id, name: "Marie Tremblay", stage: "new" }],
        overdue: 0,
        postings: [{ id: sampleApplication.postingId, title: "Personal Support Worker" }],
        today: today(),
      });
      expect(await lastAudit()).toMatchObject({ action: "applications listed" });
      const one = await staff.call("GET", `/applications/${id}`, { session });
      expect(one.statusCode).toBe(200);
      expect(one.json().application).toMatchObject({
        id,
        phone: "416-555-0142",
        days: ["mon", "tue", "sat"],
        resumeFile: { state: "clean", name: "Marie Tremblay CV.pdf", downloadable: true },
      });
      // The name the file is stored under is the server's business.
      expect(one.json().application.resumeFile).not.toHaveProperty("stored");
      expect(await lastAudit()).toMatchObject({ action: "application viewed" });
      expect(JSON.parse((await lastAudit()).detail)).toEqual({ application: id });
    }
    expect(JSON.stringify(await staff.store.auditRows())).not.toMatch(/Marie|Tremblay|416-555/);
  });

  test("intake and care get 404 on every application route, each attempt audited as denied, nothing changed", async () => {
    const { id } = await save();
    const registered = staff.routes.filter((route) =>
      route.url.startsWith("/api/staff/applications"),
    );
    expect(registered.filter((route) => route.method !== "HEAD")).toHaveLength(
      routesFor(id).length,
    );
    for (const session of [intake, care]) {
      for (const [method, url, body] of routesFor(id)) {
        const answer = await staff.call(method, url, { session, body });
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.body, url).not.toMatch(/Marie|%PDF/);
        expect(await lastAudit(), url).toMatchObject({ action: "denied", inquiryId: null });
      }
    }
    const application = (await staff.applications.get(id, today()))!;
    expect(application).toMatchObject({ stage: "new", interviews: [], notes: [] });
  });

  test("the reverse: a hiring member gets 404 on intake's inquiries, audited, and never lists them", async () => {
    const inquiry = (
      await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" })
    ).id;
    // Intake reads it: the refusal below is about who asks, not a missing inquiry.
    expect((await staff.call("GET", `/inquiries/${inquiry}`, { session: intake })).statusCode).toBe(
      200,
    );
    for (const [method, url, body] of [
      ["GET", `/inquiries/${inquiry}`, undefined],
      ["PATCH", `/inquiries/${inquiry}`, { version: 1, status: "done" }],
      ["POST", `/inquiries/${inquiry}/notes`, { text: "x" }],
    ] as const) {
      const answer = await staff.call(method, url, { session: hiring, body });
      expect(answer.statusCode, url).toBe(404);
      expect(await lastAudit()).toMatchObject({
        action: "denied",
        personId: hiringId,
        inquiryId: inquiry,
      });
    }
    const list = await staff.call("GET", "/inquiries?status=all", { session: hiring });
    expect(list.json().rows.map((row: { id: string }) => row.id)).not.toContain(inquiry);
  });
});

describe("the list", () => {
  test("filters by posting, region, stage, language and overdue, each narrowing", async () => {
    const nurse = "0b6f2c1e-9a3d-4f5e-8c7b-1d2e3f4a5b6c";
    const a = (await save({ languages: ["en"] })).id;
    const b = (
      await save({
        languages: ["fr"],
        postingId: nurse,
        postingTitle: "Registered Practical Nurse",
        postingGroup: "nursing",
        region: "peel",
        language: "fr",
        pswCertificate: null,
        cnoNumber: "1234567",
      })
    ).id;
    const c = (await save({ region: "york", languages: ["en"] })).id;
    await staff.applications.setStage(c, "screening", { version: 1, by: hiringId });
    const ids = async (query: string) => {
      const answer = await staff.call("GET", `/applications${query}`, { session: hiring });
      expect(answer.statusCode, query).toBe(200);
      return answer
        .json()
        .applications.map((row: { id: string }) => row.id)
        .sort();
    };
    expect(await ids("")).toEqual([a, b, c].sort());
    expect(await ids(`?posting=${nurse}`)).toEqual([b]);
    expect(await ids(`?posting=${sampleApplication.postingId}`)).toEqual([a, c].sort());
    expect(await ids("?region=peel")).toEqual([b]);
    expect(await ids("?stage=screening")).toEqual([c]);
    // Who speaks French: b applied in French.
    expect(await ids("?language=fr")).toEqual([b]);
    expect(await ids("?region=toronto&stage=new")).toEqual([a]);
    // A form's empty field is no filter.
    expect(await ids("?posting=&region=&stage=&language=")).toEqual([a, b, c].sort());
    expect(await ids("?overdue=true")).toEqual([]);
    // The postings for the filter: each applied to, by title.
    const list = await staff.call("GET", "/applications", { session: hiring });
    expect(list.json().postings.map((posting: { title: string }) => posting.title)).toEqual([
      "Personal Support Worker",
      "Registered Practical Nurse",
    ]);
    const row = (await staff.store.auditRows({ limit: 1 }))[0]!;
    expect(JSON.parse(row.detail)).toMatchObject({ count: 3, region: null, overdue: false });
    // d ticked French on an English form: it speaks French too.
    const d = (await save({ region: "york", languages: ["en", "fr"] })).id;
    expect(await ids("?language=fr")).toEqual([b, d].sort());
    expect(await ids("?language=en")).toEqual([a, c, d].sort());
  });

  test("the list page keeps in its address exactly the filters the API takes (one description, content/staff-lists.ts)", async () => {
    const ids = fc.oneof(
      fc.uuid().map((id) => id.toUpperCase()),
      fc.uuid(),
      // An id's shape with any version and variant digits (zod's own uuid() refuses most).
      fc.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      fc.stringMatching(/^[0-9a-fA-F-]{30,40}$/),
    );
    const values = fc.oneof(
      ids,
      fc.constantFrom("toronto", "peel", "york", "mars", "new", "offer", "fired", "en", "fr"),
      fc.constantFrom("true", "false", "TRUE", "1", " true"),
      fc.string({ minLength: 1, maxLength: 40 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...applicationFilterKeys), values, (key, value) => {
        const taken = applicationsQuery.safeParse({ [key]: value }).success;
        expect(isApplicationFilter(key, value), `${key}=${value}`).toBe(taken);
      }),
      { numRuns: 2000 },
    );
  });

  test("a filter of the wrong kind is a 400 naming it, not an empty list", async () => {
    for (const [query, field] of [
      ["?posting=nurse", /posting/],
      ["?region=mars", /region/],
      ["?stage=fired", /stage/],
      ["?language=de", /language/],
      ["?overdue=yes", /overdue/],
      ["?stage=new&stage=offer", /stage/],
    ] as const) {
      const answer = await staff.call("GET", `/applications${query}`, { session: hiring });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error, query).toMatch(field);
    }
  });
});

describe("the list's pages", () => {
  /**
   * 27 applications in York a minute apart (their ids returned newest first), and two in Toronto
   * between them, which the region filter leaves out.
   */
  async function saveMany(): Promise<string[]> {
    const york: string[] = [];
    const start = Date.now() - 60 * 60_000;
    for (let minute = 0; minute < 27; minute++) {
      const receivedAt = new Date(start + minute * 60_000);
      const input = { region: "york" as const, name: `Applicant ${minute + 1}` };
      york.unshift(
        (await saveApplication(staff.applications, staff.files, input, null, receivedAt)).id,
      );
      // Half a minute after it, so each has its own place in the order.
      if (minute === 0 || minute === 20)
        await saveApplication(
          staff.applications,
          staff.files,
          {},
          null,
          new Date(receivedAt.getTime() + 30_000),
        );
    }
    return york;
  }
  const list = (query: string) => staff.call("GET", `/applications${query}`, { session: hiring });
  const idsOf = (answer: Awaited<ReturnType<typeof list>>) =>
    answer.json().applications.map((row: { id: string }) => row.id);

  test("25 to a page, newest first; page 2 holds the rest of the same filter; the total on each; past the end, none", async () => {
    const york = await saveMany();
    const first = await list("?region=york");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(idsOf(first)).toEqual(york.slice(0, 25));
    const second = await list("?region=york&page=2");
    expect(second.json()).toMatchObject({ total: 27, page: 2, pageSize: 25 });
    expect(idsOf(second)).toEqual(york.slice(25));
    // Without the filter, 29 in all: page 2 holds the four oldest, Toronto's first one among them.
    const unfiltered = await list("?page=2");
    expect(unfiltered.json().total).toBe(29);
    expect(unfiltered.json().applications.map((row: { region: string }) => row.region)).toEqual([
      "york",
      "york",
      "toronto",
      "york",
    ]);
    // The overdue count is the whole store's, whatever the page.
    expect(second.json().overdue).toBe(0);
    // Past the last page: an empty page, the total still said, not an error.
    for (const page of ["3", "999999"]) {
      const past = await list(`?region=york&page=${page}`);
      expect(past.statusCode, page).toBe(200);
      expect(past.json(), page).toMatchObject({ applications: [], total: 27 });
    }
    // No page, an empty field or page 0: the first page, as the inquiries' list reads them.
    for (const query of ["?region=york&page=", "?region=york&page=0", "?region=york&page=001"]) {
      const answer = await list(query);
      expect(answer.json().page, query).toBe(1);
      expect(idsOf(answer), query).toEqual(york.slice(0, 25));
    }
  });

  test("a page that is not a page number is a 400 naming it", async () => {
    await save();
    for (const query of [
      "?page=abc",
      "?page=-1",
      "?page=1.5",
      "?page=2e3",
      "?page=%201",
      "?page=1234567",
      "?page=1&page=2",
    ]) {
      const answer = await list(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error, query).toMatch(/page/);
    }
  });

  test("the audit records the page, how many it showed and the total, with the filters", async () => {
    await saveMany();
    await list("?region=york&page=2");
    expect(await lastAudit()).toMatchObject({ action: "applications listed", personId: hiringId });
    expect(JSON.parse((await lastAudit()).detail)).toEqual({
      page: 2,
      count: 2,
      total: 27,
      search: false,
      posting: null,
      postingTitle: null,
      region: "york",
      stage: null,
      language: null,
      overdue: false,
      due: null,
      sort: null,
    });
  });

  test("the CSV is the whole filtered view, whatever page the list was on", async () => {
    const york = await saveMany();
    const answer = await staff.call("GET", "/applications/export.csv?region=york&page=2", {
      session: hiring,
    });
    expect(answer.statusCode).toBe(200);
    const lines = answer.body.trimEnd().split("\r\n");
    // The header, then all 27, newest first: each line starts with its received time, then its id.
    expect(lines).toHaveLength(28);
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual(york);
    const exported = (
      await staff.store.auditRows({ action: "applications exported", limit: 1 })
    )[0]!;
    expect(JSON.parse(exported.detail)).toMatchObject({ count: 27, region: "york" });
  });
});

describe("stages, interviews and the 45-day date", () => {
  test("an interview sets the date 45 days after the last one; past it the application is overdue and counted; a decided stage ends it", async () => {
    const { id } = await save();
    const other = (await save({ name: "Paul" })).id;
    // Interviewed 50 days ago: told by 5 days ago, so overdue today.
    const first = addDays(today(), -60);
    const last = addDays(today(), -50);
    for (const [version, day] of [last, first].entries()) {
      const answer = await staff.call("POST", `/applications/${id}/interviews`, {
        session: hiring,
        body: interview(day),
        headers: staff.ifMatch(version + 1),
      });
      expect(answer.statusCode).toBe(200);
    }
    const shown = (await staff.call("GET", `/applications/${id}`, { session: hiring })).json();
    expect(shown.application).toMatchObject({
      stage: "interview",
      interviews: [first, last],
      lastInterviewOn: last,
      tellBy: addDays(last, daysToTellApplicant),
      overdue: true,
    });
    expect(addDays(last, daysToTellApplicant)).toBe(addDays(today(), -5));
    const row = (await staff.store.auditRows({ action: "interview recorded", limit: 1 })).map(
      (audit) => JSON.parse(audit.detail),
    )[0];
    expect(row).toEqual({
      application: id,
      interview: shown.application.interviewPlans[0].id,
      day: first,
      time: "14:00",
      interviewer: hiringId,
      tell: false,
      tellBy: addDays(last, 45),
      version: 2,
      newVersion: 3,
    });

    const list = await staff.call("GET", "/applications", { session: hiring });
    expect(list.json().overdue).toBe(1);
    // The navigation's count: numbers only, and no audit row for it (asked at every page).
    const before = (await staff.store.auditHead()).seq;
    const counts = await staff.call("GET", "/applications/counts", { session: hiring });
    expect(counts.json()).toEqual({ new: 1, overdue: 1 });
    expect((await staff.store.auditHead()).seq).toBe(before);
    const overdue = await staff.call("GET", "/applications?overdue=true", { session: hiring });
    expect(overdue.json().applications.map((each: { id: string }) => each.id)).toEqual([id]);

    // An interview today: not overdue, told by 45 days from now.
    await staff.call("POST", `/applications/${other}/interviews`, {
      session: hiring,
      body: interview(today()),
      headers: staff.ifMatch(1),
    });
    const fresh = (await staff.applications.get(other, today()))!;
    expect(fresh).toMatchObject({ tellBy: addDays(today(), 45), overdue: false });
    expect((await staff.call("GET", "/applications", { session: hiring })).json().overdue).toBe(1);

    // Screening again does not tell the applicant anything: still overdue.
    await staff.call("POST", `/applications/${id}/stage`, {
      session: hiring,
      body: { stage: "screening" },
      headers: staff.ifMatch(3),
    });
    expect(await staff.applications.get(id, today())).toMatchObject({ overdue: true });
    // Not selected: they were told. No date, not overdue, not counted.
    const decided = await staff.call("POST", `/applications/${id}/stage`, {
      session: hiring,
      body: { stage: "not-selected" },
      headers: staff.ifMatch(4),
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().application).toMatchObject({
      stage: "not-selected",
      tellBy: null,
      overdue: false,
    });
    expect((await staff.call("GET", "/applications", { session: hiring })).json().overdue).toBe(0);
    expect(
      JSON.parse((await staff.store.auditRows({ action: "application stage changed" }))[0]!.detail),
    ).toEqual({
      application: id,
      from: "screening",
      to: "not-selected",
      version: 4,
      newVersion: 5,
    });
  });

  test("an interview's day must be a real day within a year; a stage must be one of the seven", async () => {
    const { id } = await save();
    const post = async (url: string, body: unknown) =>
      staff.call("POST", `/applications/${id}${url}`, {
        session: hiring,
        body,
        headers: staff.ifMatch((await staff.applications.versionOf(id))!),
      });
    for (const day of ["2026-02-30", "2026-13-01", "2026-00-10"]) {
      const answer = await post("/interviews", interview(day));
      expect(answer.statusCode, day).toBe(422);
      expect(answer.json().error).toBe("Choose a real day of the calendar for the interview.");
    }
    for (const day of [addDays(today(), 366), addDays(today(), -366), "0001-01-01", "9999-12-31"]) {
      const answer = await post("/interviews", interview(day));
      expect(answer.statusCode, day).toBe(422);
      expect(answer.json().error).toBe("The interview's day must be within a year of today.");
    }
    for (const day of ["tomorrow", "2026-1-5", "", 20261124]) {
      expect((await post("/interviews", interview(day as string))).statusCode, String(day)).toBe(
        400,
      );
    }
    expect((await post("/interviews", interview(addDays(today(), 365)))).statusCode).toBe(200);
    for (const stage of ["fired", "", null, ["offer"]]) {
      expect((await post("/stage", { stage })).statusCode, String(stage)).toBe(400);
    }
    expect((await staff.applications.get(id, today()))!.interviews).toEqual([
      addDays(today(), 365),
    ]);
  });
});

describe("two hiring members at once (decision 028)", () => {
  /** The routes that change an application, each with a body of the right shape. */
  const changes = (id: string) =>
    [
      ["POST", `/applications/${id}/stage`, { stage: "screening" }],
      ["POST", `/applications/${id}/notes`, { text: "Called her." }],
      ["POST", `/applications/${id}/interviews`, interview(today())],
      ["DELETE", `/applications/${id}`, undefined],
    ] as const;

  test("a change without If-Match is refused (428), a malformed one is a 400; nothing changes", async () => {
    const { id } = await save();
    for (const [method, url, body] of changes(id)) {
      const without = await staff.call(method, url, { session: hiring, body });
      expect(without.statusCode, `${method} ${url}`).toBe(428);
      expect(without.json().error).toMatch(/If-Match/);
      for (const tag of ["1", 'W/"1"', "*", '"1", "2"']) {
        const malformed = await staff.call(method, url, {
          session: hiring,
          body,
          headers: { "if-match": tag },
        });
        expect(malformed.statusCode, `${method} ${url} ${tag}`).toBe(400);
      }
    }
    expect(await staff.applications.get(id, today())).toMatchObject({
      stage: "new",
      notes: [],
      interviews: [],
      version: 1,
    });
  });

  test("its page's answer carries the version, as JSON and as an entity tag", async () => {
    const { id } = await save();
    const shown = await staff.call("GET", `/applications/${id}`, { session: hiring });
    expect(shown.headers.etag).toBe('"1"');
    expect(shown.json().application.version).toBe(1);
    const changed = await staff.call("POST", `/applications/${id}/stage`, {
      session: hiring,
      body: { stage: "screening" },
      headers: staff.ifMatch(1),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json().application).toMatchObject({ stage: "screening", version: 2 });
    // A page at version 1 that learns of version 2 re-reads it, with what changed since its own.
    const reread = await staff.call("GET", `/applications/${id}?since=1`, { session: hiring });
    expect(reread.json()).toMatchObject({
      application: { stage: "screening", version: 2 },
      changes: [{ label: "Stage", from: "New", to: "Screening", by: "Hana" }],
    });
    expect(await lastAudit()).toMatchObject({ action: "application viewed" });
    for (const since of ["0", "x", "-1", "1.5"]) {
      const wrong = await staff.call("GET", `/applications/${id}?since=${since}`, {
        session: hiring,
      });
      expect(wrong.statusCode, since).toBe(400);
    }
  });

  test("loss 4: one saves Interview, the other's page still at Screening saves Not selected: refused with the application as it is now and what changed, by whom", async () => {
    const { id } = await save();
    const carl = await staff.signUp({
      email: "carl@example.org",
      name: "Carl Nguyen",
      teams: ["hiring"],
    });
    // Both open it at Screening (version 2).
    await staff.call("POST", `/applications/${id}/stage`, {
      session: hiring,
      body: { stage: "screening" },
      headers: staff.ifMatch(1),
    });
    const first = await staff.call("POST", `/applications/${id}/stage`, {
      session: carl.session,
      body: { stage: "interview" },
      headers: staff.ifMatch(2),
    });
    expect(first.statusCode).toBe(200);
    const before = (await staff.store.auditHead()).seq;
    const second = await staff.call("POST", `/applications/${id}/stage`, {
      session: hiring,
      body: { stage: "not-selected" },
      headers: staff.ifMatch(2),
    });
    expect(second.statusCode).toBe(409);
    expect(second.headers.etag).toBe('"3"');
    const body = second.json();
    expect(body.error).toMatch(/Someone else changed this application/);
    // The application as it is now: what its GET answers.
    const now = (await staff.call("GET", `/applications/${id}`, { session: hiring })).json();
    expect(body.application).toEqual(now.application);
    expect(body.today).toBe(now.today);
    expect(body.changes).toEqual([
      {
        field: "stage",
        label: "Stage",
        from: "Screening",
        to: "Interview",
        by: "Carl Nguyen",
        at: expect.any(String),
      },
    ]);
    expect(await staff.applications.get(id, today())).toMatchObject({
      stage: "interview",
      version: 3,
    });
    const refused = (await auditSince(before))[0]!;
    expect(refused).toMatchObject({ action: "application change refused", personId: hiringId });
    expect(JSON.parse(refused.detail)).toEqual({ application: id, change: "stage", version: 2 });
    // Applied on top, from the version now: written.
    const again = await staff.call("POST", `/applications/${id}/stage`, {
      session: hiring,
      body: { stage: "not-selected" },
      headers: staff.ifMatch(3),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().application).toMatchObject({ stage: "not-selected", version: 4 });
  });

  test("a note from an older version goes through; an interview too, unless the stage was set since (409)", async () => {
    const { id } = await save();
    await staff.call("POST", `/applications/${id}/stage`, {
      session: hiring,
      body: { stage: "screening" },
      headers: staff.ifMatch(1),
    });
    const note = await staff.call("POST", `/applications/${id}/notes`, {
      session: hiring,
      body: { text: "Called her." },
      headers: staff.ifMatch(1),
    });
    expect(note.statusCode).toBe(200);
    expect(note.json().application).toMatchObject({ stage: "screening", version: 3 });
    // From version 1: the stage moved since (New to Screening), so recording the interview
    // would move it again over that change.
    const refused = await staff.call("POST", `/applications/${id}/interviews`, {
      session: hiring,
      body: interview(today()),
      headers: staff.ifMatch(1),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().changes).toEqual([
      expect.objectContaining({ label: "Stage", from: "New", to: "Screening", by: "Hana" }),
      expect.objectContaining({ label: "Notes", from: "No notes", to: "1 note", by: "Hana" }),
    ]);
    expect((await staff.applications.get(id, today()))!.interviews).toEqual([]);
    // From version 2 (after the stage, before the note): merged.
    const merged = await staff.call("POST", `/applications/${id}/interviews`, {
      session: hiring,
      body: interview(today()),
      headers: staff.ifMatch(2),
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().application).toMatchObject({
      stage: "interview",
      interviews: [today()],
      version: 4,
    });
  });

  test("deleting from a page that missed a change is refused: nothing deleted, the change shown", async () => {
    const { id, stored } = await saveApplication(staff.applications, staff.files);
    await staff.applications.setStage(id, "offer", { version: 1, by: hiringId });
    const answer = await staff.call("DELETE", `/applications/${id}`, {
      session: hiring,
      headers: staff.ifMatch(1),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      application: { id, stage: "offer", version: 2 },
      changes: [expect.objectContaining({ label: "Stage", from: "New", to: "Offer", by: "Hana" })],
    });
    expect(await staff.applications.get(id, today())).toBeDefined();
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(uploadsDir(staff.dataDir))).toContain(stored);
    expect(JSON.parse((await lastAudit()).detail)).toEqual({
      application: id,
      change: "delete",
      version: 1,
    });
  });
});

describe("notes", () => {
  test("a note is trimmed, kept with its author's name, at most 2,000 characters, never empty; its words stay out of the audit", async () => {
    const { id } = await save();
    // A note is an addition: made from the version the page first showed, it goes through.
    const post = (text: unknown) =>
      staff.call("POST", `/applications/${id}/notes`, {
        session: hiring,
        body: { text },
        headers: staff.ifMatch(1),
      });
    const added = await post("  Strong references; call back Monday.  ");
    expect(added.statusCode).toBe(200);
    expect(added.json().application.notes).toEqual([
      expect.objectContaining({
        text: "Strong references; call back Monday.",
        author: "Hana",
        personId: hiringId,
      }),
    ]);
    expect(await lastAudit()).toMatchObject({
      action: "application note added",
      personId: hiringId,
    });
    expect(JSON.parse((await lastAudit()).detail)).toEqual({
      application: id,
      version: 1,
      newVersion: 2,
    });
    expect((await post("   ")).statusCode).toBe(422);
    expect((await post("x".repeat(2001))).json().error).toBe(
      "A note can be at most 2000 characters.",
    );
    expect((await post(`  ${"x".repeat(2000)}  `)).statusCode).toBe(200);
    expect((await post({ text: "nested" })).statusCode).toBe(400);
    expect((await staff.applications.get(id, today()))!.notes).toHaveLength(2);
    expect(JSON.stringify(await staff.store.auditRows())).not.toMatch(/references/);
  });
});

describe("the CSV", () => {
  test("holds the filtered applications in words, no cell can run as a formula, and each one's export is audited", async () => {
    const { id } = await save({
      name: '=HYPERLINK("http://evil.example","click")',
      otherLanguages: "+1-555",
      accommodation: "@SUM(A1)\nsecond line",
    });
    await save({ region: "peel", name: "Peel Person" });
    const before = (await staff.store.auditHead()).seq;
    const answer = await staff.call("GET", "/applications/export.csv?region=toronto", {
      session: hiring,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="applications-${today()}.csv"`,
    );
    const csv = answer.body;
    expect(csv).not.toMatch(/Peel Person/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(",'+1-555,");
    expect(csv).toContain(`"'@SUM(A1)\nsecond line"`);
    // No cell starts with a formula's first character, once its quotes are taken off.
    const cells = csv
      .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)|\r\n/)
      .map((cell) => cell.replace(/^"/, ""));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(csv.split("\r\n")[0]).toMatch(/^Received,Reference,Name,Phone,E-mail,Posting,Region/);
    expect(csv).toContain("Toronto,English,New,");
    expect(csv).toContain('"Monday, Tuesday, Saturday","Mornings, Evenings","English, French"');
    const rows = await auditSince(before);
    expect(rows.map((row) => row.action)).toEqual([
      "applications exported",
      "application exported",
    ]);
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({
      format: "csv",
      count: 1,
      region: "toronto",
    });
    expect(JSON.parse(rows[1]!.detail)).toEqual({ application: id, format: "csv" });
  });
});

describe("the résumé", () => {
  test("downloads only as an attachment, typed from its bytes, with nosniff and a sandboxing CSP, never stored, audited", async () => {
    const { id } = await saveApplication(
      staff.applications,
      staff.files,
      {},
      {
        name: "Résumé Marie \u2019s.pdf",
      },
    );
    const answer = await staff.call("GET", `/applications/${id}/resume`, { session: hiring });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe(
      "attachment; filename=\"R_sum_ Marie _s.pdf\"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Marie%20%E2%80%99s.pdf",
    );
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.rawPayload).toEqual(Buffer.from(samplePdf));
    expect(await lastAudit()).toMatchObject({ action: "résumé downloaded", personId: hiringId });
    expect(JSON.parse((await lastAudit()).detail)).toEqual({
      application: id,
      bytes: samplePdf.length,
    });
  });

  test("a name that says another type downloads with the extension of its bytes", async () => {
    for (const [name, saved] of [
      ["cv.html", "cv.html.pdf"],
      ["CV.PDF", "CV.PDF"],
      ["résumé", "résumé.pdf"],
    ] as const) {
      const { id } = await saveApplication(staff.applications, staff.files, {}, { name });
      const answer = await staff.call("GET", `/applications/${id}/resume`, { session: hiring });
      expect(answer.headers["content-disposition"], name).toContain(
        `filename*=UTF-8''${encodeURIComponent(saved)}`,
      );
    }
  });

  test("a name made to break the header stays one quoted word: no line break, no quote, no second parameter", async () => {
    // Stored as given, past the form's cleaning (uploads/inspect.ts displayName), as a store
    // written by an older version or by hand might hold it.
    const hostile = 'cv"; filename="evil.html\r\nSet-Cookie: staff=1\u202e.pdf';
    const { id } = await saveApplication(staff.applications, staff.files, {}, { name: hostile });
    const answer = await staff.call("GET", `/applications/${id}/resume`, { session: hiring });
    const header = String(answer.headers["content-disposition"]);
    expect(header).not.toMatch(/[\r\n\u202e]/);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(header).toBe(
      `attachment; filename="cv_; filename=_evil.html__Set-Cookie: staff=1_.pdf"; filename*=UTF-8''${encodeURIComponent(hostile)}`,
    );
    expect(attachmentHeader("a'(b)*.pdf")).toBe(
      `attachment; filename="a'(b)*.pdf"; filename*=UTF-8''a%27%28b%29%2A.pdf`,
    );
  });

  test("kept unscanned, whether no scanner is set up or the scan failed: downloadable, and said which", async () => {
    for (const state of ["not-scanned", "scan-failed"] as const) {
      const { id } = await saveApplication(
        staff.applications,
        staff.files,
        {},
        {
          name: "cv.pdf",
          state,
        },
      );
      const shown = await staff.call("GET", `/applications/${id}`, { session: hiring });
      expect(shown.json().application.resumeFile).toMatchObject({ state, downloadable: true });
      const answer = await staff.call("GET", `/applications/${id}/resume`, { session: hiring });
      expect(answer.statusCode, state).toBe(200);
      expect(answer.headers["content-disposition"]).toMatch(/^attachment; /);
    }
  });

  test("none, refused or missing from the disk: 404, nothing sent, no download audited", async () => {
    const none = (await save({}, null)).id;
    const refused = (
      await saveApplication(
        staff.applications,
        staff.files,
        {},
        {
          name: "virus.pdf",
          refused: "infected",
        },
      )
    ).id;
    const missing = await saveApplication(staff.applications, staff.files);
    const { rm } = await import("node:fs/promises");
    await rm(path.join(uploadsDir(staff.dataDir), missing.stored!));
    for (const id of [none, refused, missing.id]) {
      const answer = await staff.call("GET", `/applications/${id}/resume`, { session: hiring });
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json().error).toBe("This application has no résumé that can be downloaded.");
    }
    const shown = await staff.call("GET", `/applications/${refused}`, { session: hiring });
    expect(shown.json().application.resumeFile).toMatchObject({
      state: "infected",
      downloadable: false,
    });
    expect(await staff.store.auditRows({ action: "résumé downloaded" })).toEqual([]);
  });

  test("a stored name that is not one this server made is never read", async () => {
    // A file a stored name could point at: the staff store beside the uploads, another file in
    // the uploads folder under a name we never make, one of ours with another type's extension.
    const docx = await saveUpload(staff.dataDir, new TextEncoder().encode("SECRET-DOCX"), "docx");
    await writeFile(path.join(uploadsDir(staff.dataDir), "planted.pdf"), "SECRET-PLANTED");
    const hostile = [
      "../staff.sqlite",
      "../../etc/passwd",
      "/etc/passwd",
      "planted.pdf",
      `${docx}`,
      `${docx.replace(".docx", ".pdf")}/../${docx}`,
      "..\\staff.sqlite",
    ];
    for (const stored of hostile) {
      const { id } = await staff.applications.save(sampleApplication, {
        state: "clean",
        name: "cv.pdf",
        stored,
        type: "application/pdf",
        bytes: 10,
      });
      const answer = await staff.call("GET", `/applications/${id}/resume`, { session: hiring });
      expect(answer.statusCode, stored).toBe(404);
      expect(answer.body, stored).not.toMatch(/SECRET|SQLite format|root:/);
    }
    // A type this server never keeps, on a file of ours.
    const { id } = await staff.applications.save(sampleApplication, {
      state: "clean",
      name: "page.html",
      stored: docx,
      type: "text/html",
      bytes: 10,
    });
    expect(
      (await staff.call("GET", `/applications/${id}/resume`, { session: hiring })).statusCode,
    ).toBe(404);
    expect(await staff.store.auditRows({ action: "résumé downloaded" })).toEqual([]);
  });
});

describe("deleting one", () => {
  test("the hiring team deletes an application with its résumé, notes and interviews, leaving no bytes of it; audited by id", async () => {
    const { id, stored } = await saveApplication(staff.applications, staff.files, {
      name: "Zephyrine Quillfeather",
    });
    const other = (await save()).id;
    await staff.applications.addNote(id, "Lives near Brampton.", "p1");
    await staff.applications.addInterview(id, today(), "p1");
    const answer = await staff.call("DELETE", `/applications/${id}`, {
      session: hiring,
      headers: staff.ifMatch(3),
    });
    expect(answer.statusCode).toBe(200);
    expect(await staff.applications.get(id, today())).toBeUndefined();
    expect(await staff.applications.get(other, today())).toBeDefined();
    const { readdir, readFile } = await import("node:fs/promises");
    expect(await readdir(uploadsDir(staff.dataDir))).not.toContain(stored);
    for (const file of (await readdir(staff.dataDir)).filter((name) =>
      name.startsWith("applications.sqlite"),
    )) {
      const bytes = await readFile(path.join(staff.dataDir, file));
      expect(bytes.includes(Buffer.from("Zephyrine")), file).toBe(false);
      expect(bytes.includes(Buffer.from("Brampton")), file).toBe(false);
    }
    const row = (await staff.store.auditRows({ action: "application deleted", limit: 1 }))[0]!;
    expect(JSON.parse(row.detail)).toEqual({ application: id, resume: true, version: 3 });
    // Gone: a second time, or its page, is not found.
    expect(
      (
        await staff.call("DELETE", `/applications/${id}`, {
          session: hiring,
          headers: staff.ifMatch(3),
        })
      ).statusCode,
    ).toBe(404);
    expect((await staff.call("GET", `/applications/${id}`, { session: hiring })).statusCode).toBe(
      404,
    );
  });
});

describe("hostile ids", () => {
  test("an id that is not a UUID, another's, or a path: 404 on every route, never 500, nothing looked up or audited as seen", async () => {
    await save();
    const ids = [
      "x",
      "00000000-0000-4000-8000-000000000000",
      crypto.randomUUID(),
      "..%2F..%2Fstaff.sqlite",
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "' OR 1=1 --",
      "a".repeat(5000),
      "%00",
    ];
    for (const id of ids) {
      for (const [method, url, body] of routesFor(encodeURI(id)).slice(6)) {
        const answer = await staff.call(method, url, {
          session: hiring,
          body,
          headers: staff.ifMatch(1),
        });
        // Fastify refuses a parameter over 100 characters itself, before any route: 414.
        expect(answer.statusCode, `${method} ${url.slice(0, 80)}`).toBe(
          id.length > 100 ? 414 : 404,
        );
      }
    }
    // Paths that climb out of the route: the API's own routes only.
    for (const url of [
      "/applications/../../people",
      "/applications/%2e%2e/%2e%2e/people",
      "/applications/..%2f..%2fpeople/resume",
    ]) {
      const answer = await staff.call("GET", url, { session: hiring });
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.body, url).not.toMatch(/root@example/);
    }
    const seen = (await staff.store.auditRows({ limit: 500 })).filter((row) =>
      ["application viewed", "résumé downloaded", "interview recorded"].includes(row.action),
    );
    expect(seen).toEqual([]);
  });
});

describe("the pipeline: board, bulk Not selected, due this week (issue 38)", () => {
  test("the board counts each stage per posting and carries each card's version; bulk Not selected moves those unchanged and names the ones changed since; due this week and the order by the 45-day date", async () => {
    const a = (await save({ name: "Ada" })).id;
    const b = (await save({ name: "Bea" })).id;
    const other = "00000000-0000-4000-8000-000000000002";
    const c = (await save({ name: "Cy", postingId: other, postingTitle: "Nurse" })).id;
    await staff.applications.addInterview(c, addDays(today(), -40), hiringId);
    const board = await staff.call(
      "GET",
      `/applications/board?posting=${sampleApplication.postingId}`,
      {
        session: hiring,
      },
    );
    expect(board.statusCode).toBe(200);
    const columns = board.json().columns as {
      stage: string;
      total: number;
      cards: { id: string; version: number }[];
    }[];
    expect(columns.map((column) => [column.stage, column.total])).toEqual([
      ["new", 2],
      ["screening", 0],
      ["interview", 0],
      ["offer", 0],
      ["hired", 0],
      ["not-selected", 0],
      ["withdrawn", 0],
    ]);
    expect(columns[0]!.cards.map((card) => card.version)).toEqual([1, 1]);
    expect(board.json().counts).toContainEqual(
      expect.objectContaining({
        postingId: other,
        stages: expect.objectContaining({ interview: 1 }),
      }),
    );
    expect(board.json()).toMatchObject({ dueSoon: 1, overdue: 0 });
    expect(await lastAudit()).toMatchObject({
      action: "application board viewed",
      personId: hiringId,
    });
    expect(JSON.parse((await lastAudit()).detail)).toMatchObject({
      count: 2,
      posting: sampleApplication.postingId,
    });

    // A colleague adds a note to Bea after the board was read: her card's version is stale.
    await staff.applications.addNote(b, "Called her.", hiringId);
    const bulk = await staff.call("POST", "/applications/stage", {
      session: hiring,
      body: {
        stage: "not-selected",
        tell: false,
        applications: [
          { id: a, version: 1 },
          { id: b, version: 1 },
        ],
      },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({
      moved: [{ id: a, name: "Ada", version: 2, replyAfter: null }],
      unchanged: [],
      refused: [{ id: b, name: "Bea", version: 2, stage: "new" }],
      missing: [],
    });
    expect(await staff.applications.replies.of(a)).toEqual([]);
    expect((await staff.applications.get(a, today()))!.stage).toBe("not-selected");
    expect((await staff.applications.get(b, today()))!.stage).toBe("new");
    const rows = (await staff.store.auditRows({ limit: 3 })).reverse();
    expect(rows.map((row) => [row.action, JSON.parse(row.detail)])).toEqual([
      ["applications moved", { to: "not-selected", moved: 1, refused: 1, replies: 0 }],
      [
        "application stage changed",
        { application: a, to: "not-selected", bulk: true, version: 1, newVersion: 2 },
      ],
      [
        "application change refused",
        { application: b, to: "not-selected", bulk: true, version: 1, change: "stage" },
      ],
    ]);
    // Only Not selected, from one to a hundred, each with its version.
    for (const body of [
      { stage: "hired", tell: true, applications: [{ id: a, version: 2 }] },
      { stage: "not-selected", tell: true, applications: [{ id: a }] },
      { stage: "not-selected", tell: true, applications: [{ id: "x", version: 1 }] },
      { stage: "not-selected", applications: [{ id: a, version: 2 }] },
      {
        stage: "not-selected",
        tell: true,
        applications: Array.from({ length: 101 }, () => ({ id: a, version: 2 })),
      },
    ])
      expect(
        (await staff.call("POST", "/applications/stage", { session: hiring, body })).statusCode,
      ).toBe(400);
    const none = await staff.call("POST", "/applications/stage", {
      session: hiring,
      body: { stage: "not-selected", tell: true, applications: [] },
    });
    expect(none.statusCode).toBe(422);

    // Due this week: Cy's date is five days away; by the 45-day date, Cy first.
    const due = await staff.call("GET", "/applications?due=week", { session: hiring });
    expect(due.json()).toMatchObject({ total: 1, dueSoon: 1, applications: [{ id: c }] });
    const sorted = await staff.call("GET", "/applications?sort=tell-by", { session: hiring });
    expect(sorted.json().applications[0].id).toBe(c);
    expect(
      (await staff.call("GET", "/applications?due=month", { session: hiring })).statusCode,
    ).toBe(400);
  });
});

describe("bulk Not selected with the saved reply (issue 38)", () => {
  test("each applicant moved is sent the saved Not selected reply a day later, in their language, with the move or not at all; one without an e-mail is moved and not written to; one already Not selected is left and not written to again; one changed since is refused; each reply audited", async () => {
    const ada = (await save({ name: "Ada", email: "ada@example.com" })).id;
    const eve = (await save({ name: "Ève", email: "eve@example.com", language: "fr" })).id;
    const gus = (await save({ name: "Gus", email: "" })).id;
    const ian = (await save({ name: "Ian" })).id;
    await staff.applications.setStage(ian, "not-selected", { version: 1, by: hiringId });
    const joe = (await save({ name: "Joe" })).id;
    await staff.applications.addNote(joe, "Called him.", hiringId);
    const gone = "00000000-0000-4000-8000-00000000ffff";
    const before = (await staff.store.auditRows({ limit: 1 }))[0]!.seq;
    const sentAt = Date.now();
    const bulk = await staff.call("POST", "/applications/stage", {
      session: hiring,
      body: {
        stage: "not-selected",
        tell: true,
        applications: [ada, eve, gus, ian, joe, gone].map((id) => ({
          id,
          version: id === ian ? 2 : 1,
        })),
      },
    });
    expect(bulk.statusCode).toBe(200);
    const answer = bulk.json() as {
      moved: { id: string; name: string; version: number; replyAfter: string | null }[];
    };
    expect(answer).toEqual({
      moved: [
        { id: ada, name: "Ada", version: 3, replyAfter: expect.any(String) },
        { id: eve, name: "Ève", version: 3, replyAfter: expect.any(String) },
        { id: gus, name: "Gus", version: 2, replyAfter: null },
      ],
      unchanged: [{ id: ian, name: "Ian", version: 2 }],
      refused: [{ id: joe, name: "Joe", version: 2, stage: "new" }],
      missing: [gone],
    });
    // A day later: it can still be cancelled from the application until then.
    const delay = Date.parse(answer.moved[0]!.replyAfter!) - sentAt;
    expect(delay).toBeGreaterThanOrEqual(86_400_000);
    expect(delay).toBeLessThan(86_400_000 + 60_000);
    const [toAda] = await staff.applications.replies.of(ada);
    expect(toAda).toMatchObject({
      to: "ada@example.com",
      language: "en",
      savedReply: "not-selected",
      personId: hiringId,
      subject: "Your application: Personal Support Worker",
      sentAt: null,
      cancelledAt: null,
    });
    expect(toAda!.body).toMatch(/^Hello,\n\nThank you for applying/);
    const [toEve] = await staff.applications.replies.of(eve);
    expect(toEve).toMatchObject({ to: "eve@example.com", language: "fr" });
    expect(toEve!.body).toMatch(/^Bonjour,\n\nMerci d'avoir postulé/);
    for (const id of [gus, ian, joe]) expect(await staff.applications.replies.of(id)).toEqual([]);
    // The reply is on the application's page, as one written there would be.
    const replies = await staff.call("GET", `/applications/${ada}/replies`, { session: hiring });
    expect(replies.json().replies).toEqual([
      expect.objectContaining({ savedReply: "not-selected", author: "Hana", sentAt: null }),
    ]);
    expect(await staff.applications.replies.due(10)).toEqual([]);
    expect(
      await staff.applications.replies.due(10, new Date(sentAt + 86_400_000 + 60_000)),
    ).toHaveLength(2);
    const rows = (await auditSince(before)).map((row) => [row.action, JSON.parse(row.detail)]);
    expect(rows[0]).toEqual([
      "applications moved",
      { to: "not-selected", moved: 3, refused: 1, replies: 2 },
    ]);
    expect(rows.filter(([action]) => action === "reply sent")).toEqual([
      [
        "reply sent",
        {
          application: ada,
          reply: toAda!.id,
          language: "en",
          delayDays: 1,
          savedReply: "not-selected",
          bulk: true,
          version: 2,
        },
      ],
      ["reply sent", expect.objectContaining({ application: eve, language: "fr" })],
    ]);
    // Nothing written for the one already Not selected.
    expect(rows.some(([, detail]) => detail.application === ian)).toBe(false);
  });

  test("a reply that cannot be queued takes its move back with it: the transaction writes both or neither", async () => {
    const ada = (await save({ name: "Ada" })).id;
    await expect(
      staff.applications.setStages(
        [{ id: ada, version: 1 }],
        "not-selected",
        hiringId,
        new Date(),
        () => {
          throw new Error("refused");
        },
      ),
    ).rejects.toThrow("refused");
    expect(await staff.applications.get(ada, today())).toMatchObject({ stage: "new", version: 1 });
  });
});

describe("interviews that happen (issue 38)", () => {
  test("planned with a time, a place or link and an interviewer; changed and cancelled from the version seen, the 45-day date following the latest that stands; each audited; the applicant's e-mail queued when asked", async () => {
    const { id } = await save();
    const ana = (await staff.store.people()).find((person) => person.name === "Ana")!;
    const call = (method: "POST" | "PATCH", url: string, body: unknown, version: number) =>
      staff.call(method, `/applications/${id}${url}`, {
        session: hiring,
        body,
        headers: staff.ifMatch(version),
      });
    // Refused with words: nowhere to meet, an interviewer not of the hiring team, no such time.
    for (const [body, error] of [
      [interview(today(), { place: " ", link: "" }), /Say where the interview happens/],
      [interview(today(), { interviewerId: ana.id }), /Choose the interviewer/],
      [interview(today(), { time: "25:00" }), /time as a clock shows it/],
    ] as const) {
      const answer = await call("POST", "/interviews", body, 1);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error).toMatch(error);
    }
    const wrongDay = addDays(today(), 3);
    const planned = await call("POST", "/interviews", interview(wrongDay, { tell: true }), 1);
    expect(planned.statusCode).toBe(200);
    const [plan] = planned.json().application.interviewPlans;
    expect(plan).toMatchObject({
      day: wrongDay,
      time: "14:00",
      place: "100 Example Street, Toronto",
      interviewer: "Hana",
    });
    expect(planned.json().interviewers).toEqual([
      expect.objectContaining({ name: "Hana" }),
      expect.objectContaining({ name: "Root" }),
    ]);
    expect(planned.json().application.tellBy).toBe(addDays(wrongDay, 45));

    // The wrong day corrected, from the page's version: the 45-day date follows.
    const rightDay = addDays(today(), 1);
    const stale = await call("PATCH", `/interviews/${plan.id}`, interview(rightDay), 1);
    expect(stale.statusCode).toBe(409);
    expect((await staff.applications.get(id, today()))!.tellBy).toBe(addDays(wrongDay, 45));
    const corrected = await call(
      "PATCH",
      `/interviews/${plan.id}`,
      interview(rightDay, { time: "09:30", tell: true }),
      2,
    );
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().application).toMatchObject({
      interviews: [rightDay],
      tellBy: addDays(rightDay, 45),
      version: 3,
    });
    expect(JSON.parse((await lastAudit()).detail)).toMatchObject({
      application: id,
      interview: plan.id,
      fromDay: wrongDay,
      fromTime: "14:00",
      day: rightDay,
      time: "09:30",
      tell: true,
      tellBy: addDays(rightDay, 45),
      version: 2,
      newVersion: 3,
    });
    // A second interview, then cancelled: the date comes back to the first one's.
    const second = await call("POST", "/interviews", interview(addDays(today(), 10)), 3);
    const secondId = second.json().application.interviewPlans[1].id;
    expect(second.json().application.tellBy).toBe(addDays(today(), 55));
    const cancelled = await call("POST", `/interviews/${secondId}/cancel`, { tell: true }, 4);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().application.tellBy).toBe(addDays(rightDay, 45));
    expect(await lastAudit()).toMatchObject({ action: "interview cancelled" });
    // Cancelled once: not again, and not changed.
    const again = await call("POST", `/interviews/${secondId}/cancel`, { tell: false }, 5);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe("This application has no such interview, or it was cancelled.");
    // The applicant's e-mails, as asked: the invitation, the change, the cancellation.
    expect(
      (await staff.applications.dueInterviewMail(10, new Date(Date.now() + 1000))).map(
        (job) => job.kind,
      ),
    ).toEqual(["invitation", "change", "cancellation"]);
    // Each change is in the trail, in order.
    expect(
      (await staff.store.auditRows({ limit: 50 }))

        .filter((row) => row.action.startsWith("interview"))
        .map((row) => row.action)
        .reverse(),
    ).toEqual([
      "interview recorded",
      "interview changed",
      "interview recorded",
      "interview cancelled",
    ]);
  });
});

describe("search and the person's history (issue 38, item 2)", () => {
  test("applications are found by name, e-mail and phone however written; an application lists the same person's others, audited; nobody outside hiring sees them", async () => {
    const first = (await save({ name: "Amélie Roy", email: "Amelie.Roy@example.com", phone: "" }))
      .id;
    const again = (await save({ name: "Amelie Roy", email: "amelie.roy@example.com" })).id;
    const byPhone = (
      await save({ name: "A. Roy", email: "other@example.com", phone: "+1 (416) 555-0142" })
    ).id;
    const stranger = (
      await save({ name: "Paul Martin", email: "paul@example.com", phone: "905-555-0100" })
    ).id;
    const found = async (q: string) =>
      (
        await staff.call("GET", `/applications?${new URLSearchParams({ q })}`, {
          session: hiring,
        })
      )
        .json()
        .applications.map((row: { id: string }) => row.id)
        .sort();
    expect(await found("amelie roy")).toEqual([first, again].sort());
    expect(await found("PAUL@EXAMPLE")).toEqual([stranger]);
    expect(await found("(416) 555-0142")).toEqual([again, byPhone].sort());
    expect(await found("1-905-555-0100")).toEqual([stranger]);
    // Typed "%" or "_" are letters to find, not wildcards.
    expect(await found("roy%")).toEqual([]);
    const listed = (await staff.store.auditRows({ action: "applications listed", limit: 1 }))[0]!;
    expect(JSON.parse(listed.detail)).toMatchObject({ search: true });
    expect(listed.detail).not.toContain("roy");

    const related = async (id: string) =>
      (await staff.call("GET", `/applications/${id}`, { session: hiring }))
        .json()
        .related.map((row: { id: string }) => row.id);
    // By e-mail (letter case aside) and by phone (as digits); newest first; never itself.
    expect(await related(again)).toEqual([byPhone, first]);
    expect(await related(first)).toEqual([again]);
    expect(await related(stranger)).toEqual([]);
    const audited = (
      await staff.store.auditRows({ action: "related applications listed", limit: 1 })
    )[0]!;
    expect(audited.personId).toBe(hiringId);
    expect(JSON.parse(audited.detail)).toEqual({ of: first, count: 1, ids: again });
    // Intake and care are told it does not exist: no list, no history.
    for (const session of [intake, care]) {
      const refused = await staff.call("GET", `/applications/${again}`, { session });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(first);
    }
  });
});
