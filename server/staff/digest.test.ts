/**
 * The morning e-mail through a real SMTP server on loopback: counts right, nothing personal in
 * its bytes, once a working day (once across two instances), only to whom it is for, and a failed
 * send retried.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { afterEach, expect, test, vi } from "vitest";
import { zonedMoment } from "../contact/business-days.ts";
import { SubmissionStore } from "../contact/store.ts";
import { smtpServer, stallingSmtpPeer } from "../contact/test-support.ts";
import { openApplications } from "../careers/open-applications.ts";
import { sampleApplication as validApplication } from "./application-test-support.ts";
import { Digests } from "./digest.ts";
import { openStaff } from "./open-staff.ts";

const quiet = { warn: () => {}, info: () => {} };
let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A moment in Toronto time. */
const at = (day: string, time: string) => new Date(zonedMoment(day, time)!);

/** Inquiries whose every word must stay out of the e-mail. */
const secrets = {
  name: "Marguerite Zwicky",
  phone: "905-555-0142",
  email: "daughter@example.com",
  message: "My mother has dementia and needs help bathing.",
};

async function setUp(smtp: string | number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "digest-"));
  const submissions = await SubmissionStore.openFolder(dataDir);
  const { staff, close: closeStaff } = await openStaff(dataDir);
  const { applications, close } = await openApplications(dataDir);
  cleanups.push(async () => {
    await close();
    await submissions.close();
    await closeStaff();
    await rm(dataDir, { recursive: true });
  });
  const digests = new Digests({
    store: staff,
    inbox: submissions.inbox,
    applications,
    at: "07:30",
    smtp: typeof smtp === "string" ? smtp : `smtp://127.0.0.1:${smtp}`,
    from: "Staff area <no-reply@example.org>",
    inboxOrigin: "https://staff.example.org",
    retryDelay: () => 60_000,
    log: quiet,
  });
  cleanups.push(() => digests.stop());
  return { submissions, staff, applications, digests, dataDir };
}

// Thursday, November 19, 2026: a working day.
const thursday = "2026-11-19";

test("on a working morning each person gets counts only, in bytes that hold nothing of any inquiry", async () => {
  const smtp = await smtpServer();
  cleanups.push(smtp.close);
  const { submissions, staff, digests } = await setUp(smtp.port);
  const cora = await staff.addPerson({
    email: "cora@example.org",
    name: "Cora Coordinator",
    teams: ["intake"],
    admin: false,
  });
  const ben = await staff.addPerson({
    email: "ben@example.org",
    name: "Ben",
    teams: ["care"],
    admin: false,
  });
  const save = async (received: Date, recipient = "General Inquiry") =>
    (
      await submissions.save(
        {
          ...secrets,
          relationship: "I am the relative/caregiver of a client",
          recipient,
          subject: "Service Request",
        },
        undefined,
        received,
      )
    ).id;
  // Tuesday's: overdue by Thursday morning (due by the end of Wednesday). Wednesday's: due
  // today. One of them Cora's, one untaken; a call planned for 10:00 today on a third.
  const overdue = await save(at("2026-11-17", "10:00"));
  await save(at("2026-11-18", "10:00"));
  const planned = await save(at("2026-11-18", "11:00"));
  await submissions.inbox.update(overdue, 1, { assigneeId: cora.id });
  await submissions.inbox.logCall(
    planned,
    cora.id,
    { outcome: "voicemail", nextAttemptAt: at(thursday, "10:00").toISOString() },
    at("2026-11-18", "12:00"),
  );
  await submissions.inbox.update(planned, 1, { assigneeId: cora.id });
  // Another team's inquiry, untaken: not Cora's to count; Ben has no assigned work.
  await save(at("2026-11-18", "09:00"), "Foot Care");

  // Before 7:30, nothing.
  expect(await digests.run(at(thursday, "07:29"))).toBe(0);
  expect(await digests.run(at(thursday, "07:31"))).toBe(1);
  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail!.to).toBe("cora@example.org");
  // New: all three of intake (a voicemail leaves one New). Due today: Tuesday's, overdue,
  // Wednesday's promise and the call planned at 10:00. Overdue: Tuesday's.
  expect(mail!.subject).toBe("Inquiries: 3 due today (1 overdue), 3 new");
  expect(mail!.text).toMatch(/Due today: +3 .*\r?\n +Overdue: +1\r?\n +New: +3/);
  expect(mail!.text).toContain("https://staff.example.org/staff/inbox");
  expect(mail!.text).toContain("https://staff.example.org/staff/passkeys");
  // The whole message, headers and all: no name, phone, e-mail, word or reference of an inquiry.
  const bytes = mail!.raw.replace(/=\r\n/g, "");
  for (const secret of [
    ...Object.values(secrets),
    "905",
    "5550142",
    "dementia",
    "Zwicky",
    overdue,
    overdue.slice(0, 8),
    planned.slice(0, 8),
  ])
    expect(bytes, secret).not.toContain(secret);
  // Nor the person's own name: the address is enough.
  expect(bytes).not.toContain("Cora Coordinator");

  // Once a day: a restart, or the next check, sends nothing more.
  expect(await digests.run(at(thursday, "08:30"))).toBe(0);
  expect(smtp.received).toHaveLength(1);
  expect((await staff.digestRecord(ben.id, thursday))?.outcome).toBe("nothing");
});

