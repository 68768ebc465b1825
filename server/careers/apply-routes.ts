/**
 * The job application's addresses, below each open posting's page, in both languages:
 * GET `/careers/<slug>/apply` draws the form (a fresh key each time, never stored, never indexed),
 * POST to the same address receives it, and GET `/careers/<slug>/applied` thanks the applicant
 * (`/fr/carrieres/<slug>/postuler`, `…/candidature-envoyee`), only with a receipt the 303 gave
 * (receipts.ts). The receiver keeps the contact receiver's rules (decision 003): the origin
 * checked, the limits counted and a declared size over the limit refused before the body is
 * read, the body's size bounded, the fields checked (apply-validate.ts), and 303 only once the
 * application is on disk; a failure to store it is a 503 with the form drawn again, nothing
 * typed lost. The résumé is treated as hostile (decision 024): typed by its bytes, scanned when
 * a clamd is configured, stored under a generated name, and a refused file never refuses the
 * application: it is kept without the file, and the applicant is told what was wrong with it.
 * A file that passed is kept across a refusal of its form, under the key of the form sent back
 * (kept-resumes.ts), and goes with the next send unless replaced or removed.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { applicationBodyLimit, applicationFields } from "../../content/application-form.ts";
import {
  applicationWords,
  type ResumeRefusal,
  resumeRefusals,
} from "../../content/application-words.ts";
import { type Locale, localeOf, locales } from "../../content/locale.ts";
import { applicationPath, type ApplicationStep } from "../../content/navigation.ts";
import { dayOf } from "../contact/business-days.ts";
import { type ContactOptions, formLimits, sameOrigin } from "../contact/routes.ts";
import { type FieldError, idempotencyKeyPattern } from "../contact/validate.ts";
import { sendDrawnPage } from "../drawn-page.ts";
import { scanWithClamd } from "../uploads/clamd.ts";
import type { ResumeFiles } from "../uploads/resume-files.ts";
import { displayName, inspectUpload } from "../uploads/inspect.ts";
import type { Outbox } from "../contact/outbox.ts";
import { type ApplicationInput, type ApplicationStore, type Resume } from "./applications.ts";
import { type AppliedPosting, formValues, validateApplication } from "./apply-validate.ts";
import { KeptResumes } from "./kept-resumes.ts";
import { type Outcome, receipts } from "./receipts.ts";
import { postingAddressed, publicPosting, withQuery } from "./routes.ts";
import type { Posting, PostingStore } from "./store.ts";

type ApplyPageModule = typeof import("../../app/server-pages/apply.tsx");
type CareersPageModule = typeof import("../../app/server-pages/careers.tsx");

/** What the application's routes need from the server. */
export interface ApplyRoutesOptions {
  postings: Pick<PostingStore, "bySlug" | "byFrenchSlug" | "open" | "revisionOn">;
  applications: Pick<ApplicationStore, "save" | "byKey" | "get">;
  /** Sends the hiring team's notice and the applicant's confirmation after each commit; none when mail is off. */
  outbox?: Pick<Outbox, "kick">;
  /** Where résumés are stored (server/uploads/resume-files.ts): on disk, or in the database. */
  files: ResumeFiles;
  /** The clamd socket résumés are scanned through; unset, they are kept as "not scanned". */
  clamdSocket?: string;
  /** How long a scan may take before the file is kept as "not scanned". */
  scanTimeoutMs?: number;
  /** The site's public origin; when unset, the request's own host is the site. */
  siteOrigin?: string;
  perClientPerMinute: number;
  totalPerMinute: number;
  /** Where the limits count, shared by the instances (server/db/rate-limits.ts); else memory. */
  limitStore?: ContactOptions["limitStore"];
  /** The build's renderers (app/server-pages/apply.tsx, and careers.tsx for a closed posting). */
  pages: Pick<ApplyPageModule, "renderApplyPage" | "renderAppliedPage" | "renderNotAppliedPage"> &
    Pick<CareersPageModule, "renderClosedPage">;
  /**
   * The Content Security Policy of the form's page: the header's line and the form's own
   * (app/components/resume-size-check.ts), by their hashes. Unset, the server's default applies.
   */
  formPolicy?: string;
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
  /** Every answer read; none when the body was not read (or not as our form sends it). */
  values?: Record<string, string | string[]>;
  resumeSent?: boolean;
  /** The résumé to keep for the form sent back: it goes with the next send. */
  kept?: KeptResume;
  retryAfter?: number;
}

/** A résumé stored on disk, as kept across a refusal. */
type KeptResume = Resume & { stored: string };

