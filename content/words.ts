/**
 * Each language's short words, for any page in the browser: interface strings, the facts' words
 * and the service areas' names. Page texts and the form's words stay out of the browser bundle:
 * routes get them as loader data (content/index.ts).
 *
 * Each language's punctuation is set as its words are loaded (content/typography.ts).
 *
 * Browser-safe: no zod, no page text (docs/decisions/001-stack.md).
 */
import { serviceAreaWords as areasEn } from "./en/service-areas.ts";
import { siteWords as siteEn } from "./en/site.ts";
import { ui as uiEn } from "./en/ui.ts";
import { serviceAreaWords as areasFr } from "./fr/service-areas.ts";
import { siteWords as siteFr } from "./fr/site.ts";
import { ui as uiFr } from "./fr/ui.ts";
import type { ServiceAreaWords } from "./en/service-areas.ts";
import type { SiteWords } from "./en/site.ts";
import type { UiStrings } from "./en/ui.ts";
import type { Locale } from "./locale.ts";
import { typesetWords } from "./typography.ts";

/** A language's short words. */
export interface ShortWords {
  ui: UiStrings;
  site: SiteWords;
  areas: ServiceAreaWords;
}

export const shortWords: Record<Locale, ShortWords> = {
  en: { ui: uiEn, site: siteEn, areas: areasEn },
  fr: typesetWords({ ui: uiFr, site: siteFr, areas: areasFr }, "fr"),
};

export type { UiStrings };