test("not on weekends or holidays, not when turned off, and to everyone who asked for it every morning", async () => {
  const smtp = await smtpServer();
  cleanups.push(smtp.close);
  const { submissions, staff, digests } = await setUp(smtp.port);
  const off = await staff.addPerson({
    email: "off@example.org",
    name: "Off",
    teams: ["intake"],
    admin: false,
  });
  const always = await staff.addPerson({
    email: "always@example.org",
    name: "Always",
    teams: ["intake"],
    admin: false,
  });
  await staff.setDigest(always.id, "always");
  const id = (
    await submissions.save(
      {
        ...secrets,
        relationship: "I am a client",
        recipient: "General Inquiry",
        subject: "Service Request",
      },
      undefined,
      at("2026-11-18", "10:00"),
    )
  ).id;
  await submissions.inbox.update(id, 1, { assigneeId: off.id });
  await staff.setDigest(off.id, "off");
  // One nobody has taken, for the one who asked every morning to count.
  await submissions.save(
    {
      ...secrets,
      relationship: "I am a client",
      recipient: "General Inquiry",
      subject: "Service Request",
    },
    undefined,
    at("2026-11-18", "11:00"),
  );
  // Saturday, and Christmas Day (a Friday in 2026): no e-mail.
  expect(await digests.run(at("2026-11-21", "09:00"))).toBe(0);
  expect(await digests.run(at("2026-12-25", "09:00"))).toBe(0);
  // A working day: the one who asked every morning gets it though nothing is assigned to her;
  // the one who turned it off does not, though the inquiry is his.
  expect(await digests.run(at(thursday, "07:30"))).toBe(1);
  expect(smtp.received.map((mail) => mail.to)).toEqual(["always@example.org"]);
  // Both are Intake's, and due by the end of today: the inbox counts its team's.
  expect(smtp.received[0]!.subject).toBe("Inquiries: 2 due today, 2 new");
});

test("a failed send is retried after its wait, and then sent once", async () => {
  const smtp = await smtpServer();
  cleanups.push(smtp.close);
  // The first connection hangs (a server down); later ones reach the real one.
  const peer = await stallingSmtpPeer(smtp.port);
  cleanups.push(peer.close);
  const { submissions, staff, digests } = await setUp(
    `smtp://127.0.0.1:${peer.port}?connectionTimeout=500&greetingTimeout=500&socketTimeout=500`,
  );
  const cora = await staff.addPerson({
    email: "cora@example.org",
    name: "Cora",
    teams: ["intake"],
    admin: false,
  });
  const id = (
    await submissions.save(
      {
        ...secrets,
        relationship: "I am a client",
        recipient: "General Inquiry",
        subject: "Service Request",
      },
      undefined,
      at("2026-11-18", "10:00"),
    )
  ).id;
  await submissions.inbox.update(id, 1, { assigneeId: cora.id });
  expect(await digests.run(at(thursday, "07:30"))).toBe(0);
  expect(await staff.digestRecord(cora.id, thursday)).toMatchObject({
    outcome: "failed",
    attempts: 1,
  });
  // Before its wait (a minute here) is over: not tried again.
  expect(await digests.run(at(thursday, "07:30"))).toBe(0);
  expect(await digests.run(at(thursday, "07:32"))).toBe(1);
  expect(smtp.received.map((mail) => mail.to)).toEqual(["cora@example.org"]);
  expect(await staff.digestRecord(cora.id, thursday)).toMatchObject({ outcome: "sent" });
});

