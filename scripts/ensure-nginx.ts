/**
 * The system tests (tests/system/) run the site behind nginx with deploy/nginx.conf. Finds nginx,
 * installs it with apt when missing and running as root (as CI does), or says what to install.
 */
import { ensureNginx } from "./bench/servers.ts";

if (!ensureNginx()) {
  console.error(
    "No nginx with its brotli_static module. Install them (Debian/Ubuntu: sudo apt-get install " +
      "nginx-light libnginx-mod-http-brotli-static), then run the tests again.",
  );
  process.exit(1);
}
