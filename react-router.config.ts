import type { Config } from "@react-router/dev/config";
import { allPagePaths, notFoundPath } from "./content/index.ts";

// Every page is complete HTML at build time; there is no render server (docs/decisions/001-stack.md).
export default {
  ssr: false,
  prerender: {
    paths: () => [...allPagePaths(), notFoundPath],
    concurrency: 2,
  },
} satisfies Config;
