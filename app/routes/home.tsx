import { SiteLink } from "../components/site-link.tsx";
import { getPage, getServiceArea } from "../../content/index.ts";
import { pathTo } from "../../content/navigation.ts";
import { requestPage } from "../lib/request-page.ts";
import { Blocks } from "../components/blocks.tsx";
import { HeroIllustration } from "../components/hero-illustration.tsx";
import { HomeServices } from "../components/home-services/home-services.tsx";
import { TestimonialCarousel } from "../components/testimonial-carousel.tsx";
import { PageHead } from "../components/page-head.tsx";
import { RichText } from "../components/rich-text.tsx";
import { StructuredData } from "../components/structured-data.tsx";
import { organizationData } from "../lib/organization-data.ts";
import { mainPhone } from "../lib/site-facts.ts";
import { useLocale, useUi } from "../lib/use-ui.ts";
import type { Route } from "./+types/home";
import type { PageHandle } from "../lib/page-handle.ts";

/** This page loads React and hydrates: the service tabs and the testimonial carousel need script. */
export const handle: PageHandle = { hydrate: true };

export function loader({ request }: Route.LoaderArgs) {
  const { locale } = requestPage(request);
  const page = getPage("home", locale);
  const services = page.services.tabs.map((tab) => {
    const area = getServiceArea(tab.area, locale);
    return { ...tab, name: area.name, icon: area.icon, path: area.path };
  });
  return { page, services };
}

export default function Home({ loaderData: { page, services } }: Route.ComponentProps) {
  const t = useUi();
  const locale = useLocale();
  const phone = mainPhone(locale);
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <StructuredData data={organizationData(locale)} />
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1 id="hero-heading">{page.hero.heading}</h1>
            <p className="hero__text">
              <RichText text={page.hero.text} />
            </p>
            <p className="hero__actions">
              <SiteLink to={pathTo("services", locale)} className="button">
                {page.hero.cta}
              </SiteLink>
              <a href={phone.href} className="button button--secondary">
                {t.callUs} <span className="nowrap">{phone.number}</span>
              </a>
            </p>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section className="container page-body" aria-labelledby="total-care-heading">
        <h2 id="total-care-heading">{page.totalCare.heading}</h2>
        <Blocks blocks={page.totalCare.body} />
        <p>
          <SiteLink to={pathTo("about", locale)}>{page.totalCare.link}</SiteLink>
        </p>
      </section>

      <section className="container page-body" aria-labelledby="services-heading">
        <h2 id="services-heading">{page.services.heading}</h2>
        <HomeServices services={services} />
      </section>

      <TestimonialCarousel heading={page.testimonials.heading} items={page.testimonials.items} />

      <section className="work-with-us" aria-labelledby="work-heading">
        <div className="container">
          <h2 id="work-heading">{page.workWithUs.heading}</h2>
          <p>
            <RichText text={page.workWithUs.text} />
          </p>
          <SiteLink to={pathTo("careers", locale, "openings")} className="button">
            {page.workWithUs.link}
          </SiteLink>
        </div>
      </section>
    </>
  );
}
