import { expect, test } from "vitest";
import { validateSubmission } from "../server/contact/validate.ts";
import { cleanValue, fieldProblem } from "./inquiry-checks.ts";
import { contactFormIn, receiverText } from "./inquiry-form.ts";
import { locales } from "./locale.ts";

/** A form as a visitor may leave it: every fault the browser can see before sending. */
const faulty: Record<string, string> = {
  Name: "Ann\u0007Lee",
  "Phone Number": "12345",
  Recipient: "",
  Subject: "Not one of the choices",
  Email: "name@example",
  message: "x".repeat(5001),
};

test.each(locales)(
  "in %s, the form's checks find what the receiver refuses, in the receiver's words",
  (locale) => {
    const { fields } = contactFormIn(locale);
    const inTheForm = fields.flatMap((field) => {
      const problem = fieldProblem(field, cleanValue(faulty[field.name] ?? ""), locale);
      return problem ? [{ field: field.name, ...problem }] : [];
    });
    const answer = validateSubmission([["Language", locale], ...Object.entries(faulty)]);
    expect(answer.ok).toBe(false);
    expect(inTheForm).toEqual(answer.ok ? [] : answer.errors);
    expect(inTheForm.map((problem) => problem.code)).toEqual([
      "control_character",
      "invalid",
      "required",
      "not_an_option",
      "invalid",
      "too_long",
    ]);
  },
);

test("a French form is answered in French", () => {
  const [recipient] = contactFormIn("fr").fields.filter((field) => field.name === "Recipient");
  expect(fieldProblem(recipient!, "", "fr")?.message).toBe(
    receiverText("fr").field.required("Destinataire"),
  );
  expect(fieldProblem(recipient!, "", "fr")?.message).toMatch(/^Le champ «\s*Destinataire\s*»/);
});

test("a field left out that is not required, or filled in rightly, has no fault", () => {
  const fields = contactFormIn("en").fields;
  const field = (name: string) => fields.find((candidate) => candidate.name === name)!;
  expect(fieldProblem(field("Name"), "", "en")).toBeUndefined();
  expect(fieldProblem(field("Phone Number"), "+1 (416) 555-0199 ext. 12", "en")).toBeUndefined();
  expect(fieldProblem(field("Email"), "name@example.com", "en")).toBeUndefined();
});
