/**
 * Sign-in with the organisation's account: the relying party of OpenID Connect, with openid-client
 * (panva's certified implementation), never code of our own for the protocol (decision 022).
 *
 * - Authorization code flow with PKCE (S256), `state` and `nonce`, each new per sign-in and used
 *   once; the ID token's signature, issuer, audience, expiry and nonce are checked by openid-client,
 *   the authorization response's `iss` too when the provider sends it (RFC 9207, mix-up).
 * - The issuer is this organisation's own (server/config.ts refuses multi-tenant endpoints) and
 *   its discovery document must name exactly it.
 * - A session is checked again with the refresh token grant at least every hour: the provider's
 *   new ID token says whether the person is still there and in which groups.
 * - A back-channel logout token is verified with jose against the provider's keys (OpenID Connect
 *   Back-Channel Logout 1.0, section 2.6).
 *
 * https://github.com/panva/openid-client/blob/main/docs/README.md
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createRemoteJWKSet, jwtVerify } from "jose";
import * as client from "openid-client";
import { site } from "../../content/site.ts";
import type { GroupGrant, OrganisationConfig } from "../config.ts";

/** What a sign-in keeps between the redirect to the provider and the way back. */
export interface Flow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in, from a verified ID token. */
export interface OrganisationClaims {
  /** The person's subject at the provider: stable, unlike an e-mail. */
  subject: string;
  /** Their e-mail (or Entra's user principal name), lower case; undefined when none was given. */
  email: string | undefined;
  /** False only when the provider says the e-mail is not verified. */
  emailVerified: boolean;
  name: string | undefined;
  /** The groups (or app roles) of the configured claim, or "too many" when the provider left them out. */
  groups: string[] | "too many";
  /** The provider's session, which its logout names. */
  providerSession: string | null;
}

/** What the groups give: teams and administrator. */
export interface GroupAccess {
  teams: string[];
  admin: boolean;
}

/** A check could not reach the provider, or the provider failed: nothing is known either way. */
export class ProviderUnreachable extends Error {
  override name = "ProviderUnreachable";
}

/** The provider refused, or its answer failed a check: the words say which check. */
export class ProviderRefused extends Error {
  override name = "ProviderRefused";
}

/** What the groups in `groups` give, by `mapping`: every team of any of them, in the site's order. */
export function accessFrom(
  groups: readonly string[],
  mapping: Readonly<Record<string, GroupGrant>>,
): GroupAccess {
  const grants = groups.flatMap((group) =>
    Object.hasOwn(mapping, group) ? [mapping[group]!] : [],
  );
  const teams = new Set(grants.flatMap((grant) => grant.teams));
  return {
    teams: Object.keys(site.teams).filter((team) => teams.has(team)),
    admin: grants.some((grant) => grant.admin),
  };
}

/** Whether `access` lets anyone in at all. */
export function grantsAnything(access: GroupAccess): boolean {
  return access.admin || access.teams.length > 0;
}

