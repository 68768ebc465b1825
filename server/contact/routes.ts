/**
 * POST /api/contact: the receiver the form posts to. It answers like the form service of the spec
 * (200 with JSON means stored), but only after the submission is on disk: it never answers 200
 * for an inquiry it might lose. Without JavaScript the same form posts here and gets HTML back.
 */
import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import Negotiator from "negotiator";
import type { NotSentPage } from "../../app/server-pages/contact-not-sent.tsx";
import { languageField, receiverText } from "../../content/inquiry-form.ts";
import { type Locale, localeOf, locales } from "../../content/locale.ts";
import { pathTo } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import type { Outbox } from "./outbox.ts";
import type { SubmissionStore } from "./store.ts";
import { type FieldError, idempotencyKeyPattern, validateSubmission } from "./validate.ts";

export interface ContactOptions {
  /** Where submissions go; only `save` is needed here. */
  store: Pick<SubmissionStore, "save">;
  /** Sends notifications after each commit; none when mail is off. */
  outbox?: Pick<Outbox, "kick">;
  /** The site's public origin; when unset, the request's own host is the site. */
  siteOrigin?: string;
  perClientPerMinute: number;
  totalPerMinute: number;
  /** Where the limits count, shared by the instances (server/db/rate-limits.ts); else memory. */
  limitStore?: FastifyRateLimitStoreCtor;
  /**
   * Draws the page a form posted without JavaScript gets back when it was not stored: the form
   * again, filled in, with what to fix (app/server-pages/contact-not-sent.tsx).
   */
  notSentPage: (page: Omit<NotSentPage, "stylesheet">) => string;
}

/** The largest body accepted: the longest message with every field full is well under this. */
export const bodyLimit = 32 * 1024;
const endpoint = site.contactForm.endpoint;

/** The receiver's words about the whole request, by key: written in the visitor's language. */
type RequestError = keyof ReturnType<typeof receiverText>["request"];

type Problem = {
  status: number;
  error: RequestError;
  /** The language to answer in, when the form said it; else the page the form was on. */
  locale?: Locale;
  errors?: FieldError[];
  retryAfter?: number;
  values?: Record<string, string>;
};

/** What the page sent back without JavaScript says under its summary, by what happened. */
function introOf(problem: Problem): NotSentPage["intro"] {
  // Nothing typed was read (too large, unreadable, from elsewhere): nothing could be kept.
  if (!problem.values) return "retype";
  if (problem.status === 503) return "unavailable";
  return problem.status === 429 ? "wait" : "fix";
}

/** Whether the request prefers JSON (the form's script) to HTML (the form without it), q-values counted. */
export function wantsJson(request: FastifyRequest): boolean {
  return (
    new Negotiator(request).mediaType(["text/html", "application/json"]) === "application/json"
  );
}

/**
 * The language of the page the form was sent from (its Referer), for answers given before the
 * form's own Language field is read: a refused origin, a limit, a body too large.
 */
function refererLocale(request: FastifyRequest): Locale {
  const referer = URL.parse(request.headers.referer ?? "");
  return localeOf(referer?.pathname ?? "/");
}

/**
 * Whether a form post comes from the site itself (`siteOrigin`, or the request's own host when
 * unset): Fetch metadata, then Origin, or without it Referer. A post with neither header is a
 * command-line client, not a forged browser post.
 */
export function sameOrigin(request: FastifyRequest, siteOrigin: string | undefined): boolean {
  // Fetch metadata says where a browser request came from; absent, it is not a browser form.
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite && fetchSite !== "same-origin") return false;
  const expected = siteOrigin ?? `${request.protocol}://${request.host}`;
  const origin = request.headers.origin;
  if (origin) return origin === expected;
  // Without Origin, a browser's Referer still names the page the form was on; with neither,
  // it is a command-line client, not a forged browser post.
  // https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html
  const referer = request.headers.referer;
  if (!referer) return true;
  return URL.parse(referer)?.origin === expected;
}

/**
 * A form receiver's two limits, per visitor and for everyone together, a minute each, registered
 * on `app` (its own plugin's, so each receiver counts apart). The check answers the seconds to
 * wait when a limit is reached, or undefined; `store` is where they count (the database's
 * counters, which every instance shares), memory when not given. Receivers call it by hand, after the origin check,
 * so forged posts from other sites use up nobody's allowance. The visitor is `request.ip`:
 * behind proxies, the address our nearest proxy saw, never an X-Forwarded-For entry the visitor
 * wrote (decision 009).
 */
