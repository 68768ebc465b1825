import type { Locale } from "./locale.ts";

/** Phone numbers are written 416-555-0199 for people and dialled as E.164 (+14165550199). */
export function telHref(number: string): string {
  return `tel:+${dialDigits(number)}`;
}

/** A number's digits as dialled in E.164 without the "+": a 10-digit North American number gets its 1. */
export function dialDigits(number: string): string {
  const digits = number.replace(/\D/g, "");
  return digits.length === 10 ? `1${digits}` : digits;
}

/**
 * The ways one number can be written as bare digits ("4165550199" and "14165550199"), for finding
 * the same person's other records; none for fewer than 7 digits (not a number to match on).
 */
export function phoneVariants(number: string): string[] {
  const dialled = dialDigits(number);
  if (dialled.length < 7) return [];
  return dialled.length === 11 && dialled.startsWith("1") ? [dialled, dialled.slice(1)] : [dialled];
}

/**
 * A number as `locale` writes it: 416-555-0199 in English; 416 555-0199 and 1 888 555-0199 in
 * Canadian French (the Translation Bureau's and OQLF's usage).
 */
export function formatPhone(number: string, locale: Locale): string {
  return locale === "fr" ? number.replace(/-(?=.*-)/g, " ") : number;
}
