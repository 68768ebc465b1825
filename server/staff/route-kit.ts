/**
 * What the staff API's routes share with the plugin that registers them (plugin.ts): the shapes
 * of a route and of its context, the empty query and body, the caller, the session cookie's name.
 * Below both, so that imports run one way: plugin.ts imports the routes, the routes import this.
 */
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CustomFetch } from "openid-client";
import type { Inbox } from "../contact/inbox.ts";
import type { ApplicationStore } from "../careers/applications.ts";
import type { PostingStore } from "../careers/store.ts";
import type { StaffRule } from "./policy.ts";
import type { ResumeFiles } from "../uploads/resume-files.ts";
import type { ServerConfig } from "../config.ts";
import type { OrganisationSession, Person, StaffStore } from "./store.ts";
import type { Organisation } from "./organisation.ts";

/** The name of the session cookie: `__Host-` pins it to this host, over HTTPS, for every path. */
export const sessionCookie = "__Host-staff";

/** The staff settings (server/config.ts), the staff store, the inquiries' inbox, the postings. */
export type StaffOptions = ServerConfig["staff"] & {
  store: StaffStore;
  inbox: Inbox;
  /** The job postings (server/careers/store.ts). */
  postings: PostingStore;
  /** The job applications (server/careers/applications.ts). */
  applications: ApplicationStore;
  /** Where the résumés are stored (server/uploads/resume-files.ts): on disk, or in the database. */
  files: ResumeFiles;
  /** The time of the morning e-mail ("07:30", Toronto), when the server sends it. */
  digestAt?: string;
  /** The outbox, to send a reply at once rather than at its next look (absent without SMTP). */
  outbox?: { kick: () => Promise<void> };
  /** Where the sign-in limits count, shared by the instances (server/db/rate-limits.ts); else memory. */
  limitStore?: FastifyRateLimitStoreCtor;
  /** Replaces the network to the identity provider (tests only: answers tampered with). */
  organisationFetch?: CustomFetch;
};

/** Who is calling, once the gate let them through. */
export interface Caller {
  person?: Person;
  /** The session id from the cookie, when signed in. */
  sessionId?: string;
  /** When the session ends for want of use, and at the latest. */
  idleEndsAt?: string;
  sessionEndsAt?: string;
  /** Set when the session was started through the organisation's identity provider. */
  organisation?: OrganisationSession;
  /** The inquiry a route's `:id` names, once the policy let the caller see it. */
  inquiryId?: string;
  /** The version a change was made from (its `If-Match`), on routes with a `version` rule. */
  ifMatch?: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Every staff route's rule (server/staff/policy.ts). */
    staff?: StaffRule;
    /** Every staff route's shape of query and body. */
    staffShape?: StaffShape;
  }
  interface FastifyRequest {
    /** Set by the staff gate. */
    staff: Caller;
  }
}

/**
 * What a route takes: one schema for its query, one for its body. The gate parses both before the
 * handler runs and puts the parsed values in `request.query` and `request.body`.
 */
export interface StaffShape {
  query: z.ZodType;
  body: z.ZodType;
}

/** A query with nothing in it (a GET of a fixed thing). */
export const noQuery = z.strictObject({});

/** A body with nothing in it: none at all, or `{}` as the staff pages send for a bare POST. */
export const noBody = z.strictObject({}).optional();

/** A route that takes nothing. */
export const takesNothing: StaffShape = { query: noQuery, body: noBody };

/** A staff API route: its rule, its shape and its handler. `routes.ts` lists them all. */
export interface StaffRoute {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** Below /api/staff. */
  url: string;
  rule: StaffRule;
  shape: StaffShape;
  /** Calls allowed per minute from one address, for routes anyone may call that store something. */
  perMinute?: number;
  /**
   * A sign-in attempt: limited per address and per account before the handler runs, so a refused
   * attempt is answered 429 and goes no further.
   */
  signIn?: true;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** The client address as the audit records it. */
export function clientOf(request: FastifyRequest): string {
  return request.ip;
}

/** What the routes get from the plugin. */
export type StaffContext = StaffOptions & {
  /** The organisation's identity provider, when sign-in through it is configured. */
  provider?: Organisation;
  setSessionCookie: (reply: FastifyReply, sessionId: string) => void;
  clearSessionCookie: (reply: FastifyReply) => void;
};
