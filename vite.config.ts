import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // The fonts are few and small; keep them as files so they can be preloaded and cached.
    assetsInlineLimit: 0,
  },
});
