import { SiteLink } from "../components/site-link.tsx";
import { getPage } from "../../content/index.ts";
import { areaPath, pathTo } from "../../content/navigation.ts";
import { serviceAreas } from "../../content/service-areas.ts";
import { Blocks } from "../components/blocks.tsx";
import { HeroIllustration } from "../components/hero-illustration.tsx";
import { HomeServices } from "../components/home-services/home-services.tsx";
import { TestimonialCarousel } from "../components/testimonial-carousel.tsx";
import { PageHead } from "../components/page-head.tsx";
import { RichText } from "../components/rich-text.tsx";
import { StructuredData } from "../components/structured-data.tsx";
import { organizationData } from "../lib/organization-data.ts";
import { mainPhone } from "../lib/site-facts.ts";
import { useUi } from "../lib/use-ui.ts";
import type { Route } from "./+types/home";
import type { PageHandle } from "../lib/page-handle.ts";

/** This page loads React and hydrates: the service tabs and the testimonial carousel need script. */
export const handle: PageHandle = { hydrate: true };

export function loader() {
  const page = getPage("home");
  const services = page.services.tabs.map((tab) => {
    const area = serviceAreas.find((candidate) => candidate.key === tab.area)!;
    return { ...tab, name: area.name, icon: area.icon, path: areaPath(area.key) };
  });
  return { page, services };
}

export default function Home({ loaderData: { page, services } }: Route.ComponentProps) {
  const t = useUi();
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <StructuredData data={organizationData()} />
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1 id="hero-heading">{page.hero.heading}</h1>
            <p className="hero__text">
              <RichText text={page.hero.text} />
            </p>
            <p className="hero__actions">
              <SiteLink to={pathTo("services")} className="button">
                {page.hero.cta}
              </SiteLink>
              <a href={mainPhone.href} className="button button--secondary">
                {t.callUs} <span className="nowrap">{mainPhone.number}</span>
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
          <SiteLink to={pathTo("about")}>{page.totalCare.link}</SiteLink>
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
          <SiteLink to={pathTo("careers", "openings")} className="button">
            {page.workWithUs.link}
          </SiteLink>
        </div>
      </section>
    </>
  );
}
