/**
 * The staff store on SQLite and on the system tests' PostgreSQL alike (decision 029): what two
 * instances must share is in the database, never in one's memory (issue 36, item 2). Sessions,
 * challenges (the organisation sign-in's state with them), presence and the provider's checks
 * are seen and claimed across instances; the audit chain stays one chain with two instances
 * appending at once, and its rows cannot be changed or deleted; a saved reply edited from one
 * version by two at once is written once; a person's morning e-mail is claimed by one instance. Two instances are two handles on one database: two
 * connections to one SQLite file, or two pools on one PostgreSQL database.
 */
import { type Kysely, sql } from "kysely";
import { beforeEach, describe, expect, test } from "vitest";
import type { Databases } from "../db/database.ts";
import { testDatabase } from "../db/test-databases.ts";
import { savedReplySeed } from "../../content/saved-replies.ts";
import { checkChainOf } from "./audit-chain.ts";
import { type Person, StaffStore, type StaffTables } from "./store.ts";

describe.each(["sqlite", "postgres"] as const)("on %s", (dialect) => {
  const database = testDatabase(dialect, "staff-db-");
  /** The first instance's handles, for what no method does (a change to the audit). */
  let a: Databases;
  /** The staff area's data as two instances see it, on one database. */
  let first: StaffStore;
  let second: StaffStore;
  let ana: Person;

  beforeEach(async () => {
    a = database.open();
    [first, second] = await Promise.all([StaffStore.open(a), StaffStore.open(database.open())]);
    ana = await first.addPerson({
      email: "ana@example.org",
      name: "Ana",
      teams: ["intake"],
      admin: true,
    });
  });

  test("a session started through one instance is found through the other; ended there, it is gone through the first", async () => {
    const id = await first.startSession(ana.id);
    expect(await second.session(id)).toMatchObject({ personId: ana.id });
    await second.touchSession(id, new Date("2030-01-01T00:00:00Z"));
    expect((await first.session(id))!.lastSeenAt).toBe("2030-01-01T00:00:00.000Z");
    await second.endSession(id, "signed out");
    expect(await first.session(id)).toBeUndefined();
    // Revoked through one: every session of the person ends for the other too.
    const again = await first.startSession(ana.id);
    await second.revoke(ana.id);
    expect(await first.session(again)).toBeUndefined();
    expect((await first.personById(ana.id))!.revokedAt).not.toBeNull();
  });

  test("a challenge made through one instance is taken once through the other; taken at once through both, one gets it", async () => {
    await first.addChallenge("c1", "sign-in", 60_000);
    expect(await second.takeChallenge("c1", "sign-in")).toBe("");
    expect(await first.takeChallenge("c1", "sign-in")).toBeUndefined();
    expect(await second.takeChallenge("c1", "sign-in")).toBeUndefined();
    // The organisation sign-in's state, nonce and PKCE verifier are kept the same way.
    const flow = JSON.stringify({ nonce: "n", codeVerifier: "v" });
    for (let round = 0; round < 10; round++) {
      await second.addChallenge(`state-${round}`, "organisation", 60_000, flow);
      const taken = await Promise.all([
        first.takeChallenge(`state-${round}`, "organisation"),
        second.takeChallenge(`state-${round}`, "organisation"),
      ]);
      expect(taken.filter((subject) => subject === flow)).toHaveLength(1);
      expect(taken.filter((subject) => subject === undefined)).toHaveLength(1);
    }
  });

  test("the check with the provider that a session is due for is claimed by one instance only", async () => {
    const id = await first.startSession(ana.id, {
      subject: "sub-1",
      providerSession: null,
      refreshToken: "sealed",
    });
    const { checkedAt } = (await second.session(id))!.organisation!;
    for (let round = 0; round < 5; round++) {
      const { checkedAt: seen } = (await first.session(id))!.organisation!;
      const claimedAt = new Date(Date.parse(seen) + 1_000);
      const claims = await Promise.all([
        first.claimCheck(id, seen, claimedAt),
        second.claimCheck(id, seen, claimedAt),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
    }
    // A claimed check that could not be made is given back: due again, for whoever asks first.
    const { checkedAt: claimed } = (await first.session(id))!.organisation!;
    await second.releaseCheck(id, new Date(claimed), checkedAt);
    expect((await first.session(id))!.organisation!.checkedAt).toBe(checkedAt);
    expect(await first.claimCheck(id, checkedAt)).toBe(true);
  });

  test("a person's morning e-mail is claimed by one instance at a time, and taken over only when the claim runs out", async () => {
    const day = "2026-11-19";
    const morning = new Date("2026-11-19T12:30:00.000Z");
    const later = (minutes: number) => new Date(morning.getTime() + minutes * 60_000);
    // Both instances at once, ten people's e-mails: each claimed by one of them.
    const people = [ana];
    for (let i = 0; i < 9; i++)
      people.push(
        await first.addPerson({
          email: `p${i}@example.org`,
          name: `P${i}`,
          teams: ["care"],
          admin: false,
        }),
      );
    const claims = await Promise.all(
      people.flatMap((person) => [
        first.claimDigest(person.id, day, morning),
        second.claimDigest(person.id, day, morning),
      ]),
    );
    expect(claims.filter(Boolean)).toHaveLength(people.length);
    // Ana's is claimed: nobody takes it while the claim runs, even a minute on.
    expect(await second.claimDigest(ana.id, day, later(1))).toBeUndefined();
    // The instance holding it was killed: when the claim runs out (5 minutes), the other takes it.
    expect(await second.claimDigest(ana.id, day, later(5))).toEqual({ attempts: 0 });
    // Its send failed: retried at its time, not before, by one instance, with the attempt counted.
    await second.recordDigest(ana.id, day, {
      outcome: "failed",
      error: "ECONNREFUSED",
      retryAt: later(10),
    });
    expect(await first.claimDigest(ana.id, day, later(9))).toBeUndefined();
    const retries = await Promise.all([
      first.claimDigest(ana.id, day, later(10)),
      second.claimDigest(ana.id, day, later(10)),
    ]);
    expect(retries.filter(Boolean)).toEqual([{ attempts: 1 }]);
    // Sent: never claimed again that day, even long after.
    await first.recordDigest(ana.id, day, { outcome: "sent" });
    expect(await second.claimDigest(ana.id, day, later(600))).toBeUndefined();
    expect(await second.digestRecord(ana.id, day)).toMatchObject({ outcome: "sent" });
    // Nothing to say today: not claimed again either; tomorrow is another day.
    await first.recordDigest(people[1]!.id, day, { outcome: "nothing" });
    expect(await first.claimDigest(people[1]!.id, day, later(600))).toBeUndefined();
    expect(await first.claimDigest(people[1]!.id, "2026-11-20", later(1440))).toEqual({
      attempts: 0,
    });
  });

  test("two instances appending 50 audit rows each at once leave one chain, which verifies", async () => {
    const appends: Promise<unknown>[] = [first, second].flatMap((store, instance) =>
      Array.from({ length: 50 }, (_, n) =>
        store.audit({
          personId: ana.id,
          action: "sign-in",
          client: `instance-${instance}`,
          detail: { n },
        }),
      ),
    );
    // And a batch, as an export writes its rows, in the middle of them.
    appends.push(
      second
        .auditMany(
          Array.from({ length: 10 }, () => ({
            personId: ana.id,
            action: "inquiry exported" as const,
            client: "instance-1",
          })),
        )
        .then(() => second.auditHead()),
    );
    await Promise.all(appends);
    const check = await checkChainOf(first.auditChain());
    expect(check).toEqual({ ok: true, rows: 110, head: (await second.auditHead()).hash });
    const seqs = (await second.auditRows()).map((row) => row.seq);
    expect(new Set(seqs).size).toBe(110);
    // The batch's rows are one run of the chain: nothing of the other instance between them.
    const batch = (await first.auditRows({ action: "inquiry exported" })).map((row) => row.seq);
    expect(Math.max(...batch) - Math.min(...batch)).toBe(9);
  });

  test("the database itself refuses to change, delete or empty an audit row", async () => {
    await first.audit({ personId: ana.id, action: "sign-in", client: "127.0.0.1" });
    const db = await a.part<StaffTables>("staff");
    const attempts: ((db: Kysely<StaffTables>) => Promise<unknown>)[] = [
      (on) => on.updateTable("audit").set({ action: "nothing" }).where("seq", "=", 1).execute(),
      (on) => on.deleteFrom("audit").where("seq", "=", 1).execute(),
      (on) => on.deleteFrom("audit").execute(),
    ];
    if (dialect === "postgres") attempts.push((on) => sql`TRUNCATE audit`.execute(on));
    for (const attempt of attempts) await expect(attempt(db)).rejects.toThrow(/append-only/);
    expect(await second.auditRows()).toMatchObject([{ seq: 1, action: "sign-in" }]);
    expect(await checkChainOf(second.auditChain())).toMatchObject({ ok: true, rows: 1 });
  });

  test("a saved reply edited from the same version through both at once: one is saved, the other refused with it as it is now", async () => {
    const [reply] = await first.savedReplies("intake");
    const edit = (words: string) => ({ title: reply!.title, body: { ...reply!.body, en: words } });
    const results = await Promise.all([
      first.editSavedReply("intake", reply!.key, edit("From the first"), ana.id, reply!.version),
      second.editSavedReply("intake", reply!.key, edit("From the second"), ana.id, reply!.version),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(["conflict", "saved"]);
    const saved = results.find((result) => result.outcome === "saved")!;
    const refused = results.find((result) => result.outcome === "conflict")!;
    expect(refused).toEqual({ outcome: "conflict", reply: saved.reply });
    const now = (await second.savedReplies("intake")).find((each) => each.key === reply!.key)!;
    expect(now.version).toBe(reply!.version + 1);
    expect(now.body.en).toBe(
      results[0]!.outcome === "saved" ? "From the first" : "From the second",
    );
    // Removed from the old version: refused; from the new one through the other: removed once.
    expect(
      (await first.removeSavedReply("intake", reply!.key, ana.id, reply!.version)).outcome,
    ).toBe("conflict");
    const removals = await Promise.all([
      first.removeSavedReply("intake", reply!.key, ana.id, now.version),
      second.removeSavedReply("intake", reply!.key, ana.id, now.version),
    ]);
    expect(removals.map((result) => result.outcome).sort()).toEqual(["missing", "saved"]);
    // Two added at once with one title: two keys, one after the other in the list.
    const added = await Promise.all(
      [first, second].map((store) =>
        store.addSavedReply(
          "intake",
          { title: { en: "Same", fr: "Même" }, body: edit("x").body },
          ana.id,
        ),
      ),
    );
    expect(added.map((each) => each.key).sort()).toEqual(["same", "same-2"]);
    expect((await first.savedReplies("intake")).slice(-2).map((each) => each.key)).toEqual([
      "same",
      "same-2",
    ]);
  });

  test("presence marked through one instance is seen through the other, and gone when the tab leaves there", async () => {
    const ben = await second.addPerson({
      email: "ben@example.org",
      name: "Ben",
      teams: ["intake"],
      admin: false,
    });
    const session = await first.startSession(ana.id);
    await first.markPresent({
      sessionId: session,
      tab: "tab-0001",
      personId: ana.id,
      kind: "inquiry",
      recordId: "inquiry-1",
      editing: true,
    });
    expect(await second.presentAt("inquiry", ben.id)).toEqual(
      new Map([["inquiry-1", [{ personId: ana.id, editing: true }]]]),
    );
    await second.leave(session, "tab-0001");
    expect(await first.presentAt("inquiry", ben.id)).toEqual(new Map());
  });

  test("the saved replies each team starts with are written once, by the two instances that opened the data at once", async () => {
    for (const [team, seed] of Object.entries(savedReplySeed))
      expect((await second.savedReplies(team)).map((each) => each.key)).toEqual(
        seed.map((each) => each.key),
      );
  });
});
