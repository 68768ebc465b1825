/**
 * Replies by e-mail from a record (issue 38): written on an inquiry or an application, sent
 * through the outbox once, to the person's address, in their language, answered to the team's
 * mailbox; kept on the record and audited. Bad input is refused with words a person reads, and a
 * reply written while a colleague replied is refused (409) with the record's replies as they
 * are now, so the page can keep what the person typed.
 */
import { afterEach, describe, expect, test } from "vitest";
import { Outbox } from "../contact/outbox.ts";
import { replyMail } from "../contact/reply-mail.ts";
import { smtpServer, validInquiry } from "../contact/test-support.ts";
import { openStaff } from "./open-staff.ts";
import { staffApp } from "./test-support.ts";

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const people = {
  foot: { email: "fiona@example.org", name: "Fiona", teams: ["specialized"] },
  foot2: { email: "sam@example.org", name: "Sam", teams: ["specialized"] },
  intake: { email: "ana@example.org", name: "Ana", teams: ["intake"] },
  hiring: { email: "hana@example.org", name: "Hana", teams: ["hiring"] },
  admin: { email: "root@example.org", name: "Root", teams: [], admin: true },
};

async function setUp() {
  const staff = await staffApp();
  cleanups.push(() => staff.close());
  const inquiry = async (language: "en" | "fr" = "en") =>
    (await staff.submissions.save({ ...validInquiry, language })).id;
  const version = async (id: string) => (await staff.submissions.inbox.get(id))!.version;
  return { staff, inquiry, version };
}

/** A reply held a day, written by the outbox's own store as a colleague's would be. */
const heldReply = (body: string) =>
  ({
    to: "ann@example.com",
    replyTo: "footcare@example.org",
    subject: "Hello",
    body,
    language: "en",
    savedReply: null,
    delayDays: 1,
  }) as const;

test("a reply from a saved text goes to the family once, in their language, answered to the team's mailbox, and stays on the record", async () => {
  const { staff, inquiry, version } = await setUp();
  const smtp = await smtpServer();
  cleanups.push(smtp.close);
  const outbox = new Outbox({
    store: staff.submissions,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: "Website <no-reply@example.org>",
    retryDelay: () => 0,
    log: { warn: () => {}, info: () => {} },
    sources: [
      replyMail(staff.submissions.inbox.replies, "Website <no-reply@example.org>", "inquiry"),
    ],
  });
  cleanups.push(() => outbox.stop());
  const id = await inquiry();
  const { session, person } = await staff.signUp(people.foot);
  const form = (await staff.call("GET", `/inquiries/${id}/replies`, { session })).json();
  expect(form).toMatchObject({ to: "ann@example.com", replyTo: "footcare@example.org" });
  const saved = form.savedReplies.find((each: { key: string }) => each.key === "tried-to-call");
  expect(saved.body).toContain("We tried to call you");
  const sent = await staff.call("POST", `/inquiries/${id}/replies`, {
    session,
    version: await version(id),
    body: { subject: "", body: saved.body, savedReply: "tried-to-call" },
  });
  expect(sent.statusCode).toBe(200);
  // Kept on the record: who, when, what; the record's version moved on.
  expect(sent.json().replies).toEqual([
    expect.objectContaining({ author: "Fiona", body: saved.body, sentAt: null, language: "en" }),
  ]);
  expect(sent.json().version).toBe(await version(id));
  // Sent once, however often the outbox looks.
  await outbox.kick();
  await outbox.kick();
  const toFamily = smtp.received.filter((mail) => mail.to.includes("ann@example.com"));
  expect(toFamily).toHaveLength(1);
  expect(toFamily[0]).toMatchObject({
    replyTo: expect.stringContaining("footcare@example.org"),
    subject: "Your message to Grand Care Health Services",
  });
  expect(toFamily[0]!.text).toContain("We tried to call you");
  const after = (await staff.call("GET", `/inquiries/${id}/replies`, { session })).json();
  expect(after.replies[0].sentAt).toEqual(expect.any(String));
  // Audited: who sent which reply, in which language; never its words.
  const [row] = await staff.store.auditRows({ action: "reply sent", limit: 1 });
  expect(row).toMatchObject({ personId: person.id, inquiryId: id });
  expect(JSON.parse(row!.detail)).toMatchObject({ language: "en", savedReply: "tried-to-call" });
  expect(row!.detail).not.toContain("call you");
  // Seen in the inquiry's history too.
  const detail = (await staff.call("GET", `/inquiries/${id}`, { session })).json();
  expect(detail.history.map((entry: { action: string }) => entry.action)).toContain("reply sent");
});

