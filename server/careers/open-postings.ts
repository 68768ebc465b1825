/**
 * The postings store on a data folder's own `postings.sqlite`, as the server opens it without
 * DATABASE_URL, for tests and the bench. A module of its own, without the page renderers
 * (server/careers/test-support.ts imports the .tsx pages, which plain Node cannot load, and
 * `npm run bench` runs on plain Node).
 */
import { openDatabases } from "../db/database.ts";
import { PostingStore } from "./store.ts";

/** The store, and `close`, which closes its file. */
export async function openPostings(
  dataDir: string,
): Promise<{ postings: PostingStore; close: () => Promise<void> }> {
  const databases = openDatabases({ dialect: "sqlite" }, dataDir);
  return { postings: await PostingStore.open(databases), close: () => databases.close() };
}
