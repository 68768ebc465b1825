import { plainText } from "../../content/rich-text.ts";
import type { Block } from "../../content/schema.ts";
import { type EmailKey, type PhoneKey, site } from "../../content/site.ts";

function inlineText(source: string): string {
  return plainText(source, (part) => {
    if (part.kind === "phone") return site.phoneLines[part.key as PhoneKey].number;
    if (part.kind === "email") return site.emails[part.key as EmailKey];
    if (part.kind === "fact") return site.facts[part.key as keyof typeof site.facts];
    return "";
  });
}

/** Content blocks as plain sentences, for structured data and other text-only uses. */
export function blocksToText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (typeof block === "string") return inlineText(block);
      if (Array.isArray(block)) return block.map(inlineText).join("; ");
      if ("steps" in block)
        return block.steps.map((step) => `${step.title}: ${inlineText(step.text)}`).join(" ");
      return inlineText(block.note);
    })
    .join(" ");
}
