import { describe, expect, test } from "vitest";
import { applicationWords } from "../../content/application-words.ts";
import { type AppliedPosting, formValues, validateApplication } from "./apply-validate.ts";
import { seedPostings } from "./seed.ts";
import { noFile, upload, validApplicationForm } from "./test-support.ts";

const seed = seedPostings();
const byGroup = (group: string, index = 0): AppliedPosting => {
  const content = seed.filter((posting) => posting.group === group)[index]!;
  return { id: `id-${group}`, slug: `slug-${group}`, content };
};
const psw = byGroup("personal-support");
const nurse = byGroup("nursing");
const office = byGroup("administration");
/** A personal support posting whose form asks `asks`, chosen for it rather than by its group. */
const asking = (asks: AppliedPosting["content"]["asks"]): AppliedPosting => ({
  ...psw,
  content: { ...psw.content, asks },
});
const en = applicationWords.en.errors;
const fr = applicationWords.fr.errors;

/** The valid form with some fields replaced (or removed, with undefined), in the same order. */
function edited(changes: Record<string, string | string[] | undefined>): [string, string][] {
  const kept = validApplicationForm.filter(([field]) => !(field in changes));
  const added = Object.entries(changes).flatMap(([field, value]) =>
    value === undefined ? [] : [value].flat().map((one) => [field, one] as [string, string]),
  );
  return [...kept, ...added];
}

const codes = (result: ReturnType<typeof validateApplication>) =>
  result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);

