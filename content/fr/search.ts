/**
 * Les mots que les gens cherchent, reliés aux mots des pages du site (server/search/) : mêmes
 * clés que content/en/search.ts. Écrire les mots comme les gens les tapent ; majuscules, accents
 * et apostrophes ne comptent pas.
 */
import type { Synonyms } from "../en/search.ts";

export const synonyms = {
  psw: ["PSSP", "PSW", "préposé", "préposée", "préposés", "préposées"],
  dementia: ["démence", "Alzheimer", "perte de mémoire", "pertes de mémoire"],
  footCare: ["soins des pieds", "podologie", "podologue", "podiatre", "ongles d'orteils"],
  respite: ["répit", "relève", "pause pour les proches aidants"],
  palliative: ["palliatif", "palliatifs", "palliative", "palliatives", "fin de vie"],
  fluShot: ["vaccin", "vaccins", "vaccination", "grippe", "influenza"],
  night: ["nuit", "nuits", "de nuit", "nocturne"],
  jobs: ["emploi", "emplois", "carrière", "carrières", "embauche", "poste", "postes"],
} as const satisfies Synonyms;
