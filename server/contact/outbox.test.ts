/**
 * Department notifications through a real SMTP server on loopback (the smtp-server package):
 * routing by Recipient, fixed From, no health details unless NOTIFY_WITH_DETAILS, and an outage
 * that delays but loses nothing.
 */
import { recipients } from "../../content/inquiry-form.ts";
import { afterEach, describe, expect, test } from "vitest";
import {
  type MailSource,
  notification,
  Outbox,
  type OutboxOptions,
  retryDelayMs,
} from "./outbox.ts";
import {
  contactApp,
  inquiryFromBefore,
  multipart,
  smtpServer,
  stallingSmtpPeer,
  validFields,
  validInquiry,
} from "./test-support.ts";
import { everyTeam } from "./inbox.ts";
import { SubmissionStore } from "./store.ts";
import { until } from "../backup/test-support.ts";

const quiet = { warn: () => {}, info: () => {} };
let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** The inquiries' receiver and an outbox sending to `smtpPort`, with `options` over the tests'. */
async function setUp(smtpPort: number, options: Partial<OutboxOptions> = {}) {
  const contact = await contactApp(
    {},
    (store) =>
      new Outbox({
        store,
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        from: "Website <no-reply@example.org>",
        retryDelay: () => 0,
        inboxOrigin: "https://staff.example.org",
        log: quiet,
        ...options,
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
  test("by default each department gets a notice with a link to the inbox, and no words, phone or e-mail of the sender", async () => {
    const smtp = await smtpServer();
    cleanups.push(smtp.close);
    const { contact, sending } = await setUp(smtp.port);
    const sender = {
      ...validFields,
      Name: "Marguerite Zwicky",
      Email: "daughter@example.com",
      "Phone Number": "905-555-0142",
      message: "My mother has dementia and needs help bathing.",
    };

    const ids = new Map<string, string>();
    for (const recipient of recipients) {
      ids.set(recipient.email, await send(contact.app, { ...sender, Recipient: recipient.label }));
    }
    await sending.kick();

    expect(smtp.received).toHaveLength(recipients.length);
    for (const recipient of recipients) {
      const mail = smtp.received.find((candidate) => candidate.to === recipient.email);
      expect(mail, recipient.label).toBeDefined();
      expect(mail!.from).toBe("Website <no-reply@example.org>");
      expect(mail!.replyTo).toBe("");
      expect(mail!.subject).toBe(`Website inquiry: Service Request (${recipient.label})`);
      expect(mail!.text).toContain(
        `https://staff.example.org/staff/inbox/${ids.get(recipient.email)}`,
      );
      // Whole words only: a reference or a Message-ID may hold "905" by chance.
      for (const secret of [
        "dementia",
        "bathing",
        "Marguerite",
        "Zwicky",
        "daughter@",
        "905-555-0142",
        "9055550142",
      ])
        expect(mail!.raw, `${recipient.label}: ${secret}`).not.toContain(secret);
    }
    expect((await contact.store.counts()).unsent).toBe(0);
    expect(
      (await contact.store.inbox.all({ teams: everyTeam })).every(
        (submission) => submission.mailedAt !== null,
      ),
    ).toBe(true);
  });

  test("a backlog goes out in one look, batch after batch, not one batch per poll", async () => {
    const smtp = await smtpServer();
    cleanups.push(smtp.close);
    const { contact, sending } = await setUp(smtp.port);
    // Stored while no outbox looked (another instance died with them claimed, SMTP was down).
    for (let i = 0; i < 45; i++)
      await contact.store.save({ ...validInquiry, message: `Backlog ${i}.` });
    await sending.kick();
    expect(smtp.received).toHaveLength(45);
    expect((await contact.store.counts()).unsent).toBe(0);
    // 45 inquiries stored and sent through a real SMTP server: seconds on a loaded machine.
  }, 30_000);

  test("the e-mail says when the inquiry arrived in Toronto time, in words, never as an ISO time", async () => {
    const submission = {
      ...validInquiry,
      id: "3f2a9c1e-0b7d-4e2a-9c1e-0b7d4e2a9c1e",
      receivedAt: "2026-11-20T14:05:00.000Z",
      language: "en" as const,
    };
    for (const withDetails of [false, true]) {
      const { text } = notification(submission, {
        from: "Website <no-reply@example.org>",
        withDetails,
        inboxOrigin: "https://staff.example.org",
      });
      expect(text).toMatch(/Received: +Friday, November 20, 2026, 9:05 a\.m\. \(Toronto time\)\n/);
      expect(text).not.toContain("2026-11-20T");
    }
  });

  test("the e-mail says the best time to call back, No preference when none was chosen, and nothing for an inquiry from before the form asked", async () => {
    const before = inquiryFromBefore;
    const submission = {
      ...before,
      id: "3f2a9c1e-0b7d-4e2a-9c1e-0b7d4e2a9c1e",
      receivedAt: "2026-11-20T14:05:00.000Z",
      language: "en" as const,
    };
    const mail = (callTime: string | undefined, withDetails: boolean) =>
      notification(
        { ...submission, ...(callTime === undefined ? {} : { callTime }) },
        { from: "Website <no-reply@example.org>", withDetails, inboxOrigin: "https://x.example" },
      ).text;
    for (const withDetails of [false, true]) {
      // Beside the phone number when the e-mail carries it; a choice from a list, so also in the
      // e-mail without the sender's details, as the subject is.
      expect(mail("Afternoon", withDetails)).toMatch(/\nBest time to call you back: +Afternoon\n/);
      expect(mail("", withDetails)).toMatch(/\nBest time to call you back: +No preference\n/);
      expect(mail(undefined, withDetails)).not.toContain("Best time");
    }
    expect(mail("Morning", true)).toMatch(
      /Phone Number: +416-555-0199\nBest time to call you back: +Morning\n/,
    );
  });

  test("an inquiry written in French says so first, so that the call back is in French", async () => {
    const smtp = await smtpServer();
    cleanups.push(smtp.close);
    const { contact, sending } = await setUp(smtp.port);
    await send(contact.app, { ...validFields, Language: "fr" });
    await send(contact.app, validFields);
    await sending.kick();
    const [french, english] = smtp.received;
    expect(french!.text).toMatch(
      /^A new inquiry .*(\r?\n){2}Written in French: call back and reply in French\./,
    );
    expect(french!.text).toMatch(/Language: +French/);
    expect(english!.text).not.toContain("Written in");
    expect(english!.text).toMatch(/Language: +English/);
  });

  test("with NOTIFY_WITH_DETAILS the e-mail carries the whole inquiry and replies to the sender", async () => {
    const smtp = await smtpServer();
    cleanups.push(smtp.close);
    const { contact, sending } = await setUp(smtp.port, { withDetails: true });
    await send(contact.app, { ...validFields, Email: "daughter@example.com" });
    await sending.kick();
    const [mail] = smtp.received;
    expect(mail!.replyTo).toBe("daughter@example.com");
    expect(mail!.text).toContain("Can a nurse visit on Tuesday?");
    expect(mail!.text).toContain("416-555-0199");
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
    expect(await contact.store.counts()).toEqual({ submissions: 2, unsent: 2 });

    const smtp = await smtpServer(port);
    cleanups.push(smtp.close);
    await sending.kick();
    expect(smtp.received).toHaveLength(2);
    expect(await contact.store.counts()).toEqual({ submissions: 2, unsent: 0 });
    expect(
      (await contact.store.inbox.all({ teams: everyTeam }))
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
    timeouts: { connectionTimeout: 500, greetingTimeout: 500, socketTimeout: 500 },
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
  expect((await contact.store.counts()).unsent).toBe(0);
}, 15_000);

test("stopped with a send hung, the outbox gives back what it took: another instance sends it at once, not five minutes on", async () => {
  // Every connection stalls: the first send hangs until the outbox stops.
  const peer = await stallingSmtpPeer();
  const { contact, sending } = await setUp(peer.port);
  cleanups.push(peer.close);
  const ids = [
    await send(contact.app, validFields),
    await send(contact.app, { ...validFields, Recipient: "Flu Clinics" }),
    await send(contact.app, { ...validFields, Recipient: "Foot Care" }),
  ];
  void sending.kick();
  await until(() => peer.connections() > 0, "the first send to start");
  await sending.stop();
  // Another instance on the same data (a handle of its own) takes all three at its next look.
  const other = await SubmissionStore.openFolder(contact.dataDir);
  cleanups.push(() => other.close());
  const due = await other.dueMail(20);
  expect(due.map((job) => job.submission.id).sort()).toEqual(ids.sort());
}, 15_000);

describe("a slow SMTP server never lets a claim run out under a send (each message sent once)", () => {
  /** A queue of four whose claims are kept as a shared database keeps them: until a time. */
  function claimingQueue(claimMs: number) {
    const claimedUntil = new Map<string, number>();
    const log: string[] = [];
    const source: MailSource<string> = {
      due: (limit) => {
        const free = ["a", "b", "c", "d"].filter(
          (job) => (claimedUntil.get(job) ?? 0) < Date.now(),
        );
        for (const job of free) claimedUntil.set(job, Date.now() + claimMs);
        return free.slice(0, limit);
      },
      message: (job) => ({
        from: "Website <no-reply@example.org>",
        to: "intake@example.org",
        subject: job,
        text: job,
      }),
      sent: (job) => {
        log.push(
          Date.now() < claimedUntil.get(job)! ? `${job} sent` : `${job} sent after its claim`,
        );
        claimedUntil.set(job, Infinity);
      },
      failed: (job, code) => {
        log.push(`${job} failed ${code}`);
        claimedUntil.set(job, Infinity);
      },
      released: (job) => {
        log.push(`${job} given back`);
        claimedUntil.delete(job);
      },
      attempts: () => 0,
      describe: (job) => job,
    };
    return { source, log };
  }

  test("a batch that would outlast its claim gives back what it has not started, and claims it again", async () => {
    // 1 s a message and a 3.5 s claim: the old outbox sent the fourth after its claim ran out.
    const smtp = await smtpServer(0, { answerAfterMs: 1_000 });
    cleanups.push(smtp.close);
    const { source, log } = claimingQueue(3_500);
    await (await setUp(smtp.port, { sources: [source], claimMs: 3_500 })).sending.kick();
    expect(log.filter((line) => line.endsWith("sent")).sort()).toEqual([
      "a sent",
      "b sent",
      "c sent",
      "d sent",
    ]);
    expect(log).toContain("d given back");
    expect(smtp.received.map((message) => message.subject)).toEqual(["a", "b", "c", "d"]);
  }, 15_000);

  test("a send that would outlast its claim is cut off, and fails to be retried", async () => {
    const smtp = await smtpServer(0, { answerAfterMs: 900 });
    cleanups.push(smtp.close);
    const { source, log } = claimingQueue(1_000);
    await (await setUp(smtp.port, { sources: [source], claimMs: 1_000 })).sending.kick();
    expect(log[0]).toBe("a failed EABORT");
    expect(log.filter((line) => line.includes("after its claim"))).toEqual([]);
  });
});

test("retries wait longer each time, up to an hour", async () => {
  const middle = () => 0.5;
  expect(retryDelayMs(0, middle)).toBe(30_000);
  expect(retryDelayMs(1, middle)).toBe(60_000);
  expect(retryDelayMs(5, middle)).toBe(960_000);
  expect(retryDelayMs(20, middle)).toBe(3_600_000);
});

test("a queue its database cannot answer (a lost connection) is logged and skipped: the other queues still go, and the outbox keeps running", async () => {
  const smtp = await smtpServer();
  cleanups.push(smtp.close);
  const warnings: string[] = [];
  const { contact } = await setUp(smtp.port, {
    log: { warn: (message) => warnings.push(message), info: () => {} },
    sources: [
      {
        due: () => Promise.reject(new Error("Connection terminated unexpectedly")),
        message: () => ({}),
        sent: () => {},
        failed: () => {},
        released: () => {},
        attempts: () => 0,
        describe: () => "nothing",
      },
    ],
  });
  await send(contact.app, validFields);
  await expect(contact.outbox!.kick()).resolves.toBeUndefined();
  expect(smtp.received).toHaveLength(1);
  // Once for each look (the receiver asks for one after storing, and so did this test).
  expect(warnings.length).toBeGreaterThan(0);
  for (const warning of warnings)
    expect(warning).toMatch(/could not be read.*Connection terminated/);
});
