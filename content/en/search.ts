/**
 * The words people search with, mapped to the words the site's pages use (server/search/). Each
 * entry is a group of words and phrases that mean the same thing here: a query that contains one
 * of them finds pages that use any of them. The French file has the same keys
 * (content/fr/search.ts); each language's groups are its own words, not a translation.
 *
 * Write words as people type them; case, accents and apostrophes do not matter.
 */
export const synonyms = {
  /** Personal support workers, as families, hospitals and job ads call them. */
  psw: ["PSW", "PSWs", "personal support worker", "personal support workers"],
  dementia: ["dementia", "Alzheimer's", "Alzheimer", "Alzheimers", "memory loss"],
  footCare: ["foot care", "podiatry", "podiatrist", "chiropody", "chiropodist"],
  respite: ["respite", "break for caregivers", "caregiver break"],
  palliative: ["palliative", "end of life", "end-of-life", "hospice", "dying"],
  fluShot: ["flu shot", "flu shots", "flu vaccine", "vaccine", "vaccination", "influenza"],
  night: ["night", "overnight", "nights", "nighttime"],
  /**
   * The nursing service by its name: one word in English; in French, "soins infirmiers", whose
   * "soins" alone is a family's word (`askers`) and would not be asked of the pages.
   */
  nursing: ["nursing"],
  jobs: ["jobs", "job", "careers", "career", "hiring", "employment", "work with us"],
  /** What care costs: each service area's "Costs" section says it with its rates. */
  cost: ["cost", "costs", "price", "prices", "rate", "rates", "how much"],
  /**
   * Publicly funded home care by every name the province has given it: the pages that explain it
   * say "Ontario Health atHome" and "publicly funded".
   */
  publicCare: [
    "publicly funded",
    "Ontario Health atHome",
    "Ontario Health at Home",
    "LHIN",
    "LHINs",
    "CCAC",
    "OHIP",
    "Home and Community Care Support Services",
    "HCCSS",
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * Words that say who is asking (issue 37): a family's put the services first; a job seeker's
 * (or a posting's own title) let the job postings come first. Only a job seeker's words put a
 * posting first. Neither, nor the filler words, are asked of the pages, unless the query has no
 * other word: "nurse at home" finds the pages that say "nurse".
 */
export const askers = {
  family: ["care", "at home", "home", "help", "mom", "dad", "mother", "father", "parent"],
  work: ["job", "jobs", "hiring", "apply", "career", "shift", "pay", "wage", "work", "salary"],
  filler: [
    "a",
    "an",
    "the",
    "for",
    "my",
    "our",
    "his",
    "her",
    "with",
    "of",
    "to",
    "in",
    "at",
    "and",
    "on",
    "is",
    "i",
    "need",
    "who",
    "can",
    "does",
    "do",
  ],
} as const satisfies Askers;

/** Words that say who is asking, by whom: the same keys in every language. */
export interface Askers {
  /** A family looking for care. */
  family: readonly string[];
  /** Someone looking for work. */
  work: readonly string[];
  /** Words that say nothing of what is looked for ("for my dad"). */
  filler: readonly string[];
}

/** A group of words that mean the same thing, by key: the same keys in every language. */
export type SynonymKey = keyof typeof synonyms;

/** The shape of a language's synonyms: every key of the English file, each a list of words. */
export type Synonyms = Readonly<Record<SynonymKey, readonly string[]>>;
