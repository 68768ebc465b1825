/**
 * The fields of the staff lists' GET queries, shared by their routes' shapes (inquiry-routes.ts,
 * application-routes.ts, report-routes.ts). A module of its own, importing nothing of the staff
 * routes: a route module that imported them from another route module would reach it through
 * plugin.ts and routes.ts, and, first loaded, find it not yet defined.
 */
import { z } from "zod";
import { pageNumberPattern } from "../../content/staff-lists.ts";

/** A field of a GET form: left empty, the browser still sends it ("from="), meaning none. */
export const field = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** The page of a paged list (content/staff-lists.ts); past the last page, it shows none. */
export const pageField = field(z.string().regex(pageNumberPattern, "a page number"));
