/**
 * Sign-in with the organisation's account against a real OpenID Provider (oidc-provider) on
 * loopback: signing in, the groups' mapping, a person in no group, the hourly check, logout, the
 * administrators' setting; and the attacks: a tampered ID token, one from another issuer or for
 * another client, a replayed or injected authorization code, a wrong nonce, a forged `iss`, a
 * callback without the browser that left (login CSRF), forged logout tokens.
 */
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type { CustomFetch } from "openid-client";
import { afterEach, describe, expect, test } from "vitest";
import type { OrganisationConfig } from "../config.ts";
import { checkChainOf } from "./audit-chain.ts";
import { accessFrom } from "./organisation.ts";
import { flowCookie } from "./organisation-routes.ts";
import {
  signInAtProvider,
  startTestProvider,
  testClient,
  type TestProvider,
} from "./test-provider.ts";
import { staffApp, testOrigin } from "./test-support.ts";

let staff: Awaited<ReturnType<typeof staffApp>> | undefined;
let provider: TestProvider | undefined;
afterEach(async () => {
  await staff?.close();
  await provider?.close();
  staff = undefined;
  provider = undefined;
  tamper = undefined;
});

const groups = {
  "grp-intake": { teams: ["intake"], admin: false },
  "grp-care": { teams: ["care"], admin: false },
  "grp-hiring": { teams: ["hiring"], admin: false },
  "grp-admins": { teams: [], admin: true },
};

/** Changes the provider's token response on its way to the staff area, when set. */
let tamper: ((tokens: Record<string, unknown>) => Promise<void> | void) | undefined;
const tamperingFetch: CustomFetch = async (url, options) => {
  const response = await fetch(url, options as RequestInit);
  if (!tamper || !new URL(url).pathname.endsWith("/token")) return response;
  const tokens = (await response.json()) as Record<string, unknown>;
  await tamper(tokens);
  return new Response(JSON.stringify(tokens), {
    status: response.status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The provider, and the staff API configured for it and listening (for its back-channel logout). */
async function setUp(config: Partial<OrganisationConfig> = {}) {
  const port = await freePort();
  provider = await startTestProvider({
    redirectUri: `${testOrigin}/api/staff/organisation/callback`,
    logoutUri: `http://127.0.0.1:${port}/api/staff/organisation/back-channel-logout`,
  });
  staff = await staffApp({
    organisation: {
      issuer: provider.issuer,
      clientId: testClient.id,
      clientSecret: testClient.secret,
      groups,
      groupsClaim: "groups",
      scope: "openid profile email offline_access",
      checkMs: 3_600_000,
      ...config,
    },
    organisationFetch: tamperingFetch,
  });
  await staff.app.listen({ port, host: "127.0.0.1" });
  return { provider, staff };
}

const ana = { email: "ana@example.org", name: "Ana Silva", groups: ["grp-intake"] };

/** The browser's way: start, the provider's login page, back to the callback with its cookie. */
async function signIn(
  accountId: string,
  options: {
    authorization?: (url: URL) => void;
    callback?: (url: URL) => void;
    /** The page to come back to; none from the staff area's front door. */
    returnTo?: string | null;
  } = {},
) {
  const returnTo = options.returnTo === undefined ? "/staff/inbox" : options.returnTo;
  const start = await staff!.app.inject({
    method: "GET",
    url: `/api/staff/organisation/start${returnTo ? `?return=${returnTo}` : ""}`,
  });
  expect(start.statusCode).toBe(303);
  const flow = start.cookies.find((cookie) => cookie.name === flowCookie)!;
  const authorization = new URL(String(start.headers.location));
  options.authorization?.(authorization);
  const back = await signInAtProvider(authorization.href, accountId);
  options.callback?.(back);
  const callback = await staff!.app.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    cookies: { [flowCookie]: flow.value },
  });
  return {
    start,
    flow,
    authorization,
    back,
    callback,
    session: staff!.sessionFrom(callback),
  };
}

const lastAudit = async () => (await staff!.store.auditRows({ limit: 1 }))[0]!;
const auditDetail = async () => JSON.parse((await lastAudit()).detail) as Record<string, unknown>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An ID token's payload changed without its signature: a forger without the key. */
function rewritePayload(idToken: string, change: (claims: Record<string, unknown>) => void) {
  const [header, payload, signature] = idToken.split(".");
  const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<
    string,
    unknown
  >;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(".");
}

function decode(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split(".")[1]!, "base64url").toString()) as Record<
    string,
    unknown
  >;
}

