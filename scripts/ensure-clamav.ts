/**
 * The system tests scan uploads with a real clamd (tests/system/clamd.test.ts). Finds Debian's
 * clamav-daemon, installs it with apt when missing and running as root (as CI does), or says what
 * to install. The tests bring their own signature database (EICAR's): nothing is downloaded.
 */
import { existsSync } from "node:fs";
import { installWithApt } from "./apt-install.ts";
import { clamdPath } from "../server/uploads/test-clamd.ts";

if (!existsSync(clamdPath) && !(installWithApt(["clamav-daemon"]) && existsSync(clamdPath))) {
  console.error(
    "No clamd. Install it (Debian/Ubuntu: sudo apt-get install clamav-daemon), then run the tests again.",
  );
  process.exit(1);
}
