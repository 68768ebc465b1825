import { mkdtemp, rm } from "node:fs/promises";
import { statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { postingContent, publishProblems } from "./posting.ts";
import { getPage } from "../../content/index.ts";
import { seedAsks } from "../../content/posting-seed.ts";
import { seedIfEmpty, seedPostings } from "./seed.ts";
import { type Posting, type PostingChange, PostingStore } from "./store.ts";
import { openPostings } from "./open-postings.ts";
import { validPosting } from "./test-support.ts";

let dir: string;
let store: PostingStore;
let closeStore: () => Promise<void>;
/** Opens the store on the test's folder, as the server does. */
async function reopen() {
  ({ postings: store, close: closeStore } = await openPostings(dir));
}
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "postings-"));
  await reopen();
});
afterEach(async () => {
  await closeStore();
  await rm(dir, { recursive: true });
});

const at = (iso: string) => new Date(iso);

/** The posting a change made; throws if it was refused. */
function made(result: PostingChange): Posting {
  if (result.outcome !== "changed") throw new Error(`not made: ${result.outcome}`);
  return result.posting;
}

describe("the postings store", () => {
  test("is a file for this user only, in the data folder", async () => {
    expect(statSync(path.join(dir, "postings.sqlite")).mode & 0o777).toBe(0o600);
  });

  test("a draft is not open until published; a slug is made unique", async () => {
    const first = await store.create(validPosting);
    const second = await store.create(validPosting);
    expect(first.slug).toBe("personal-support-worker");
    expect(second.slug).toBe("personal-support-worker-2");
    expect(first.status).toBe("draft");
    expect(first.live).toBeNull();
    expect(await store.open()).toEqual([]);
    await store.publish(first.id, { by: "p1" });
    expect((await store.open()).map((posting) => posting.slug)).toEqual([
      "personal-support-worker",
    ]);
  });

  test("an edit stays a draft until published; every published version is kept with its dates", async () => {
    const { id } = await store.create(validPosting);
    await store.publish(id, { by: "p1" }, at("2026-01-05T10:00:00Z"));
    const edited = { ...validPosting, pay: { unit: "hour" as const, min: 24, max: 28 } };
    const changed = made(await store.edit(id, edited, { by: "p1" }, at("2026-02-01T10:00:00Z")));
    expect(changed.changed).toBe(true);
    expect(changed.live!.pay.min).toBe(23);
    await store.publish(id, { by: "p2" }, at("2026-02-02T10:00:00Z"));
    expect((await store.byId(id))!.live!.pay.min).toBe(24);
    expect((await store.byId(id))!.changed).toBe(false);
    await store.closePosting(id, { by: "p1" }, at("2026-03-01T10:00:00Z"));
    const versions = await store.versions();
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({
      publishedAt: "2026-01-05T10:00:00.000Z",
      publishedBy: "p1",
      cameDownAt: "2026-02-02T10:00:00.000Z",
      keepUntil: "2029-02-02T10:00:00.000Z",
    });
    expect(versions[0]!.content.pay.min).toBe(23);
    expect(versions[1]).toMatchObject({
      cameDownAt: "2026-03-01T10:00:00.000Z",
      keepUntil: "2029-03-01T10:00:00.000Z",
    });
  });

  test("a closed posting is off the list; reopening publishes it again as a new version", async () => {
    const { id } = await store.create(validPosting);
    await store.publish(id, { by: "p1" });
    expect(made(await store.closePosting(id)).status).toBe("closed");
    // Closed already: nothing written, the version not raised.
    const version = (await store.byId(id))!.version;
    expect(made(await store.closePosting(id))).toMatchObject({ status: "closed", version });
    expect(await store.open()).toEqual([]);
    await store.publish(id, { by: "p1" });
    expect(await store.open()).toHaveLength(1);
    expect(await store.versions()).toHaveLength(2);
  });

  test("a posting closes by itself after its closing day", async () => {
    const { id } = await store.create({ ...validPosting, closesOn: "2026-06-30" });
    await store.publish(id, { by: "p1" });
    expect(await store.closeExpired("2026-06-30")).toBe(0);
    expect(await store.open()).toHaveLength(1);
    expect(await store.closeExpired("2026-07-01")).toBe(1);
    expect((await store.byId(id))!.status).toBe("closed");
  });

  test("versions are deleted three years after they come down, not before; a posting left with none goes", async () => {
    const { id } = await store.create(validPosting);
    await store.publish(id, { by: "p1" }, at("2026-01-01T00:00:00Z"));
    await store.closePosting(id, { by: "p1" }, at("2026-02-01T00:00:00Z"));
    const open = await store.create({ ...validPosting, title: { en: "Nurse", fr: "Infirmière" } });
    await store.publish(open.id, { by: "p1" }, at("2020-01-01T00:00:00Z"));
    expect(await store.prune(at("2029-01-31T23:59:59Z"))).toBe(0);
    expect(await store.versions()).toHaveLength(2);
    expect(await store.prune(at("2029-02-01T00:00:01Z"))).toBe(1);
    expect(await store.byId(id)).toBeUndefined();
    // The one still up is kept however old.
    expect((await store.versions()).map((version) => version.postingId)).toEqual([open.id]);
  });

  test("every change moves the revision the public pages are kept by", async () => {
    const start = await store.revision();
    const { id } = await store.create(validPosting);
    await store.edit(id, validPosting, { by: "p1" });
    await store.publish(id, { by: "p1" });
    await store.closePosting(id);
    expect(await store.revision()).toBe(start + 4);
  });
});

