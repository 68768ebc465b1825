import { getPage } from "../../content/index.ts";
import { requestPage } from "../lib/request-page.ts";
import { StandaloneLayout } from "../components/standalone-layout.tsx";
import type { Route } from "./+types/contact-sent";

export function loader({ request }: Route.LoaderArgs) {
  return { page: getPage("contactSent", requestPage(request).locale) };
}

/** Where the form, posted without JavaScript, leads once the message is stored. */
export default function ContactSent({ loaderData: { page } }: Route.ComponentProps) {
  return <StandaloneLayout page={page} icon="phone" unlisted />;
}
