import { ChevronDown, ChevronLeft, Menu, Phone, X } from "lucide-react";
import { Link } from "react-router";
import { serviceAreaPath, serviceAreas } from "../../../content/service-areas.ts";
import { site } from "../../../content/site.ts";
import { useCurrentPath } from "../../lib/use-current-path.ts";
import { mainPhone } from "../../lib/site-facts.ts";
import { useUi } from "../../lib/use-ui.ts";
import { Icon } from "../icon.tsx";
import { Logo } from "../logo.tsx";
import { useNavMenus } from "./use-nav-menus.ts";

/**
 * The site header: logo, the call line, and the main navigation. APG disclosure navigation (plain
 * buttons and links, no role="menu"): https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/
 * On small screens the whole list sits in a popover opened by the Menu button; on wide screens the
 * same list shows inline (styles in site-header.css).
 */
export function SiteHeader() {
  const t = useUi();
  const menus = useNavMenus();
  const current = useCurrentPath();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="site-header__logo" aria-label={t.logoLabel(site.name)}>
          <Logo />
        </Link>
        <a className="site-header__call" href={mainPhone.href}>
          <Phone aria-hidden="true" size={22} />
          <span>
            <span className="site-header__call-label">{t.callUs} </span>
            <span className="nowrap">{mainPhone.number}</span>
          </span>
        </a>
        <nav className="site-nav" aria-label={t.nav.label}>
          <button
            type="button"
            className="site-nav__menu-button"
            popoverTarget="main-menu"
            {...menus.mainButton}
          >
            <Menu aria-hidden="true" size={24} />
            {t.nav.menuButton}
          </button>
          <div id="main-menu" className="site-nav__panel" popover="auto" {...menus.mainMenu}>
            <button
              type="button"
              className="site-nav__close"
              popoverTarget="main-menu"
              popoverTargetAction="hide"
              {...menus.closeButton}
            >
              <X aria-hidden="true" size={24} />
              {t.nav.closeMenu}
            </button>
            <ul className="site-nav__list">
              <li className="site-nav__item">
                <button
                  type="button"
                  className="site-nav__services-button"
                  popoverTarget="services-menu"
                  {...menus.servicesButton}
                >
                  {t.nav.services}
                  <ChevronDown aria-hidden="true" size={20} className="site-nav__chevron" />
                </button>
                <div
                  id="services-menu"
                  className="services-menu"
                  popover="auto"
                  {...menus.servicesMenu}
                >
                  <button
                    type="button"
                    className="services-menu__back"
                    popoverTarget="services-menu"
                    popoverTargetAction="hide"
                    {...menus.backButton}
                  >
                    <ChevronLeft aria-hidden="true" size={22} />
                    {t.nav.backToMenu}
                  </button>
                  <ul>
                    {serviceAreas.map((area) => (
                      <li key={area.key}>
                        <Link
                          to={serviceAreaPath(area.key)}
                          className="services-menu__link"
                          data-area={area.key}
                          aria-current={current === serviceAreaPath(area.key) ? "page" : undefined}
                        >
                          <span className="services-menu__icon">
                            <Icon name={area.icon} />
                          </span>
                          {area.name}
                        </Link>
                      </li>
                    ))}
                    <li>
                      <Link
                        to="/services"
                        className="services-menu__all"
                        aria-current={current === "/services" ? "page" : undefined}
                      >
                        {t.nav.allServices}
                      </Link>
                    </li>
                  </ul>
                </div>
              </li>
              <li className="site-nav__item">
                <Link to="/about" aria-current={current === "/about" ? "page" : undefined}>
                  {t.nav.about}
                </Link>
              </li>
              <li className="site-nav__item">
                <Link to="/careers" aria-current={current === "/careers" ? "page" : undefined}>
                  {t.nav.careers}
                </Link>
              </li>
              <li className="site-nav__item">
                <Link to="/contact" aria-current={current === "/contact" ? "page" : undefined}>
                  <span className="site-nav__long">{t.nav.contact}</span>
                  <span className="site-nav__short">{t.nav.contactShort}</span>
                </Link>
              </li>
            </ul>
          </div>
        </nav>
      </div>
    </header>
  );
}
