/**
 * The first postings: when the store is empty, the openings the Careers page listed become open
 * postings, with the sample values of content/posting-seed.ts for what they never said and the
 * questions their application forms ask.
 */
import { asksByGroup } from "../../content/application-form.ts";
import { getPage } from "../../content/index.ts";
import { seedAsks, seedSamples } from "../../content/posting-seed.ts";
import { type PostingContent, postingContent } from "./posting.ts";
import type { PostingStore } from "./store.ts";

/** The seed's postings, English and French joined by position, each checked as staff input is. */
export function seedPostings(): PostingContent[] {
  const english = getPage("careers", "en").openings.items;
  const french = getPage("careers", "fr").openings.items;
  return english.map((opening, index) => {
    const other = french[index]!;
    const sample = seedSamples[opening.group];
    return postingContent.parse({
      title: { en: opening.title, fr: other.title },
      group: opening.group,
      // An opening the seed does not name (a title changed) asks what a new posting would.
      asks: seedAsks[opening.title] ?? asksByGroup[opening.group],
      regions: sample.regions,
      employmentType: sample.employmentType,
      hours: sample.hours,
      pay: sample.pay,
      existingVacancy: true,
      aiScreening: false,
      aiSentence: { en: "", fr: "" },
      summary: { en: opening.summary, fr: other.summary },
      duties: { en: opening.summary, fr: other.summary },
      requirements: sample.requirements,
      closesOn: null,
    });
  });
}

/**
 * Publishes the seed's postings if the store has none, a millisecond apart so the Careers page
 * lists them in the openings' order; returns how many. Once, however many instances start.
 */
export function seedIfEmpty(store: PostingStore, now = new Date()): Promise<number> {
  return store.seedIfEmpty(seedPostings(), now);
}
