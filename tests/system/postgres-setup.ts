/**
 * The system tests' PostgreSQL (server/db/test-postgres.ts): one throwaway cluster for the whole
 * run, started before the first test file and removed after the last. A test reads its URL with
 * `inject("postgresUrl")` and makes a database of its own in it (`createTestDatabase`).
 * https://vitest.dev/config/globalsetup
 */
import type { TestProject } from "vitest/node";
import { startTestPostgres } from "../../server/db/test-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test cluster's superuser URL (loopback, no password). */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
