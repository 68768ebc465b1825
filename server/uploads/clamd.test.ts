/**
 * The clamd client against daemons that misbehave, played by a Unix socket of our own: one that
 * never answers (a stalled peer), one that answers nonsense, one that is not there. The real
 * clamd is in tests/system/clamd.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { clamdAnswers, scanWithClamd } from "./clamd.ts";
import { pdf } from "./test-files.ts";

let server: Server | undefined;
const connections = new Set<Socket>();
const folder = mkdtempSync(path.join(tmpdir(), "fake-clamd-"));
const socket = path.join(folder, "clamd.sock");

afterEach(async () => {
  for (const connection of connections) connection.destroy();
  connections.clear();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  rmSync(socket, { force: true });
});

function fakeClamd(onConnection: (connection: Socket) => void): Promise<void> {
  server = createServer((connection) => {
    connections.add(connection);
    onConnection(connection);
  });
  return new Promise((resolve) => server!.listen(socket, resolve));
}

test("a daemon that never answers is an error after the time allowed, not a clean file", async () => {
  await fakeClamd(() => {});
  await expect(scanWithClamd(socket, pdf, 300)).rejects.toThrow(/did not answer in 300 ms/);
});

test("an answer that is neither OK nor FOUND is an error", async () => {
  await fakeClamd((connection) =>
    connection.once("data", () => connection.end("INSTREAM size limit exceeded. ERROR\0")),
  );
  await expect(scanWithClamd(socket, pdf)).rejects.toThrow(/size limit exceeded/);
});

test("OK and FOUND are read, whatever arrives in how many pieces", async () => {
  await fakeClamd((connection) => {
    connection.once("data", () => {
      connection.write("stream: Eicar-");
      connection.end("Test-Signature FOUND\0");
    });
  });
  expect(await scanWithClamd(socket, pdf)).toEqual({
    clean: false,
    signature: "Eicar-Test-Signature",
  });
});

test("no daemon at the socket is an error", async () => {
  await expect(scanWithClamd(path.join(folder, "none.sock"), pdf)).rejects.toThrow(/ENOENT/);
});

test("the start-up PING: a daemon that says PONG answers; no daemon does not", async () => {
  expect(await clamdAnswers(socket)).toBe(false);
  await fakeClamd((connection) =>
    connection.once("data", (command) =>
      connection.end(command.toString() === "zPING\0" ? "PONG\0" : "UNKNOWN COMMAND\0"),
    ),
  );
  expect(await clamdAnswers(socket)).toBe(true);
});

test("the start-up PING: a daemon that stays silent does not answer, after the time allowed", async () => {
  await fakeClamd(() => {});
  expect(await clamdAnswers(socket, 200)).toBe(false);
});
