import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Every page needs React, React Router and the shared components, so they travel as two chunks,
// not the dozen small ones automatic splitting makes: fewer requests on a first visit, and each
// route keeps only its own code (the page weight and request budgets are in README's "Measuring").
// The staff area's own code (app/staff/, its words, the passkey library) is in neither: the staff
// routes share it among themselves, and no public page loads it (decision 011).
const staffOnly =
  /[\\/](app[\\/]staff[\\/]|content[\\/]staff-ui\.ts$|node_modules[\\/]@simplewebauthn[\\/])/;

const sharedChunks = {
  groups: [
    // React Router's default entry lives in node_modules too, but it starts the app, so it stays
    // its own chunk: a page evaluates it last, after its route modules (scripts/postbuild.ts).
    {
      name: "framework",
      test: (id: string) =>
        /[\\/]node_modules[\\/]/.test(id) &&
        !/[\\/]entry\.client\.\w+$/.test(id) &&
        !staffOnly.test(id),
      priority: 2,
    },
    {
      name: "shared",
      test: (id: string) =>
        /[\\/](app[\\/](components|lib)|content)[\\/]/.test(id) && !staffOnly.test(id),
      minShareCount: 2,
      priority: 1,
    },
  ],
};

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // The fonts are few and small; keep them as files so they can be preloaded and cached.
    assetsInlineLimit: 0,
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: sharedChunks } } } },
  },
});
