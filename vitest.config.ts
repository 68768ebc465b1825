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
          // A store's tests on both databases run with the system tests, which start PostgreSQL.
          exclude: ["**/node_modules/**", "**/*.db.test.ts"],
          environment: "node",
        },
      },
      {
        // The server with the system around it: behind nginx, on a full disk, on PostgreSQL; and
        // the stores' tests that run on both databases (`*.db.test.ts`, beside their code). Needs
        // root, nginx and PostgreSQL, as CI has; `npm run test:system` installs them first. One
        // PostgreSQL cluster serves the whole run (tests/system/postgres-setup.ts).
        test: {
          name: "system",
          include: ["tests/system/**/*.test.ts", "server/**/*.db.test.ts"],
          globalSetup: ["tests/system/postgres-setup.ts"],
          environment: "node",
        },
      },
      {
        // Checks on the built site: run after `npm run build`.
        test: { name: "build", include: ["tests/build/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
