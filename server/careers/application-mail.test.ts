/**
 * The job applications' mail through the outbox and a real SMTP server on loopback: the hiring
 * team's notice holds nothing of the applicant; the applicant's confirmation goes to them, in
 * their language; a failed send is retried, not lost.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, expect, test } from "vitest";
import { site } from "../../content/site.ts";
import { Outbox } from "../contact/outbox.ts";
import { smtpServer } from "../contact/test-support.ts";
import { SubmissionStore } from "../contact/store.ts";
import { applicationMail, teamNotice } from "./application-mail.ts";
import { openApplications } from "./open-applications.ts";
import { sampleApplication as validApplication } from "../staff/application-test-support.ts";

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function setUp(smtpPort: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "application-mail-"));
  const submissions = await SubmissionStore.openFolder(dataDir);
  const { applications, close } = await openApplications(dataDir);
  const outbox = new Outbox({
    store: submissions,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: "Website <no-reply@example.org>",
    retryDelay: () => 0,
    log: { warn: () => {}, info: () => {} },
    sources: [
      applicationMail({
        applications,
        from: "Website <no-reply@example.org>",
        inboxOrigin: "https://staff.example.org",
        titleOf: (_id, locale) => (locale === "fr" ? "Préposé aux services de soutien" : undefined),
        confirmation: (locale, title) => ({
          subject: `${locale}: ${title}`,
          text: `Received (${locale}): ${title}`,
        }),
      }),
    ],
  });
  cleanups.push(async () => {
    await outbox.stop();
    await close();
    await submissions.close();
    await rm(dataDir, { recursive: true });
  });
  /** The mail jobs' attempts as the file has them (dueMail would claim the jobs it returns). */
  const attempts = () => {
    const file = new DatabaseSync(path.join(dataDir, "applications.sqlite"), { readOnly: true });
    try {
      return file
        .prepare("SELECT attempts FROM application_mail WHERE sent_at IS NULL ORDER BY id")
        .all()
        .map((row) => Number(row.attempts));
    } finally {
      file.close();
    }
  };
  return { outbox, applications, attempts };
}

test("the hiring team is told where to read it, and nothing of the applicant; the applicant gets their confirmation", async () => {
  const smtp = await smtpServer();
  cleanups.push(smtp.close);
  const { outbox, applications } = await setUp(smtp.port);
  const english = (
    await applications.save({ ...validApplication, accommodation: "A ramp, please." })
  ).id;
  const french = (await applications.save({ ...validApplication, language: "fr", email: "" })).id;
  await outbox.kick();

  const toTeam = smtp.received.filter((mail) => mail.to === site.emails.careers);
  expect(toTeam).toHaveLength(2);
  for (const mail of toTeam) {
    const whole = `${mail.subject}\n${mail.text}`;
    for (const personal of [
      validApplication.name,
      validApplication.phone,
      validApplication.email,
      validApplication.otherLanguages,
      "ramp",
    ])
      expect(whole).not.toContain(personal);
    expect(mail.subject).toBe("Job application: Personal Support Worker");
  }
  expect(toTeam.map((mail) => mail.text).join()).toContain(
    `https://staff.example.org/staff/applications/${english}`,
  );
  expect(toTeam.map((mail) => mail.text).join()).toContain(
    `https://staff.example.org/staff/applications/${french}`,
  );
  // Only the one who gave an address is written to, in the language they applied in.
  const toApplicant = smtp.received.filter((mail) => mail.to === validApplication.email);
  expect(toApplicant.map((mail) => mail.subject)).toEqual(["en: Personal Support Worker"]);
  expect(await applications.dueMail(10)).toEqual([]);
});

test("an SMTP outage delays the mail and loses none of it", async () => {
  const smtp = await smtpServer();
  const port = smtp.port;
  await smtp.close();
  const { outbox, applications, attempts } = await setUp(port);
  await applications.save(validApplication);
  await outbox.kick();
  expect(attempts()).toEqual([1, 1]);
  const back = await smtpServer(port);
  cleanups.push(back.close);
  await outbox.kick();
  expect(back.received).toHaveLength(2);
  expect(await applications.dueMail(10)).toEqual([]);
});

test("the hiring team's notice says when the application arrived in Toronto time, in words", async () => {
  const { text } = teamNotice(
    {
      id: 1,
      kind: "team",
      attempts: 0,
      applicationId: "a1b2c3d4-0000-4000-8000-000000000001",
      postingId: "p1",
      language: "en",
      email: "",
      postingTitle: "Registered Nurse",
      postingSlug: "registered-nurse",
      // In the summer, Toronto is four hours behind UTC.
      receivedAt: "2026-07-03T01:30:00.000Z",
    },
    { from: "Website <no-reply@example.org>", inboxOrigin: "https://staff.example.org" },
  );
  expect(text).toMatch(/Received: +Thursday, July 2, 2026, 9:30 p\.m\. \(Toronto time\)\n/);
  expect(text).not.toContain("2026-07-03T");
});
