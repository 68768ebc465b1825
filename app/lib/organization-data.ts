import { telHref } from "../../content/phone.ts";
import { serviceAreas } from "../../content/service-areas.ts";
import { type PhoneKey, site } from "../../content/site.ts";

const e164 = (key: string) => telHref(site.phoneLines[key as PhoneKey].number).slice("tel:".length);

/** The provider as schema.org sees it: a MedicalBusiness with a contact point per phone line. */
export function organizationData() {
  const office = site.headOffice;
  return {
    "@type": "MedicalBusiness",
    name: site.name,
    url: `${site.origin}/`,
    logo: `${site.origin}/favicon.svg`,
    telephone: e164(site.mainPhone),
    email: site.emails.info,
    address: {
      "@type": "PostalAddress",
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.province,
      postalCode: office.postalCode,
      addressCountry: "CA",
    },
    areaServed: site.areaServed.map((name) => ({ "@type": "AdministrativeArea", name })),
    contactPoint: site.phoneDirectory.flatMap((group) =>
      group.lines.map((key) => ({
        "@type": "ContactPoint",
        telephone: e164(key),
        contactType: `${serviceAreas.find((area) => area.key === group.area)!.name}: ${site.phoneLines[key as PhoneKey].label}`,
        areaServed: "CA-ON",
        availableLanguage: "English",
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
