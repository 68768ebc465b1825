/**
 * The figures a provider's IT watches, in Prometheus's text format (prom-client), served on a
 * port of their own (METRICS_PORT), on loopback unless METRICS_HOST says otherwise: never on the
 * public site. https://prometheus.io/docs/instrumenting/exposition_formats/
 *
 * A label is a route group or a status code, from a fixed list: never a name, address, e-mail,
 * inquiry id or a path, which could hold one.
 */
import { createServer, type Server } from "node:http";
import { once } from "node:events";
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";
import { locales } from "../content/locale.ts";
import { applicationPageAt, searchPath, staffPath } from "../content/navigation.ts";
import { site } from "../content/site.ts";
import { newestArchive } from "./backup/archive.ts";
import type { ApplicationStore } from "./careers/applications.ts";
import { dayOf } from "./contact/business-days.ts";
import type { SubmissionStore } from "./contact/store.ts";

/** The groups requests are counted in. */
export const routeGroups = [
  "pages",
  "assets",
  "contact",
  "apply",
  "search",
  "staff-api",
  "staff-pages",
  "health",
] as const;
export type RouteGroup = (typeof routeGroups)[number];

/** The staff sign-in's last step: a 4xx answer to it is a failed sign-in (server/staff/routes.ts). */
const signInPath = "/api/staff/sign-in/verify";

/** The group of a request's address, read from its path's first segments only. */
export function routeGroup(pathname: string): RouteGroup {
  if (pathname === "/healthz") return "health";
  if (pathname === site.contactForm.endpoint) return "contact";
  // A job application's form, its receiver and the page after it.
  if (applicationPageAt(pathname)) return "apply";
  if (locales.some((locale) => pathname === searchPath(locale))) return "search";
  if (pathname === "/api/staff" || pathname.startsWith("/api/staff/")) return "staff-api";
  const staff = staffPath("home");
  if (pathname === staff || pathname.startsWith(`${staff}/`)) return "staff-pages";
  if (pathname.startsWith("/assets/")) return "assets";
  return "pages";
}

/** What the gauges are read from, at each scrape. */
export interface MetricSources {
  store: Pick<SubmissionStore, "counts" | "mailQueue">;
  applications: Pick<ApplicationStore, "counts" | "mailQueue">;
  /** Whether notifications are sent at all (SMTP_URL): without, every one waits. */
  mailOn: boolean;
  backupDir: string;
  /** Scheduled backups that failed since the start. */
  backupFailures: () => number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The server's metrics, served by `serveMetrics` on METRICS_PORT (server/main.ts). */
    metrics: Metrics;
  }
}

