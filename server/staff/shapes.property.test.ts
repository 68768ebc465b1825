/**
 * Every staff route Fastify registered, sent queries and bodies of every wrong shape: repeated
 * keys, arrays, objects, nulls, numbers, long strings. Whatever the shape, the answer is never a
 * 5xx: the route's schema refuses it with a 400 that names the field, or the route takes it.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { validInquiry } from "../contact/test-support.ts";
import { validPosting } from "../careers/test-support.ts";
import { saveApplication } from "./application-test-support.ts";
import { staffApp } from "./test-support.ts";

let staff: Awaited<ReturnType<typeof staffApp>>;
let admin: string;
let adminId: string;
let inquiry: string;
let person: string;
let posting: string;
let application: string;

beforeAll(async () => {
  staff = await staffApp();
  const root = await staff.signUp({
    email: "root@example.org",
    name: "Root",
    teams: [],
    admin: true,
  });
  admin = root.session;
  adminId = root.person.id;
  const ana = await staff.signUp({ email: "ana@example.org", name: "Ana", teams: ["intake"] });
  person = ana.person.id;
  inquiry = (await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" })).id;
  posting = (await staff.postings.create(validPosting)).id;
  application = (await saveApplication(staff.applications, staff.files)).id;
});
afterAll(async () => staff.close());

/** A JSON value of any shape, as an attacker would send it. */
const anyValue = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 5000, maxLength: 6000 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** The names routes read, and some they do not. */
const keys = fc.constantFrom(
  "q",
  "status",
  "team",
  "mine",
  "from",
  "to",
  "page",
  "since",
  "person",
  "action",
  "until",
  "before",
  "inquiry",
  "view",
  "text",
  "held",
  "version",
  "assigneeId",
  "outcome",
  "note",
  "nextAttempt",
  "teams",
  "admin",
  "email",
  "name",
  "token",
  "response",
  "id",
  "pay",
  "regions",
  "closesOn",
  "aiScreening",
  "posting",
  "region",
  "stage",
  "language",
  "overdue",
  "day",
  "__proto__",
  "constructor",
);

/** A query string: each key once or repeated, with values that may be empty or odd. */
const anyQuery = fc
  .array(fc.tuple(keys, fc.oneof(fc.string({ maxLength: 8 }), fc.constant(""))), { maxLength: 6 })
  .map((pairs) => new URLSearchParams(pairs).toString());

const anyBody = fc.oneof(
  anyValue,
  fc.dictionary(keys, anyValue, { maxKeys: 6 }),
  fc.array(anyValue, { maxLength: 3 }),
);

// Forty runs for each staff route: several seconds on a busy machine, more than the default 5.
test("no staff route answers a 5xx, whatever the shape of its query or body", async () => {
  const routes = staff.routes.filter(
    (route) => String(route.url).startsWith("/api/staff") && route.method !== "HEAD",
  );
  expect(routes.length).toBeGreaterThanOrEqual(17);
  // Which routes got past the gate at least once: a run that only met "sign in first" proves
  // nothing about the route's own checks.
  const reached = new Set<string>();
  for (const route of routes) {
    const method = String(route.method) as "GET" | "POST" | "PATCH" | "DELETE";
    const ids = { people: person, postings: posting, applications: application };
    const path = String(route.url)
      .replace("/api/staff", "")
      .replace(
        ":id",
        Object.entries(ids).find(([part]) => route.url.includes(part))?.[1] ?? inquiry,
      );
    await fc.assert(
      fc.asyncProperty(anyQuery, anyBody, async (query, body) => {
        // A session of its own for each call: a route such as sign-out ends the one it is given.
        const session = await staff.store.startSession(adminId);
        const answer = await staff.call(method, `${path}?${query}`, { body, session });
        if (answer.statusCode !== 401) reached.add(`${method} ${route.url}`);
        expect(
          answer.statusCode,
          `${method} ${path}?${query} ${JSON.stringify(body)}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  }
  const unreached = routes
    .map((route) => `${String(route.method)} ${route.url}`)
    .filter((route) => !reached.has(route) && !route.endsWith("/sign-in/verify"));
  expect(unreached).toEqual([]);
}, 60_000);

test.each([
  ["GET", "/inquiries?q=a&q=b", undefined, /q/],
  ["GET", "/inquiries/export.json?q=a&q=b", undefined, /q/],
  ["GET", "/audit?person=a&person=b", undefined, /person/],
  ["GET", "/audit?action=a&action=b", undefined, /action/],
  ["GET", "/audit.csv?action=a&action=b", undefined, /action/],
  ["POST", "/people", { email: "x@example.org", name: "X", teams: "care" }, /teams/],
  ["POST", "/people", { email: "x@example.org", name: "X", teams: null }, /teams/],
  ["PATCH", "/people/:person", { teams: "care" }, /teams/],
  ["POST", "/inquiries/:inquiry/notes", { text: ["a"] }, /text/],
  ["POST", "/inquiries/:inquiry/notes", { text: { a: 1 } }, /text/],
  ["POST", "/postings", { ...validPosting, title: "Nurse" }, /title/],
  [
    "POST",
    "/postings",
    { ...validPosting, pay: { unit: "hour", min: "22", max: null } },
    /pay\.min/,
  ],
  ["PATCH", "/postings/:posting", { ...validPosting, regions: "peel" }, /regions/],
  ["PATCH", "/postings/:posting", { ...validPosting, closesOn: ["2026-01-01"] }, /closesOn/],
  ["GET", "/applications?stage=new&stage=hired", undefined, /stage/],
  ["GET", "/applications/export.csv?posting=a&posting=b", undefined, /posting/],
  ["POST", "/applications/:application/notes", { text: ["a"] }, /text/],
  ["POST", "/applications/:application/stage", { stage: { a: 1 } }, /stage/],
  ["POST", "/applications/:application/interviews", { day: 20261124 }, /day/],
] as const)(
  "%s %s with a wrong shape is a 400 naming the field",
  async (method, url, body, field) => {
    // The application as the generated calls above left it.
    const before = await staff.applications.get(application, "2026-01-01");
    const answer = await staff.call(
      method,
      url
        .replace(":person", person)
        .replace(":inquiry", inquiry)
        .replace(":posting", posting)
        .replace(":application", application),
      { body, session: admin },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatch(field);
    // Nothing was stored: no note, no posting and no change to one from a wrong shape.
    expect(await staff.submissions.inbox.notes(inquiry)).toEqual([]);
    expect((await staff.postings.all()).map((each) => each.draft)).toEqual([validPosting]);
    expect(await staff.applications.get(application, "2026-01-01")).toEqual(before);
  },
);
