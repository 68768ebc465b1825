import type { Locale } from "../../content/locale.ts";
import { formatPhone, telHref } from "../../content/phone.ts";
import type { SiteConfig } from "../../content/schema.ts";
import { type PhoneKey, site } from "../../content/site.ts";
import { shortWords } from "../../content/words.ts";

/** A phone line from the configuration in `locale`'s words, ready for a `tel:` link. */
export function phoneLine(key: string, locale: Locale) {
  const line = site.phoneLines[key as PhoneKey];
  if (!line) throw new Error(`No phone line "${key}" in content/site.ts`);
  return {
    ...line,
    label: shortWords[locale].site.phoneLines[key as PhoneKey],
    number: formatPhone(line.number, locale),
    href: telHref(line.number),
  };
}

/** The head office's street line in `locale`: the street as written, then the unit in its words. */
export function officeStreet(locale: Locale): string {
  const { street, unit }: SiteConfig["headOffice"] = site.headOffice;
  const words = shortWords[locale].site;
  const line = words.officeStreet(street);
  return unit === undefined ? line : `${line}, ${words.officeUnit(unit)}`;
}

/** The head office's line under the street in `locale` ("Toronto (Ontario) M5V 0A0"). */
export function officeCity(locale: Locale): string {
  const { city, province, postalCode } = site.headOffice;
  return shortWords[locale].site.officeCity(city, province, postalCode);
}

/** The line to call first (content/site.ts, `mainPhone`), in `locale`. */
export function mainPhone(locale: Locale) {
  return phoneLine(site.mainPhone, locale);
}
