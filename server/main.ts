/** Starts the server: `node server/main.ts`. Settings come from the environment (server/config.ts). */
import { buildServer } from "./app.ts";
import { readConfigOrExit } from "./config.ts";
import { serveMetrics } from "./metrics.ts";

const config = readConfigOrExit();

const app = await buildServer(config);
await app.listen({ port: config.port, host: config.host });
// Prometheus's figures on a port of their own, loopback by default: never the public site's.
if (config.metrics) await serveMetrics(app.metrics, config.metrics);
if (config.staff.origin.startsWith("http://localhost")) {
  app.log.warn(
    `Staff sign-in works only at ${config.staff.origin}: set SITE_ORIGIN (or STAFF_HOST) for the public address.`,
  );
}
if (!config.smtpUrl) {
  app.log.warn(
    "Mail is off (no SMTP_URL): submissions are stored; read them with `npm run inbox`.",
  );
}

// Finish the requests in flight, then stop (docker stop, systemd and Kubernetes send SIGTERM).
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  });
}
