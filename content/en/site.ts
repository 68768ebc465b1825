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
  /**
   * A line's hours in words (content/site.ts, `hours`): "weekdays from 8:30 a.m. to 4:30 p.m.".
   * Canadian Press style: a.m. and p.m., no ":00" on the hour.
   */
  hours: {
    days: { weekdays: "weekdays", everyDay: "every day" },
    time: (hour: number, minute: number) =>
      `${hour % 12 === 0 ? 12 : hour % 12}${minute === 0 ? "" : `:${String(minute).padStart(2, "0")}`} ${hour < 12 ? "a.m." : "p.m."}`,
    span: (days: string, opens: string, closes: string) => `${days} from ${opens} to ${closes}`,
  },
  /**
   * A rate of private care in words (content/site.ts, `privateCare`), from its figures as the
   * language writes money: "$36 to $42 an hour, for at least 3 hours a visit".
   */
  cost: {
    range: (bottom: string, top: string) => `${bottom} to ${top}`,
    per: {
      hour: (figure: string) => `${figure} an hour`,
      visit: (figure: string) => `${figure} a visit`,
      night: (figure: string) => `${figure} a night`,
      day: (figure: string) => `${figure} a day`,
    },
    minimum: (rate: string, hours: number) =>
      `${rate}, for at least ${Number(hours) === 1 ? "one hour" : `${hours} hours`} a visit`,
  },
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
    /** What the first visit costs (`privateCare.freeAssessment`): "The first visit … is free". */
    assessmentVisit: site.privateCare.freeAssessment
      ? "free, and you do not have to book care after it"
      : "billed like any other visit, and you do not have to book care after it",
  },
} as const;

/** The shape each language's facts words take. */
export type SiteWords = Words<typeof siteWords>;
