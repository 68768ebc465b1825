/**
 * The staff API under /api/staff: every route goes through one gate, in this order.
 *
 * 1. A route cannot exist without a rule (policy.ts): registering one without it throws at start.
 * 2. A state-changing call must be a same-origin JSON request (OWASP ASVS 5.0 3.5: the Origin or
 *    Sec-Fetch-Site header names this site, and the body type is one a cross-site form cannot send).
 * 3. The session cookie is checked against the store: idle and absolute limits, revoked people.
 * 4. The policy decides: 401 to sign in, 404 for what is not theirs (audited), or on.
 * 5. The query and the body must have the route's shape (its zod schemas): else 400, naming the
 *    field; the handler reads them parsed, so a repeated key or an object never reaches it. A
 *    route that changes a record must carry `If-Match`, the version the change was made from
 *    (else 428; decision 028); the record's store refuses a stale one (409).
 * 6. The call is audited as its rule says, before anything is answered.
 *
 * Every answer is `Cache-Control: no-store`, `X-Robots-Tag: noindex`, `Referrer-Policy:
 * no-referrer`, with the site's strict CSP and security headers (server/app.ts).
 */
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { z } from "zod";
import { versionFromTag } from "../../content/record-version.ts";
import { staffText } from "../../content/staff-ui.ts";
import { type AuditRule, decide, decideInquiry } from "./policy.ts";
import {
  type Caller,
  clientOf,
  sessionCookie,
  type StaffContext,
  type StaffOptions,
  type StaffRoute,
} from "./route-kit.ts";
import { staffRoutes } from "./routes.ts";
import type { Person } from "./store.ts";
import { Organisation } from "./organisation.ts";
import { OrganisationRules, organisationRoutes } from "./organisation-routes.ts";

/** Why a query or body was refused, in words that name each field ("teams: expected array"). */
function shapeError(where: "query" | "body", error: z.ZodError): string {
  const issues = error.issues.slice(0, 5).map((issue) => {
    const field = issue.path.map(String).join(".");
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return text.badShape(where, issues.join("; "));
}

/**
 * A refused field, for a form to say beside it in its own words: the field's path
 * ("requirements.fr") and why, as a rule's own reason (`params.reason` of a custom issue:
 * "canadian-experience") or else zod's code ("too_big").
 */
export interface FieldIssue {
  field: string;
  reason: string;
}

/** Every field a body's refusal names, with why (`FieldIssue`). */
function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const reason = (issue as { params?: { reason?: unknown } }).params?.reason;
    return {
      field: issue.path.map(String).join("."),
      reason: typeof reason === "string" ? reason : issue.code,
    };
  });
}

const text = staffText.api;
const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const formType = "application/x-www-form-urlencoded";

/**
 * Refuses, at registration, a staff route declared without a rule, or one about an inquiry that
 * anyone could call.
 */
export function requireStaffRule(route: RouteOptions): void {
  const rule = route.config?.staff;
  const name = `${String(route.method)} ${route.url}`;
  if (!rule) throw new Error(`${name} has no staff rule (server/staff/policy.ts)`);
  if (!route.config?.staffShape)
    throw new Error(`${name} has no shape: declare the schemas of its query and body`);
  if (rule.version && !route.url.includes(":id"))
    throw new Error(`${name} changes a record, but its address names none (:id)`);
  if (rule.inquiry && rule.access === "anyone")
    throw new Error(
      `${name} is about an inquiry, open to anyone: inquiries need a signed-in caller`,
    );
}