describe("versions (decision 028)", () => {
  test("a change from the version now is written and raises it; one from an older version is refused, nothing written", async () => {
    const { id, version } = await store.create(validPosting);
    expect(version).toBe(1);
    const hours = { en: "Evenings", fr: "Les soirs" };
    const edited = await store.edit(id, { ...validPosting, hours }, { by: "p1", version: 1 });
    expect(edited).toMatchObject({ outcome: "changed", posting: { version: 2 } });
    const revision = await store.revision();
    // Made from version 1 by someone who had not seen the edit.
    for (const stale of [
      () =>
        store.edit(
          id,
          { ...validPosting, hours: { en: "Nights", fr: "Nuits" } },
          { by: "p2", version: 1 },
        ),
      () => store.publish(id, { by: "p2", version: 1 }),
      () => store.closePosting(id, { by: "p2", version: 1 }),
    ]) {
      const result = await stale();
      expect(result).toMatchObject({ outcome: "stale", posting: { version: 2, status: "draft" } });
    }
    expect((await store.byId(id))!.draft.hours).toEqual(hours);
    expect(await store.versions()).toEqual([]);
    expect(await store.revision()).toBe(revision);
    // From the version now: published, then a second publish from the same version is refused.
    expect(made(await store.publish(id, { by: "p2", version: 2 }))).toMatchObject({
      status: "open",
      version: 3,
    });
    expect((await store.publish(id, { by: "p2", version: 2 })).outcome).toBe("stale");
    expect((await store.closePosting(id, { by: "p2", version: 2 })).outcome).toBe("stale");
    expect(await store.byId(id)).toMatchObject({ status: "open", version: 3 });
    expect(await store.versions()).toHaveLength(1);
    expect(await store.edit(crypto.randomUUID(), validPosting, { by: "p1", version: 1 })).toEqual({
      outcome: "missing",
    });
  });

  test("what changed since a version: each field from then to now, by whom last and when", async () => {
    const { id } = await store.create(validPosting);
    await store.edit(
      id,
      { ...validPosting, hours: { en: "Evenings", fr: "Les soirs" } },
      { by: "p1" },
      at("2026-01-05T10:00:00Z"),
    );
    await store.publish(id, { by: "p2" }, at("2026-01-06T10:00:00Z"));
    await store.edit(
      id,
      { ...validPosting, hours: { en: "Nights", fr: "Les soirs" } },
      { by: "p2" },
      at("2026-01-07T10:00:00Z"),
    );
    expect(await store.changesSince(id, 1)).toEqual([
      {
        field: "hours.en",
        from: JSON.stringify(validPosting.hours.en),
        to: '"Nights"',
        personId: "p2",
        at: "2026-01-07T10:00:00.000Z",
      },
      {
        field: "hours.fr",
        from: JSON.stringify(validPosting.hours.fr),
        to: '"Les soirs"',
        personId: "p1",
        at: "2026-01-05T10:00:00.000Z",
      },
      expect.objectContaining({ field: "status", from: '"draft"', to: '"open"', personId: "p2" }),
      expect.objectContaining({ field: "publishedAt", from: "null", personId: "p2" }),
    ]);
    expect((await store.changesSince(id, 3)).map((change) => change.field)).toEqual(["hours.en"]);
    expect(await store.changesSince(id, 4)).toEqual([]);
  });

  test("a file made before versions (and before Kysely's migrations) upgrades in place: every posting kept, each at version 1", async () => {
    const { id } = await store.create(validPosting);
    await store.publish(id, { by: "p1" });
    await closeStore();
    const file = new DatabaseSync(path.join(dir, "postings.sqlite"));
    file.exec(`DROP TABLE posting_changes; ALTER TABLE postings DROP COLUMN version;
      DROP TABLE posting_revision; DROP TABLE kysely_migration_postings;
      DROP TABLE kysely_migration_lock_postings`);
    file.close();
    await reopen();
    expect(await store.byId(id)).toMatchObject({ status: "open", version: 1 });
    expect(await store.versions()).toHaveLength(1);
    expect(made(await store.closePosting(id, { by: "p1", version: 1 })).version).toBe(2);
  });
});