/** Whether a failure means the provider could not be asked, rather than that it said no. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Response) return cause.status >= 500;
  // fetch() itself failed: refused connection, unknown host, reset.
  if (error instanceof TypeError && (error as { code?: unknown }).code === undefined) return true;
  const name = (error as Error | undefined)?.name ?? (cause as Error | undefined)?.name;
  return name === "TimeoutError" || name === "AbortError";
}

const logoutEvent = "http://schemas.openid.net/event/backchannel-logout";

/** The organisation's identity provider, as this site's staff area uses it. */
export class Organisation {
  readonly config: OrganisationConfig;
  /** Where the provider sends people back: registered with it, character for character. */
  readonly redirectUri: string;
  readonly #fetch: client.CustomFetch | undefined;
  readonly #sealKey: Buffer;
  #configuration: Promise<client.Configuration> | undefined;
  #keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  /** `fetch` replaces the network (tests only: a provider's answer tampered with on the way). */
  constructor(config: OrganisationConfig, redirectUri: string, fetch?: client.CustomFetch) {
    this.config = config;
    this.redirectUri = redirectUri;
    this.#fetch = fetch;
    // Refresh tokens are stored sealed with a key only the configuration holds: a copy of the
    // database alone cannot use them (they are useless without the client secret anyway).
    this.#sealKey = Buffer.from(
      hkdfSync("sha256", config.clientSecret, "staff-refresh-tokens", config.issuer, 32),
    );
  }

  /**
   * The provider's metadata, discovered once: its `issuer` must be exactly the configured one
   * (openid-client checks). A failed discovery is tried again at the next sign-in.
   */
  configuration(): Promise<client.Configuration> {
    this.#configuration ??= (async () => {
      const issuer = new URL(this.config.issuer);
      const options: client.DiscoveryRequestOptions = { timeout: 10 };
      if (this.#fetch) options[client.customFetch] = this.#fetch;
      // The ID token's signature is checked too, though it comes straight from the provider over
      // TLS (OpenID Connect Core 3.1.3.7 allows skipping that; openid-client skips it by default).
      options.execute = [client.enableNonRepudiationChecks];
      if (issuer.protocol === "http:") options.execute.push(client.allowInsecureRequests);
      return client.discovery(
        issuer,
        this.config.clientId,
        this.config.clientSecret,
        client.ClientSecretPost(this.config.clientSecret),
        options,
      );
    })().catch((error: unknown) => {
      this.#configuration = undefined;
      throw isUnreachable(error)
        ? new ProviderUnreachable((error as Error).message)
        : new ProviderRefused(`discovery: ${(error as Error).message}`);
    });
    return this.#configuration;
  }

  /** A new sign-in: where to send the browser, and what to keep until it comes back. */
  async start(): Promise<{ url: URL; flow: Flow }> {
    const configuration = await this.configuration();
    const flow: Flow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.config.scope,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: "S256",
    });
    return { url, flow };
  }

  /**
   * The way back from the provider: `callbackUrl` is the address it sent the browser to. Checks
   * the response (state, iss) and exchanges the code (with the PKCE verifier) for tokens whose ID
   * token must carry `flow.nonce`. Throws ProviderRefused naming what failed.
   */
  async finish(
    callbackUrl: URL,
    flow: Flow,
  ): Promise<{ claims: OrganisationClaims; refreshToken: string | null }> {
    const configuration = await this.configuration();
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      return {
        claims: this.#claimsOf(tokens.claims()!),
        refreshToken: tokens.refresh_token ? this.#seal(tokens.refresh_token) : null,
      };
    } catch (error) {
      if (isUnreachable(error)) throw new ProviderUnreachable((error as Error).message);
      throw new ProviderRefused(refusal(error));
    }
  }

  /**
   * The hourly check: the refresh token grant. Returns the person as the provider now describes
   * them (from the new ID token, whose subject must be `subject`) and the refresh token to keep.
   * Throws ProviderRefused when the provider no longer honours the token (the account disabled,
   * the grant revoked), ProviderUnreachable when it cannot be asked.
   */
  async check(
    sealedRefreshToken: string,
    subject: string,
  ): Promise<{ claims: OrganisationClaims | undefined; refreshToken: string }> {
    const configuration = await this.configuration();
    const refreshToken = this.#open(sealedRefreshToken);
    try {
      const tokens = await client.refreshTokenGrant(configuration, refreshToken);
      const idToken = tokens.claims();
      if (idToken && idToken.sub !== subject)
        throw new ProviderRefused("the new ID token is about someone else");
      return {
        claims: idToken && this.#claimsOf(idToken),
        refreshToken: this.#seal(tokens.refresh_token ?? refreshToken),
      };
    } catch (error) {
      if (error instanceof ProviderRefused) throw error;
      if (isUnreachable(error)) throw new ProviderUnreachable((error as Error).message);
      throw new ProviderRefused(refusal(error));
    }
  }

  /**
   * A back-channel logout token, verified: signed by the provider's keys, from its issuer, for
   * this client, recent, a logout event, no nonce, naming a session or a subject.
   */
  async logoutToken(token: string): Promise<{ providerSession?: string; subject?: string }> {
    const configuration = await this.configuration();
    const metadata = configuration.serverMetadata();
    if (!metadata.jwks_uri) throw new ProviderRefused("the provider publishes no keys");
    this.#keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.#keys, {
        issuer: this.config.issuer,
        audience: this.config.clientId,
        maxTokenAge: "10 minutes",
        requiredClaims: ["iat", "jti", "events"],
      }));
    } catch (error) {
      throw new ProviderRefused(`logout token: ${(error as Error).message}`);
    }
    const events = payload.events as Record<string, unknown> | undefined;
    if (typeof events?.[logoutEvent] !== "object")
      throw new ProviderRefused("logout token: not a logout event");
    if (payload.nonce !== undefined) throw new ProviderRefused("logout token: has a nonce");
    const providerSession = typeof payload.sid === "string" ? payload.sid : undefined;
    const subject = typeof payload.sub === "string" ? payload.sub : undefined;
    if (!providerSession && !subject)
      throw new ProviderRefused("logout token: names no session and no subject");
    return { providerSession, subject };
  }

  #claimsOf(token: client.IDToken): OrganisationClaims {
    const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
    const email = text(token.email) ?? text(token.preferred_username);
    const given = token[this.config.groupsClaim];
    // Entra ID leaves the groups out past 200 and points to Microsoft Graph instead ("overage").
    const names = token._claim_names as Record<string, unknown> | undefined;
    const groups =
      names && Object.hasOwn(names, this.config.groupsClaim)
        ? ("too many" as const)
        : [given]
            .flat()
            .filter((group): group is string => typeof group === "string" && group !== "");
    return {
      subject: token.sub,
      email: email?.includes("@") ? email.toLowerCase() : undefined,
      emailVerified: token.email_verified !== false,
      name: text(token.name),
      groups,
      providerSession: text(token.sid) ?? null,
    };
  }

  #seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#sealKey, iv);
    const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
  }

  #open(sealed: string): string {
    const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
    const decipher = createDecipheriv("aes-256-gcm", this.#sealKey, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString("utf8");
  }
}

/** What failed, in a few words for the audit trail (openid-client's message names the check). */
function refusal(error: unknown): string {
  if (error instanceof client.ResponseBodyError)
    return `the provider answered ${error.error}`.slice(0, 200);
  if (error instanceof client.AuthorizationResponseError)
    return `the provider answered ${error.error}`.slice(0, 200);
  const cause = (error as { cause?: unknown }).cause;
  const detail =
    cause instanceof Error && cause.message !== (error as Error).message
      ? `: ${cause.message}`
      : "";
  return `${(error as Error).message}${detail}`.slice(0, 200);
}
