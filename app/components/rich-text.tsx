import { Link } from "react-router";
import { parseInline } from "../../content/rich-text.ts";
import { type EmailKey, site } from "../../content/site.ts";
import { phoneLine } from "../lib/site-facts.ts";

/** Text written in content's inline language (content/rich-text.ts), as React elements. */
export function RichText({ text }: { text: string }) {
  return parseInline(text).map((part, index) => {
    switch (part.kind) {
      case "text":
        return part.text;
      case "strong":
        return <strong key={index}>{part.text}</strong>;
      case "link":
        return part.href.startsWith("/") ? (
          <Link key={index} to={part.href}>
            {part.text}
          </Link>
        ) : (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        );
      case "phone": {
        const line = phoneLine(part.key);
        return (
          <a key={index} href={line.href} className="nowrap">
            {line.number}
          </a>
        );
      }
      case "email": {
        const address = site.emails[part.key as EmailKey];
        return (
          <a key={index} href={`mailto:${address}`}>
            {address}
          </a>
        );
      }
      case "fact":
        return site.facts[part.key as keyof typeof site.facts];
    }
  });
}