describe("French addresses", () => {
  const titled = (en: string, fr: string) => ({ ...validPosting, title: { en, fr } });

  test("a posting gets its French slug from its French title when first published, and keeps it", async () => {
    const { id } = await store.create(titled("Personal Support Worker", "Préposé(e) aux services"));
    expect((await store.byId(id))!.frenchSlug).toBeNull();
    // A draft's French title may still change: the one published names it.
    await store.edit(id, titled("Personal Support Worker", "Préposé(e) à la personne"), {
      by: "p1",
    });
    const published = made(await store.publish(id, { by: "p1" }));
    expect(published.frenchSlug).toBe("prepose-a-la-personne");
    expect(published.slug).toBe("personal-support-worker");
    // Retitled and published again, closed and reopened: the addresses stay.
    await store.edit(id, titled("Support Worker", "Aide à domicile"), { by: "p1" });
    await store.publish(id, { by: "p1" });
    await store.closePosting(id);
    await store.publish(id, { by: "p1" });
    expect(await store.byId(id)).toMatchObject({
      slug: "personal-support-worker",
      frenchSlug: "prepose-a-la-personne",
      live: { title: { fr: "Aide à domicile" } },
    });
    expect((await store.byFrenchSlug("prepose-a-la-personne"))!.id).toBe(id);
    expect(await store.byFrenchSlug("personal-support-worker")).toBeUndefined();
  });

  test("a French slug is unique among the postings' addresses in both languages, numbered if taken", async () => {
    const publish = async (en: string, fr: string) =>
      made(await store.publish((await store.create(titled(en, fr))).id, { by: "p1" }));
    // The same words in both languages: one address for both, no number.
    expect(await publish("Infirmière auxiliaire", "Infirmière auxiliaire")).toMatchObject({
      slug: "infirmiere-auxiliaire",
      frenchSlug: "infirmiere-auxiliaire",
    });
    // Another posting's English slug or French slug is taken.
    expect((await publish("Practical Nurse", "Infirmière auxiliaire")).frenchSlug).toBe(
      "infirmiere-auxiliaire-2",
    );
    expect((await publish("Home Helper", "Practical Nurse")).frenchSlug).toBe("practical-nurse-2");
    // And an English slug is not one a posting has in French.
    expect((await store.create(titled("Infirmière auxiliaire 2", "Autre"))).slug).toBe(
      "infirmiere-auxiliaire-2-2",
    );
  });

  test("a file made before French addresses gets them on open: each posting ever published, from its live French title", async () => {
    const open = made(await store.publish((await store.create(validPosting)).id, { by: "p1" }));
    const closed = made(
      await store.publish((await store.create(titled("Nurse", "Infirmière"))).id, { by: "p1" }),
    );
    await store.closePosting(closed.id);
    const draft = await store.create(titled("Cook", "Cuisinier(ère)"));
    // An edit not yet published does not name the address.
    await store.edit(open.id, titled("Personal Support Worker", "Autre titre"), { by: "p1" });
    await closeStore();
    const file = new DatabaseSync(path.join(dir, "postings.sqlite"));
    file.exec(`DROP INDEX postings_slug_fr; ALTER TABLE postings DROP COLUMN slug_fr;
      DELETE FROM kysely_migration_postings WHERE name = '003-french-slugs'`);
    file.close();
    await reopen();
    expect((await store.byId(open.id))!.frenchSlug).toBe(
      "prepose-ou-preposee-aux-services-de-soutien-personnel",
    );
    expect((await store.byId(closed.id))!.frenchSlug).toBe("infirmiere");
    expect((await store.byId(draft.id))!.frenchSlug).toBeNull();
    expect(made(await store.publish(draft.id, { by: "p1" })).frenchSlug).toBe("cuisinier");
    // Opened again: nothing renamed.
    await closeStore();
    await reopen();
    expect((await store.all()).map((posting) => posting.frenchSlug).sort()).toEqual([
      "cuisinier",
      "infirmiere",
      "prepose-ou-preposee-aux-services-de-soutien-personnel",
    ]);
  });
});

