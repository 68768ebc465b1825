/**
 * The French revision (issue 28, section 3) held: the words and constructions a Franco-Ontarian
 * reader flagged may not come back into any French text, page or interface. Each rule says what
 * to write instead; docs/french-revision-2026-11.md lists what was changed.
 */
import { describe, expect, test } from "vitest";
import { inlineText } from "./inline-markup.ts";
import { inquiryWords as drawnInquiryWords } from "./inquiry-form.ts";
import { about } from "./fr/about.ts";
import { applicationWords } from "./fr/application-form.ts";
import { inquiryWords } from "./fr/inquiry-form.ts";
import { accessibility } from "./fr/pages/accessibility.ts";
import { careers } from "./fr/pages/careers.ts";
import { postingWords } from "./fr/postings.ts";
import { contact } from "./fr/pages/contact.ts";
import { contactSent } from "./fr/pages/contact-sent.ts";
import { home } from "./fr/pages/home.ts";
import { privacy } from "./fr/pages/privacy.ts";
import { servicesIndex } from "./fr/pages/services-index.ts";
import { serviceAreaWords } from "./fr/service-areas.ts";
import { nursing } from "./fr/services/nursing.ts";
import { personalSupport } from "./fr/services/personal-support.ts";
import { seniorCareServices } from "./fr/services/senior-care-services.ts";
import { specializedServices } from "./fr/services/specialized-services.ts";
import { siteWords } from "./fr/site.ts";
import { ui } from "./fr/ui.ts";
import { localeTags } from "./locale.ts";
import { seedSamples } from "./posting-seed.ts";