describe("the mapping of groups", () => {
  test("gives every team of every mapped group, in the site's order, and administrator from any", () => {
    expect(accessFrom(["grp-care", "grp-intake", "other"], groups)).toEqual({
      teams: ["intake", "care"],
      admin: false,
    });
    expect(accessFrom(["grp-admins"], groups)).toEqual({ teams: [], admin: true });
    expect(accessFrom([], groups)).toEqual({ teams: [], admin: false });
    // A group named like an object's own property is not a group of the mapping.
    expect(accessFrom(["constructor", "__proto__", "toString"], groups)).toEqual({
      teams: [],
      admin: false,
    });
  });
});

describe("signing in", () => {
  test("from the front door, each lands on their own work: the inbox, or the applications for the hiring team", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    provider!.accounts.set("hana-sub", {
      email: "hana@example.org",
      name: "Hana",
      groups: ["grp-hiring"],
    });
    expect((await signIn("ana-sub", { returnTo: null })).callback.headers.location).toBe(
      "/staff/inbox",
    );
    expect((await signIn("hana-sub", { returnTo: null })).callback.headers.location).toBe(
      "/staff/applications",
    );
  });

  test("the first sign-in of someone in a mapped group makes their record and a session", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    const { start, flow, authorization, callback, session } = await signIn("ana-sub");
    // PKCE, state and nonce in the request to the provider; the flow's cookie tied to it.
    expect(authorization.origin).toBe(provider!.issuer);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get("nonce")).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get("state")).toBe(flow.value);
    expect(authorization.searchParams.get("redirect_uri")).toBe(
      `${testOrigin}/api/staff/organisation/callback`,
    );
    expect(String(start.headers["set-cookie"])).toMatch(
      /^__Host-staff-flow=[\w-]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );

    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe("/staff/inbox");
    expect(String(callback.headers["set-cookie"])).toMatch(
      /__Host-staff=[\w-]{43};.*SameSite=Strict/,
    );
    const me = await staff!.call("GET", "/me", { session });
    expect(me.json().person).toMatchObject({
      email: "ana@example.org",
      name: "Ana Silva",
      teams: ["intake"],
      admin: false,
    });
    expect(
      (await staff!.store.auditRows()).map((row) => [row.action, JSON.parse(row.detail)]),
    ).toEqual([
      ["sign-in", { method: "organisation" }],
      ["person added by provider", { person: me.json().person.id, teams: "intake", admin: false }],
    ]);
    // The refresh token is stored sealed, never as the provider issued it.
    const kept = (await staff!.store.session(session!))!.organisation!;
    expect(kept.subject).toBe("ana-sub");
    expect(kept.refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(kept.providerSession).toBeTruthy();
  });

  test("teams and administrator follow the groups at every sign-in, audited when they change", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", { ...ana, groups: ["grp-care", "grp-intake", "grp-x"] });
    const first = await signIn("ana-sub");
    const id = (await staff!.call("GET", "/me", { session: first.session })).json().person.id;
    expect(await staff!.store.personById(id)).toMatchObject({
      teams: ["intake", "care"],
      admin: false,
    });

    provider!.accounts.set("ana-sub", { ...ana, groups: ["grp-admins"] });
    const second = await signIn("ana-sub");
    expect(second.callback.statusCode).toBe(303);
    expect(await staff!.store.personById(id)).toMatchObject({ teams: [], admin: true });
    const changes = await staff!.store.auditRows({ action: "teams changed by provider" });
    expect(changes.map((row) => JSON.parse(row.detail))).toEqual([
      { person: id, teams: "", admin: true },
    ]);
    // The same groups again: no change, no row.
    await signIn("ana-sub");
    expect(await staff!.store.auditRows({ action: "teams changed by provider" })).toHaveLength(1);
    // Still one record: the subject is linked, not the e-mail matched again.
    expect(await staff!.store.people()).toHaveLength(1);
  });

  test("someone in no mapped group is refused with the page's reason and an audit row, and no record", async () => {
    await setUp();
    provider!.accounts.set("zoe-sub", { email: "zoe@example.org", name: "Zoe", groups: ["grp-x"] });
    const { callback, session } = await signIn("zoe-sub");
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe("/staff?refused=no-team");
    expect(session).toBeUndefined();
    expect(await staff!.store.people()).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: "sign-in failed", personId: null });
    expect(await auditDetail()).toEqual({
      method: "organisation",
      reason: "not in a mapped group",
    });
  });

  test("the first sign-in of someone invited by hand links their record by e-mail; an ended access stays ended", async () => {
    await setUp();
    const root = await staff!.signUp({
      email: "root@example.org",
      name: "Root",
      teams: [],
      admin: true,
    });
    const ben = await staff!.signUp({ email: "ben@example.org", name: "Ben", teams: ["care"] });
    provider!.accounts.set("ben-sub", {
      email: "ben@example.org",
      name: "Ben",
      groups: ["grp-care"],
    });
    const linked = await signIn("ben-sub");
    expect((await staff!.call("GET", "/me", { session: linked.session })).json().person.id).toBe(
      ben.person.id,
    );
    // An administrator ends Ben's access: the provider's groups do not give it back.
    const { revoke } = await import("./people.ts");
    await revoke(staff!.store, ben.person.id, { by: root.person.id, client: "test" });
    const refused = await signIn("ben-sub");
    expect(refused.callback.headers.location).toBe("/staff?refused=revoked");
    expect(await auditDetail()).toMatchObject({ reason: "access revoked" });
    // Another account of the provider with Ben's e-mail does not take his record.
    provider!.accounts.set("impostor", {
      email: "ben@example.org",
      name: "B",
      groups: ["grp-care"],
    });
    const impostor = await signIn("impostor");
    expect(impostor.callback.headers.location).toBe("/staff?refused=failed");
    expect(await auditDetail()).toMatchObject({ reason: "e-mail of another account" });
  });

  test("the callback without the browser that started (login CSRF), or used twice, is refused", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    const { back } = await signIn("ana-sub");
    // The same answer again, with the same cookie: the flow was used.
    const start = await staff!.app.inject({ method: "GET", url: "/api/staff/organisation/start" });
    const flow = start.cookies.find((cookie) => cookie.name === flowCookie)!;
    const replay = await staff!.app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      cookies: { [flowCookie]: back.searchParams.get("state")! },
    });
    expect(replay.headers.location).toBe("/staff?refused=expired");
    expect(staff!.sessionFrom(replay)).toBeUndefined();
    // An attacker's answer pushed to a victim's browser: the victim's cookie is another flow's.
    const forced = await staff!.app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      cookies: { [flowCookie]: flow.value },
    });
    expect(forced.headers.location).toBe("/staff?refused=expired");
    // No cookie at all.
    const bare = await staff!.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(bare.headers.location).toBe("/staff?refused=expired");
    expect(await lastAudit()).toMatchObject({ action: "sign-in failed" });
    expect(await auditDetail()).toMatchObject({ reason: "unknown or used challenge" });
  });

  test("a replayed authorization code, in a flow of the attacker's own, is refused by PKCE and the provider", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    const victim = await signIn("ana-sub");
    expect(victim.session).toBeDefined();
    const code = victim.back.searchParams.get("code")!;
    // The attacker starts a flow of their own and sends the victim's code with its state.
    const start = await staff!.app.inject({ method: "GET", url: "/api/staff/organisation/start" });
    const flow = start.cookies.find((cookie) => cookie.name === flowCookie)!;
    const injected = new URL(victim.back);
    injected.searchParams.set("code", code);
    injected.searchParams.set("state", flow.value);
    const answer = await staff!.app.inject({
      method: "GET",
      url: `${injected.pathname}${injected.search}`,
      cookies: { [flowCookie]: flow.value },
    });
    expect(answer.headers.location).toBe("/staff?refused=failed");
    expect(staff!.sessionFrom(answer)).toBeUndefined();
    expect(await auditDetail()).toMatchObject({
      reason: "provider refused",
      check: expect.stringMatching(/invalid_grant/),
    });
  });

  test("an ID token with another nonce than the flow's is refused", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    // The request's nonce rewritten on its way to the provider.
    const { callback, session } = await signIn("ana-sub", {
      authorization: (url) => url.searchParams.set("nonce", "an-attackers-nonce"),
    });
    expect(callback.headers.location).toBe("/staff?refused=failed");
    expect(session).toBeUndefined();
    expect(await auditDetail()).toMatchObject({ check: expect.stringMatching(/nonce/) });
    expect(await staff!.store.people()).toEqual([]);
  });

  test("a tampered ID token (its groups changed, its signature kept) is refused", async () => {
    await setUp();
    provider!.accounts.set("zoe-sub", { email: "zoe@example.org", name: "Zoe", groups: [] });
    tamper = (tokens) => {
      tokens.id_token = rewritePayload(String(tokens.id_token), (claims) => {
        claims.groups = ["grp-admins"];
      });
    };
    const { callback, session } = await signIn("zoe-sub");
    expect(callback.headers.location).toBe("/staff?refused=failed");
    expect(session).toBeUndefined();
    expect(await auditDetail()).toMatchObject({ check: expect.stringMatching(/signature/i) });
    expect(await staff!.store.people()).toEqual([]);
  });

  test("an ID token from another issuer, or for another client, is refused even when signed by the provider's key", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    for (const [claim, value, words] of [
      ["iss", "http://127.0.0.1:1", /iss/],
      ["aud", "another-client", /aud/],
    ] as const) {
      tamper = async (tokens) => {
        const claims = decode(String(tokens.id_token));
        tokens.id_token = await provider!.sign({ ...claims, [claim]: value });
      };
      const { callback, session } = await signIn("ana-sub");
      expect(callback.headers.location, claim).toBe("/staff?refused=failed");
      expect(session, claim).toBeUndefined();
      expect(await auditDetail(), claim).toMatchObject({ check: expect.stringMatching(words) });
    }
    expect(await staff!.store.people()).toEqual([]);
  });

  test("an authorization response naming another issuer (RFC 9207, mix-up) is refused", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    const { back, callback, session } = await signIn("ana-sub", {
      callback: (url) => url.searchParams.set("iss", "http://127.0.0.1:1"),
    });
    // The provider does send its issuer with the code.
    expect(back.searchParams.get("iss")).toBe("http://127.0.0.1:1");
    expect(callback.headers.location).toBe("/staff?refused=failed");
    expect(session).toBeUndefined();
    expect(await auditDetail()).toMatchObject({ check: expect.stringMatching(/iss/) });
  });

  test("a provider whose discovery document names another issuer is not used at all", async () => {
    await setUp();
    await staff!.close();
    // The same provider reached by another name: its metadata says 127.0.0.1, not localhost.
    staff = await staffApp({
      organisation: {
        issuer: provider!.issuer.replace("127.0.0.1", "localhost"),
        clientId: testClient.id,
        clientSecret: testClient.secret,
        groups,
        groupsClaim: "groups",
        scope: "openid",
        checkMs: 3_600_000,
      },
    });
    const start = await staff.app.inject({ method: "GET", url: "/api/staff/organisation/start" });
    expect(start.headers.location).toBe("/staff?refused=failed");
    expect(await auditDetail()).toMatchObject({ check: expect.stringMatching(/issuer/) });
  });

  test("cancelled at the provider: the page says so", async () => {
    await setUp();
    const start = await staff!.app.inject({ method: "GET", url: "/api/staff/organisation/start" });
    const flow = start.cookies.find((cookie) => cookie.name === flowCookie)!;
    const callback = await staff!.app.inject({
      method: "GET",
      url: `/api/staff/organisation/callback?error=access_denied&state=${flow.value}&iss=${encodeURIComponent(provider!.issuer)}`,
      cookies: { [flowCookie]: flow.value },
    });
    expect(callback.headers.location).toBe("/staff?refused=cancelled");
  });

  test("a return address off the staff area is ignored (no open redirect)", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    for (const url of [
      "//evil.example",
      "https://evil.example/staff",
      "/staff/../x",
      "/staff?x=1",
    ]) {
      const start = await staff!.app.inject({
        method: "GET",
        url: `/api/staff/organisation/start?return=${encodeURIComponent(url)}`,
      });
      const kept = await staff!.store.takeChallenge(
        start.cookies.find((cookie) => cookie.name === flowCookie)!.value,
        "organisation",
      );
      expect(JSON.parse(kept!).returnTo, url).toBeUndefined();
    }
  });
});