test("a family that wrote in French gets the saved reply in French", async () => {
  const { staff, inquiry } = await setUp();
  const id = await inquiry("fr");
  const { session } = await staff.signUp(people.foot);
  const form = (await staff.call("GET", `/inquiries/${id}/replies`, { session })).json();
  expect(form.language).toBe("fr");
  expect(form.subject).toBe("Votre message à Grand Care Health Services");
  const saved = form.savedReplies.find((each: { key: string }) => each.key === "call-us");
  expect(saved.body).toMatch(/^Bonjour/);
});

test("bad input is refused, and nothing is queued", async () => {
  const { staff, inquiry, version } = await setUp();
  const id = await inquiry();
  const { session } = await staff.signUp(people.foot);
  const post = async (body: object) =>
    staff.call("POST", `/inquiries/${id}/replies`, { session, version: await version(id), body });
  const empty = await post({ subject: "", body: "  \n " });
  expect([empty.statusCode, empty.json().error]).toEqual([422, "Write the reply first."]);
  const long = await post({ subject: "", body: "a".repeat(5001) });
  expect(long.statusCode).toBe(422);
  expect(long.json().error).toBe("A reply can be at most 5,000 characters.");
  for (const subject of ["Hi\r\nBcc: everyone@example.com", "Hi\nBcc: x@example.com", "Hi\r"]) {
    const injected = await post({ subject, body: "Hello" });
    expect([injected.statusCode, injected.json().error]).toEqual([
      422,
      "The subject must be one line.",
    ]);
  }
  const badKey = await post({ subject: "", body: "Hello", savedReply: "x\r\nBcc: y" });
  expect(badKey.statusCode).toBe(400);
  const unknownKey = await post({ subject: "", body: "Hello", savedReply: "nope" });
  expect(unknownKey.statusCode).toBe(422);
  const extra = await post({ subject: "", body: "Hello", bcc: "x@example.com" });
  expect(extra.statusCode).toBe(400);
  // Without the version it was written from: refused before anything (decision 028).
  const noVersion = await staff.call("POST", `/inquiries/${id}/replies`, {
    session,
    body: { subject: "", body: "Hello" },
  });
  expect(noVersion.statusCode).toBe(428);
  expect(await staff.submissions.inbox.replies.of(id)).toEqual([]);
});

test("another team's inquiry is not found, and the attempt is audited", async () => {
  const { staff, inquiry, version } = await setUp();
  const id = await inquiry();
  const { session, person } = await staff.signUp(people.intake);
  for (const [method, url] of [
    ["GET", `/inquiries/${id}/replies`],
    ["POST", `/inquiries/${id}/replies`],
  ] as const) {
    const answer = await staff.call(method, url, {
      session,
      version: await version(id),
      body: { subject: "", body: "Hello" },
    });
    expect(answer.statusCode).toBe(404);
    expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({
      action: "denied",
      personId: person.id,
      inquiryId: id,
    });
  }
  expect(await staff.submissions.inbox.replies.of(id)).toEqual([]);
});

