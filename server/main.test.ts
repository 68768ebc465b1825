/**
 * The real server process (node server/main.ts) told to stop while a notification is stuck on an
 * SMTP peer that never answers: it exits at once, and the notification is still due, to be sent
 * after the restart.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { claimMs } from "./contact/replies.ts";
import { SubmissionStore } from "./contact/store.ts";
import { stallingSmtpPeer, validFields } from "./contact/test-support.ts";
import { makeTestSite } from "./test-support.ts";

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if (await condition()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

test("SIGTERM while a send is stuck: the server exits promptly and the mail stays due", async () => {
  const site = await makeTestSite();
  const dataDir = await mkdtemp(path.join(tmpdir(), "shutdown-"));
  const peer = await stallingSmtpPeer();
  const port = await freePort();
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: site.buildDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    },
    stdio: "ignore",
  });
  onTestFinished(async () => {
    server.kill("SIGKILL");
    await peer.close();
    await site.remove();
    await rm(dataDir, { recursive: true });
  });
  const origin = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${origin}/healthz`)).ok, "the server to start");

  const form = new FormData();
  for (const [name, value] of Object.entries(validFields)) form.append(name, value);
  const answer = await fetch(`${origin}/api/contact`, {
    method: "POST",
    body: form,
    headers: { accept: "application/json" },
  });
  expect(answer.status).toBe(200);
  const { id } = (await answer.json()) as { id: string };
  await until(() => peer.connections() > 0, "the notification to reach the SMTP peer");

  server.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const exit = await Promise.race([
    once(server, "exit").then(([code]) => code),
    new Promise((resolve) => (timer = setTimeout(() => resolve("still running"), 5_000))),
  ]);
  clearTimeout(timer);
  expect(exit).toBe(0);

  // Still queued: the stopped server's claim holds it for `claimMs` (another instance may be
  // sending it), after which whichever instance looks first sends it.
  const store = await SubmissionStore.openFolder(dataDir);
  const afterClaim = new Date(Date.now() + claimMs + 1_000);
  expect((await store.dueMail(10, afterClaim)).map((job) => job.submission.id)).toEqual([id]);
  await store.close();
}, 20_000);
