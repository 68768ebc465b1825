/**
 * The small inline language content is written in, parsed and resolved in one place. Kept tiny on
 * purpose: links, strong, and references to the site configuration, so that a phone number or an
 * e-mail address is written only once.
 *
 *   [label](/path)     a link (internal path, https://, or #anchor)
 *   **words**          strong emphasis
 *   {phone:key}        a tel: link to site.phoneLines[key]
 *   {email:key}        a mailto: link to site.emails[key]
 *   {fact:key}         the words of a fact, in the text's language (content/<language>/site.ts)
 *   {site:name}        the provider's name (site.name; {site:shortName}, site.shortName)
 *   {atHome:phone}     Ontario Health atHome's number, a tel: link (site.publicHomeCare.phone)
 *   {atHome:web}       its site, a link named by its address (site.publicHomeCare.web)
 *   {recipient:key}    a Recipient choice of the contact form, in the form's own words
 *                      (content/<language>/inquiry-form.ts), so a page never names one that is gone
 *   {cost:key}         a rate of private care (site.privateCare.rates[key]) in words: "$36 to $42
 *                      an hour, for at least 3 hours a visit"
 *   {hours:key}        when phone line `key` is answered (site.phoneLines[key].hours) in words:
 *                      "weekdays from 8:30 a.m. to 4:30 p.m."
 *
 * A link to the contact page from a page a department handles carries that department's Recipient
 * (`?recipient=care`), as the "Talk to us" box's does: `resolveInline`'s `recipient`, which the
 * service pages give their text (app/components/rich-text.tsx).
 *
 * `resolveInline` turns a string into parts that carry everything a renderer draws (the number as
 * the language writes it and its tel: address, the e-mail address, the fact's words); renderers
 * only draw parts
 * (app/components/rich-text.tsx, `inlineText` below). `inlineProblems` is the build's check.
 */
import { costText, hoursText, lineHours, sameHours } from "./care-facts.ts";
import { inquiryWords, recipientParameter } from "./inquiry-form.ts";
import type { Locale } from "./locale.ts";
import { pathTo } from "./navigation.ts";
import { formatPhone, telHref } from "./phone.ts";
import { site } from "./site.ts";
import { shortWords } from "./words.ts";

/** One piece of inline text, resolved against the site configuration. */
export type InlinePart =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "phone"; text: string; href: string }
  | { kind: "email"; text: string; href: string }
  | { kind: "fact"; text: string };

type Token =
  | { kind: "text" | "strong"; text: string }
  | { kind: "link"; text: string; href: string }
  | {
      kind: "phone" | "email" | "fact" | "site" | "atHome" | "recipient" | "cost" | "hours";
      key: string;
    };

const token =
  /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\{(phone|email|fact|site|atHome|recipient|cost|hours):([A-Za-z0-9]+)\}/g;

// The provider's names that text may quote, so that a new name changes every page.
const names: Record<string, string> = { name: site.name, shortName: site.shortName };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of source.matchAll(token)) {
    if (match.index > last) tokens.push({ kind: "text", text: source.slice(last, match.index) });
    const [, label, href, strong, refKind, refKey] = match;
    if (label !== undefined && href !== undefined) tokens.push({ kind: "link", text: label, href });
    else if (strong !== undefined) tokens.push({ kind: "strong", text: strong });
    else
      tokens.push({
        kind: refKind as Exclude<Token["kind"], "text" | "strong" | "link">,
        key: refKey!,
      });
    last = match.index + match[0].length;
  }
  if (last < source.length) tokens.push({ kind: "text", text: source.slice(last) });
  return tokens;
}

function lookUp<T>(
  table: Record<string, T>,
  key: string,
  kind: string,
  where = "content/site.ts",
): T {
  if (!Object.hasOwn(table, key)) throw new Error(`No ${kind} "${key}" in ${where}`);
  return table[key]!;
}