test("a reply written while a colleague replied is refused with their reply", async () => {
  const { staff, inquiry, version } = await setUp();
  const id = await inquiry();
  const fiona = await staff.signUp(people.foot);
  const sam = await staff.signUp(people.foot2);
  const seen = await version(id);
  const first = await staff.call("POST", `/inquiries/${id}/replies`, {
    session: sam.session,
    version: seen,
    body: { subject: "", body: "Sam's answer" },
  });
  expect(first.statusCode).toBe(200);
  const second = await staff.call("POST", `/inquiries/${id}/replies`, {
    session: fiona.session,
    version: seen,
    body: { subject: "", body: "Fiona's answer" },
  });
  expect(second.statusCode).toBe(409);
  expect(second.json()).toMatchObject({
    error: expect.stringContaining("Your text is kept"),
    replies: [expect.objectContaining({ author: "Sam", body: "Sam's answer" })],
    version: await version(id),
  });
  expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({ action: "reply refused" });
  // From the version the refusal gave, it goes.
  const again = await staff.call("POST", `/inquiries/${id}/replies`, {
    session: fiona.session,
    version: second.json().version,
    body: { subject: "", body: "Fiona's answer" },
  });
  expect(again.statusCode).toBe(200);
  expect(await staff.submissions.inbox.replies.of(id)).toHaveLength(2);
});

test("Not selected waits a day in the outbox, and can be cancelled until then", async () => {
  const { staff } = await setUp();
  const application = await staff.seed.application();
  const { session } = await staff.signUp(people.hiring);
  const form = (
    await staff.call("GET", `/applications/${application.id}/replies`, { session })
  ).json();
  expect(form.replyTo).toBe("careers@example.org");
  const notSelected = form.savedReplies.find(
    (each: { key: string }) => each.key === "not-selected",
  );
  expect(notSelected.delayDays).toBe(1);
  const sent = await staff.call("POST", `/applications/${application.id}/replies`, {
    session,
    version: await application.version(),
    body: { subject: "", body: notSelected.body, savedReply: "not-selected" },
  });
  expect(sent.statusCode).toBe(200);
  const [reply] = sent.json().replies;
  const replies = staff.applications.replies;
  // Held: not due now, due a day later.
  expect(await replies.due(10)).toEqual([]);
  expect(await replies.due(10, new Date(Date.now() + 86_400_000 + 1000))).toHaveLength(1);
  const cancelled = await staff.call(
    "POST",
    `/applications/${application.id}/replies/${reply.id}/cancel`,
    { session, version: await application.version() },
  );
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json().replies[0].cancelledAt).toEqual(expect.any(String));
  expect(await replies.due(10, new Date(Date.now() + 2 * 86_400_000))).toEqual([]);
  // Asked twice, it stays cancelled; one that went already cannot be cancelled.
  const twice = await staff.call(
    "POST",
    `/applications/${application.id}/replies/${reply.id}/cancel`,
    { session, version: await application.version() },
  );
  expect(twice.statusCode).toBe(200);
  const other = await staff.call("POST", `/applications/${application.id}/replies`, {
    session,
    version: await application.version(),
    body: { subject: "", body: "Hello" },
  });
  const gone = other.json().replies[1];
  await replies.markSent(gone.id);
  const late = await staff.call(
    "POST",
    `/applications/${application.id}/replies/${gone.id}/cancel`,
    { session, version: await application.version() },
  );
  expect([late.statusCode, late.json().error]).toEqual([
    409,
    "That reply went out already, or was cancelled.",
  ]);
  expect(await staff.store.auditRows({ action: "reply cancelled", limit: 1 })).toHaveLength(1);
  // Intake may not reply to an applicant: not found.
  const intake = await staff.signUp(people.intake);
  const refused = await staff.call("POST", `/applications/${application.id}/replies`, {
    session: intake.session,
    version: await application.version(),
    body: { subject: "", body: "Hello" },
  });
  expect(refused.statusCode).toBe(404);
  expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({ action: "denied" });
});

