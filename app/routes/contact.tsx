import { getPage } from "../../content/index.ts";
import { useSearchParams } from "react-router";
import { contactFormIn, recipientIn } from "../../content/inquiry-form.ts";
import { site } from "../../content/site.ts";
import { AreaCheckForm, AreaServed } from "../components/area-check.tsx";
import { ContactForm } from "../components/contact-form/contact-form.tsx";
import { DirectoryHours } from "../components/directory-hours.tsx";
import { FrenchService, PhoneList } from "../components/phone-list.tsx";
import { RichText } from "../components/rich-text.tsx";
import { StructuredData } from "../components/structured-data.tsx";
import { StandaloneLayout } from "../components/standalone-layout.tsx";
import { organizationData } from "../lib/organization-data.ts";
import { officeCity, officeStreet, phoneLine } from "../lib/site-facts.ts";
import { requestPage } from "../lib/request-page.ts";
import { useLocale, useWords } from "../lib/use-ui.ts";
import type { Route } from "./+types/contact";
import type { PageHandle } from "../lib/page-handle.ts";

/** This page loads React and hydrates: the form's checks, sending and dialogs need script. */
export const handle: PageHandle = { hydrate: true };

export function loader({ request }: Route.LoaderArgs) {
  const { locale } = requestPage(request);
  return { page: getPage("contact", locale), form: contactFormIn(locale) };
}

export default function Contact({ loaderData: { page, form } }: Route.ComponentProps) {
  const { ui: t, areas } = useWords();
  const locale = useLocale();
  const office = site.headOffice;
  const phone = phoneLine(office.phone, locale);
  // A link from a service page names its department; the server marks the same choice in the
  // page it sends (server/contact/preselect.ts), so the page is the same with or without script.
  const recipient = recipientIn(useSearchParams()[0]);
  return (
    <StandaloneLayout page={page} icon="phone">
      <StructuredData data={organizationData(locale)} />
      <p className="note note--urgent">
        <RichText text={page.emergency} />
      </p>
      <p className="note">
        <RichText text={page.jobSeekers} />
      </p>
      <div className="contact-layout">
        <ContactForm form={form} chosen={{ Recipient: recipient }} />
        <section aria-labelledby="phone-directory" className="contact-layout__directory">
          <h2 id="phone-directory">{t.contact.directoryHeading}</h2>
          <DirectoryHours lines={site.phoneDirectory.flatMap((group) => group.lines)} />
          <FrenchService lines={site.phoneDirectory.flatMap((group) => group.lines)} />
          {site.phoneDirectory.map((group) => {
            const area = areas[group.area];
            return (
              <section
                key={group.area}
                data-area={group.area}
                className="phone-directory__group"
                aria-labelledby={`phones-${group.area}`}
              >
                <h3 id={`phones-${group.area}`}>{area.name}</h3>
                <PhoneList lines={group.lines} />
              </section>
            );
          })}
        </section>
      </div>
      <section aria-labelledby="where-we-go" className="where-we-go">
        <h2 id="where-we-go">{t.area.heading}</h2>
        <AreaServed />
        <h3 id="area-check-heading">{t.area.checkHeading}</h3>
        <AreaCheckForm />
      </section>
      <section aria-labelledby="head-office">
        <h2 id="head-office">{t.contact.headOffice}</h2>
        <address>
          {officeStreet(locale)}
          <br />
          {officeCity(locale)}
          <br />
          {t.contact.telephone}
          {t.colon} <a href={phone.href}>{phone.number}</a>
          <br />
          {t.contact.fax}
          {t.colon} {phoneLine(office.fax, locale).number}
        </address>
      </section>
    </StandaloneLayout>
  );
}
