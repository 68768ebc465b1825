/**
 * The job postings' staff routes as the hiring team uses them, and as others try them: intake
 * cannot read or change them, a posting asking for Canadian experience or with a pay range too
 * wide is refused, publishing needs both languages, every change is audited, and the export
 * holds every published version.
 */
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { validPosting } from "../careers/test-support.ts";
import { staffApp } from "./test-support.ts";

let staff: Awaited<ReturnType<typeof staffApp>>;
let hiring: string;
let intake: string;
beforeEach(async () => {
  staff = await staffApp();
  hiring = (await staff.signUp({ email: "hana@example.org", name: "Hana", teams: ["hiring"] }))
    .session;
  intake = (await staff.signUp({ email: "ana@example.org", name: "Ana", teams: ["intake"] }))
    .session;
});
afterEach(() => staff.close());

const actions = async () => (await staff.store.auditRows({ limit: 50 })).map((row) => row.action);
const lastAction = async () => (await staff.store.auditRows({ limit: 1 }))[0]!.action;

test("a hiring member creates a draft, edits it, publishes, closes and reopens it, each from the version shown and audited", async () => {
  const draft = { ...validPosting, title: { en: "Personal Support Worker", fr: "" } };
  const created = await staff.call("POST", "/postings", { body: draft, session: hiring });
  expect(created.statusCode).toBe(201);
  const { id, slug, status, version } = created.json().posting;
  expect({ slug, status, version }).toEqual({
    slug: "personal-support-worker",
    status: "draft",
    version: 1,
  });
  /** A change made from `version`; the posting's version after it, from its entity tag. */
  const change = (method: "PATCH" | "POST", url: string, version: number, body?: unknown) =>
    staff.call(method, url, { session: hiring, body, headers: staff.ifMatch(version) });

  // Without the French title it cannot be published, and nothing goes up.
  const early = await change("POST", `/postings/${id}/publish`, 1);
  expect(early.statusCode).toBe(400);
  expect(early.json().problems).toEqual([expect.stringMatching(/^title\.fr: /)]);
  expect(early.json().issues).toEqual([{ field: "title.fr", reason: "missing" }]);
  expect(await staff.postings.open()).toEqual([]);
  // The refusal is audited too: every access is.
  expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({
    action: "posting publish refused",
  });

  const edited = await change("PATCH", `/postings/${id}`, 1, validPosting);
  expect(edited.statusCode).toBe(200);
  expect(edited.headers.etag).toBe('"2"');
  const published = await change("POST", `/postings/${id}/publish`, 2);
  expect(published.statusCode).toBe(200);
  expect(published.json().posting).toMatchObject({ status: "open", changed: false, version: 3 });
  expect((await staff.postings.open()).map((posting) => posting.slug)).toEqual([slug]);

  // Reopening an open one, closing a closed one, from the version now: refused.
  expect((await change("POST", `/postings/${id}/reopen`, 3)).statusCode).toBe(409);
  expect((await change("POST", `/postings/${id}/close`, 3)).statusCode).toBe(200);
  expect((await change("POST", `/postings/${id}/close`, 4)).statusCode).toBe(409);
  expect((await change("POST", `/postings/${id}/reopen`, 4)).statusCode).toBe(200);
  expect(await actions()).toEqual(
    expect.arrayContaining([
      "posting created",
      "posting edited",
      "posting published",
      "posting closed",
      "posting reopened",
    ]),
  );
  const row = (await staff.store.auditRows({ limit: 1 }))[0]!;
  expect(JSON.parse(row.detail)).toMatchObject({
    posting: id,
    slug,
    title: validPosting.title.en,
    version: 4,
    newVersion: 5,
  });

  const list = await staff.call("GET", "/postings", { session: hiring });
  expect(list.json().postings).toHaveLength(1);
  expect(list.json().postings[0].version).toBe(5);
});

