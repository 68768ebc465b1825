/**
 * Every staff API route, with its rule (server/staff/policy.ts). The plugin (plugin.ts) registers
 * exactly these, each behind the gate; a route missing from here does not exist.
 *
 * Passkeys: WebAuthn with @simplewebauthn/server. Sign-in uses discoverable credentials (no name
 * typed) and requires user verification (the device's PIN, fingerprint or face). Each challenge
 * is stored, used once and expires, so a replayed answer fails.
 * https://simplewebauthn.dev/docs/packages/server
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { localeTags } from "../../content/locale.ts";
import { site } from "../../content/site.ts";
import { type AuditAction, staffText } from "../../content/staff-ui.ts";
import { actorName, toCsv } from "./audit-csv.ts";
import { detailWords, shortReference } from "./audit-words.ts";
import type { AuditRow } from "./audit-chain.ts";
import { applicationRoutes } from "./application-routes.ts";
import { inquiryRoutes } from "./inquiry-routes.ts";
import { changeTeams, invite, PeopleError, revoke } from "./people.ts";
import {
  clientOf,
  noBody,
  noQuery,
  sessionCookie,
  type StaffContext,
  type StaffRoute,
  takesNothing,
} from "./route-kit.ts";
import { mayReadTeam } from "./policy.ts";
import { postingRoutes } from "./posting-routes.ts";
import { presenceRoutes } from "./presence-routes.ts";
import { replyRoutes } from "./reply-routes.ts";
import { reportRoutes } from "./report-routes.ts";
import {
  type AccessState,
  type ChallengePurpose,
  digestChoices,
  type Passkey,
  type Person,
  type StaffStore,
} from "./store.ts";
import type { Inbox } from "../contact/inbox.ts";

const text = staffText.api;

/** How long a person has to answer their device's prompt. */
const ceremonyMs = 5 * 60 * 1000;

/**
 * The signature algorithms offered: EdDSA, ES256, RS256, what passkeys use today. Named, so that
 * none still marked experimental in Node (ML-DSA) is offered by default.
 */
const algorithms = [-8, -7, -257];

/** A one-time sign-up link's secret, as the welcome page sends it. */
const token = z.string().max(200);

/**
 * A WebAuthn answer as the browser library sends it: its outer shape is checked here, the
 * cryptography by @simplewebauthn/server.
 */
const webAuthnAnswer = z.looseObject({
  id: z.string().max(2000),
  rawId: z.string().max(2000),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(20_000) }),
});

/** Opening a sign-up link: its secret. */
const welcomeOptionsBody = z.strictObject({ token });

/** Finishing a sign-up: the link's secret and the new passkey. */
const welcomeVerifyBody = z.strictObject({ token, response: webAuthnAnswer });

/** The teams a person is in, and whether they administer. */
const teamsBody = z.strictObject({
  teams: z.array(z.string().max(60)).max(20),
  admin: z.boolean().default(false),
});

/** An invitation: whom, in which teams. */
const inviteBody = teamsBody.extend({
  email: z.string().max(320),
  name: z.string().max(200).optional(),
});

/** The morning e-mail's setting. */
const digestBody = z.strictObject({ digest: z.enum(digestChoices) });

/**
 * The audit trail's filter: by person, action, inquiry (its reference or the reference's first
 * characters), dates, and the page before a row.
 */
const auditQuery = z.object({
  person: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  inquiry: z.string().max(100).optional(),
  since: z.string().max(40).optional(),
  until: z.string().max(40).optional(),
  before: z
    .string()
    .regex(/^\d{1,15}$/, "a row number")
    .optional(),
});

/** What the browser may know about a person. */
function personView(person: Person) {
  return {
    id: person.id,
    email: person.email,
    name: person.name,
    teams: person.teams,
    admin: person.admin,
    revoked: person.revokedAt !== null,
    digest: person.digest,
  };
}

/** A person as the People page lists them: with their passkeys and open sign-up link. */
async function listedView(person: Person, access: AccessState | undefined, store: StaffStore) {
  return {
    ...personView(person),
    passkeys: access?.passkeys ?? 0,
    inviteUntil: access?.inviteUntil ?? null,
    organisation: await store.isLinked(person.id),
  };
}

function passkeyView(passkey: Passkey) {
  return {
    id: passkey.id,
    label: passkey.label,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
  };
}

