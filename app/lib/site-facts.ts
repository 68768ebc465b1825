import type { Locale } from "../../content/locale.ts";
import { formatPhone, telHref } from "../../content/phone.ts";
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

/** The line to call first (content/site.ts, `mainPhone`), in `locale`. */
export function mainPhone(locale: Locale) {
  return phoneLine(site.mainPhone, locale);
}
