import { describe, expect, test } from "vitest";
import { synonyms as english } from "../../content/en/search.ts";
import { synonyms as french } from "../../content/fr/search.ts";
import { cleanQuery, maxQueryLength, maxQueryWords, queryGroups, wordsOf } from "./query.ts";

const en = { locale: "en", synonyms: english, prefix: false } as const;
const fr = { locale: "fr", synonyms: french, prefix: true } as const;

describe("cleanQuery", () => {
  test("keeps a query's words, one space between them", () => {
    expect(cleanQuery("  night\t\n care  ")).toBe("night care");
  });

  test("takes the first of repeated parameters and nothing from other types", () => {
    expect(cleanQuery(["first", "second"])).toBe("first");
    expect(cleanQuery(undefined)).toBe("");
    expect(cleanQuery({ q: "x" })).toBe("");
  });

  test("cuts a long query to its limit in characters, not halfway through one", () => {
    expect(cleanQuery("a".repeat(10_000))).toHaveLength(maxQueryLength);
    const emoji = cleanQuery("😀".repeat(300));
    expect(Array.from(emoji)).toHaveLength(maxQueryLength);
    expect(emoji.isWellFormed()).toBe(true);
  });

  test("turns control characters and lone surrogates into spaces or replacement characters", () => {
    expect(cleanQuery("foot\u0000care\u0002\u0003\u001b[31m")).toBe("foot care [31m");
    expect(cleanQuery("a\ud800b").isWellFormed()).toBe(true);
  });
});

describe("wordsOf", () => {
  test("reads words as the index does: lower case, no accents, split at punctuation", () => {
    expect(wordsOf("Démence, ALZHEIMER'S l’hôpital")).toEqual([
      "demence",
      "alzheimer",
      "s",
      "l",
      "hopital",
    ]);
  });

  test("finds the same word whether its accent is one character or two (NFC or NFD)", () => {
    expect(wordsOf("de\u0301mence")).toEqual(wordsOf("d\u00e9mence"));
  });
});

describe("queryGroups", () => {
  test("a plain word is one quoted string", () => {
    expect(queryGroups("wound", en)).toEqual(['"wound"']);
  });

  test("a synonym becomes its group's alternatives, joined by OR", () => {
    const [group] = queryGroups("PSW", en);
    expect(group).toMatch(/^\(.*\)$/);
    expect(group).toContain('"psw"');
    expect(group).toContain('"person support worker"');
  });

  test("the words people use and the site's words give the same group", () => {
    expect(queryGroups("podiatry", en)).toEqual(queryGroups("foot care", en));
    expect(queryGroups("dementia", en)).toEqual(queryGroups("Alzheimer's", en));
    expect(queryGroups("end of life", en)).toEqual(queryGroups("palliative", en));
    expect(queryGroups("flu shot", en)).toEqual(queryGroups("vaccine", en));
    expect(queryGroups("overnight", en)).toEqual(queryGroups("night", en));
    expect(queryGroups("respite", en)[0]).toContain('"caregiv break"');
    expect(queryGroups("PSSP", fr)).toEqual(queryGroups("préposée", fr));
    expect(queryGroups("demence", fr)).toEqual(queryGroups("Alzheimer", fr));
    expect(queryGroups("podologie", fr)).toEqual(queryGroups("soins des pieds", fr));
    expect(queryGroups("fin de vie", fr)).toEqual(queryGroups("palliatif", fr));
    expect(queryGroups("grippe", fr)).toEqual(queryGroups("vaccin", fr));
    expect(queryGroups("repit", fr)).toEqual(queryGroups("relève", fr));
  });

  test("the longest synonym phrase at a place wins, and the words after it still count", () => {
    expect(queryGroups("foot care clinic", en)).toEqual([
      ...queryGroups("foot care", en),
      '"clinic"',
    ]);
  });

  test("words are stems, in each language, so a word's other forms find it", () => {
    expect(queryGroups("infirmières", fr)).toEqual(queryGroups("infirmier", fr));
    expect(queryGroups("nurses", en)).toEqual(queryGroups("nursing", en));
  });

  test("French words of four letters or more find longer words; English ones are whole", () => {
    expect(queryGroups("pied", fr)).toEqual(['"pied"*']);
    expect(queryGroups("de", fr)).toEqual(['"de"']);
    expect(queryGroups("wound", en)).toEqual(['"wound"']);
  });

  test("a French word another of its group starts is left out of the group", () => {
    const [group] = queryGroups("PSSP", fr);
    // Stemmed, "préposé", "préposée" and "préposées" are one alternative.
    expect(group!.split('"prepos"*')).toHaveLength(2);
    expect(group).not.toContain("preposee");
  });

  test.each([
    ['"', []],
    ["*", []],
    ["-", []],
    ["()", []],
    ["NEAR(", ['"near"']],
    ["night NOT care", ['"not"']],
    ['title:"x" OR y*', ['"titl"', '"x"', '"or"', '"y"']],
    ["^a + b", ['"a"', '"b"']],
  ])("hostile %j is only words", (input, expected) => {
    const groups = queryGroups(input, en);
    for (const word of expected) expect(groups).toContain(word);
    for (const group of groups)
      expect(group).toMatch(/^(\()?"[\p{L}\p{N} ]+"\*?( OR "[\p{L}\p{N} ]+"\*?)*\)?$/u);
  });

  test("only the first words of a long query count", () => {
    const words = Array.from({ length: 50 }, (_, index) => `word${index}`).join(" ");
    expect(queryGroups(words, en)).toHaveLength(maxQueryWords);
  });
});

test("both languages have the same synonym groups", () => {
  expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  for (const group of [...Object.values(english), ...Object.values(french)])
    for (const phrase of group) expect(wordsOf(phrase).length).toBeGreaterThan(0);
});
