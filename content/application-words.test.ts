import { expect, test } from "vitest";
import { applicantConfirmation, applicationWords, resumeRefusals } from "./application-words.ts";
import { site } from "./site.ts";

test("the applicant's e-mail says the application arrived, for which job, and nothing it holds", () => {
  const english = applicantConfirmation("en", "Personal Support Worker");
  expect(english.subject).toBe("We received your application: Personal Support Worker");
  expect(english.text).toContain("Thank you for applying for Personal Support Worker");
  expect(english.text).toContain(site.emails.careers);
  expect(english.text).toContain("416-555-0150");
  const french = applicantConfirmation("fr", "Infirmière autorisée");
  // French punctuation: a no-break space before the colon and inside the guillemets.
  expect(french.subject).toBe("Nous avons reçu votre candidature\u00a0: Infirmière autorisée");
  expect(french.text).toContain("au poste «\u00a0Infirmière autorisée\u00a0»");
  expect(french.text).toContain(site.emails.careers);
  // Words only: no field of the form is a parameter, so none can be in it.
  expect(applicationWords.en.mail.text.length).toBe(4);
});

test("each refusal of a résumé, and only those, has its words in both languages", () => {
  expect(resumeRefusals.sort()).toEqual(
    ["empty", "infected", "notAllowed", "tooLarge", "unsafeArchive"].sort(),
  );
  for (const refusal of resumeRefusals)
    expect(applicationWords.fr.resumeRefusals[refusal]).toMatch(/\S/);
});
