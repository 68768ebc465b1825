/**
 * What the site search reads of each page (server/search/): every listed page of the site map in
 * each language, as its title, its headings (section headings and FAQ questions) and its text
 * (lead, paragraphs, lists, steps, notes and FAQ answers) cut into sentences, so a result can show
 * the sentence that matched. Inline marks are resolved to the words a reader sees ({phone:…} is
 * the number, [label](/…) its label). scripts/postbuild.ts writes these into the build.
 *
 * Build-time only: it reads the content registry.
 */
import { getAboutPage, getPage, getServicePage, listedPages, type SitePage } from "./index.ts";
import { inlineText } from "./inline-markup.ts";
import type { Locale } from "./locale.ts";
import type { Block, Faq, Section } from "./schema.ts";
import { site } from "./site.ts";
import { shortWords } from "./words.ts";

/** One page as the search index holds it. */
export interface SearchDocument {
  /** The page's address. */
  path: string;
  /** Its language: each language searches its own pages. */
  locale: Locale;
  /** Its heading (h1). */
  title: string;
  /** Its one- or two-sentence summary: the line a result shows when no sentence matched. */
  description: string;
  /** Its section headings and FAQ questions. */
  headings: string[];
  /** Its text, sentence by sentence, in page order. */
  sentences: string[];
  /**
   * A job posting's pay and place, shown under its title in a result that says it is a job
   * opening, so nobody takes a posting for the service of the same name. Pages have none.
   */
  jobFacts?: string;
}

/** A page's words before they are cut into sentences. */
interface PageWords {
  headings: string[];
  texts: string[];
}

function blockTexts(block: Block): string[] {
  if (typeof block === "string") return [block];
  if (Array.isArray(block)) return block;
  if ("note" in block) return [block.note];
  return block.steps.flatMap((step) => [step.title, step.text]);
}

function sectionWords(sections: readonly Section[], faqs: readonly Faq[] = []): PageWords {
  return {
    headings: [...sections.map((section) => section.heading), ...faqs.map((faq) => faq.question)],
    texts: [
      ...sections.flatMap((section) => section.body.flatMap(blockTexts)),
      ...faqs.flatMap((faq) => faq.answer.flatMap(blockTexts)),
    ],
  };
}

/** The words of a page outside the areas and About, by its kind. */
function topPageWords(page: SitePage): PageWords {
  const { locale, place } = page;
  if (place.kind !== "top") throw new Error(`${page.path} is not a top page`);
  switch (place.key) {
    case "careers": {
      // Not the openings (`openings.items`): they are the seed of the stored postings, and each
      // open posting is a page of the index of its own, kept as the postings change
      // (server/search/routes.ts). The Careers page lists the postings; it is not each of them.
      const careers = getPage("careers", locale);
      const words = sectionWords(careers.sections);
      return {
        headings: [
          ...words.headings,
          careers.benefits.heading,
          ...careers.benefits.items.map((item) => item.title),
          careers.openings.heading,
        ],
        texts: [
          careers.lead,
          ...words.texts,
          ...careers.benefits.items.map((item) => item.text),
          careers.openings.howToApply,
          careers.openings.accommodation,
        ],
      };
    }
    case "contact": {
      const contact = getPage("contact", locale);
      const words = sectionWords(contact.sections);
      // Where we go, region by region with its municipalities: a town's name finds this page.
      const area = shortWords[locale].ui.area;
      const list = new Intl.ListFormat(locale, { type: "conjunction" });
      const regions = site.serviceArea.map(
        (entry) => `${area.region(entry.name[locale], list.format(entry.municipalities))}.`,
      );
      return {
        headings: [...words.headings, area.heading, area.checkHeading],
        texts: [contact.lead, contact.emergency, ...words.texts, area.intro, ...regions],
      };
    }
    case "home":
    case "about":
      throw new Error(`${page.path} is not read as a top page`);
    default: {
      const standalone = getPage(place.key === "services" ? "servicesIndex" : place.key, locale);
      const words = sectionWords(standalone.sections);
      return { headings: words.headings, texts: [standalone.lead, ...words.texts] };
    }
  }
}

function pageWords(page: SitePage): PageWords {
  const article =
    page.place.kind === "area"
      ? getServicePage(page.path)!.page
      : page.place.kind === "about"
        ? getAboutPage(page.path)!.page
        : undefined;
  if (!article) return topPageWords(page);
  const words = sectionWords(article.sections, article.faqs);
  return { headings: words.headings, texts: [article.lead, ...words.texts] };
}

/**
 * `text` cut into sentences by the language's rules (ICU, through Intl.Segmenter). Runs of
 * ordinary white space become one space; the no-break spaces French typography put in stay
 * (`\s` is both, and a result's sentence lost them: issue 39).
 */
export function sentencesOf(text: string, locale: Locale): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: "sentence" });
  return [...segmenter.segment(text)]
    .map((part) => part.segment.replace(/[^\S\u00a0\u202f]+/g, " ").trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/**
 * Every listed page of `locale` as the search index holds it, in menu order; all but the home
 * page, whose words are a summary of the other pages' (and its testimonials, visitors' words):
 * found for nearly every query, it was found first, one more tap away from the answer.
 */
export function searchDocuments(locale: Locale): SearchDocument[] {
  const pages = listedPages(locale).filter(
    (page) => !(page.place.kind === "top" && page.place.key === "home"),
  );
  return pages.map((page) => {
    const words = pageWords(page);
    const plain = (text: string) => inlineText(text, locale);
    return {
      path: page.path,
      locale,
      title: page.title,
      description: page.description,
      headings: words.headings.map(plain),
      sentences: words.texts.flatMap((text) => sentencesOf(plain(text), locale)),
    };
  });
}
