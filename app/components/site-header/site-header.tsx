import { SiteLink } from "../site-link.tsx";
import { type Locale, localeTags } from "../../../content/locale.ts";
import {
  areaPath,
  type AreaPageKey,
  menu,
  type PageKey,
  pathTo,
  samePageIn,
} from "../../../content/navigation.ts";
import type { IconName } from "../../../content/schema.ts";
import { serviceAreas } from "../../../content/service-areas.ts";
import { site } from "../../../content/site.ts";
import { useCurrentPath } from "../../lib/use-current-path.ts";
import { mainPhone } from "../../lib/site-facts.ts";
import { useLocale, useUi, useWords } from "../../lib/use-ui.ts";
import { Icon } from "../icon.tsx";
import { Logo } from "../logo.tsx";
import { SearchForm } from "../search-form.tsx";
import { servicesResetScript } from "./services-reset.ts";

/**
 * The site header: logo, the call line, and the main navigation. APG disclosure navigation (plain
 * buttons and links, no role="menu"): https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/
 * On small screens the whole list sits in a popover opened by the Menu button; on wide screens the
 * same list shows inline (styles in site-header.css).
 *
 * No script module: the menus are native popovers and, inside the phone menu, a `<details>`
 * (docs/decisions/002-native-header-menus.md). The browser opens and closes them, closes the
 * popovers on Escape and outside clicks, returns focus to the opening button, and exposes each
 * button's expanded state; choosing a link loads a new page. One inline line of script folds
 * Services whenever the phone menu opens or closes (services-reset.ts).
 */
export function SiteHeader({
  sameIn,
}: {
  /** The page in each language, when its address alone does not say (a job posting's). */
  sameIn?: Record<Locale, string>;
}) {
  const t = useUi();
  const locale = useLocale();
  const current = useCurrentPath();
  const phone = mainPhone(locale);
  const other = locale === "en" ? "fr" : "en";
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <SiteLink
          to={pathTo("home", locale)}
          className="site-header__logo"
          aria-label={t.logoLabel(site.name)}
        >
          <Logo />
        </SiteLink>
        {/* The same page in the other language, named in that language (WCAG 3.1.2). Never an
            automatic redirect: the visitor chooses. */}
        <div className="site-header__language-line">
          <SiteLink
            to={sameIn?.[other] ?? samePageIn(current, other)}
            className="site-header__language"
            lang={localeTags[other]}
            hrefLang={localeTags[other]}
          >
            {t.otherLanguage}
          </SiteLink>
        </div>
        <a className="site-header__call" href={phone.href}>
          <Icon name="phone" size={22} />
          <span>
            {/* One text node, so the space stays when React hydrates (the link's name). */}
            <span className="site-header__call-label">{`${t.callUs} `}</span>
            <span className="nowrap">{phone.number}</span>
          </span>
        </a>
        <nav className="site-nav" aria-label={t.nav.label}>
          <button type="button" className="site-nav__menu-button" popoverTarget="main-menu">
            <Icon name="menu" />
            {t.nav.menuButton}
          </button>
          <div id="main-menu" className="site-nav__panel" popover="auto">
            <div className="site-nav__sheet">
              <button
                type="button"
                className="site-nav__close"
                popoverTarget="main-menu"
                popoverTargetAction="hide"
              >
                <Icon name="x" />
                {t.nav.closeMenu}
              </button>
              <ul className="site-nav__list">
                {menu("header").map((key) =>
                  key === "services" ? (
                    <li key={key} className="site-nav__item">
                      <ServicesMenu current={current} />
                    </li>
                  ) : (
                    <li key={key} className="site-nav__item">
                      <PageLink page={key} current={current} />
                    </li>
                  ),
                )}
              </ul>
              {/* After the pages, so the menu's order stays Close, Services, the pages: a GET
                  form to the search page the server draws, no script (decision 021). */}
              <SearchForm id="site-search-query" compact />
            </div>
            {/* Phones: the dimmed rest of the screen is part of the menu, so a tap there closes
                it as Close menu does (focus back on Menu) instead of following a link under the
                dim. Hidden from screen readers and the tab order: Close menu is that button. */}
            <button
              type="button"
              className="site-nav__scrim"
              popoverTarget="main-menu"
              popoverTargetAction="hide"
              tabIndex={-1}
              aria-hidden="true"
            />
          </div>
        </nav>
        {/* Right after the menu it resets, so the menu exists when it runs (services-reset.ts). */}
        <script dangerouslySetInnerHTML={{ __html: servicesResetScript }} />
      </div>
    </header>
  );
}

