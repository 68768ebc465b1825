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
  return unit === undefined ? street : `${street}, ${shortWords[locale].site.officeUnit(unit)}`;
}

/** The line to call first (content/site.ts, `mainPhone`), in `locale`. */
export function mainPhone(locale: Locale) {
  return phoneLine(site.mainPhone, locale);
}
