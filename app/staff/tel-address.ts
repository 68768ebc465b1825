/** The E.164 form of a North American number for a `tel:` link ("+14165550199"). */
export function telAddress(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
