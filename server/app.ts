/**
 * The web server: the pre-rendered site from memory, the redirects, a real 404, the contact
 * receiver and a health check.
 * `buildServer` returns the Fastify instance without listening, so tests can `inject` requests.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { Writable } from "node:stream";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { resumeSizeScript } from "../app/components/resume-size-check.ts";
import { servicesResetScript } from "../app/components/site-header/services-reset.ts";
import { speculationRules } from "../app/lib/speculation-rules.ts";
import { askers as englishAskers, synonyms as englishSynonyms } from "../content/en/search.ts";
import { askers as frenchAskers, synonyms as frenchSynonyms } from "../content/fr/search.ts";
import type { SearchDocument } from "../content/search-documents.ts";
import { localeOf, locales } from "../content/locale.ts";
import { pathTo, staffPath } from "../content/navigation.ts";
import { redirectFor } from "../content/redirects.ts";
import { site as siteContent } from "../content/site.ts";
import { readAddress } from "./address.ts";
import { BackupSchedule } from "./backup/schedule.ts";
import { applicantConfirmation } from "../content/application-words.ts";
import { applicationMail } from "./careers/application-mail.ts";
import { interviewMail } from "./careers/interview-mail.ts";
import { applyApplicationRetention } from "./careers/application-retention.ts";
import { ApplicationStore } from "./careers/applications.ts";
import { applyRoutes } from "./careers/apply-routes.ts";
import { careersRoutes } from "./careers/routes.ts";
import { seedIfEmpty } from "./careers/seed.ts";
import { PostingStore } from "./careers/store.ts";
import type { ServerConfig } from "./config.ts";
import { Outbox } from "./contact/outbox.ts";
import { replyMail } from "./contact/reply-mail.ts";
import { contactRoutes } from "./contact/routes.ts";
import { SubmissionStore } from "./contact/store.ts";
import { Digests } from "./staff/digest.ts";
import { staffApi } from "./staff/plugin.ts";
import { applyRetention, retentionIntervalMs } from "./staff/retention.ts";
import { StaffStore } from "./staff/store.ts";
import { Metrics } from "./metrics.ts";
import { chosenPage, preselectedContactPages } from "./contact/preselect.ts";
import { proxyTrust } from "./proxy.ts";
import { areaCheckRoutes } from "./area-check/routes.ts";
import { searchRoutes } from "./search/routes.ts";
import { SiteSearch } from "./search/site-search.ts";
import { contentSecurityPolicy, scriptHash, securityHeaders } from "./security-headers.ts";
import { clamdAnswers } from "./uploads/clamd.ts";
import { DatabaseResumeFiles } from "./uploads/database-files.ts";
import { diskResumeFiles } from "./uploads/files.ts";
import { openDatabases } from "./db/database.ts";
import { JobLeases, type JobLeaseTables } from "./db/job-leases.ts";
import { RateLimitCounters, type RateLimitTables } from "./db/rate-limits.ts";
import {
  applyPageModule,
  areaCheckPageModule,
  loadStaticSite,
  notFoundFile,
  notFoundFiles,
  careersPageModule,
  notSentPageModule,
  searchDocumentsFile,
  searchPageModule,
  type StaticFile,
  withHeaders,
  writeStaticFile,
} from "./static-site.ts";

type NotSentPageModule = typeof import("../app/server-pages/contact-not-sent.tsx");
type SearchPageModule = typeof import("../app/server-pages/search.tsx");
type AreaCheckPageModule = typeof import("../app/server-pages/area-check.tsx");
type CareersPageModule = typeof import("../app/server-pages/careers.tsx");
type ApplyPageModule = typeof import("../app/server-pages/apply.tsx");

/** A file of the build the server cannot start without, by its path; a build without it is incomplete. */
function buildFile(buildDir: string, name: string): string {
  const file = path.join(buildDir, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\``);
  return file;
}

/** One of the build's pages the server renders (app/server-pages/). */
async function loadServerPage<T>(buildDir: string, name: string): Promise<T> {
  return (await import(pathToFileURL(buildFile(buildDir, name)).href)) as T;
}

