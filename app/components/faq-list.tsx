import type { Faq } from "../../content/schema.ts";
import { useLocale, useUi } from "../lib/use-ui.ts";
import { blocksToText } from "../lib/plain-text.ts";
import { Blocks } from "./blocks.tsx";
import { StructuredData } from "./structured-data.tsx";

/**
 * Questions and answers as native disclosures (each opens on its own, with or without script),
 * with the same questions as FAQPage structured data for search engines.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const t = useUi();
  const locale = useLocale();
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{t.faq.heading}</h2>
      <StructuredData
        data={{
          "@type": "FAQPage",
          mainEntity: faqs.map((faq) => ({
            "@type": "Question",
            name: faq.question,
            acceptedAnswer: { "@type": "Answer", text: blocksToText(faq.answer, locale) },
          })),
        }}
      />
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
