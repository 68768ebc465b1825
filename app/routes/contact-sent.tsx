import { getPage } from "../../content/index.ts";
import { StandaloneLayout } from "../components/standalone-layout.tsx";
import type { Route } from "./+types/contact-sent";

export function loader() {
  return { page: getPage("contactSent") };
}

/** Where the form, posted without JavaScript, leads once the message is stored. */
export default function ContactSent({ loaderData: { page } }: Route.ComponentProps) {
  return <StandaloneLayout page={page} icon="phone" unlisted />;
}