describe("leaving", () => {
  test("removed from every mapped group: access ends at the next check, audited; back in a group, back in", async () => {
    await setUp({ checkMs: 300 });
    provider!.accounts.set("ana-sub", ana);
    const { session } = await signIn("ana-sub");
    const id = (await staff!.call("GET", "/me", { session })).json().person.id;
    provider!.accounts.set("ana-sub", { ...ana, groups: [] });
    // Before the check is due, nothing is asked.
    expect((await staff!.call("GET", "/me", { session })).statusCode).toBe(200);
    await sleep(350);
    const after = await staff!.call("GET", "/me", { session });
    expect(after.statusCode).toBe(401);
    expect((await staff!.store.personById(id))!.revokedAt).not.toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "access ended by provider", personId: id });
    expect(await auditDetail()).toEqual({ reason: "not in a mapped group" });
    // Back in a group at the provider: the next sign-in gives the access back.
    provider!.accounts.set("ana-sub", { ...ana, groups: ["grp-care"] });
    const again = await signIn("ana-sub");
    expect(again.session).toBeDefined();
    expect(await staff!.store.personById(id)).toMatchObject({ revokedAt: null, teams: ["care"] });
  });

  test("at each check the teams follow the groups; a disabled account loses access", async () => {
    await setUp({ checkMs: 300 });
    provider!.accounts.set("ana-sub", ana);
    const { session } = await signIn("ana-sub");
    provider!.accounts.set("ana-sub", { ...ana, groups: ["grp-care"] });
    await sleep(350);
    const moved = await staff!.call("GET", "/me", { session });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().person.teams).toEqual(["care"]);
    expect(await lastAudit()).toMatchObject({ action: "teams changed by provider" });
    // Checked: the next call within the interval asks nothing.
    const checkedAt = (await staff!.store.session(session!))!.organisation!.checkedAt;
    expect(Date.now() - Date.parse(checkedAt)).toBeLessThan(300);

    provider!.accounts.get("ana-sub")!.disabled = true;
    await sleep(350);
    expect((await staff!.call("GET", "/me", { session })).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: "access ended by provider" });
    expect(await auditDetail()).toMatchObject({
      reason: "provider refused the check",
      check: expect.stringMatching(/invalid_grant/),
    });
    expect(await staff!.store.session(session!)).toBeUndefined();
  });

  test("two calls at once when the check is due make one refresh, and both go on", async () => {
    await setUp({ checkMs: 300 });
    provider!.accounts.set("ana-sub", ana);
    const { session } = await signIn("ana-sub");
    await sleep(350);
    let refreshes = 0;
    tamper = (tokens) => {
      if (tokens.refresh_token) refreshes++;
    };
    const answers = await Promise.all([
      staff!.call("GET", "/me", { session }),
      staff!.call("GET", "/me", { session }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(refreshes).toBe(1);
  });

  test("a provider that cannot be reached at the check: 503, and the session is kept for the next try", async () => {
    await setUp({ checkMs: 300 });
    provider!.accounts.set("ana-sub", ana);
    const { session } = await signIn("ana-sub");
    await provider!.close();
    provider = undefined;
    await sleep(350);
    const answer = await staff!.call("GET", "/me", { session });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toMatch(/could not be reached/);
    expect(await staff!.store.session(session!)).toBeDefined();
  });

  test("a session without a refresh token ends when its check is due: a fresh sign-in is the check", async () => {
    await setUp({ checkMs: 300 });
    provider!.accounts.set("ana-sub", ana);
    tamper = (tokens) => {
      delete tokens.refresh_token;
    };
    const { session } = await signIn("ana-sub");
    expect((await staff!.store.session(session!))!.organisation!.refreshToken).toBeNull();
    await sleep(350);
    expect((await staff!.call("GET", "/me", { session })).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: "session expired" });
    expect(await auditDetail()).toEqual({ limit: "check" });
  });

  test("the provider's back-channel logout ends the session it names, audited", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    const first = await signIn("ana-sub");
    const other = await signIn("ana-sub");
    const sid = (await staff!.store.session(first.session!))!.organisation!.providerSession!;
    await provider!.logOut("ana-sub", sid);
    expect((await staff!.call("GET", "/me", { session: first.session })).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: "signed out by provider" });
    // The other sign-in, from another browser (another session at the provider), goes on.
    expect((await staff!.call("GET", "/me", { session: other.session })).statusCode).toBe(200);
    expect(await staff!.store.auditRows({ action: "signed out by provider" })).toHaveLength(1);
    expect((await checkChainOf(staff!.store.auditChain())).ok).toBe(true);
  });

  test("forged logout tokens, and a logout posted like a browser's, end nothing", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    const { session } = await signIn("ana-sub");
    const sid = (await staff!.store.session(session!))!.organisation!.providerSession!;
    const now = Math.floor(Date.now() / 1000);
    const good = {
      iss: provider!.issuer,
      aud: testClient.id,
      iat: now,
      jti: "j1",
      sid,
      events: { "http://schemas.openid.net/event/backchannel-logout": {} },
    };
    const { generateKeyPairSync } = await import("node:crypto");
    const { SignJWT } = await import("jose");
    const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const forged = [
      await provider!.sign({ ...good, aud: "another-client" }),
      await provider!.sign({ ...good, iss: "http://127.0.0.1:1" }),
      await provider!.sign({ ...good, nonce: "n" }),
      await provider!.sign({ ...good, events: {} }),
      await provider!.sign({ ...good, iat: now - 3600 }),
      await provider!.sign({ ...good, sid: undefined }),
      await new SignJWT(good)
        .setProtectedHeader({ alg: "RS256", kid: "test-signing-key" })
        .sign(stranger),
      rewritePayload(await provider!.sign(good), (claims) => {
        claims.sid = "another";
      }),
    ];
    for (const token of forged) {
      const answer = await staff!.app.inject({
        method: "POST",
        url: "/api/staff/organisation/back-channel-logout",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ logout_token: token }).toString(),
      });
      expect(answer.statusCode, JSON.stringify(decode(token))).toBe(400);
    }
    // The right token, but as JSON: the route takes only the provider's form post.
    const json = await staff!.call("POST", "/organisation/back-channel-logout", {
      body: { logout_token: await provider!.sign(good) },
    });
    expect(json.statusCode).toBe(415);
    expect((await staff!.call("GET", "/me", { session })).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "sign-in failed" });
    expect(await auditDetail()).toMatchObject({ reason: "logout token refused" });
    // And the right token as a form ends it.
    const real = await staff!.app.inject({
      method: "POST",
      url: "/api/staff/organisation/back-channel-logout",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ logout_token: await provider!.sign(good) }).toString(),
    });
    expect(real.statusCode).toBe(200);
    expect((await staff!.call("GET", "/me", { session })).statusCode).toBe(401);
  });
});