describe("the seed", () => {
  test("the 13 openings of the Careers page become open postings in both languages, once", async () => {
    expect(await seedIfEmpty(store)).toBe(13);
    expect(await seedIfEmpty(store)).toBe(0);
    const open = await store.open();
    expect(open).toHaveLength(13);
    expect(open.map((posting) => posting.live!.title.en)).toContain("Personal Support Worker");
    for (const posting of open) {
      expect(publishProblems(posting.live!, "2026-01-01"), posting.slug).toEqual([]);
      expect(posting.live!.title.fr).not.toBe("");
    }
    expect(new Set(open.map((posting) => posting.slug)).size).toBe(13);
  });

  test("each opening asks what its title needs: the Physiotherapy Assistant no PSW certificate, nurses the College's number, the office no driving", async () => {
    const asked = Object.fromEntries(
      seedPostings().map((posting) => [posting.title.en, posting.asks]),
    );
    // Every opening is named in the seed's questions, and every name there is an opening.
    const titles = getPage("careers", "en").openings.items.map((opening) => opening.title);
    expect(Object.keys(seedAsks).sort()).toEqual([...titles].sort());
    expect(asked).toEqual(seedAsks);
    expect(asked["Physiotherapy Assistant"]).toEqual({ certificate: null, driving: true });
    expect(asked["Personal Support Worker"]).toEqual({ certificate: "psw", driving: true });
    const ofCertificate = (certificate: string | null) =>
      Object.keys(asked).filter((title) => asked[title]!.certificate === certificate);
    expect(ofCertificate("psw")).toEqual(["Personal Support Worker"]);
    expect(ofCertificate("cno")).toEqual(["Foot Care Nurse", "Nurse", "Registered Nurse"]);
    expect(asked["Client Care Coordinator"]!.driving).toBe(false);
    expect(asked["Executive Assistant"]!.driving).toBe(false);
    expect(asked["Driver Companion"]!.driving).toBe(true);
  });

  test("every seed posting passes the checks staff input does", async () => {
    for (const posting of seedPostings())
      expect(postingContent.safeParse(posting).success).toBe(true);
  });
});

