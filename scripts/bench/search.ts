/**
 * The site search in the bench (decision 021): a query's server time, over HTTP against the real
 * server, against GET / in the same run. Its page's bytes and Lighthouse figures are a row of the
 * table, as the pages the server draws are (drawn-pages.ts).
 */

/** Median and 95th percentile of `times` requests to `url`, in ms, body read. */
async function timeRequests(url: string, times: number) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { "accept-encoding": "br" } });
    await response.arrayBuffer();
    samples.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(times / 2)]!, p95: samples[Math.floor(times * 0.95)]! };
}

/**
 * The queries timed: found in each language, found by a synonym, a family's words, stems, a
 * misspelling (read as the nearest word: two searches), a place, nothing found (every word looked
 * up for a spelling), the longest.
 */
export const timedQueries = {
  "GET / (reference)": "/",
  "search: dementia": "/search?q=dementia",
  "search: demence (fr)": "/fr/recherche?q=demence",
  "search: foot care for my dad (synonym, OR)": "/search?q=foot+care+for+my+dad",
  "search: nurse at home (family's words)": "/search?q=nurse+at+home",
  "search: couper les ongles (fr, stems)": `/fr/recherche?q=${encodeURIComponent("couper les ongles des pieds")}`,
  "search: demensia (misspelt, Did you mean)": "/search?q=demensia",
  "search: Mississauga (a place served)": "/search?q=Mississauga",
  "search: nothing found": "/search?q=zzzqqq",
  "search: 200 characters, 12 words": `/search?q=${encodeURIComponent("home care nursing night ".repeat(9).slice(0, 200))}`,
} as const;

/**
 * Each of `timedQueries` against the server at `origin`, `times` requests each, in rounds that
 * take turns (a slow moment of the shared machine falls on all alike).
 */
export async function benchSearchTime(origin: string, times = 200) {
  const rounds = 4;
  const results: Record<string, { median: number; p95: number }[]> = {};
  for (const url of Object.values(timedQueries)) await timeRequests(origin + url, 20);
  for (let round = 0; round < rounds; round++)
    for (const [name, url] of Object.entries(timedQueries))
      (results[name] ??= []).push(await timeRequests(origin + url, times / rounds));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  return Object.fromEntries(
    Object.entries(results).map(([name, list]) => [
      name,
      { median: median(list.map((r) => r.median)), p95: median(list.map((r) => r.p95)) },
    ]),
  ) as Record<keyof typeof timedQueries, { median: number; p95: number }>;
}