/** A top page's link, marked when it is the current page; with a shorter name on narrow screens. */
function PageLink({ page, current }: { page: PageKey; current: string }) {
  const t = useUi();
  const path = pathTo(page, useLocale());
  const short = (t.shortPages as Partial<Record<PageKey, string>>)[page];
  return (
    <SiteLink to={path} aria-current={current === path ? "page" : undefined}>
      {short ? (
        <>
          <span className="site-nav__long">{t.pages[page]}</span>
          <span className="site-nav__short">{short}</span>
        </>
      ) : (
        t.pages[page]
      )}
    </SiteLink>
  );
}

/** An area's icon and name, as the Services list shows them. */
function AreaName({ icon, name }: { icon: IconName; name: string }) {
  return (
    <>
      <span className="services-menu__icon">
        <Icon name={icon} />
      </span>
      {name}
    </>
  );
}

/**
 * Services and the list of areas it opens: one list, two openers, one for each width (CSS shows
 * one). On wide screens a button drops the list down as a popover. On phones, inside the menu
 * panel, a `<details>` summary shows the same list in place under it: a popover opened from
 * inside another popover does not give focus back when it closes (decision 002).
 */
function ServicesMenu({ current }: { current: string }) {
  const t = useUi();
  const locale = useLocale();
  const { areas } = useWords();
  return (
    <>
      <details className="site-nav__services">
        <summary className="site-nav__services-summary">
          {t.pages.services}
          <Icon name="chevron-down" size={20} className="site-nav__chevron" />
        </summary>
      </details>
      <button type="button" className="site-nav__services-button" popoverTarget="services-menu">
        {t.pages.services}
        <Icon name="chevron-down" size={20} className="site-nav__chevron" />
      </button>
      <div id="services-menu" className="services-menu" popover="auto">
        <ul>
          {serviceAreas.map((area) => (
            <li key={area.key} data-area={area.key}>
              {/* Wide screens: the area's page. */}
              <SiteLink
                to={areaPath(area.key, "index", locale)}
                className="services-menu__link services-menu__area-link"
                aria-current={current === areaPath(area.key, "index", locale) ? "page" : undefined}
              >
                <AreaName icon={area.icon} name={areas[area.key].name} />
              </SiteLink>
              {/* Phones: the area opens its pages in place, so any service is two taps from
                  the Services list (issue 31). */}
              <details
                className="services-menu__area"
                open={current.startsWith(areaPath(area.key, "index", locale))}
              >
                <summary className="services-menu__link">
                  <AreaName icon={area.icon} name={areas[area.key].name} />
                  <Icon name="chevron-down" size={20} className="site-nav__chevron" />
                </summary>
                <ul className="services-menu__pages">
                  {(Object.keys(areas[area.key].pages) as AreaPageKey[]).map((page) => {
                    const path = areaPath(area.key, page, locale);
                    return (
                      <li key={page}>
                        <SiteLink to={path} aria-current={current === path ? "page" : undefined}>
                          {(areas[area.key].pages as Record<string, string>)[page]}
                        </SiteLink>
                      </li>
                    );
                  })}
                </ul>
              </details>
            </li>
          ))}
          <li>
            <SiteLink
              to={pathTo("services", locale)}
              className="services-menu__all"
              aria-current={current === pathTo("services", locale) ? "page" : undefined}
            >
              {t.nav.allServices}
            </SiteLink>
          </li>
        </ul>
      </div>
    </>
  );
}
