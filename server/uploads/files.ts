/**
 * Uploaded files on disk: in `DATA_DIR/uploads` (owner-only, outside the build), each under a
 * generated name with the extension of its type as its bytes say (inspect.ts). Written to a
 * temporary name, flushed to the disk and renamed, so a file that exists is whole; the caller
 * answers 200 only after this returns (the receiver's rule: durable before 200).
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";

/** Where the uploads of `dataDir` are kept. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

const storedName = /^[0-9a-f-]{36}\.(pdf|docx|odt)$/;

/** Stores `bytes` durably and returns its generated name (`<uuid>.<extension>`). */
export async function saveUpload(
  dataDir: string,
  bytes: Uint8Array,
  extension: "pdf" | "docx" | "odt",
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
  if (!storedName.test(name)) throw new Error("Not a stored upload's name");
  return readFile(path.join(uploadsDir(dataDir), name));
}

/** Deletes a stored upload (retention, or an application deleted); a missing one is no error. */
export async function deleteUpload(dataDir: string, name: string): Promise<void> {
  if (!storedName.test(name)) throw new Error("Not a stored upload's name");
  await rm(path.join(uploadsDir(dataDir), name), { force: true });
}