/** A fault, and what to write instead. */
const rules: readonly { fault: RegExp; instead: string }[] = [
  { fault: /\bhabillement\b/i, instead: "habillage (the act of dressing)" },
  {
    fault: /\baid(?:e|er|ent|ez|era)\s+avec\b/i,
    instead: "aide pour, aider à (« aider au bain »)",
  },
  { fault: /par l'État/, instead: "financés par les fonds publics" },
  { fault: /par l'intermédiaire de Santé/, instead: "par l'entremise de Santé à domicile Ontario" },
  { fault: /postes offerts/i, instead: "Postes à pourvoir" },
  { fault: /assurance[ -]santé/i, instead: "assurance-maladie privée" },
  {
    fault: /assistante? du physiothérapeute/i,
    instead: "assistant ou assistante en physiothérapie",
  },
  { fault: /sécurité de tous\b/, instead: "de toutes et de tous" },
  { fault: /faire une différence/i, instead: "Un travail qui compte" },
  { fault: /ce pour quoi/i, instead: "Comment nous pouvons vous aider" },
  { fault: /comment nous faisons/i, instead: "Donnez-nous votre avis" },
  { fault: /signes de santé/i, instead: "signes vitaux" },
  { fault: /\bamèn\w* une infirmière/i, instead: "une infirmière ou un infirmier vient chez vous" },
  { fault: /plaies de lit/i, instead: "escarres" },
  { fault: /à travers (?:leurs|ses|vos|nos|mes) yeux/i, instead: "de leur point de vue" },
  { fault: /(?:sécurité|passe) en premier/i, instead: "avant tout" },
  { fault: /pendant jusqu'à/i, instead: "jusqu'à" },
  { fault: /en mots simples/i, instead: "en termes simples" },
  { fault: /\b(?:les|vos|nos) options\b/i, instead: "choix" },
  { fault: /commencez petit/i, instead: "Commencez à votre rythme" },
  { fault: /veuillez [^.]*, ou (?:appelez|composez)\b/i, instead: "Veuillez …, ou nous appeler" },
  {
    fault: /(?<!\p{L})ça(?!\p{L})/iu,
    instead: "cela, or a noun heading (« Fonctionnement », « Coûts »)",
  },
  {
    fault: /personne de coordination/i,
    instead: "Pourquoi confier la coordination à une seule personne",
  },
  { fault: /déclaration de valeurs/i, instead: "Énoncé de nos valeurs à l'égard de la clientèle" },
  { fault: /tâches infirmières/i, instead: "n'accomplit aucun acte infirmier" },
  { fault: /commencés, arrêtés/i, instead: "prescrits, cessés ou modifiés" },
  {
    fault: /jusqu'au transport/i,
    instead: "a list that reads as one (soins infirmiers, soutien personnel…)",
  },
  { fault: /\bSoins personnels, soins infirmiers/, instead: "Soutien personnel, the area's name" },
  {
    fault: /ligne (?:sans frais )?(?:des|de nos) Services/,
    instead: "sentence case: la ligne des services…",
  },
  { fault: /(?<!^)Région de/, instead: "sentence case: la région de Peel" },
  { fault: /\bSuite \d/, instead: "bureau 500" },
  {
    fault: /compagnie pendant des visites|pour des visites, la nuit/i,
    instead: "lors de visites ponctuelles",
  },
  // The second revision (issue 39, item 12).
  { fault: /(?:^|[.!?] )Exige un certificat/, instead: "Ce poste exige un certificat" },
  {
    fault: /vous appeler pour le bon travail/i,
    instead: "vous proposer le poste qui vous convient",
  },
  {
    fault: /remis par un collège|ou un autre programme de formation/i,
    instead: "délivré par un collège ou un autre établissement de formation",
  },
  { fault: /par exemple \d/i, instead: "Par exemple : 416 555-0199" },
  { fault: /candidature est arrivée/i, instead: "votre candidature a bien été reçue" },
  { fault: /pas pu (?:être )?gardée?\b|pas pu garder/i, instead: "conserver" },
  { fault: /compagnie pour aînés/i, instead: "Accompagnement des aînés" },
  { fault: /de toutes les capacités/i, instead: "quelles que soient leurs capacités" },
  { fault: /\ben exige un\b/i, instead: "si votre poste l'exige" },
  {
    fault: /à Toronto, Peel et York(?!$)/,
    instead:
      "à Toronto et dans les régions de Peel et de York (a page title may keep the short form)",
  },
  { fault: /\bcoup de fil\b/i, instead: "joignable en tout temps par téléphone" },
  {
    fault: /\b(?:Demandez|Renseignez-vous) donc\b/i,
    instead: "Renseignez-vous auprès de votre assureur",
  },
  { fault: /de l'enseignement pour/i, instead: "Des conseils pour vous et votre famille" },
  { fault: /\brecommandation\b/i, instead: "une demande de consultation (a referral)" },
  { fault: /surveille les problèmes/i, instead: "surveille l'apparition de complications" },
  { fault: /\bdirectives\b/i, instead: "consignes (de soin des plaies, de sortie)" },
  { fault: /de façon privée/i, instead: "est à vos frais" },
  {
    fault: /consultez \[\p{Ll}/u,
    instead: "consultez la page [Soutien aux proches aidants](…): a page named by its name",
  },
  { fault: /bras solide/i, instead: "offrir son bras" },
  { fault: /\b(?:reste )?pour (?:4|quatre) jours/i, instead: "pendant quatre jours ou moins" },
  { fault: /les visages familiers aident/i, instead: "Voir des visages familiers rassure." },
  { fault: /atteintes? d'Alzheimer/i, instead: "atteintes de la maladie d'Alzheimer" },
  { fault: /en savoir plus : /i, instead: "En savoir plus sur le soutien personnel" },
  { fault: /combien de soins sont couverts/i, instead: "combien d'heures de soins sont couvertes" },
  {
    fault: /lignes marquées « [^»]+ » vous répondent/i,
    instead: "Sur les lignes marquées « … », on vous répond en français",
  },
  {
    fault: /quand vous appelez ou nous écrivez/i,
    instead: "quand vous nous appelez ou nous écrivez",
  },
  { fault: /historique de santé/i, instead: "antécédents médicaux" },
  { fault: /consultation est enregistrée/i, instead: "Chaque accès à votre message est consigné" },
  { fault: /nom@example\.com/i, instead: "nom@exemple.com" },
  {
    fault: /vous rappeler avec la bonne personne/i,
    instead: "pour que la bonne personne vous rappelle",
  },
  { fault: /sans vos mots/i, instead: "sans le contenu de votre message" },
  { fault: /défiler la page de côté/i, instead: "faire défiler la page horizontalement" },
  { fault: /\b2 jours ouvrables/i, instead: "deux jours ouvrables" },
  { fault: /en texte simple/i, instead: "En texte brut" },
  {
    fault: /nous allons vous aider/i,
    instead: "Appelez-nous au 1 888 555-0100 : nous vous aiderons.",
  },
  {
    fault: /\b(?:à d'autres )?jusqu'à 7 jours/i,
    instead: "pendant une période pouvant aller jusqu'à sept jours",
  },
  {
    fault: /à la ligne de soins (?:\{phone:\w+\}|[\d -]+) 24 heures/i,
    instead: "répond à la ligne de soins au 1 888 555-0100, 24 heures sur 24",
  },
];

/** Every French string under `value`, with where it is; functions are read with a sample word. */
function texts(value: unknown, where: string): { where: string; text: string }[] {
  // Read through the typography (issue 28, section 2): typographic apostrophes, no-break spaces.
  if (typeof value === "string")
    return [{ where, text: value.replaceAll("\u2019", "'").replace(/[\u00a0\u202f]/g, " ") }];
  if (typeof value === "function") {
    const sample = (value as (...args: unknown[]) => unknown)(
      ...Array.from({ length: value.length }, () => "1"),
    );
    return texts(sample, `${where}()`);
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${where}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${where}.${key}`));
  return [];
}

const french = [
  ...texts(about, "about.ts"),
  ...texts(personalSupport, "services/personal-support.ts"),
  ...texts(nursing, "services/nursing.ts"),
  ...texts(seniorCareServices, "services/senior-care-services.ts"),
  ...texts(specializedServices, "services/specialized-services.ts"),
  ...texts({ home, careers, contact, contactSent, accessibility, privacy, servicesIndex }, "pages"),
  ...texts(inquiryWords, "inquiry-form.ts"),
  ...texts(applicationWords, "application-form.ts"),
  ...texts(serviceAreaWords, "service-areas.ts"),
  ...texts(postingWords, "postings.ts"),
  // The French halves of the sample postings (hours, requirements) that the Careers page shows.
  ...texts(seedSamples, "posting-seed.ts").filter(({ where }) => /\.fr(?:\.|$)/.test(where)),
  ...texts(siteWords, "site.ts"),
  ...texts(ui, "ui.ts"),
  // The French share image lists the areas in a sentence (scripts/og-image.ts).
  {
    where: "the share image (scripts/og-image.ts)",
    text: ui.shareImage.services(
      new Intl.ListFormat(localeTags.fr).format(siteWords.areaServed.slice(0, 3)),
    ),
  },
];

describe("the French revision holds (issue 28)", () => {
  test("the walk reaches every kind of French text: pages, lists, steps, FAQs, form, interface", () => {
    const places = french.map(({ where }) => where);
    for (const deep of [
      /^about\.ts\.patient-safety\.sections\.4\.body\.0\.steps\.2\.text$/,
      /^services\/senior-care-services\.ts\.total-care\.faqs\.\d+\.answer\.0$/,
      /^inquiry-form\.ts\.receiver\.request\.tooMany$/,
      /^application-form\.ts\.mail\.text\(\)$/,
      /^ui\.ts\.careers\.applyFor\(\)$/,
      /^site\.ts\.areaServed\.1$/,
      /^postings\.ts\.groups\.senior-companions$/,
      /^posting-seed\.ts\.[\w-]+\.requirements\.fr$/,
    ])
      expect(places.some((place) => deep.test(place))).toBe(true);
  });

  test.each(rules)("no French text has $fault (write $instead)", ({ fault }) => {
    expect(french.filter(({ text }) => fault.test(text)).map(({ where }) => where)).toEqual([]);
  });

  test("each rule catches the text the issue quoted", () => {
    const quoted = [
      "aident au bain, à l'habillement",
      "soin des plaies, aide avec les médicaments",
      "des soins financés par l'État",
      "des soins infirmiers à domicile financés par les fonds publics, par l'intermédiaire de Santé à domicile Ontario",
      "Postes offerts",
      "Si vous avez une assurance santé privée",
      "une formation d'assistant ou d'assistante du physiothérapeute",
      "Pour la sécurité de tous, nous demandons ceci",
      "Faire une différence",
      "Ce pour quoi nous pouvons vous aider",
      "Dites-nous comment nous faisons",
      "La vérification des signes de santé",
      "Les soins infirmiers à domicile amènent une infirmière ou un infirmier chez vous.",
      "les lésions de pression (plaies de lit)",
      "voir notre travail à travers leurs yeux",
      "Nous plaçons la sécurité en premier",
      "transmettre la grippe à d'autres pendant jusqu'à 7 jours",
      "Les voici, en mots simples.",
      "nos tarifs et vos options",
      "Commencez petit si vous le souhaitez",
      "Veuillez attendre une minute et réessayer, ou appelez-nous.",
      "Comment ça fonctionne",
      "Pourquoi une seule personne de coordination est importante",
      "Déclaration de valeurs envers la clientèle",
      "ne fait pas de tâches infirmières",
      "quels médicaments ont été commencés, arrêtés ou modifiés",
      "du soutien personnel jusqu'au transport et au ménage",
      "Soins personnels, soins infirmiers et services aux aînés",
      "Appelez la ligne des Services de transition vers une maison de retraite",
      "Toronto, Région de Peel et Région de York",
      "100 Example Street, Suite 500",
      "De la compagnie pendant des visites, la nuit ou à demeure",
      "Aidez nos clients et clientes à se déplacer en toute sécurité. Exige un certificat de PSSP ou une formation équivalente.",
      "les autres nous aident à vous appeler pour le bon travail.",
      "Le certificat est remis par un collège ou un autre programme de formation de PSSP.",
      "Par exemple 416 555-0199",
      "pour confirmer que votre candidature est arrivée.",
      "Nous n'avons pas pu garder votre CV",
      "Compagnie pour aînés",
      "Des préposés et préposées aux services de soutien personnel aident au bain à Toronto, Peel et York, 24 h sur 24.",
      "pour les personnes de tous les horizons et de toutes les capacités.",
      "si votre poste en exige un.",
      "une coordonnatrice ou un coordonnateur est toujours à un coup de fil de vous.",
      "Demandez donc à votre régime ce qu'il couvre.",
      "De l'enseignement pour vous et votre famille",
      "des directives de soins ou une recommandation",
      "en sachant que quelqu'un surveille les problèmes.",
      "Renseignez-vous donc auprès de votre régime.",
      "ils sont habituellement payés de façon privée.",
      "Pour en savoir plus, consultez [soutien aux proches aidants](/fr/services/soutien-personnel/soutien-aux-proches-aidants).",
      "offrir un bras solide pour aller à la salle de bain",
      "une seule personne accompagnatrice reste pour 4 jours ou moins.",
      "Les visages familiers aident.",
      "soins aux personnes atteintes d'Alzheimer ou de démence",
      "En savoir plus : Soutien personnel",
      "peut vous dire si vous êtes admissible et combien de soins sont couverts.",
      "Les lignes marquées « Service en français » vous répondent en français.",
      "dites-le-nous quand vous appelez ou nous écrivez.",
      "ni historique de santé complet",
      "Chaque consultation est enregistrée",
      "Entrez une adresse courriel comme nom@example.com.",
      "Cela nous suffit pour vous rappeler avec la bonne personne.",
      "un courriel qui dit seulement qu'un message est arrivé, sans vos mots, votre nom ni vos coordonnées",
      "sans avoir à faire défiler la page de côté.",
      "dans un délai de 2 jours ouvrables",
      "En texte simple, par courriel",
      "Vous pouvez aussi nous appeler. Nous allons vous aider :",
      "une personne peut transmettre la grippe à d'autres jusqu'à 7 jours.",
      "une personne répond à la ligne de soins {phone:careLine} 24 heures sur 24.",
    ];
    const uncaught = rules.filter(({ fault }) => !quoted.some((text) => fault.test(text)));
    expect(uncaught.map(({ fault }) => String(fault))).toEqual([]);
  });

  test("a list that follows « peut aider pour : » reads as one sentence: lower case, « ; », a final « . »", () => {
    const lists = french
      .filter(({ text }) => /peut aider pour :$/.test(text))
      .map(({ where }) => {
        const [file, ...keys] = where.split(/\.(?=[^.]+)/);
        const next = keys.slice(0, -1).concat(String(Number(keys.at(-1)) + 1));
        return french.filter((item) => item.where.startsWith(`${[file, ...next].join(".")}.`));
      });
    expect(lists.length).toBeGreaterThan(0);
    for (const items of lists) {
      expect(items.length).toBeGreaterThan(1);
      items.forEach(({ where, text }, index) => {
        expect(text, where).toMatch(/^\p{Ll}/u);
        expect(text, where).toMatch(index === items.length - 1 ? /[^;]\.$/ : / ;$/);
      });
    }
  });

  test("the failure dialog says once that the message was not sent (its title does)", () => {
    const { title, text } = inquiryWords.form.failure;
    expect(title).toMatch(/pas été envoyé/);
    expect(text).not.toMatch(/pas été envoyé/);
  });

  test("a service page that names a Recipient quotes the form's own words for it", () => {
    // The form's words as it draws them (typeset), as the reference draws them.
    const options = Object.values(drawnInquiryWords.fr.fields.recipient.options);
    const quoted = french
      .filter(({ where }) => where.startsWith("services/"))
      .flatMap(({ where, text }) =>
        // As drawn: a `{recipient:key}` reference becomes the form's words.
        inlineText(text, "fr")
          .split(/(?<=[.!?])\s+/)
          .filter((sentence) => /destinataire/.test(sentence))
          .flatMap((sentence) =>
            [...sentence.matchAll(/« ([^»]+) »/g)].map(([, name]) => ({ where, name: name! })),
          ),
      );
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter(({ name }) => !options.includes(name))).toEqual([]);
  });
});
