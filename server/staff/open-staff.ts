/**
 * The staff store on a data folder's own `staff.sqlite`, as the server opens it without
 * DATABASE_URL, for tests, the bench and the scripts that work on a data folder. A module of its
 * own, without the page renderers, as server/careers/open-postings.ts.
 */
import { openDatabases } from "../db/database.ts";
import { StaffStore } from "./store.ts";

/** The store, and `close`, which closes its file. */
export async function openStaff(
  dataDir: string,
): Promise<{ staff: StaffStore; close: () => Promise<void> }> {
  const databases = openDatabases({ dialect: "sqlite" }, dataDir);
  return { staff: await StaffStore.open(databases), close: () => databases.close() };
}
