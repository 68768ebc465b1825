import { getPage } from "../../content/index.ts";
import { requestPage } from "../lib/request-page.ts";
import { StandaloneLayout } from "../components/standalone-layout.tsx";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  return { page: getPage("privacy", requestPage(request).locale) };
}

export default function Privacy({ loaderData: { page } }: Route.ComponentProps) {
  return <StandaloneLayout page={page} />;
}
