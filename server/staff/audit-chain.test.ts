import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, expect, test } from "vitest";
import { checkChain, rowHash } from "./audit-chain.ts";
import { SqliteStaffStore } from "./store.ts";

let dataDir: string;
let store: SqliteStaffStore;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "audit-"));
  store = new SqliteStaffStore(dataDir);
  for (const action of ["sign-in", "people viewed", "invite", "sign-out"] as const)
    store.audit({ personId: "p1", action, client: "127.0.0.1", detail: { note: action } });
});
afterEach(async () => {
  store.close();
  await rm(dataDir, { recursive: true });
});

/** Opens the file as an attacker with file access would, triggers dropped. */
function tamper(sql: string) {
  store.close();
  const db = new DatabaseSync(path.join(dataDir, "staff.sqlite"));
  db.exec("DROP TRIGGER audit_no_update; DROP TRIGGER audit_no_delete;");
  db.exec(sql);
  db.close();
  store = new SqliteStaffStore(dataDir);
}

test("an untouched chain checks out, and its head is the last row's hash", () => {
  const result = checkChain(store.auditChain());
  expect(result).toEqual({ ok: true, rows: 4, head: store.auditHead().hash });
  expect(store.auditHead().seq).toBe(4);
});

test("the database refuses to change or delete an audit row", () => {
  store.close();
  const db = new DatabaseSync(path.join(dataDir, "staff.sqlite"));
  expect(() => db.exec("UPDATE audit SET action = 'nothing' WHERE seq = 2")).toThrow(/append-only/);
  expect(() => db.exec("DELETE FROM audit WHERE seq = 2")).toThrow(/append-only/);
  db.close();
  store = new SqliteStaffStore(dataDir);
});

test("an edited row breaks the chain at that row", () => {
  tamper("UPDATE audit SET action = 'nothing to see' WHERE seq = 2");
  expect(checkChain(store.auditChain())).toMatchObject({ ok: false, brokenAt: 2 });
});

test("a deleted row breaks the chain where it was", () => {
  tamper("DELETE FROM audit WHERE seq = 3");
  expect(checkChain(store.auditChain())).toMatchObject({ ok: false, brokenAt: 3 });
});

test("a row rewritten with a fresh hash still breaks the link to the next row", () => {
  const rows = [...store.auditChain()];
  const second = rows[1]!;
  // Recompute row 2's own hash after the edit, as a careful attacker would.
  const fresh = rowHash({ ...second, action: "nothing to see" });
  tamper(`UPDATE audit SET action = 'nothing to see', hash = '${fresh}' WHERE seq = 2`);
  expect(checkChain(store.auditChain())).toMatchObject({ ok: false, brokenAt: 3 });
});
