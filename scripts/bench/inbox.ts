/**
 * The staff inbox with 50,000 inquiries: how long the list (open work with the overdue first, the
 * Due view, Done), the counts and a search take, in the data layer and through the staff API (gate, session, policy, audit row and all), each as a
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
export async function timeIt(times: number, work: () => unknown) {
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

/** Messages as visitors write them, for seeding: both languages, a few illnesses. */
export const words = [
  "My mother needs help with bathing and meals after her hip surgery.",
  "Ma mère vit avec la démence; nous cherchons des soins à domicile.",
  "Looking for a foot care appointment for my father, who has diabetes.",
  "Can a nurse visit twice a week to change dressings?",
  "Is there a flu clinic near Brampton this month?",
];

/**
 * An inquiry's change at this size through the gate and the store's compare-and-swap: from the
 * current version (accepted: the row, its audit rows and the answer's detail), and from a stale
 * one (refused with the inquiry now and what changed since).
 */
async function changeRows(
  staff: Awaited<ReturnType<typeof import("../../server/staff/test-support.ts").staffApp>>,
  session: string,
  times: number,
) {
  const { id } = (
    await staff.submissions.inbox.list(
      { teams: everyTeam, status: "open" },
      { offset: 0, limit: 1 },
      "someone",
    )
  ).rows[0]!;
  let status = "waiting";
  const current = async () => {
    status = status === "waiting" ? "in-progress" : "waiting";
    return staff.call("PATCH", `/inquiries/${id}`, {
      session,
      version: (await staff.submissions.inbox.get(id))!.version,
      body: { status },
    });
  };
  return {
    "API: PATCH /inquiries/:id (current)": await timeIt(times, current),
    "API: PATCH /inquiries/:id (stale: 409)": await timeIt(times, () =>
      staff.call("PATCH", `/inquiries/${id}`, { session, version: 1, body: { status: "done" } }),
    ),
  };
}

/** Presence's calls at this size, with 20 colleagues each on an open inquiry of their own. */
async function presenceRows(
  staff: Awaited<ReturnType<typeof import("../../server/staff/test-support.ts").staffApp>>,
  session: string,
  times: number,
) {
  const open = (
    await staff.submissions.inbox.list(
      { teams: everyTeam, status: "open" },
      { offset: 0, limit: 21 },
      "someone",
    )
  ).rows.map((row) => row.id);
  for (let i = 0; i < 20; i++) {
    const colleague = await staff.signUp({
      email: `colleague${i}@example.org`,
      name: `Colleague ${i}`,
      teams: ["intake", "care", "specialized"],
      admin: false,
    });
    await staff.call("POST", `/inquiries/${open[i + 1]}/presence`, {
      session: colleague.session,
      body: { tab: `bench-tab-${i}-0000`, editing: i % 2 === 0 },
    });
  }
  const heartbeat = () =>
    staff.call("POST", `/inquiries/${open[0]}/presence`, {
      session,
      body: { tab: "bench-tab-me-0000", editing: false },
    });
  return {
    "API: POST …/presence (heartbeat)": await timeIt(times, heartbeat),
    "API: GET /inquiries/presence": await timeIt(times, () =>
      staff.call("GET", "/inquiries/presence", { session }),
    ),
    "API: GET /inquiries?free=1": await timeIt(times, () =>
      staff.call("GET", "/inquiries?free=1", { session }),
    ),
  };
}

