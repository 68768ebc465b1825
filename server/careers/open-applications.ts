/**
 * The applications store on a data folder's own `applications.sqlite`, as the server opens it
 * without DATABASE_URL, for tests, scripts and the bench (a module without the page renderers,
 * as open-postings.ts is).
 */
import { openDatabases } from "../db/database.ts";
import { ApplicationStore } from "./applications.ts";

/** The store, and `close`, which closes its file. */
export async function openApplications(
  dataDir: string,
): Promise<{ applications: ApplicationStore; close: () => Promise<void> }> {
  const databases = openDatabases({ dialect: "sqlite" }, dataDir);
  return {
    applications: await ApplicationStore.open(databases),
    close: () => databases.close(),
  };
}
