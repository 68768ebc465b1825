/**
 * Presence (decision 028) as two coordinators and an attacker would meet it: a colleague on the
 * same inquiry is named within one heartbeat, editing or viewing; nobody learns of another team's
 * inquiries; a tab that leaves, goes quiet or signs out is forgotten; the list can leave out what
 * a colleague has open; nothing of the inquiry travels in presence, and none of it is audited.
 */
import { afterEach, expect, test } from "vitest";
import { validInquiry } from "../contact/test-support.ts";
import { saveApplication } from "./application-test-support.ts";
import { presenceTtlMs } from "./store.ts";
import { staffApp } from "./test-support.ts";

let staff: Awaited<ReturnType<typeof staffApp>>;
afterEach(async () => {
  await staff?.close();
  staff = undefined!;
});

const people = {
  ana: { email: "ana@example.org", name: "Ana Lee", teams: ["intake"] },
  carl: { email: "carl@example.org", name: "Carl Nguyen", teams: ["intake"] },
  fiona: { email: "fiona@example.org", name: "Fiona", teams: ["specialized"] },
  hana: { email: "hana@example.org", name: "Hana", teams: ["hiring"] },
};

const tab = (n: number) => `tab-${n}-0123456789`;

async function beat(session: string, id: string, tabId: string, editing = false) {
  return staff.call("POST", `/inquiries/${id}/presence`, {
    session,
    body: { tab: tabId, editing },
  });
}

test("a colleague on the same inquiry is named, viewing then editing, with its version; the caller is never listed", async () => {
  staff = await staffApp();
  const id = (await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" })).id;
  const ana = await staff.signUp(people.ana);
  const carl = await staff.signUp(people.carl);
  const first = await beat(ana.session, id, tab(1));
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ others: [], version: 1 });
  expect((await beat(carl.session, id, tab(2))).json().others).toEqual([
    { name: "Ana Lee", editing: false },
  ]);
  await beat(carl.session, id, tab(2), true);
  expect((await beat(ana.session, id, tab(1))).json().others).toEqual([
    { name: "Carl Nguyen", editing: true },
  ]);
  // The same person in two tabs is one colleague, editing if either tab is.
  await beat(carl.session, id, tab(3), false);
  expect((await beat(ana.session, id, tab(1))).json().others).toEqual([
    { name: "Carl Nguyen", editing: true },
  ]);
  // Presence says who and whether editing: no word of the inquiry, and no audit row.
  const before = (await staff.store.auditHead()).seq;
  const answer = await beat(ana.session, id, tab(1));
  expect(answer.body).not.toContain(validInquiry.message.slice(0, 20));
  expect(answer.body).not.toContain(validInquiry.email);
  expect((await staff.store.auditHead()).seq).toBe(before);
});

