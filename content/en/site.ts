/**
 * The provider's facts in English words: what each phone line is for, where the provider works,
 * and the sentences that pages quote with `{fact:key}`. The facts themselves (numbers, addresses,
 * figures) are in content/site.ts, stated once for both languages.
 */
import type { Words } from "../locale.ts";
import { site } from "../site.ts";

const { figures } = site;

export const siteWords = {
  /** What each line is for, shown beside its number (content/site.ts, `phoneLines`). */
  phoneLines: {
    careLine: "Care line",
    personalSupportToronto: "Toronto",
    personalSupportPeel: "Peel",
    personalSupportYork: "York",
    nursingToronto: "Toronto",
    nursingPeel: "Peel",
    nursingYork: "York",
    specializedToronto: "Toronto",
    specializedPeel: "Peel",
    specializedYork: "York",
    seniorCareTollFree: "Toll-free",
    retirementHomeTransition: "Retirement Home Transition Services",
    headOffice: "Head office",
    headOfficeFax: "Fax",
  },
  /** The head office's unit in the building (content/site.ts `headOffice.unit`), as addressed. */
  officeUnit: (unit: string) => `Suite ${unit}`,
  /** The street line (content/site.ts `headOffice.street`) as the language writes it. */
  officeStreet: (street: string) => street,
  /** The line under the street: city, province (its abbreviation) and postal code. */
  officeCity: (city: string, province: string, postalCode: string) =>
    `${city}, ${province} ${postalCode}`,
  /** Where the provider works, for structured data and llms.txt. */
  areaServed: [...site.serviceArea.map((entry) => entry.name.en), "Ontario"],
  /** Claims and figures quoted on several pages with `{fact:key}`. */
  facts: {
    hoursOfCare: `over ${figures.hoursOfCareMillions} million hours of care`,
    retirementSearchHours: `${figures.retirementSearchHours} hours`,
    satisfactionSurvey: "every three months (quarterly)",
    /** The reply promise (`contactForm.replyBusinessDays`), which the staff inbox measures. */
    replyTime:
      site.contactForm.replyBusinessDays === 1
        ? "within the next business day"
        : `within ${site.contactForm.replyBusinessDays} business days`,
    availability: "24 hours a day, 7 days a week",
    /** How long contact-form submissions are kept (`contactForm.retentionDays`). */
    formRetention: `${site.contactForm.retentionDays} days after we have finished answering it`,
    /** How long a job application not hired is kept (`careers.retentionDays`). */
    applicationRetention: `${site.careers.retentionDays} days after the last change to it`,
    accessibilityReplyTime: `within ${figures.accessibilityReplyDays} business days`,
    smokingRule: `no smoking for ${figures.smokeFreeHoursBefore === 1 ? "one hour" : `${figures.smokeFreeHoursBefore} hours`} before and during every visit`,
    fluShotEffectiveness: `${figures.fluShotEffectiveness[0]} to ${figures.fluShotEffectiveness[1]} per cent`,
  },
} as const;

/** The shape each language's facts words take. */
export type SiteWords = Words<typeof siteWords>;
