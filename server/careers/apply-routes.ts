/**
 * The job application's addresses, below each open posting's page, in both languages:
 * GET `/careers/<slug>/apply` draws the form (a fresh key each time, never stored, never indexed),
 * POST to the same address receives it, and GET `/careers/<slug>/applied` thanks the applicant
 * (`/fr/carrieres/<slug>/postuler`, `…/candidature-envoyee`). The receiver keeps the contact
 * receiver's rules (decision 003): the origin checked and the limits counted before the body is
 * read, the body's size bounded, the fields checked (apply-validate.ts), and 303 only once the
 * application is on disk; a failure to store it is a 503 with the form drawn again, nothing
 * typed lost. The résumé is treated as hostile (decision 024): typed by its bytes, scanned when
 * a clamd is configured, stored under a generated name, and a refused file never refuses the
 * application: it is kept without the file, and the applicant is told what was wrong with it.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { applicationBodyLimit } from "../../content/application-form.ts";
import {
  applicationWords,
  type ResumeRefusal,
  resumeRefusals,
} from "../../content/application-words.ts";
import { type Locale, localeOf, locales } from "../../content/locale.ts";
import { applicationPath } from "../../content/navigation.ts";
import { dayOf } from "../contact/business-days.ts";
import { formLimits, sameOrigin } from "../contact/routes.ts";
import type { FieldError } from "../contact/validate.ts";
import { sendDrawnPage } from "../drawn-page.ts";
import { scanWithClamd } from "../uploads/clamd.ts";
import { deleteUpload, saveUpload } from "../uploads/files.ts";
import { displayName, inspectUpload } from "../uploads/inspect.ts";
import type { Outbox } from "../contact/outbox.ts";
import { type ApplicationInput, type ApplicationStore, type Resume } from "./applications.ts";
import { type AppliedPosting, formValues, validateApplication } from "./apply-validate.ts";
import { publicPosting } from "./routes.ts";
import type { Posting, PostingStore } from "./store.ts";

type ApplyPageModule = typeof import("../../app/server-pages/apply.tsx");
type CareersPageModule = typeof import("../../app/server-pages/careers.tsx");

/** What the application's routes need from the server. */
export interface ApplyRoutesOptions {
  postings: Pick<PostingStore, "bySlug" | "open" | "closeExpired">;
  applications: Pick<ApplicationStore, "save" | "byKey" | "get">;
  /** Sends the hiring team's notice and the applicant's confirmation after each commit; none when mail is off. */
  outbox?: Pick<Outbox, "kick">;
  /** The data folder: résumés are stored in its `uploads` folder (server/uploads/files.ts). */
  dataDir: string;
  /** The clamd socket résumés are scanned through; unset, they are kept as "not scanned". */
  clamdSocket?: string;
  /** How long a scan may take before the file is kept as "not scanned". */
  scanTimeoutMs?: number;
  /** The site's public origin; when unset, the request's own host is the site. */
  siteOrigin?: string;
  perClientPerMinute: number;
  totalPerMinute: number;
  /** The build's renderers (app/server-pages/apply.tsx, and careers.tsx for a closed posting). */
  pages: Pick<ApplyPageModule, "renderApplyPage" | "renderAppliedPage"> &
    Pick<CareersPageModule, "renderClosedPage">;
  /** The stylesheet and font the pre-rendered pages link. */
  stylesheet?: string;
  font?: string;
  /**
   * The not-found page of a language, as HTML. Sent by this plugin like its other pages (never
   * handed to another writer), so a post refused before its body is read is answered whole.
   */
  notFoundPage: (locale: Locale) => string;
}

/** The receiver's words about a whole request, by key. */
type RequestError = keyof (typeof applicationWords)["en"]["request"];

