/**
 * Reads a request's address for the routes that look files up and redirect. A redirect is built
 * only from `canonical`: the path's segments decoded and encoded again, so it can only ever be a
 * path on this site. Decoding first and redirecting to the result is how `/%2Fevil.example/`
 * once led to `//evil.example`, another site.
 */

/** A request address, read. */
export interface Address {
  /** The decoded path, to look a file up by: `/services/nursing`. */
  path: string;
  /** The one form of the path, safe to send in a Location: starts with one `/`, then encoded segments. */
  canonical: string;
  /** The query with its `?`, or an empty string; printable ASCII only. */
  query: string;
  /** False when the path has a trailing slash or empty segments, and so should move to `canonical`. */
  isCanonical: boolean;
}

/**
 * Reads `url` (a request target as sent), or returns undefined when it is not a path (`*`, an
 * absolute URL) or its escapes are not UTF-8.
 */
export function readAddress(url: string): Address | undefined {
  if (!url.startsWith("/")) return undefined;
  const queryStart = url.indexOf("?");
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    // Empty segments go: `//evil.example` is another site to a browser, and `/a//b` is `/a/b`.
    const segments = rawPath.split("/").filter(Boolean).map(decodeURIComponent);
    return {
      path: `/${segments.join("/")}`,
      canonical: `/${segments.map(encodeURIComponent).join("/")}`,
      // Node's parser lets only printable ASCII through; encoding the rest keeps any other
      // front end (inject, HTTP/2) from putting a line break into a header.
      query:
        queryStart === -1
          ? ""
          : url.slice(queryStart).replace(/[^\x21-\x7e]/gu, encodeURIComponent),
      isCanonical: !/\/\/|.\/$/.test(rawPath),
    };
  } catch {
    return undefined;
  }
}
