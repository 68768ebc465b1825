/**
 * The small inline language content is written in. Kept tiny on purpose: links, strong, and
 * references to the site configuration so that a phone number or e-mail is written only once.
 *
 *   [label](/path)     a link (internal path, https://, or #anchor)
 *   **words**          strong emphasis
 *   {phone:key}        a tel: link to site.phoneLines[key]
 *   {email:key}        a mailto: link to site.emails[key]
 *   {fact:key}         the text of site.facts[key]
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "phone"; key: string }
  | { kind: "email"; key: string }
  | { kind: "fact"; key: string };

const token = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\{(phone|email|fact):([A-Za-z0-9]+)\}/g;

export function parseInline(source: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(token)) {
    if (match.index > last) parts.push({ kind: "text", text: source.slice(last, match.index) });
    const [, label, href, strong, refKind, refKey] = match;
    if (label !== undefined && href !== undefined) parts.push({ kind: "link", text: label, href });
    else if (strong !== undefined) parts.push({ kind: "strong", text: strong });
    else if (refKind && refKey)
      parts.push({ kind: refKind as "phone" | "email" | "fact", key: refKey });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ kind: "text", text: source.slice(last) });
  return parts;
}

/** The same text without marks, for meta descriptions and structured data. */
export function plainText(source: string, resolve: (part: Inline) => string): string {
  return parseInline(source)
    .map((part) =>
      part.kind === "text" || part.kind === "strong" || part.kind === "link"
        ? part.text
        : resolve(part),
    )
    .join("");
}
