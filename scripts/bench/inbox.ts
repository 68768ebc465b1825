/**
 * The staff inbox with 50,000 inquiries: how long the list's first page and a search take, in the
 * data layer and through the staff API (gate, session, policy, audit row and all), each as a
 * median and 95th percentile of repeated calls, with `GET /api/staff/me` (the gate and a session,
 * no inquiries) as the reference measured in the same run.
 *
 * The data lives on tmpfs (/dev/shm) so that seeding 50,000 inquiries one by one, each committed
 * as the receiver commits it, takes seconds; the figures therefore leave out the disk's own sync
 * time for the audit row each API call writes.
 */
import { recipients as choices } from "../../content/inquiry-form.ts";
import { performance } from "node:perf_hooks";
import { everyTeam } from "../../server/contact/inbox.ts";

/** Time for `work`, median and 95th percentile over `times` calls, in ms. */
async function timeIt(times: number, work: () => unknown) {
  const samples: number[] = [];
  await work();
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(times / 2)]!, p95: samples[Math.floor(times * 0.95)]! };
}

const words = [
  "My mother needs help with bathing and meals after her hip surgery.",
  "Ma mère vit avec la démence; nous cherchons des soins à domicile.",
  "Looking for a foot care appointment for my father, who has diabetes.",
  "Can a nurse visit twice a week to change dressings?",
  "Is there a flu clinic near Brampton this month?",
];

export async function benchInbox(count = 50_000) {
  process.env.TMPDIR = "/dev/shm";
  const { staffApp } = await import("../../server/staff/test-support.ts");
  const staff = await staffApp();
  const recipients = choices.map((recipient) => recipient.label);
  const seedStart = performance.now();
  for (let i = 0; i < count; i++) {
    const { id } = staff.submissions.save({
      name: `Person ${i} ${["Tremblay", "Singh", "Nguyen", "Silva", "Côté"][i % 5]}`,
      phone: `416-555-${String(i % 10_000).padStart(4, "0")}`,
      relationship: "I am the relative/caregiver of a client",
      recipient: recipients[i % recipients.length]!,
      subject: "Service Request",
      email: `person${i}@example.org`,
      message: `${words[i % words.length]} (${i})`,
    });
    // Most are answered: a quarter still open, a few marked Spam.
    if (i % 4 !== 0)
      staff.submissions.inbox.update(id, 1, { status: i % 50 === 1 ? "spam" : "done" });
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const { session } = await staff.signUp({
    email: "bench@example.org",
    name: "Bench",
    teams: [],
    admin: true,
  });
  const inbox = staff.submissions.inbox;
  const page = { offset: 0, limit: 25 };
  const times = 30;
  const get = (url: string) => () => staff.call("GET", url, { session });
  const rows = {
    "data layer: first page (all teams)": await timeIt(times, () =>
      inbox.list({ teams: everyTeam }, page, "someone"),
    ),
    'data layer: search "demence"': await timeIt(times, () =>
      inbox.list({ teams: everyTeam, search: "demence" }, page, "someone"),
    ),
    "data layer: one team, New only": await timeIt(times, () =>
      inbox.list({ teams: ["specialized"], status: "new" }, page, "someone"),
    ),
    "API: GET /me (reference)": await timeIt(times, get("/me")),
    "API: GET /inquiries": await timeIt(times, get("/inquiries")),
    "API: GET /inquiries?q=demence": await timeIt(times, get("/inquiries?q=demence")),
    "API: GET /inquiries?q=person4242": await timeIt(times, get("/inquiries?q=person4242")),
  };
  const total = inbox.list({ teams: everyTeam, status: "all" }, page).total;
  await staff.close();
  return { count: total, seedSeconds, rows, reference: rows["API: GET /me (reference)"].median };
}
