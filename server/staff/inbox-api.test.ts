/**
 * The inbox's API as its users and an attacker would use it: each person sees their teams'
 * inquiries only, every view and change is audited, two people changing one inquiry never
 * overwrite each other silently, exports are audited and safe for spreadsheets, and the page's
 * background checks never keep an idle session alive.
 */
import { afterEach, expect, test } from "vitest";
import { inquiryFromBefore, validInquiry } from "../contact/test-support.ts";
import { staffApp } from "./test-support.ts";

let staff: Awaited<ReturnType<typeof staffApp>>;
afterEach(async () => {
  await staff?.close();
  staff = undefined!;
});

const people = {
  foot: { email: "fiona@example.org", name: "Fiona", teams: ["specialized"] },
  foot2: { email: "sam@example.org", name: "Sam", teams: ["specialized"] },
  intake: { email: "ana@example.org", name: "Ana", teams: ["intake"] },
  admin: { email: "root@example.org", name: "Root", teams: [], admin: true },
};

/** Three inquiries, as the visitor sends them: to Nursing, Foot Care and General. */
async function threeInquiries() {
  const save = async (recipient: string, name: string) =>
    (await staff.submissions.save({ ...validInquiry, recipient, name })).id;
  return {
    nursing: await save("Personal Care, Nursing & Senior Care Services", "Nora Nursing"),
    foot: await save("Foot Care", "Fred Foot"),
    general: await save("General Inquiry", "Gail General"),
  };
}

test("each person's inbox holds their teams' inquiries; an administrator's holds all", async () => {
  staff = await staffApp();
  const ids = await threeInquiries();
  const foot = await staff.signUp(people.foot);
  const intake = await staff.signUp(people.intake);
  const admin = await staff.signUp(people.admin);
  const names = async (session: string, query = "") =>
    (await staff.call("GET", `/inquiries${query}`, { session }))
      .json()
      .rows.map((row: { name: string }) => row.name);
  expect(await names(foot.session)).toEqual(["Fred Foot"]);
  expect(await names(intake.session)).toEqual(["Gail General"]);
  expect((await names(admin.session)).sort()).toEqual([
    "Fred Foot",
    "Gail General",
    "Nora Nursing",
  ]);
  // Asking for another team by its key in the address shows nothing of it.
  expect(await names(foot.session, "?team=intake")).toEqual(["Fred Foot"]);
  // The list view is audited with its filter and count, never the words searched.
  await staff.call("GET", "/inquiries?q=Fred", { session: foot.session });
  const [listed] = await staff.store.auditRows({ action: "inquiries listed", limit: 1 });
  expect(JSON.parse(listed!.detail)).toMatchObject({ count: 1, search: true });
  expect(listed!.detail).not.toContain("Fred");
  // Another team's inquiry by its id: not found, and the attempt is audited.
  const denied = await staff.call("GET", `/inquiries/${ids.nursing}`, { session: foot.session });
  expect(denied.statusCode).toBe(404);
  expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({
    action: "denied",
    personId: foot.person.id,
    inquiryId: ids.nursing,
  });
});

test("opening an inquiry shows every field, is audited, and marks it read for that person", async () => {
  staff = await staffApp();
  const { foot: id } = await threeInquiries();
  const foot = await staff.signUp(people.foot);
  const list = async () =>
    (await staff.call("GET", "/inquiries", { session: foot.session })).json().rows[0];
  expect((await list()).unread).toBe(true);
  const answer = await staff.call("GET", `/inquiries/${id}`, { session: foot.session });
  expect(answer.statusCode).toBe(200);
  const { inquiry, history, assignees, fields } = answer.json();
  expect(inquiry).toMatchObject({ ...validInquiry, name: "Fred Foot", status: "new" });
  // The best time to call back, beside the phone number, as the page lists the fields.
  expect(inquiry.callTime).toBe("Afternoon");
  expect(fields.slice(1, 3)).toEqual([
    { key: "phone", label: "Phone Number" },
    { key: "callTime", label: "Best time to call you back" },
  ]);
  expect(assignees.map((person: { name: string }) => person.name)).toEqual(["Fiona"]);
  expect(history[0]).toMatchObject({ action: "inquiry viewed", person: "Fiona" });
  expect((await list()).unread).toBe(false);
});

