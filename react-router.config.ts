import type { Config } from "@react-router/dev/config";
import { allPagePaths, notFoundPaths } from "./content/index.ts";
import { locales } from "./content/locale.ts";
import { pathTo, staffPath } from "./content/navigation.ts";

// The Careers page is drawn by the server from the stored postings (app/server-pages/careers.tsx,
// decision 018); the build writes its frame with that same module (scripts/postbuild.ts).
const drawnPages = new Set(locales.map((locale) => pathTo("careers", locale)));

// Every page is complete HTML at build time; there is no render server (docs/decisions/001-stack.md).
// The staff area's page is only its empty frame ("Loading…"): the browser fills it from the staff
// API, and the server sends that one file for every address under /staff.
export default {
  ssr: false,
  prerender: {
    paths: () => [
      ...allPagePaths().filter((page) => !drawnPages.has(page)),
      ...Object.values(notFoundPaths),
      staffPath("home"),
    ],
    concurrency: 2,
  },
} satisfies Config;