export async function benchInbox(buildDir: string, count = 50_000, applicationCount = 5_000) {
  process.env.TMPDIR = "/dev/shm";
  const { staffApp } = await import("../../server/staff/test-support.ts");
  const staff = await staffApp();
  const recipients = choices.map((recipient) => recipient.label);
  const seedStart = performance.now();
  const now = Date.now();
  const inbox = staff.submissions.inbox;
  for (let i = 0; i < count; i++) {
    // One every five minutes, the last one now: about half a year of inquiries.
    const receivedAt = new Date(now - (count - i) * 5 * 60_000);
    const { id } = await staff.submissions.save(
      {
        name: `Person ${i} ${["Tremblay", "Singh", "Nguyen", "Silva", "Côté"][i % 5]}`,
        phone: `416-555-${String(i % 10_000).padStart(4, "0")}`,
        relationship: "I am the relative/caregiver of a client",
        recipient: recipients[i % recipients.length]!,
        subject: "Service Request",
        email: `person${i}@example.org`,
        message: `${words[i % words.length]} (${i})`,
      },
      undefined,
      receivedAt,
    );
    // Most are answered: a quarter still open, a few marked Spam. Of the open ones, one in ten
    // has a call planned (some already past: overdue), one in forty is still New and past the
    // promise (overdue), the rest are being worked on; the last two days' are New.
    const recent = now - receivedAt.getTime() < 2 * 86_400_000;
    if (i % 4 !== 0)
      await inbox.update(id, 1, { status: i % 50 === 1 ? "spam" : "done" }, receivedAt);
    else if (i % 40 === 0)
      await inbox.logCall(id, "bench", {
        outcome: "voicemail",
        nextAttemptAt: new Date(now + ((i % 80) - 40) * 3_600_000).toISOString(),
      });
    // Being worked on: someone reached them (the first contact), which makes it In progress.
    else if (!recent && i % 160 !== 4)
      await inbox.logCall(id, "bench", { outcome: "reached" }, receivedAt);
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const { session } = await staff.signUp({
    email: "bench@example.org",
    name: "Bench",
    teams: [],
    admin: true,
  });
  // The hiring side beside them (issue 38): its rows are timed after the inbox's.
  const { seedApplications, hiringRows } = await import("./applications.ts");
  const hiringSeed = await seedApplications(staff, applicationCount);
  const page = { offset: 0, limit: 25 };
  const times = 30;
  // An inquiry whose number four others share (the seed's numbers repeat every 10,000).
  const samePerson = (
    await inbox.list({ teams: everyTeam, status: "all", search: "person4242" }, page)
  ).rows[0]!.id;
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
    "data layer: counts (nav and filter)": await timeIt(times, () => inbox.counts(everyTeam)),
    "data layer: Due view": await timeIt(times, () =>
      inbox.list({ teams: everyTeam, status: "due" }, page, "someone"),
    ),
    "API: GET /me (reference)": await timeIt(times, get("/me")),
    "API: GET /inquiries (open, overdue 1st)": await timeIt(times, get("/inquiries")),
    "API: GET /inquiries?page=40": await timeIt(times, get("/inquiries?page=40")),
    "API: GET /inquiries?status=due": await timeIt(times, get("/inquiries?status=due")),
    "API: GET /inquiries?status=done": await timeIt(times, get("/inquiries?status=done")),
    "API: GET /inquiries/counts": await timeIt(times, get("/inquiries/counts")),
    // A search looks in every status unless a view narrows it (issue 38, item 2).
    "API: GET /inquiries?q=demence (every status)": await timeIt(
      times,
      get("/inquiries?q=demence"),
    ),
    "API: GET /inquiries?q=demence&status=open": await timeIt(
      times,
      get("/inquiries?q=demence&status=open"),
    ),
    "API: GET /inquiries?q=person4242": await timeIt(times, get("/inquiries?q=person4242")),
    "API: GET /inquiries?q=416-555-4242 (every status)": await timeIt(
      times,
      get("/inquiries?q=416-555-4242"),
    ),
    // One inquiry's page with the same person's others (same number: five of the 50,000).
    "data layer: same person's others": await timeIt(times, async () =>
      inbox.related((await inbox.get(samePerson))!, everyTeam),
    ),
    "API: GET /inquiries/:id (with the person's others)": await timeIt(
      times,
      get(`/inquiries/${samePerson}`),
    ),
    // A change made from the version shown (issue 35, item 1): accepted, and refused as stale.
    ...(await changeRows(staff, session, times)),
    // Presence (issue 35, item 4): an open page's heartbeat every 3 s, the list's every 3 s, and
    // the list without what colleagues have open, with 20 colleagues each on an inquiry.
    ...(await presenceRows(staff, session, times)),
    // The report (issue 26, item 7): about 8 and 52 weeks of inquiries, grouped and ranked.
    "API: GET /report (8 weeks)": await timeIt(times, get("/report")),
    "API: GET /report?weeks=52": await timeIt(times, get("/report?weeks=52")),
  };
  const hiring = await hiringRows(staff, session, times, hiringSeed.postings);
  // Health at this size: the server's /healthz against its home page, the same server, the same
  // run, and what each health check cost when it ran PRAGMA quick_check (before issue 25).
  const { buildServer } = await import("../../server/app.ts");
  const { readConfig } = await import("../../server/config.ts");
  const server = await buildServer(
    readConfig({ BUILD_DIR: buildDir, DATA_DIR: staff.dataDir, LOG_LEVEL: "silent" }),
  );
  const health = {
    "server: GET / (reference)": await timeIt(times, () => server.inject("/")),
    "server: GET /healthz": await timeIt(times, () => server.inject("/healthz")),
    "quick_check, per call before": await timeIt(5, () => staff.submissions.checkIntegrity()),
  };
  await server.close();
  const total = (await inbox.list({ teams: everyTeam, status: "all" }, page)).total;
  const { open, overdue, due } = await inbox.counts(everyTeam);
  const shape = { open, overdue, due };
  await staff.close();
  return {
    count: total,
    shape,
    seedSeconds,
    rows,
    reference: rows["API: GET /me (reference)"].median,
    health,
    hiring,
    applications: { count: applicationCount, seedSeconds: hiringSeed.seconds },
  };
}