describe("passkeys beside the provider", () => {
  test("administrators can require the provider for everyone but one emergency administrator, who uses a passkey only", async () => {
    await setUp();
    const root = await staff!.signUp({
      email: "root@example.org",
      name: "Root",
      teams: [],
      admin: true,
    });
    const ben = await staff!.signUp({ email: "ben@example.org", name: "Ben", teams: ["care"] });
    const policy = (body: unknown) =>
      staff!.call("PATCH", "/settings/sign-in", { body, session: root.session });
    // Never without someone to sign in when the provider is down; never someone who cannot.
    expect((await policy({ requireOrganisation: true, breakGlass: null })).statusCode).toBe(422);
    expect(
      (await policy({ requireOrganisation: true, breakGlass: ben.person.id })).statusCode,
    ).toBe(422);
    const saved = await policy({ requireOrganisation: true, breakGlass: root.person.id });
    expect(saved.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: "sign-in policy changed",
      personId: root.person.id,
    });
    // Members may not change it.
    expect(
      (
        await staff!.call("PATCH", "/settings/sign-in", {
          body: { requireOrganisation: false, breakGlass: null },
          session: ben.session,
        })
      ).statusCode,
    ).toBe(401);
    // Ben's passkey session ended at that call; his passkey no longer signs him in.
    const passkey = await staff!.signIn(ben.device);
    expect(passkey.statusCode).toBe(403);
    expect(passkey.json().error).toMatch(/organisation account/);
    // The emergency administrator's passkey still does; the provider does not sign them in.
    expect((await staff!.signIn(root.device)).statusCode).toBe(200);
    provider!.accounts.set("root-sub", {
      email: "root@example.org",
      name: "Root",
      groups: ["grp-admins"],
    });
    const viaProvider = await signIn("root-sub");
    expect(viaProvider.callback.headers.location).toBe("/staff?refused=passkey-only");
    // Ben through the provider: in.
    provider!.accounts.set("ben-sub", {
      email: "ben@example.org",
      name: "Ben",
      groups: ["grp-care"],
    });
    const benIn = await signIn("ben-sub");
    expect((await staff!.call("GET", "/me", { session: benIn.session })).statusCode).toBe(200);
    // Someone invited now makes a passkey, but is not signed in by it.
    const cat = await staff!.signUp({ email: "cat@example.org", name: "Cat", teams: ["intake"] });
    expect(cat.session).toBeUndefined();
    expect(await staff!.store.passkeysOf(cat.person.id)).toHaveLength(1);
    // Turned off again: passkeys sign everyone in as before.
    expect((await policy({ requireOrganisation: false, breakGlass: null })).statusCode).toBe(200);
    expect((await staff!.signIn(ben.device)).statusCode).toBe(200);
    expect(
      (await policy({ requireOrganisation: true, breakGlass: root.person.id })).statusCode,
    ).toBe(200);
    expect((await staff!.call("GET", "/sign-in/methods")).json()).toEqual({
      organisation: true,
      organisationRequired: true,
    });
  });
});

