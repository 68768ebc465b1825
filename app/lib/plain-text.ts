import { inlineText as inline } from "../../content/inline-markup.ts";
import type { Locale } from "../../content/locale.ts";
import type { Block } from "../../content/schema.ts";
import { typeset } from "../../content/typography.ts";

/** Content blocks written in `locale` as plain sentences, for structured data and other text-only uses. */
export function blocksToText(blocks: readonly Block[], locale: Locale): string {
  const inlineText = (text: string) => inline(text, locale);
  return blocks
    .map((block) => {
      if (typeof block === "string") return inlineText(block);
      if (Array.isArray(block)) return typeset(block.map(inlineText).join("; "), locale);
      if ("steps" in block)
        return block.steps
          .map((step) => typeset(`${step.title}: ${inlineText(step.text)}`, locale))
          .join(" ");
      return inlineText(block.note);
    })
    .join(" ");
}
