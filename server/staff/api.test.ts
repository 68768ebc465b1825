/**
 * The staff API through its one gate: every route Fastify registered against every kind of
 * caller, the audit of each access, and the attacks tried on it: forged cookies, cross-site posts,
 * replayed passkey answers, a phishing origin, reused and expired links, brute force, revoked
 * people, and sessions past their limits.
 */
import { afterEach, describe, expect, test } from "vitest";
import { checkChainOf } from "./audit-chain.ts";
import { requireStaffRule } from "./plugin.ts";
import { takesNothing } from "./route-kit.ts";
import type { Access } from "./policy.ts";
import { SoftAuthenticator, staffApp, testOrigin } from "./test-support.ts";
import { validInquiry } from "../contact/test-support.ts";
import { validPosting } from "../careers/test-support.ts";
import { dayOf } from "../contact/business-days.ts";

let staff: Awaited<ReturnType<typeof staffApp>>;
afterEach(async () => staff.close());

const lastAudit = async () => (await staff.store.auditRows({ limit: 1 }))[0]!;

/**
 * The people the tests sign up: a member of intake, one of care, one of hiring, and an
 * administrator.
 */
const people = {
  ana: { email: "ana@example.org", name: "Ana", teams: ["intake"] },
  ben: { email: "ben@example.org", name: "Ben", teams: ["care"] },
  hana: { email: "hana@example.org", name: "Hana", teams: ["hiring"] },
  root: { email: "root@example.org", name: "Root", teams: [], admin: true },
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("every registered route", () => {
  test("has a rule, and the plugin refuses a route without one", async () => {
    staff = await staffApp();
    const staffRoutes = staff.routes.filter((route) => route.url.startsWith("/api/staff"));
    expect(staffRoutes.length).toBeGreaterThanOrEqual(17);
    for (const route of staffRoutes) expect(route.config?.staff, route.url).toBeDefined();
    expect(() => requireStaffRule({ method: "GET", url: "/api/staff/sneaky" } as never)).toThrow(
      /GET \/api\/staff\/sneaky has no staff rule/,
    );
    // An inquiry's words are never for anyone not signed in.
    const open = { access: "anyone", audit: { none: "" }, inquiry: true };
    expect(() =>
      requireStaffRule({
        method: "GET",
        url: "/api/staff/x/:id",
        config: { staff: open, staffShape: takesNothing },
      } as never),
    ).toThrow(/about an inquiry, open to anyone/);
    // Nor without the shape of what it takes.
    for (const route of staffRoutes) expect(route.config?.staffShape, route.url).toBeDefined();
    expect(() =>
      requireStaffRule({
        method: "GET",
        url: "/api/staff/shapeless",
        config: { staff: { access: "signed-in", audit: { none: "" } } },
      } as never),
    ).toThrow(/GET \/api\/staff\/shapeless has no shape/);
  });

  test("is audited, except these, which show no one's inquiry, application or reply (each says why)", async () => {
    staff = await staffApp();
    const unaudited = staff.routes
      .filter((route) => route.url.startsWith("/api/staff") && route.method !== "HEAD")
      .filter((route) => "none" in route.config!.staff!.audit)
      .map((route) => `${String(route.method)} ${route.url}`)
      .sort();
    // Written out here, apart from the code under test: a record's replies are not among them.
    expect(unaudited).toEqual([
      "GET /api/staff/applications/counts",
      "GET /api/staff/applications/presence",
      "GET /api/staff/inquiries/changes",
      "GET /api/staff/inquiries/counts",
      "GET /api/staff/inquiries/presence",
      "GET /api/staff/me",
      "GET /api/staff/organisation/start",
      "GET /api/staff/passkeys",
      "GET /api/staff/saved-replies",
      "GET /api/staff/settings/sign-in",
      "GET /api/staff/sign-in/methods",
      "POST /api/staff/applications/:id/presence",
      "POST /api/staff/inquiries/:id/presence",
      "POST /api/staff/passkeys/options",
      "POST /api/staff/presence/leave",
      "POST /api/staff/sign-in/options",
    ]);
  });

  test("answers anonymous, revoked, member of another team, member of the team and administrator as the policy says, and audits", async () => {
    staff = await staffApp();
    const callers = {
      otherTeam: await staff.signUp(people.ben),
      team: await staff.signUp(people.ana),
      hiring: await staff.signUp(people.hana),
      admin: await staff.signUp(people.root),
    };
    // Someone of the inquiry's own team whose access has ended, still holding her old cookie.
    const { revoke } = await import("./people.ts");
    const leaver = await staff.signUp({ email: "lea@example.org", name: "Lea", teams: ["intake"] });
    await revoke(staff.store, leaver.person.id, { by: callers.admin.person.id, client: "test" });
    // An inquiry for ana's team (intake): routes about one inquiry are asked about it.
    const inquiry = (
      await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" })
    ).id;
    // Written out here, apart from the code under test: what each caller must get.
    const expected: Record<
      Access | `${Exclude<Access, "anyone" | "hiring">} about an inquiry`,
      Record<"anonymous" | "revoked" | keyof typeof callers, number | "allowed">
    > = {
      anyone: {
        anonymous: "allowed",
        revoked: "allowed",
        otherTeam: "allowed",
        team: "allowed",
        hiring: "allowed",
        admin: "allowed",
      },
      "signed-in": {
        anonymous: 401,
        revoked: 401,
        otherTeam: "allowed",
        team: "allowed",
        hiring: "allowed",
        admin: "allowed",
      },
      admin: {
        anonymous: 401,
        revoked: 401,
        otherTeam: 404,
        team: 404,
        hiring: 404,
        admin: "allowed",
      },
      // The job postings: the hiring team and administrators; intake and care never.
      hiring: {
        anonymous: 401,
        revoked: 401,
        otherTeam: 404,
        team: 404,
        hiring: "allowed",
        admin: "allowed",
      },
      "signed-in about an inquiry": {
        anonymous: 401,
        revoked: 401,
        otherTeam: 404,
        team: "allowed",
        hiring: 404,
        admin: "allowed",
      },
      "admin about an inquiry": {
        anonymous: 401,
        revoked: 401,
        otherTeam: 404,
        team: 404,
        hiring: 404,
        admin: "allowed",
      },
    };
    const routes = staff.routes.filter(
      (route) => route.url.startsWith("/api/staff") && route.method !== "HEAD",
    );
    let checked = 0;
    for (const route of routes) {
      const rule = route.config!.staff!;
      const url = route.url
        .replace("/api/staff", "")
        .replace(":id", rule.inquiry ? inquiry : "no-such-id");
      const kind =
        rule.inquiry && rule.access !== "anyone" && rule.access !== "hiring"
          ? (`${rule.access} about an inquiry` as const)
          : rule.access;
      for (const caller of [
        "anonymous",
        "revoked",
        "otherTeam",
        "team",
        "hiring",
        "admin",
      ] as const) {
        // A fresh session each time: one route (sign-out) ends it.
        const session =
          caller === "anonymous"
            ? undefined
            : caller === "revoked"
              ? leaver.session
              : staff.sessionFrom(await staff.signIn(callers[caller].device));
        const before = (await staff.store.auditHead()).seq;
        const response = await staff.call(route.method as "GET", url, { session });
        const want = expected[kind][caller];
        const where = `${String(route.method)} ${route.url} as ${caller}`;
        if (want === 401) {
          expect(response.statusCode, where).toBe(401);
          expect(response.json().error, where).toBe("Please sign in.");
        } else if (want === 404) {
          expect(response.statusCode, where).toBe(404);
          expect(await lastAudit(), where).toMatchObject({
            action: "denied",
            personId: callers[caller as keyof typeof callers].person.id,
            inquiryId: rule.inquiry ? inquiry : null,
          });
        } else {
          // The handler answered: the gate's refusals say these words, and only they do.
          const isJson = String(response.headers["content-type"]).startsWith("application/json");
          if (isJson) expect(response.json().error, where).not.toBe("Please sign in.");
          else expect(response.statusCode, where).toBe(200);
          if ("action" in rule.audit) {
            const { action } = rule.audit;
            const rows = (await staff.store.auditRows({ limit: 5 })).filter(
              (row) => row.seq > before,
            );
            const row = rows.find((candidate) => candidate.action === action);
            expect(row, where).toBeDefined();
            if (rule.inquiry) expect(row!.inquiryId, where).toBe(inquiry);
          }
        }
        checked++;
      }
    }
    expect(checked).toBe(routes.length * 6);
    // The postings' and applications' routes are among them: none was left out of the table.
    expect(routes.filter((route) => route.config!.staff!.access === "hiring").length).toBe(26);
    expect((await checkChainOf(staff.store.auditChain())).ok).toBe(true);
    // Each call signs in anew and commits its audit rows to disk: seconds, not milliseconds.
  }, 120_000);
});

describe("every route that changes a record", () => {
  /**
   * A body each route takes, by its address; and a change that makes the record's version move
   * on, as a colleague's change would. Written out here, apart from the code under test.
   */
  const interview = (interviewerId: string) => ({
    day: dayOf(new Date()),
    time: "10:00",
    minutes: 30,
    place: "",
    link: "https://meet.example.org/x",
    interviewerId,
    tell: false,
  });
  const bodies: Record<string, unknown> = {
    "PATCH /api/staff/inquiries/:id": { status: "waiting" },
    "POST /api/staff/inquiries/:id/notes": { text: "Called." },
    "POST /api/staff/inquiries/:id/calls": { outcome: "voicemail" },
    "POST /api/staff/inquiries/:id/hold": { held: true },
    "POST /api/staff/inquiries/:id/replies": { subject: "", body: "Hello" },
    "POST /api/staff/inquiries/:id/replies/:reply/cancel": undefined,
    "POST /api/staff/applications/:id/replies": { subject: "", body: "Hello" },
    "POST /api/staff/applications/:id/replies/:reply/cancel": undefined,
    "POST /api/staff/applications/:id/stage": { stage: "screening" },
    "POST /api/staff/applications/:id/notes": { text: "Called." },
    "POST /api/staff/applications/:id/interviews": interview,
    "PATCH /api/staff/applications/:id/interviews/:interview": interview,
    "POST /api/staff/applications/:id/interviews/:interview/cancel": { tell: false },
    "DELETE /api/staff/applications/:id": undefined,
    "PATCH /api/staff/postings/:id": validPosting,
    "POST /api/staff/postings/:id/publish": undefined,
    "POST /api/staff/postings/:id/close": undefined,
    "POST /api/staff/postings/:id/reopen": undefined,
  };

  const heldReply = {
    to: "marie@example.com",
    replyTo: "careers@example.org",
    subject: "Hello",
    body: "Hello",
    language: "en",
    savedReply: null,
    delayDays: 1,
  } as const;

  /**
   * A fresh record of the kind a route changes, in the state the route changes (a posting open
   * to close, closed to reopen), then changed once by someone else: its id, its version now,
   * what it holds now, and the key its answers hold it under.
   */
  async function seedFor(of: "inquiry" | "application" | "posting", url: string) {
    if (of === "application") {
      const { id, version } = await staff.seed.application();
      // A route about one interview: the application has one, planned before the colleague's note.
      const planned = url.includes("/:interview")
        ? ((await staff.applications.addInterview(id, dayOf(new Date()), "colleague")) as {
            interview: string;
          })
        : undefined;
      // A colleague's note: it moves the version on and sets no stage, so an interview from
      // before it is merged.
      await staff.applications.addNote(id, "Called.", "colleague");
      const now = async () =>
        JSON.stringify((await staff.applications.get(id, dayOf(new Date()))) ?? null);
      return { id, version, now, key: "application", interview: planned?.interview };
    }
    if (of === "posting") {
      const status = url.endsWith("/close") ? "open" : url.endsWith("/reopen") ? "closed" : "draft";
      const { id, version } = await staff.seed.posting(validPosting, status);
      await staff.postings.edit(
        id,
        { ...validPosting, summary: { en: "Changed.", fr: "Changé." } },
        {
          by: null,
        },
      );
      const now = async () => JSON.stringify((await staff.postings.byId(id)) ?? null);
      return { id, version, now, key: "posting" };
    }
    const id = (await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" })).id;
    await staff.submissions.inbox.update(id, 1, { status: "in-progress" });
    const version = async () => (await staff.submissions.inbox.get(id))!.version;
    const now = async () => JSON.stringify(await staff.submissions.inbox.get(id));
    return { id, version, now, key: "inquiry" };
  }

  test("needs If-Match (428 without), refuses a stale version (409, nothing changed) where it is refused, merges it where it is merged, and takes the current one", async () => {
    staff = await staffApp();
    const root = await staff.signUp(people.root);
    const versioned = staff.routes.filter(
      (route) => route.url.startsWith("/api/staff") && route.config?.staff?.version,
    );
    // Every route that changes an inquiry, an application or a posting by its id declares one.
    const changing = staff.routes.filter(
      (route) =>
        ["POST", "PATCH", "DELETE"].includes(String(route.method)) &&
        /\/(inquiries|applications|postings)\/:id(\/|$)/.test(route.url) &&
        !route.url.endsWith("/presence"),
    );
    expect(changing.map((route) => `${String(route.method)} ${route.url}`).sort()).toEqual(
      versioned.map((route) => `${String(route.method)} ${route.url}`).sort(),
    );
    let checked = 0;
    for (const route of versioned) {
      const rule = route.config!.staff!.version!;
      const name = `${String(route.method)} ${route.url}`;
      expect(Object.keys(bodies), `${name} has no body in this test`).toContain(name);
      // A fresh record for each route, changed once by someone else since version 1.
      const record = await seedFor(rule.of, route.url);
      // A reply to cancel: one held a day, queued before the colleague's change.
      const replies =
        rule.of === "application" ? staff.applications.replies : staff.submissions.inbox.replies;
      const held = route.url.includes(":reply")
        ? await replies.queue(record.id, "colleague", heldReply, 0)
        : undefined;
      const url = route.url
        .replace("/api/staff", "")
        .replace(":id", record.id)
        .replace(":reply", held?.outcome === "queued" ? String(held.reply.id) : "0")
        .replace(":interview", "interview" in record ? String(record.interview) : "");
      const method = route.method as "POST";
      const before = record.now;
      const written = bodies[name];
      const body = typeof written === "function" ? written(root.person.id) : written;

      const none = await staff.call(method, url, { session: root.session, body });
      expect(none.statusCode, `${name} without If-Match`).toBe(428);

      const unchanged = await before();
      const stale = await staff.call(method, url, { session: root.session, body, version: 1 });
      if (rule.stale === "refused") {
        expect(stale.statusCode, `${name} from a stale version`).toBe(409);
        expect(stale.json()[record.key], name).toMatchObject({ version: await record.version() });
        expect(stale.json().changes, name).toBeInstanceOf(Array);
        expect(await before(), name).toBe(unchanged);
      } else {
        expect(stale.statusCode, `${name} merged from a stale version`).toBe(200);
      }
      const current = await record.version();
      const fresh = await staff.call(method, url, {
        session: root.session,
        body,
        version: current,
      });
      expect(fresh.statusCode, `${name} from the current version`).toBe(200);
      checked++;
    }
    expect(checked).toBe(versioned.length);
    expect(checked).toBeGreaterThanOrEqual(4);
  }, 60_000);

  test("a 409 says what changed since the version, who changed it and when, in words", async () => {
    staff = await staffApp();
    const root = await staff.signUp(people.root);
    const carl = await staff.signUp({ ...people.ana, name: "Carl Nguyen" });
    const id = (await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" })).id;
    const seen = 1;
    await staff.call("PATCH", `/inquiries/${id}`, {
      session: carl.session,
      version: seen,
      body: { status: "in-progress", assigneeId: carl.person.id },
    });
    await staff.call("PATCH", `/inquiries/${id}`, {
      session: carl.session,
      version: 2,
      body: { status: "done" },
    });
    const refused = await staff.call("PATCH", `/inquiries/${id}`, {
      session: root.session,
      version: seen,
      body: { status: "waiting" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers.etag).toBe('"3"');
    const changes = refused.json().changes as { field: string }[];
    expect(changes.sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      {
        field: "assigneeId",
        from: "",
        to: "Carl Nguyen",
        by: "Carl Nguyen",
        at: expect.any(String),
      },
      { field: "status", from: "New", to: "Done", by: "Carl Nguyen", at: expect.any(String) },
    ]);
  });
});

describe("signing up and signing in", () => {
  test("an invitation link makes a passkey and a session in a host-only, strict cookie", async () => {
    staff = await staffApp();
    const { session } = await staff.signUp(people.ana);
    const me = await staff.call("GET", "/me", { session });
    expect(me.statusCode).toBe(200);
    expect(me.json().person).toMatchObject({ email: "ana@example.org", teams: ["intake"] });
    expect(me.headers["cache-control"]).toBe("no-store");
    expect(me.headers["x-robots-tag"]).toBe("noindex");
    expect(me.headers["referrer-policy"]).toBe("no-referrer");
    expect((await staff.store.auditRows()).map((row) => row.action)).toEqual([
      "sign-in",
      "passkey added",
      "invite",
    ]);
  });

  test("the cookie is __Host-, Secure, HttpOnly, SameSite=Strict, Path=/, with 256 random bits", async () => {
    staff = await staffApp();
    const { device } = await staff.signUp(people.ana);
    const response = await staff.signIn(device);
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^__Host-staff=[\w-]{43};/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/Domain=/);
  });

  test("each sign-in gets a new session id, and the one it replaces ends", async () => {
    staff = await staffApp();
    const { device, session: first } = await staff.signUp(people.ana);
    const options = (await staff.call("POST", "/sign-in/options")).json().options;
    const again = await staff.call("POST", "/sign-in/verify", {
      body: device.signIn(options),
      session: first,
    });
    const second = staff.sessionFrom(again)!;
    expect(second).not.toBe(first);
    expect((await staff.call("GET", "/me", { session: first })).statusCode).toBe(401);
    expect((await staff.call("GET", "/me", { session: second })).statusCode).toBe(200);
  });
});

describe("attacks", () => {
  test("a forged or guessed session cookie is no one", async () => {
    staff = await staffApp();
    await staff.signUp(people.root);
    for (const forged of ["x", "A".repeat(43), "../../etc/passwd", "' OR 1=1 --"]) {
      const response = await staff.call("GET", "/people", { session: forged });
      expect(response.statusCode, forged).toBe(401);
    }
  });

  test("a post from another site, or without an Origin a browser would send, is refused", async () => {
    staff = await staffApp();
    const { session } = await staff.signUp(people.ana);
    const crossSite = await staff.call("POST", "/sign-out", {
      session,
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await staff.app.inject({
      method: "POST",
      url: "/api/staff/sign-out",
      headers: {
        cookie: `__Host-staff=${session}`,
        "content-type": "application/json",
        "sec-fetch-site": "cross-site",
      },
      payload: "{}",
    });
    expect(noOrigin.statusCode).toBe(403);
    // A form (text/plain, urlencoded) is a "simple" request another site can send: refused too.
    const form = await staff.call("POST", "/sign-out", {
      session,
      headers: { "content-type": "text/plain" },
    });
    expect(form.statusCode).toBe(415);
    // The session survived all three.
    expect((await staff.call("GET", "/me", { session })).statusCode).toBe(200);
  });

  test("a replayed sign-in answer fails, and the attempt is audited", async () => {
    staff = await staffApp();
    const { device } = await staff.signUp(people.ana);
    const options = (await staff.call("POST", "/sign-in/options")).json().options;
    const answer = device.signIn(options);
    expect((await staff.call("POST", "/sign-in/verify", { body: answer })).statusCode).toBe(200);
    const replay = await staff.call("POST", "/sign-in/verify", { body: answer });
    expect(replay.statusCode).toBe(401);
    expect(staff.sessionFrom(replay)).toBeUndefined();
    expect(await lastAudit()).toMatchObject({ action: "sign-in failed" });
    expect(JSON.parse((await lastAudit()).detail)).toEqual({ reason: "unknown or used challenge" });
  });

  test("an answer made for another site (phishing) or without user verification fails", async () => {
    staff = await staffApp();
    const { device } = await staff.signUp(people.ana);
    const phished = await staff.signIn(device, "https://grandcare-login.example");
    expect(phished.statusCode).toBe(401);
    expect(JSON.parse((await lastAudit()).detail)).toEqual({ reason: "verification failed" });

    const careless = new SoftAuthenticator(testOrigin, false);
    const { link } = await (
      await import("./people.ts")
    ).invite(
      staff.store,
      { email: "ben@example.org", name: "Ben", teams: ["care"], admin: false },
      { origin: testOrigin, by: null, client: "test" },
    );
    const token = link.split("#")[1]!;
    const options = (await staff.call("POST", "/welcome/options", { body: { token } })).json()
      .options;
    const refused = await staff.call("POST", "/welcome/verify", {
      body: { token, response: careless.register(options) },
    });
    expect(refused.statusCode).toBe(400);
    expect(await lastAudit()).toMatchObject({ action: "passkey refused" });
  });

  test("an invitation link works once, and not after 24 hours", async () => {
    staff = await staffApp();
    const { invite } = await import("./people.ts");
    const { link } = await invite(
      staff.store,
      { email: "ana@example.org", name: "Ana", teams: ["intake"], admin: false },
      { origin: testOrigin, by: null, client: "test" },
    );
    const token = link.split("#")[1]!;
    const device = new SoftAuthenticator(testOrigin);
    const options = (await staff.call("POST", "/welcome/options", { body: { token } })).json()
      .options;
    expect(
      (
        await staff.call("POST", "/welcome/verify", {
          body: { token, response: device.register(options) },
        })
      ).statusCode,
    ).toBe(200);

    const reused = await staff.call("POST", "/welcome/options", { body: { token } });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error).toMatch(/already used/);
    expect(await lastAudit()).toMatchObject({
      action: "invite refused",
      detail: '{"reason":"used"}',
    });

    const person = (await staff.store.personByEmail("ana@example.org"))!;
    await staff.store.addInvite(person.id, "expired-token", new Date(Date.now() - 1000));
    const expired = await staff.call("POST", "/welcome/options", {
      body: { token: "expired-token" },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatch(/expired/);
    expect(await lastAudit()).toMatchObject({
      action: "invite refused",
      detail: '{"reason":"expired"}',
    });

    const unknown = await staff.call("POST", "/welcome/options", { body: { token: "made-up" } });
    expect(unknown.statusCode).toBe(404);
  });

  test("brute force: too many sign-ins from one address, or at one account, get 429", async () => {
    staff = await staffApp({ signInPerClient: 3, signInPerAccount: 5 });
    const { device } = await staff.signUp(people.ana);
    const attempt = async (remoteAddress: string) => {
      const options = (await staff.call("POST", "/sign-in/options")).json().options;
      const answer = device.signIn(options);
      answer.response.signature = Buffer.from("forged").toString("base64url");
      return staff.call("POST", "/sign-in/verify", { body: answer, remoteAddress });
    };
    const fromOne = [];
    for (let i = 0; i < 4; i++) fromOne.push((await attempt("203.0.113.1")).statusCode);
    expect(fromOne).toEqual([401, 401, 401, 429]);
    expect(JSON.parse((await lastAudit()).detail)).toEqual({ reason: "too many attempts" });
    // Spread over many addresses, the account's own limit still holds (3 tries were counted).
    const spread = [];
    for (let i = 0; i < 3; i++) spread.push((await attempt(`198.51.100.${i}`)).statusCode);
    expect(spread).toEqual([401, 401, 429]);
  });

  test("a genuine sign-in refused with 429 is not carried out: no session, one audit row", async () => {
    staff = await staffApp({ signInPerClient: 100, signInPerAccount: 2 });
    const { device, person } = await staff.signUp(people.ana);
    const signIn = async () => {
      const options = (await staff.call("POST", "/sign-in/options")).json().options;
      return staff.call("POST", "/sign-in/verify", { body: device.signIn(options) });
    };
    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
    await staff.store.endSessionsOf(person.id, "test: start from none");
    const before = (await staff.store.auditRows()).length;

    const refused = await signIn();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["set-cookie"]).toBeUndefined();
    // The handler would have gone on after the answer: give it the time it took (7 ms).
    await sleep(50);
    expect(await staff.store.endSessionsOf(person.id, "test: count")).toBe(0);
    const rows = (await staff.store.auditRows()).slice(
      0,
      (await staff.store.auditRows()).length - before,
    );
    expect(rows.map((row) => [row.action, row.detail])).toEqual([
      ["sign-in failed", '{"reason":"too many attempts"}'],
    ]);
  });
});

test("asking for sign-in challenges is limited per address, so no one can fill their table", async () => {
  // Three challenges for each sign-in attempt allowed: 30 a minute here.
  staff = await staffApp({ signInPerClient: 10 });
  const statuses = [];
  for (let i = 0; i < 31; i++)
    statuses.push(
      (await staff.call("POST", "/sign-in/options", { remoteAddress: "203.0.113.9" })).statusCode,
    );
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
  expect(statuses[30]).toBe(429);
  // Another address is not held back by the first.
  expect(
    (await staff.call("POST", "/sign-in/options", { remoteAddress: "203.0.113.10" })).statusCode,
  ).toBe(200);
});

describe("ending access", () => {
  test("revoking a person ends their open session at its next request", async () => {
    staff = await staffApp();
    const admin = await staff.signUp(people.root);
    const ana = await staff.signUp(people.ana);
    expect((await staff.call("GET", "/me", { session: ana.session })).statusCode).toBe(200);
    const revoked = await staff.call("POST", `/people/${ana.person.id}/revoke`, {
      session: admin.session,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await staff.call("GET", "/me", { session: ana.session })).statusCode).toBe(401);
    // Nor can she sign in again with her passkey.
    expect((await staff.signIn(ana.device)).statusCode).toBe(401);
    expect(JSON.parse((await lastAudit()).detail)).toEqual({ reason: "access revoked" });
  });

  test("the last administrator can be neither removed nor demoted", async () => {
    staff = await staffApp();
    const admin = await staff.signUp(people.root);
    const revoke = await staff.call("POST", `/people/${admin.person.id}/revoke`, {
      session: admin.session,
    });
    expect(revoke.statusCode).toBe(422);
    expect(revoke.json().error).toMatch(/last administrator/);
    const demote = await staff.call("PATCH", `/people/${admin.person.id}`, {
      session: admin.session,
      body: { teams: ["intake"], admin: false },
    });
    expect(demote.statusCode).toBe(422);
  });

  test("removing one's last passkey signs one out everywhere", async () => {
    staff = await staffApp();
    const ana = await staff.signUp(people.ana);
    const other = staff.sessionFrom(await staff.signIn(ana.device))!;
    const [passkey] = (await staff.call("GET", "/passkeys", { session: ana.session })).json()
      .passkeys;
    const removed = await staff.call("DELETE", `/passkeys/${passkey.id}`, { session: ana.session });
    expect(removed.json()).toEqual({ signedOut: true });
    expect((await staff.call("GET", "/me", { session: other })).statusCode).toBe(401);
  });

  test("someone else's passkey is not found, and the attempt is audited", async () => {
    staff = await staffApp();
    const ana = await staff.signUp(people.ana);
    const ben = await staff.signUp(people.ben);
    const [bens] = (await staff.call("GET", "/passkeys", { session: ben.session })).json().passkeys;
    const response = await staff.call("DELETE", `/passkeys/${bens.id}`, { session: ana.session });
    expect(response.statusCode).toBe(404);
    expect(await lastAudit()).toMatchObject({ action: "denied", personId: ana.person.id });
    expect(await staff.store.passkeysOf(ben.person.id)).toHaveLength(1);
  });

  test("a session ends after its idle time, and after its absolute time however busy", async () => {
    staff = await staffApp({ idleMs: 300, absoluteMs: 1200 });
    const ana = await staff.signUp(people.ana);
    await sleep(400);
    expect((await staff.call("GET", "/me", { session: ana.session })).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: "session expired",
      detail: '{"limit":"idle"}',
    });

    const busy = staff.sessionFrom(await staff.signIn(ana.device))!;
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 3000) {
      await sleep(150);
      status = (await staff.call("GET", "/me", { session: busy })).statusCode;
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
    expect(await lastAudit()).toMatchObject({
      action: "session expired",
      detail: '{"limit":"absolute"}',
    });
  });
});

describe("what administrators read: the audit trail, People, the report", () => {
  test("the trail names each row's inquiry by its reference, says the detail in words, and filters by reference", async () => {
    staff = await staffApp();
    const admin = await staff.signUp(people.root);
    const ana = await staff.signUp(people.ana);
    const general = (
      await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" })
    ).id;
    const other = (await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" }))
      .id;
    await staff.call("GET", `/inquiries/${general}`, { session: ana.session });
    await staff.call("GET", `/inquiries/${other}`, { session: ana.session });
    const inquiry = (
      await staff.call("GET", `/inquiries/${general}`, { session: ana.session })
    ).json().inquiry;
    await staff.call("PATCH", `/inquiries/${general}`, {
      session: ana.session,
      version: inquiry.version,
      body: { status: "in-progress" },
    });
    await staff.call("GET", "/inquiries/no-such-inquiry", { session: ana.session });

    const trail = await staff.call("GET", "/audit", { session: admin.session });
    expect(trail.statusCode).toBe(200);
    const rows = trail.json().rows as {
      action: string;
      person: string;
      detail: string;
      inquiry: { id: string; reference: string; open: boolean } | null;
    }[];
    // No row's detail is JSON or a route, whatever its kind.
    for (const row of rows) expect(row.detail, row.action).not.toMatch(/[{}"]|\/api\//);
    const changed = rows.find((row) => row.action === "status changed")!;
    expect(changed).toMatchObject({
      person: "Ana <ana@example.org>",
      detail: "New → In progress.",
      inquiry: { id: general, reference: general.slice(0, 8), open: true },
    });
    expect(rows.find((row) => row.action === "inquiry viewed")).toMatchObject({
      detail: "",
      inquiry: { reference: general.slice(0, 8), open: true },
    });
    // Asked for an inquiry that does not exist: named as typed, not a link.
    expect(rows.find((row) => row.action === "denied")).toMatchObject({
      detail: "Asked for an inquiry that is not in their teams, or does not exist.",
      inquiry: { id: "no-such-inquiry", open: false },
    });

    // By reference: the whole one (as the e-mail gives it, in any case), or its first characters.
    const about = async (reference: string) =>
      (await staff.call("GET", `/audit?inquiry=${reference}`, { session: admin.session }))
        .json()
        .rows.map((row: { action: string; inquiry: { id: string } | null }) => row.inquiry?.id);
    const ofGeneral = await about(general.toUpperCase());
    expect(ofGeneral.length).toBe(3);
    expect(new Set(ofGeneral)).toEqual(new Set([general]));
    expect(new Set(await about(general.slice(0, 8)))).toEqual(new Set([general]));
    expect(await about("ffffffff-none")).toEqual([]);

    // The CSV says the same in words, with the whole reference.
    const csv = (
      await staff.call("GET", `/audit.csv?inquiry=${general}`, { session: admin.session })
    ).body;
    expect(csv).toContain(`Status changed,${general},`);
    expect(csv).toContain("New → In progress.");
    expect(csv).not.toContain('{"');

    // Deleted after the retention period: still in the trail, no longer a link.
    const { applyRetention } = await import("./retention.ts");
    await staff.submissions.inbox.update(general, 2, { status: "done" }, new Date("2020-01-01"));
    await applyRetention({
      inbox: staff.submissions.inbox,
      audit: staff.store,
      days: 90,
      client: "test",
    });
    const after = (
      await staff.call("GET", `/audit?inquiry=${general}`, { session: admin.session })
    ).json().rows;
    expect(after.length).toBeGreaterThan(0);
    for (const row of after) expect(row.inquiry.open).toBe(false);
  });

  test("People: an invitation shows its expiry until the person signs up, then they are active", async () => {
    staff = await staffApp();
    const admin = await staff.signUp(people.root);
    const invited = await staff.call("POST", "/people", {
      session: admin.session,
      body: { email: "ben@example.org", name: "Ben", teams: ["care"] },
    });
    expect(invited.statusCode).toBe(200);
    const until = Date.parse(invited.json().person.inviteUntil);
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(invited.json().person).toMatchObject({ passkeys: 0, revoked: false });
    const listed = async (email: string) =>
      (await staff.call("GET", "/people", { session: admin.session }))
        .json()
        .people.find((person: { email: string }) => person.email === email);
    expect(await listed("ben@example.org")).toMatchObject({ passkeys: 0 });
    expect((await listed("ben@example.org")).inviteUntil).toBe(invited.json().person.inviteUntil);
    // Ben opens the link and makes his passkey.
    const token = invited.json().link.split("#")[1];
    const device = new SoftAuthenticator(testOrigin);
    const options = (await staff.call("POST", "/welcome/options", { body: { token } })).json()
      .options;
    const verified = await staff.call("POST", "/welcome/verify", {
      body: { token, response: device.register(options) },
    });
    expect(verified.statusCode).toBe(200);
    expect(await listed("ben@example.org")).toMatchObject({ passkeys: 1, inviteUntil: null });
    expect(await listed("root@example.org")).toMatchObject({ passkeys: 1, inviteUntil: null });
  });

  test("the report: per team and week, received, time to first contact and past the promise; viewing and downloading audited", async () => {
    staff = await staffApp();
    const admin = await staff.signUp(people.root);
    const { inbox } = staff.submissions;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    // Three intake inquiries received this week or last, called back after 1, 2 and 30 hours.
    for (const [received, calledAfter] of [
      [3, 1],
      [4, 2],
      [40, 30],
    ] as const) {
      const id = (
        await staff.submissions.save(
          { ...validInquiry, recipient: "General Inquiry" },
          undefined,
          hoursAgo(received),
        )
      ).id;
      inbox.logCall(id, admin.person.id, { outcome: "reached" }, hoursAgo(received - calledAfter));
    }
    const response = await staff.call("GET", "/report?weeks=4&team=intake", {
      session: admin.session,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows as {
      team: string;
      received: number;
      medianMinutes: number | null;
    }[];
    // Four weeks of one team, newest first; every inquiry counted once.
    expect(rows.map((row) => row.team)).toEqual(["intake", "intake", "intake", "intake"]);
    expect(rows.reduce((sum, row) => sum + row.received, 0)).toBe(3);
    expect(await lastAudit()).toMatchObject({ action: "report viewed", personId: admin.person.id });
    expect(JSON.parse((await lastAudit()).detail)).toEqual({ weeks: 4, team: "intake" });

    const csv = await staff.call("GET", "/report.csv?weeks=4&team=intake", {
      session: admin.session,
    });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.split("\r\n")[0]).toBe(
      "Week (Monday),Team,Received,Contacted,Median minutes to first contact,90th percentile minutes to first contact,Past the promise,Not contacted yet,First contact not recorded",
    );
    expect(csv.body.split("\r\n").filter(Boolean)).toHaveLength(5);
    expect(await lastAudit()).toMatchObject({ action: "report exported" });
    // A team that does not exist, or a number of weeks not offered: a 400 naming the field.
    for (const query of ["team=nursing", "weeks=9999"]) {
      const refused = await staff.call("GET", `/report?${query}`, { session: admin.session });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error, query).toMatch(query.split("=")[0]!);
    }
  });

  test("each person sets their own morning e-mail: audited, and only the three choices", async () => {
    staff = await staffApp();
    const ana = await staff.signUp(people.ana);
    expect((await staff.call("GET", "/me", { session: ana.session })).json().person.digest).toBe(
      "auto",
    );
    const set = await staff.call("PATCH", "/me/digest", {
      session: ana.session,
      body: { digest: "off" },
    });
    expect(set.statusCode).toBe(200);
    expect((await staff.call("GET", "/me", { session: ana.session })).json().person.digest).toBe(
      "off",
    );
    expect(await lastAudit()).toMatchObject({ action: "digest changed", personId: ana.person.id });
    expect(JSON.parse((await lastAudit()).detail)).toEqual({ digest: "off" });
    const wrong = await staff.call("PATCH", "/me/digest", {
      session: ana.session,
      body: { digest: "sometimes" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/digest/);
  });
});
