/**
 * The postings store on SQLite and on the system tests' PostgreSQL alike (decision 029): the
 * versions' compare-and-swap (decision 028), two instances changing one posting at once, the
 * revision every instance reads, the seed, expiry and the three years' record; and two servers on
 * one database, where a posting published through one is on the other's pages and search at its
 * next request (issue 36, item 5). Two instances are two handles on one database: two
 * connections to one SQLite file, or two pools on one PostgreSQL database.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { entityTag } from "../../content/record-version.ts";
import { buildServer } from "../app.ts";
import { readConfig } from "../config.ts";
import type { Databases } from "../db/database.ts";
import { testDatabase } from "../db/test-databases.ts";
import { StaffStore } from "../staff/store.ts";
import { makeTestSite } from "../test-support.ts";
import { seedIfEmpty } from "./seed.ts";
import { type Posting, type PostingChange, PostingStore } from "./store.ts";
import { validPosting } from "./test-support.ts";

/** The posting a change made; throws if it was refused. */
function made(result: PostingChange): Posting {
  if (result.outcome !== "changed") throw new Error(`not made: ${result.outcome}`);
  return result.posting;
}

const at = (iso: string) => new Date(iso);

describe.each(["sqlite", "postgres"] as const)("on %s", (dialect) => {
  // A database of its own for each test: the seed's test needs one with no posting.
  const database = testDatabase(dialect, "postings-db-");
  let a: Databases;
  let b: Databases;
  /** The postings as two instances see them, on one database. */
  let first: PostingStore;
  let second: PostingStore;

  beforeEach(async () => {
    a = database.open();
    b = database.open();
    [first, second] = await Promise.all([PostingStore.open(a), PostingStore.open(b)]);
  });

  test("a change from the version now is written and raises it; one from an older version is refused, nothing written; what changed since, in order", async () => {
    const { id, version } = await first.create(validPosting);
    expect(version).toBe(1);
    const hours = { en: "Evenings", fr: "Les soirs" };
    const edited = made(
      await first.edit(
        id,
        { ...validPosting, hours },
        { by: "p1", version: 1 },
        at("2026-01-05T10:00:00Z"),
      ),
    );
    expect(edited.version).toBe(2);
    const revision = await second.revision();
    // Made from version 1, through the other instance, by someone who had not seen the edit.
    for (const stale of [
      () =>
        second.edit(
          id,
          { ...validPosting, hours: { en: "Nights", fr: "Nuits" } },
          { by: "p2", version: 1 },
        ),
      () => second.publish(id, { by: "p2", version: 1 }),
      () => second.closePosting(id, { by: "p2", version: 1 }),
    ])
      expect(await stale()).toMatchObject({
        outcome: "stale",
        posting: { version: 2, status: "draft" },
      });
    expect((await first.byId(id))!.draft.hours).toEqual(hours);
    expect(await first.versions()).toEqual([]);
    expect(await first.revision()).toBe(revision);

    const published = made(
      await second.publish(id, { by: "p2", version: 2 }, at("2026-01-06T10:00:00Z")),
    );
    expect(published).toMatchObject({ status: "open", version: 3, frenchSlug: expect.any(String) });
    expect((await first.publish(id, { by: "p1", version: 2 })).outcome).toBe("stale");
    expect(await first.bySlug(published.slug)).toMatchObject({ status: "open", version: 3 });
    expect(await first.byFrenchSlug(published.frenchSlug!)).toMatchObject({ id });
    expect(await first.edit(crypto.randomUUID(), validPosting, { by: "p1", version: 1 })).toEqual({
      outcome: "missing",
    });
    // Each field from then to now, by whom last and when, in the order they were written.
    expect(await second.changesSince(id, 1)).toEqual([
      {
        field: "hours.en",
        from: JSON.stringify(validPosting.hours.en),
        to: '"Evenings"',
        personId: "p1",
        at: "2026-01-05T10:00:00.000Z",
      },
      expect.objectContaining({ field: "hours.fr", personId: "p1" }),
      expect.objectContaining({ field: "status", from: '"draft"', to: '"open"', personId: "p2" }),
      expect.objectContaining({ field: "publishedAt", from: "null", personId: "p2" }),
    ]);
  });

  test("two instances publish one posting from the same version at once: one is written, the other refused as stale", async () => {
    const { id } = await first.create(validPosting);
    const outcomes = await Promise.all([
      first.publish(id, { by: "p1", version: 1 }),
      second.publish(id, { by: "p2", version: 1 }),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["changed", "stale"]);
    const winner = outcomes.find((outcome) => outcome.outcome === "changed")!;
    const loser = outcomes.find((outcome) => outcome.outcome === "stale")!;
    // The refusal is answered with the posting as the winner left it.
    expect(loser).toMatchObject({ posting: { version: 2, status: "open" } });
    expect(winner).toMatchObject({ posting: { version: 2, status: "open" } });
    const versions = await second.versions();
    expect(versions).toHaveLength(1);
    expect(versions[0]!.publishedBy).toBe(winner === outcomes[0] ? "p1" : "p2");
    // Two edits at once from one version, the same.
    const edits = await Promise.all(
      ["Mornings", "Nights"].map((en, index) =>
        (index === 0 ? first : second).edit(
          id,
          { ...validPosting, hours: { en, fr: "Soirs" } },
          { by: null, version: 2 },
        ),
      ),
    );
    expect(edits.map((edit) => edit.outcome).sort()).toEqual(["changed", "stale"]);
    expect((await first.byId(id))!.version).toBe(3);
  });

  test("every change through one instance raises the revision the other reads; a change refused or that writes nothing does not", async () => {
    const start = await second.revision();
    const { id } = await first.create(validPosting);
    await first.edit(id, validPosting, { by: "p1" });
    await first.publish(id, { by: "p1" });
    await first.closePosting(id);
    expect(await second.revision()).toBe(start + 4);
    // Closed already: nothing written, nothing raised; nor by a stale change.
    await first.closePosting(id);
    await first.publish(id, { by: "p1", version: 1 });
    expect(await second.revision()).toBe(start + 4);
  });

  test("two instances starting on a new database seed it once", async () => {
    const seeded = await Promise.all([seedIfEmpty(first), seedIfEmpty(second)]);
    expect(seeded.sort((x, y) => x - y)).toEqual([0, 13]);
    const open = await second.open();
    expect(open).toHaveLength(13);
    expect(new Set(open.map((posting) => posting.slug)).size).toBe(13);
    // In the openings' order: the first is the Careers page's first.
    expect(open[0]!.live!.title.en).toBe("Personal Support Worker");
  });

  test("a posting past its closing day closes once, whichever instance reads first; versions go three years after they come down", async () => {
    const { id } = await first.create({ ...validPosting, closesOn: "2026-06-30" });
    await first.publish(id, { by: "p1" }, at("2026-01-01T00:00:00Z"));
    expect(await first.revisionOn("2026-06-30")).toBe(await second.revision());
    expect((await second.byId(id))!.status).toBe("open");
    const [one, other] = await Promise.all([
      first.revisionOn("2026-07-01", at("2026-07-01T12:00:00Z")),
      second.revisionOn("2026-07-01", at("2026-07-01T12:00:00Z")),
    ]);
    expect(one).toBe(other);
    expect(await first.byId(id)).toMatchObject({ status: "closed", version: 3 });
    expect(await second.prune(at("2029-07-01T11:59:59Z"))).toBe(0);
    expect(await second.prune(at("2029-07-01T12:00:01Z"))).toBe(1);
    // A closed posting left with no version goes too (its address then answers 404).
    expect(await first.byId(id)).toBeUndefined();
    expect(await first.versions()).toEqual([]);
  });

  // Two servers start here, each migrating and opening every part (the staff part too): seconds
  // under load.
  test("a posting published through one server is on the other's /careers, its page, the sitemap and search at its next request; closed, it leaves them", async () => {
    const site = await makeTestSite({ realCareersPages: true });
    const options = {
      ...database.env,
      BUILD_DIR: site.buildDir,
      LOG_LEVEL: "silent",
    };
    const one = await buildServer(readConfig(options));
    const other = await buildServer(readConfig(options));
    try {
      // On the servers' own database: their staff part.
      const staff = await StaffStore.open(a);
      const person = await staff.addPerson({
        email: "h@example.org",
        name: "Hana",
        teams: ["hiring"],
        admin: false,
      });
      const session = await staff.startSession(person.id);
      const call = (url: string, version?: number) =>
        one.inject({
          method: "POST",
          url: `/api/staff${url}`,
          headers: {
            cookie: `__Host-staff=${session}`,
            origin: "http://localhost:3000",
            "content-type": "application/json",
            ...(version === undefined ? {} : { "if-match": entityTag(version) }),
          },
          payload: JSON.stringify(url === "/postings" ? posting : {}),
        });
      const posting = { ...validPosting, title: { en: "Music Therapist", fr: "Musicothérapeute" } };
      const found = async (q: string) =>
        /<p>(.*?)<\/p>/
          .exec((await other.inject({ url: "/search", query: { q } })).body)![1]!
          .split(" ");

      // The other server's pages and index, drawn and kept before the change.
      expect((await other.inject("/careers")).body).toContain("13 openings");
      expect((await other.inject("/sitemap.xml")).body).not.toContain("music-therapist");
      expect(await found("music therapist")).not.toContain("/careers/music-therapist");

      const created = await call("/postings");
      expect(created.statusCode).toBe(201);
      const { id } = created.json().posting;
      expect((await call(`/postings/${id}/publish`, 1)).statusCode).toBe(200);

      const list = await other.inject("/careers");
      expect(list.body).toContain("Music Therapist");
      expect(list.body).toContain("14 openings");
      expect((await other.inject("/careers/music-therapist")).statusCode).toBe(200);
      expect((await other.inject("/sitemap.xml")).body).toContain("/careers/music-therapist");
      expect(await found("music therapist")).toContain("/careers/music-therapist");

      expect((await call(`/postings/${id}/close`, 2)).statusCode).toBe(200);
      expect((await other.inject("/careers/music-therapist")).statusCode).toBe(410);
      expect((await other.inject("/careers")).body).not.toContain("Music Therapist");
      expect(await found("music therapist")).not.toContain("/careers/music-therapist");
    } finally {
      await one.close();
      await other.close();
      await site.remove();
    }
  }, 30_000);
});
