/**
 * Where résumés are kept (decision 031): one interface, two places. On disk in
 * `DATA_DIR/uploads` with SQLite, the default (files.ts); in the database, encrypted each under a
 * key of its own, where every instance shares PostgreSQL (database-files.ts). The server chooses
 * by where its data lives (server/app.ts); the routes and retention see only this.
 */

/** The types a résumé is kept as, by the extension its bytes earned (inspect.ts). */
export type ResumeExtension = "pdf" | "docx" | "odt";

/** A stored résumé's name as `save` makes it: `<uuid>.<extension>`, never a path. */
const storedName = /^[0-9a-f-]{36}\.(pdf|docx|odt)$/;

/** Whether `name` is one `save` could have made (a path, another folder's file is not). */
export function isStoredName(name: string): boolean {
  return storedName.test(name);
}

/** Throws unless `name` is one `save` could have made. */
export function checkStoredName(name: string): void {
  if (!isStoredName(name)) throw new Error("Not a stored upload's name");
}

/** The stored résumés. Every method refuses a name `save` did not make. */
export interface ResumeFiles {
  /**
   * Stores `bytes` durably and returns its generated name (`<uuid>.<extension>`): the caller
   * answers 200 only after this resolves (the receiver's rule: durable before 200).
   */
  save(bytes: Uint8Array, extension: ResumeExtension): Promise<string>;
  /** The bytes of a stored résumé; rejects when there is none by that name. */
  read(name: string): Promise<Buffer>;
  /** Whether a résumé by that name is still stored. */
  has(name: string): Promise<boolean>;
  /**
   * Deletes a stored résumé so that nothing of it stays readable where it was kept (retention,
   * or an application deleted); a missing one is no error.
   */
  delete(name: string): Promise<void>;
  /**
   * Deletes the résumés no application refers to (`referenced`) that were stored more than
   * `olderThanMs` before `now`: one saved just before its application failed to store, or a
   * half-written one. Returns how many went.
   */
  deleteStrays(referenced: ReadonlySet<string>, olderThanMs: number, now?: number): Promise<number>;
}
