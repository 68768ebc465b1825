import { useContext } from "react";
import { SiteLink } from "./site-link.tsx";
import { resolveInline } from "../../content/inline-markup.ts";
import { FormRecipient } from "../lib/page-recipient.ts";
import { useLocale } from "../lib/use-ui.ts";

/**
 * Text written in content's inline language (content/inline-markup.ts), as React elements. Its
 * links to the contact form carry the Recipient the page gives (`FormRecipient`).
 */
export function RichText({ text }: { text: string }) {
  const recipient = useContext(FormRecipient);
  return resolveInline(text, useLocale(), { recipient }).map((part, index) => {
    switch (part.kind) {
      case "text":
      case "fact":
        return part.text;
      case "strong":
        return <strong key={index}>{part.text}</strong>;
      case "link":
        return part.href.startsWith("/") ? (
          <SiteLink key={index} to={part.href}>
            {part.text}
          </SiteLink>
        ) : (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        );
      case "phone":
        return (
          <a key={index} href={part.href} className="nowrap">
            {part.text}
          </a>
        );
      case "email":
        return (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        );
    }
  });
}
