import { getPage } from "../../content/index.ts";
import { serviceAreas } from "../../content/service-areas.ts";
import { site } from "../../content/site.ts";
import { ContactForm } from "../components/contact-form/contact-form.tsx";
import { PhoneList } from "../components/phone-list.tsx";
import { RichText } from "../components/rich-text.tsx";
import { StructuredData } from "../components/structured-data.tsx";
import { StandaloneLayout } from "../components/standalone-layout.tsx";
import { organizationData } from "../lib/organization-data.ts";
import { phoneLine } from "../lib/site-facts.ts";
import { useUi } from "../lib/use-ui.ts";
import type { Route } from "./+types/contact";
import type { PageHandle } from "../lib/page-handle.ts";

/** This page loads React and hydrates: the form's checks, sending and dialogs need script. */
export const handle: PageHandle = { hydrate: true };

export function loader() {
  return { page: getPage("contact") };
}

export default function Contact({ loaderData: { page } }: Route.ComponentProps) {
  const t = useUi();
  const office = site.headOffice;
  return (
    <StandaloneLayout page={page} icon="phone">
      <StructuredData data={organizationData()} />
      <p className="note note--urgent">
        <RichText text={page.emergency} />
      </p>
      <div className="contact-layout">
        <ContactForm />
        <section aria-labelledby="phone-directory" className="contact-layout__directory">
          <h2 id="phone-directory">{t.contact.directoryHeading}</h2>
          {site.phoneDirectory.map((group) => {
            const area = serviceAreas.find((candidate) => candidate.key === group.area)!;
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
      <section aria-labelledby="head-office">
        <h2 id="head-office">{t.contact.headOffice}</h2>
        <address>
          {office.street}
          <br />
          {office.city}, {office.province} {office.postalCode}
          <br />
          {t.contact.telephone}:{" "}
          <a href={phoneLine(office.phone).href}>{phoneLine(office.phone).number}</a>
          <br />
          {t.contact.fax}: {phoneLine(office.fax).number}
        </address>
      </section>
    </StandaloneLayout>
  );
}
