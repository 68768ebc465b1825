/**
 * A `mailto:` link to an address a visitor typed, with a subject and body when given. The
 * forms accept what the browser's type=email does, so an address may hold `?`, `&`, `=` or `%`
 * (`me?cc=someone%40example.org&x=@example.com`); written as it is, those would add a copy,
 * a subject or a body to the staff member's e-mail. Every character but the `@` is
 * percent-encoded (RFC 6068), so the link writes to that one address and nothing else.
 */
export function mailAddress(email: string, fields: { subject?: string; body?: string } = {}) {
  const to = encodeURIComponent(email).replaceAll("%40", "@");
  const headers = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    // encodeURIComponent, not URLSearchParams: a space must be %20 in mailto:, not +.
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`);
  return `mailto:${to}${headers.length > 0 ? `?${headers.join("&")}` : ""}`;
}