describe("what a posting's application form asks", () => {
  const refused = (content: object) => {
    const result = postingContent.safeParse(content);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
  };

  test("is the posting's own choice, whatever its group; none given, or one not offered, is refused", async () => {
    // A personal support posting may ask for the College's number and not about driving.
    expect(refused({ ...validPosting, asks: { certificate: "cno", driving: false } })).toEqual([]);
    expect(refused({ ...validPosting, asks: { certificate: null, driving: false } })).toEqual([]);
    expect(refused({ ...validPosting, asks: undefined })).toEqual(["asks"]);
    expect(refused({ ...validPosting, asks: { certificate: "rn", driving: true } })).toEqual([
      "asks.certificate",
    ]);
    expect(refused({ ...validPosting, asks: { certificate: "psw" } })).toEqual(["asks.driving"]);
    expect(refused({ ...validPosting, asks: { certificate: null, driving: "yes" } })).toEqual([
      "asks.driving",
    ]);
    expect(
      refused({ ...validPosting, asks: { certificate: null, driving: true, resume: false } }),
    ).toEqual(["asks"]);
    const chosen = await store.create({
      ...validPosting,
      asks: { certificate: "cno", driving: false },
    });
    expect((await store.byId(chosen.id))!.draft.asks).toEqual({
      certificate: "cno",
      driving: false,
    });
  });

  test("a posting stored before postings chose their questions reads as its group asked then: draft, live version and export", async () => {
    const groups = {
      "personal-support": { certificate: "psw", driving: true },
      nursing: { certificate: "cno", driving: true },
      "senior-companions": { certificate: null, driving: true },
      administration: { certificate: null, driving: false },
    } as const;
    const ids: string[] = [];
    for (const group of Object.keys(groups)) {
      const { id } = await store.create({
        ...validPosting,
        group: group as keyof typeof groups,
        // Whatever it asks now is taken out below, as if it had been stored before `asks`.
        asks: { certificate: null, driving: false },
      });
      await store.publish(id, { by: "p1" }, at("2026-01-05T10:00:00Z"));
      ids.push(id);
    }
    await closeStore();
    const file = new DatabaseSync(path.join(dir, "postings.sqlite"));
    file.exec(`UPDATE postings SET draft = json_remove(draft, '$.asks');
      UPDATE posting_versions SET content = json_remove(content, '$.asks');`);
    const left = file.prepare(
      "SELECT count(*) AS n FROM posting_versions WHERE content LIKE '%asks%'",
    );
    expect(left.get()).toEqual({ n: 0 });
    file.close();
    await reopen();

    for (const [index, expected] of Object.values(groups).entries()) {
      const posting = (await store.byId(ids[index]!))!;
      expect(posting.draft.asks, posting.draft.group).toEqual(expected);
      expect(posting.live!.asks, posting.draft.group).toEqual(expected);
      expect((await store.versions())[index]!.content.asks, posting.draft.group).toEqual(expected);
      // Its draft and live version are the same as read: nothing to publish.
      expect(posting.changed).toBe(false);
    }
    // Saved again unchanged (the editor sends what it read), nothing is left to publish; a
    // question changed is.
    const [first] = ids;
    const read = (await store.byId(first!))!.draft;
    expect(made(await store.edit(first!, read, { by: "p1" })).changed).toBe(false);
    const changed = made(
      await store.edit(
        first!,
        { ...read, asks: { certificate: null, driving: true } },
        { by: "p1" },
      ),
    );
    expect(changed.changed).toBe(true);
    expect(changed.live!.asks).toEqual(groups["personal-support"]);
  });
});

describe("publishing", () => {
  test("needs every text in English and French, a region, the AI sentence when AI is used, a closing day to come", async () => {
    expect(publishProblems(validPosting, "2026-01-01")).toEqual([]);
    const missing = {
      ...validPosting,
      title: { en: "Nurse", fr: "" },
      duties: { en: "", fr: "Soins" },
      regions: [],
      aiScreening: true,
      closesOn: "2025-12-31",
    };
    expect(publishProblems(missing, "2026-01-01").map((problem) => problem.split(":")[0])).toEqual([
      "title.fr",
      "duties.en",
      "aiSentence.en",
      "aiSentence.fr",
      "regions",
      "closesOn",
    ]);
  });

  test("the content refuses Canadian experience in any field and language, a pay range too wide, a day that does not exist", async () => {
    const refused = (content: object) => {
      const result = postingContent.safeParse(content);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
    };
    expect(refused(validPosting)).toEqual([]);
    expect(
      refused({ ...validPosting, requirements: { en: "Canadian experience", fr: "" } }),
    ).toEqual(["requirements.en"]);
    expect(
      refused({ ...validPosting, duties: { en: "", fr: "Expérience de travail au Canada" } }),
    ).toEqual(["duties.fr"]);
    expect(refused({ ...validPosting, pay: { unit: "year", min: 40_000, max: 95_000 } })).toEqual([
      "pay",
    ]);
    expect(refused({ ...validPosting, closesOn: "2026-02-30" })).toEqual(["closesOn"]);
    // Not a date at all is refused too, not thrown: the property test found "   " made a 500.
    expect(refused({ ...validPosting, closesOn: "   " })).toEqual(["closesOn"]);
    expect(refused({ ...validPosting, regions: ["peel", "peel"] })).toEqual(["regions"]);
    expect(refused({ ...validPosting, extra: 1 })).toEqual([""]);
  });
});
