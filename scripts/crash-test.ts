/**
 * `npm run crash-test`: proves that an acknowledged inquiry or job application survives a crash.
 * Each round starts the real server on a fresh store, sends inquiries and (from every other
 * client) job applications with a PDF résumé from several concurrent clients on loopback, kills
 * the server with SIGKILL mid-stream, then opens the stores and checks that every inquiry that got
 * a 200 and every application that got its 303 is there, with its résumé whole on disk. Also
 * prints throughput and latency under that load.
 *
 *   npm run crash-test -- --rounds 5 --clients 8 --ms 1500
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { type Application, ApplicationStore } from "../server/careers/applications.ts";
import { openDatabases } from "../server/db/database.ts";
import { SubmissionStore } from "../server/contact/store.ts";
import { everyTeam } from "../server/contact/inbox.ts";
import { uploadsDir } from "../server/uploads/files.ts";
import { pdf } from "../server/uploads/test-files.ts";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    clients: { type: "string", default: "8" },
    ms: { type: "string", default: "1500" },
    port: { type: "string", default: "4391" },
  },
});
const rounds = Number(values.rounds);
const clients = Number(values.clients);
const loadMs = Number(values.ms);
const port = Number(values.port);
const url = `http://127.0.0.1:${port}/api/contact`;
// The seed's personal support posting, open on a new data folder.
const applyUrl = `http://127.0.0.1:${port}/careers/personal-support-worker/apply`;

async function waitForHealth() {
  // Up to 30 s: a start on a loaded machine (a shared CI runner) took 16 s.
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the server did not start");
}

function form(client: number, n: number) {
  const body = new FormData();
  body.append("Name", `Crash Test ${client}`);
  body.append("Recipient", "General Inquiry");
  body.append("Email", `client${client}@example.com`);
  body.append("message", `round message ${client}-${n}`);
  return body;
}

/** A job application as the form posts it, named so it can be found after the crash. */
function application(name: string) {
  const body = new FormData();
  for (const [field, value] of [
    ["name", name],
    ["phone", "416-555-0199"],
    ["email", "applicant@example.com"],
    ["region", "toronto"],
    ["pswCertificate", "yes"],
    ["days", "mon"],
    ["shifts", "morning"],
    ["driversLicence", "yes"],
    ["car", "no"],
    ["languages", "en"],
    ["consent", "yes"],
    ["language", "en"],
    ["key", randomUUID()],
  ])
    body.append(field!, value!);
  body.append("resume", new File([new Uint8Array(pdf)], "cv.pdf", { type: "application/pdf" }));
  return body;
}

let failed = false;
const table: string[] = [];
const latencies: number[] = [];
let acknowledgedTotal = 0;
let loadTime = 0;

for (let round = 1; round <= rounds; round++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "crash-"));
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      CONTACT_LIMIT_PER_CLIENT: "1000000",
      CONTACT_LIMIT_TOTAL: "1000000",
      APPLY_LIMIT_PER_CLIENT: "1000000",
      APPLY_LIMIT_TOTAL: "1000000",
    },
    stdio: "ignore",
  });
  await waitForHealth();

  const acknowledged: string[] = [];
  const applied: string[] = [];
  let errors = 0;
  const started = performance.now();
  let killed = false;
  const killer = setTimeout(() => {
    killed = true;
    server.kill("SIGKILL");
  }, loadMs);

  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; !killed; n++) {
        const sent = performance.now();
        try {
          if (client % 2 === 1) {
            // A job application: its 303 to the confirmation is its acknowledgement.
            const name = `Crash Applicant ${client}-${n}`;
            const response = await fetch(applyUrl, {
              method: "POST",
              body: application(name),
              redirect: "manual",
            });
            if (response.status === 303) applied.push(name);
            else errors++;
            continue;
          }
          const response = await fetch(url, {
            method: "POST",
            body: form(client, n),
            headers: { accept: "application/json" },
          });
          if (response.status === 200) {
            acknowledged.push(((await response.json()) as { id: string }).id);
            latencies.push(performance.now() - sent);
          } else errors++;
        } catch {
          errors++; // the connection died with the server: not acknowledged, so not promised
        }
      }
    }),
  );
  clearTimeout(killer);
  loadTime += performance.now() - started;
  await new Promise((resolve) =>
    server.exitCode !== null || server.signalCode ? resolve(null) : server.once("exit", resolve),
  );

  // Open the store as the restarted server would, and look for every acknowledged id.
  const store = await SubmissionStore.openFolder(dataDir);
  const stored = new Set(
    (await store.inbox.all({ teams: everyTeam })).map((submission) => submission.id),
  );
  await store.close();
  // Every acknowledged application, and its résumé whole under its stored name.
  const databases = openDatabases({ dialect: "sqlite" }, dataDir);
  const applications = await ApplicationStore.open(databases);
  const today = new Date().toISOString().slice(0, 10);
  const byName = new Map<string, Application>();
  for (const row of await applications.all({}, today))
    byName.set(row.name, (await applications.get(row.id, today))!);
  await databases.close();
  const applicationsMissing = applied.filter((name) => {
    const stored = byName.get(name)?.resumeFile?.stored;
    if (!stored) return true;
    const bytes = readFileSync(path.join(uploadsDir(dataDir), stored));
    return !bytes.equals(Buffer.from(pdf));
  });
  rmSync(dataDir, { recursive: true });
  const missing = acknowledged.filter((id) => !stored.has(id));
  if (missing.length > 0 || applicationsMissing.length > 0) failed = true;
  acknowledgedTotal += acknowledged.length;
  table.push(
    `round ${round}: inquiries acknowledged ${acknowledged.length}, stored ${stored.size}, acknowledged but missing ${missing.length}; ` +
      `applications acknowledged ${applied.length}, stored ${byName.size}, acknowledged but missing or without their résumé ${applicationsMissing.length}; cut off by the kill ${errors}`,
  );
}

latencies.sort((a, b) => a - b);
const p = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
console.log(table.join("\n"));
console.log(
  `load: ${clients} clients (half of them applying), ${(acknowledgedTotal / (loadTime / 1000)).toFixed(0)} stored inquiries/s, inquiry latency p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`,
);
console.log(
  failed
    ? "FAIL: an acknowledged inquiry or application was lost"
    : "OK: every acknowledged inquiry and application was stored, every résumé whole",
);
process.exit(failed ? 1 : 0);
