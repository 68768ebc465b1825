/**
 * `npm run restore -- FILE --identity KEYFILE`: puts a backup (server/backup/) back into
 * DATA_DIR, which must be missing or empty. Checks every file's SHA-256, SQLite's
 * integrity_check, each table's row count and the audit chain against the backup's manifest
 * before anything is put in place; a damaged or truncated archive stops it, writing nothing.
 *
 *   npm run restore -- /srv/backups/backup-2026-05-01T03-00-00Z.tar.gz.age --identity backup-key.txt
 *
 * KEYFILE is the age private key (as `age-keygen` writes it), needed for an encrypted archive.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { shownTables } from "../server/backup/manifest.ts";
import { restoreBackup } from "../server/backup/restore.ts";
import { readConfigOrExit } from "../server/config.ts";

const usage = "Usage: npm run restore -- FILE [--identity KEYFILE]";

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { identity: { type: "string" }, help: { type: "boolean", default: false } },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (parsed.values.help) {
  console.log(usage);
  process.exit(0);
}
if (parsed.positionals.length !== 1) {
  console.error(`Give one backup file.\n${usage}`);
  process.exit(2);
}
const file = path.resolve(parsed.positionals[0]!);

/** The age identities in a key file: one `AGE-SECRET-KEY-…` per line, `#` comments allowed. */
function readIdentities(keyFile: string): string[] {
  let text: string;
  try {
    text = readFileSync(keyFile, "utf8");
  } catch (error) {
    console.error(`Cannot read the key file ${keyFile}: ${(error as Error).message}`);
    process.exit(2);
  }
  const lines = text.split("\n").map((line) => line.trim());
  const identities = lines.filter((line) => line && !line.startsWith("#"));
  const wrong = identities.findIndex((line) => !/^AGE-SECRET-KEY-(PQ-)?1[0-9A-Z]+$/.test(line));
  if (identities.length === 0 || wrong !== -1) {
    console.error(`${keyFile} is not an age key file (a line starting AGE-SECRET-KEY-1).`);
    process.exit(2);
  }
  return identities;
}

const identities = parsed.values.identity ? readIdentities(parsed.values.identity) : [];
const config = readConfigOrExit();

try {
  const report = await restoreBackup({
    file,
    identities,
    dataDir: config.dataDir,
    database: config.database,
  });
  const { manifest } = report;
  console.log(`Restored ${path.basename(file)} into ${report.dataDir}.`);
  console.log(
    `Taken at ${manifest.takenAt} by version ${manifest.project.version}` +
      `${manifest.project.commit ? ` (${manifest.project.commit.slice(0, 12)})` : ""}.`,
  );
  for (const [name, summary] of Object.entries(manifest.databases)) {
    const tables = shownTables(summary)
      .map(([table, rows]) => `${rows.toLocaleString("en-CA")} ${table}`)
      .join(", ");
    console.log(`  ${name}: ${tables}`);
    const chain = summary.auditChain;
    if (chain?.ok) console.log(`    audit chain whole: ${chain.rows} rows, head ${chain.head}`);
    else if (chain)
      console.log(
        `    audit chain as backed up: broken at row ${chain.brokenAt} (${chain.reason})`,
      );
  }
  console.log(
    `  uploads: ${report.uploads.files} file(s), ${(report.uploads.bytes / 1_048_576).toFixed(1)} MiB`,
  );
  console.log(
    "Checked: every file's SHA-256, SQLite's integrity_check, every table's row count and the audit chain.",
  );
  if (report.auditRow)
    console.log(`The audit trail records the restore as row ${report.auditRow}.`);
  console.log(
    "Inquiries sent after the backup was taken are not in it. Start the server (npm start, or your service manager).",
  );
} catch (error) {
  console.error(`Restore failed, nothing was written: ${(error as Error).message}`);
  process.exit(1);
}
