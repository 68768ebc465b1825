/** Helpers for the contact receiver's tests: a server on a temporary store, and form bodies. */
import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { SMTPServer } from "smtp-server";
import { renderNotSentPage } from "../../app/server-pages/contact-not-sent.tsx";
import { type Inquiry, inquiryFields, inquiryKeys } from "../../content/inquiry-form.ts";
import type { Outbox } from "./outbox.ts";
import { type ContactOptions, contactRoutes } from "./routes.ts";
import { SubmissionStore } from "./store.ts";

/** A multipart body and its content type, as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string> | [string, string | Blob][]) {
  const form = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields))
    form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")!, accept: "application/json" },
  };
}

/** An inquiry that passes every check. */
export const validInquiry: Inquiry = {
  name: "Ann Lee",
  phone: "416-555-0199",
  callTime: "Afternoon",
  relationship: "I am a client",
  recipient: "Foot Care",
  subject: "Service Request",
  email: "ann@example.com",
  message: "Hello,\nCan a nurse visit on Tuesday?",
};

/** The valid inquiry as one sent before the form asked the best time to call back (issue 37). */
export const inquiryFromBefore: Inquiry = Object.fromEntries(
  Object.entries(validInquiry).filter(([key]) => key !== "callTime"),
) as Inquiry;

/** An inquiry as the form posts it: by each field's name (a field it lacks, not at all). */
export function formFields(inquiry: Inquiry): Record<string, string> {
  return Object.fromEntries(
    inquiryKeys.flatMap((key) => {
      const value = inquiry[key];
      return value === undefined ? [] : [[inquiryFields[key].name, value]];
    }),
  );
}

export const validFields = formFields(validInquiry);

/** A Fastify app with only the contact routes, on a fresh store in a temporary folder. */
export async function contactApp(
  overrides: Partial<ContactOptions> = {},
  makeOutbox?: (store: SubmissionStore) => Outbox,
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "contact-"));
  const store = await SubmissionStore.openFolder(dataDir);
  const outbox = makeOutbox?.(store);
  const app = Fastify();
  await app.register(contactRoutes, {
    store,
    outbox,
    perClientPerMinute: 1000,
    totalPerMinute: 100_000,
    notSentPage: renderNotSentPage,
    ...overrides,
  });
  return {
    app,
    store,
    dataDir,
    outbox,
    async close() {
      await app.close();
      await outbox?.stop();
      await store.close();
      await rm(dataDir, { recursive: true });
    },
  };
}

/**
 * An SMTP peer that greets and then says nothing, as a hung mail server does. With
 * `thenPassTo`, only the first connection stalls; later ones are passed to that port.
 */
export async function stallingSmtpPeer(thenPassTo?: number) {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    if (connections === 1 || thenPassTo === undefined) {
      socket.write("220 stall.example ESMTP\r\n");
      return;
    }
    const upstream = connect(thenPassTo, "127.0.0.1");
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A message as the test SMTP server received it. */
export interface Received {
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  /** The whole message as it arrived, headers and all. */
  raw: string;
}

/** The headers this test reads, and the body (our notifications are plain ASCII text). */
export function parseMessage(raw: string): Received {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const headers = new Map(
    head
      .replace(/\r\n[ \t]+/g, " ")
      .split("\r\n")
      .map(
        (line) =>
          [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ] as const,
      ),
  );
  return {
    to: headers.get("to") ?? "",
    from: headers.get("from") ?? "",
    replyTo: headers.get("reply-to") ?? "",
    subject: headers.get("subject") ?? "",
    text: rest.join("\r\n\r\n").replace(/=\r\n/g, ""),
    raw,
  };
}

/** An SMTP server that keeps every message it receives; `port` 0 picks a free port. */
export async function smtpServer(port = 0, { answerAfterMs = 0 } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // Closing waits this long for clients to leave, then ends their connections: the outbox's
    // pooled connection stays open while its server runs.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(parseMessage(Buffer.concat(chunks).toString("utf8")));
        // A slow server: the message is taken, and its "250 OK" comes this much later.
        setTimeout(callback, answerAfterMs);
      });
    },
  });
  // A client killed mid-connection (the two-instance test's SIGKILL, with its pooled connection
  // open) resets it: a mail server carries on. Unheard, smtp-server throws it in the test.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
