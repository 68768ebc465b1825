import { SiteLink } from "./site-link.tsx";
import { resolveInline } from "../../content/inline-markup.ts";
import { useLocale } from "../lib/use-ui.ts";

/** Text written in content's inline language (content/inline-markup.ts), as React elements. */
export function RichText({ text }: { text: string }) {
  return resolveInline(text, useLocale()).map((part, index) => {
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