/** The server's metrics and what feeds them. */
export class Metrics {
  /** The registry /metrics reads. */
  readonly registry = new Registry();
  readonly #requests: Counter<"group" | "status">;
  readonly #rateLimited: Counter<"group">;
  readonly #signInFailures: Counter;
  readonly #retentionDeletions: Counter;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    // Process figures (CPU, memory, event-loop delay, open files) under their usual names.
    collectDefaultMetrics({ register: this.registry });
    this.#requests = new Counter({
      name: "homecare_http_requests_total",
      help: "Requests answered, by route group and status code.",
      labelNames: ["group", "status"],
      registers,
    });
    this.#rateLimited = new Counter({
      name: "homecare_rate_limit_refusals_total",
      help: "Requests refused by a rate limit (429), by route group.",
      labelNames: ["group"],
      registers,
    });
    this.#signInFailures = new Counter({
      name: "homecare_staff_sign_in_failures_total",
      help: "Staff sign-ins refused (unknown or revoked passkey, failed check, too many tries).",
      registers,
    });
    this.#retentionDeletions = new Counter({
      name: "homecare_retention_deletions_total",
      help: "Closed inquiries deleted at the end of the retention period.",
      registers,
    });
    new Gauge({
      name: "homecare_inquiries_stored",
      help: "Inquiries in the database.",
      registers,
      async collect() {
        this.set((await sources.store.counts()).submissions);
      },
    });
    new Gauge({
      name: "homecare_mail_enabled",
      help: "1 when department notifications are sent (SMTP_URL set), else 0.",
      registers,
      collect() {
        this.set(sources.mailOn ? 1 : 0);
      },
    });
    new Gauge({
      name: "homecare_applications_stored",
      help: "Job applications in the database.",
      registers,
      async collect() {
        this.set((await sources.applications.counts(dayOf(new Date()))).stored);
      },
    });
    new Gauge({
      name: "homecare_applications_overdue",
      help: "Interviewed applicants not told of a decision within 45 days of their last interview.",
      registers,
      async collect() {
        this.set((await sources.applications.counts(dayOf(new Date()))).overdue);
      },
    });
    // The inquiries' notifications and the applications' mail wait in the same outbox.
    const queue = async () => {
      const inquiries = await sources.store.mailQueue();
      const applications = await sources.applications.mailQueue();
      const oldest = [inquiries.oldestReceivedAt, applications.oldestReceivedAt]
        .filter((at) => at !== null)
        .sort()[0];
      return {
        waiting: inquiries.waiting + applications.waiting,
        oldestReceivedAt: oldest ?? null,
      };
    };
    new Gauge({
      name: "homecare_mail_waiting",
      help: "Notifications not yet sent (inquiries' and job applications').",
      registers,
      async collect() {
        this.set((await queue()).waiting);
      },
    });
    new Gauge({
      name: "homecare_mail_oldest_unsent_age_seconds",
      help: "Age of the inquiry or application whose mail has waited longest; 0 when none waits.",
      registers,
      async collect() {
        const { oldestReceivedAt: oldest } = await queue();
        this.set(oldest ? (Date.now() - Date.parse(oldest)) / 1000 : 0);
      },
    });
    const newest = () => {
      try {
        return newestArchive(sources.backupDir);
      } catch {
        return undefined; // an unreadable folder: as good as no backup
      }
    };
    new Gauge({
      name: "homecare_backup_age_seconds",
      help: "Time since the newest backup in BACKUP_DIR was taken; +Inf when there is none.",
      registers,
      collect() {
        const archive = newest();
        this.set(archive ? (Date.now() - archive.takenAt.getTime()) / 1000 : Infinity);
      },
    });
    new Gauge({
      name: "homecare_backup_size_bytes",
      help: "Size of the newest backup in BACKUP_DIR; 0 when there is none.",
      registers,
      collect() {
        this.set(newest()?.bytes ?? 0);
      },
    });
    new Counter({
      name: "homecare_backup_failures_total",
      help: "Scheduled backups that failed since the server started.",
      registers,
      // The schedule keeps the count; this reads it at each scrape.
      collect() {
        this.reset();
        this.inc(sources.backupFailures());
      },
    });
  }

  /** Counts a request answered with `status`; `url` is read for its group and never kept. */
  observe(method: string | undefined, url: string, status: number): void {
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    const group = routeGroup(pathname);
    this.#requests.inc({ group, status: String(status) });
    if (status === 429) this.#rateLimited.inc({ group });
    if (pathname === signInPath && method === "POST" && status >= 400 && status < 500)
      this.#signInFailures.inc();
  }

  /** Counts inquiries deleted by the retention period. */
  retentionDeleted(count: number): void {
    this.#retentionDeletions.inc(count);
  }
}

/** Serves GET /metrics from `metrics` on `host`:`port`; nothing else answers there. */
export async function serveMetrics(
  metrics: Metrics,
  where: { host: string; port: number },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) =>
        response
          .writeHead(200, {
            "content-type": metrics.registry.contentType,
            "cache-control": "no-store",
          })
          .end(text),
      (error: Error) =>
        response.writeHead(500, { "content-type": "text/plain" }).end(`${error.message}\n`),
    );
  });
  server.listen(where.port, where.host);
  await once(server, "listening");
  return server;
}