function resolve(part: Token, locale: Locale): InlinePart {
  switch (part.kind) {
    case "phone": {
      const { number } = lookUp<{ number: string }>(site.phoneLines, part.key, "phone line");
      return { kind: "phone", text: formatPhone(number, locale), href: telHref(number) };
    }
    case "email": {
      const address = lookUp<string>(site.emails, part.key, "e-mail");
      return { kind: "email", text: address, href: `mailto:${address}` };
    }
    case "fact":
      return {
        kind: "fact",
        text: lookUp<string>(shortWords[locale].site.facts, part.key, "fact"),
      };
    // A name is drawn as a fact is: words from the configuration.
    case "site":
      return { kind: "fact", text: lookUp<string>(names, part.key, "site name") };
    // The way to ask about publicly funded care: a number without an area code, dialled as
    // written anywhere in Ontario, and the organization's site.
    case "atHome": {
      const { phone, web } = site.publicHomeCare;
      if (part.key === "phone") return { kind: "phone", text: phone, href: `tel:${phone}` };
      if (part.key === "web")
        return { kind: "link", text: web.replace(/^https:\/\//, ""), href: web };
      throw new Error(`No "${part.key}" of Ontario Health atHome in content/site.ts (phone, web)`);
    }
    // A choice of the form's Recipient, as the form words it in this language.
    case "recipient":
      return {
        kind: "fact",
        text: lookUp<string>(
          inquiryWords[locale].fields.recipient.options,
          part.key,
          "Recipient choice",
          `content/${locale}/inquiry-form.ts`,
        ),
      };
    // Figures stated once in content/site.ts, in the text's language.
    case "cost":
      return { kind: "fact", text: costText(part.key, locale) };
    case "hours": {
      const hours = lineHours(part.key);
      if (!hours) throw new Error(`Phone line "${part.key}" states no hours in content/site.ts`);
      return { kind: "fact", text: hoursText(hours, locale) };
    }
    default:
      return part;
  }
}

/**
 * `source`, written in `locale`, as parts ready to draw; throws on a reference the configuration
 * does not have.
 */
export function resolveInline(
  source: string,
  locale: Locale,
  { recipient }: { recipient?: string } = {},
): InlinePart[] {
  const contact = pathTo("contact", locale);
  return tokenize(source).map((token) => {
    const part = resolve(token, locale);
    // The form opens with the department that handles the page chosen.
    return recipient && part.kind === "link" && part.href === contact
      ? { ...part, href: `${contact}?${recipientParameter}=${recipient}` }
      : part;
  });
}

/** The same text without marks, for meta descriptions, structured data and plain-text mail. */
export function inlineText(source: string, locale: Locale): string {
  return resolveInline(source, locale)
    .map((part) => part.text)
    .join("");
}

// Words that promise a person on the phone at any hour, in either language.
const anyHour =
  /day or night|any time of day|24 hours a day|at any hour|around the clock|jour et nuit|de jour comme de nuit|jour comme la nuit|24 heures sur 24|24 h sur 24|à toute heure|en tout temps/i;

/**
 * A sentence that promises a person at any hour and gives phone numbers must give at least one
 * line that content/site.ts says is answered round the clock: the promise stays true when a
 * line's hours change.
 */
function hoursProblems(source: string): string[] {
  return source.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
    if (!anyHour.test(sentence)) return [];
    const keys = [...sentence.matchAll(/\{phone:([A-Za-z0-9]+)\}/g)].map(([, key]) => key!);
    const lines = keys.filter((key) => Object.hasOwn(site.phoneLines, key));
    if (lines.length === 0) return [];
    const answered = lines.some(
      (key) => site.phoneLines[key as keyof typeof site.phoneLines].roundTheClock,
    );
    return answered
      ? []
      : [
          `"${sentence}" promises someone at any hour, but ${lines.join(", ")} is not roundTheClock in content/site.ts`,
        ];
  });
}

/**
 * What is wrong with `source`, one sentence each: a reference the configuration does not have, a
 * reference inside bold (bold shows its text as written), a tel: or mailto: link written by hand,
 * an internal link that `isPage` does not know, or a promise of any-hour answers for lines that
 * are not answered round the clock.
 */
export function inlineProblems(
  source: string,
  locale: Locale,
  isPage: (path: string) => string[],
): string[] {
  return [
    ...tokenProblems(source, locale, isPage),
    ...hoursProblems(source),
    ...statedHoursProblems(source),
  ];
}

/**
 * A sentence that says a line's hours (`{hours:key}`) says them of every line it gives that is
 * not answered round the clock ("Call the line for your area, {hours:nursingToronto}: Toronto
 * …, Peel …"): each of those lines must have the same hours, or the sentence would be untrue.
 */
function statedHoursProblems(source: string): string[] {
  return source.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
    const stated = [...sentence.matchAll(/\{hours:([A-Za-z0-9]+)\}/g)].map(([, key]) => key!);
    const known = (key: string) => Object.hasOwn(site.phoneLines, key);
    if (stated.length === 0 || !stated.every(known)) return [];
    const hours = lineHours(stated[0]!);
    const lines = [...sentence.matchAll(/\{(?:phone|hours):([A-Za-z0-9]+)\}/g)]
      .map(([, key]) => key!)
      .filter(
        (key) => known(key) && !site.phoneLines[key as keyof typeof site.phoneLines].roundTheClock,
      );
    const others = [...new Set(lines.filter((key) => !sameHours(lineHours(key), hours)))];
    return others.length === 0
      ? []
      : [
          `"${sentence}" gives the hours of ${stated[0]}, but ${others.join(", ")} is answered at other hours in content/site.ts`,
        ];
  });
}

function tokenProblems(
  source: string,
  locale: Locale,
  isPage: (path: string) => string[],
): string[] {
  return tokenize(source).flatMap((part) => {
    if (
      part.kind === "phone" ||
      part.kind === "email" ||
      part.kind === "fact" ||
      part.kind === "site" ||
      part.kind === "atHome" ||
      part.kind === "recipient" ||
      part.kind === "cost" ||
      part.kind === "hours"
    ) {
      try {
        resolve(part, locale);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    }
    if (part.kind === "strong" && /\{(phone|email|fact|site|atHome|cost|hours):/.test(part.text))
      return [
        "put {phone:…}, {email:…}, {fact:…}, {site:…}, {cost:…} and {hours:…} outside **bold**, which shows its text as written",
      ];
    if (part.kind !== "link") return [];
    if (/^(tel|mailto):/.test(part.href))
      return [`write {phone:key} or {email:key} instead of ${part.href}`];
    return part.href.startsWith("/") ? isPage(part.href) : [];
  });
}
