import { data } from "react-router";
import { getAboutPage, trailTo } from "../../content/index.ts";
import { aboutPath } from "../../content/navigation.ts";
import { AreaBanner } from "../components/area-banner.tsx";
import { ArticleLayout } from "../components/article-layout.tsx";
import { PageHead } from "../components/page-head.tsx";
import { TalkToUs } from "../components/talk-to-us.tsx";
import { StructuredData } from "../components/structured-data.tsx";
import { breadcrumbData } from "../lib/organization-data.ts";
import { useUi } from "../lib/use-ui.ts";
import { site } from "../../content/site.ts";
import type { Route } from "./+types/about-page";

export function loader({ params }: Route.LoaderArgs) {
  const found = getAboutPage(params.page ?? "");
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  const trail = trailTo(aboutPath(found.page.slug)).map(({ name, path }) => ({ name, path }));
  return { ...found, trail };
}

export default function AboutPage({ loaderData: { page, menu, trail } }: Route.ComponentProps) {
  const t = useUi();
  return (
    <>
      <PageHead
        title={page.title}
        description={page.description}
        section={page.slug ? t.pages.about : undefined}
      />
      <StructuredData data={breadcrumbData(trail)} />
      <AreaBanner icon="heart" eyebrow={page.slug ? t.pages.about : undefined} title={page.title} />
      <ArticleLayout
        page={page}
        menuLabel={t.sideMenu.aboutLabel}
        menu={menu}
        aside={<TalkToUs lines={[site.mainPhone, site.headOffice.phone]} />}
      />
    </>
  );
}
