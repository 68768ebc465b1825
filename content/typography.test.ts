import { describe, expect, test } from "vitest";
import { typeset, typesetWords, typographyProblems } from "./typography.ts";

const nbsp = "\u00a0";
const narrow = "\u202f";

describe("French", () => {
  test("a colon, a percent sign and guillemets get a no-break space, whatever stood there", () => {
    expect(typeset("Aide de nuit: Services aux aînés", "fr")).toBe(
      `Aide de nuit${nbsp}: Services aux aînés`,
    );
    expect(typeset("Le répit : une pause", "fr")).toBe(`Le répit${nbsp}: une pause`);
    expect(typeset("de 70 à 90%", "fr")).toBe(`de 70 à 90${nbsp}%`);
    expect(typeset("de 70 à 90 %", "fr")).toBe(`de 70 à 90${nbsp}%`);
    expect(typeset("le champ «Nom» ou « Objet »", "fr")).toBe(
      `le champ «${nbsp}Nom${nbsp}» ou «${nbsp}Objet${nbsp}»`,
    );
  });

  test("a semicolon, a question mark and an exclamation mark get a narrow no-break space", () => {
    expect(typeset("Qui paie? Nous; vous!", "fr")).toBe(
      `Qui paie${narrow}? Nous${narrow}; vous${narrow}!`,
    );
    expect(typeset("Qui paie ?", "fr")).toBe(`Qui paie${narrow}?`);
  });

  test("a text that opens with its space and mark keeps one space (issue 39: « Téléphone␣␣: »)", () => {
    expect(typeset(`${nbsp}:`, "fr")).toBe(`${nbsp}:`);
    expect(typeset(" :", "fr")).toBe(`${nbsp}:`);
    expect(typeset(`${nbsp}: nous vous aiderons.`, "fr")).toBe(`${nbsp}: nous vous aiderons.`);
    expect(typeset(`${narrow}?`, "fr")).toBe(`${narrow}?`);
    expect(typeset(":", "fr")).toBe(":");
  });

  test("apostrophes are typographic; numbers keep their unit and digit groups", () => {
    expect(typeset("l'aide d'une infirmière", "fr")).toBe("l’aide d’une infirmière");
    expect(typeset("24 heures sur 24, 5 Mo, 1 888 555-0100, 25 $", "fr")).toBe(
      `24${nbsp}heures sur 24, 5${nbsp}Mo, 1${nbsp}888${nbsp}555-0100, 25${nbsp}$`,
    );
    expect(typeset("24 h sur 24, 7 j sur 7", "fr")).toBe(`24${nbsp}h sur 24, 7${nbsp}j sur 7`);
  });

  test("addresses keep every character: link targets, references, web and e-mail addresses", () => {
    const source =
      "Lisez l'[avis](/fr/confidentialite?x=1#haut): appelez {phone:careLine}? Voir https://www.ontario.ca/fr/page?x=1 ou info@example.org!";
    expect(typeset(source, "fr")).toBe(
      `Lisez l’[avis](/fr/confidentialite?x=1#haut)${nbsp}: appelez {phone:careLine}${narrow}? Voir https://www.ontario.ca/fr/page?x=1 ou info@example.org${narrow}!`,
    );
    // Every kind of reference, the later ones too (a no-break space after "recipient" broke one).
    expect(typeset("choisir « {recipient:footCare} » ou {atHome:phone}", "fr")).toBe(
      `choisir «${nbsp}{recipient:footCare}${nbsp}» ou {atHome:phone}`,
    );
    expect(typeset("/fr/nous-joindre?objet=soins", "fr")).toBe("/fr/nous-joindre?objet=soins");
    expect(typeset("mailto:careers@example.org?subject=x", "fr")).toBe(
      "mailto:careers@example.org?subject=x",
    );
  });

  test("setting twice changes nothing", () => {
    const once = typeset("Pourquoi? « Le répit » : 90 % d'entre nous", "fr");
    expect(typeset(once, "fr")).toBe(once);
    expect(typographyProblems(once, "fr")).toEqual([]);
  });

  test("every string of a language's words is set, and every string its functions return", () => {
    const words = typesetWords(
      {
        heading: "Ce que ça coûte ?",
        list: ["l'aide", { note: "Note: rien" }],
        applyFor: (title: string) => `Postuler: ${title}`,
        count: 3,
      },
      "fr",
    );
    expect(words.heading).toBe(`Ce que ça coûte${narrow}?`);
    expect(words.list).toEqual(["l’aide", { note: `Note${nbsp}: rien` }]);
    expect(words.applyFor("PSSP")).toBe(`Postuler${nbsp}: PSSP`);
    expect(words.count).toBe(3);
  });
});

describe("the check", () => {
  test("names each fault with the words around it", () => {
    expect(typographyProblems("Aide de nuit: Services | Grand Care", "fr")).toEqual([
      "“:” needs a no-break space (U+00A0) before it: …Aide de nuit: Services…",
    ]);
    expect(typographyProblems("Qui paie ? « Nous »", "fr")).toHaveLength(3);
    expect(typographyProblems("l'aide", "fr")).toHaveLength(1);
  });

  test("finds a doubled no-break space and a breakable space before a unit (issue 39)", () => {
    expect(typographyProblems(`Téléphone${nbsp}${nbsp}:`, "fr")).toEqual([
      `“${nbsp}${nbsp}” is a doubled space: one no-break space is enough: …Téléphone${nbsp}${nbsp}:…`,
    ]);
    expect(typographyProblems(`Appelez-nous ${nbsp}: 416`, "fr")).toHaveLength(1);
    expect(typographyProblems("24 h sur 24, 7 j sur 7", "fr")).toHaveLength(2);
    expect(typographyProblems(`24${nbsp}h sur 24, 7${nbsp}j sur 7, 1 888 555-0100`, "fr")).toEqual(
      [],
    );
  });

  test("reads no addresses, and no English", () => {
    expect(
      typographyProblems("Voir https://www.ontario.ca/page?x=1 ou a@example.org.", "fr"),
    ).toEqual([]);
    expect(typographyProblems("Call: now? It's free!", "en")).toEqual([]);
  });
});

test("English is left as written", () => {
  const english = "Night care: Senior care | It's 90%? Yes!";
  expect(typeset(english, "en")).toBe(english);
  const words = { a: english };
  expect(typesetWords(words, "en")).toBe(words);
});
