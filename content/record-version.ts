/**
 * A record's version as an entity tag (RFC 9110 8.8.3): the staff pages send it in `If-Match`
 * with every change, and the staff API reads it there (decision 028). Written once here for
 * both, so the page and the server never disagree on its form.
 */

/** The entity tag of version `version`: `"7"`. */
export function entityTag(version: number): string {
  return `"${version}"`;
}

/**
 * The version an `If-Match` header names: "missing" when there is none, "malformed" when it is
 * not one strong entity tag of a positive whole number (a list, `*` and weak tags are refused:
 * a change must name the one version it was made from).
 */
export function versionFromTag(header: string | undefined): number | "missing" | "malformed" {
  if (header === undefined || header.trim() === "") return "missing";
  const match = /^\s*"([1-9]\d{0,14})"\s*$/.exec(header);
  return match ? Number(match[1]) : "malformed";
}
