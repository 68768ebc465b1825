/**
 * Les mots que les gens cherchent, reliés aux mots des pages du site (server/search/) : mêmes
 * clés que content/en/search.ts. Écrire les mots comme les gens les tapent ; majuscules, accents
 * et apostrophes ne comptent pas.
 */
import type { Askers, Synonyms } from "../en/search.ts";

export const synonyms = {
  psw: ["PSSP", "PSW", "préposé", "préposée", "préposés", "préposées"],
  dementia: ["démence", "Alzheimer", "perte de mémoire", "pertes de mémoire"],
  footCare: ["soins des pieds", "podologie", "podologue", "podiatre", "ongles d'orteils"],
  respite: ["répit", "relève", "pause pour les proches aidants"],
  palliative: ["palliatif", "palliatifs", "palliative", "palliatives", "fin de vie"],
  fluShot: ["vaccin", "vaccins", "vaccination", "grippe", "influenza"],
  night: ["nuit", "nuits", "de nuit", "nocturne"],
  nursing: ["soins infirmiers"],
  jobs: ["emploi", "emplois", "carrière", "carrières", "embauche", "poste", "postes"],
  cost: ["coût", "coûts", "coûte", "coûtent", "coûter", "coûtera", "prix", "tarif", "tarifs"],
  publicCare: [
    "fonds publics",
    "financés par l'État",
    "Santé à domicile Ontario",
    "Ontario Health atHome",
    "RLISS",
    "CASC",
    "LHIN",
    "CCAC",
    "OHIP",
    "Services de soutien à domicile et en milieu communautaire",
    "SSDMC",
  ],
} as const satisfies Synonyms;

export const askers = {
  family: ["soins", "à domicile", "domicile", "aide", "maman", "papa", "mère", "père", "parent"],
  work: [
    "emploi",
    "poste",
    "embauche",
    "postuler",
    "carrière",
    "quart",
    "salaire",
    "travail",
    "travailler",
  ],
  filler: [
    "un",
    "une",
    "le",
    "la",
    "les",
    "de",
    "des",
    "du",
    "d",
    "l",
    "pour",
    "ma",
    "mon",
    "mes",
    "son",
    "sa",
    "ses",
    "notre",
    "avec",
    "et",
    "en",
    "au",
    "aux",
    "à",
    "qui",
    "j",
    "je",
    "besoin",
    "combien",
  ],
} as const satisfies Askers;
