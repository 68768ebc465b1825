import { SiteLink } from "../site-link.tsx";
import { type SimpleIcon, siFacebook, siInstagram, siX, siYoutube } from "simple-icons";
import { menu, pathTo } from "../../../content/navigation.ts";
import { site } from "../../../content/site.ts";
import { mainPhone } from "../../lib/site-facts.ts";
import { useLocale, useUi } from "../../lib/use-ui.ts";
import { Logo } from "../logo.tsx";

const socialIcons: Record<keyof typeof site.social, SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  x: siX,
  youtube: siYoutube,
};

/** The footer on every page: logo, the main links, the policy pages, social profiles, copyright. */
export function SiteFooter() {
  const t = useUi();
  const locale = useLocale();
  const phone = mainPhone(locale);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <SiteLink
            to={pathTo("home", locale)}
            aria-label={t.logoLabel(site.name)}
            className="site-footer__logo"
          >
            <Logo />
          </SiteLink>
          <p>
            {t.callUsAnyTime}
            {t.colon}{" "}
            <a href={phone.href} className="nowrap">
              {phone.number}
            </a>
          </p>
        </div>
        <nav aria-label={t.footer.navLabel}>
          <ul className="site-footer__links">
            {menu("footer").map((page) => (
              <li key={page}>
                <SiteLink to={pathTo(page, locale)}>{t.pages[page]}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="site-footer__social-heading">{t.footer.socialLabel}</p>
          <ul className="site-footer__social">
            {(Object.keys(socialIcons) as (keyof typeof socialIcons)[]).map((key) => (
              <li key={key}>
                <a href={site.social[key]} aria-label={t.footer.social[key]}>
                  <svg
                    viewBox="0 0 24 24"
                    width="24"
                    height="24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={socialIcons[key].path} fill="currentColor" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-footer__copyright container">
        © {site.copyrightYear} {site.name}. {t.footer.rights}
      </p>
    </footer>
  );
}
