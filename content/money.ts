/**
 * Money as each language writes it: the job postings' pay and the rates of private care.
 *
 * Browser-safe: no dependencies.
 */
import { type Locale, localeTags } from "./locale.ts";

/** An amount in Canadian dollars as `locale` writes it, cents only when it has some ("$36", "36 $"). */
export function money(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale], {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
