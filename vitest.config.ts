import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "content/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        // The server with the system around it: behind nginx, on a full disk. Needs root and
        // nginx, as CI has; `npm run test:system` installs nginx first.
        test: { name: "system", include: ["tests/system/**/*.test.ts"], environment: "node" },
      },
      {
        // Checks on the built site: run after `npm run build`.
        test: { name: "build", include: ["tests/build/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
