import { getPage } from "../../content/index.ts";
import { StandaloneLayout } from "../components/standalone-layout.tsx";
import type { Route } from "./+types/privacy";

export function loader() {
  return { page: getPage("privacy") };
}

export default function Privacy({ loaderData: { page } }: Route.ComponentProps) {
  return <StandaloneLayout page={page} />;
}
