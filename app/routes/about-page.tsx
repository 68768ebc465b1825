import { data } from "react-router";
import { getAboutPage, trailTo } from "../../content/index.ts";
import { requestPage } from "../lib/request-page.ts";
import { AreaBanner } from "../components/area-banner.tsx";
import { ArticleLayout } from "../components/article-layout.tsx";
import { PageHead } from "../components/page-head.tsx";
import { TalkToUs } from "../components/talk-to-us.tsx";
import { StructuredData } from "../components/structured-data.tsx";
import { breadcrumbData } from "../lib/organization-data.ts";
import { useUi } from "../lib/use-ui.ts";
import { site } from "../../content/site.ts";
import type { Route } from "./+types/about-page";

export function loader({ request }: Route.LoaderArgs) {
  const found = getAboutPage(requestPage(request).path);
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  const { page, isRoot, menu, site } = found;
  const trail = trailTo(site.path).map(({ name, path }) => ({ name, path }));
  return { page, isRoot, menu, trail };
}

export default function AboutPage({
  loaderData: { page, isRoot, menu, trail },
}: Route.ComponentProps) {
  const t = useUi();
  return (
    <>
      <PageHead
        title={page.title}
        description={page.description}
        section={isRoot ? undefined : t.pages.about}
      />
      <StructuredData data={breadcrumbData(trail)} />
      <AreaBanner icon="heart" eyebrow={isRoot ? undefined : t.pages.about} title={page.title} />
      <ArticleLayout
        page={page}
        menuLabel={t.sideMenu.aboutLabel}
        menu={menu}
        aside={<TalkToUs lines={[site.mainPhone, site.headOffice.phone]} />}
      />
    </>
  );
}
