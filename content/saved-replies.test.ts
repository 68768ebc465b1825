import { describe, expect, it } from "vitest";
import { savedReplySeed } from "./saved-replies.ts";

/**
 * Words that would tell a reader something about a person's health or care, in both languages.
 * Ontario's privacy commissioner (IPC) expects consent before health information goes by e-mail;
 * a saved reply goes to anyone, so it must hold none. ("Employees with disabilities" is the AODA
 * policy sentence, the same for everyone: not about the person.)
 */
const healthWords = [
  /\b(diagnos|illness|disease|dementia|alzheimer|cancer|diabet|stroke|surgery|wound|medication|medicine|prescription|nurs|palliative|personal support|psw|foot care|flu|vaccin|symptom|pain|hospital|doctor|therapy)/iu,
  /\b(maladie|démence|diabète|chirurgie|plaie|médica|ordonnance|soins infirmiers|infirmi|palliatif|pied|grippe|vaccin|symptôme|douleur|hôpital|médecin|thérapie)/iu,
];

describe("the saved replies teams start with", () => {
  const every = Object.entries(savedReplySeed).flatMap(([team, replies]) =>
    replies.flatMap((reply) =>
      (["en", "fr"] as const).flatMap((language) => [
        { where: `${team}/${reply.key} title (${language})`, words: reply.title[language] },
        { where: `${team}/${reply.key} body (${language})`, words: reply.body[language] },
      ]),
    ),
  );

  it("hold no health words, in either language", () => {
    const found = every.flatMap(({ where, words }) =>
      healthWords.flatMap((pattern) => {
        const match = words.match(pattern);
        return match ? [`${where}: "${match[0]}"`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it("are written in both languages, and only Not selected waits a day", () => {
    for (const { words } of every) expect(words.trim()).not.toBe("");
    const delayed = Object.values(savedReplySeed)
      .flat()
      .filter((reply) => reply.delayDays > 0)
      .map((reply) => reply.key);
    expect(new Set(delayed)).toEqual(new Set(["not-selected"]));
  });

  it("catch a health word when one is written in", () => {
    expect(healthWords.some((pattern) => pattern.test("About your mother's dementia"))).toBe(true);
    expect(healthWords.some((pattern) => pattern.test("Au sujet de ses soins infirmiers"))).toBe(
      true,
    );
  });
});