/** Why a request was not stored, and what the form sent back says. */
interface Problem {
  status: number;
  error: RequestError;
  errors?: FieldError[];
  values?: Record<string, string | string[]>;
  resumeSent?: boolean;
  retryAfter?: number;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function applyRoutes(app: FastifyInstance, options: ApplyRoutesOptions) {
  const { postings, applications, pages } = options;
  const assets = { stylesheet: options.stylesheet, font: options.font };
  const overLimit = await formLimits(app, options.perClientPerMinute, options.totalPerMinute);

  /** The posting at `slug`: open, closed (its page answers 410), or none (a draft, unknown). */
  function postingAt(slug: string): Posting | undefined {
    // A posting past its closing day closes now, before anything is shown or received.
    postings.closeExpired(dayOf(new Date()));
    const posting = slugPattern.test(slug) ? postings.bySlug(slug) : undefined;
    return posting && posting.status !== "draft" ? posting : undefined;
  }

  /** Answers for a posting that takes no application: 404 for none, 410 for a closed one. */
  function noApplication(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    slug: string,
    posting: Posting | undefined,
  ) {
    if (!posting) return sendDrawnPage(request, reply, options.notFoundPage(locale), 404);
    const open = postings.open().map(publicPosting);
    return sendDrawnPage(
      request,
      reply,
      pages.renderClosedPage({ locale, slug, postings: open, ...assets }),
      410,
    );
  }

  /** The form again, with what went wrong, and every answer that was read. */
  function answerProblem(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    slug: string,
    problem: Problem,
  ) {
    const posting = postingAt(slug);
    if (posting?.status !== "open") return noApplication(request, reply, locale, slug, posting);
    if (problem.retryAfter) reply.header("retry-after", String(problem.retryAfter));
    const words = applicationWords[locale].request;
    const html = pages.renderApplyPage({
      locale,
      posting: publicPosting(posting),
      values: problem.values ?? {},
      errors: problem.errors?.length
        ? problem.errors
        : [{ field: "", message: words[problem.error] }],
      // A new key each time: nothing was stored under the one sent.
      key: randomUUID(),
      resumeSent: problem.resumeSent,
      unavailable: problem.status === 503,
      ...assets,
    });
    return sendDrawnPage(request, reply, html, problem.status);
  }

  /** The language and posting of the address a request came to. */
  const addressOf = (request: FastifyRequest) => ({
    locale: localeOf(request.url),
    slug: String((request.params as { slug?: unknown }).slug ?? ""),
  });

  // Multipart bodies up to a 5 MB résumé and the fields, read whole and parsed by the web
  // platform's FormData, in this plugin only.
  app.addContentTypeParser("multipart/form-data", readBody);

  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const { locale, slug } = addressOf(request);
    const status = error.statusCode ?? 500;
    if (status === 413)
      return answerProblem(request, reply, locale, slug, { status, error: "tooLarge" });
    if (status === 415)
      return answerProblem(request, reply, locale, slug, { status, error: "wrongType" });
    if (status < 500)
      return answerProblem(request, reply, locale, slug, { status: 400, error: "unreadable" });
    request.log.error({ code: error.code }, "job application error");
    return answerProblem(request, reply, locale, slug, { status: 503, error: "notSaved" });
  });

  for (const locale of locales) {
    const apply = applicationPath(":slug", "apply", locale);
    const applied = applicationPath(":slug", "applied", locale);

    app.get(apply, (request, reply) => {
      const { slug } = addressOf(request);
      const posting = postingAt(slug);
      if (posting?.status !== "open") return noApplication(request, reply, locale, slug, posting);
      const html = pages.renderApplyPage({
        locale,
        posting: publicPosting(posting),
        values: {},
        errors: [],
        key: randomUUID(),
        ...assets,
      });
      return sendDrawnPage(request, reply, html);
    });

    app.get(applied, (request, reply) => {
      const { slug } = addressOf(request);
      const posting = postingAt(slug);
      // The applicant is thanked even if the posting closed since; a draft or unknown one has no page.
      if (!posting) return sendDrawnPage(request, reply, options.notFoundPage(locale), 404);
      const { resume } = (request.query ?? {}) as Record<string, unknown>;
      // Only a known refusal is named: the address cannot put other words on the page.
      const resumeProblem = resumeRefusals.find((refusal) => refusal === resume);
      const html = pages.renderAppliedPage({
        locale,
        posting: publicPosting(posting),
        resumeProblem,
        ...assets,
      });
      return sendDrawnPage(request, reply, html);
    });

    app.post(apply, {
      // Before the body is read: a post from another site, or past the limits, costs nothing.
      onRequest: async (request, reply) => {
        const { slug } = addressOf(request);
        let problem: Problem | undefined;
        if (!sameOrigin(request, options.siteOrigin)) problem = { status: 403, error: "otherSite" };
        else {
          const retryAfter = await overLimit(request);
          if (retryAfter !== undefined) problem = { status: 429, error: "tooMany", retryAfter };
        }
        if (!problem) return undefined;
        // Answered: the request goes no further.
        return answerProblem(request, reply, locale, slug, problem);
      },
      handler: (request, reply) => receive(request, reply, locale),
    });
  }

  async function receive(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
    const { slug } = addressOf(request);
    const posting = postingAt(slug);
    if (posting?.status !== "open") return noApplication(request, reply, locale, slug, posting);
    const contentType = String(request.headers["content-type"] ?? "");
    if (!/^multipart\/form-data\b/i.test(contentType))
      return answerProblem(request, reply, locale, slug, { status: 415, error: "wrongType" });
    let entries: [string, string | File][];
    try {
      const form = await new Response(new Uint8Array(request.body as Buffer), {
        headers: { "content-type": contentType },
      }).formData();
      entries = [...form.entries()];
    } catch {
      return answerProblem(request, reply, locale, slug, { status: 400, error: "unreadable" });
    }
    const values = formValues(entries);
    const applied: AppliedPosting = { id: posting.id, slug, content: posting.live! };
    const result = validateApplication(entries, applied, locale);
    if (!result.ok) {
      return answerProblem(request, reply, locale, slug, {
        status: result.status,
        error: result.status === 400 ? "malformed" : "needsFixing",
        // A request no form of ours sends gets one sentence, not one per stray field.
        errors: result.status === 400 ? [] : result.errors,
        values: result.status === 400 ? {} : values,
        resumeSent: entries.some(
          ([, value]) => typeof value !== "string" && (value.size > 0 || value.name !== ""),
        ),
      });
    }
    const done = (refusal?: ResumeRefusal) =>
      reply
        .header("cache-control", "no-store")
        .redirect(
          `${applicationPath(slug, "applied", locale)}${refusal ? `?resume=${refusal}` : ""}`,
          303,
        );
    // Automated senders fill the hidden field: thank them and keep nothing.
    if (result.isSpam) return done();

    const { input, key } = result;
    // Sent again with its key (a double tap, a lost answer): the first answer again, the file
    // not read or stored twice.
    let earlier: ResumeRefusal | "none" | undefined;
    try {
      const id = key ? applications.byKey(key, input) : undefined;
      if (id) earlier = refusalOf(applications.get(id, dayOf(new Date()))?.resumeFile) ?? "none";
    } catch (error) {
      request.log.error({ reason: (error as Error).message }, "could not read the applications");
      return notSaved(request, reply, locale, slug, values, result.resume !== null);
    }
    if (earlier) return done(earlier === "none" ? undefined : earlier);

    let resume: Resume | null = null;
    if (result.resume) {
      try {
        resume = await keepResume(request, result.resume);
      } catch (error) {
        // The disk refused the file (full, not writable): nothing is stored, nothing is lost.
        request.log.error({ reason: (error as Error).message }, "could not store a résumé");
        return notSaved(request, reply, locale, slug, values, true);
      }
    }
    return store(request, reply, locale, slug, { input, resume, key, values, done });
  }

  /** The résumé inspected, scanned and stored, or refused and why: never an exception for a bad file. */
  async function keepResume(request: FastifyRequest, file: File): Promise<Resume> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const record = { name: displayName(file.name), bytes: bytes.length };
    const refused = (state: ResumeRefusal): Resume => ({
      ...record,
      state,
      stored: null,
      type: null,
    });
    const inspection = await inspectUpload(bytes);
    if (!inspection.ok) return refused(inspection.reason);
    let state: "clean" | "not-scanned" | "scan-failed" = "not-scanned";
    if (options.clamdSocket) {
      try {
        const scan = await scanWithClamd(options.clamdSocket, bytes, options.scanTimeoutMs);
        if (!scan.clean) {
          request.log.warn({ signature: scan.signature }, "a résumé was refused by the virus scan");
          return refused("infected");
        }
        state = "clean";
      } catch (error) {
        // A scanner down or stalled: the file is kept, and staff see the scan failed.
        state = "scan-failed";
        request.log.error({ reason: (error as Error).message }, "a résumé could not be scanned");
      }
    }
    const stored = await saveUpload(options.dataDir, bytes, inspection.extension);
    return { ...record, state, stored, type: inspection.type };
  }

  /** Commits the application and its résumé's record; on failure, its file goes too. */
  async function store(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    slug: string,
    sent: {
      input: ApplicationInput;
      resume: Resume | null;
      key: string | undefined;
      values: Record<string, string | string[]>;
      done: (refusal?: ResumeRefusal) => FastifyReply;
    },
  ) {
    const { resume } = sent;
    try {
      const saved = applications.save(sent.input, resume, sent.key);
      // The same application came in twice at once: the first one's record stands.
      if (saved.duplicate && resume?.stored) await forget(request, resume.stored);
      if (!saved.duplicate) void options.outbox?.kick();
    } catch (error) {
      // SQLite's own words (`database or disk is full`) say why; they never hold the applicant's.
      const { code, errstr } = error as { code?: string; errstr?: string };
      request.log.error(
        { code, reason: errstr ?? (error as Error).message },
        "could not store an application",
      );
      if (resume?.stored) await forget(request, resume.stored);
      return notSaved(request, reply, locale, slug, sent.values, resume !== null);
    }
    return sent.done(refusalOf(resume));
  }

  /** Deletes a stored résumé no application refers to. */
  async function forget(request: FastifyRequest, stored: string) {
    try {
      await deleteUpload(options.dataDir, stored);
    } catch (error) {
      request.log.error({ reason: (error as Error).message }, "could not delete a stray résumé");
    }
  }

  function notSaved(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    slug: string,
    values: Record<string, string | string[]>,
    resumeSent: boolean,
  ) {
    return answerProblem(request, reply, locale, slug, {
      status: 503,
      error: "notSaved",
      values,
      resumeSent,
    });
  }
}

