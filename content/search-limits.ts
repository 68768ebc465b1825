/**
 * The site search's limits, shared by the form (app/components/search-form.tsx) and the server
 * (server/search/query.ts). Browser-safe.
 */

/** The longest query read, in characters: the field stops there, and the server cuts the rest. */
export const maxQueryLength = 200;