test("leaving, going quiet for 15 s and signing out each end a tab's presence", async () => {
  staff = await staffApp();
  const id = (await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" })).id;
  const ana = await staff.signUp(people.ana);
  const carl = await staff.signUp(people.carl);
  const others = async () => (await beat(ana.session, id, tab(1))).json().others;

  await beat(carl.session, id, tab(2));
  expect(await others()).toHaveLength(1);
  const left = await staff.call("POST", "/presence/leave", {
    session: carl.session,
    body: { tab: tab(2) },
  });
  expect(left.statusCode).toBe(200);
  expect(await others()).toEqual([]);

  // A tab last heard from longer ago than the limit is gone (a closed laptop, a lost network).
  await staff.store.markPresent(
    {
      sessionId: carl.session,
      tab: tab(2),
      personId: carl.person.id,
      kind: "inquiry",
      recordId: id,
      editing: true,
    },
    new Date(Date.now() - presenceTtlMs - 1000),
  );
  expect(await others()).toEqual([]);

  await beat(carl.session, id, tab(2));
  expect(await others()).toHaveLength(1);
  await staff.call("POST", "/sign-out", { session: carl.session });
  expect(await others()).toEqual([]);
});

test("another team's inquiry: its presence is not found (audited) and never listed; a forged tab id is refused", async () => {
  staff = await staffApp();
  const general = (await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" }))
    .id;
  const ana = await staff.signUp(people.ana);
  const fiona = await staff.signUp(people.fiona);
  await beat(ana.session, general, tab(1), true);

  const denied = await beat(fiona.session, general, tab(2));
  expect(denied.statusCode).toBe(404);
  expect((await staff.store.auditRows({ limit: 1 }))[0]).toMatchObject({
    action: "denied",
    personId: fiona.person.id,
    inquiryId: general,
  });
  const list = await staff.call("GET", "/inquiries/presence", { session: fiona.session });
  expect(list.json()).toEqual({ present: {} });
  // Not signed in: nothing.
  expect((await staff.call("GET", "/inquiries/presence")).statusCode).toBe(401);

  for (const forged of ["../x", "a", "x".repeat(65), "<script>", "tab id with spaces"]) {
    const answer = await beat(ana.session, general, forged);
    expect(answer.statusCode, forged).toBe(400);
  }
});

test("the list names who has each inquiry open, and `free=1` leaves those out", async () => {
  staff = await staffApp();
  const save = async (name: string) =>
    (await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry", name })).id;
  const oldest = await save("Olive Oldest");
  await save("Nina Newer");
  const ana = await staff.signUp(people.ana);
  const carl = await staff.signUp(people.carl);
  await beat(carl.session, oldest, tab(2));

  const present = await staff.call("GET", "/inquiries/presence", { session: ana.session });
  expect(present.json()).toEqual({
    present: { [oldest]: [{ name: "Carl Nguyen", editing: false }] },
  });
  // Carl's own list does not name him.
  expect(
    (await staff.call("GET", "/inquiries/presence", { session: carl.session })).json(),
  ).toEqual({ present: {} });

  const names = async (query: string) =>
    (await staff.call("GET", `/inquiries${query}`, { session: ana.session }))
      .json()
      .rows.map((row: { name: string }) => row.name);
  expect((await names("")).sort()).toEqual(["Nina Newer", "Olive Oldest"]);
  expect(await names("?free=1")).toEqual(["Nina Newer"]);
  const { total } = (await staff.call("GET", "/inquiries?free=1", { session: ana.session })).json();
  expect(total).toBe(1);
  // Carl's own open inquiry stays in his own free list: only colleagues count.
  const carls = (await staff.call("GET", "/inquiries?free=1", { session: carl.session })).json();
  expect(carls.total).toBe(2);
});

test("applications: the hiring team sees who has one open; intake is told it does not exist", async () => {
  staff = await staffApp();
  const { id } = await saveApplication(staff.applications, staff.files);
  const hana = await staff.signUp(people.hana);
  const root = await staff.signUp({
    email: "root@example.org",
    name: "Root",
    teams: [],
    admin: true,
  });
  const ana = await staff.signUp(people.ana);
  const path = `/applications/${id}/presence`;
  const first = await staff.call("POST", path, {
    session: hana.session,
    body: { tab: tab(1), editing: true },
  });
  expect(first.statusCode).toBe(200);
  const second = await staff.call("POST", path, {
    session: root.session,
    body: { tab: tab(2), editing: false },
  });
  expect(second.json().others).toEqual([{ name: "Hana", editing: true }]);
  // The application's own version, raised by a change: what its page compares with its own.
  expect(second.json().version).toBe(1);
  await staff.applications.addNote(id, "Called her.", "p1");
  const third = await staff.call("POST", path, {
    session: root.session,
    body: { tab: tab(2), editing: false },
  });
  expect(third.json().version).toBe(2);
  expect(
    (await staff.call("GET", "/applications/presence", { session: root.session })).json(),
  ).toEqual({ present: { [id]: [{ name: "Hana", editing: true }] } });

  expect(
    (
      await staff.call("POST", path, {
        session: ana.session,
        body: { tab: tab(3), editing: false },
      })
    ).statusCode,
  ).toBe(404);
  expect(
    (await staff.call("GET", "/applications/presence", { session: ana.session })).statusCode,
  ).toBe(404);
  const missing = await staff.call(
    "POST",
    "/applications/00000000-0000-4000-8000-000000000000/presence",
    {
      session: hana.session,
      body: { tab: tab(1), editing: false },
    },
  );
  expect(missing.statusCode).toBe(404);
});