test("the best time to call back: no preference is said as such; an inquiry from before the form asked has none", async () => {
  staff = await staffApp();
  const before = inquiryFromBefore;
  const unchosen = (await staff.submissions.save({ ...validInquiry, callTime: "" })).id;
  const older = (await staff.submissions.save(before)).id;
  const foot = await staff.signUp(people.foot);
  const shown = async (id: string) =>
    (await staff.call("GET", `/inquiries/${id}`, { session: foot.session })).json().inquiry;
  expect(await shown(unchosen)).toMatchObject({ callTime: "" });
  expect(await shown(older)).not.toHaveProperty("callTime");
  const csv = await staff.call("GET", "/inquiries/export.csv", { session: foot.session });
  expect(csv.body).toContain("Best time to call you back");
});

test("an inquiry written in French says so to staff; older ones are English", async () => {
  staff = await staffApp();
  const french = (
    await staff.submissions.save({
      ...validInquiry,
      recipient: "Foot Care",
      language: "fr",
    })
  ).id;
  const english = (await staff.submissions.save({ ...validInquiry, recipient: "Foot Care" })).id;
  const foot = await staff.signUp(people.foot);
  const languageOf = async (id: string) =>
    (await staff.call("GET", `/inquiries/${id}`, { session: foot.session })).json().inquiry
      .language;
  expect(await languageOf(french)).toBe("fr");
  expect(await languageOf(english)).toBe("en");
});

test("assign, note and close: each change is audited and shows in the inquiry's history", async () => {
  staff = await staffApp();
  const { foot: id } = await threeInquiries();
  const foot = await staff.signUp(people.foot);
  const { session } = foot;
  let version = (await staff.call("GET", `/inquiries/${id}`, { session })).json().inquiry.version;
  const assigned = await staff.call("PATCH", `/inquiries/${id}`, {
    session,
    version,
    body: { assigneeId: foot.person.id, status: "in-progress" },
  });
  expect(assigned.statusCode).toBe(200);
  version = assigned.json().inquiry.version;
  const noted = await staff.call("POST", `/inquiries/${id}/notes`, {
    session,
    version,
    body: { text: "Called back; foot care visit booked for Tuesday." },
  });
  expect(noted.json().notes[0]).toMatchObject({
    author: "Fiona",
    text: expect.stringMatching(/Tuesday/),
  });
  const done = await staff.call("PATCH", `/inquiries/${id}`, {
    session,
    version,
    body: { status: "done" },
  });
  expect(done.json().inquiry).toMatchObject({ status: "done", assignee: "Fiona" });
  const actions = done.json().history.map((row: { action: string }) => row.action);
  expect(actions).toEqual(
    expect.arrayContaining(["assignee changed", "status changed", "note added", "inquiry viewed"]),
  );
  const status = done
    .json()
    .history.find(
      (row: { action: string; to: string }) => row.action === "status changed" && row.to === "Done",
    );
  expect(status).toMatchObject({ from: "In progress", to: "Done", person: "Fiona" });
  // The note's words stay out of the audit trail.
  expect((await staff.store.auditRows()).some((row) => row.detail.includes("Tuesday"))).toBe(false);
});

