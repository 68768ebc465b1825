/**
 * `npm run backup`: a consistent backup of DATA_DIR into BACKUP_DIR, safe while the server runs
 * (server/backup/), then the pruning of archives past BACKUP_KEEP_DAILY and BACKUP_KEEP_WEEKLY.
 * The server's own schedule (BACKUP_EVERY_HOURS) runs this same command.
 *
 *   npm run backup
 *   npm run backup -- --json      one line of JSON, no personal data (what the schedule reads)
 *
 * Reads DATA_DIR, BACKUP_DIR and BACKUP_RECIPIENT like the server (server/config.ts). Exits 1,
 * saying why, when no backup was written.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { listArchives } from "../server/backup/archive.ts";
import { abandonBackups, takeBackup } from "../server/backup/backup.ts";
import { type DatabaseSummary, shownTables } from "../server/backup/manifest.ts";
import { archivesToPrune, removeArchives } from "../server/backup/prune.ts";
import { readConfigOrExit } from "../server/config.ts";

const { values } = parseArgs({ options: { json: { type: "boolean", default: false } } });
const config = readConfigOrExit();
// Stopped midway (the server shutting down, Ctrl-C): leave no snapshot in clear behind.
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => {
    abandonBackups();
    process.exit(1);
  });
const { dir, recipients, keepDaily, keepWeekly } = config.backup;

/** A database's rows in words, and its audit chain. */
function describe(summary: DatabaseSummary): string {
  const counts = shownTables(summary).map(
    ([table, rows]) => `${rows.toLocaleString("en-CA")} ${table}`,
  );
  const chain = summary.auditChain;
  if (chain)
    counts.push(
      chain.ok
        ? `audit chain whole (head ${chain.head.slice(0, 12)}…)`
        : `AUDIT CHAIN BROKEN at row ${chain.brokenAt}: ${chain.reason}`,
    );
  return counts.join(", ");
}

try {
  const result = await takeBackup({
    dataDir: config.dataDir,
    backupDir: dir,
    recipients,
    database: config.database,
  });
  const pruned = archivesToPrune(listArchives(dir), { daily: keepDaily, weekly: keepWeekly });
  removeArchives(pruned);
  const brokenChain = Object.entries(result.manifest.databases).find(
    ([, summary]) => summary.auditChain && !summary.auditChain.ok,
  );
  if (values.json) {
    console.log(
      JSON.stringify({
        ok: true,
        file: result.file,
        bytes: result.bytes,
        seconds: result.seconds,
        encrypted: result.encrypted,
        takenAt: result.manifest.takenAt,
        pruned: pruned.map((archive) => archive.name),
        ...(brokenChain && { auditChainBroken: brokenChain[0] }),
      }),
    );
  } else {
    const megabytes = (result.bytes / 1_048_576).toFixed(1);
    console.log(
      `Backup written: ${result.file} (${megabytes} MiB in ${result.seconds.toFixed(1)} s), ` +
        (result.encrypted ? `encrypted to ${recipients.join(", ")}.` : "NOT ENCRYPTED."),
    );
    console.log(`Taken at ${result.manifest.takenAt}: everything committed before is in it.`);
    for (const [name, summary] of Object.entries(result.manifest.databases))
      console.log(`  ${name}: ${describe(summary)}`);
    const uploads = result.manifest.files.filter((file) => file.path.includes("/")).length;
    console.log(
      `  uploads: ${uploads > 0 ? `${uploads} file${uploads === 1 ? "" : "s"}` : `none (${path.join(config.dataDir, "uploads")} is included when it exists)`}`,
    );
    if (pruned.length > 0)
      console.log(
        `Deleted ${pruned.length} older archive(s): ${pruned.map((a) => a.name).join(", ")}`,
      );
  }
  if (!result.encrypted)
    console.error(
      "WARNING: this backup is not encrypted. It holds inquiries, with the health details people " +
        "wrote, in clear: anyone who can read the file can read them. Set BACKUP_RECIPIENT to an " +
        "age public key (README, Backups).",
    );
  if (brokenChain)
    console.error(
      `WARNING: the audit trail in ${brokenChain[0]} is broken; the backup keeps it as it is. ` +
        "Run `npm run staff -- audit verify` and see docs/operations.md.",
    );
} catch (error) {
  const reason = (error as Error).message;
  if (values.json) console.log(JSON.stringify({ ok: false, error: reason }));
  else console.error(`Backup failed: ${reason}`);
  process.exit(1);
}
