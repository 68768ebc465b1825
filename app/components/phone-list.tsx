import { phoneLine } from "../lib/site-facts.ts";
import { useLocale } from "../lib/use-ui.ts";

/** Phone lines from the configuration, each a label and a number to tap. */
export function PhoneList({ lines }: { lines: readonly string[] }) {
  const locale = useLocale();
  return (
    <ul className="phone-list">
      {lines.map((key) => {
        const line = phoneLine(key, locale);
        return (
          <li key={key}>
            <span className="phone-list__label">{line.label}</span>{" "}
            <a href={line.href} className="phone-list__number">
              {line.number}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
