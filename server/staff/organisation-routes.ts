/**
 * Sign-in with the organisation's account (decision 022): the staff routes of the way there and
 * back, the provider's back-channel logout, the administrators' sign-in setting, and what the gate
 * asks at every call (`OrganisationRules`): the hourly check with the provider and the setting
 * that requires the provider. The protocol itself is openid-client's (organisation.ts).
 *
 * The provider is the authority on who is staff: the first sign-in of someone whose groups give a
 * team makes their record, their teams and role follow the groups at every sign-in and check, and
 * someone in no mapped group loses access (their record is kept, ended, so that a passkey of theirs
 * stops working too). An administrator's own ending of someone's access is never undone by the
 * provider.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { staffPath } from "../../content/navigation.ts";
import { staffWorkPath } from "../../content/staff-work.ts";
import { staffText } from "../../content/staff-ui.ts";
import {
  accessFrom,
  type Flow,
  grantsAnything,
  type GroupAccess,
  type Organisation,
  type OrganisationClaims,
  ProviderRefused,
  ProviderUnreachable,
} from "./organisation.ts";
import {
  type Caller,
  clientOf,
  noBody,
  noQuery,
  sessionCookie,
  type StaffContext,
  type StaffRoute,
  takesNothing,
} from "./route-kit.ts";
import type { Person, StaffStore } from "./store.ts";

const text = staffText.api;

/** The cookie that ties the way back from the provider to the browser that left (its `state`). */
export const flowCookie = "__Host-staff-flow";

/** How long a person has at the provider's sign-in page. */
const flowMs = 10 * 60 * 1000;

/** Why a sign-in through the provider let no one in: the key of its words on the sign-in page. */
export type RefusalKey = keyof typeof staffText.signIn.refused & string;

/** Where a sign-in may lead back to: a staff page's path, nothing else (no open redirect). */
const staffReturn = z
  .string()
  .max(300)
  .regex(/^\/staff(\/[A-Za-z0-9-]+)*$/)
  .optional()
  .catch(undefined);

const startQuery = z.object({ return: staffReturn });

/** What a provider sends back (RFC 6749 4.1.2, RFC 9207's iss); openid-client checks each. */
const callbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  session_state: z.string().max(500).optional(),
});

/** A back-channel logout request: the provider's form post of one signed token. */
const logoutBody = z.strictObject({ logout_token: z.string().max(20_000) });

/** The administrators' setting: require the provider, except for one emergency administrator. */
const policyBody = z.strictObject({
  requireOrganisation: z.boolean(),
  breakGlass: z.string().max(100).nullable(),
});

/** What the flow keeps in the store until the browser comes back. */
interface KeptFlow {
  nonce: string;
  codeVerifier: string;
  returnTo?: string;
}

/** The changes the provider's word makes to a person, shared by sign-in and the hourly check. */
class ProviderAuthority {
  readonly #store: StaffStore;
  readonly #organisation: Organisation;

  constructor(store: StaffStore, organisation: Organisation) {
    this.#store = store;
    this.#organisation = organisation;
  }

