/**
 * What an uploaded file is, decided from its bytes alone: never from its name or the browser's
 * word for it. A job application may carry a résumé as PDF, DOCX or ODT up to 5 MB (issue 27);
 * everything else is refused with a reason the form can put in words. The file's name is kept
 * only as words to show staff, cleaned; the stored file gets a generated name (files.ts).
 *
 * The type comes from `file-type` (magic numbers; for DOCX and ODT the archive's entries, read
 * with its own 1 MiB cap per entry). A DOCX or ODT is a zip: before anything opens it, its
 * directory is read without inflating anything (fflate) and an archive that claims more than
 * `maxUnzippedBytes`, more than `maxEntries` entries, or an entry squeezed more than `maxRatio`
 * times is refused as a zip bomb. ClamAV, which does inflate, has its own limits (clamd.ts).
 */
import { unzipSync } from "fflate";
import { resumeMaxBytes } from "../../content/application-form.ts";
import { fileTypeFromBuffer } from "file-type";

export const uploadLimits = {
  /** The largest file accepted, in bytes. */
  maxBytes: resumeMaxBytes,
  /** What a DOCX or ODT may unpack to, in all. */
  maxUnzippedBytes: 50 * 1024 * 1024,
  /** Entries in a DOCX or ODT. */
  maxEntries: 2000,
  /** How many times smaller than its content an entry may be. Text squeezes about 10 times. */
  maxRatio: 100,
} as const;

/** The kinds of file accepted, by the MIME type `file-type` names, with the extension stored. */
export const acceptedTypes = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.oasis.opendocument.text": "odt",
} as const;

export type AcceptedType = keyof typeof acceptedTypes;

/** Why a file was refused: each has words for the applicant (content/<language>/…). */
export type UploadRefusal = "empty" | "tooLarge" | "notAllowed" | "unsafeArchive";

export type Inspection =
  | { ok: true; type: AcceptedType; extension: (typeof acceptedTypes)[AcceptedType] }
  | { ok: false; reason: UploadRefusal };

/** What `bytes` are, or why they are refused. */
export async function inspectUpload(bytes: Uint8Array): Promise<Inspection> {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > uploadLimits.maxBytes) return { ok: false, reason: "tooLarge" };
  if (isZip(bytes) && !isSafeArchive(bytes)) return { ok: false, reason: "unsafeArchive" };
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !Object.hasOwn(acceptedTypes, found.mime))
    return { ok: false, reason: "notAllowed" };
  const type = found.mime as AcceptedType;
  return { ok: true, type, extension: acceptedTypes[type] };
}

// A zip's local file header: "PK\3\4".
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Whether the archive's directory stays within the limits; nothing is inflated to know it. */
function isSafeArchive(bytes: Uint8Array): boolean {
  let entries = 0;
  let unzipped = 0;
  try {
    unzipSync(bytes, {
      filter(entry) {
        entries += 1;
        unzipped += entry.originalSize;
        const squeezed = entry.originalSize / Math.max(entry.size, 1);
        if (
          entries > uploadLimits.maxEntries ||
          unzipped > uploadLimits.maxUnzippedBytes ||
          squeezed > uploadLimits.maxRatio
        )
          throw new UnsafeArchive();
        // Read the directory only: inflate nothing.
        return false;
      },
    });
    return true;
  } catch {
    // Over a limit, or not a zip fflate can read: neither is a document we accept.
    return false;
  }
}

class UnsafeArchive extends Error {}

/**
 * The file's name as the applicant's device gave it, as words to show staff: the last part of
 * any path, without control characters or characters that mean something to a shell or a
 * header, at most 120 characters; "résumé" when nothing is left. Never used to store or type it.
 */
export function displayName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  const clean = last
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"<>|:*?`$;]/gu, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 120);
  return clean === "" ? "résumé" : clean;
}
