import { data } from "react-router";
import { getServicePage, trailTo } from "../../content/index.ts";
import { requestPage } from "../lib/request-page.ts";
import { AreaBanner } from "../components/area-banner.tsx";
import { ArticleLayout } from "../components/article-layout.tsx";
import { PageHead } from "../components/page-head.tsx";
import { TalkToUs } from "../components/talk-to-us.tsx";
import { StructuredData } from "../components/structured-data.tsx";
import { breadcrumbData } from "../lib/organization-data.ts";
import { FormRecipient, usePageRecipient } from "../lib/page-recipient.ts";
import { useUi } from "../lib/use-ui.ts";
import type { Route } from "./+types/service-page";

export function loader({ request }: Route.LoaderArgs) {
  const found = getServicePage(requestPage(request).path);
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  const { area, page, site } = found;
  return {
    area: {
      key: area.key,
      name: area.name,
      icon: area.icon,
      phoneLines: area.phoneLines,
      menu: area.menu,
    },
    page,
    trail: trailTo(site.path).map(({ name, path }) => ({ name, path })),
  };
}

export default function ServicePage({ loaderData: { area, page, trail } }: Route.ComponentProps) {
  const t = useUi();
  const recipient = usePageRecipient();
  return (
    <>
      <PageHead title={page.title} description={page.description} section={area.name} />
      <StructuredData data={breadcrumbData(trail)} />
      <AreaBanner
        area={area.key}
        icon={area.icon}
        // Above the title, unless it would say the same words ("Soins infirmiers").
        eyebrow={page.title === area.name ? undefined : area.name}
        title={page.title}
      />
      {/* Every link to the form in the page's text opens it with the page's department. */}
      <FormRecipient value={recipient}>
        <ArticleLayout
          area={area.key}
          page={page}
          menuLabel={`${t.sideMenu.areaLabel} ${area.name}`}
          menu={area.menu}
          aside={<TalkToUs lines={area.phoneLines} />}
        />
      </FormRecipient>
    </>
  );
}
