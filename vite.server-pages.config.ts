import { defineConfig } from "vite";
import { notSentPageModule } from "./server/static-site.ts";

// The pages the server renders on a request (app/server-pages/), as one self-contained module in
// the build folder: React and the components are bundled in, so the server needs nothing else.
// A dot file, which the server never serves (server/static-site.ts).
export default defineConfig({
  build: {
    ssr: "app/server-pages/contact-not-sent.tsx",
    outDir: "build/client",
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: notSentPageModule },
      // React Router and the icons mark themselves "use client", which means nothing here.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  ssr: { noExternal: true },
});
