import { telHref } from "../../content/phone.ts";
import { type PhoneKey, site } from "../../content/site.ts";

/** A phone line from the configuration, ready for a `tel:` link. */
export function phoneLine(key: string) {
  const line = site.phoneLines[key as PhoneKey];
  if (!line) throw new Error(`No phone line "${key}" in content/site.ts`);
  return { ...line, href: telHref(line.number) };
}

export const mainPhone = phoneLine(site.mainPhone);
