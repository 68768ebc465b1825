/**
 * The "Do you come to my area?" check: a postal code, or its first three characters (the FSA),
 * read as typed and answered with the region that serves it, "partly" for a rural FSA shared with
 * places outside our area, or "outside". Whatever else was typed (too long, markup, another
 * alphabet, the field given twice) is "unclear": the page asks for the first three characters.
 * No words here: the page draws the answer (app/server-pages/area-check.tsx).
 */
import { serviceAreaFsas } from "./service-area-fsas.ts";
import { type PhoneKey, type RegionKey, site } from "./site.ts";

/** What the check answers. */
export type AreaAnswer =
  /** Nothing typed yet. */
  | { kind: "ask" }
  /** Not a postal code, nor its first three characters. */
  | { kind: "unclear" }
  /** The FSA is wholly in a region we serve. */
  | { kind: "served"; fsa: string; region: RegionKey }
  /** A rural FSA that covers part of a region we serve and places beyond it. */
  | { kind: "partly"; fsa: string; region: RegionKey }
  /** A real-looking FSA outside our area. */
  | { kind: "outside"; fsa: string };

/** The query parameter the form sends. */
export const areaCheckParameter = "postal";

/** The most a postal code takes, spaces and a hyphen included ("M5V 0A0", "M5V-0A0"). */
export const postalCodeMaxLength = 8;

// Canada Post's letters: D, F, I, O, Q and U are never used, W and Z never first.
const fsaPattern = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/;
const localPattern = /^\d[ABCEGHJ-NPRSTV-Z]\d$/;

const regionOf = new Map<string, { region: RegionKey; partly: boolean }>(
  (Object.keys(serviceAreaFsas) as RegionKey[]).flatMap((region) => [
    ...serviceAreaFsas[region].whole.map((fsa) => [fsa, { region, partly: false }] as const),
    ...serviceAreaFsas[region].partly.map((fsa) => [fsa, { region, partly: true }] as const),
  ]),
);

/**
 * The FSA of what was typed: the first three characters of a postal code, in either case, with
 * or without the space; undefined when it is not one.
 */
export function fsaOf(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (trimmed.length > postalCodeMaxLength) return undefined;
  const code = trimmed.replace(/[ -]/g, "").toUpperCase();
  const fsa = code.slice(0, 3);
  if (!fsaPattern.test(fsa)) return undefined;
  return code.length === 3 || (code.length === 6 && localPattern.test(code.slice(3)))
    ? fsa
    : undefined;
}

/** The answer to a query's value as the server parsed it (a string, or anything else). */
export function checkArea(value: unknown): AreaAnswer {
  if (value === undefined || value === "") return { kind: "ask" };
  if (typeof value !== "string") return { kind: "unclear" };
  const fsa = fsaOf(value);
  if (!fsa) return { kind: "unclear" };
  const found = regionOf.get(fsa);
  if (!found) return { kind: "outside", fsa };
  return { kind: found.partly ? "partly" : "served", fsa, region: found.region };
}

/** The region's entry in content/site.ts: its names, municipalities and phone lines. */
export function regionEntry(region: RegionKey) {
  return site.serviceArea.find((entry) => entry.region === region)!;
}

/** The phone lines an answer names: its region's own, then the line answered at any hour. */
export function answerLines(answer: AreaAnswer): PhoneKey[] {
  if (answer.kind !== "served" && answer.kind !== "partly") return [];
  return [...(regionEntry(answer.region).lines as readonly PhoneKey[]), site.mainPhone];
}