test("two people editing at once: the second save, from an older version, is refused and audited with what changed, by whom, and undoes nothing", async () => {
  const { id, version } = await staff.postings.create(validPosting);
  const carl = await staff.signUp({
    email: "carl@example.org",
    name: "Carl Nguyen",
    teams: ["hiring"],
  });
  const first = await staff.call("PATCH", `/postings/${id}`, {
    body: { ...validPosting, hours: { en: "Evenings", fr: "Les soirs" } },
    session: carl.session,
    headers: staff.ifMatch(version),
  });
  expect(first.statusCode).toBe(200);
  // Hana opened the same posting before that save and saves now.
  const second = await staff.call("PATCH", `/postings/${id}`, {
    body: { ...validPosting, hours: { en: "Weekends", fr: "Les fins de semaine" } },
    session: hiring,
    headers: staff.ifMatch(version),
  });
  expect(second.statusCode).toBe(409);
  expect(second.json().error).toMatch(/Someone else changed this posting/);
  // The posting as it is now, as the list holds it, and what changed, in words.
  expect(second.json().posting).toEqual(
    (await staff.call("GET", "/postings", { session: hiring })).json().postings[0],
  );
  expect(second.json().changes).toEqual([
    {
      field: "hours.en",
      label: "Hours or shifts (English)",
      from: validPosting.hours.en,
      to: "Evenings",
      by: "Carl Nguyen",
      at: expect.any(String),
    },
    expect.objectContaining({ label: "Hours or shifts (French)", to: "Les soirs" }),
  ]);
  expect((await staff.postings.byId(id))!.draft.hours.en).toBe("Evenings");
  expect(await actions()).toContain("posting edit refused");
  const refused = (await staff.store.auditRows({ action: "posting edit refused", limit: 1 }))[0]!;
  expect(JSON.parse(refused.detail)).toMatchObject({ posting: id, version });
  // Without If-Match: 428; the old `since` is no longer a way round it.
  for (const url of [`/postings/${id}`, `/postings/${id}?since=${new Date().toISOString()}`]) {
    const answer = await staff.call("PATCH", url, { body: validPosting, session: hiring });
    expect(answer.statusCode, url).toBe(url.includes("since") ? 400 : 428);
  }
  expect((await staff.postings.byId(id))!.version).toBe(2);
});

test("publish, close and reopen need If-Match (428) and refuse a stale version (409) with the posting now and what changed", async () => {
  for (const [step, status] of [
    ["publish", "draft"],
    ["close", "open"],
    ["reopen", "closed"],
  ] as const) {
    const { id, version } = await staff.seed.posting(validPosting, status);
    const url = `/postings/${id}/${step}`;
    expect((await staff.call("POST", url, { session: hiring })).statusCode, step).toBe(428);
    await staff.postings.edit(
      id,
      { ...validPosting, summary: { en: "Changed", fr: "Changé" } },
      {
        by: null,
      },
    );
    const current = await staff.call("POST", url, {
      session: hiring,
      headers: staff.ifMatch(await version()),
    });
    expect(current.statusCode, step).toBe(200);
    const again = await staff.call("POST", url, {
      session: hiring,
      headers: staff.ifMatch((await version()) - 1),
    });
    expect(again.statusCode, step).toBe(409);
    expect(again.json().posting.version, step).toBe(await version());
    expect(
      again.json().changes.map((change: { label: string }) => change.label),
      step,
    ).toContain("Status");
    expect(await lastAction(), step).toBe("posting change refused");
    expect(JSON.parse((await staff.store.auditRows({ limit: 1 }))[0]!.detail), step).toMatchObject({
      posting: id,
      step,
      version: (await version()) - 1,
    });
  }
});

test("a second click on Publish, which became Close in the same place, does not close the posting: it carries the version from before the first", async () => {
  const { id, version } = await staff.postings.create(validPosting);
  const click = (step: string) =>
    staff.call("POST", `/postings/${id}/${step}`, {
      session: hiring,
      headers: staff.ifMatch(version),
    });
  expect((await click("publish")).statusCode).toBe(200);
  // The same click again (a double click), and the Close the button turned into.
  const twice = await click("publish");
  expect(twice.statusCode).toBe(409);
  expect(twice.json().changes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ label: "Status", from: "Draft", to: "Open", by: "Hana" }),
    ]),
  );
  expect((await click("close")).statusCode).toBe(409);
  expect(await staff.postings.byId(id)).toMatchObject({ status: "open", version: version + 1 });
  expect(await staff.postings.versions()).toHaveLength(1);
});

test("intake and care cannot list, read, change or export postings: 404, audited as denied", async () => {
  const { id } = await staff.postings.create(validPosting);
  const tries = [
    ["GET", "/postings"],
    ["POST", "/postings"],
    ["PATCH", `/postings/${id}`],
    ["POST", `/postings/${id}/publish`],
    ["POST", `/postings/${id}/close`],
    ["POST", `/postings/${id}/reopen`],
    ["GET", "/postings/export.json"],
    ["GET", "/postings/export.csv"],
  ] as const;
  for (const [method, url] of tries) {
    const answer = await staff.call(method, url, { body: validPosting, session: intake });
    expect(answer.statusCode, `${method} ${url}`).toBe(404);
    expect(answer.body).not.toContain("Personal Support Worker");
    expect((await staff.store.auditRows({ limit: 1 }))[0]!.action).toBe("denied");
  }
  expect((await staff.postings.byId(id))!.status).toBe("draft");
});

