/** Phone numbers are written 416-555-0199 for people and dialled as E.164 (+14165550199). */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
