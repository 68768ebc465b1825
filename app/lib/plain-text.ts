import { inlineText as inline } from "../../content/inline-markup.ts";
import type { Locale } from "../../content/locale.ts";
import type { Block } from "../../content/schema.ts";

/** Content blocks written in `locale` as plain sentences, for structured data and other text-only uses. */
export function blocksToText(blocks: readonly Block[], locale: Locale): string {
  const inlineText = (text: string) => inline(text, locale);
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
