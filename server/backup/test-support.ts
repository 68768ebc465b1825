/**
 * Helpers for the backup tests: the real server as a process, a steady stream of inquiries to it,
 * a pair of age keys, a row-by-row comparison of two databases, and a search of raw bytes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";
import { DatabaseSync } from "node:sqlite";
import { gunzipSync } from "node:zlib";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { inquiryFields, type Inquiry } from "../../content/inquiry-form.ts";

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits until `condition` holds, or throws naming `what` after `attempts` tries 25 ms apart. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  attempts = 400,
) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if (await condition()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * `node server/main.ts` with `env` on a free port, once /healthz answers 200 (within `startMs`:
 * loading the code alone takes seconds on a loaded machine).
 */
export async function startServer(env: Record<string, string>, startMs = 10_000) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      CONTACT_LIMIT_PER_CLIENT: "1000000",
      CONTACT_LIMIT_TOTAL: "1000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = once(child, "exit");
  await until(
    async () => (await fetch(`${origin}/healthz`)).ok,
    "the server to start",
    startMs / 25,
  );
  return {
    origin,
    port,
    /** Kills it with `signal` and waits until it is gone. */
    async kill(signal: NodeJS.Signals = "SIGKILL") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** An inquiry the server acknowledged: what was sent, its id, and when the 200 arrived. */
export interface Acknowledged {
  id: string;
  inquiry: Inquiry;
  /** Date.now() when the answer arrived. */
  at: number;
}

/** The best time to call back, as the form sends it: each choice, and none ("") in turn. */
const callTimes = ["Morning", "Afternoon", "Evening", "Any time", ""];

/** Words like those families write, with accents and a line break, different in each inquiry. */
export function drillInquiry(client: number, n: number): Inquiry {
  return {
    name: `Émilie Côté ${client}-${n}`,
    phone: "416-555-0199",
    callTime: callTimes[n % callTimes.length]!,
    relationship: "I am the relative/caregiver of a client",
    recipient: "Foot Care",
    subject: "Service Request",
    email: `emilie.${client}.${n}@example.org`,
    message: `Ma mère (${client}-${n}) vit avec la démence;\nher foot wound needs dressing twice a week.`,
  };
}

/**
 * Inquiries posted to `origin` by `clients` clients one after another, until `stop()`, which
 * returns every one the server acknowledged with a 200.
 */
export function inquiryStream(origin: string, clients = 4) {
  const acknowledged: Acknowledged[] = [];
  let running = true;
  const senders = Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; running; n++) {
      const inquiry = drillInquiry(client, n);
      const body = new FormData();
      for (const [key, value] of Object.entries(inquiry))
        body.append(inquiryFields[key as keyof Inquiry].name, value);
      try {
        const response = await fetch(`${origin}/api/contact`, {
          method: "POST",
          body,
          headers: { accept: "application/json" },
        });
        if (response.status !== 200) continue;
        const { id } = (await response.json()) as { id: string };
        acknowledged.push({ id, inquiry, at: Date.now() });
      } catch {
        // The server was killed mid-request: not acknowledged, so not promised.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  });
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(senders);
      return acknowledged;
    },
  };
}

/** A job application as the Careers form posts it, its résumé the PDF `resume`. */
export function applicationForm(name: string, email: string, resume: Uint8Array): FormData {
  const fields = {
    name,
    phone: "416-555-0199",
    email,
    region: "toronto",
    pswCertificate: "yes",
    days: "mon",
    shifts: "morning",
    driversLicence: "yes",
    car: "no",
    languages: "en",
    consent: "yes",
    language: "en",
    key: randomUUID(),
  };
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  body.append("resume", new File([new Uint8Array(resume)], "cv.pdf", { type: "application/pdf" }));
  return body;
}

/** A new age key pair: the private identity and its public recipient. */
export async function ageKeys(): Promise<{ identity: string; recipient: string }> {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
}

/**
 * The `needles` found in `bytes`, searched as they are and, when they are gzip data, once
 * decompressed: a search of compressed bytes alone would find nothing even in clear data.
 */
export function textsFound(bytes: Buffer, needles: readonly string[]): string[] {
  const haystacks = [bytes];
  try {
    haystacks.push(gunzipSync(bytes));
  } catch {
    // Not gzip (encrypted): the raw bytes are all there is to read.
  }
  return needles.filter((needle) =>
    haystacks.some((haystack) => haystack.includes(Buffer.from(needle))),
  );
}

type Row = Record<string, unknown>;

/** A table's rows in one database and not the other, every column compared, rowid included. */
export interface TableDifference {
  table: string;
  /** In `source`, not in `copy`. */
  missing: Row[];
  /** In `copy`, not in `source`. */
  extra: Row[];
}

/**
 * Compares every row of every table of two databases, through SQLite itself (types and bytes
 * as stored). A virtual table (the search index) is compared by its rows, not its storage tables,
 * whose layout SQLite may change at any merge.
 */
export function compareDatabases(copy: string, source: string): TableDifference[] {
  const db = new DatabaseSync(copy, { readOnly: true });
  try {
    db.prepare("ATTACH DATABASE ? AS source").run(source);
    const schema = db
      .prepare("SELECT name, sql FROM main.sqlite_schema WHERE type = 'table' ORDER BY name")
      .all() as { name: string; sql: string }[];
    const virtual = schema.filter((table) => /^CREATE VIRTUAL/i.test(table.sql));
    const tables = schema.filter(
      (table) =>
        !table.name.startsWith("sqlite_") &&
        !virtual.some((owner) => table.name.startsWith(`${owner.name}_`)),
    );
    const sourceTables = (
      db.prepare("SELECT name FROM source.sqlite_schema WHERE type = 'table'").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    return tables.map(({ name, sql }) => {
      if (!sourceTables.includes(name)) throw new Error(`the source has no table ${name}`);
      const columns = /WITHOUT ROWID/i.test(sql) ? "*" : 'rowid AS "rowid", *';
      const rows = (from: string, not: string) =>
        db
          .prepare(
            `SELECT ${columns} FROM ${from}."${name}" EXCEPT SELECT ${columns} FROM ${not}."${name}"`,
          )
          .all() as Row[];
      return { table: name, missing: rows("source", "main"), extra: rows("main", "source") };
    });
  } finally {
    db.close();
  }
}