test("two instances on one database at the same morning send each person's e-mail once", async () => {
  const smtp = await smtpServer();
  cleanups.push(smtp.close);
  const { submissions, staff, digests, dataDir } = await setUp(smtp.port);
  // The second instance: its own handle on the same staff data, its own timer and transport.
  const { staff: secondStaff, close } = await openStaff(dataDir);
  cleanups.push(close);
  const second = new Digests({
    store: secondStaff,
    inbox: submissions.inbox,
    at: "07:30",
    smtp: `smtp://127.0.0.1:${smtp.port}`,
    from: "Staff area <no-reply@example.org>",
    inboxOrigin: "https://staff.example.org",
    log: quiet,
  });
  cleanups.push(() => second.stop());
  await submissions.save({
    ...secrets,
    relationship: "I am the relative/caregiver of a client",
    recipient: "General Inquiry",
    subject: "Service Request",
  });
  const emails: string[] = [];
  for (let i = 0; i < 8; i++) {
    const person = await staff.addPerson({
      email: `person${i}@example.org`,
      name: `Person ${i}`,
      teams: ["intake"],
      admin: false,
    });
    await staff.setDigest(person.id, "always");
    emails.push(person.email);
  }
  const [one, two] = await Promise.all([
    digests.run(at(thursday, "07:31")),
    second.run(at(thursday, "07:31")),
  ]);
  expect(one + two).toBe(8);
  expect(smtp.received.map((mail) => mail.to).sort()).toEqual(emails.sort());
});

test("each person's claim runs from when it is taken: slow sends to the first people do not shorten a later one's", async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: at(thursday, "07:31") });
  cleanups.push(() => {
    vi.useRealTimers();
  });
  const { submissions, staff, dataDir } = await setUp("smtp://127.0.0.1:9");
  const { staff: otherInstance, close } = await openStaff(dataDir);
  cleanups.push(close);
  await submissions.save({
    ...secrets,
    relationship: "I am the relative/caregiver of a client",
    recipient: "General Inquiry",
    subject: "Service Request",
  });
  const ids = new Map<string, string>();
  for (const name of ["first", "second"]) {
    const person = await staff.addPerson({
      email: `${name}@example.org`,
      name,
      teams: ["intake"],
      admin: false,
    });
    await staff.setDigest(person.id, "always");
    ids.set(person.email, person.id);
  }
  // A mail server that takes four minutes a message; while each is sent, the other instance
  // looks at the person it is for.
  const looks: string[] = [];
  const slowServer = {
    async sendMail(mail: { to: string }) {
      vi.setSystemTime(Date.now() + 4 * 60_000);
      const taken = await otherInstance.claimDigest(ids.get(mail.to)!, thursday, new Date());
      looks.push(`${mail.to}: ${taken ? "taken by the other instance too" : "left alone"}`);
    },
    close() {},
  } as unknown as Transporter;
  const digests = new Digests({
    store: staff,
    inbox: submissions.inbox,
    at: "07:30",
    smtp: slowServer,
    from: "Staff area <no-reply@example.org>",
    inboxOrigin: "https://staff.example.org",
    log: quiet,
  });
  expect(await digests.run(new Date())).toBe(2);
  expect(looks).toEqual(["first@example.org: left alone", "second@example.org: left alone"]);
});

test("the hiring team also gets the job applications' counts, and by default whenever one is past its 45-day date; nothing of the applicant", async () => {
  const smtp = await smtpServer();
  cleanups.push(smtp.close);
  const { staff, applications, digests } = await setUp(smtp.port);
  const hana = await staff.addPerson({
    email: "hana@example.org",
    name: "Hana",
    teams: ["hiring"],
    admin: false,
  });
  await staff.addPerson({ email: "ana@example.org", name: "Ana", teams: ["intake"], admin: false });
  // One new; one interviewed on Oct 1, to be told by Nov 15: past it on Thursday Nov 19.
  await applications.save(validApplication);
  const late = (await applications.save({ ...validApplication, name: "Olu Adeyemi" })).id;
  await applications.addInterview(late, "2026-10-01", hana.id);

  expect(await digests.run(at(thursday, "07:31"))).toBe(1);
  const [mail] = smtp.received;
  expect(mail!.to).toBe("hana@example.org");
  // What is not zero, the application past its date first: no "0 new, 0 due today" before it.
  expect(mail!.subject).toBe("Job applications: 1 past the 45-day date, 1 new");
  expect(mail!.text).toMatch(/Past the 45-day date: +1 .*\r?\n +New: +1/);
  // Nor a block of inquiries for someone who has none.
  expect(mail!.text).not.toContain("Your teams' inquiries");
  expect(mail!.text).toContain("https://staff.example.org/staff/applications");
  const bytes = mail!.raw.replace(/=\r\n/g, "");
  for (const secret of [
    validApplication.name,
    "Olu",
    validApplication.phone,
    validApplication.email,
    late,
  ])
    expect(bytes, secret).not.toContain(secret);
});