/** The challenge inside a WebAuthn answer (its clientDataJSON), read before verifying it. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } } | undefined): string {
  try {
    const json = Buffer.from(String(response?.response?.clientDataJSON), "base64url").toString();
    const challenge = (JSON.parse(json) as { challenge?: unknown }).challenge;
    return typeof challenge === "string" ? challenge : "";
  } catch {
    return "";
  }
}

/** A label for a new passkey, in the words people use. */
function passkeyLabel(now = new Date()): string {
  const day = now.toLocaleDateString(localeTags.en, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: site.timeZone,
  });
  return staffText.passkeys.label(day);
}

export function staffRoutes(context: StaffContext): StaffRoute[] {
  const { store, origin } = context;
  // Challenges one address may ask for in a minute: each is stored until it expires, so without a
  // limit anyone could fill the table. Three per sign-in attempt allowed leaves room for retries.
  const challengesPerMinute = context.signInPerClient * 3;
  const rpID = new URL(origin).hostname;

  async function issue(challenge: string, purpose: ChallengePurpose, subject?: string) {
    await store.addChallenge(challenge, purpose, ceremonyMs, subject);
  }

  async function registrationOptions(person: Person, purpose: ChallengePurpose) {
    const options = await generateRegistrationOptions({
      rpName: site.name,
      rpID,
      userName: person.email,
      userDisplayName: person.name,
      // The WebAuthn user handle: the person's random id, no personal data.
      userID: new TextEncoder().encode(person.id),
      timeout: ceremonyMs,
      attestationType: "none",
      excludeCredentials: (await store.passkeysOf(person.id)).map((passkey) => ({
        id: passkey.id,
        transports: passkey.transports,
      })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      supportedAlgorithmIDs: algorithms,
    });
    await issue(options.challenge, purpose, person.id);
    return options;
  }

  /**
   * A new passkey for `person`: takes the challenge it answers (issued to them, for `purpose`),
   * verifies it and stores it. When that fails, the refusal is sent and audited, and the result
   * says so.
   */
  async function addPasskey(
    request: FastifyRequest,
    reply: FastifyReply,
    person: Person,
    purpose: ChallengePurpose,
    response: RegistrationResponseJSON | undefined,
  ): Promise<Passkey | "refused"> {
    const refused = async (message: string, reason: string) => {
      await refuse(request, reply, 400, message, {
        action: "passkey refused",
        personId: person.id,
        reason,
      });
      return "refused" as const;
    };
    const challenge = challengeOf(response);
    if (!response || (await store.takeChallenge(challenge, purpose)) !== person.id)
      return refused(text.tooLate, "unknown or used challenge");
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        supportedAlgorithmIDs: algorithms,
      });
    } catch {
      return refused(text.notChecked, "verification failed");
    }
    if (!verification.verified) return refused(text.notChecked, "verification failed");
    const { credential } = verification.registrationInfo;
    if (await store.passkey(credential.id))
      return refused(text.notChecked, "passkey already registered");
    await store.addPasskey({
      id: credential.id,
      personId: person.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      label: passkeyLabel(),
    });
    return (await store.passkey(credential.id))!;
  }

  /**
   * Whether administrators require the identity provider of `person` (everyone but the emergency
   * administrator), so that a passkey does not sign them in.
   */
  async function needsOrganisation(person: Person): Promise<boolean> {
    if (!context.provider) return false;
    const policy = await store.signInPolicy();
    return policy.requireOrganisation && policy.breakGlass !== person.id;
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply, person: Person) {
    // A new session id at every sign-in; an old one in the cookie is ended first.
    const previous = request.cookies[sessionCookie];
    if (previous) await store.endSession(previous, "replaced");
    context.setSessionCookie(reply, await store.startSession(person.id));
    await store.audit({ personId: person.id, action: "sign-in", client: clientOf(request) });
  }

  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    audit: { action: AuditAction; personId?: string | null; reason: string },
  ) {
    await store.audit({
      personId: audit.personId ?? null,
      action: audit.action,
      client: clientOf(request),
      detail: { reason: audit.reason },
    });
    return reply.code(status).send({ error: message });
  }

  const me = (request: FastifyRequest) => request.staff.person!;

  return [
    // Accepting an invitation: the link's token, then a new passkey, then signed in.
    {
      method: "POST",
      url: "/welcome/options",
      perMinute: challengesPerMinute,
      rule: { access: "anyone", audit: { byHandler: true } },
      shape: { query: noQuery, body: welcomeOptionsBody },
      async handler(request, reply) {
        const { token } = request.body as z.infer<typeof welcomeOptionsBody>;
        const found = await store.inviteFor(token);
        if (typeof found === "string") return refuseInvite(request, reply, found);
        return {
          person: { name: found.name, email: found.email },
          options: await registrationOptions(found, "welcome"),
        };
      },
    },
    {
      method: "POST",
      url: "/welcome/verify",
      rule: { access: "anyone", audit: { byHandler: true } },
      shape: { query: noQuery, body: welcomeVerifyBody },
      async handler(request, reply) {
        const { token, response } = request.body as z.infer<typeof welcomeVerifyBody> & {
          response: RegistrationResponseJSON;
        };
        const found = await store.inviteFor(token);
        if (typeof found === "string") return refuseInvite(request, reply, found);
        const passkey = await addPasskey(request, reply, found, "welcome", response);
        if (passkey === "refused") return reply;
        // Single use: a second use of the link, even at the same moment, fails here.
        if (!(await store.useInvite(token))) {
          await store.removePasskey(found.id, passkey.id);
          return refuseInvite(request, reply, "used");
        }
        await store.audit({
          personId: found.id,
          action: "passkey added",
          client: clientOf(request),
        });
        // The passkey is made; signing in is through the organisation when that is required.
        if (await needsOrganisation(found)) return { person: personView(found), signedIn: false };
        await signedIn(request, reply, found);
        return { person: personView(found), signedIn: true };
      },
    },

    // Signing in with a passkey the device offers (discoverable credentials).
    {
      method: "POST",
      url: "/sign-in/options",
      perMinute: challengesPerMinute,
      rule: { access: "anyone", audit: { none: "nothing is known or shown yet" } },
      shape: takesNothing,
      async handler() {
        const options = await generateAuthenticationOptions({
          rpID,
          userVerification: "required",
          timeout: ceremonyMs,
        });
        await issue(options.challenge, "sign-in");
        return { options };
      },
    },
    {
      method: "POST",
      url: "/sign-in/verify",
      rule: { access: "anyone", audit: { byHandler: true } },
      shape: { query: noQuery, body: webAuthnAnswer },
      signIn: true,
      async handler(request, reply) {
        const response = request.body as AuthenticationResponseJSON | undefined;
        const passkey = response?.id ? await store.passkey(String(response.id)) : undefined;
        const person = passkey && (await store.personById(passkey.personId));
        const fail = (reason: string) =>
          refuse(request, reply, 401, text.signInFailed, {
            action: "sign-in failed",
            personId: person?.id ?? null,
            reason,
          });
        const challenge = challengeOf(response);
        // Taken first, so that an answer replayed later finds no challenge.
        if ((await store.takeChallenge(challenge, "sign-in")) === undefined)
          return fail("unknown or used challenge");
        if (!passkey || !person) return fail("unknown passkey");
        if (person.revokedAt) return fail("access revoked");
        if (await needsOrganisation(person))
          return refuse(request, reply, 403, text.organisationRequired, {
            action: "sign-in failed",
            personId: person.id,
            reason: "organisation sign-in required",
          });
        try {
          const verification = await verifyAuthenticationResponse({
            response: response!,
            expectedChallenge: challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            credential: {
              id: passkey.id,
              publicKey: passkey.publicKey,
              counter: passkey.counter,
              transports: passkey.transports,
            },
            requireUserVerification: true,
          });
          if (!verification.verified) return fail("verification failed");
          await store.usePasskey(passkey.id, verification.authenticationInfo.newCounter);
        } catch {
          return fail("verification failed");
        }
        await signedIn(request, reply, person);
        return { person: personView(person) };
      },
    },
    {
      method: "POST",
      url: "/sign-out",
      rule: { access: "signed-in", audit: { byHandler: true } },
      shape: takesNothing,
      async handler(request, reply) {
        await store.endSession(request.staff.sessionId!, "signed out");
        await store.audit({
          personId: me(request).id,
          action: "sign-out",
          client: clientOf(request),
        });
        context.clearSessionCookie(reply);
        return { ok: true };
      },
    },

    // The signed-in person: who they are, when their session ends, their passkeys.
    {
      method: "GET",
      url: "/me",
      rule: { access: "signed-in", audit: { none: "the caller's own name, teams and session" } },
      shape: takesNothing,
      async handler(request) {
        return {
          person: personView(me(request)),
          teams: site.teams,
          digestAt: context.digestAt ?? null,
          idleEndsAt: request.staff.idleEndsAt,
          sessionEndsAt: request.staff.sessionEndsAt,
        };
      },
    },
    {
      method: "GET",
      url: "/passkeys",
      rule: { access: "signed-in", audit: { none: "the caller's own passkeys" } },
      shape: takesNothing,
      async handler(request) {
        return { passkeys: (await store.passkeysOf(me(request).id)).map(passkeyView) };
      },
    },
    {
      method: "POST",
      url: "/passkeys/options",
      perMinute: challengesPerMinute,
      rule: { access: "signed-in", audit: { none: "a challenge for the caller's own device" } },
      shape: takesNothing,
      async handler(request) {
        return { options: await registrationOptions(me(request), "add-passkey") };
      },
    },
    {
      method: "POST",
      url: "/passkeys/verify",
      rule: { access: "signed-in", audit: { byHandler: true } },
      shape: { query: noQuery, body: webAuthnAnswer },
      async handler(request, reply) {
        const person = me(request);
        const response = request.body as RegistrationResponseJSON | undefined;
        const passkey = await addPasskey(request, reply, person, "add-passkey", response);
        if (passkey === "refused") return reply;
        await store.audit({
          personId: person.id,
          action: "passkey added",
          client: clientOf(request),
        });
        return { passkey: passkeyView(passkey) };
      },
    },
    {
      method: "DELETE",
      url: "/passkeys/:id",
      rule: { access: "signed-in", audit: { byHandler: true } },
      shape: takesNothing,
      async handler(request, reply) {
        const person = me(request);
        const { id } = request.params as { id: string };
        // Another person's passkey is not found, as if it did not exist.
        if (!(await store.removePasskey(person.id, id))) {
          await store.audit({
            personId: person.id,
            action: "denied",
            client: clientOf(request),
            detail: { route: "DELETE /passkeys/:id" },
          });
          return reply.code(404).send({ error: text.notFound });
        }
        await store.audit({
          personId: person.id,
          action: "passkey removed",
          client: clientOf(request),
        });
        // Without a passkey no one can be signed in as this person.
        if ((await store.passkeysOf(person.id)).length === 0) {
          await store.endSessionsOf(person.id, "last passkey removed");
          context.clearSessionCookie(reply);
          return { signedOut: true };
        }
        return { signedOut: false };
      },
    },

    {
      method: "PATCH",
      url: "/me/digest",
      rule: { access: "signed-in", audit: { byHandler: true } },
      shape: { query: noQuery, body: digestBody },
      async handler(request) {
        const { digest } = request.body as z.infer<typeof digestBody>;
        const person = me(request);
        await store.setDigest(person.id, digest);
        await store.audit({
          personId: person.id,
          action: "digest changed",
          client: clientOf(request),
          detail: { digest },
        });
        return { person: personView((await store.personById(person.id))!) };
      },
    },

    // Administrators: people, the audit trail and the report.
    {
      method: "GET",
      url: "/people",
      rule: { access: "admin", audit: { action: "people viewed" } },
      shape: takesNothing,
      async handler() {
        const access = await store.accessStates();
        return {
          people: await Promise.all(
            (await store.people()).map((person) =>
              listedView(person, access.get(person.id), store),
            ),
          ),
          teams: site.teams,
        };
      },
    },
    {
      method: "POST",
      url: "/people",
      rule: { access: "admin", audit: { byHandler: true } },
      shape: { query: noQuery, body: inviteBody },
      async handler(request, reply) {
        const { email, name, teams, admin } = request.body as z.infer<typeof inviteBody>;
        return peopleAction(reply, async () => {
          const result = await invite(
            store,
            { email, name, teams, admin },
            { origin, by: me(request).id, client: clientOf(request) },
          );
          const access = (await store.accessStates()).get(result.person.id);
          return { person: await listedView(result.person, access, store), link: result.link };
        });
      },
    },
    {
      method: "PATCH",
      url: "/people/:id",
      rule: { access: "admin", audit: { byHandler: true } },
      shape: { query: noQuery, body: teamsBody },
      async handler(request, reply) {
        const { id } = request.params as { id: string };
        const { teams, admin } = request.body as z.infer<typeof teamsBody>;
        return peopleAction(reply, async () => ({
          person: personView(
            await changeTeams(
              store,
              id,
              { teams, admin },
              { by: me(request).id, client: clientOf(request) },
            ),
          ),
        }));
      },
    },
    {
      method: "POST",
      url: "/people/:id/revoke",
      rule: { access: "admin", audit: { byHandler: true } },
      shape: takesNothing,
      async handler(request, reply) {
        const { id } = request.params as { id: string };
        return peopleAction(reply, async () => ({
          person: personView(
            await revoke(store, id, { by: me(request).id, client: clientOf(request) }),
          ),
        }));
      },
    },
    {
      method: "GET",
      url: "/audit",
      rule: { access: "admin", audit: { action: "audit viewed" } },
      shape: { query: auditQuery, body: noBody },
      async handler(request) {
        const rows = await auditRows(store, request.query as AuditQuery, 200);
        const people = await store.people();
        return {
          rows: await auditView(rows, people, context.inbox, me(request)),
          // For the page's filter: whom the trail can be narrowed to.
          people: people.map((person) => ({ id: person.id, name: person.name })),
        };
      },
    },
    {
      method: "GET",
      url: "/audit.csv",
      rule: { access: "admin", audit: { action: "audit exported" } },
      shape: { query: auditQuery, body: noBody },
      async handler(request, reply) {
        const rows = await auditRows(store, request.query as AuditQuery);
        const people = await store.people();
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="audit.csv"')
          .send(toCsv(rows, people));
      },
    },
    ...reportRoutes(context),

    // The inbox: inquiries of the caller's teams (inquiry-routes.ts).
    ...inquiryRoutes(context),

    // The job postings, for the hiring team (posting-routes.ts).
    ...postingRoutes(context),

    // The job applications, for the hiring team only, never intake (application-routes.ts).
    ...applicationRoutes(context),

    // Replies by e-mail from an inquiry or an application; saved replies (reply-routes.ts).
    ...replyRoutes(context),

    // Who has which inquiry or application open (presence-routes.ts).
    ...presenceRoutes(context),
  ] satisfies StaffRoute[];

  function refuseInvite(
    request: FastifyRequest,
    reply: FastifyReply,
    why: "used" | "expired" | "unknown",
  ) {
    const status = why === "unknown" ? 404 : 410;
    return refuse(request, reply, status, text.invite[why], {
      action: "invite refused",
      reason: why,
    });
  }
}

