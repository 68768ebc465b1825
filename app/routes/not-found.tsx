import { SearchForm } from "../components/search-form.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { menu, pathTo } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { mainPhone } from "../lib/site-facts.ts";
import { useLocale, useUi } from "../lib/use-ui.ts";

/**
 * Any address the site does not have. The build pre-renders it once per language (/404, /fr/404)
 * and the server sends the one of the address's language with status 404.
 */
export default function NotFound() {
  const t = useUi();
  const locale = useLocale();
  const phone = mainPhone(locale);
  return (
    <div className="container page-body">
      <title>{`${t.notFound.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t.notFound.heading}</h1>
      <p className="error-detail">{t.notFound.status}</p>
      <SearchForm id="not-found-search-query" />
      <p>{t.notFound.text}</p>
      <ul>
        {menu("onward").map((page) => (
          <li key={page}>
            <SiteLink to={pathTo(page, locale)}>{t.pages[page]}</SiteLink>
          </li>
        ))}
      </ul>
      <p>
        {t.notFound.phone.before}{" "}
        <a href={phone.href} className="nowrap">
          {phone.number}
        </a>
        {t.notFound.phone.after}
      </p>
    </div>
  );
}
