import type { Faq } from "../../../content/schema.ts";
import { useUi } from "../../lib/use-ui.ts";
import { Blocks } from "../blocks.tsx";

/** Questions and answers as native disclosures: each opens on its own, with or without script. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const t = useUi();
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{t.faq.heading}</h2>
      {faqs.map((faq) => (
        <details key={faq.question} className="panel">
          <summary>
            <h3 className="panel__heading">{faq.question}</h3>
          </summary>
          <div className="panel__body">
            <Blocks blocks={faq.answer} />
          </div>
        </details>
      ))}
    </section>
  );
}
