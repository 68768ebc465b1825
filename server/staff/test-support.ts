/**
 * Helpers for the staff API's tests: a software passkey (a WebAuthn authenticator with an ES256
 * key, as a phone or a security key would be), and the staff API on a temporary store.
 * The browser tests use Chromium's own virtual authenticator instead (tests/e2e/staff.spec.ts).
 */
import { entityTag } from "../../content/record-version.ts";
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { encodeCBOR } from "@levischuck/tiny-cbor";
import Fastify, { type RouteOptions } from "fastify";
import { staffApi } from "./plugin.ts";
import { type StaffOptions, sessionCookie } from "./route-kit.ts";
import { openStaff } from "./open-staff.ts";
import { SubmissionStore } from "../contact/store.ts";
import { ApplicationStore } from "../careers/applications.ts";
import { openDatabases } from "../db/database.ts";
import { openPostings } from "../careers/open-postings.ts";
import { diskResumeFiles } from "../uploads/files.ts";
import type { PostingContent } from "../careers/posting.ts";
import { sampleApplication } from "./application-test-support.ts";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/** A passkey on a device: makes answers to registration and sign-in challenges. */
export class SoftAuthenticator {
  readonly #keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  readonly credentialId = randomBytes(16);
  #counter = 0;
  /** The user handle the site gave at registration. */
  userHandle = "";

  readonly origin: string;
  /** Whether the device checked who is using it (PIN, fingerprint). */
  readonly verifiesUser: boolean;

  constructor(origin: string, verifiesUser = true) {
    this.origin = origin;
    this.verifiesUser = verifiesUser;
  }

  get rpIdHash() {
    return createHash("sha256").update(new URL(this.origin).hostname).digest();
  }

