/**
 * Property tests: whatever a client posts to a job application (fields, values, files, with or
 * without the key), the receiver never fails with a 5xx, stores nothing for a refusal, and
 * everything it stores passes the checks again unchanged. Run by fast-check over generated bodies.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { applicationFields } from "../../content/application-form.ts";
import type { Application } from "./applications.ts";
import { validateApplication } from "./apply-validate.ts";
import { multipart } from "../contact/test-support.ts";
import * as files from "../uploads/test-files.ts";
import { applyApp, upload, validApplicationForm } from "./test-support.ts";

const runs = 600;
const url = "/careers/personal-support-worker/apply";
let current: Awaited<ReturnType<typeof applyApp>>;
beforeAll(async () => {
  // Limits off: this test is about input, not flooding.
  current = await applyApp({ perClientPerMinute: 1e9, totalPerMinute: 1e9 });
});
afterAll(() => current.close());

const names = Object.values(applicationFields);
// Values mixing the plausible with the hostile: choices, addresses, control characters, long text.
const text = fc.oneof(
  fc.constantFrom("yes", "no", "mon", "sun", "morning", "overnight", "en", "fr", "peel", "york"),
  fc.constantFrom("416-555-0199", "+1 (905) 555-0111 ext. 12", "1234567", "\r\nBcc: x@example.com"),
  fc.emailAddress(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ minLength: 900, maxLength: 1200 }),
);
const file = fc
  .tuple(
    fc.constantFrom(
      files.pdf,
      files.docx,
      files.html,
      files.executable,
      files.polyglot,
      new Uint8Array(),
    ),
    fc.string({ maxLength: 30 }),
  )
  .map(([bytes, name]) => upload(bytes, name));
const value = fc.oneof({ arbitrary: text, weight: 5 }, { arbitrary: file, weight: 1 });
const field = fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })), value);
// A valid form with some of its fields replaced or added: most often close to what people send.
const nearlyValid = fc
  .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 3 })
  .map((changes) => {
    const replaced = new Set<string>(changes.map(([name]) => name));
    return [...validApplicationForm.filter(([name]) => !replaced.has(name)), ...changes];
  });

/** A stored application as its form would post it again. */
function posted(stored: Application): [string, string][] {
  const yesNo = (flag: boolean | null) => (flag === null ? [] : [flag ? "yes" : "no"]);
  return [
    ["name", stored.name],
    ["phone", stored.phone],
    ["email", stored.email],
    ["region", stored.region],
    ...yesNo(stored.pswCertificate).map((answer): [string, string] => ["pswCertificate", answer]),
    ...stored.days.map((day): [string, string] => ["days", day]),
    ...stored.shifts.map((shift): [string, string] => ["shifts", shift]),
    ...yesNo(stored.driversLicence).map((answer): [string, string] => ["driversLicence", answer]),
    ...yesNo(stored.car).map((answer): [string, string] => ["car", answer]),
    ...stored.languages.map((language): [string, string] => ["languages", language]),
    ["otherLanguages", stored.otherLanguages],
    ["accommodation", stored.accommodation],
    ["consent", "yes"],
  ];
}

const statuses = new Map<number, number>();

/** How many applications are stored. */
const storedCount = async () => (await current.applications.counts("2000-01-01")).stored;

test(`${runs} generated bodies: never a server error, nothing stored for a refusal, never an invalid row`, async () => {
  const posting = (await current.postings.bySlug("personal-support-worker"))!;
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.array(field, { maxLength: 10 }), nearlyValid), async (fields) => {
      const before = await storedCount();
      const filesBefore = (await current.files()).length;
      const body = await multipart(fields);
      const response = await current.app.inject({ method: "POST", url, ...body });
      expect([303, 400, 413, 422]).toContain(response.statusCode);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const after = await storedCount();
      if (response.statusCode !== 303) {
        expect(after).toBe(before);
        // A résumé that passed is kept across a 422, for the form sent back (issue 37): that
        // one file, named on the page, and no other.
        const kept = response.statusCode === 422 && response.body.includes('name="keptResume"');
        expect(await current.files()).toHaveLength(filesBefore + (kept ? 1 : 0));
        return;
      }
      // Read back as the server reads it: a file without a name is sent as text.
      const received = await new Response(new Uint8Array(body.payload), {
        headers: { "content-type": body.headers["content-type"] },
      }).formData();
      const isSpam = received
        .getAll(applicationFields.honeypot)
        .some((sent) => typeof sent === "string" && sent.trim() !== "");
      expect(after).toBe(isSpam ? before : before + 1);
      if (isSpam) return;
      const { rows } = await current.applications.list({}, { offset: 0, limit: 1 }, "2000-01-01");
      const newest = (await current.applications.get(rows[0]!.id, "2000-01-01"))!;
      // A file is stored only for a kept résumé, under the name the row gives.
      expect(await current.files()).toHaveLength(filesBefore + (newest.resumeFile?.stored ? 1 : 0));
      const again = validateApplication(
        posted(newest),
        { id: posting.id, slug: posting.slug, content: posting.live! },
        "en",
      );
      expect(again.ok).toBe(true);
      if (again.ok) {
        const { postingId, postingSlug, postingTitle, postingGroup, language, ...answers } =
          again.input;
        expect({ postingId, postingSlug, postingTitle, postingGroup, language }).toEqual({
          postingId: newest.postingId,
          postingSlug: newest.postingSlug,
          postingTitle: newest.postingTitle,
          postingGroup: newest.postingGroup,
          language: newest.language,
        });
        expect(newest).toMatchObject(answers);
      }
    }),
    { numRuns: runs },
  );
  // The property must have been tested on real stored rows, not only on refusals.
  expect(statuses.get(303) ?? 0).toBeGreaterThan(runs / 10);
  expect(statuses.get(422) ?? 0).toBeGreaterThan(runs / 10);
  console.log("statuses over generated bodies:", Object.fromEntries(statuses));
}, 120_000);
