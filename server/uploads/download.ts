/**
 * How a stored upload is named when staff download it: always as an attachment (decision 026),
 * under the name the applicant's device gave it, ending with the extension of its type.
 */

/**
 * The name a résumé downloads under: the name the applicant's device gave it (already cleaned,
 * uploads/inspect.ts), ending with the extension of the type its bytes have, so that a file
 * called `cv.html` that is a PDF is saved as `cv.html.pdf` and opens as what it is.
 */
export function downloadName(name: string, extension: string): string {
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}

/**
 * `Content-Disposition` for an attachment named `name`: an ASCII fallback, and the name itself
 * in UTF-8 as `filename*` (RFC 6266 section 4.3, RFC 8187), which browsers prefer.
 */
export function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