  #flags(extra: number) {
    // User present (0x01), user verified (0x04).
    return (this.verifiesUser ? 0x05 : 0x01) | extra;
  }

  #counterBytes() {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(this.#counter);
    return bytes;
  }

  #clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to `navigator.credentials.create()` for `options` from the server. */
  register(options: { challenge: string; user: { id: string } }, origin = this.origin) {
    this.userHandle = options.user.id;
    const jwk = this.#keys.publicKey.export({ format: "jwk" });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash,
      Buffer.from([this.#flags(0x40)]),
      this.#counterBytes(),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(encodeCBOR(coseKey)),
    ]);
    const attestationObject = encodeCBOR(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.#clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** The answer to `navigator.credentials.get()` for `options` from the server. */
  signIn(options: { challenge: string }, origin = this.origin) {
    this.#counter++;
    const authData = Buffer.concat([
      this.rpIdHash,
      Buffer.from([this.#flags(0)]),
      this.#counterBytes(),
    ]);
    const clientDataJSON = this.#clientData("webauthn.get", options.challenge, origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, createHash("sha256").update(clientDataJSON).digest()]),
      this.#keys.privateKey,
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }
}

export const testOrigin = "http://localhost:3000";

/** The staff API alone, on a fresh store, as the browser at `testOrigin` would call it. */
/**
 * The staff API on stores in a new data folder, or in `shared` (a second server on the same
 * files, as a second instance of the site would be: its folder is left for the first to remove).
 */
export async function staffApp(overrides: Partial<StaffOptions> = {}, shared?: string) {
  const dataDir = shared ?? (await mkdtemp(path.join(tmpdir(), "staff-")));
  const { staff: store, close: closeStore } = await openStaff(dataDir);
  // The inquiries, in the same folder, as on the server.
  const submissions = await SubmissionStore.openFolder(dataDir);
  const { postings, close: closePostings } = await openPostings(dataDir);
  // The applications' part, on a handle of its own (as the postings' is), in the same folder.
  const applicationsDatabase = openDatabases({ dialect: "sqlite" }, dataDir);
  const applications = await ApplicationStore.open(applicationsDatabase);
  // The résumés on disk in the folder's uploads, as the server keeps them with SQLite.
  const files = diskResumeFiles(dataDir);
  const app = Fastify();
  // Every route Fastify registers, as it registers it.
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  await app.register(staffApi, {
    prefix: "/api/staff",
    store,
    inbox: submissions.inbox,
    postings,
    applications,
    files,
    origin: testOrigin,
    idleMs: 30 * 60_000,
    absoluteMs: 12 * 3_600_000,
    signInPerClient: 1000,
    signInPerAccount: 1000,
    ...overrides,
  });

  /** A call as the staff area's own page makes it: same origin, JSON, with a session if given. */
  async function call(
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    options: {
      body?: unknown;
      session?: string;
      headers?: Record<string, string>;
      remoteAddress?: string;
      /** The version of the record the change is made from, sent as `If-Match`. */
      version?: number;
    } = {},
  ) {
    const unsafe = method !== "GET";
    return app.inject({
      method,
      remoteAddress: options.remoteAddress,
      url: `/api/staff${url}`,
      headers: {
        ...(unsafe ? { origin: testOrigin, "content-type": "application/json" } : {}),
        ...(options.session ? { cookie: `${sessionCookie}=${options.session}` } : {}),
        ...(options.version === undefined ? {} : { "if-match": entityTag(options.version) }),
        ...options.headers,
      },
      ...(unsafe ? { payload: JSON.stringify(options.body ?? {}) } : {}),
    });
  }

  /** The session id a response set, if it set one. */
  function sessionFrom(response: { cookies: { name: string; value: string }[] }) {
    return response.cookies.find((cookie) => cookie.name === sessionCookie && cookie.value)?.value;
  }

  /** A person invited and signed up with their own passkey: their device and session. */
  async function signUp(person: { email: string; name: string; teams: string[]; admin?: boolean }) {
    const { invite } = await import("./people.ts");
    const { link } = await invite(
      store,
      { ...person, admin: person.admin ?? false },
      { origin: testOrigin, by: null, client: "test" },
    );
    const token = link.split("#")[1]!;
    const device = new SoftAuthenticator(testOrigin);
    const options = (await call("POST", "/welcome/options", { body: { token } })).json().options;
    const verified = await call("POST", "/welcome/verify", {
      body: { token, response: device.register(options) },
    });
    if (verified.statusCode !== 200) throw new Error(`sign-up failed: ${verified.body}`);
    return {
      device,
      session: sessionFrom(verified)!,
      person: verified.json().person as { id: string },
    };
  }

  /** Signs in with `device`; returns the response. */
  async function signIn(device: SoftAuthenticator, origin?: string) {
    const options = (await call("POST", "/sign-in/options")).json().options;
    return call("POST", "/sign-in/verify", { body: device.signIn(options, origin) });
  }

  /**
   * Records for the routes with a `version` rule (policy.ts) to change, each in the state its
   * route changes, with its version now: an application; a posting as a draft, open or closed
   * (`content`: one that can be published, such as server/careers/test-support.ts `validPosting`).
   */
  const seed = {
    async application() {
      const { id } = await applications.save(sampleApplication);
      return { id, version: async () => (await applications.versionOf(id))! };
    },
    async posting(content: PostingContent, status: "draft" | "open" | "closed" = "draft") {
      const { id } = await postings.create(content);
      if (status !== "draft") await postings.publish(id, { by: null });
      if (status === "closed") await postings.closePosting(id, { by: null });
      return { id, version: async () => (await postings.byId(id))!.version };
    },
  };

  return {
    app,
    seed,
    /** The `If-Match` header of a change made from `version`. */
    ifMatch: (version: number) => ({ "if-match": entityTag(version) }),
    /** The folder of both stores, for a test that opens them the way the server does. */
    dataDir,
    routes,
    store,
    submissions,
    postings,
    applications,
    files,
    call,
    sessionFrom,
    signUp,
    signIn,
    async close() {
      await app.close();
      await closeStore();
      await submissions.close();
      await closePostings();
      await applicationsDatabase.close();
      if (!shared) await rm(dataDir, { recursive: true });
    },
  };
}
