/**
 * Old or mistyped addresses that must still work. The server answers each with a permanent
 * redirect (301); a `prefix` rule also moves every address below `from`.
 */
export const redirects: readonly { from: string; to: string; prefix?: boolean }[] = [
  // An older link spelled the area in the singular (spec section 2).
  { from: "/services/senior-care-service", to: "/services/senior-care-services", prefix: true },
  // The area's first page is titled Companionship Services and lives at the area's root.
  {
    from: "/services/senior-care-services/companionship-services",
    to: "/services/senior-care-services",
  },
];

/** Where `pathname` should go instead, or undefined when it is not redirected. */
export function redirectFor(pathname: string): string | undefined {
  for (const rule of redirects) {
    if (pathname === rule.from) return rule.to;
    if (rule.prefix && pathname.startsWith(`${rule.from}/`)) {
      return rule.to + pathname.slice(rule.from.length);
    }
  }
  return undefined;
}