test("reading a record's replies is audited, naming the record and never a word of them", async () => {
  const { staff, inquiry, version } = await setUp();
  const id = await inquiry();
  const foot = await staff.signUp(people.foot);
  const hiring = await staff.signUp(people.hiring);
  const words = "Secret words of the reply";
  await staff.submissions.inbox.replies.queue(
    id,
    foot.person.id,
    heldReply(words),
    await version(id),
  );
  const application = await staff.seed.application();
  await staff.applications.replies.queue(
    application.id,
    hiring.person.id,
    heldReply(words),
    await application.version(),
  );

  const read = await staff.call("GET", `/inquiries/${id}/replies`, { session: foot.session });
  expect(read.json().replies[0].body).toBe(words);
  const row = (await staff.store.auditRows({ limit: 1 }))[0]!;
  expect(row).toMatchObject({ action: "replies read", personId: foot.person.id, inquiryId: id });

  const hired = await staff.call("GET", `/applications/${application.id}/replies`, {
    session: hiring.session,
  });
  expect(hired.statusCode).toBe(200);
  const applicationRow = (await staff.store.auditRows({ limit: 1 }))[0]!;
  expect(applicationRow).toMatchObject({ action: "replies read", personId: hiring.person.id });
  expect(JSON.parse(applicationRow.detail)).toEqual({ application: application.id });
  expect(JSON.stringify(await staff.store.auditRows())).not.toContain("Secret words");
});

