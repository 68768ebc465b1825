/**
 * The system tests run the stores on a real PostgreSQL too (server/db/test-postgres.ts): a
 * throwaway cluster made with Debian's programs. Finds them, installs `postgresql` with apt when
 * missing and running as root (as CI does), or says what to install. The tests start their own
 * cluster in a temporary folder; the package's own cluster is neither used nor needed.
 */
import { installWithApt } from "./apt-install.ts";
import { postgresBin } from "../server/db/test-postgres.ts";

if (!postgresBin() && !(installWithApt(["postgresql"]) && postgresBin())) {
  console.error(
    "No PostgreSQL. Install it (Debian/Ubuntu: sudo apt-get install postgresql), then run the tests again.",
  );
  process.exit(1);
}
