import { SiteLink } from "../site-link.tsx";
import type { AreaKey, IconName } from "../../../content/schema.ts";
import { useUi } from "../../lib/use-ui.ts";
import { ArrowButton } from "../arrow-button.tsx";
import { Blocks } from "../blocks.tsx";
import { Icon } from "../icon.tsx";
import { RichText } from "../rich-text.tsx";
import { useServiceTabs } from "./use-service-tabs.ts";

/** One service line as the home page presents it. */
export interface HomeService {
  /** The area's key, for its colour and address. */
  area: AreaKey;
  /** The area's name. */
  name: string;
  /** The area's icon. */
  icon: IconName;
  /** The area's page. */
  path: string;
  /** One or two sentences on what the service is. */
  description: string;
  /** What it includes, as a short list. */
  points: string[];
}

function ServiceBody({ service }: { service: HomeService }) {
  const t = useUi();
  return (
    <>
      <p>
        <RichText text={service.description} />
      </p>
      <Blocks blocks={[service.points]} />
      <p>
        <SiteLink to={service.path} className="button button--secondary">
          {t.serviceTabs.learnMore(service.name)}
        </SiteLink>
      </p>
    </>
  );
}

/**
 * The four service lines: tabs on wide screens, an accordion on narrow ones (spec section 2).
 * Both are in the HTML; CSS shows one and hides the other with display:none, which also takes it
 * out of the accessibility tree, so a screen reader meets only the one on screen. Without
 * JavaScript the accordion shows at every width: tabs need script (`@media (scripting: enabled)`).
 */
export function HomeServices({ services }: { services: readonly HomeService[] }) {
  const t = useUi();
  const tabs = useServiceTabs({
    ids: services.map((service) => service.area),
    describe: (index) => t.serviceTabs.position(services[index]!.name, index + 1, services.length),
  });

  return (
    <>
      <div className="service-tabs">
        <div className="service-tabs__bar">
          <ArrowButton
            direction="previous"
            label={t.serviceTabs.previous}
            {...tabs.previousProps}
          />
          {/* Before the tabs in the DOM (shown after them) so Tab goes from a tab to its panel. */}
          <ArrowButton
            direction="next"
            className="service-tabs__next"
            label={t.serviceTabs.next}
            {...tabs.nextProps}
          />
          <div role="tablist" aria-labelledby="services-heading" className="service-tabs__list">
            {services.map((service, index) => (
              <button
                key={service.area}
                type="button"
                className="service-tabs__tab"
                data-area={service.area}
                {...tabs.tabProps(index)}
              >
                <span className="service-tabs__icon">
                  <Icon name={service.icon} />
                </span>
                {service.name}
              </button>
            ))}
          </div>
        </div>
        {services.map((service, index) => (
          <div
            key={service.area}
            className="service-tabs__panel"
            data-area={service.area}
            {...tabs.panelProps(index)}
          >
            <ServiceBody service={service} />
          </div>
        ))}
        <p className="visually-hidden" aria-live="polite">
          {tabs.announcement}
        </p>
      </div>

      <div className="service-accordion">
        {services.map((service, index) => (
          // Native exclusive accordion: one open at a time, the open one closes on a click.
          <details
            key={service.area}
            name="home-services"
            className="panel service-accordion__item"
            data-area={service.area}
            open={index === 0}
          >
            <summary>
              <h3 className="panel__heading service-accordion__heading">
                <span className="service-tabs__icon">
                  <Icon name={service.icon} />
                </span>
                {service.name}
              </h3>
            </summary>
            <div className="panel__body">
              <ServiceBody service={service} />
            </div>
          </details>
        ))}
      </div>
    </>
  );
}