/** The site search over the build's pages, in memory: made in some tens of milliseconds. */
async function loadSiteSearch(buildDir: string): Promise<SiteSearch> {
  const file = buildFile(buildDir, searchDocumentsFile);
  const documents = JSON.parse(await readFile(file, "utf8")) as SearchDocument[];
  return new SiteSearch(documents, {
    en: { synonyms: englishSynonyms, prefix: false, askers: englishAskers },
    fr: { synonyms: frenchSynonyms, prefix: true, askers: frenchAskers },
  });
}

/**
 * The pre-rendered files the server no longer sends as they are: the Careers pages, drawn from
 * the stored postings, and the sitemap, which adds the open postings (server/careers/routes.ts).
 */
const drawnFiles = {
  careers: locales.map((locale) => `${pathTo("careers", locale)}/index.html`),
  sitemap: "/sitemap.xml",
};

type ProxyTrust = ReturnType<typeof proxyTrust>;

/** How often an instance asks whether retention's daily lease has ended. */
const retentionLeaseCheckMs = 3_600_000;

/** How often the server reads every page of the submissions database for damage. */
export const integrityIntervalMs = 6 * 3_600_000;

/** The staff area's pre-rendered frame, sent for every address under /staff (app/routes/staff/). */
const staffShellFile = `${staffPath("home")}/index.html`;

/** What every staff answer carries: never stored, never indexed, never named to another site. */
const staffHeaders = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex",
  "referrer-policy": "no-referrer",
};

/**
 * How the visitor reached us: behind a trusted proxy, the last X-Forwarded-Proto entry (the
 * proxy's own), else the connection itself; the rule of Fastify's `request.protocol`.
 */
function schemeOf(request: IncomingMessage, trust: ProxyTrust): "http" | "https" {
  const fromProxy = trust && trust(request.socket.remoteAddress ?? "", 0);
  const forwarded = fromProxy ? request.headers["x-forwarded-proto"] : undefined;
  if (forwarded) return String(forwarded).split(",").at(-1)!.trim() === "https" ? "https" : "http";
  return "encrypted" in request.socket && request.socket.encrypted ? "https" : "http";
}

/**
 * Each file by the one address it is served at (`/services/nursing`, `/assets/…`), so most
 * requests are a single map lookup.
 */
function addressesOf(site: Map<string, StaticFile>): Map<string, StaticFile> {
  const addresses = new Map<string, StaticFile>();
  for (const [urlPath, file] of site) {
    // The staff area's frame is sent by its own route, with its own headers.
    if (Object.values<string>(notFoundFiles).includes(urlPath) || urlPath === staffShellFile)
      continue;
    const address = urlPath === "/index.html" ? "/" : urlPath.replace(/\/index\.html$/, "");
    if (!redirectFor(address)) addresses.set(address, file);
  }
  return addresses;
}

const parserRefusalHeaders = Object.entries(securityHeaders(false))
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join("");

/**
 * The answer to a request Node's HTTP parser refuses (a space or a byte past ASCII in the
 * address, headers too large), written to the socket as Fastify's own is, with the security
 * headers every answer carries.
 */
