/**
 * Property tests: whatever a client sends, the receiver never fails with a 5xx, and everything it
 * stores passes validation again unchanged. Run by fast-check over generated bodies.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  honeypotField,
  type InquiryField,
  inquiryFields,
  languageField,
  inquiryKeys,
} from "../../content/inquiry-form.ts";
import { contactApp, multipart, validFields } from "./test-support.ts";
import { validateSubmission } from "./validate.ts";
import { everyTeam } from "./inbox.ts";

const runs = 1500;
let current: Awaited<ReturnType<typeof contactApp>>;
beforeAll(async () => {
  // Limits off: this test is about input, not flooding.
  current = await contactApp({ perClientPerMinute: 1e9, totalPerMinute: 1e9 });
});
afterAll(async () => current.close());

const names = [...inquiryKeys.map((key) => inquiryFields[key].name), honeypotField, languageField];
const choices = inquiryKeys.flatMap((key) => {
  const field: InquiryField = inquiryFields[key];
  return field.options?.map((option) => option.value) ?? [];
});
// Values mixing the plausible with the hostile: options, addresses, control characters, long text.
const value = fc.oneof(
  fc.constantFrom(...choices),
  fc.emailAddress(),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    "416-555-0199",
    "+1 (905) 555-0111 ext. 12",
    "\r\nBcc: x@example.com",
    '=HYPERLINK("x")',
  ),
  fc.string({ minLength: 4000, maxLength: 6000 }),
);
const field = fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })), value);
// A valid form with some of its fields replaced: most often close to what people send.
const nearlyValid = fc
  .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 3 })
  .map((changes) => {
    const fields = new Map(Object.entries(validFields));
    for (const [name, text] of changes) fields.set(name, text);
    return [...fields.entries()];
  });

const statuses = new Map<number, number>();

test(`${runs} generated bodies: never a server error, never an invalid row`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.array(field, { maxLength: 10 }), nearlyValid), async (fields) => {
      const before = (await current.store.counts()).submissions;
      const body = await multipart(fields);
      const response = await current.app.inject({ method: "POST", url: "/api/contact", ...body });
      expect([200, 400, 413, 422]).toContain(response.statusCode);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const after = (await current.store.counts()).submissions;
      if (response.statusCode !== 200) {
        expect(after).toBe(before);
        return;
      }
      const isSpam = fields.some(([name, text]) => name === honeypotField && text.trim() !== "");
      expect(after).toBe(isSpam ? before : before + 1);
      if (isSpam) return;
      const [stored] = await current.store.inbox.all({ teams: everyTeam });
      const again = validateSubmission(
        // The receiver stores every field, later ones too ("" when left empty).
        inquiryKeys.map((key) => [inquiryFields[key].name, stored![key]!]),
      );
      expect(again.ok).toBe(true);
      if (again.ok)
        expect(again.submission).toEqual({
          ...Object.fromEntries(inquiryKeys.map((key) => [key, stored![key]])),
          language: stored!.language,
        });
    }),
    { numRuns: runs },
  );
  // The property must have been tested on real stored rows, not only on refusals.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(runs / 10);
  expect(statuses.get(422) ?? 0).toBeGreaterThan(runs / 10);
  console.log("statuses over generated bodies:", Object.fromEntries(statuses));
  // Generous: 1,500 requests take about 2 s alone, longer on a shared, busy machine.
}, 60_000);
