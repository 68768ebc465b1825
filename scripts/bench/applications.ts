/**
 * The hiring side at the inbox bench's size (issue 38's Verify): 5,000 job applications beside
 * the 50,000 inquiries, to 20 postings, at every stage, some interviewed and so with a 45-day
 * date. Times the board (every posting, and one), the list, searches by name, e-mail and phone,
 * the "due this week" view by the 45-day date, and the bulk Not selected of 25 with the saved
 * reply, through the staff API, as the inbox's rows are: the ratio to `GET /api/staff/me` is
 * printed beside each (scripts/bench.ts, part 4).
 */
import { randomUUID } from "node:crypto";
import { regions } from "../../content/job-posting.ts";
import { addDays } from "../../server/careers/applications.ts";
import { dayOf } from "../../server/contact/business-days.ts";
import { sampleApplication } from "../../server/staff/application-test-support.ts";
import type { staffApp } from "../../server/staff/test-support.ts";
import { timeIt } from "./inbox.ts";

type Staff = Awaited<ReturnType<typeof staffApp>>;

const surnames = ["Tremblay", "Singh", "Nguyen", "Silva", "Côté"];

/**
 * Seeds `count` applications, one every two hours back from now (about a year), spread over 20
 * postings: four in ten New, two Screening, one interviewed in the last 60 days (so due, some
 * past due), the rest decided. Returns the postings' ids and the seconds it took.
 */
export async function seedApplications(staff: Staff, count: number) {
  const start = performance.now();
  const store = staff.applications;
  const postings = Array.from({ length: 20 }, (_, n) => ({
    postingId: randomUUID(),
    postingSlug: `posting-${n}`,
    postingTitle: `Posting ${n}`,
  }));
  const now = Date.now();
  const today = dayOf(new Date());
  for (let i = 0; i < count; i++) {
    const { id } = await store.save(
      {
        ...sampleApplication,
        ...postings[i % postings.length]!,
        name: `Applicant ${i} ${surnames[i % surnames.length]}`,
        phone: `416-555-${String(i % 10_000).padStart(4, "0")}`,
        // One in twenty gave no e-mail address.
        email: i % 20 === 7 ? "" : `applicant${i}@example.org`,
        region: regions[i % regions.length]!,
        language: i % 4 === 3 ? "fr" : "en",
      },
      null,
      undefined,
      new Date(now - (count - i) * 2 * 3_600_000),
    );
    const kind = i % 10;
    if (kind === 4 || kind === 5)
      await store.setStage(id, "screening", { version: 1, by: "bench" });
    else if (kind === 6) await store.addInterview(id, addDays(today, -(i % 60)), "bench");
    else if (kind >= 7)
      await store.setStage(id, kind === 7 ? "not-selected" : kind === 8 ? "withdrawn" : "hired", {
        version: 1,
        by: "bench",
      });
  }
  return {
    postings: postings.map((posting) => posting.postingId),
    seconds: (performance.now() - start) / 1000,
  };
}

/** The hiring rows: each a median and 95th percentile over `times` calls, in ms. */
export async function hiringRows(staff: Staff, session: string, times: number, postings: string[]) {
  const get = (url: string) => () => staff.call("GET", url, { session });
  const today = dayOf(new Date());
  // Bulk Not selected of 25 New ones at a time, each call its own 25, as the list sends them.
  const fresh: { id: string; version: number }[] = [];
  for (const row of await staff.applications.all({ stage: "new" }, today))
    fresh.push({ id: row.id, version: (await staff.applications.versionOf(row.id))! });
  const batches = Math.min(times, Math.floor(fresh.length / 25) - 1);
  let next = 0;
  const bulk = () =>
    staff.call("POST", "/applications/stage", {
      session,
      body: { stage: "not-selected", tell: true, applications: fresh.slice(next, (next += 25)) },
    });
  return {
    "data layer: board (all postings)": await timeIt(times, () =>
      staff.applications.board({}, today, 50),
    ),
    "API: GET /applications/board (all postings)": await timeIt(times, get("/applications/board")),
    "API: GET /applications/board?posting=…": await timeIt(
      times,
      get(`/applications/board?posting=${postings[3]}`),
    ),
    "API: GET /applications (newest first)": await timeIt(times, get("/applications")),
    "API: GET /applications?q=tremblay (name)": await timeIt(
      times,
      get("/applications?q=tremblay"),
    ),
    "API: GET /applications?q=applicant4242@ (e-mail)": await timeIt(
      times,
      get(`/applications?q=${encodeURIComponent("applicant4242@")}`),
    ),
    "API: GET /applications?q=(416) 555-4242 (phone)": await timeIt(
      times,
      get(`/applications?q=${encodeURIComponent("(416) 555-4242")}`),
    ),
    "API: GET /applications?due=week&sort=tell-by": await timeIt(
      times,
      get("/applications?due=week&sort=tell-by"),
    ),
    ...(batches >= 3
      ? {
          "API: POST /applications/stage (25 Not selected, with replies)": await timeIt(
            batches,
            bulk,
          ),
        }
      : {}),
  };
}
