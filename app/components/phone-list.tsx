import { site } from "../../content/site.ts";
import { phoneLine } from "../lib/site-facts.ts";
import { useLocale, useUi } from "../lib/use-ui.ts";

/**
 * Phone lines from the configuration, each a label and a number to tap; a line a French-speaking
 * person answers says so (content/site.ts, `french`).
 */
export function PhoneList({ lines }: { lines: readonly string[] }) {
  const locale = useLocale();
  const t = useUi();
  return (
    <ul className="phone-list">
      {lines.map((key) => {
        const line = phoneLine(key, locale);
        return (
          <li key={key}>
            <span className="phone-list__label">
              {line.label}
              {line.french ? <span className="phone-list__french">{t.french.spoken}</span> : null}
            </span>{" "}
            <a href={line.href} className="phone-list__number">
              {line.number}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What the site says of service in French under phone lines: which of them are answered in French
 * (when any is), and whether care at home is given in French. The structured data says the same
 * (app/lib/organization-data.ts).
 */
export function FrenchService({
  lines,
}: {
  /** The lines shown above, by key in content/site.ts. */
  lines: readonly string[];
}) {
  const t = useUi();
  const anyFrench = lines.some((key) => phoneLine(key, "en").french);
  return (
    <p className="french-service">
      {anyFrench ? `${t.french.lines} ` : null}
      {t.french.care[site.frenchCare]}
    </p>
  );
}
