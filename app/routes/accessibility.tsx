import { getPage } from "../../content/index.ts";
import { StandaloneLayout } from "../components/standalone-layout.tsx";
import type { Route } from "./+types/accessibility";

export function loader() {
  return { page: getPage("accessibility") };
}

export default function Accessibility({ loaderData: { page } }: Route.ComponentProps) {
  return <StandaloneLayout page={page} />;
}
