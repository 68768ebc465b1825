import { SiteLink } from "../components/site-link.tsx";
import { menu, pathTo } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { mainPhone } from "../lib/site-facts.ts";
import { useUi } from "../lib/use-ui.ts";

/**
 * Any address the site does not have. The build pre-renders this once (/404) and the server sends
 * it with status 404; inside the app, an unknown link lands here directly.
 */
export default function NotFound() {
  const t = useUi();
  return (
    <div className="container page-body">
      <title>{`${t.notFound.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t.notFound.heading}</h1>
      <p className="error-detail">{t.notFound.status}</p>
      <p>{t.notFound.text}</p>
      <ul>
        {menu("onward").map((page) => (
          <li key={page}>
            <SiteLink to={pathTo(page)}>{t.pages[page]}</SiteLink>
          </li>
        ))}
      </ul>
      <p>
        {t.notFound.phone}{" "}
        <a href={mainPhone.href} className="nowrap">
          {mainPhone.number}
        </a>
      </p>
    </div>
  );
}
