/**
 * A real clamd for the tests, on a signature database of one signature: EICAR's, the anti-virus
 * test file (virus definitions cannot be downloaded here, and a test needs to know what is found).
 * Debian's clamav-daemon provides the program (`scripts/ensure-clamav.ts` installs it in CI).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eicar } from "./test-files.ts";

export const clamdPath = "/usr/sbin/clamd";

/** A running clamd: its socket, and how to stop it and remove its folder. */
export interface TestClamd {
  socket: string;
  stop(): Promise<void>;
}

export async function startTestClamd(): Promise<TestClamd> {
  const folder = mkdtempSync(path.join(tmpdir(), "clamd-"));
  const database = path.join(folder, "db");
  mkdirSync(database);
  // A body signature (.ndb): the EICAR bytes anywhere in any file.
  writeFileSync(
    path.join(database, "eicar.ndb"),
    `Eicar-Test-Signature:0:*:${Buffer.from(eicar).toString("hex")}\n`,
  );
  const socket = path.join(folder, "clamd.sock");
  const config = path.join(folder, "clamd.conf");
  writeFileSync(
    config,
    [
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${database}`,
      `TemporaryDirectory ${folder}`,
      `LogFile ${path.join(folder, "clamd.log")}`,
      "Foreground yes",
      // What an archive may unpack to while scanned, and say so when it exceeds it.
      "MaxScanSize 100M",
      "MaxFileSize 25M",
      "MaxRecursion 10",
      "MaxFiles 2000",
      "AlertExceedsMax yes",
      "StreamMaxLength 6M",
    ].join("\n"),
  );
  const daemon = spawn(clamdPath, [`--config-file=${config}`], { stdio: "ignore" });
  const stopped = new Promise<void>((resolve) => daemon.once("exit", () => resolve()));
  for (let attempt = 0; attempt < 300 && !(await answersPing(socket)); attempt++) {
    if (daemon.exitCode !== null) throw new Error(`clamd stopped at start (${daemon.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!existsSync(socket)) throw new Error("clamd did not open its socket in 30 s");
  return {
    socket,
    async stop() {
      daemon.kill("SIGTERM");
      await stopped;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function answersPing(socket: string): Promise<boolean> {
  if (!existsSync(socket)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const connection = createConnection(socket, () => connection.end("zPING\0"));
    let answer = "";
    connection.on("data", (data) => (answer += data.toString()));
    connection.on("close", () => resolve(answer.startsWith("PONG")));
    connection.on("error", () => resolve(false));
  });
}
