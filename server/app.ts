/**
 * The web server: the pre-rendered site from memory, the redirects, a real 404, the contact
 * receiver and a health check.
 * `buildServer` returns the Fastify instance without listening, so tests can `inject` requests.
 */
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { redirectFor } from "../content/redirects.ts";
import type { ServerConfig } from "./config.ts";
import { Outbox } from "./contact/outbox.ts";
import { contactRoutes } from "./contact/routes.ts";
import { SubmissionStore } from "./contact/store.ts";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";
import {
  loadStaticSite,
  notFoundFile,
  notSentPageModule,
  type StaticFile,
  writeStaticFile,
} from "./static-site.ts";

type NotSentPageModule = typeof import("../app/server-pages/contact-not-sent.tsx");

/** The build's renderer of the contact form's "not sent" page; a build without it is incomplete. */
async function loadNotSentPage(buildDir: string): Promise<NotSentPageModule["renderNotSentPage"]> {
  const file = path.join(buildDir, notSentPageModule);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\``);
  const module = (await import(pathToFileURL(file).href)) as NotSentPageModule;
  return module.renderNotSentPage;
}

/**
 * How the visitor reached us: behind a trusted proxy, the last X-Forwarded-Proto entry (the
 * proxy's own), else the connection itself; the rule of Fastify's `request.protocol`.
 */
function schemeOf(request: IncomingMessage, trustProxy: boolean): "http" | "https" {
  const forwarded = trustProxy ? request.headers["x-forwarded-proto"] : undefined;
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
    if (urlPath === notFoundFile) continue;
    const address = urlPath === "/index.html" ? "/" : urlPath.replace(/\/index\.html$/, "");
    if (!redirectFor(address)) addresses.set(address, file);
  }
  return addresses;
}

export async function buildServer(config: ServerConfig) {
  const site = await loadStaticSite(config.buildDir);
  const notFound = site.get(notFoundFile)!;
  const addresses = addressesOf(site);
  const renderNotSentPage = await loadNotSentPage(config.buildDir);
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(notFound.body.toString())?.[1];
  // Opening the store checks it (WAL, synchronous=FULL, integrity): a bad disk stops the start.
  const store = new SubmissionStore(config.dataDir);

  const app = Fastify({
    // Most requests ask for a page or an asset by its address: the server answers those from
    // memory before Fastify's routing (decision 008) and hands every other request to it.
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        const file =
          request.method === "GET" || request.method === "HEAD"
            ? addresses.get(request.url!)
            : undefined;
        if (file) writeStaticFile(request, response, file, schemeOf(request, config.trustProxy));
        else handler(request, response);
      });
      // Fastify's own default, longer than a proxy's idle connections (nginx: 60 s), so the
      // server never closes one the proxy is about to reuse.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    logger: { level: config.logLevel },
    // Request logs would hold visitors' addresses; we log problems, not visits.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });

  const outbox = config.smtpUrl
    ? new Outbox({ store, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
    : undefined;
  app.addHook("onReady", async () => outbox?.start());
  app.addHook("onClose", async () => {
    await outbox?.stop();
    store.close();
  });

  await app.register(contactRoutes, {
    store,
    outbox,
    siteOrigin: config.siteOrigin,
    perClientPerMinute: config.contactLimitPerClient,
    totalPerMinute: config.contactLimitTotal,
    notSentPage: (page) => renderNotSentPage({ ...page, stylesheet }),
  });

  const headersOverHttp = securityHeaders(false);
  const headersOverHttps = securityHeaders(true);
  const pagePolicy = contentSecurityPolicy([]);
  app.addHook("onSend", (request, reply, payload, done) => {
    const isHttps = schemeOf(request.raw, config.trustProxy) === "https";
    reply.headers(isHttps ? headersOverHttps : headersOverHttp);
    // Pages the server writes itself (the contact form's answers) have no inline scripts.
    if (
      !reply.hasHeader("content-security-policy") &&
      String(reply.getHeader("content-type")).startsWith("text/html")
    ) {
      reply.header("content-security-policy", pagePolicy);
    }
    done(null, payload);
  });

  app.get("/healthz", async (_request, reply) => {
    try {
      store.check();
      return { status: "ok", mail: outbox ? "on" : "off" };
    } catch {
      return reply.code(503).send({ status: "storage unavailable" });
    }
  });

  // The addresses the fast path above does not know: with a query, encoded, redirected, missing.
  const sendFile = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: StaticFile,
    status = 200,
  ) => {
    reply.hijack();
    writeStaticFile(request.raw, reply.raw, file, schemeOf(request.raw, config.trustProxy), status);
  };
  app.get("/*", (request, reply) => {
    const url = new URL(request.url, "http://localhost");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendFile(request, reply, notFound, 404);
    }

    const target = redirectFor(pathname.replace(/(.)\/$/, "$1"));
    if (target) return reply.redirect(target + url.search, 301);
    // One address per page: without the trailing slash.
    if (pathname.length > 1 && pathname.endsWith("/")) {
      return reply.redirect(pathname.replace(/\/+$/, "") + url.search, 301);
    }

    const found =
      pathname === notFoundFile
        ? undefined
        : (site.get(pathname) ?? site.get(`${pathname === "/" ? "" : pathname}/index.html`));
    if (found) return sendFile(request, reply, found);
    return sendFile(request, reply, notFound, 404);
  });

  return app;
}