  get #issuer() {
    return this.#organisation.config.issuer;
  }

  /** What the claims' groups give, or undefined when the provider left them out. */
  access(claims: OrganisationClaims): GroupAccess | undefined {
    if (claims.groups === "too many") return undefined;
    return accessFrom(claims.groups, this.#organisation.config.groups);
  }

  /** The person's teams and role made what the groups give, audited when that changes anything. */
  async follow(
    person: Person,
    access: GroupAccess,
    client: string,
    restored = false,
  ): Promise<Person> {
    const same = person.admin === access.admin && person.teams.join(" ") === access.teams.join(" ");
    if (same && !restored) return person;
    await this.#store.setTeams(person.id, access.teams, access.admin);
    await this.#store.audit({
      personId: null,
      action: "teams changed by provider",
      client,
      detail: { person: person.id, teams: access.teams.join(" "), admin: access.admin },
    });
    return (await this.#store.personById(person.id))!;
  }

  /**
   * The provider no longer gives the person any access: their record is ended (every session,
   * passkeys too) and marked as ended by the provider, so a later sign-in in a mapped group
   * gives it back.
   */
  async end(person: Person, subject: string, reason: string, client: string, check?: string) {
    if (!person.revokedAt) await this.#store.revoke(person.id);
    await this.#store.setEndedByProvider(this.#issuer, subject, true);
    await this.#store.audit({
      personId: person.id,
      action: "access ended by provider",
      client,
      detail: check ? { reason, check } : { reason },
    });
  }

  /**
   * Who a verified sign-in lets in: the linked person, or the person of the same e-mail not yet
   * linked (the provider names only this organisation's accounts), or a new record; else why not.
   */
  async admit(
    claims: OrganisationClaims,
    client: string,
  ): Promise<{ person: Person } | { refused: RefusalKey; reason: string; personId?: string }> {
    const store = this.#store;
    const linked = await store.linkedPerson(this.#issuer, claims.subject);
    let person = linked?.person;
    let link = false;
    if (!person && claims.email) {
      const sameEmail = await store.personByEmail(claims.email);
      if (sameEmail && ((await store.isLinked(sameEmail.id)) || !claims.emailVerified))
        return { refused: "failed", reason: "e-mail of another account", personId: sameEmail.id };
      person = sameEmail;
      link = Boolean(sameEmail);
    }
    const refuse = (refused: RefusalKey, reason: string) => ({
      refused,
      reason,
      personId: person?.id,
    });
    if (person && (await store.signInPolicy()).breakGlass === person.id)
      return refuse("passkey-only", "break-glass passkey only");
    // An administrator ended it: only an administrator gives it back.
    if (person?.revokedAt && !linked?.endedByProvider) return refuse("revoked", "access revoked");
    const access = this.access(claims);
    if (!access) return refuse("failed", "too many groups");
    if (!grantsAnything(access)) {
      if (person && linked && !person.revokedAt)
        await this.end(person, claims.subject, "not in a mapped group", client);
      return refuse("no-team", "not in a mapped group");
    }
    if (!person) {
      if (!claims.email) return refuse("failed", "no e-mail");
      person = await store.addPerson({
        email: claims.email,
        name: claims.name ?? claims.email,
        teams: access.teams,
        admin: access.admin,
      });
      await store.link(this.#issuer, claims.subject, person.id);
      await store.audit({
        personId: null,
        action: "person added by provider",
        client,
        detail: { person: person.id, teams: access.teams.join(" "), admin: access.admin },
      });
      return { person };
    }
    if (link) await store.link(this.#issuer, claims.subject, person.id);
    const restored = Boolean(person.revokedAt);
    if (restored) {
      await store.restore(person.id);
      await store.setEndedByProvider(this.#issuer, claims.subject, false);
    }
    return { person: await this.follow(person, access, client, restored) };
  }
}

/**
 * What the gate asks of a signed-in caller, after the session and before the policy: the setting
 * that requires the provider, and the check with the provider when one is due. A caller whose
 * session ended here is no one (401 on the routes that need someone); "unreachable" is a 503.
 */
export class OrganisationRules {
  readonly #context: StaffContext;
  readonly #authority: ProviderAuthority | undefined;
  /**
   * Checks under way in this instance, by session: two calls at once make one check, not two
   * refreshes, and both wait for its outcome. Across instances, the claim in the database
   * (`StaffStore.claimCheck`) does it.
   */
  readonly #checking = new Map<string, Promise<"ok" | "ended" | "unreachable">>();

  constructor(context: StaffContext) {
    this.#context = context;
    this.#authority = context.provider && new ProviderAuthority(context.store, context.provider);
  }

  async apply(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<"ok" | "ended" | "unreachable"> {
    const caller = request.staff;
    const { store } = this.#context;
    if (!caller.person || !caller.sessionId || !this.#context.provider) return "ok";
    if (!caller.organisation) {
      const policy = await store.signInPolicy();
      if (!policy.requireOrganisation || policy.breakGlass === caller.person.id) return "ok";
      await store.endSession(caller.sessionId, "organisation sign-in required");
      await store.audit({
        personId: caller.person.id,
        action: "session expired",
        client: clientOf(request),
        detail: { limit: "organisation required" },
      });
      return this.#ended(request, reply);
    }
    const due =
      Date.now() - Date.parse(caller.organisation.checkedAt) >=
      this.#context.provider.config.checkMs;
    if (!due) return "ok";
    const sessionId = caller.sessionId;
    let check = this.#checking.get(sessionId);
    if (!check) {
      check = this.#check(request).finally(() => this.#checking.delete(sessionId));
      this.#checking.set(sessionId, check);
    }
    const outcome = await check;
    if (outcome === "ended") return this.#ended(request, reply);
    // Teams may have changed at the check.
    if (outcome === "ok") caller.person = await store.personById(caller.person.id);
    return outcome;
  }

  #ended(request: FastifyRequest, reply: FastifyReply): "ended" {
    request.staff = {};
    this.#context.clearSessionCookie(reply);
    return "ended";
  }

  async #check(request: FastifyRequest): Promise<"ok" | "ended" | "unreachable"> {
    const { store } = this.#context;
    const organisation = this.#context.provider!;
    const authority = this.#authority!;
    const { person, sessionId } = request.staff as Required<Pick<Caller, "person" | "sessionId">>;
    const session = request.staff.organisation!;
    const client = clientOf(request);
    if (!session.refreshToken) {
      // No refresh token (the provider gave none): a fresh sign-in is the check.
      await store.endSession(sessionId, "check due");
      await store.audit({
        personId: person.id,
        action: "session expired",
        client,
        detail: { limit: "check" },
      });
      return "ended";
    }
    // One check across every instance (the map above keeps to one within this one): whoever
    // claims it in the database makes it, with the refresh token current at the claim. The
    // others go on as the session stands; the check under way ends it if the provider says so.
    const claimedAt = new Date();
    if (!(await store.claimCheck(sessionId, session.checkedAt, claimedAt)))
      return (await store.session(sessionId)) ? "ok" : "ended";
    let result;
    try {
      result = await organisation.check(session.refreshToken, session.subject);
    } catch (error) {
      if (error instanceof ProviderUnreachable) {
        await store.releaseCheck(sessionId, claimedAt, session.checkedAt);
        return "unreachable";
      }
      await store.endSession(sessionId, "provider refused the check");
      await store.audit({
        personId: person.id,
        action: "access ended by provider",
        client,
        detail: {
          reason: "provider refused the check",
          check: error instanceof ProviderRefused ? error.message : "unknown",
        },
      });
      return "ended";
    }
    if (result.claims) {
      const access = authority.access(result.claims);
      if (!access || !grantsAnything(access)) {
        await authority.end(
          person,
          session.subject,
          access ? "not in a mapped group" : "too many groups",
          client,
        );
        return "ended";
      }
      await authority.follow(person, access, client);
    }
    await store.recordCheck(sessionId, result.refreshToken);
    return "ok";
  }
}

/** The routes of organisation sign-in; each answers 404 when it is not configured. */
export function organisationRoutes(context: StaffContext): StaffRoute[] {
  const { store, provider: organisation } = context;
  const authority = organisation && new ProviderAuthority(store, organisation);
  const perMinute = context.signInPerClient * 3;

  const notHere = (reply: FastifyReply) => reply.code(404).send({ error: text.notFound });

  /** Back to the sign-in page, which says why in words (content/staff-ui.ts `signIn.refused`). */
  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    refused: RefusalKey,
    audit: { reason: string; personId?: string; check?: string },
  ) {
    await store.audit({
      personId: audit.personId ?? null,
      action: "sign-in failed",
      client: clientOf(request),
      detail: {
        method: "organisation",
        reason: audit.reason,
        ...(audit.check ? { check: audit.check } : {}),
      },
    });
    return reply.redirect(`${staffPath("home")}?refused=${refused}`, 303);
  }

  function setFlowCookie(reply: FastifyReply, state: string) {
    // Lax, not Strict: the provider's redirect back is a navigation from another site.
    reply.setCookie(flowCookie, state, {
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "lax",
      maxAge: flowMs / 1000,
    });
  }

  return [
    {
      method: "GET",
      url: "/organisation/start",
      perMinute,
      rule: {
        access: "anyone",
        audit: { none: "nothing is known yet: the provider has not said who it is" },
      },
      shape: { query: startQuery, body: noBody },
      async handler(request, reply) {
        if (!organisation) return notHere(reply);
        const { return: returnTo } = request.query as z.infer<typeof startQuery>;
        let started;
        try {
          started = await organisation.start();
        } catch (error) {
          return refuse(
            request,
            reply,
            error instanceof ProviderUnreachable ? "unreachable" : "failed",
            {
              reason:
                error instanceof ProviderUnreachable ? "provider unreachable" : "provider refused",
              check: (error as Error).message,
            },
          );
        }
        const kept: KeptFlow = {
          nonce: started.flow.nonce,
          codeVerifier: started.flow.codeVerifier,
          returnTo,
        };
        await store.addChallenge(started.flow.state, "organisation", flowMs, JSON.stringify(kept));
        setFlowCookie(reply, started.flow.state);
        return reply.redirect(started.url.href, 303);
      },
    },
    {
      method: "GET",
      url: "/organisation/callback",
      perMinute,
      rule: { access: "anyone", audit: { byHandler: true } },
      shape: { query: callbackQuery, body: noBody },
      async handler(request, reply) {
        if (!organisation || !authority) return notHere(reply);
        const query = request.query as z.infer<typeof callbackQuery>;
        const state = request.cookies[flowCookie];
        reply.clearCookie(flowCookie, { path: "/", secure: true, httpOnly: true, sameSite: "lax" });
        // The browser that comes back must be the one that left (login CSRF), and only once.
        const kept =
          state && state === query.state
            ? await store.takeChallenge(state, "organisation")
            : undefined;
        if (kept === undefined)
          return refuse(request, reply, "expired", { reason: "unknown or used challenge" });
        const flow: Flow & KeptFlow = { ...(JSON.parse(kept) as KeptFlow), state: state! };
        // The address the provider sent the browser to, as it sent it.
        const callbackUrl = new URL(organisation.redirectUri);
        callbackUrl.search = new URL(request.url, "http://x").search;
        let finished;
        try {
          finished = await organisation.finish(callbackUrl, flow);
        } catch (error) {
          if (error instanceof ProviderUnreachable)
            return refuse(request, reply, "unreachable", { reason: "provider unreachable" });
          const check = (error as Error).message;
          return refuse(request, reply, query.error === "access_denied" ? "cancelled" : "failed", {
            reason: "provider refused",
            check,
          });
        }
        const { claims, refreshToken } = finished;
        const admitted = await authority.admit(claims, clientOf(request));
        if ("refused" in admitted)
          return refuse(request, reply, admitted.refused, {
            reason: admitted.reason,
            personId: admitted.personId,
          });
        const { person } = admitted;
        const previous = request.cookies[sessionCookie];
        if (previous) await store.endSession(previous, "replaced");
        const sessionId = await store.startSession(person.id, {
          subject: claims.subject,
          providerSession: claims.providerSession,
          refreshToken,
        });
        context.setSessionCookie(reply, sessionId);
        await store.audit({
          personId: person.id,
          action: "sign-in",
          client: clientOf(request),
          detail: { method: "organisation" },
        });
        // From the front door: the person's own work (the inbox, or the job applications).
        return reply.redirect(flow.returnTo ?? staffWorkPath(person.teams), 303);
      },
    },
    {
      // OpenID Connect Back-Channel Logout 1.0: the provider posts a signed token, server to server.
      method: "POST",
      url: "/organisation/back-channel-logout",
      rule: { access: "anyone", audit: { byHandler: true }, fromProvider: true },
      shape: { query: noQuery, body: logoutBody },
      async handler(request, reply) {
        if (!organisation) return notHere(reply);
        const { logout_token: token } = request.body as z.infer<typeof logoutBody>;
        let named;
        try {
          named = await organisation.logoutToken(token);
        } catch (error) {
          await store.audit({
            personId: null,
            action: "sign-in failed",
            client: clientOf(request),
            detail: {
              reason: "logout token refused",
              check: (error as Error).message.slice(0, 200),
            },
          });
          return reply.code(400).send({ error: "invalid_request" });
        }
        const ended = await store.endOrganisationSessions(
          named.providerSession
            ? { providerSession: named.providerSession }
            : { subject: named.subject! },
          "signed out by provider",
        );
        for (const personId of ended)
          await store.audit({
            personId,
            action: "signed out by provider",
            client: clientOf(request),
          });
        return {};
      },
    },
    {
      method: "GET",
      url: "/sign-in/methods",
      rule: {
        access: "anyone",
        audit: { none: "how this site signs people in, the same for all" },
      },
      shape: takesNothing,
      async handler() {
        return {
          organisation: Boolean(organisation),
          organisationRequired:
            Boolean(organisation) && (await store.signInPolicy()).requireOrganisation,
        };
      },
    },
    {
      method: "GET",
      url: "/settings/sign-in",
      rule: { access: "admin", audit: { none: "a setting, about no one's information" } },
      shape: takesNothing,
      async handler() {
        return { organisation: Boolean(organisation), policy: await store.signInPolicy() };
      },
    },
    {
      method: "PATCH",
      url: "/settings/sign-in",
      rule: { access: "admin", audit: { byHandler: true } },
      shape: { query: noQuery, body: policyBody },
      async handler(request, reply) {
        const policy = request.body as z.infer<typeof policyBody>;
        const problem = await policyProblem(store, policy, Boolean(organisation));
        if (problem) return reply.code(422).send({ error: problem });
        await store.setSignInPolicy(policy);
        await store.audit({
          personId: request.staff.person!.id,
          action: "sign-in policy changed",
          client: clientOf(request),
          detail: {
            requireOrganisation: policy.requireOrganisation,
            breakGlass: policy.breakGlass,
          },
        });
        return { policy: await store.signInPolicy() };
      },
    },
  ];
}

/** Why a sign-in setting cannot be saved, or undefined when it can. */
async function policyProblem(
  store: StaffStore,
  policy: z.infer<typeof policyBody>,
  organisation: boolean,
): Promise<string | undefined> {
  const words = text.badPolicy;
  if (policy.breakGlass !== null) {
    const person = await store.personById(policy.breakGlass);
    if (!person || !person.admin || person.revokedAt) return words.breakGlassNotAdmin;
    if ((await store.passkeysOf(person.id)).length === 0) return words.breakGlassNoPasskey;
  }
  if (!policy.requireOrganisation) return undefined;
  if (!organisation) return words.noOrganisation;
  if (policy.breakGlass === null) return words.noBreakGlass;
  return undefined;
}
