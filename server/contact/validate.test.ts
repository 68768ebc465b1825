/**
 * The receiver's checks of one field by example: the best time to call back (issue 37), a choice
 * from a short list that may be left unchosen. The other fields are checked through the routes
 * (routes.test.ts) and by generated bodies (validate.property.test.ts).
 */
import { describe, expect, test } from "vitest";
import { inquiryFields, inquiryFieldsIn } from "../../content/inquiry-form.ts";
import { formFields, inquiryFromBefore } from "./test-support.ts";
import { validateSubmission } from "./validate.ts";

const name = inquiryFields.callTime.name;

/** The valid inquiry as the form posts it, with the best time to call back set to `value`. */
function withCallTime(value: string | undefined, language?: string): [string, string][] {
  const fields = Object.entries(formFields(inquiryFromBefore));
  return [
    ...fields,
    ...(value === undefined ? [] : [[name, value] as [string, string]]),
    ...(language ? [["Language", language] as [string, string]] : []),
  ];
}

describe("the best time to call back", () => {
  test("is one of four choices, posted and stored under its English name in both languages", () => {
    expect(inquiryFields.callTime.options!.map((option) => option.value)).toEqual([
      "Morning",
      "Afternoon",
      "Evening",
      "Any time",
    ]);
    expect(inquiryFieldsIn("fr").callTime.options!.map((option) => option.label)).toEqual([
      "Le matin",
      "L’après-midi",
      "Le soir",
      "En tout temps",
    ]);
    for (const language of [undefined, "fr"])
      for (const { value } of inquiryFieldsIn("fr").callTime.options!) {
        const result = validateSubmission(withCallTime(value, language));
        expect(result.ok, `${value} (${language ?? "en"})`).toBe(true);
        if (result.ok) expect(result.submission.callTime).toBe(value);
      }
  });

  test("is optional: left unchosen or not sent at all, the form still sends, with no preference", () => {
    for (const value of ["", undefined]) {
      const result = validateSubmission(withCallTime(value));
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.submission.callTime).toBe("");
    }
  });

  test("anything not on the list is refused, with a reason in the form's language", () => {
    const hostile = [
      "afternoon",
      "Midnight",
      "L’après-midi",
      "<script>alert(1)</script>",
      "Morning\r\nBcc: someone@example.com",
      "Morning\u0000",
      '=HYPERLINK("http://evil.example")',
      "Any time".repeat(40),
    ];
    for (const value of hostile) {
      const result = validateSubmission(withCallTime(value));
      expect(result.ok, value).toBe(false);
      if (result.ok) continue;
      expect(result.status).toBe(422);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]!.field).toBe(name);
      expect(["not_an_option", "control_character", "too_long"]).toContain(result.errors[0]!.code);
    }
    const english = validateSubmission(withCallTime("Midnight"));
    expect(english.ok || english.errors).toEqual([
      {
        field: name,
        code: "not_an_option",
        message: "Choose Best time to call you back from the list.",
      },
    ]);
    const french = validateSubmission(withCallTime("Minuit", "fr"));
    // French typography puts no-break spaces inside the guillemets.
    expect(french.ok || french.errors[0]!.message.replace(/\s/g, " ")).toBe(
      "Pour le champ « Meilleur moment pour vous rappeler », choisissez une réponse dans la liste.",
    );
  });
});
