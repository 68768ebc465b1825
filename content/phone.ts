import type { Locale } from "./locale.ts";

/** Phone numbers are written 416-555-0199 for people and dialled as E.164 (+14165550199). */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * A number as `locale` writes it: 416-555-0199 in English; 416 555-0199 and 1 888 555-0199 in
 * Canadian French (the Translation Bureau's and OQLF's usage).
 */
export function formatPhone(number: string, locale: Locale): string {
  return locale === "fr" ? number.replace(/-(?=.*-)/g, " ") : number;
}
