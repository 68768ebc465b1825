/**
 * `npm run migrate-to-postgres`: moves a site's data from its SQLite files in DATA_DIR into the
 * empty PostgreSQL database of DATABASE_URL (server/db/copy-to-postgres.ts), part by part, each
 * checked before it commits. Stop the site first (docs/operations.md, "Moving to PostgreSQL"), and
 * start it again with DATABASE_URL set. The files in DATA_DIR are left as they were.
 *
 *   DATA_DIR=/var/lib/home-care DATABASE_URL=postgres://… npm run migrate-to-postgres
 *
 * Exits 1, saying why, when a part could not be copied; the parts copied before it stay copied,
 * and running it again copies the rest (a part already copied is refused, not copied twice).
 */
import { readConfigOrExit } from "../server/config.ts";
import { copyPart } from "../server/db/copy-to-postgres.ts";
import { type Part, parts } from "../server/db/database.ts";

const config = readConfigOrExit();
if (config.database.dialect !== "postgres") {
  console.error("Set DATABASE_URL to the PostgreSQL database to move the data into.");
  process.exit(2);
}

let failed = false;
for (const part of Object.keys(parts) as Part[]) {
  try {
    const copied = await copyPart(config.dataDir, config.database, part);
    if (!copied) {
      console.log(`${part}: no ${part}.sqlite in ${config.dataDir}, nothing to copy`);
      continue;
    }
    const rows = Object.entries(copied.tables)
      .map(([table, count]) => `${count.toLocaleString("en-CA")} ${table}`)
      .join(", ");
    console.log(`${part}: copied and checked: ${rows || "no rows"}`);
    const chain = copied.auditChain;
    if (chain?.ok) console.log(`  audit chain verifies: ${chain.rows} rows, head ${chain.head}`);
    else if (chain)
      console.log(
        `  audit chain copied as it was: broken at row ${chain.brokenAt} (${chain.reason})`,
      );
  } catch (error) {
    failed = true;
    console.error(`${part}: NOT COPIED: ${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