describe("an application that passes", () => {
  test("is a clean record of the posting, with the boxes in the form's order", () => {
    const result = validateApplication(
      [...edited({ days: ["sat", "mon"], name: "  Ana\u0301 Lee  " }), ["resume", noFile()]],
      psw,
      "en",
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toEqual({
      postingId: psw.id,
      postingSlug: psw.slug,
      postingTitle: psw.content.title.en,
      postingGroup: "personal-support",
      language: "en",
      // Trimmed and composed (NFC): one "á", not "a" and an accent.
      name: "An\u00e1 Lee",
      phone: "416-555-0199",
      email: "ann@example.com",
      region: "peel",
      pswCertificate: true,
      cnoNumber: null,
      days: ["mon", "sat"],
      shifts: ["morning"],
      driversLicence: true,
      car: false,
      languages: ["en", "fr"],
      otherLanguages: "Tagalog",
      accommodation: "",
    });
    // No file chosen is no résumé.
    expect(result.resume).toBeNull();
    expect(result.isSpam).toBe(false);
  });

  test("a nurse gives the College's number, checked for form only, spaces taken out", () => {
    const fields = edited({ pswCertificate: undefined, cnoNumber: " 1234 5678 " });
    const result = validateApplication(fields, nurse, "en");
    expect(result.ok && result.input).toMatchObject({
      cnoNumber: "12345678",
      pswCertificate: null,
    });
    for (const wrong of ["123456", "123456789", "12345x7", "ABCDEFG"])
      expect(
        codes(
          validateApplication(
            edited({ ...{ pswCertificate: undefined }, cnoNumber: wrong }),
            nurse,
            "en",
          ),
        ),
      ).toEqual(["cnoNumber:invalid"]);
    expect(codes(validateApplication(edited({ pswCertificate: undefined }), nurse, "en"))).toEqual([
      "cnoNumber:required",
    ]);
  });

  test("an office job asks no certificate and no driving; the e-mail, other languages and accommodation may be empty", () => {
    const result = validateApplication(
      edited({
        pswCertificate: undefined,
        driversLicence: undefined,
        car: undefined,
        region: "toronto",
        email: "",
        otherLanguages: "",
        accommodation: "A quiet room,\r\nplease.",
      }),
      office,
      "en",
    );
    expect(result.ok && result.input).toMatchObject({
      pswCertificate: null,
      driversLicence: null,
      car: null,
      email: "",
      accommodation: "A quiet room,\nplease.",
    });
  });

  test("another language is enough without a box ticked", () => {
    const result = validateApplication(edited({ languages: undefined }), psw, "en");
    expect(result.ok && result.input.languages).toEqual([]);
  });

  test("a file chosen is handed on unread, with its name", () => {
    const file = upload(new Uint8Array([1, 2, 3]), "cv.pdf");
    const result = validateApplication([...validApplicationForm, ["resume", file]], psw, "en");
    expect(result.ok && result.resume).toBe(file);
  });

  test("the key is kept when it is one the form draws, and dropped otherwise", () => {
    const key = "0b8f6c1e-8a3d-4f5e-9c2b-7d1a2e3f4a5b";
    const withKey = validateApplication([...validApplicationForm, ["key", key]], psw, "en");
    expect(withKey.ok && withKey.key).toBe(key);
    const odd = validateApplication([...validApplicationForm, ["key", "../../etc"]], psw, "en");
    expect(odd.ok && odd.key).toBeUndefined();
  });

  test("the hidden field filled marks it as spam", () => {
    const result = validateApplication([...validApplicationForm, ["website", "x"]], psw, "en");
    expect(result.ok && result.isSpam).toBe(true);
  });
});

describe("what the posting's own form asks, not its group", () => {
  const asksNothing = asking({ certificate: null, driving: false });
  const asksCno = asking({ certificate: "cno", driving: false });
  const withoutAsked = edited({
    pswCertificate: undefined,
    driversLicence: undefined,
    car: undefined,
  });

  test("a posting that asks nothing takes the common fields alone, and stores no answer to the others", () => {
    const result = validateApplication(withoutAsked, asksNothing, "en");
    expect(result.ok && result.input).toMatchObject({
      postingGroup: "personal-support",
      pswCertificate: null,
      cnoNumber: null,
      driversLicence: null,
      car: null,
    });
  });

  test.each([
    ["pswCertificate", "yes"],
    ["cnoNumber", "1234567"],
    ["driversLicence", "yes"],
    ["car", "yes"],
  ])(
    "an answer to %s it does not ask, forged, is refused as the form's (400), not stored",
    (field, value) => {
      const result = validateApplication([...withoutAsked, [field, value]], asksNothing, "en");
      expect(result.ok ? 200 : result.status).toBe(400);
      expect(codes(result)).toEqual([`${field}:unknown_field`]);
    },
  );

  test("a personal support posting that asks for the College's number needs it, checked, and refuses the PSW answer", () => {
    const result = validateApplication([...withoutAsked, ["cnoNumber", "7654321"]], asksCno, "en");
    expect(result.ok && result.input).toMatchObject({
      cnoNumber: "7654321",
      pswCertificate: null,
      driversLicence: null,
    });
    expect(codes(validateApplication(withoutAsked, asksCno, "en"))).toEqual(["cnoNumber:required"]);
    expect(
      codes(validateApplication([...withoutAsked, ["cnoNumber", "12"]], asksCno, "en")),
    ).toEqual(["cnoNumber:invalid"]);
    const forged = validateApplication(
      [...withoutAsked, ["cnoNumber", "7654321"], ["pswCertificate", "yes"]],
      asksCno,
      "en",
    );
    expect(forged.ok ? 200 : forged.status).toBe(400);
    expect(codes(forged)).toEqual(["pswCertificate:unknown_field"]);
  });
});

describe("answers to fix (422), each with its sentence, in the page's language", () => {
  test("everything missing: one error per field the posting asks, in the form's order", () => {
    const result = validateApplication([["language", "en"]], psw, "en");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(422);
    expect(result.errors.map((error) => [error.field, error.message])).toEqual([
      ["name", en.name],
      ["phone", en.phone],
      ["region", en.region],
      ["pswCertificate", en.pswCertificate],
      ["languages", en.languages],
      ["days", en.days],
      ["shifts", en.shifts],
      ["driversLicence", en.driversLicence],
      ["car", en.car],
      ["consent", en.consent],
    ]);
  });

  test("in French, the French sentences", () => {
    const result = validateApplication([["language", "fr"]], nurse, "fr");
    expect(result.ok ? [] : result.errors.map((error) => error.message)).toEqual([
      fr.name,
      fr.phone,
      fr.region,
      fr.cnoNumber,
      fr.languages,
      fr.days,
      fr.shifts,
      fr.driversLicence,
      fr.car,
      fr.consent,
    ]);
  });

  test.each([
    ["phone:invalid", { phone: "12345" }, en.phoneDigits],
    ["phone:invalid", { phone: "call me" }, en.phone],
    ["email:invalid", { email: "not-an-address" }, en.email],
    ["region:not_an_option", { region: "ottawa" }, en.notAnOption],
    ["pswCertificate:not_an_option", { pswCertificate: "maybe" }, en.notAnOption],
    ["days:not_an_option", { days: "someday" }, en.notAnOption],
    ["shifts:not_an_option", { shifts: "all" }, en.notAnOption],
    ["languages:not_an_option", { languages: "de" }, en.notAnOption],
    ["car:required", { car: "" }, en.car],
    ["consent:not_an_option", { consent: "no" }, en.notAnOption],
    ["consent:required", { consent: undefined }, en.consent],
    ["name:too_long", { name: "a".repeat(121) }, en.tooLong(120)],
    ["accommodation:too_long", { accommodation: "a".repeat(1001) }, en.tooLong(1000)],
    ["name:control_character", { name: "Ann\u0000Lee" }, en.controlCharacter],
    [
      "otherLanguages:control_character",
      { otherLanguages: "Tagalog\nBcc: x@example.com" },
      en.controlCharacter,
    ],
    ["accommodation:control_character", { accommodation: "ramp\u0007" }, en.controlCharacter],
  ])("refused as %s", (code, changes, message) => {
    const result = validateApplication(edited(changes), psw, "en");
    expect(codes(result)).toEqual([code]);
    expect(result.ok ? "" : result.errors[0]!.message).toBe(message);
  });

  test("a region the posting is not in cannot be chosen", () => {
    expect(
      codes(
        validateApplication(
          edited({
            region: "peel",
            pswCertificate: undefined,
            driversLicence: undefined,
            car: undefined,
          }),
          office,
          "en",
        ),
      ),
    ).toEqual(["region:not_an_option"]);
  });
});

describe("what no form of ours sends (400), with one sentence", () => {
  test.each([
    [
      "a field the form does not have",
      [...validApplicationForm, ["salary", "lots"]],
      "salary:unknown_field",
    ],
    [
      "a field this posting does not ask",
      [...validApplicationForm, ["cnoNumber", "1234567"]],
      "cnoNumber:unknown_field",
    ],
    ["a single field twice", [...validApplicationForm, ["name", "Bob"]], "name:duplicate_field"],
    ["a box ticked twice", [...validApplicationForm, ["days", "mon"]], "days:duplicate_value"],
    [
      "a file in a text field",
      [...validApplicationForm, ["otherLanguages", upload(new Uint8Array(1), "x.pdf")]],
      "otherLanguages:file_not_allowed",
    ],
    [
      "words where the résumé goes",
      [...validApplicationForm, ["resume", "cv.pdf"]],
      "resume:not_a_file",
    ],
    [
      "two résumés",
      [
        ...validApplicationForm,
        ["resume", upload(new Uint8Array(1), "a.pdf")],
        ["resume", upload(new Uint8Array(1), "b.pdf")],
      ],
      "resume:not_a_file",
    ],
    ["another page's language", edited({ language: "fr" }), "language:not_an_option"],
    [
      "the prototype's name",
      [...validApplicationForm, ["__proto__", "x"]],
      "__proto__:unknown_field",
    ],
  ] as [string, [string, string | File][], string][])("%s", (_what, entries, code) => {
    const result = validateApplication(entries, psw, "en");
    expect(result.ok ? 200 : result.status).toBe(400);
    expect(codes(result)).toEqual([code]);
    expect(result.ok ? "" : result.errors[0]!.message).toBe(applicationWords.en.request.malformed);
  });
});

test("the values sent back keep every text and every box, and never the key or the trap", () => {
  expect(
    formValues([
      ...validApplicationForm,
      ["key", "0b8f6c1e-8a3d-4f5e-9c2b-7d1a2e3f4a5b"],
      ["website", "spam"],
      ["resume", upload(new Uint8Array(1), "cv.pdf")],
    ]),
  ).toMatchObject({
    name: "Ann Lee",
    days: ["mon", "sat"],
    languages: ["en", "fr"],
    consent: "yes",
  });
  const values = formValues([
    ["key", "k"],
    ["website", "w"],
    ["resume", noFile()],
  ]);
  expect(values).toEqual({});
});
