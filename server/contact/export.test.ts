import { expect, test } from "vitest";
import { csvCell, toCsv } from "./export.ts";
import type { StoredSubmission } from "./validate.ts";

test("cells a spreadsheet would run as formulas are neutralised", () => {
  expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
    `"'=HYPERLINK(""http://evil.example"",""click"")"`,
  );
  expect(csvCell("+1 416 555 0199")).toBe("'+1 416 555 0199");
  expect(csvCell("-2+3")).toBe("'-2+3");
  expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
});

test("plain values stay as they are; commas, quotes and line breaks are quoted", () => {
  expect(csvCell("Ann Lee")).toBe("Ann Lee");
  expect(csvCell("Personal Care, Nursing & Senior Care Services")).toBe(
    '"Personal Care, Nursing & Senior Care Services"',
  );
  expect(csvCell('She said "hi"\nthen left')).toBe('"She said ""hi""\nthen left"');
});

test("a CSV file has a header and one row per submission; a field the form added later is empty for those from before", () => {
  const submission: StoredSubmission = {
    id: "abc",
    receivedAt: "2026-11-22T10:00:00.000Z",
    language: "en",
    name: "Ann",
    phone: "",
    relationship: "",
    recipient: "Foot Care",
    subject: "",
    email: "ann@example.com",
    message: "Hi",
  };
  // Sent before the form asked for the best time to call back: no value at all.
  const chosen: StoredSubmission = { ...submission, id: "def", callTime: "Afternoon" };
  const lines = toCsv([submission, chosen]).trimEnd().split("\r\n");
  // The form's fields in the form's order, under their labels (content/inquiry-form.ts).
  expect(lines[0]).toBe(
    "Received,Reference,Name,Phone Number,Best time to call you back,Relationship,Recipient,Subject,Email,Message",
  );
  expect(lines[1]).toBe("2026-11-22T10:00:00.000Z,abc,Ann,,,,Foot Care,,ann@example.com,Hi");
  expect(lines[2]).toBe(
    "2026-11-22T10:00:00.000Z,def,Ann,,Afternoon,,Foot Care,,ann@example.com,Hi",
  );
});
