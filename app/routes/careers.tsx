import { getPage } from "../../content/index.ts";
import { requestPage } from "../lib/request-page.ts";
import { site } from "../../content/site.ts";
import { CareerBenefits } from "../components/career-benefits.tsx";
import { headingId } from "../components/sections.tsx";
import { StandaloneLayout } from "../components/standalone-layout.tsx";
import { RichText } from "../components/rich-text.tsx";
import { useUi } from "../lib/use-ui.ts";
import type { Route } from "./+types/careers";

export function loader({ request }: Route.LoaderArgs) {
  return { page: getPage("careers", requestPage(request).locale) };
}

export default function Careers({ loaderData: { page } }: Route.ComponentProps) {
  const t = useUi();
  const groups = Object.groupBy(page.openings.items, (opening) => opening.group);
  return (
    <StandaloneLayout page={page} icon="briefcase">
      <CareerBenefits benefits={page.benefits} />
      <section aria-labelledby="openings" className="openings">
        <h2 id="openings" tabIndex={-1}>
          {page.openings.heading}
        </h2>
        <p>
          <RichText text={page.openings.howToApply} />
        </p>
        <p className="note">
          <RichText text={page.openings.accommodation} />
        </p>
        {Object.entries(groups).map(([group, openings]) => (
          <section key={group} aria-labelledby={`openings-${headingId(group)}`}>
            <h3 id={`openings-${headingId(group)}`}>
              {t.careers.groups[group as keyof typeof t.careers.groups]}
            </h3>
            <ul className="openings__list">
              {openings?.map((opening) => (
                <li key={opening.title} className="opening">
                  <h4 className="opening__title">{opening.title}</h4>
                  <p>{opening.summary}</p>
                  <a
                    className="button button--secondary"
                    href={`mailto:${site.emails.careers}?subject=${encodeURIComponent(`${t.careers.applySubject} ${opening.title}`)}`}
                  >
                    {t.careers.apply}
                    <span className="visually-hidden"> {t.careers.applyFor(opening.title)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </StandaloneLayout>
  );
}