const names = applicationFields;

/** What the words under the summary say, by what happened and what was read. */
function introOf(problem: Problem): "fix" | "unavailable" | "wait" | "retype" {
  if (!problem.values) return problem.status === 429 ? "wait" : "retype";
  return problem.status === 503 ? "unavailable" : "fix";
}

export async function applyRoutes(app: FastifyInstance, options: ApplyRoutesOptions) {
  const { postings, applications, pages } = options;
  const assets = { stylesheet: options.stylesheet, font: options.font };
  const overLimit = await formLimits(
    app,
    options.perClientPerMinute,
    options.totalPerMinute,
    options.limitStore,
  );
  const kept = new KeptResumes();
  const receipt = receipts();

  /**
   * The posting at `slug` in `locale` (a French address with its English slug included: a form
   * loaded before French slugs is still received): open, closed (its page answers 410), or none
   * (a draft, unknown).
   */
  async function postingAt(slug: string, locale: Locale): Promise<Posting | undefined> {
    // A posting past its closing day closes now, before anything is shown or received.
    await postings.revisionOn(dayOf(new Date()));
    const posting = (await postingAddressed(postings, slug, locale))?.posting;
    return posting && posting.status !== "draft" ? posting : undefined;
  }

  /** A French application page at a posting's English slug moves to its French slug (301). */
  async function moved(request: FastifyRequest, reply: FastifyReply, step: ApplicationStep) {
    const { locale, slug } = addressOf(request);
    const found = await postingAddressed(postings, slug, locale);
    if (!found?.moved || found.posting.status === "draft") return undefined;
    return reply.redirect(withQuery(applicationPath(found.posting, step, locale), request), 301);
  }

  /** Answers for a posting that takes no application: 404 for none, 410 for a closed one. */
  async function noApplication(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    slug: string,
    posting: Posting | undefined,
  ) {
    if (!posting) return sendDrawnPage(request, reply, options.notFoundPage(locale), 404);
    const open = (await postings.open()).map(publicPosting);
    return sendDrawnPage(
      request,
      reply,
      pages.renderClosedPage({ locale, posting, postings: open, ...assets }),
      410,
    );
  }

  /** The form again, with what went wrong, and every answer that was read. */
  async function answerProblem(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    slug: string,
    problem: Problem,
  ) {
    const posting = await postingAt(slug, locale);
    // A file kept for a posting closed since is no application's: the retention's sweep takes it.
    if (posting?.status !== "open") return noApplication(request, reply, locale, slug, posting);
    if (problem.retryAfter) reply.header("retry-after", String(problem.retryAfter));
    const words = applicationWords[locale].request;
    // A new key each time: nothing was stored under the one sent.
    const key = randomUUID();
    if (problem.kept) kept.keep(key, posting.id, problem.kept);
    const html = pages.renderApplyPage({
      locale,
      posting: publicPosting(posting),
      values: problem.values ?? {},
      errors: problem.errors?.length
        ? problem.errors
        : [{ field: "", message: words[problem.error] }],
      key,
      resumeSent: problem.resumeSent,
      keptResume: problem.kept?.name,
      intro: introOf(problem),
      ...assets,
    });
    return sendFormPage(request, reply, html, problem.status);
  }

  /** The form's page, with its own policy: the header's line of script and the form's. */
  function sendFormPage(request: FastifyRequest, reply: FastifyReply, html: string, status = 200) {
    if (options.formPolicy) reply.header("content-security-policy", options.formPolicy);
    return sendDrawnPage(request, reply, html, status);
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
    if (status === 413) return answerProblem(request, reply, locale, slug, tooLargeProblem(locale));
    if (status === 415)
      return answerProblem(request, reply, locale, slug, { status, error: "wrongType" });
    if (status < 500)
      return answerProblem(request, reply, locale, slug, { status: 400, error: "unreadable" });
    request.log.error({ code: error.code }, "job application error");
    return answerProblem(request, reply, locale, slug, { status: 503, error: "notSaved" });
  });

  for (const locale of locales) {
    const any = { slug: ":slug", frenchSlug: ":slug" };
    const apply = applicationPath(any, "apply", locale);
    const applied = applicationPath(any, "applied", locale);

    app.get(apply, async (request, reply) => {
      const away = await moved(request, reply, "apply");
      if (away) return away;
      const { slug } = addressOf(request);
      const posting = await postingAt(slug, locale);
      if (posting?.status !== "open") return noApplication(request, reply, locale, slug, posting);
      const html = pages.renderApplyPage({
        locale,
        posting: publicPosting(posting),
        values: {},
        errors: [],
        key: randomUUID(),
        ...assets,
      });
      return sendFormPage(request, reply, html);
    });

    app.get(applied, async (request, reply) => {
      const away = await moved(request, reply, "applied");
      if (away) return away;
      const { slug } = addressOf(request);
      const posting = await postingAt(slug, locale);
      // The applicant is thanked even if the posting closed since; a draft or unknown one has no page.
      if (!posting) return sendDrawnPage(request, reply, options.notFoundPage(locale), 404);
      // Thanks only with the receipt of an application just stored: the address alone, opened
      // by someone who sent nothing, confirms nothing. The receipt names the résumé's outcome,
      // signed: the address cannot put other words on the page.
      const { sent } = (request.query ?? {}) as Record<string, unknown>;
      const outcome = receipt.read(sent, posting.id);
      const html = outcome
        ? pages.renderAppliedPage({
            locale,
            posting: publicPosting(posting),
            resumeProblem: outcome === "received" ? undefined : outcome,
            ...assets,
          })
        : pages.renderNotAppliedPage({ locale, posting: publicPosting(posting), ...assets });
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
          // A body that says it is over the limit is refused unread: on a slow phone its upload
          // would be minutes for the same 413.
          else if (Number(request.headers["content-length"]) > applicationBodyLimit) {
            problem = tooLargeProblem(locale);
            // Straight from a browser, the connection is closed after the answer: Chromium
            // stops sending and shows the answer it was given. Through a proxy (which sets
            // X-Forwarded-For, deploy/nginx.conf), it stays open and Node reads and drops the
            // rest: a proxy still sending when the connection closes answers its own 502 instead.
            if (request.headers["x-forwarded-for"] === undefined)
              reply.header("connection", "close");
          }
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
    const posting = await postingAt(slug, locale);
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
    const applied: AppliedPosting = { id: posting.id, slug: posting.slug, content: posting.live! };
    const result = validateApplication(entries, applied, locale);
    // The résumé kept for the form this came from, taken: a key is used once. Only the key
    // names it, and only for this posting; the file's name on disk is never read from the post.
    const sentKey = entries.find(([field]) => field === names.key)?.[1];
    const previous =
      typeof sentKey === "string" && idempotencyKeyPattern.test(sentKey)
        ? kept.take(sentKey, posting.id)
        : undefined;
    const chosen = entries.find(
      (entry): entry is [string, File] =>
        entry[0] === names.resume &&
        typeof entry[1] !== "string" &&
        (entry[1].size > 0 || entry[1].name !== ""),
    )?.[1];
    const said = (field: string) =>
      entries.some(([name, value]) => name === field && value === "yes");
    const removed = said(names.removeResume);
    const keptBefore = said(names.keptResume);
    if (!result.ok) {
      if (result.status === 400) {
        // A request no form of ours sends gets one sentence, not one per stray field.
        if (previous) await forget(request, previous.stored);
        return answerProblem(request, reply, locale, slug, { status: 400, error: "malformed" });
      }
      const next = await resumeForNextTry(request, locale, previous, chosen, removed);
      return answerProblem(request, reply, locale, slug, {
        status: result.status,
        error: "needsFixing",
        errors: [...result.errors, ...next.errors],
        values,
        kept: next.kept,
        resumeSent: next.kept === undefined && (chosen !== undefined || (keptBefore && !removed)),
      });
    }
    const done = (outcome: Outcome) =>
      reply
        .header("cache-control", "no-store")
        .redirect(
          `${applicationPath(posting, "applied", locale)}?sent=${receipt.issue(posting.id, outcome)}`,
          303,
        );
    // Automated senders fill the hidden field: thank them and keep nothing.
    if (result.isSpam) {
      if (previous) await forget(request, previous.stored);
      return done("received");
    }

    const { input, key } = result;
    // Sent again with its key (a double tap, a lost answer): the first answer again, the file
    // not read or stored twice.
    let earlier: Outcome | undefined;
    try {
      const id = key ? await applications.byKey(key, input) : undefined;
      if (id) earlier = await outcomeOf(id);
    } catch (error) {
      request.log.error({ reason: (error as Error).message }, "could not read the applications");
      return notSaved(request, reply, locale, slug, values, chosen !== undefined, previous);
    }
    if (earlier) return done(earlier);

    let resume: Resume | null = null;
    let lost = false;
    if (result.resume) {
      try {
        resume = await keepResume(request, result.resume);
      } catch (error) {
        // The disk refused the file (full, not writable): nothing is stored, nothing is lost.
        request.log.error({ reason: (error as Error).message }, "could not store a résumé");
        return notSaved(request, reply, locale, slug, values, true, previous);
      }
      // A new file chosen replaces the one kept.
      if (previous) await forget(request, previous.stored);
    } else if (previous && !removed) {
      // The file kept from the try before, if it is still there. A store that cannot say (its
      // database out of reach) fails as the store does: 503, the answers and the file kept.
      let there: boolean;
      try {
        there = await options.files.has(previous.stored);
      } catch (error) {
        request.log.error({ reason: (error as Error).message }, "could not look for a kept résumé");
        return notSaved(request, reply, locale, slug, values, true, previous);
      }
      if (there) resume = previous;
      else lost = true;
    } else {
      if (previous) await forget(request, previous.stored);
      // The form said a file was kept, and it could not be found (its time passed, a restart):
      // the application is received, and its confirmation says the résumé was not.
      lost = keptBefore && !removed && !previous;
    }
    return store(request, reply, locale, slug, { input, resume, key, values, done, lost });
  }

  /** What the confirmation of a stored application says of its résumé. */
  async function outcomeOf(id: string): Promise<Outcome> {
    return refusalOf((await applications.get(id, dayOf(new Date())))?.resumeFile) ?? "received";
  }

  /**
   * The résumé for the form sent back to be fixed: a new file chosen, inspected, scanned and
   * stored (its refusal said at its field), or the one kept, unless removed.
   */
  async function resumeForNextTry(
    request: FastifyRequest,
    locale: Locale,
    previous: KeptResume | undefined,
    chosen: File | undefined,
    removed: boolean,
  ): Promise<{ kept?: KeptResume; errors: FieldError[] }> {
    if (!chosen) {
      if (previous && removed) await forget(request, previous.stored);
      return { kept: removed ? undefined : previous, errors: [] };
    }
    if (previous) await forget(request, previous.stored);
    let resume: Resume;
    try {
      resume = await keepResume(request, chosen);
    } catch (error) {
      request.log.error({ reason: (error as Error).message }, "could not store a résumé");
      return { errors: [] };
    }
    if (resume.stored) return { kept: resume as KeptResume, errors: [] };
    const refusal = refusalOf(resume)!;
    return {
      errors: [
        {
          field: names.resume,
          code: "resume_refused",
          message: applicationWords[locale].resumeRefusals[refusal],
        },
      ],
    };
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
    const stored = await options.files.save(bytes, inspection.extension);
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
      done: (outcome: Outcome) => FastifyReply;
      /** The résumé kept from a try before could not be found. */
      lost: boolean;
    },
  ) {
    const { resume } = sent;
    try {
      // Resolved only once committed: a rejection (a full disk, a lost connection) is a 503.
      const saved = await applications.save(sent.input, resume, sent.key);
      if (saved.duplicate) {
        // The same application came in twice at once: the first one's record and answer stand.
        if (resume?.stored) await forget(request, resume.stored);
        return sent.done(await outcomeOf(saved.id));
      }
      void options.outbox?.kick();
    } catch (error) {
      // SQLite's own words (`database or disk is full`) say why; they never hold the applicant's.
      const { code, errstr } = error as { code?: string; errstr?: string };
      request.log.error(
        { code, reason: errstr ?? (error as Error).message },
        "could not store an application",
      );
      // The file is kept for the next try, as every answer is.
      const stored = resume?.stored ? (resume as KeptResume) : undefined;
      return notSaved(request, reply, locale, slug, sent.values, resume !== null, stored);
    }
    return sent.done(refusalOf(resume) ?? (sent.lost ? "lost" : "received"));
  }

  /** Deletes a stored résumé no application refers to. */
  async function forget(request: FastifyRequest, stored: string) {
    try {
      await options.files.delete(stored);
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
    keep?: KeptResume,
  ) {
    return answerProblem(request, reply, locale, slug, {
      status: 503,
      error: "notSaved",
      values,
      resumeSent,
      kept: keep,
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

/** A body too large: said at the résumé's field, nothing read, so nothing kept. */
function tooLargeProblem(locale: Locale): Problem {
  const message = applicationWords[locale].request.tooLarge;
  return {
    status: 413,
    error: "tooLarge",
    errors: [{ field: names.resume, code: "too_large", message }],
  };
}

/** The refusal a résumé's record names, if it was refused. */
function refusalOf(resume: Pick<Resume, "state"> | null | undefined): ResumeRefusal | undefined {
  return resumeRefusals.find((refusal) => refusal === resume?.state);
}
