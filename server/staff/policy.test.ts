import { describe, expect, test } from "vitest";
import { type Access, decide, mayReadTeam } from "./policy.ts";
import type { Person } from "./store.ts";

const person = (overrides: Partial<Person> = {}): Person => ({
  id: "p1",
  email: "ana@example.org",
  name: "Ana Silva",
  teams: ["intake"],
  admin: false,
  createdAt: "2026-11-23T00:00:00.000Z",
  revokedAt: null,
  digest: "auto",
  ...overrides,
});

describe("the policy table", () => {
  const callers = {
    anonymous: undefined,
    revoked: person({ revokedAt: "2026-11-23T01:00:00.000Z" }),
    member: person(),
    hiring: person({ teams: ["hiring"] }),
    admin: person({ admin: true }),
  };
  // Every kind of route against every kind of caller: the whole table, written out.
  const table: Record<Access, Record<keyof typeof callers, string>> = {
    anyone: {
      anonymous: "allow",
      revoked: "allow",
      member: "allow",
      hiring: "allow",
      admin: "allow",
    },
    "signed-in": {
      anonymous: "sign-in",
      revoked: "sign-in",
      member: "allow",
      hiring: "allow",
      admin: "allow",
    },
    admin: {
      anonymous: "sign-in",
      revoked: "sign-in",
      member: "hide",
      hiring: "hide",
      admin: "allow",
    },
    hiring: {
      anonymous: "sign-in",
      revoked: "sign-in",
      member: "hide",
      hiring: "allow",
      admin: "allow",
    },
  };
  for (const [access, row] of Object.entries(table)) {
    for (const [caller, verdict] of Object.entries(row)) {
      test(`${access} route, ${caller} caller: ${verdict}`, () => {
        expect(decide(access as Access, callers[caller as keyof typeof callers])).toBe(verdict);
      });
    }
  }
});

test("a person reads their own teams; an administrator reads every team", () => {
  expect(mayReadTeam(person({ teams: ["care", "intake"] }), "care")).toBe(true);
  expect(mayReadTeam(person({ teams: ["intake"] }), "care")).toBe(false);
  expect(mayReadTeam(person({ teams: [], admin: true }), "specialized")).toBe(true);
});
