/**
 * The postal codes of the area we serve, by their first three characters (the forward sortation
 * area, FSA), per region of content/site.ts `serviceArea`. The area check
 * (content/area-check.ts) reads them.
 *
 * Source: Canada Post's forward sortation areas by municipality, as listed in Wikipedia's "List of
 * postal codes of Canada: M" and "List of postal codes of Canada: L" (Canada Post's own look-up
 * is https://www.canadapost-postescanada.ca/cpc/en/tools/find-a-postal-code). Every M FSA is in
 * the City of Toronto (there is no rural M0). A rural FSA (a 0 in the second place: L0N, L0G…)
 * covers villages on both sides of a region's boundary, so it is `partly`: the answer asks the
 * family to call. A provider that changes its area changes these lists.
 */
import type { RegionKey } from "./site.ts";

/** A region's FSAs: wholly inside it, and shared with places outside our area. */
export interface RegionFsas {
  /** FSAs wholly inside the region. */
  whole: readonly string[];
  /** Rural FSAs that cover part of the region and places beyond it. */
  partly: readonly string[];
}

// Kept in rows, as the list is read: by area, a line of FSAs at a time.
// prettier-ignore
export const serviceAreaFsas = {
  toronto: {
    whole: [
      // Scarborough
      "M1B", "M1C", "M1E", "M1G", "M1H", "M1J", "M1K", "M1L", "M1M", "M1N", "M1P", "M1R", "M1S",
      "M1T", "M1V", "M1W", "M1X",
      // North York
      "M2H", "M2J", "M2K", "M2L", "M2M", "M2N", "M2P", "M2R", "M3A", "M3B", "M3C", "M3H", "M3J",
      "M3K", "M3L", "M3M", "M3N",
      // East York, East Toronto, Central Toronto
      "M4A", "M4B", "M4C", "M4E", "M4G", "M4H", "M4J", "M4K", "M4L", "M4M", "M4N", "M4P", "M4R",
      "M4S", "M4T", "M4V", "M4W", "M4X", "M4Y",
      // Downtown Toronto
      "M5A", "M5B", "M5C", "M5E", "M5G", "M5H", "M5J", "M5K", "M5L", "M5M", "M5N", "M5P", "M5R",
      "M5S", "M5T", "M5V", "M5W", "M5X",
      // West Toronto, York
      "M6A", "M6B", "M6C", "M6E", "M6G", "M6H", "M6J", "M6K", "M6L", "M6M", "M6N", "M6P", "M6R",
      "M6S",
      // Queen's Park, business and processing FSAs
      "M7A", "M7R", "M7Y",
      // Etobicoke
      "M8V", "M8W", "M8X", "M8Y", "M8Z", "M9A", "M9B", "M9C", "M9L", "M9M", "M9N", "M9P", "M9R",
      "M9V", "M9W",
    ],
    partly: [],
  },
  peel: {
    whole: [
      // Mississauga (L4V and L5P: Toronto Pearson airport)
      "L4T", "L4V", "L4W", "L4X", "L4Y", "L4Z", "L5A", "L5B", "L5C", "L5E", "L5G", "L5H", "L5J",
      "L5K", "L5L", "L5M", "L5N", "L5P", "L5R", "L5S", "L5T", "L5V", "L5W",
      // Brampton
      "L6P", "L6R", "L6S", "L6T", "L6V", "L6W", "L6X", "L6Y", "L6Z", "L7A",
      // Caledon: Caledon East and the south-west, Bolton, Caledon village
      "L7C", "L7E", "L7K",
    ],
    // Caledon's villages and hamlets (Alton, Palgrave, Cheltenham…), with Dufferin County's.
    partly: ["L0N"],
  },
  york: {
    whole: [
      // Aurora
      "L4G",
      // East Gwillimbury: Holland Landing
      "L9N",
      // Georgina: Keswick
      "L4P",
      // King: King City
      "L7B",
      // Markham, Thornhill (Markham's side: L3T)
      "L3P", "L3R", "L3S", "L3T", "L6B", "L6C", "L6E", "L6G",
      // Newmarket
      "L3X", "L3Y",
      // Richmond Hill, Oak Ridges
      "L4B", "L4C", "L4E", "L4S",
      // Vaughan, Thornhill (Vaughan's side: L4J)
      "L4H", "L4J", "L4K", "L4L", "L6A",
      // Whitchurch-Stouffville
      "L4A",
    ],
    // Rural FSAs of York's towns, shared with Simcoe and Durham: Georgina's Sutton and Pefferlaw
    // (L0E); King's and East Gwillimbury's villages, Nobleton, Schomberg, Mount Albert, Sharon
    // (L0G); Whitchurch-Stouffville's Gormley and Ballantrae (L0H); Vaughan's Kleinburg (L0J).
    partly: ["L0E", "L0G", "L0H", "L0J"],
  },
} as const satisfies Record<RegionKey, RegionFsas>;