/**
 * The most a body too large is read for nothing before the connection is cut: what a proxy in
 * front lets through (deploy/nginx.conf: 6 MB), and some.
 */
export const drainLimit = 8 * 1024 * 1024;

const tooLarge = () => Object.assign(new Error("The body is too large"), { statusCode: 413 });

/**
 * Reads a body whole, up to `applicationBodyLimit`. A larger one is read to its end and dropped
 * before the 413 (up to `drainLimit`): answered while a proxy is still sending it, the closed
 * connection would reach the applicant as the proxy's 502, not as the form's page that says
 * the file was too large.
 */
function readBody(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: Buffer) => void,
) {
  if (Number(request.headers["content-length"]) > drainLimit) return done(tooLarge());
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  payload.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size <= applicationBodyLimit) chunks.push(chunk);
    else if (size > drainLimit) finish(tooLarge());
  });
  payload.on("end", () =>
    finish(size > applicationBodyLimit ? tooLarge() : null, Buffer.concat(chunks)),
  );
  payload.on("error", (error: Error) => finish(error));
}

/** The refusal a résumé's record names, if it was refused. */
function refusalOf(resume: Pick<Resume, "state"> | null | undefined): ResumeRefusal | undefined {
  return resumeRefusals.find((refusal) => refusal === resume?.state);
}