export async function formLimits(
  app: FastifyInstance,
  perClientPerMinute: number,
  totalPerMinute: number,
  store?: FastifyRateLimitStoreCtor,
): Promise<(request: FastifyRequest) => Promise<number | undefined>> {
  await app.register(rateLimit, { global: false, store });
  const perClient = app.createRateLimit({ max: perClientPerMinute, timeWindow: 60_000 });
  const overall = app.createRateLimit({
    max: totalPerMinute,
    timeWindow: 60_000,
    keyGenerator: () => "all",
  });
  return async (request) => {
    for (const limit of [perClient, overall]) {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) return verdict.ttlInSeconds;
    }
    return undefined;
  };
}

export async function contactRoutes(app: FastifyInstance, options: ContactOptions) {
  const overLimit = await formLimits(
    app,
    options.perClientPerMinute,
    options.totalPerMinute,
    options.limitStore,
  );

  function answerProblem(request: FastifyRequest, reply: FastifyReply, problem: Problem) {
    const locale = problem.locale ?? refererLocale(request);
    const error = receiverText(locale).request[problem.error];
    if (problem.retryAfter) reply.header("retry-after", String(problem.retryAfter));
    reply.code(problem.status).header("cache-control", "no-store");
    if (wantsJson(request)) return reply.send({ error, errors: problem.errors ?? [] });
    return reply.type("text/html; charset=utf-8").send(
      options.notSentPage({
        locale,
        errors: problem.errors?.length ? problem.errors : [{ field: "", message: error }],
        values: problem.values ?? {},
        intro: introOf(problem),
      }),
    );
  }

  // Form bodies arrive whole (they are small) and are parsed by the web platform's FormData.
  app.addContentTypeParser(
    ["multipart/form-data", "application/x-www-form-urlencoded"],
    { parseAs: "buffer", bodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return answerProblem(request, reply, { status, error: "tooLarge" });
    if (status === 415) {
      return answerProblem(request, reply, {
        status,
        error: "wrongType",
      });
    }
    if (status < 500)
      return answerProblem(request, reply, {
        status: 400,
        error: "unreadable",
      });
    request.log.error({ code: error.code }, "contact form error");
    return answerProblem(request, reply, {
      status: 503,
      error: "notSaved",
    });
  });

  app.post(endpoint, async (request, reply) => {
    if (!sameOrigin(request, options.siteOrigin)) {
      return answerProblem(request, reply, {
        status: 403,
        error: "otherSite",
      });
    }
    const contentType = String(request.headers["content-type"] ?? "");
    if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
      return answerProblem(request, reply, {
        status: 415,
        error: "wrongType",
      });
    }
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(request.body as Buffer), {
        headers: { "content-type": contentType },
      }).formData();
    } catch {
      return answerProblem(request, reply, {
        status: 400,
        error: "unreadable",
      });
    }
    const entries = [...form.entries()];
    const values = Object.fromEntries(
      entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    // Counted after the body is read (it is at most `bodyLimit`, read before this handler runs
    // anyway), so a visitor turned away keeps what they typed; still before anything is stored.
    const retryAfter = await overLimit(request);
    if (retryAfter !== undefined) {
      const language = locales.find((locale) => locale === values[languageField]);
      return answerProblem(request, reply, {
        status: 429,
        error: "tooMany",
        retryAfter,
        locale: language,
        values,
      });
    }
    const result = validateSubmission(entries);
    if (!result.ok) {
      return answerProblem(request, reply, {
        status: result.status,
        error: result.status === 400 ? "unknownFields" : "needsFixing",
        locale: result.locale,
        errors: result.errors,
        values,
      });
    }

    let id: string;
    if (result.isSpam) {
      // Automated senders fill the hidden field: thank them and keep nothing.
      id = randomUUID();
    } else {
      const key = request.headers["idempotency-key"];
      try {
        // Awaited here: the answer is sent only after the transaction committed.
        id = (
          await options.store.save(
            result.submission,
            typeof key === "string" && idempotencyKeyPattern.test(key) ? key : undefined,
          )
        ).id;
      } catch (error) {
        // The database's own words (SQLite's `database or disk is full`, PostgreSQL's message and
        // SQLSTATE) say why; they never hold the visitor's.
        const { code, errstr } = error as { code?: string; errstr?: string };
        request.log.error(
          { code, reason: errstr ?? (error as Error).message },
          "could not store a submission",
        );
        return answerProblem(request, reply, {
          status: 503,
          error: "notSaved",
          locale: result.locale,
          values,
        });
      }
      void options.outbox?.kick();
    }

    reply.header("cache-control", "no-store");
    if (wantsJson(request)) return reply.code(200).send({ ok: true, id });
    // The thank-you page is pre-rendered like every other page, in each language.
    return reply.redirect(pathTo("contactSent", result.locale), 303);
  });
}
