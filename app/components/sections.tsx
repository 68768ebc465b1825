import type { Section } from "../../content/schema.ts";
import { Blocks } from "./blocks.tsx";

/** A page's sections, each under an h2; collapsible ones are native disclosures. */
export function Sections({ sections }: { sections: readonly Section[] }) {
  return sections.map((section) =>
    section.collapsible ? (
      <details key={section.heading} className="panel">
        <summary>
          <h2 className="panel__heading">{section.heading}</h2>
        </summary>
        <div className="panel__body">
          <Blocks blocks={section.body} />
        </div>
      </details>
    ) : (
      <section key={section.heading} aria-labelledby={headingId(section.heading)}>
        <h2 id={headingId(section.heading)}>{section.heading}</h2>
        <Blocks blocks={section.body} />
      </section>
    ),
  );
}

/** A stable id for a heading, so a section can be linked to (#what-a-visit-includes). */
export function headingId(heading: string): string {
  return (
    heading
      .toLowerCase()
      .normalize("NFD")
      // Accents off ("Coûts": #couts), not cut into the word.
      .replace(/\p{M}/gu, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
  );
}
