/**
 * Department notifications through a real SMTP server on loopback (the smtp-server package):
 * routing by Recipient, fixed From, Reply-To the sender, and an outage that delays but loses
 * nothing.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, test } from "vitest";
import { site } from "../../content/site.ts";
import { Outbox, type OutboxOptions, retryDelayMs } from "./outbox.ts";
import { contactApp, multipart, stallingSmtpPeer, validFields } from "./test-support.ts";

interface Received {
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** The headers this test reads, and the body (our notifications are plain ASCII text). */
function parseMessage(raw: string): Received {
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
  };
}

/** An SMTP server that keeps every message it receives; `port` 0 picks a free port. */
async function smtpServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(parseMessage(Buffer.concat(chunks).toString("utf8")));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const quiet = { warn: () => {}, info: () => {} };
let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function setUp(smtpPort: number, timeouts?: OutboxOptions["timeouts"]) {
  const contact = await contactApp(
    {},
    (store) =>
      new Outbox({
        store,
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        from: "Website <no-reply@example.org>",
        retryDelay: () => 0,
        timeouts,
        log: quiet,
      }),
  );
  cleanups.push(() => contact.close());
  return { contact, sending: contact.outbox! };
}

async function send(
  app: Awaited<ReturnType<typeof contactApp>>["app"],
  fields: Record<string, string>,
) {
  const body = await multipart(fields);
  const response = await app.inject({ method: "POST", url: "/api/contact", ...body });
  expect(response.statusCode).toBe(200);
  return response.json().id as string;
}

describe("notifications", () => {
  test("each submission goes to its department, from the fixed address, replying to the sender", async () => {
    const smtp = await smtpServer();
    cleanups.push(smtp.close);
    const { contact, sending } = await setUp(smtp.port);

    for (const recipient of site.contactForm.recipients) {
      await send(contact.app, {
        ...validFields,
        Recipient: recipient.label,
        Email: "daughter@example.com",
      });
    }
    await sending.kick();

    expect(smtp.received).toHaveLength(site.contactForm.recipients.length);
    for (const recipient of site.contactForm.recipients) {
      const mail = smtp.received.find((candidate) => candidate.to === recipient.email);
      expect(mail, recipient.label).toBeDefined();
      expect(mail!.from).toBe("Website <no-reply@example.org>");
      expect(mail!.replyTo).toBe("daughter@example.com");
      expect(mail!.subject).toBe(`Website inquiry: Service Request (${recipient.label})`);
      expect(mail!.text).toContain("Can a nurse visit on Tuesday?");
    }
    expect(contact.store.counts().unsent).toBe(0);
    expect(contact.store.list().every((submission) => submission.mailed)).toBe(true);
  });

  test("an SMTP outage delays mail: the answer is still 200, and mail goes once SMTP is back", async () => {
    // Find a free port, then leave it closed: the SMTP server is down.
    const probe = await smtpServer();
    const port = probe.port;
    await probe.close();
    const { contact, sending } = await setUp(port);

    const ids = [
      await send(contact.app, validFields),
      await send(contact.app, { ...validFields, Recipient: "Flu Clinics" }),
    ];
    await sending.kick();
    expect(contact.store.counts()).toEqual({ submissions: 2, unsent: 2 });

    const smtp = await smtpServer(port);
    cleanups.push(smtp.close);
    await sending.kick();
    expect(smtp.received).toHaveLength(2);
    expect(contact.store.counts()).toEqual({ submissions: 2, unsent: 0 });
    expect(
      contact.store
        .list()
        .map((submission) => submission.id)
        .sort(),
    ).toEqual(ids.sort());
  });
});

test("an SMTP peer that greets and then says nothing is given up on, and the mail still goes", async () => {
  const smtp = await smtpServer();
  cleanups.push(smtp.close);
  const peer = await stallingSmtpPeer(smtp.port);
  const { contact, sending } = await setUp(peer.port, {
    connectionTimeout: 500,
    greetingTimeout: 500,
    socketTimeout: 500,
  });
  // Closed first: it also frees a send stuck on it, so the clean-up cannot hang.
  cleanups.push(peer.close);

  await send(contact.app, validFields);
  await send(contact.app, { ...validFields, Recipient: "Flu Clinics" });
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    sending.kick().then(() => "all sent or retried"),
    new Promise((resolve) => (timer = setTimeout(() => resolve("still waiting"), 5_000))),
  ]);
  clearTimeout(timer);
  expect(outcome).toBe("all sent or retried");
  // The stalled one was retried on a later connection, which the peer passed on.
  expect(peer.connections()).toBeGreaterThan(1);
  expect(smtp.received).toHaveLength(2);
  expect(contact.store.counts().unsent).toBe(0);
}, 15_000);

test("retries wait longer each time, up to an hour", () => {
  const middle = () => 0.5;
  expect(retryDelayMs(0, middle)).toBe(30_000);
  expect(retryDelayMs(1, middle)).toBe(60_000);
  expect(retryDelayMs(5, middle)).toBe(960_000);
  expect(retryDelayMs(20, middle)).toBe(3_600_000);
});
