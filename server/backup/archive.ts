/**
 * The archive a backup is written to: a gzip-compressed tar (node-tar, the library npm itself
 * uses) holding `manifest.json` first, then the database snapshots and uploaded files, encrypted
 * with age (`age-encryption`) when recipients are given. Both are standard formats, so an
 * administrator can open one without this code: `age -d -i key.txt FILE | tar -xz`.
 * https://age-encryption.org/v1, https://www.gnu.org/software/tar/manual/html_node/Standard.html
 */
import { createReadStream, createWriteStream, type Dirent, readdirSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ReadableStream } from "node:stream/web";
import { Decrypter, Encrypter } from "age-encryption";
import * as tar from "tar";

/** A problem with an archive or a restore, said for the person running it. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** What an archive's first bytes say it is. */
const ageMagic = Buffer.from("age-encryption.org/v1\n");
const gzipMagic = Buffer.from([0x1f, 0x8b]);

/** `backup-2026-05-01T03-00-00Z.tar.gz`, `.age` after it when encrypted: sorted by time. */
const namePattern = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz(\.age)?$/;

/** The archive's name for a backup taken at `takenAt` (UTC, to the second). */
export function archiveName(takenAt: Date, encrypted: boolean): string {
  const time = takenAt.toISOString().slice(0, 19).replaceAll(":", "-");
  return `backup-${time}Z.tar.gz${encrypted ? ".age" : ""}`;
}

/** An archive found in the backup folder. */
export interface ArchiveEntry {
  name: string;
  file: string;
  takenAt: Date;
  encrypted: boolean;
}

/** The archives in `dir`, newest first; other files are not ours and are left alone. */
export function listArchives(dir: string): ArchiveEntry[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const archives: ArchiveEntry[] = [];
  for (const entry of entries) {
    const match = entry.isFile() ? namePattern.exec(entry.name) : null;
    if (!match) continue;
    const [, day, hours, minutes, seconds, age] = match;
    archives.push({
      name: entry.name,
      file: path.join(dir, entry.name),
      takenAt: new Date(`${day}T${hours}:${minutes}:${seconds}Z`),
      encrypted: Boolean(age),
    });
  }
  return archives.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** The newest archive in `dir` and its size, if there is one. */
export function newestArchive(dir: string): (ArchiveEntry & { bytes: number }) | undefined {
  const newest = listArchives(dir)[0];
  return newest && { ...newest, bytes: statSync(newest.file).size };
}

/** Flushes a folder's entries (a new or renamed file in it) to disk. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `entries` (paths inside `staging`, the manifest first) as a gzip-compressed tar to
 * `file`, encrypted to `recipients` when there are any. The file is created (never overwritten)
 * and flushed to disk before this returns.
 */
export async function writeArchive(options: {
  staging: string;
  entries: string[];
  file: string;
  recipients: readonly string[];
}): Promise<void> {
  const pack = tar.create(
    // gzip's own default level: at 50,000 inquiries, 7 % smaller than level 1 for 0.2 s more.
    { cwd: options.staging, gzip: true, portable: true },
    options.entries,
  );
  let body = ReadableStream.from(pack as AsyncIterable<Uint8Array>);
  if (options.recipients.length > 0) {
    const encrypter = new Encrypter();
    for (const recipient of options.recipients) encrypter.addRecipient(recipient);
    body = fromDom(await encrypter.encrypt(toDom(body)));
  }
  await pipeline(
    Readable.fromWeb(body),
    createWriteStream(options.file, { flags: "wx", mode: 0o600, flush: true }),
  );
}

// age-encryption is typed with the DOM's streams, Node's own are the same at run time.
const toDom = (stream: ReadableStream<Uint8Array>) =>
  stream as unknown as globalThis.ReadableStream<Uint8Array>;
const fromDom = (stream: globalThis.ReadableStream<Uint8Array>) =>
  stream as unknown as ReadableStream<Uint8Array>;

/** Whether an archive is age-encrypted; throws if it is neither that nor gzip. */
async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(ageMagic.length),
      0,
      ageMagic.length,
      0,
    );
    const head = buffer.subarray(0, bytesRead);
    if (head.equals(ageMagic)) return true;
    if (head.subarray(0, 2).equals(gzipMagic)) return false;
  } finally {
    await handle.close();
  }
  throw new BackupError(
    `${path.basename(file)} is not a backup archive (neither age-encrypted nor gzip-compressed)`,
  );
}

/**
 * Unpacks an archive into the empty folder `into`, decrypting it with `identities` (age private
 * keys) when it is encrypted. Throws a BackupError when it cannot be decrypted, is damaged or
 * truncated, or holds anything but plain files and folders; `into` may then hold part of it.
 */
export async function readArchive(options: {
  file: string;
  identities: readonly string[];
  into: string;
}): Promise<void> {
  const name = path.basename(options.file);
  const encrypted = await isEncrypted(options.file);
  const decrypter = new Decrypter();
  if (encrypted) {
    if (options.identities.length === 0)
      throw new BackupError(`${name} is encrypted: give the private key with --identity KEYFILE`);
    try {
      for (const identity of options.identities) decrypter.addIdentity(identity);
    } catch (error) {
      throw new BackupError(`the key given is not an age private key: ${(error as Error).message}`);
    }
  }
  const input = createReadStream(options.file);
  let body = Readable.toWeb(input) as ReadableStream<Uint8Array>;
  if (encrypted) {
    try {
      body = fromDom(await decrypter.decrypt(toDom(body)));
    } catch (error) {
      input.destroy();
      throw new BackupError(`${name} cannot be decrypted: ${(error as Error).message}`);
    }
  }
  const refused: string[] = [];
  try {
    await pipeline(
      Readable.fromWeb(body),
      tar.extract({
        cwd: options.into,
        strict: true,
        // Plain files and folders only: no links, devices or anything that points elsewhere.
        filter: (entryPath, entry) => {
          const plain = "type" in entry && (entry.type === "File" || entry.type === "Directory");
          if (!plain) refused.push(entryPath);
          return plain;
        },
      }),
    );
  } catch (error) {
    throw new BackupError(`${name} is damaged or truncated: ${(error as Error).message}`);
  }
  if (refused.length > 0)
    throw new BackupError(`${name} holds entries that are not plain files: ${refused.join(", ")}`);
}