test("two people changing one inquiry at once: the second is told, gets the fresh state, and overwrites nothing", async () => {
  staff = await staffApp();
  const { foot: id } = await threeInquiries();
  const fiona = await staff.signUp(people.foot);
  const sam = await staff.signUp(people.foot2);
  const seen = (await staff.call("GET", `/inquiries/${id}`, { session: fiona.session })).json();
  await staff.call("GET", `/inquiries/${id}`, { session: sam.session });
  const first = await staff.call("PATCH", `/inquiries/${id}`, {
    session: fiona.session,
    version: seen.inquiry.version,
    body: { assigneeId: fiona.person.id },
  });
  expect(first.statusCode).toBe(200);
  const second = await staff.call("PATCH", `/inquiries/${id}`, {
    session: sam.session,
    version: seen.inquiry.version,
    body: { assigneeId: sam.person.id },
  });
  expect(second.statusCode).toBe(409);
  expect(second.json().error).toMatch(/Someone else changed this inquiry/);
  expect(second.json().inquiry).toMatchObject({ assignee: "Fiona" });
  expect((await staff.submissions.inbox.get(id))!.assigneeId).toBe(fiona.person.id);
});

test("only a member of the inquiry's team can be assigned; moving it to another team is one audited action", async () => {
  staff = await staffApp();
  const { foot: id } = await threeInquiries();
  const fiona = await staff.signUp(people.foot);
  const ana = await staff.signUp(people.intake);
  const get = async () =>
    (await staff.call("GET", `/inquiries/${id}`, { session: fiona.session })).json().inquiry;
  const outsider = await staff.call("PATCH", `/inquiries/${id}`, {
    session: fiona.session,
    version: (await get()).version,
    body: { assigneeId: ana.person.id },
  });
  expect(outsider.statusCode).toBe(422);
  await staff.call("PATCH", `/inquiries/${id}`, {
    session: fiona.session,
    version: (await get()).version,
    body: { assigneeId: fiona.person.id },
  });
  const version = (await get()).version;
  for (const bad of [
    { version, status: "closed" },
    { version, team: "nowhere" },
    { assigneeId: null },
  ]) {
    const refused = await staff.call("PATCH", `/inquiries/${id}`, {
      session: fiona.session,
      body: bad,
    });
    expect(refused.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
  }
  // The visitor chose the wrong recipient: it moves to intake, and leaves Fiona's reach.
  const moved = await staff.call("PATCH", `/inquiries/${id}`, {
    session: fiona.session,
    version: (await get()).version,
    body: { team: "intake" },
  });
  expect(moved.json()).toEqual({ movedAway: true, team: "intake" });
  expect(await staff.submissions.inbox.get(id)).toMatchObject({ team: "intake", assigneeId: null });
  expect(
    (await staff.store.auditRows({ inquiryId: id, limit: 2 })).map((row) => row.action),
  ).toEqual(["assignee changed", "inquiry moved"]);
  expect((await staff.call("GET", `/inquiries/${id}`, { session: fiona.session })).statusCode).toBe(
    404,
  );
  expect((await staff.call("GET", `/inquiries/${id}`, { session: ana.session })).statusCode).toBe(
    200,
  );
});

test("an export is the filtered view, safe for spreadsheets, audited once and for each inquiry", async () => {
  staff = await staffApp();
  await staff.submissions.save({
    ...validInquiry,
    recipient: "Foot Care",
    name: '=HYPERLINK("x")',
  });
  await staff.submissions.save({ ...validInquiry, recipient: "Flu Clinics", name: "Flo" });
  await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry", name: "Gail" });
  const { session } = await staff.signUp(people.foot);
  const csv = await staff.call("GET", "/inquiries/export.csv", { session });
  expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
  expect(csv.headers["content-disposition"]).toMatch(/attachment; filename="inquiries-/);
  expect(csv.body).toContain(`'=HYPERLINK(""x"")`);
  expect(csv.body).not.toContain("Gail");
  const json = await staff.call("GET", "/inquiries/export.json?q=flo", { session });
  expect(json.json().map((row: { name: string }) => row.name)).toEqual(["Flo"]);
  const exported = await staff.store.auditRows({ action: "inquiries exported" });
  expect(exported.map((row) => JSON.parse(row.detail))).toMatchObject([
    { format: "json", count: 1, search: true },
    { format: "csv", count: 2, search: false },
  ]);
  expect(await staff.store.auditRows({ action: "inquiry exported" })).toHaveLength(3);
});

test("a hold is an administrator's, and is audited", async () => {
  staff = await staffApp();
  const { foot: id } = await threeInquiries();
  const fiona = await staff.signUp(people.foot);
  const admin = await staff.signUp(people.admin);
  const held = await staff.call("POST", `/inquiries/${id}/hold`, {
    session: fiona.session,
    version: 1,
    body: { held: true },
  });
  expect(held.statusCode).toBe(404);
  const placed = await staff.call("POST", `/inquiries/${id}/hold`, {
    session: admin.session,
    version: 1,
    body: { held: true },
  });
  expect(placed.json().inquiry.held).toBe(true);
  // A hold is a change: from the version before it, lifting it is refused with what is now true.
  const stale = await staff.call("POST", `/inquiries/${id}/hold`, {
    session: admin.session,
    version: 1,
    body: { held: false },
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().inquiry).toMatchObject({ held: true, version: 2 });
  expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({
    action: "hold placed",
    inquiryId: id,
  });
});

test("the page's background check for changes tells ids only, and does not keep an idle session alive", async () => {
  staff = await staffApp({ idleMs: 1500 });
  const { foot: id } = await threeInquiries();
  const { session } = await staff.signUp(people.foot);
  const first = await staff.call("GET", "/inquiries/changes?since=0", { session });
  expect(first.json()).toEqual({ seq: expect.any(Number), changed: [id] });
  const before = (await staff.store.auditHead()).seq;
  for (let check = 0; check < 4; check++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await staff.call("GET", `/inquiries/changes?since=${first.json().seq}`, { session });
  }
  // Two seconds of background checks, no activity: the session has ended.
  expect((await staff.call("GET", "/inquiries", { session })).statusCode).toBe(401);
  expect((await staff.store.auditRows({ limit: 1 }))[0]!.seq).toBeGreaterThan(before);
  expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({
    action: "session expired",
  });
});

test("hostile ids and bodies: not found or refused, audited, nothing changed", async () => {
  staff = await staffApp();
  const { foot: id } = await threeInquiries();
  const { session, person } = await staff.signUp(people.foot);
  for (const hostile of [
    "' OR 1=1 --",
    "..%2F..%2Fstaff",
    "x".repeat(90),
    "%00",
    id.toUpperCase(),
  ]) {
    const answer = await staff.call("GET", `/inquiries/${hostile}`, { session });
    expect(answer.statusCode, hostile).toBe(404);
    expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({
      action: "denied",
      personId: person.id,
    });
  }
  const version = (await staff.submissions.inbox.get(id))!.version;
  for (const body of [
    { version: 1, status: "done" },
    { status: { $ne: null } },
    { assigneeId: ["x"] },
    { team: "__proto__" },
  ]) {
    const answer = await staff.call("PATCH", `/inquiries/${id}`, { session, version, body });
    expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
  }
  // A version that is not one entity tag: a list, a weak tag, a wildcard, a number unquoted.
  for (const tag of ['"1", "2"', 'W/"1"', "*", "1", '"-1"', '"1e3"', '"0"']) {
    const answer = await staff.call("PATCH", `/inquiries/${id}`, {
      session,
      headers: { "if-match": tag },
      body: { status: "done" },
    });
    expect(answer.statusCode, tag).toBe(400);
  }
  const tooLong = await staff.call("POST", `/inquiries/${id}/notes`, {
    session,
    version,
    body: { text: "x".repeat(5001) },
  });
  expect(tooLong.statusCode).toBe(422);
  expect(await staff.submissions.inbox.get(id)).toMatchObject({
    version,
    status: "new",
    assigneeId: null,
  });
  expect(await staff.submissions.inbox.notes(id)).toEqual([]);
});

test("assignment fits the team: an administrator takes any inquiry, a member any of their teams', each change audited with who and to whom", async () => {
  staff = await staffApp();
  const { nursing } = await threeInquiries();
  // An administrator who works in intake, and a member of care (the Nursing inquiry's team).
  const ada = await staff.signUp({ ...people.admin, teams: ["intake"] });
  const cara = await staff.signUp({ email: "cara@example.org", name: "Cara", teams: ["care"] });
  const ana = await staff.signUp(people.intake);
  const version = async () => (await staff.submissions.inbox.get(nursing))!.version;
  const { assignees } = (
    await staff.call("GET", `/inquiries/${nursing}`, { session: cara.session })
  ).json();
  expect(assignees.map((person: { name: string }) => person.name).sort()).toEqual(["Cara", "Root"]);
  // The administrator takes the Care inquiry herself.
  const taken = await staff.call("PATCH", `/inquiries/${nursing}`, {
    session: ada.session,
    version: await version(),
    body: { assigneeId: ada.person.id },
  });
  expect(taken.statusCode).toBe(200);
  expect(taken.json().inquiry.assignee).toBe("Root");
  // The care member takes it over.
  const over = await staff.call("PATCH", `/inquiries/${nursing}`, {
    session: cara.session,
    version: await version(),
    body: { assigneeId: cara.person.id },
  });
  expect(over.json().inquiry.assignee).toBe("Cara");
  // Someone of another team, not an administrator, can be given nothing of care's.
  const outsider = await staff.call("PATCH", `/inquiries/${nursing}`, {
    session: cara.session,
    version: await version(),
    body: { assigneeId: ana.person.id },
  });
  expect(outsider.statusCode).toBe(422);
  const rows = await staff.store.auditRows({ inquiryId: nursing, action: "assignee changed" });
  expect(rows.map((row) => [row.personId, JSON.parse(row.detail)])).toEqual([
    [cara.person.id, { field: "assigneeId", from: ada.person.id, to: cara.person.id, version: 2 }],
    [ada.person.id, { field: "assigneeId", from: null, to: ada.person.id, version: 1 }],
  ]);
});

test("logging a call: reaching the caller moves New to In progress, a next attempt makes it due, all audited without the note", async () => {
  staff = await staffApp();
  const { foot: id } = await threeInquiries();
  const fiona = await staff.signUp(people.foot);
  const { session } = fiona;
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "America/Toronto",
  });
  const voicemail = await staff.call("POST", `/inquiries/${id}/calls`, {
    session,
    version: 1,
    body: {
      outcome: "voicemail",
      note: "Left a message about Tuesday",
      nextAttempt: `${tomorrow}T09:30`,
    },
  });
  expect(voicemail.statusCode).toBe(200);
  const after = voicemail.json();
  expect(after.inquiry).toMatchObject({ status: "new", firstContactAt: expect.any(String) });
  expect(
    new Date(after.inquiry.dueAt).toLocaleString("en-CA", {
      timeZone: "America/Toronto",
      hourCycle: "h23",
    }),
  ).toMatch(/09:30:00/);
  expect(after.calls).toEqual([
    expect.objectContaining({
      outcome: "voicemail",
      author: "Fiona",
      note: "Left a message about Tuesday",
    }),
  ]);
  // In the Due view (due by tomorrow is not today): not yet; in the person's queue, with its time.
  const due = await staff.call("GET", "/inquiries?status=due", { session });
  expect(due.json().total).toBe(0);

  const reached = await staff.call("POST", `/inquiries/${id}/calls`, {
    session,
    version: 1,
    body: { outcome: "reached" },
  });
  expect(reached.json().inquiry).toMatchObject({ status: "in-progress", dueAt: null });
  const audit = await staff.store.auditRows({ inquiryId: id, limit: 3 });
  expect(audit.map((row) => row.action)).toEqual(["status changed", "call logged", "call logged"]);
  expect(JSON.parse(audit[1]!.detail)).toMatchObject({
    outcome: "reached",
    nextAttemptAt: null,
    note: false,
  });
  expect(JSON.parse(audit[2]!.detail)).toMatchObject({ outcome: "voicemail", note: true });
  expect((await staff.store.auditRows()).some((row) => row.detail.includes("Tuesday"))).toBe(false);

  // Wrong shapes are 400 with the field named; a time already past is refused in words.
  for (const body of [
    {},
    { outcome: "shouted" },
    { outcome: "reached", nextAttempt: "tomorrow" },
    { outcome: "reached", note: 12 },
    { outcome: "reached", note: "x".repeat(2001) },
    { outcome: "reached", extra: true },
    { outcome: ["reached"] },
  ]) {
    const refused = await staff.call("POST", `/inquiries/${id}/calls`, {
      session,
      version: 2,
      body,
    });
    expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    expect(refused.json().error).toMatch(/not what this address takes: \w+/);
  }
  const past = await staff.call("POST", `/inquiries/${id}/calls`, {
    session,
    version: 2,
    body: { outcome: "no-answer", nextAttempt: "2020-01-06T09:00" },
  });
  expect(past.statusCode).toBe(422);
  const notADay = await staff.call("POST", `/inquiries/${id}/calls`, {
    session,
    version: 2,
    body: { outcome: "no-answer", nextAttempt: "2027-02-30T09:00" },
  });
  expect(notADay.statusCode).toBe(422);
  expect(await staff.submissions.inbox.calls(id)).toHaveLength(2);
});

test("the list: open work by default, overdue first, Done one click away, counts per status and team", async () => {
  staff = await staffApp();
  const save = async (name: string, recipient: string, receivedAt = new Date()) =>
    (await staff.submissions.save({ ...validInquiry, name, recipient }, undefined, receivedAt)).id;
  await save("Olga Overdue", "Foot Care", new Date(Date.now() - 9 * 86_400_000));
  await save("Nina New", "Foot Care");
  const done = await save("Dora Done", "Foot Care");
  await save("Gail General", "General Inquiry");
  await staff.submissions.inbox.update(done, 1, { status: "done" });
  const member = await staff.signUp({ ...people.foot, teams: ["specialized", "intake"] });
  const list = async (query = "") =>
    (await staff.call("GET", `/inquiries${query}`, { session: member.session })).json();
  const open = await list();
  expect(open.view).toBe("open");
  expect(open.rows.map((row: { name: string }) => row.name)).toEqual([
    "Olga Overdue",
    "Gail General",
    "Nina New",
  ]);
  expect(open.rows.map((row: { overdue: boolean }) => row.overdue)).toEqual([true, false, false]);
  expect(open.counts).toMatchObject({
    open: 3,
    overdue: 1,
    byStatus: { new: 3, done: 1, spam: 0 },
    openByTeam: { specialized: 2, intake: 1 },
  });
  expect((await list("?status=done")).rows.map((row: { name: string }) => row.name)).toEqual([
    "Dora Done",
  ]);
  expect((await list("?status=due")).rows.map((row: { name: string }) => row.name)).toEqual([
    "Olga Overdue",
  ]);
  // A GET form's empty fields mean no filter.
  expect((await list("?team=&from=&to=&q=&status=")).total).toBe(3);
  // The navigation's counts: New and overdue, no words.
  const counts = await staff.call("GET", "/inquiries/counts", { session: member.session });
  expect(counts.json()).toEqual({ new: 3, open: 3, due: 1, overdue: 1 });
  // A wrong shape in the address is a 400 that names it, never a 500.
  for (const query of ["?status=bogus", "?page=abc", "?status=new&status=done", "?from=monday"]) {
    const refused = await staff.call("GET", `/inquiries${query}`, { session: member.session });
    expect(refused.statusCode, query).toBe(400);
    expect(refused.json().error, query).toMatch(/not what this address takes/);
  }
});

test("a job seeker's message sent through the contact form is moved to Hiring: intake no longer reads it, the hiring team does (issue 27, item 7)", async () => {
  staff = await staffApp();
  const id = (
    await staff.submissions.save({
      ...validInquiry,
      recipient: "General Inquiry",
      name: "Jo Seeker",
      message: "I am a PSW looking for work in Peel.",
    })
  ).id;
  const intake = await staff.signUp(people.intake);
  const hiring = await staff.signUp({ email: "hana@example.org", name: "Hana", teams: ["hiring"] });
  // Before the move: intake's, not hiring's (the hiring team does not read inquiries).
  expect(
    (await staff.call("GET", `/inquiries/${id}`, { session: hiring.session })).statusCode,
  ).toBe(404);
  const { version } = (
    await staff.call("GET", `/inquiries/${id}`, { session: intake.session })
  ).json().inquiry;
  const moved = await staff.call("PATCH", `/inquiries/${id}`, {
    session: intake.session,
    version,
    body: { team: "hiring" },
  });
  expect(moved.json()).toEqual({ movedAway: true, team: "hiring" });
  expect(
    (await staff.call("GET", `/inquiries/${id}`, { session: intake.session })).statusCode,
  ).toBe(404);
  const read = await staff.call("GET", `/inquiries/${id}`, { session: hiring.session });
  expect(read.statusCode).toBe(200);
  expect(read.json().inquiry).toMatchObject({ name: "Jo Seeker", team: "hiring" });
  expect((await staff.store.auditRows({ inquiryId: id, limit: 1 }))[0]!.action).toBe(
    "inquiry viewed",
  );
});

test("search looks in every status unless a view narrows it; the same person's other inquiries are linked within the reader's teams only, and audited (issue 38, item 2)", async () => {
  staff = await staffApp();
  const save = async (fields: Partial<typeof validInquiry>, recipient: string) =>
    (await staff.submissions.save({ ...validInquiry, ...fields, recipient })).id;
  const first = await save(
    { name: "Dora Twice", email: "Dora@Example.org", phone: "" },
    "Foot Care",
  );
  const second = await save(
    { name: "Dora Twice", email: "dora@example.org", phone: "416-555-0123" },
    "Foot Care",
  );
  // The same number written another way, in another team the reader may not see.
  const elsewhere = await save(
    { name: "Dora T.", email: "other@example.org", phone: "+1 (416) 555-0123" },
    "Personal Care, Nursing & Senior Care Services",
  );
  const byPhone = await save(
    { name: "D. Twice", email: "third@example.org", phone: "1-416-555-0123" },
    "Foot Care",
  );
  await save(
    { name: "Someone Else", email: "else@example.org", phone: "416-555-0999" },
    "Foot Care",
  );
  await staff.submissions.inbox.update(first, 1, { status: "done" });
  const foot = await staff.signUp(people.foot);
  const admin = await staff.signUp(people.admin);
  const names = async (query: string) =>
    (await staff.call("GET", `/inquiries${query}`, { session: foot.session }))
      .json()
      .rows.map((row: { id: string }) => row.id);
  // From the default view (open work), the Done one is found too; a view chosen narrows.
  expect((await names("?q=dora")).sort()).toEqual([first, second].sort());
  expect(await names("?q=dora&status=open")).toEqual([second]);
  expect(await names("?q=dora&status=done")).toEqual([first]);
  expect(await names("")).not.toContain(first);

  const relatedOf = async (id: string, session = foot.session) =>
    (await staff.call("GET", `/inquiries/${id}`, { session }))
      .json()
      .related.map((row: { id: string }) => row.id);
  // By e-mail (letter case aside) and by phone (however written); never another team's.
  expect(await relatedOf(second)).toEqual([byPhone, first]);
  expect(await relatedOf(first)).toEqual([second]);
  expect(await relatedOf(byPhone)).toEqual([second]);
  // An administrator reads every team: the other team's one is theirs to see.
  expect(await relatedOf(second, admin.session)).toEqual([byPhone, elsewhere, first]);
  const [audited] = await staff.store.auditRows({ action: "related inquiries listed", limit: 1 });
  expect(audited).toMatchObject({ personId: admin.person.id });
  expect(JSON.parse(audited!.detail)).toEqual({
    of: second,
    count: 3,
    ids: [byPhone, elsewhere, first].join(" "),
  });
  expect(audited!.detail).not.toContain("Dora");
});
