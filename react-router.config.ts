import type { Config } from "@react-router/dev/config";
import { allPagePaths, notFoundPaths } from "./content/index.ts";
import { staffPath } from "./content/navigation.ts";

// Every page is complete HTML at build time; there is no render server (docs/decisions/001-stack.md).
// The staff area's page is only its empty frame ("Loading…"): the browser fills it from the staff
// API, and the server sends that one file for every address under /staff.
export default {
  ssr: false,
  prerender: {
    paths: () => [...allPagePaths(), ...Object.values(notFoundPaths), staffPath("home")],
    concurrency: 2,
  },
} satisfies Config;