function answerParserRefusal(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? 408
      : error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : 400;
  const body = `${STATUS_CODES[status]}\n`;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${parserRefusalHeaders}` +
        `content-type: text/plain; charset=utf-8\r\ncontent-length: ${body.length}\r\n` +
        `connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** What a test may give the server besides its configuration. */
export interface ServerOptions {
  /** Where the log goes (standard output when not given). */
  logStream?: Writable;
}

/**
 * The answer to a failure on our side: the request's id, which the log line carries too, and no
 * internal message (it can name tables, files or values).
 */
function failureAnswer(request: FastifyRequest) {
  return {
    error: `Something went wrong on our side. Please try again; if it keeps happening, give this reference to whoever runs the site: ${request.id}`,
    reference: request.id,
  };
}

export async function buildServer(config: ServerConfig, options: ServerOptions = {}) {
  const site = await loadStaticSite(config.buildDir);
  const notFound = site.get(notFoundFile)!;
  const { renderNotSentPage } = await loadServerPage<NotSentPageModule>(
    config.buildDir,
    notSentPageModule,
  );
  const { renderSearchPage } = await loadServerPage<SearchPageModule>(
    config.buildDir,
    searchPageModule,
  );
  const { renderAreaCheckPage } = await loadServerPage<AreaCheckPageModule>(
    config.buildDir,
    areaCheckPageModule,
  );
  const siteSearch = await loadSiteSearch(config.buildDir);
  const careersPages = await loadServerPage<CareersPageModule>(config.buildDir, careersPageModule);
  const applyPages = await loadServerPage<ApplyPageModule>(config.buildDir, applyPageModule);
  const careersTemplate = site.get(drawnFiles.careers[0]!);
  const sitemap = site.get(drawnFiles.sitemap);
  if (!careersTemplate || !sitemap)
    throw new Error(`${config.buildDir} has no careers page or sitemap: run \`npm run build\``);
  for (const file of [...drawnFiles.careers, drawnFiles.sitemap]) site.delete(file);
  const addresses = addressesOf(site);
  const contactPages = preselectedContactPages(site);
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(notFound.body.toString())?.[1];
  const font = /<link rel="preload" href="([^"]+\.woff2)"/.exec(notFound.body.toString())?.[1];
  // What the instances share (decision 029): the limits' counters and the jobs' leases, in
  // DATA_DIR's shared.sqlite, or in PostgreSQL with DATABASE_URL.
  const databases = openDatabases(config.database, config.dataDir, {
    log: { error: (details, message) => app.log.error(details, message) },
  });
  // The inquiries (submissions.sqlite, or PostgreSQL's). Opening the store checks it (a
  // committed write; on SQLite WAL, synchronous=FULL, integrity): a bad disk stops the start.
  const store = await SubmissionStore.open(databases);
  // The job postings (postings.sqlite, or PostgreSQL's); a new database starts with the openings
  // the site listed.
  const postings = await PostingStore.open(databases);
  await seedIfEmpty(postings);
  // The résumés (decision 031): on disk in DATA_DIR/uploads with SQLite; in the database, each
  // encrypted under a key of its own, where every instance shares PostgreSQL.
  const resumeFiles =
    config.database.dialect === "postgres"
      ? await DatabaseResumeFiles.open(databases)
      : diskResumeFiles(config.dataDir);
  // Job applications, apart from the inquiries: the hiring team's alone (applications.sqlite,
  // or PostgreSQL's).
  const applications = await ApplicationStore.open(databases);
  // The staff area: people, sessions, challenges, presence, saved replies and the audit trail
  // (staff.sqlite, or PostgreSQL's), shared by every instance.
  const staffStore = await StaffStore.open(databases);
  const shared = await databases.part<RateLimitTables & JobLeaseTables>("shared");
  const limitCounters = new RateLimitCounters(shared);
  const leases = new JobLeases(shared, databases.dialect);
  const staffShell = site.get(staffShellFile);
  if (!staffShell)
    throw new Error(`${config.buildDir} has no ${staffShellFile}: run \`npm run build\``);
  const trust = proxyTrust(config.trustProxy);
  const metrics = new Metrics({
    store,
    applications,
    mailOn: Boolean(config.smtpUrl),
    backupDir: config.backup.dir,
    backupFailures: () => backups.failures,
  });

  const sendFile = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: StaticFile,
    status = 200,
  ) => {
    reply.hijack();
    writeStaticFile(request.raw, reply.raw, file, schemeOf(request.raw, trust), status);
  };

  const app = Fastify({
    // Most requests ask for a page or an asset by its address: the server answers those from
    // memory before Fastify's routing (decision 008) and hands every other request to it.
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        response.once("finish", () =>
          metrics.observe(request.method, request.url!, response.statusCode),
        );
        const file =
          request.method === "GET" || request.method === "HEAD"
            ? addresses.get(request.url!)
            : undefined;
        if (file) writeStaticFile(request, response, file, schemeOf(request, trust));
        else handler(request, response);
      });
      // Fastify's own default, longer than a proxy's idle connections (nginx: 60 s), so the
      // server never closes one the proxy is about to reuse.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // A random id per request, for the log line of a failure and the answer that names it.
    genReqId: () => randomUUID(),
    // Request logs would hold visitors' addresses; we log problems, not visits.
    logController: new LogController({ disableRequestLogging: true }),
    // Not `true`, which takes the left-most X-Forwarded-For entry, the one the client writes:
    // the client is the entry our own proxy wrote (decision 009).
    trustProxy: trust,
    return503OnClosing: true,
    clientErrorHandler: answerParserRefusal,
    // An address the router cannot decode (`/%FF`): the not-found page with the router's status,
    // so it carries the headers every answer does.
    frameworkErrors: (error, request, reply) =>
      sendFile(request, reply, notFound, error.statusCode ?? 400),
  });

  // Request logging is off (no visits in the log), and with it Fastify's own log of errors: a
  // failure on our side is logged here, with its id and route, never its query or body, which
  // may carry a name.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: error.message });
    request.log.error(
      {
        route: `${request.method} ${request.routeOptions.url ?? "(no route)"}`,
        err: { type: error.name, message: error.message, stack: error.stack },
      },
      "request failed",
    );
    return reply.code(500).send(failureAnswer(request));
  });

  const outbox = config.smtpUrl
    ? new Outbox({
        store,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        withDetails: config.notifyWithDetails,
        inboxOrigin: config.inboxOrigin,
        log: app.log,
        // The job applications' mail: the hiring team's notice, the applicant's confirmation.
        sources: [
          applicationMail({
            applications,
            from: config.mailFrom,
            inboxOrigin: config.inboxOrigin,
            titleOf: async (postingId, locale) =>
              (await postings.byId(postingId))?.live?.title[locale],
            confirmation: applicantConfirmation,
          }),
          // Replies written from the staff area to families and applicants (replies.ts).
          replyMail(store.inbox.replies, config.mailFrom, "inquiry"),
          replyMail(applications.replies, config.mailFrom, "application"),
          // The applicants' interview invitations, changes and cancellations, with their .ics.
          interviewMail({
            applications,
            from: config.mailFrom,
            nameOf: async (personId) => (await staffStore.personById(personId))?.name,
            titleOf: async (postingId, locale) =>
              (await postings.byId(postingId))?.live?.title[locale],
          }),
        ],
      })
    : undefined;
  // Each person's morning e-mail of counts (DIGEST_AT), when mail is set up.
  const digests =
    config.smtpUrl && config.digestAt
      ? new Digests({
          store: staffStore,
          inbox: store.inbox,
          applications,
          at: config.digestAt,
          smtp: config.smtpUrl,
          from: config.mailFrom,
          inboxOrigin: config.inboxOrigin,
          log: app.log,
        })
      : undefined;
  app.decorate("metrics", metrics);
  // The server's own backups (BACKUP_EVERY_HOURS), each in a process of its own.
  const backups = new BackupSchedule({ config, log: app.log, leases });
  app.addHook("onReady", async () => outbox?.start());
  app.addHook("onReady", async () => digests?.start());
  app.addHook("onReady", async () => backups.start());
  app.addHook("onClose", async () => {
    await backups.stop();
    await outbox?.stop();
    await digests?.stop();
    siteSearch.close();
    await databases.close();
  });

  await app.register(contactRoutes, {
    store,
    outbox,
    siteOrigin: config.siteOrigin,
    perClientPerMinute: config.contactLimitPerClient,
    totalPerMinute: config.contactLimitTotal,
    limitStore: limitCounters.store("contact"),
    notSentPage: (page) => renderNotSentPage({ ...page, stylesheet }),
  });

  await app.register(searchRoutes, {
    search: siteSearch,
    searchPage: (page) => renderSearchPage({ ...page, stylesheet, font }),
    // The open postings are found too, each at its own page, as the store has them now.
    postings,
    postingDocument: careersPages.postingSearchDocument,
  });

  // "Do you come to my area?": a postal code in, an answer out, nothing kept.
  await app.register(areaCheckRoutes, {
    areaCheckPage: (page) => renderAreaCheckPage({ ...page, stylesheet, font }),
  });

  const headersOverHttp = securityHeaders(false);
  const headersOverHttps = securityHeaders(true);
  // Pages the server writes itself (the contact form's answers, the search page) have the header's one inline
  // script and no other: allowed by its hash, never by reading the page (a script that got into
  // it would be allowed too).
  const pagePolicy = contentSecurityPolicy([scriptHash(servicesResetScript)]);
  // The Careers pages have the speculation rules too, as the pre-rendered pages do.
  const careersPolicy = contentSecurityPolicy([
    scriptHash(servicesResetScript),
    scriptHash(speculationRules),
  ]);

  // The Careers pages and the postings' pages, drawn from the store on each request.
  await app.register(careersRoutes, {
    postings,
    pages: careersPages,
    template: careersTemplate,
    sitemap,
    pagePolicy: careersPolicy,
    stylesheet,
    font,
    send: sendFile,
    notFound: (request, reply, locale) =>
      sendFile(request, reply, site.get(notFoundFiles[locale])!, 404),
  });
  // Each open posting's application form, and the page after it (the receiver of the form).
  await app.register(applyRoutes, {
    postings,
    applications,
    outbox,
    files: resumeFiles,
    clamdSocket: config.clamdSocket,
    siteOrigin: config.siteOrigin,
    perClientPerMinute: config.applyLimitPerClient,
    totalPerMinute: config.applyLimitTotal,
    limitStore: limitCounters.store("apply"),
    pages: { ...applyPages, renderClosedPage: careersPages.renderClosedPage },
    // The form's page has one more inline line: its résumé's size check, by its hash.
    formPolicy: contentSecurityPolicy([
      scriptHash(servicesResetScript),
      scriptHash(speculationRules),
      scriptHash(resumeSizeScript),
    ]),
    stylesheet,
    font,
    notFoundPage: (locale) => (site.get(notFoundFiles[locale]) ?? notFound).body.toString(),
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    const isHttps = schemeOf(request.raw, trust) === "https";
    reply.headers(isHttps ? headersOverHttps : headersOverHttp);
    if (
      !reply.hasHeader("content-security-policy") &&
      String(reply.getHeader("content-type")).startsWith("text/html")
    ) {
      reply.header("content-security-policy", pagePolicy);
    }
    done(null, payload);
  });

  // The staff area: its API through one gate (server/staff/), and its frame for every address
  // below /staff. With STAFF_HOST set, both answer on that host only.
  await app.register(staffApi, {
    prefix: "/api/staff",
    store: staffStore,
    inbox: store.inbox,
    postings,
    applications,
    files: resumeFiles,
    // The passkeys page says when the morning e-mail comes, or that the server sends none.
    digestAt: digests ? config.digestAt : undefined,
    outbox,
    ...config.staff,
    limitStore: limitCounters.store("staff"),
  });
  // An address below the API that no route has: the API's own answer, not the public 404 page.
  for (const url of ["/api/staff", "/api/staff/*"]) {
    app.all(url, {
      // After the headers every answer gets, as the staff API's own routes do (plugin.ts).
      onSend: async (_request, reply, payload) => {
        reply.headers(staffHeaders);
        return payload;
      },
      handler: async (_request, reply) =>
        reply.code(404).send({ error: "No such address in the staff API." }),
    });
  }
  const staffFrame = withHeaders(staffShell, staffHeaders);
  const sendStaffFrame = (request: FastifyRequest, reply: FastifyReply) =>
    config.staff.host && request.host !== config.staff.host
      ? sendFile(request, reply, notFound, 404)
      : sendFile(request, reply, staffFrame);
  app.get(staffPath("home"), sendStaffFrame);
  app.get(`${staffPath("home")}/*`, sendStaffFrame);
  app.addHook("onReady", async () => {
    // The head of the audit chain, outside the database: rewriting the whole chain shows here.
    const logHead = async () =>
      app.log.info({ auditHead: await staffStore.auditHead() }, "audit trail head");
    await logHead();
    setInterval(
      () =>
        void logHead().catch((error: Error) =>
          app.log.error({ reason: error.message }, "the audit trail's head could not be read"),
        ),
      24 * 3_600_000,
    ).unref();
  });
  // Closed inquiries past the retention period go, once at start and then daily, by one
  // instance: the one that takes the day's lease (the others ask every hour, and take it when it
  // ends).
  const retention = async () => {
    try {
      if (!(await leases.take("retention", retentionIntervalMs))) return;
    } catch (error) {
      app.log.error({ reason: (error as Error).message }, "retention's lease failed; retrying");
      return;
    }
    try {
      // Published postings' versions are kept three years after they come down, then go.
      await postings.prune();
      const deleted = await applyRetention({
        inbox: store.inbox,
        audit: staffStore,
        days: config.retentionDays,
        client: "server",
      });
      metrics.retentionDeleted(deleted);
      if (deleted > 0) app.log.info({ deleted }, "closed inquiries deleted (retention)");
    } catch (error) {
      app.log.error({ reason: (error as Error).message }, "retention failed; retrying tomorrow");
    }
    // Applications not hired go after theirs, with their résumés.
    applyApplicationRetention({
      applications,
      files: resumeFiles,
      audit: staffStore,
      days: config.applicationRetentionDays,
      client: "server",
    }).then(
      (deleted) => {
        if (deleted.applications + deleted.strays > 0)
          app.log.info(deleted, "applications deleted (retention)");
      },
      (error: Error) =>
        app.log.error({ reason: error.message }, "application retention failed; retrying tomorrow"),
    );
  };
  app.addHook("onReady", async () => {
    if (config.retentionDays !== siteContent.contactForm.retentionDays)
      app.log.warn(
        `RETENTION_DAYS is ${config.retentionDays}, but the Privacy page says ${siteContent.contactForm.retentionDays} days (content/site.ts): change one of them`,
      );
    if (config.applicationRetentionDays !== siteContent.careers.retentionDays)
      app.log.warn(
        `APPLICATION_RETENTION_DAYS is ${config.applicationRetentionDays}, but the Privacy page says ${siteContent.careers.retentionDays} days (content/site.ts): change one of them`,
      );
    if (config.notifyWithDetails)
      app.log.warn(
        "NOTIFY_WITH_DETAILS is on: inquiries go out by e-mail, but the form's hint and the Privacy page say they never do (content/en and content/fr: inquiry-form.ts, pages/privacy.ts): change those words, or turn it off",
      );
    // The Privacy page says every résumé is scanned: say at start when none will be.
    if (!config.clamdSocket)
      app.log.warn(
        "CLAMD_SOCKET is not set: résumés are kept unscanned (marked so for staff), but the Privacy page says each one is scanned (content/en and content/fr: pages/privacy.ts): set it to clamd's socket (Debian's clamav-daemon: /run/clamav/clamd.ctl)",
      );
    else if (!(await clamdAnswers(config.clamdSocket)))
      app.log.warn(
        `clamd does not answer at CLAMD_SOCKET (${config.clamdSocket}): résumés are kept and marked "scan failed" for staff until it does`,
      );
    await retention();
    setInterval(() => void retention(), retentionLeaseCheckMs).unref();
  });

  // The database's pages are checked for damage at start (when the store opens) and then on a
  // schedule, never for a request: it takes most of a second with many inquiries.
  app.addHook("onReady", async () => {
    setInterval(() => {
      void store.checkIntegrity().then(
        (ok) => ok || app.log.error("submissions database failed its integrity check"),
        (error: unknown) =>
          app.log.error({ reason: (error as Error).message }, "submissions integrity check failed"),
      );
    }, integrityIntervalMs).unref();
  });

  // The store proves it is the file on disk and takes a committed write, and its last integrity
  // check passed; while it cannot, submissions are refused with 503 too.
  app.get("/healthz", async (request, reply) => {
    try {
      await store.check();
      await databases.check();
      const { checkedAt } = store.integrity;
      return {
        status: "ok",
        mail: outbox ? "on" : "off",
        integrity: "ok",
        integrityCheckedAt: checkedAt,
        backup: backups.state,
      };
    } catch (error) {
      request.log.error({ reason: (error as Error).message }, "health check failed");
      return reply.code(503).send({ status: "storage unavailable" });
    }
  });

  // The addresses the fast path above does not know: with a query, encoded, redirected, missing.
  app.get("/*", (request, reply) => {
    const address = readAddress(request.url);
    if (!address) return sendFile(request, reply, notFound, 404);

    // Redirects are built from the canonical path alone: always a path on this site.
    const target = redirectFor(address.canonical);
    if (target) return reply.redirect(target + address.query, 301);
    // One address per page: without the trailing slash, and without empty segments.
    if (!address.isCanonical) return reply.redirect(address.canonical + address.query, 301);

    const { path } = address;
    const file = site.has(path) ? path : `${path === "/" ? "" : path}/index.html`;
    const found = Object.values<string>(notFoundFiles).includes(path) ? undefined : site.get(file);
    // The contact page with a service page's Recipient chosen (`?recipient=care`).
    const chosen = found && chosenPage(contactPages.get(file), address.query.slice(1));
    if (found) return sendFile(request, reply, chosen ?? found);
    return sendFile(request, reply, site.get(notFoundFiles[localeOf(path)])!, 404);
  });

  return app;
}