describe("saved replies, which administrators edit", () => {
  const edit = {
    title: { en: "Please call us", fr: "Appelez-nous" },
    body: { en: "Please call us today.", fr: "Appelez-nous aujourd'hui, s'il vous plaît." },
  };
  const callUs = async (staff: Awaited<ReturnType<typeof setUp>>["staff"], team = "specialized") =>
    (await staff.store.savedReplies(team)).find((each) => each.key === "call-us")!;

  test("an administrator edits one from its version: the team's reply form offers the new words in the record's language, and the audit names it without its words", async () => {
    const { staff, inquiry } = await setUp();
    const admin = await staff.signUp(people.admin);
    const foot = await staff.signUp(people.foot);
    const list = (await staff.call("GET", "/saved-replies", { session: admin.session })).json();
    const specialized = list.teams.find((team: { team: string }) => team.team === "specialized");
    const listed = specialized.replies.find((each: { key: string }) => each.key === "call-us");
    expect(listed).toMatchObject({ version: 1, changedAt: null, changedBy: null });
    expect(list.teams.map((team: { team: string }) => team.team)).toContain("hiring");

    const changed = await staff.call("PATCH", "/saved-replies/specialized/call-us", {
      session: admin.session,
      body: { ...edit, version: listed.version },
    });
    expect(changed.statusCode).toBe(200);
    // Who changed it, by name (the page shows it), never an id.
    expect(changed.json().reply).toMatchObject({ ...edit, version: 2, changedBy: "Root" });
    const row = (await staff.store.auditRows({ limit: 1 }))[0]!;
    expect(row).toMatchObject({ action: "saved reply changed", personId: admin.person.id });
    expect(JSON.parse(row.detail)).toEqual({ team: "specialized", key: "call-us", version: 1 });
    expect(JSON.stringify(await staff.store.auditRows())).not.toContain("aujourd'hui");
    // Who changed it, by name, for the page.
    const again = (await staff.call("GET", "/saved-replies", { session: admin.session })).json();
    const now = again.teams
      .find((team: { team: string }) => team.team === "specialized")
      .replies.find((each: { key: string }) => each.key === "call-us");
    expect(now).toMatchObject({ changedBy: "Root", version: 2 });

    // The Foot Care team's form offers it, in French for a French inquiry; other teams keep theirs.
    const form = (
      await staff.call("GET", `/inquiries/${await inquiry("fr")}/replies`, {
        session: foot.session,
      })
    ).json();
    expect(form.savedReplies.find((each: { key: string }) => each.key === "call-us")).toMatchObject(
      { title: edit.title.en, body: edit.body.fr },
    );
    expect((await callUs(staff, "intake")).title.en).toBe("Please call us at…");
  });

  test("anyone but an administrator is refused on every saved-reply route (404, as for what is not theirs), audited, nothing changed", async () => {
    const { staff } = await setUp();
    const before = JSON.stringify(await staff.store.savedReplies("specialized"));
    for (const who of [people.foot, people.intake, people.hiring]) {
      const { session, person } = await staff.signUp(who);
      for (const [method, url, body] of [
        ["GET", "/saved-replies", undefined],
        ["POST", "/saved-replies/specialized", edit],
        ["PATCH", "/saved-replies/specialized/call-us", { ...edit, version: 1 }],
        ["DELETE", "/saved-replies/specialized/call-us", { version: 1 }],
      ] as const) {
        const before = (await staff.store.auditHead()).seq;
        const refused = await staff.call(method, url, { session, body });
        expect(refused.statusCode, `${who.name} ${method} ${url}`).toBe(404);
        expect(refused.body).not.toContain("Please call us at");
        // The gate refused it, and wrote so: a row of its own, not an address nobody answers.
        expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({
          seq: before + 1,
          action: "denied",
          personId: person.id,
        });
      }
    }
    expect(JSON.stringify(await staff.store.savedReplies("specialized"))).toBe(before);
    const anonymous = await staff.call("PATCH", "/saved-replies/specialized/call-us", {
      body: { ...edit, version: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test("an edit made from an older version is refused (409) with the reply as it is now, who changed it, and what was sent; nothing is written over", async () => {
    const { staff } = await setUp();
    const admin = await staff.signUp(people.admin);
    const other = await staff.signUp({ ...people.admin, email: "ada@example.org", name: "Ada" });
    const theirs = { ...edit, title: { en: "Call us, please", fr: "Appelez-nous, SVP" } };
    const first = await staff.call("PATCH", "/saved-replies/specialized/call-us", {
      session: other.session,
      body: { ...theirs, version: 1 },
    });
    expect(first.statusCode).toBe(200);
    const stale = await staff.call("PATCH", "/saved-replies/specialized/call-us", {
      session: admin.session,
      body: { ...edit, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: expect.stringContaining("your text is kept"),
      sent: edit,
      reply: { ...theirs, version: 2, changedBy: "Ada" },
    });
    expect(await callUs(staff)).toMatchObject({ ...theirs, version: 2 });
    const row = (await staff.store.auditRows({ limit: 1 }))[0]!;
    expect(row).toMatchObject({ action: "saved reply refused", personId: admin.person.id });
    expect(JSON.parse(row.detail)).toEqual({
      team: "specialized",
      key: "call-us",
      version: 1,
      now: 2,
    });
    // Removing from an older version is refused the same way.
    const removal = await staff.call("DELETE", "/saved-replies/specialized/call-us", {
      session: admin.session,
      body: { version: 1 },
    });
    expect(removal.statusCode).toBe(409);
    expect(await callUs(staff)).toBeDefined();
    // From the version now shown, it goes through.
    const fresh = await staff.call("PATCH", "/saved-replies/specialized/call-us", {
      session: admin.session,
      body: { ...edit, version: 2 },
    });
    expect(fresh.statusCode).toBe(200);
    expect(await callUs(staff)).toMatchObject({ ...edit, version: 3 });
  });

  test("hostile or broken input is refused, each field named, and nothing is written", async () => {
    const { staff } = await setUp();
    const admin = await staff.signUp(people.admin);
    const before = JSON.stringify(await staff.store.savedReplies("specialized"));
    const patch = (body: unknown, url = "/saved-replies/specialized/call-us") =>
      staff.call("PATCH", url, { session: admin.session, body });
    const issues = async (body: unknown) => {
      const answer = await patch(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      return answer.json().issues;
    };
    // A header cut short by a line break, in either language's name.
    expect(
      await issues({ ...edit, title: { en: "A\r\nBcc: x@example.org", fr: "B" }, version: 1 }),
    ).toEqual([{ field: "title.en", reason: "one-line" }]);
    expect(await issues({ ...edit, title: { en: "A", fr: "B\nC" }, version: 1 })).toEqual([
      { field: "title.fr", reason: "one-line" },
    ]);
    // Control characters in the words (line breaks and tabs are words' own).
    expect(
      await issues({ ...edit, body: { en: "Hello\u0000\u001b[31m", fr: "Bonjour" }, version: 1 }),
    ).toEqual([{ field: "body.en", reason: "control" }]);
    // Nothing written (spaces only), too long, a field it does not take, no version.
    expect(await issues({ ...edit, title: { en: "   ", fr: "B" }, version: 1 })).toEqual([
      { field: "title.en", reason: "too_small" },
    ]);
    expect(await issues({ ...edit, body: { en: "x".repeat(5001), fr: "y" }, version: 1 })).toEqual([
      { field: "body.en", reason: "too_big" },
    ]);
    expect(await issues({ ...edit, version: 1, delayDays: 0 })).toHaveLength(1);
    const polluting = JSON.parse('{"__proto__": {"admin": true}, "version": 1}') as object;
    // Refused by the JSON parser itself, before any code of ours reads it.
    expect((await patch({ ...edit, ...polluting })).statusCode).toBe(400);
    expect(await issues(edit)).toEqual([{ field: "version", reason: "invalid_type" }]);
    expect(await issues({ ...edit, version: "1" })).toEqual([
      { field: "version", reason: "invalid_type" },
    ]);
    // An address that names no team or no saved reply.
    for (const url of [
      "/saved-replies/nobody/call-us",
      "/saved-replies/specialized/no-such-reply",
      "/saved-replies/specialized/Call%20Us",
      "/saved-replies/__proto__/call-us",
      "/saved-replies/specialized/..%2F..%2Fpeople",
    ]) {
      const answer = await patch({ ...edit, version: 1 }, url);
      expect(answer.statusCode, url).toBe(404);
    }
    const added = await staff.call("POST", "/saved-replies/nobody", {
      session: admin.session,
      body: edit,
    });
    expect(added.statusCode).toBe(404);
    expect(JSON.stringify(await staff.store.savedReplies("specialized"))).toBe(before);
  });

  test("an administrator adds one, which the team's form offers, and removes one, which no start brings back", async () => {
    const { staff, inquiry } = await setUp();
    const admin = await staff.signUp(people.admin);
    const foot = await staff.signUp(people.foot);
    const added = await staff.call("POST", "/saved-replies/specialized", {
      session: admin.session,
      body: { ...edit, title: { en: "Ask for a good time", fr: "Demander un bon moment" } },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().reply).toMatchObject({
      key: "ask-for-a-good-time",
      version: 1,
      changedBy: "Root",
    });
    expect(JSON.parse((await staff.store.auditRows({ limit: 1 }))[0]!.detail)).toEqual({
      team: "specialized",
      key: "ask-for-a-good-time",
    });
    // The same name again gets a key of its own.
    const twice = await staff.call("POST", "/saved-replies/specialized", {
      session: admin.session,
      body: { ...edit, title: { en: "Ask for a good time", fr: "Demander un bon moment" } },
    });
    expect(twice.json().reply.key).toBe("ask-for-a-good-time-2");

    const removed = await staff.call("DELETE", "/saved-replies/specialized/call-us", {
      session: admin.session,
      body: { version: 1 },
    });
    expect(removed.statusCode).toBe(200);
    expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({
      action: "saved reply removed",
    });
    const gone = await staff.call("DELETE", "/saved-replies/specialized/call-us", {
      session: admin.session,
      body: { version: 2 },
    });
    expect(gone.statusCode).toBe(404);

    const form = (
      await staff.call("GET", `/inquiries/${await inquiry()}/replies`, { session: foot.session })
    ).json();
    const keys = form.savedReplies.map((each: { key: string }) => each.key);
    expect(keys).toEqual(["tried-to-call", "ask-for-a-good-time", "ask-for-a-good-time-2"]);
    // A reply can no longer start from the removed one.
    const refused = await staff.call("POST", `/inquiries/${await inquiry()}/replies`, {
      session: foot.session,
      version: 1,
      body: { subject: "", body: "Hello", savedReply: "call-us" },
    });
    expect(refused.statusCode).toBe(422);
    // Opened again, as at the server's next start: the seed does not bring it back.
    const { staff: reopened, close } = await openStaff(staff.dataDir);
    expect((await reopened.savedReplies("specialized")).map((each) => each.key)).toEqual(keys);
    expect((await reopened.savedReplies("intake")).map((each) => each.key)).toContain("call-us");
    await close();
  });
});
