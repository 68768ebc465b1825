// negotiator 1.x ships no types, and @types/negotiator describes 0.6, which had no `preferred`
// order for ties; this is the part of its API the server uses.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The acceptable `available` codings, most wanted first; ties in `preferred` order. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
    /** The most wanted of `available` media types, or undefined when none is acceptable. */
    mediaType(available: readonly string[]): string | undefined;
  }
}
