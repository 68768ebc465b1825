import { SiteLink } from "../components/site-link.tsx";
import { getPage, getServiceAreas } from "../../content/index.ts";
import { requestPage } from "../lib/request-page.ts";
import { AreaBanner } from "../components/area-banner.tsx";
import { Blocks } from "../components/blocks.tsx";
import { Icon } from "../components/icon.tsx";
import { PageHead } from "../components/page-head.tsx";
import type { Route } from "./+types/services-index";

export function loader({ request }: Route.LoaderArgs) {
  const { locale } = requestPage(request);
  return {
    page: getPage("servicesIndex", locale),
    areas: getServiceAreas(locale).map(({ key, name, icon, summary, menu }) => ({
      key,
      name,
      icon,
      summary,
      menu,
    })),
  };
}

export default function ServicesIndex({ loaderData: { page, areas } }: Route.ComponentProps) {
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <AreaBanner title={page.title} />
      <div className="container page-body">
        <Blocks blocks={[page.lead]} />
        <ul className="service-groups">
          {areas.map((area) => (
            <li key={area.key} className="service-group" data-area={area.key}>
              <h2 className="service-group__heading" id={`group-${area.key}`}>
                <span className="service-group__icon">
                  <Icon name={area.icon} size={32} />
                </span>
                {area.name}
              </h2>
              <p>{area.summary}</p>
              <ul>
                {area.menu.map((item) => (
                  <li key={item.path}>
                    <SiteLink to={item.path}>{item.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
