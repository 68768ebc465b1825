import { Link } from "react-router";
import { getPage } from "../../content/index.ts";
import { serviceAreaPath, serviceAreas } from "../../content/service-areas.ts";
import { Blocks } from "../components/blocks.tsx";
import { Icon } from "../components/icon.tsx";
import { PageHead } from "../components/page-head.tsx";
import { RichText } from "../components/rich-text.tsx";
import { mainPhone } from "../lib/site-facts.ts";
import { useUi } from "../lib/use-ui.ts";
import type { Route } from "./+types/home";

export function loader() {
  return { page: getPage("home") };
}

export default function Home({ loaderData: { page } }: Route.ComponentProps) {
  const t = useUi();
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <h1 id="hero-heading">{page.hero.heading}</h1>
          <p className="hero__text">
            <RichText text={page.hero.text} />
          </p>
          <p className="hero__actions">
            <Link to="/services" className="button">
              {page.hero.cta}
            </Link>
            <a href={mainPhone.href} className="button button--secondary">
              {t.callUs} <span className="nowrap">{mainPhone.number}</span>
            </a>
          </p>
        </div>
      </section>

      <section className="container page-body" aria-labelledby="total-care-heading">
        <h2 id="total-care-heading">{page.totalCare.heading}</h2>
        <Blocks blocks={page.totalCare.body} />
        <p>
          <Link to="/about">{page.totalCare.link}</Link>
        </p>
      </section>

      <section className="container page-body" aria-labelledby="services-heading">
        <h2 id="services-heading">{page.services.heading}</h2>
        {page.services.tabs.map((tab) => {
          const area = serviceAreas.find((candidate) => candidate.key === tab.area)!;
          return (
            <section
              key={tab.area}
              data-area={tab.area}
              className="service-summary"
              aria-labelledby={`summary-${tab.area}`}
            >
              <h3 id={`summary-${tab.area}`}>
                <Icon name={area.icon} /> {area.name}
              </h3>
              <p>
                <RichText text={tab.description} />
              </p>
              <Blocks blocks={[tab.points]} />
              <p>
                <Link to={serviceAreaPath(area.key)}>{area.name}</Link>
              </p>
            </section>
          );
        })}
      </section>

      <section className="container page-body" aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">{page.testimonials.heading}</h2>
        {page.testimonials.items.map((item) => (
          <figure key={item.name} className="testimonial">
            <blockquote>
              <p>{item.text}</p>
            </blockquote>
            <figcaption>
              {item.name}, {item.location} · {item.service}
            </figcaption>
          </figure>
        ))}
      </section>

      <section className="work-with-us" aria-labelledby="work-heading">
        <div className="container">
          <h2 id="work-heading">{page.workWithUs.heading}</h2>
          <p>
            <RichText text={page.workWithUs.text} />
          </p>
          <Link to="/careers#openings" className="button">
            {page.workWithUs.link}
          </Link>
        </div>
      </section>
    </>
  );
}
