import type { CareersPage } from "../../content/schema.ts";
import { Icon } from "./icon.tsx";
import { RichText } from "./rich-text.tsx";

/** The Careers page's "Why work with us": each benefit with its icon. */
export function CareerBenefits({
  benefits,
}: {
  /** The benefits as the careers page's content lists them. */
  benefits: CareersPage["benefits"];
}) {
  return (
    <section aria-labelledby="benefits-heading">
      <h2 id="benefits-heading">{benefits.heading}</h2>
      <ul className="benefits">
        {benefits.items.map((benefit) => (
          <li key={benefit.title} className="benefit">
            <span className="benefit__icon">
              <Icon name={benefit.icon} size={32} />
            </span>
            <h3 className="benefit__title">{benefit.title}</h3>
            <p>
              <RichText text={benefit.text} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