test.each([
  [
    "Canadian experience in the requirements",
    { requirements: { en: "Canadian experience", fr: "x" } },
    /requirements\.en: asks for Canadian experience/,
    { field: "requirements.en", reason: "canadian-experience" },
  ],
  [
    "it in French, spelled round a filter",
    { requirements: { en: "x", fr: "Expérience\u00a0de travail au\u200bCanada" } },
    /requirements\.fr/,
    { field: "requirements.fr", reason: "canadian-experience" },
  ],
  [
    "a yearly range $60,000 wide",
    { pay: { unit: "year", min: 40_000, max: 100_000 } },
    /pay: the range is wider/,
    { field: "pay", reason: "too-wide" },
  ],
  [
    "an hourly range $30 wide (62,400 a year)",
    { pay: { unit: "hour", min: 20, max: 50 } },
    /pay: the range is wider/,
    { field: "pay", reason: "too-wide" },
  ],
  [
    "a top below the bottom",
    { pay: { unit: "hour", min: 30, max: 20 } },
    /pay: the top/,
    { field: "pay", reason: "top-below-bottom" },
  ],
  ["an unknown region", { regions: ["ottawa"] }, /regions/, { field: "regions.0" }],
  ["a field not in the form", { salaryNote: "x" }, /salaryNote|Unrecognized/i],
  [
    "a title of 5,000 characters",
    { title: { en: "x".repeat(5000), fr: "x" } },
    /title\.en/,
    { field: "title.en", reason: "too_big" },
  ],
  ["no questions for its form", { asks: undefined }, /asks/],
  [
    "a certificate no form asks",
    { asks: { certificate: "rn", driving: true } },
    /asks\.certificate/,
  ],
  [
    "a question no form has",
    { asks: { certificate: null, driving: false, salary: true } },
    /asks|Unrecognized/i,
  ],
])(
  "a posting with %s is refused with a 400 naming the field, and nothing is stored",
  async (_, change, message, issue?: { field: string; reason?: string }) => {
    const answer = await staff.call("POST", "/postings", {
      body: { ...validPosting, ...change },
      session: hiring,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatch(message);
    // Each field with why, for the editor to say beside it in its own words.
    if (issue) expect(answer.json().issues).toContainEqual(expect.objectContaining(issue));
    expect(await staff.postings.all()).toEqual([]);
  },
);

test("an edit that adds Canadian experience to an open posting is refused; the live version is untouched", async () => {
  const { id } = await staff.postings.create(validPosting);
  await staff.postings.publish(id, { by: null });
  const answer = await staff.call("PATCH", `/postings/${id}`, {
    body: { ...validPosting, requirements: { en: "Canadian work experience", fr: "x" } },
    session: hiring,
    headers: staff.ifMatch(2),
  });
  expect(answer.statusCode).toBe(400);
  expect((await staff.postings.byId(id))!.draft.requirements.en).toBe(validPosting.requirements.en);
});

test("a posting not there, or an address that is not an id, is a 404 from the route", async () => {
  for (const id of ["no-such-id", "00000000-0000-4000-8000-000000000000", "..%2F..%2Fetc"]) {
    const answer = await staff.call("POST", `/postings/${id}/publish`, {
      session: hiring,
      headers: staff.ifMatch(1),
    });
    expect(answer.statusCode, id).toBe(404);
    expect(answer.json().error).toBe("There is no such posting.");
  }
});

test("the export holds every published version with its dates, as JSON and as CSV safe from formulas", async () => {
  const { id } = await staff.postings.create({
    ...validPosting,
    title: { en: '=HYPERLINK("http://evil.example")', fr: "Poste" },
    // Taken out below: what the first version reads as is its group's, not this.
    asks: { certificate: null, driving: false },
  });
  await staff.postings.publish(id, { by: null });
  // The first version as stored before postings chose their questions: no `asks` in it.
  const file = new DatabaseSync(path.join(staff.dataDir, "postings.sqlite"));
  file.exec("UPDATE posting_versions SET content = json_remove(content, '$.asks')");
  file.close();
  await staff.postings.edit(
    id,
    {
      ...validPosting,
      pay: { unit: "hour", min: 25, max: 29 },
      asks: { certificate: "cno", driving: false },
    },
    { by: null },
  );
  await staff.postings.publish(id, { by: null });
  const json = await staff.call("GET", "/postings/export.json", { session: hiring });
  expect(json.statusCode).toBe(200);
  expect(json.headers["content-disposition"]).toMatch(/^attachment; filename="postings-/);
  const versions = json.json();
  expect(versions).toHaveLength(2);
  expect(versions[0].cameDownAt).not.toBeNull();
  expect(versions[0].keepUntil).not.toBeNull();
  expect(versions[1].cameDownAt).toBeNull();
  const csv = await staff.call("GET", "/postings/export.csv", { session: hiring });
  expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
  const lines = csv.body.trim().split("\r\n");
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(lines[0]).toContain("Yearly pay top");
  // 29 an hour is 60,320 a year, by the one rule.
  expect(lines[2]).toContain(",60320,");
  // The application form kept with each version: what its form asked besides, from the
  // version's own content; the one stored without it asked what its group did then.
  expect(lines[0]).toMatch(/,Application form also asks$/);
  expect(lines[1]).toMatch(/,PSW certificate \(yes\/no\); driver's licence and car \(yes\/no\)$/);
  expect(lines[2]).toMatch(/,College of Nurses of Ontario registration number$/);
  expect(versions[1].content.asks).toEqual({ certificate: "cno", driving: false });
  expect(await actions()).toContain("postings exported");
});
