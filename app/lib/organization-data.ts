import { lineHours } from "../../content/care-facts.ts";
import { type Locale, localeTags } from "../../content/locale.ts";
import { pathTo } from "../../content/navigation.ts";
import { telHref } from "../../content/phone.ts";
import { type PhoneKey, site } from "../../content/site.ts";
import { typeset } from "../../content/typography.ts";
import { shortWords } from "../../content/words.ts";
import { officeStreet } from "./site-facts.ts";

const e164 = (key: string) => telHref(site.phoneLines[key as PhoneKey].number).slice("tel:".length);

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/** When a line is answered, as schema.org says it: the hours content/site.ts states, if any. */
function hoursAvailable(key: string) {
  const hours = lineHours(key);
  if (!hours) return {};
  const dayOfWeek = hours.days === "weekdays" ? weekdays : [...weekdays, "Saturday", "Sunday"];
  return {
    hoursAvailable: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek,
      opens: hours.opens,
      closes: hours.closes,
    },
  };
}

/**
 * The provider as schema.org sees it, in `locale`'s words: a MedicalBusiness with a contact point
 * per phone line, in the languages content/site.ts says it is answered in (the pages say the same).
 */
export function organizationData(locale: Locale) {
  const office = site.headOffice;
  const words = shortWords[locale];
  return {
    "@type": "MedicalBusiness",
    name: site.name,
    url: `${site.origin}${pathTo("home", locale)}`,
    inLanguage: localeTags[locale],
    logo: `${site.origin}/favicon.svg`,
    telephone: e164(site.mainPhone),
    email: site.emails.info,
    address: {
      "@type": "PostalAddress",
      streetAddress: officeStreet(locale),
      addressLocality: office.city,
      addressRegion: office.province,
      postalCode: office.postalCode,
      addressCountry: "CA",
    },
    // Each region we serve with its municipalities (content/site.ts `serviceArea`).
    areaServed: site.serviceArea.map((entry) => ({
      "@type": "AdministrativeArea",
      name: typeset(entry.name[locale], locale),
      containsPlace: entry.municipalities.map((name) => ({ "@type": "City", name })),
    })),
    contactPoint: site.phoneDirectory.flatMap((group) =>
      group.lines.map((key) => ({
        "@type": "ContactPoint",
        telephone: e164(key),
        contactType: typeset(
          `${words.areas[group.area].name}: ${words.site.phoneLines[key as PhoneKey]}`,
          locale,
        ),
        areaServed: "CA-ON",
        availableLanguage: site.phoneLines[key as PhoneKey].french
          ? ["English", "French"]
          : ["English"],
        ...hoursAvailable(key),
      })),
    ),
    sameAs: Object.values(site.social),
  };
}

/** A BreadcrumbList from the home page down to the current page. */
export function breadcrumbData(trail: readonly { name: string; path: string }[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${site.origin}${step.path}`,
    })),
  };
}