describe("whatever is sent", () => {
  test("the way back and the logout never answer a 5xx, whatever their query or form", async () => {
    await setUp();
    provider!.accounts.set("ana-sub", ana);
    const keys = fc.constantFrom(
      "code",
      "state",
      "iss",
      "error",
      "session_state",
      "x",
      "__proto__",
    );
    const query = fc
      .array(fc.tuple(keys, fc.string({ maxLength: 60 })), { maxLength: 6 })
      .map((pairs) => new URLSearchParams(pairs).toString());
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (search, withFlow) => {
        const start = await staff!.app.inject({
          method: "GET",
          url: "/api/staff/organisation/start",
        });
        const flow = start.cookies.find((cookie) => cookie.name === flowCookie)!.value;
        const callback = await staff!.app.inject({
          method: "GET",
          url: `/api/staff/organisation/callback?${search}${withFlow ? `&state=${flow}` : ""}`,
          cookies: { [flowCookie]: flow },
        });
        expect(callback.statusCode, search).toBeLessThan(500);
        expect(staff!.sessionFrom(callback)).toBeUndefined();
        const logout = await staff!.app.inject({
          method: "POST",
          url: "/api/staff/organisation/back-channel-logout",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: search,
        });
        expect(logout.statusCode, search).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe("without configuration", () => {
  test("the routes are not there and the sign-in page offers passkeys only", async () => {
    staff = await staffApp();
    const start = await staff.app.inject({ method: "GET", url: "/api/staff/organisation/start" });
    expect(start.statusCode).toBe(404);
    expect((await staff.call("GET", "/sign-in/methods")).json()).toEqual({
      organisation: false,
      organisationRequired: false,
    });
    const root = await staff.signUp({ email: "r@example.org", name: "R", teams: [], admin: true });
    const required = await staff.call("PATCH", "/settings/sign-in", {
      body: { requireOrganisation: true, breakGlass: root.person.id },
      session: root.session,
    });
    expect(required.statusCode).toBe(422);
  });
});
