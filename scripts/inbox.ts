/**
 * `npm run inbox`: the inquiries from the command line, through the same data layer as the staff
 * inbox (server/contact/inbox.ts), for a provider who reads them on the server itself.
 *
 *   npm run inbox                                   the last 30 days, newest first (not Spam)
 *   npm run inbox -- --since 2026-11-01 --until 2026-12-01 --recipient "Foot Care"
 *   npm run inbox -- --status all --search "démence"
 *   npm run inbox -- --status due                   what is due by tonight, overdue first
 *   npm run inbox -- --format csv > inquiries.csv   (or --format json)
 *   npm run inbox -- --delete-closed                delete what the retention period has run out on
 *   npm run inbox -- --delete-closed --days 30      … Done or Spam for more than 30 days
 *
 * Reads DATA_DIR like the server (default ./data), or DATABASE_URL's database when it is set.
 * Safe while the server runs. Exports and deletions are written to the audit trail as done from
 * the command line.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { site } from "../content/site.ts";
import { type InquiryStatus, inquiryStatuses } from "../content/staff-ui.ts";
import { toCsv, toJson } from "../server/contact/export.ts";
import { everyTeam } from "../server/contact/inbox.ts";
import { SubmissionStore } from "../server/contact/store.ts";
import { applyRetention } from "../server/staff/retention.ts";
import { readConfigOrExit } from "../server/config.ts";
import { openDatabases } from "../server/db/database.ts";
import { StaffStore } from "../server/staff/store.ts";

const { values } = parseArgs({
  options: {
    since: { type: "string" },
    until: { type: "string" },
    recipient: { type: "string" },
    status: { type: "string" },
    search: { type: "string" },
    format: { type: "string", default: "table" },
    "delete-closed": { type: "boolean", default: false },
    days: {
      type: "string",
      default: process.env.RETENTION_DAYS ?? String(site.contactForm.retentionDays),
    },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(
    "Usage: npm run inbox -- [--since DATE] [--until DATE] [--recipient NAME] [--status STATUS|all|open|due] [--search WORDS] [--format table|csv|json] [--delete-closed [--days N]]",
  );
  process.exit(0);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function isoDate(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) fail(`--${flag} must be a date such as 2026-11-01`);
  return date.toISOString();
}

const status = values.status;
const views = ["all", "open", "due"];
if (status !== undefined && !views.includes(status) && !Object.hasOwn(inquiryStatuses, status))
  fail(`--status must be all, open, due or one of: ${Object.keys(inquiryStatuses).join(", ")}`);
if (!["table", "csv", "json"].includes(values.format)) fail("--format must be table, csv or json");

const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
// Where the server keeps them: SQLite files in DATA_DIR, or DATABASE_URL's database.
const databases = openDatabases(readConfigOrExit().database, dataDir);
const store = await SubmissionStore.open(databases);
const staff = await StaffStore.open(databases);
const client = "command line";

if (values["delete-closed"]) {
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1) fail("--days must be a whole number of days, 1 or more");
  let deleted: number;
  try {
    deleted = await applyRetention({ inbox: store.inbox, audit: staff, days, client });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(
    `Deleted ${deleted} inquiry(ies) closed (Done or Spam) more than ${days} days ago and not on hold, and wiped them from the database files.`,
  );
} else {
  const since =
    isoDate(values.since, "since") ??
    (values.format === "table" ? new Date(Date.now() - 30 * 86_400_000).toISOString() : undefined);
  const inquiries = await store.inbox.all({
    teams: everyTeam,
    status: status as InquiryStatus | "all" | "open" | "due" | undefined,
    since,
    until: isoDate(values.until, "until"),
    recipient: values.recipient,
    search: values.search,
  });
  if (values.format !== "table") {
    await staff.audit({
      personId: null,
      action: "inquiries exported",
      client,
      detail: { format: values.format, count: inquiries.length },
    });
    process.stdout.write(values.format === "csv" ? toCsv(inquiries) : toJson(inquiries));
  } else {
    if (inquiries.length === 0) console.log("No inquiries in that period.");
    for (const inquiry of inquiries) {
      console.log(
        [
          `${inquiry.receivedAt}  ${inquiry.recipient}  ${inquiryStatuses[inquiry.status]}  ${inquiry.mailedAt ? "mailed" : "NOT YET MAILED"}`,
          `  From: ${inquiry.name || "(no name)"} <${inquiry.email}> ${inquiry.phone}`,
          `  ${inquiry.subject || "(no subject)"} · ${inquiry.relationship || "(relationship not given)"}`,
          ...inquiry.message.split("\n").map((line) => `  | ${line}`),
          `  Reference ${inquiry.id}`,
          "",
        ].join("\n"),
      );
    }
  }
}
await databases.close();
