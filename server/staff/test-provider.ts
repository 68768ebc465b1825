/**
 * A real OpenID Provider for the tests (oidc-provider, panva's certified implementation) on
 * loopback, with accounts the test controls (their groups, or disabled), and a small browser that
 * signs in at its login page. The unit tests of organisation sign-in and the browser test
 * (tests/e2e/staff-organisation.spec.ts) use it.
 */
import { generateKeyPairSync } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { SignJWT, importJWK, type JWK } from "jose";

/** An account at the provider. */
export interface TestAccount {
  email: string;
  name: string;
  /** The values of the `groups` claim. */
  groups: string[];
  /** A disabled account: the provider no longer knows it (refresh fails). */
  disabled?: boolean;
}

export const testClient = { id: "staff-area", secret: "a-test-client-secret-of-length" };

/** Minimal shapes of what oidc-provider hands its configuration functions. */
interface GrantLike {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface ProviderContext {
  oidc: {
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: {
      Grant: {
        new (init: { clientId: string; accountId: string }): GrantLike;
        find(id: string): Promise<GrantLike | undefined>;
      };
    };
  };
}

/**
 * Starts the provider on 127.0.0.1 (`port`, or any free one). `redirectUri` is the staff area's
 * callback; `logoutUri` its back-channel logout, when the provider should call it.
 */
export async function startTestProvider(options: {
  redirectUri: string;
  logoutUri?: string;
  port?: number;
}) {
  const accounts = new Map<string, TestAccount>();
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey: JWK = {
    ...privateKey.export({ format: "jwk" }),
    kid: "test-signing-key",
    alg: "RS256",
    use: "sig",
  };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: testClient.id,
        client_secret: testClient.secret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
        ...(options.logoutUri
          ? { backchannel_logout_uri: options.logoutUri, backchannel_logout_session_required: true }
          : {}),
      },
    ],
    jwks: { keys: [signingKey] },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account || account.disabled) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          name: account.name,
          groups: account.groups,
        }),
      };
    },
    claims: {
      openid: ["sub", "groups"],
      email: ["email", "email_verified"],
      profile: ["name"],
    },
    // The groups in the ID token, as Entra ID puts them (not only at the userinfo endpoint).
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: true },
      backchannelLogout: { enabled: true },
    },
    pkce: { required: () => true },
    // A refresh token for every code (Entra ID: with offline_access), for the hourly check.
    async issueRefreshToken(_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) {
      return client.grantTypeAllowed("refresh_token");
    },
    // Consent is given: the organisation's own app, as an administrator's consent makes it.
    async loadExistingGrant(ctx: ProviderContext) {
      const { oidc } = ctx;
      const grantId =
        oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile offline_access");
      await grant.save();
      return grant;
    },
    cookies: { keys: ["a-test-cookie-key"] },
    // Its back-channel logout calls the staff area on loopback, which the provider's protection
    // against server-side request forgery refuses (rightly, in production): tests only.
    fetch: (url: string, init: RequestInit & { dispatcher?: unknown }) => {
      delete init.dispatcher;
      return globalThis.fetch(url, init);
    },
  });
  // Quiet: the provider's own warnings about its development-only login page are expected.
  provider.on("server_error", (_ctx, error) => console.error(error));
  server.on("request", provider.callback());

  const key = await importJWK(signingKey, "RS256");

  return {
    issuer,
    accounts,
    provider,
    /** Signs `claims` with the provider's own key, as a forger who stole it, or a test, would. */
    async sign(claims: Record<string, unknown>, header: Record<string, unknown> = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: signingKey.kid, ...header })
        .sign(key);
    },
    /** Has the provider send a back-channel logout for `sub`'s provider session `sid`. */
    async logOut(sub: string, sid: string) {
      const client = await provider.Client.find(testClient.id);
      await client!.backchannelLogout(sub, sid);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/**
 * A browser at the provider: follows its redirects with its cookies, and at its login page signs
 * in as `accountId`. Stops at the first address outside the provider (the staff area's callback)
 * and returns it.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  accountId: string,
  jar = new Map<string, string>(),
): Promise<URL> {
  const provider = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    form = undefined;
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== provider) return next;
      url = next.href;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200)
      throw new Error(`the provider answered ${response.status}: ${page}`);
    // Its login page (devInteractions): the form posts back to the same address.
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!prompt) throw new Error(`no form on the provider's page: ${page.slice(0, 500)}`);
    form = new URLSearchParams(
      prompt === "login" ? { prompt, login: accountId, password: "any" } : { prompt },
    );
  }
  throw new Error("the provider never sent the browser back");
}
