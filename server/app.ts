/**
 * The web server: the pre-rendered site from memory, the redirects, a real 404, the contact
 * receiver and a health check.
 * `buildServer` returns the Fastify instance without listening, so tests can `inject` requests.
 */
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { redirectFor } from "../content/redirects.ts";
import type { ServerConfig } from "./config.ts";
import { Outbox } from "./contact/outbox.ts";
import { contactRoutes } from "./contact/routes.ts";
import { SubmissionStore } from "./contact/store.ts";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";
import { loadStaticSite, notFoundFile, type StaticFile } from "./static-site.ts";

/** The encodings a request accepts, best first, from those we store. */
function preferredEncoding(request: FastifyRequest): "br" | "gzip" | undefined {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
  if (status === 200 && request.headers["if-none-match"] === file.etag) {
    return reply.code(304).headers(file.headers.identity).send();
  }
  const encoding = preferredEncoding(request);
  if (encoding && file[encoding]) {
    return reply.code(status).headers(file.headers[encoding]).send(file[encoding]);
  }
  return reply.code(status).headers(file.headers.identity).send(file.body);
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
  // Opening the store checks it (WAL, synchronous=FULL, integrity): a bad disk stops the start.
  const store = new SubmissionStore(config.dataDir);

  const app = Fastify({
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
    stylesheet: /<link rel="stylesheet" href="([^"]+)"/.exec(notFound.body.toString())?.[1],
  });

  const headersOverHttp = securityHeaders(false);
  const headersOverHttps = securityHeaders(true);
  const pagePolicy = contentSecurityPolicy([]);
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.headers(request.protocol === "https" ? headersOverHttps : headersOverHttp);
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

  app.get("/*", (request, reply) => {
    const file = addresses.get(request.url);
    if (file) return sendFile(request, reply, file);

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
