/**
 * `npm run inbox`: the staff's view of the contact form's submissions.
 *
 *   npm run inbox                                   the last 30 days, newest first
 *   npm run inbox -- --since 2026-11-01 --until 2026-12-01 --recipient "Foot Care"
 *   npm run inbox -- --format csv > inquiries.csv   (or --format json)
 *   npm run inbox -- --purge                        delete submissions older than 90 days
 *   npm run inbox -- --purge --days 30              … older than 30 days
 *
 * Reads DATA_DIR like the server (default ./data). Safe while the server runs.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { toCsv, toJson } from "../server/contact/export.ts";
import { SubmissionStore } from "../server/contact/store.ts";

const { values } = parseArgs({
  options: {
    since: { type: "string" },
    until: { type: "string" },
    recipient: { type: "string" },
    format: { type: "string", default: "table" },
    purge: { type: "boolean", default: false },
    days: { type: "string", default: "90" },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(
    "Usage: npm run inbox -- [--since DATE] [--until DATE] [--recipient NAME] [--format table|csv|json] [--purge [--days N]]",
  );
  process.exit(0);
}

function isoDate(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    console.error(`--${flag} must be a date such as 2026-11-01`);
    process.exit(2);
  }
  return date.toISOString();
}

const store = new SubmissionStore(path.resolve(process.env.DATA_DIR ?? "data"));

if (values.purge) {
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1) {
    console.error("--days must be a whole number of days, 1 or more");
    process.exit(2);
  }
  let removed: number;
  try {
    removed = store.purge(new Date(Date.now() - days * 86_400_000));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  store.close();
  console.log(
    `Deleted ${removed} submission(s) received more than ${days} days ago, and wiped them from the database files.`,
  );
  process.exit(0);
}

const since =
  isoDate(values.since, "since") ??
  (values.format === "table" ? new Date(Date.now() - 30 * 86_400_000).toISOString() : undefined);
const submissions = store.list({
  since,
  until: isoDate(values.until, "until"),
  recipient: values.recipient,
});
store.close();

if (values.format === "csv") process.stdout.write(toCsv(submissions));
else if (values.format === "json") process.stdout.write(toJson(submissions));
else if (values.format === "table") {
  if (submissions.length === 0) console.log("No submissions in that period.");
  for (const submission of submissions) {
    console.log(
      [
        `${submission.receivedAt}  ${submission.recipient}  ${submission.mailed ? "mailed" : "NOT YET MAILED"}`,
        `  From: ${submission.name || "(no name)"} <${submission.email}> ${submission.phone}`,
        `  ${submission.subject || "(no subject)"} · ${submission.relationship || "(relationship not given)"}`,
        ...submission.message.split("\n").map((line) => `  | ${line}`),
        `  Reference ${submission.id}`,
        "",
      ].join("\n"),
    );
  }
} else {
  console.error("--format must be table, csv or json");
  process.exit(2);
}
