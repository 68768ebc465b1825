/**
 * The places the provider goes to, as a visitor may type them in the site search (issue 37):
 * Toronto; Peel Region (Mississauga, Brampton, Caledon); York Region and its nine
 * municipalities. A query that names one is answered "we serve it" with the contact page
 * (server/search/). The area served, stated for the pages, may fold this list in.
 *
 * Browser-safe: words only.
 */
export const areaServedNames = [
  "Toronto",
  "Peel",
  "Mississauga",
  "Brampton",
  "Caledon",
  "York Region",
  "Aurora",
  "East Gwillimbury",
  "Georgina",
  "King",
  "King City",
  "Markham",
  "Newmarket",
  "Richmond Hill",
  "Vaughan",
  "Whitchurch-Stouffville",
  "Stouffville",
] as const;
