/**
 * The provider's facts in French words (fr-CA): what each phone line is for, where the provider
 * works, and the sentences that pages quote with `{fact:key}`. The facts themselves are in
 * content/site.ts, stated once for both languages.
 */
import type { SiteWords } from "../en/site.ts";
import { site } from "../site.ts";

const { figures } = site;

/** The provinces' names in French, by the abbreviation that content/site.ts gives. */
const provinceNames: Record<string, string> = { ON: "Ontario", QC: "Québec" };

/** A count in running text: in letters below ten ("deux jours ouvrables"), in figures above. */
function inWords(count: number): string {
  const words = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"];
  return words[count] ?? String(count);
}

export const siteWords = {
  phoneLines: {
    careLine: "Ligne de soins",
    personalSupportToronto: "Toronto",
    personalSupportPeel: "Peel",
    personalSupportYork: "York",
    nursingToronto: "Toronto",
    nursingPeel: "Peel",
    nursingYork: "York",
    specializedToronto: "Toronto",
    specializedPeel: "Peel",
    specializedYork: "York",
    seniorCareTollFree: "Sans frais",
    retirementHomeTransition: "Services de transition vers une maison de retraite",
    headOffice: "Siège social",
    headOfficeFax: "Télécopieur",
  },
  officeUnit: (unit: string) => `bureau ${unit}`,
  // Canada Post and the Translation Bureau: a comma after the civic number ("100, Example
  // Street"), the province's name in parentheses ("Toronto (Ontario) M5V 0A0").
  officeStreet: (street: string) => street.replace(/^(\d[\dA-Za-z-]*) /, "$1, "),
  officeCity: (city: string, province: string, postalCode: string) =>
    `${city} (${provinceNames[province] ?? province}) ${postalCode}`,
  areaServed: [...site.serviceArea.map((entry) => entry.name.fr), "Ontario"],
  hours: {
    days: { weekdays: "en semaine", everyDay: "tous les jours" },
    // The time as Canadian French writes it, held together by no-break spaces: "8 h 30", "17 h".
    time: (hour: number, minute: number) =>
      `${hour}\u00a0h${minute === 0 ? "" : `\u00a0${String(minute).padStart(2, "0")}`}`,
    span: (days: string, opens: string, closes: string) => `${days}, de ${opens} à ${closes}`,
  },
  cost: {
    range: (bottom: string, top: string) => `de ${bottom} à ${top}`,
    per: {
      hour: (figure: string) => `${figure} l'heure`,
      visit: (figure: string) => `${figure} la visite`,
      night: (figure: string) => `${figure} la nuit`,
      day: (figure: string) => `${figure} par jour`,
    },
    minimum: (rate: string, hours: number) =>
      `${rate}, pour des visites d'au moins ${Number(hours) === 1 ? "une heure" : `${hours} heures`}`,
  },
  facts: {
    hoursOfCare: `plus de ${figures.hoursOfCareMillions} millions d'heures de soins`,
    retirementSearchHours: `${figures.retirementSearchHours} heures`,
    satisfactionSurvey: "tous les trois mois (chaque trimestre)",
    replyTime:
      site.contactForm.replyBusinessDays === 1
        ? "d'ici le jour ouvrable suivant"
        : `dans un délai de ${inWords(site.contactForm.replyBusinessDays)} jours ouvrables`,
    availability: "24 heures sur 24, 7 jours sur 7",
    formRetention: `${site.contactForm.retentionDays} jours après que nous avons fini d'y répondre`,
    applicationRetention: `${site.careers.retentionDays} jours après sa dernière modification`,
    accessibilityReplyTime: `dans un délai de ${inWords(figures.accessibilityReplyDays)} jours ouvrables`,
    smokingRule: `ne pas fumer pendant ${figures.smokeFreeHoursBefore === 1 ? "l'heure qui précède" : `les ${figures.smokeFreeHoursBefore} heures qui précèdent`} chaque visite, ni pendant la visite`,
    fluShotEffectiveness: `de ${figures.fluShotEffectiveness[0]} à ${figures.fluShotEffectiveness[1]} %`,
    assessmentVisit: site.privateCare.freeAssessment
      ? "gratuite, et vous n'avez pas à réserver de soins ensuite"
      : "facturée comme toute autre visite, et vous n'avez pas à réserver de soins ensuite",
  },
} satisfies SiteWords;
