/**
 * Uploaded files on disk: in `DATA_DIR/uploads` (owner-only, outside the build), each under a
 * generated name with the extension of its type as its bytes say (inspect.ts). Written to a
 * temporary name, flushed to the disk and renamed, so a file that exists is whole; the caller
 * answers 200 only after this returns (the receiver's rule: durable before 200). The résumés'
 * place with SQLite, the default (`diskResumeFiles`; decision 031).
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { checkStoredName, type ResumeExtension, type ResumeFiles } from "./resume-files.ts";

/** Where the uploads of `dataDir` are kept. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** Stores `bytes` durably and returns its generated name (`<uuid>.<extension>`). */
export async function saveUpload(
  dataDir: string,
  bytes: Uint8Array,
  extension: ResumeExtension,
): Promise<string> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${extension}`;
  const temporary = path.join(dir, `.${name}.part`);
  const file = await open(temporary, "wx", 0o600);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path.join(dir, name));
  // The rename itself reaches the disk with its folder.
  const folder = await open(dir, "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
  return name;
}

/** The bytes of a stored upload; refuses any name this module did not make. */
export async function readUpload(dataDir: string, name: string): Promise<Buffer> {
  checkStoredName(name);
  return readFile(path.join(uploadsDir(dataDir), name));
}

/** Whether a stored upload is still on disk; refuses any name this module did not make. */
export async function hasUpload(dataDir: string, name: string): Promise<boolean> {
  checkStoredName(name);
  try {
    return (await stat(path.join(uploadsDir(dataDir), name))).isFile();
  } catch {
    return false;
  }
}

/**
 * Deletes a stored upload (retention, or an application deleted); a missing one is no error. Its
 * bytes are overwritten with zeros and flushed before the name goes, so the file's blocks do not
 * keep the résumé for whoever reads the disk next (on a plain file system; a copy-on-write one
 * or an SSD's own remapping may still hold old blocks: README, "Retention").
 */
export async function deleteUpload(dataDir: string, name: string): Promise<void> {
  checkStoredName(name);
  await shred(path.join(uploadsDir(dataDir), name));
}

async function shred(file: string): Promise<void> {
  let handle;
  try {
    handle = await open(file, "r+");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const zeros = new Uint8Array(Math.min(size, 1024 * 1024));
    for (let at = 0; at < size; at += zeros.length)
      await handle.write(zeros, 0, Math.min(zeros.length, size - at), at);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rm(file, { force: true });
}

/**
 * Deletes files in the uploads folder that no application refers to and that are older than
 * `olderThanMs`: a résumé saved just before its application failed to store (a full disk, a
 * crash between the two), or a half-written `.part`. Returns how many went.
 */
export async function deleteStrays(
  dataDir: string,
  referenced: ReadonlySet<string>,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> {
  const dir = uploadsDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    if (referenced.has(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file);
    if (!info.isFile() || now - info.mtimeMs < olderThanMs) continue;
    await shred(file);
    deleted += 1;
  }
  return deleted;
}

/** The résumés of `dataDir`, on disk in its `uploads` folder (the functions above). */
export function diskResumeFiles(dataDir: string): ResumeFiles {
  return {
    save: (bytes, extension) => saveUpload(dataDir, bytes, extension),
    read: (name) => readUpload(dataDir, name),
    has: (name) => hasUpload(dataDir, name),
    delete: (name) => deleteUpload(dataDir, name),
    deleteStrays: (referenced, olderThanMs, now) =>
      deleteStrays(dataDir, referenced, olderThanMs, now),
  };
}
