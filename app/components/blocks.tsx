import type { Block } from "../../content/schema.ts";
import { RichText } from "./rich-text.tsx";

/** Body blocks from content: paragraphs, bulleted lists, numbered steps and notes. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    if (typeof block === "string") {
      return (
        <p key={index}>
          <RichText text={block} />
        </p>
      );
    }
    if (Array.isArray(block)) {
      return (
        <ul key={index}>
          {block.map((item, itemIndex) => (
            <li key={itemIndex}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    }
    if ("steps" in block) {
      return (
        <ol key={index} className="steps">
          {block.steps.map((step, stepIndex) => (
            <li key={stepIndex}>
              <strong className="steps__title">{step.title}</strong> <RichText text={step.text} />
            </li>
          ))}
        </ol>
      );
    }
    return (
      <p key={index} className="note">
        <RichText text={block.note} />
      </p>
    );
  });
}
