/**
 * Two servers on one data folder, as two instances of the site would be, and 50 changes to one
 * inquiry sent through both at once, each made from the version its caller had just read: every
 * change accepted was made from the version before it (the audit's `detail.version` makes a
 * chain without a gap or a fork), every other one was refused with 409, and the inquiry's
 * version says how many were accepted (decision 028).
 */
import { afterEach, expect, test } from "vitest";
import { validInquiry } from "../contact/test-support.ts";
import { entityTag } from "../../content/record-version.ts";
import { sessionCookie } from "./route-kit.ts";
import { staffApp, testOrigin } from "./test-support.ts";

let staff: Awaited<ReturnType<typeof staffApp>>;
const closing: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  await staff?.close();
});

test("50 changes at once through two servers: each accepted one was made from the version before it", async () => {
  staff = await staffApp();
  const second = await staffApp({}, staff.dataDir);
  closing.push(() => second.close());
  const other = second.app;
  const people = await Promise.all(
    ["ana", "carl"].map((name) =>
      staff.signUp({ email: `${name}@example.org`, name, teams: ["intake"] }),
    ),
  );
  const id = (await staff.submissions.save({ ...validInquiry, recipient: "General Inquiry" })).id;
  const servers = [staff.app, other];

  /** One coordinator's change: read the inquiry, then change its status from what they read. */
  async function change(n: number) {
    const server = servers[n % 2]!;
    const { session } = people[n % 2]!;
    const headers = { cookie: `${sessionCookie}=${session}` };
    const read = await server.inject({ method: "GET", url: `/api/staff/inquiries/${id}`, headers });
    const { version } = read.json().inquiry as { version: number };
    const answer = await server.inject({
      method: "PATCH",
      url: `/api/staff/inquiries/${id}`,
      headers: {
        ...headers,
        origin: testOrigin,
        "content-type": "application/json",
        "if-match": entityTag(version),
      },
      payload: JSON.stringify({ status: version % 2 === 1 ? "waiting" : "in-progress" }),
    });
    return answer.statusCode;
  }
  // Five coordinators at once, ten changes each, one after another: their reads and writes
  // interleave across the two servers, as people's do.
  const answers = (
    await Promise.all(
      Array.from({ length: 5 }, async (_, worker) => {
        const codes: number[] = [];
        for (let n = 0; n < 10; n++) codes.push(await change(worker + n));
        return codes;
      }),
    )
  ).flat();
  expect(answers).toHaveLength(50);

  expect(answers.every((code) => code === 200 || code === 409)).toBe(true);
  const accepted = answers.filter((code) => code === 200).length;
  // Some went through and some were refused: the changes really did overlap.
  expect(accepted).toBeGreaterThan(1);
  expect(accepted).toBeLessThan(50);
  expect(answers.filter((code) => code === 409).length).toBe(50 - accepted);
  // Oldest first: each accepted change names the version the one before it left.
  const chain = (await staff.store.auditRows({ inquiryId: id, action: "status changed" }))

    .reverse()
    .map((row) => JSON.parse(row.detail) as { version: number; from: string; to: string });
  expect(chain).toHaveLength(accepted);
  chain.forEach((row, index) => expect(row.version).toBe(index + 1));
  for (let index = 1; index < chain.length; index++)
    expect(chain[index]!.from).toBe(chain[index - 1]!.to);
  expect((await staff.submissions.inbox.get(id))!.version).toBe(accepted + 1);
}, 60_000);