export async function staffApi(app: FastifyInstance, options: StaffOptions) {
  const { store } = options;
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: options.limitStore });

  // 1. No route without a rule, in this plugin and any registered inside it.
  app.addHook("onRoute", requireStaffRule);

  app.decorateRequest("staff", null as unknown as Caller);

  app.addHook("onRequest", async (request, reply) => {
    if (options.host && request.host !== options.host) return reply.callNotFound();
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex");
    reply.header("referrer-policy", "no-referrer");
    return payload;
  });

  function sameOrigin(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (origin) return origin === options.origin;
    return request.headers["sec-fetch-site"] === "same-origin";
  }

  /**
   * The caller behind the session cookie; an ended or expired session is no one. A call counts as
   * activity (keeps the session from ending idle) unless it is a `background` check.
   */
  async function callerOf(
    request: FastifyRequest,
    reply: FastifyReply,
    active: boolean,
  ): Promise<Caller> {
    const sessionId = request.cookies[sessionCookie];
    if (!sessionId) return {};
    // Read from the database on every call, never from this process's memory: a session started,
    // ended or revoked through another instance is as it is there.
    const session = await store.session(sessionId);
    const person = session && (await store.personById(session.personId));
    if (!session || !person || person.revokedAt) {
      clearSessionCookie(reply);
      return {};
    }
    const now = Date.now();
    const idleEnd = Date.parse(session.lastSeenAt) + options.idleMs;
    const absoluteEnd = Date.parse(session.createdAt) + options.absoluteMs;
    if (now >= idleEnd || now >= absoluteEnd) {
      await store.endSession(sessionId, "expired");
      await store.audit({
        personId: person.id,
        action: "session expired",
        client: clientOf(request),
        detail: { limit: now >= absoluteEnd ? "absolute" : "idle" },
      });
      clearSessionCookie(reply);
      return {};
    }
    if (active) await store.touchSession(sessionId, new Date(now));
    const idleFrom = active ? now : Date.parse(session.lastSeenAt);
    return {
      person,
      sessionId,
      organisation: session.organisation,
      idleEndsAt: new Date(Math.min(idleFrom + options.idleMs, absoluteEnd)).toISOString(),
      sessionEndsAt: new Date(absoluteEnd).toISOString(),
    };
  }

  async function audit(rule: AuditRule, request: FastifyRequest, person: Person | undefined) {
    if (!("action" in rule)) return;
    await store.audit({
      personId: person?.id ?? null,
      action: rule.action,
      inquiryId: request.staff.inquiryId ?? null,
      client: clientOf(request),
      detail: { route: `${request.method} ${request.routeOptions.url}` },
    });
  }

  function gate({ rule, shape }: StaffRoute) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      // 2. State changes: same origin, JSON body; the provider's own calls, its form posts.
      if (rule.fromProvider) {
        if (!String(request.headers["content-type"] ?? "").startsWith(formType))
          return reply.code(415).send({ error: text.json });
      } else if (unsafeMethods.has(request.method)) {
        if (!sameOrigin(request)) return reply.code(403).send({ error: text.otherSite });
        if (!String(request.headers["content-type"] ?? "").startsWith("application/json"))
          return reply.code(415).send({ error: text.json });
      }
      // 3. The session.
      request.staff = await callerOf(request, reply, !rule.background);
      // 3b. Sessions of the identity provider: checked with it when due; the setting that
      // requires it (organisation-routes.ts).
      if ((await organisationRules.apply(request, reply)) === "unreachable")
        return reply.code(503).send({ error: text.providerUnreachable });
      // 4. The policy: the route, then the inquiry it names.
      const { person } = request.staff;
      const inquiryId = rule.inquiry ? String((request.params as { id?: string }).id) : undefined;
      let verdict = decide(rule.access, person);
      if (verdict === "allow" && inquiryId !== undefined)
        verdict = decideInquiry(person!, await options.inbox.teamOf(inquiryId));
      if (verdict === "sign-in") return reply.code(401).send({ error: text.signIn });
      if (verdict === "hide") {
        await store.audit({
          personId: person!.id,
          action: "denied",
          inquiryId: inquiryId ?? null,
          client: clientOf(request),
          detail: { route: `${request.method} ${request.routeOptions.url}` },
        });
        return reply.code(404).send({ error: text.notFound });
      }
      request.staff.inquiryId = inquiryId;
      // 5. The shape of what was sent.
      const query = shape.query.safeParse(request.query ?? {});
      if (!query.success) return reply.code(400).send({ error: shapeError("query", query.error) });
      const body = shape.body.safeParse(request.body);
      if (!body.success)
        return reply
          .code(400)
          .send({ error: shapeError("body", body.error), issues: fieldIssues(body.error) });
      request.query = query.data;
      request.body = body.data;
      // 5b. A change names the version of the record it was made from.
      if (rule.version) {
        const version = versionFromTag(request.headers["if-match"]);
        if (version === "missing") return reply.code(428).send({ error: text.noVersion });
        if (version === "malformed") return reply.code(400).send({ error: text.badVersion });
        request.staff.ifMatch = version;
      }
      // 6. The audit row, before the answer.
      await audit(rule.audit, request, request.staff.person);
    };
  }

  const signInLimits = [
    app.createRateLimit({
      max: options.signInPerClient,
      timeWindow: 60_000,
      keyGenerator: (request) => `client:${request.ip}`,
    }),
    // The account a sign-in tries, found from the passkey it offers.
    app.createRateLimit({
      max: options.signInPerAccount,
      timeWindow: 60_000,
      keyGenerator: async (request) => {
        const credentialId = String((request.body as { id?: unknown } | undefined)?.id ?? "");
        return `account:${(await store.passkey(credentialId))?.personId ?? credentialId}`;
      },
    }),
  ];

  /**
   * 429 when a client or an account has tried to sign in too often: a preHandler, so the refusal
   * ends the request (an async hook that sends must return the reply, never await it: a reply is
   * a thenable, and awaiting it let the handler go on and sign the person in).
   */
  async function limitSignIns(request: FastifyRequest, reply: FastifyReply) {
    for (const check of signInLimits) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        await store.audit({
          personId: null,
          action: "sign-in failed",
          client: clientOf(request),
          detail: { reason: "too many attempts" },
        });
        reply.header("retry-after", String(limit.ttlInSeconds));
        return reply.code(429).send({ error: text.tooMany });
      }
    }
  }

  // The provider's back-channel logout posts a form; every other route refuses one (step 2).
  app.addContentTypeParser(
    formType,
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const provider =
    options.organisation &&
    new Organisation(
      options.organisation,
      `${options.origin}/api/staff/organisation/callback`,
      options.organisationFetch,
    );
  const context: StaffContext = { ...options, provider, setSessionCookie, clearSessionCookie };
  const organisationRules = new OrganisationRules(context);
  for (const route of [...staffRoutes(context), ...organisationRoutes(context)]) {
    app.route({
      method: route.method,
      url: route.url,
      config: {
        staff: route.rule,
        staffShape: route.shape,
        ...(route.perMinute ? { rateLimit: { max: route.perMinute, timeWindow: 60_000 } } : {}),
      },
      preHandler: route.signIn ? [gate(route), limitSignIns] : gate(route),
      handler: route.handler,
    });
  }

  function setSessionCookie(reply: FastifyReply, sessionId: string) {
    reply.setCookie(sessionCookie, sessionId, {
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "strict",
      maxAge: Math.floor(options.absoluteMs / 1000),
    });
  }

  function clearSessionCookie(reply: FastifyReply) {
    reply.clearCookie(sessionCookie, {
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "strict",
    });
  }
}
