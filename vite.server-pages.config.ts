import { defineConfig } from "vite";
import {
  applyPageModule,
  areaCheckPageModule,
  careersPageModule,
  notSentPageModule,
  searchPageModule,
} from "./server/static-site.ts";

// The pages the server renders on a request (app/server-pages/), each as one self-contained
// module in the build folder: React and the components are bundled in, so the server needs
// nothing else. Dot files, which the server never serves (server/static-site.ts), shared code
// included.
const entries = {
  [notSentPageModule]: "app/server-pages/contact-not-sent.tsx",
  [searchPageModule]: "app/server-pages/search.tsx",
  [areaCheckPageModule]: "app/server-pages/area-check.tsx",
  [careersPageModule]: "app/server-pages/careers.tsx",
  [applyPageModule]: "app/server-pages/apply.tsx",
};

export default defineConfig({
  build: {
    ssr: true,
    outDir: "build/client",
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: Object.fromEntries(
        Object.entries(entries).map(([file, source]) => [file.replace(/\.js$/, ""), source]),
      ),
      output: { entryFileNames: "[name].js", chunkFileNames: ".server-pages-[hash].js" },
      // React Router and the icons mark themselves "use client", which means nothing here.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  ssr: { noExternal: true },
});