/** Runs a change to people; a broken rule is a 422 with its reason. */
async function peopleAction(reply: FastifyReply, change: () => Promise<unknown>) {
  try {
    return await change();
  } catch (error) {
    if (error instanceof PeopleError) return reply.code(422).send({ error: error.message });
    throw error;
  }
}

/** The audit rows a query asks for: by person, action, inquiry and dates, newest first. */
type AuditQuery = z.infer<typeof auditQuery>;

function auditRows(store: StaffStore, query: AuditQuery, limit?: number) {
  const date = (value: string | undefined) =>
    value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;
  return store.auditRows({
    personId: query.person || undefined,
    action: query.action || undefined,
    inquiryPrefix: query.inquiry?.trim().toLowerCase() || undefined,
    since: date(query.since),
    until: date(query.until),
    before: query.before ? Number(query.before) : undefined,
    limit,
  });
}

/**
 * Audit rows as the page shows them: who by name, the detail in words, and the inquiry by its
 * reference, with whether `reader` may open it (it still exists, in a team they may read).
 */
async function auditView(
  rows: readonly AuditRow[],
  people: readonly Person[],
  inbox: Inbox,
  reader: Person,
) {
  const byId = new Map(people.map((person) => [person.id, person]));
  // Each inquiry named, looked up once.
  const named = [
    ...new Set(rows.flatMap((row) => (row.inquiryId === null ? [] : [row.inquiryId]))),
  ];
  const teams = new Map(
    await Promise.all(named.map(async (id) => [id, await inbox.teamOf(id)] as const)),
  );
  return rows.map((row) => {
    const team = row.inquiryId === null ? undefined : teams.get(row.inquiryId);
    return {
      seq: row.seq,
      at: row.at,
      personId: row.personId,
      person: actorName(byId, row.personId),
      action: row.action,
      client: row.client,
      detail: detailWords(row, (id) => byId.get(id)?.name),
      inquiry:
        row.inquiryId === null
          ? null
          : {
              id: row.inquiryId,
              reference: shortReference(row.inquiryId),
              open: team !== undefined && mayReadTeam(reader, team),
            },
    };
  });
}
