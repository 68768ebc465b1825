import { defineConfig } from "vite";

// The pages the server renders on a request (app/server-pages/), as self-contained modules in
// the build folder: React and the components are bundled in, so the server needs nothing else.
// Dot files (`.<entry>.js`, server/static-site.ts names them), which the server never serves.
export default defineConfig({
  build: {
    ssr: true,
    outDir: "build/client",
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: {
        "contact-not-sent": "app/server-pages/contact-not-sent.tsx",
        careers: "app/server-pages/careers.tsx",
      },
      output: { entryFileNames: ".[name].js", chunkFileNames: ".server-pages-[hash].js" },
      // React Router and the icons mark themselves "use client", which means nothing here.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  ssr: { noExternal: true },
});
