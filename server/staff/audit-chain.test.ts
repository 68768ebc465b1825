import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, expect, test } from "vitest";
import { type AuditRow, checkChainOf, rowHash } from "./audit-chain.ts";
import { openStaff } from "./open-staff.ts";
import type { StaffStore } from "./store.ts";

let dataDir: string;
let store: StaffStore;
let close: () => Promise<void>;

async function open() {
  ({ staff: store, close } = await openStaff(dataDir));
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "audit-"));
  await open();
  for (const action of ["sign-in", "people viewed", "invite", "sign-out"] as const)
    await store.audit({ personId: "p1", action, client: "127.0.0.1", detail: { note: action } });
});
afterEach(async () => {
  await close();
  await rm(dataDir, { recursive: true });
});

/** Opens the file as an attacker with file access would, triggers dropped. */
async function tamper(sql: string) {
  await close();
  const db = new DatabaseSync(path.join(dataDir, "staff.sqlite"));
  db.exec("DROP TRIGGER audit_no_update; DROP TRIGGER audit_no_delete;");
  db.exec(sql);
  db.close();
  await open();
}

test("an untouched chain checks out, and its head is the last row's hash", async () => {
  const result = await checkChainOf(store.auditChain());
  expect(result).toEqual({ ok: true, rows: 4, head: (await store.auditHead()).hash });
  expect((await store.auditHead()).seq).toBe(4);
});

test("the database refuses to change or delete an audit row", async () => {
  await close();
  const db = new DatabaseSync(path.join(dataDir, "staff.sqlite"));
  expect(() => db.exec("UPDATE audit SET action = 'nothing' WHERE seq = 2")).toThrow(/append-only/);
  expect(() => db.exec("DELETE FROM audit WHERE seq = 2")).toThrow(/append-only/);
  db.close();
  await open();
});

test("an edited row breaks the chain at that row", async () => {
  await tamper("UPDATE audit SET action = 'nothing to see' WHERE seq = 2");
  expect(await checkChainOf(store.auditChain())).toMatchObject({ ok: false, brokenAt: 2 });
});

test("a deleted row breaks the chain where it was", async () => {
  await tamper("DELETE FROM audit WHERE seq = 3");
  expect(await checkChainOf(store.auditChain())).toMatchObject({ ok: false, brokenAt: 3 });
});

test("a row rewritten with a fresh hash still breaks the link to the next row", async () => {
  const rows: AuditRow[] = [];
  for await (const row of store.auditChain()) rows.push(row);
  const second = rows[1]!;
  // Recompute row 2's own hash after the edit, as a careful attacker would.
  const fresh = rowHash({ ...second, action: "nothing to see" });
  await tamper(`UPDATE audit SET action = 'nothing to see', hash = '${fresh}' WHERE seq = 2`);
  expect(await checkChainOf(store.auditChain())).toMatchObject({ ok: false, brokenAt: 3 });
});