test("the e-mail's due today and overdue are the inbox's, at the same moment, counted by hand", async () => {
  const smtp = await smtpServer();
  cleanups.push(smtp.close);
  const { submissions, staff, digests } = await setUp(smtp.port);
  const { inbox } = submissions;
  const cora = await staff.addPerson({
    email: "cora@example.org",
    name: "Cora",
    teams: ["intake"],
    admin: false,
  });
  const dan = await staff.addPerson({
    email: "dan@example.org",
    name: "Dan",
    teams: ["intake"],
    admin: false,
  });
  // Only Cora's e-mail is read here.
  await staff.setDigest(dan.id, "off");
  const save = async (received: Date, recipient = "General Inquiry") =>
    (
      await submissions.save(
        {
          ...secrets,
          relationship: "I am a client",
          recipient,
          subject: "Service Request",
        },
        undefined,
        received,
      )
    ).id;
  /** A voicemail left on Monday, with the next attempt planned at `next` (it stays New). */
  const planned = async (id: string, next: Date) =>
    await inbox.logCall(
      id,
      cora.id,
      { outcome: "voicemail", nextAttemptAt: next.toISOString() },
      at("2026-11-16", "12:00"),
    );
  // Thursday at 8:30 p.m. in Toronto: already Friday in UTC, so a day taken in UTC shows.
  const now = at(thursday, "20:30");
  // 1. Tuesday's, still New: the reply was due by the end of Wednesday. Overdue, and Cora's.
  await inbox.update(await save(at("2026-11-17", "10:00")), 1, { assigneeId: cora.id });
  // 2. Wednesday's, New: due by the end of today.
  await save(at("2026-11-18", "10:00"));
  // 3. A call planned for 10 p.m. tonight: due later today.
  await planned(await save(at("2026-11-13", "10:00")), at(thursday, "22:00"));
  // 4. A call planned for 11 p.m. tonight on Dan's: his colleague's, in the same team's inbox.
  const dans = await save(at("2026-11-13", "11:00"));
  await planned(dans, at(thursday, "23:00"));
  await inbox.update(dans, 1, { assigneeId: dan.id });
  // 5. A call planned for tomorrow at 9:30 (14:30 UTC on Friday): not today.
  await planned(await save(at("2026-11-13", "12:00")), at("2026-11-20", "09:30"));
  // 6. A call planned for 9 p.m. tonight, then marked done: closed, nothing is due.
  const done = await save(at("2026-11-13", "13:00"));
  await planned(done, at(thursday, "21:00"));
  await inbox.update(done, 1, { status: "done" });
  // 7. Another team's, due by the end of today: not in Intake's inbox.
  await save(at("2026-11-18", "10:00"), "Foot Care");

  // By hand: due today 1, 2, 3 and 4; overdue 1; New 1 to 5 (a voicemail leaves one New).
  const truth = { dueToday: 4, overdue: 1, new: 5 };
  const counts = await inbox.counts(["intake"], now);
  expect({ dueToday: counts.due, overdue: counts.overdue, new: counts.byStatus.new }).toEqual(
    truth,
  );
  // The Due today view holds as many as its count says.
  const view = await inbox.list(
    { teams: ["intake"], status: "due" },
    { offset: 0, limit: 25 },
    cora.id,
    now,
  );
  expect(view.total).toBe(truth.dueToday);

  expect(await digests.run(now)).toBe(1);
  const [mail] = smtp.received;
  expect(mail!.to).toBe("cora@example.org");
  const figure = (label: string) => Number(new RegExp(`${label}: +(\\d+)`).exec(mail!.text)?.[1]);
  expect({
    dueToday: figure("Due today"),
    overdue: figure("Overdue"),
    new: figure("New"),
  }).toEqual(truth);
  expect(mail!.subject).toBe("Inquiries: 4 due today (1 overdue), 5 new");
});
