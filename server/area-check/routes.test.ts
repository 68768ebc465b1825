import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { servicesResetScript } from "../../app/components/site-header/services-reset.ts";
import { buildServer } from "../app.ts";
import { readConfig } from "../config.ts";
import { scriptHash } from "../security-headers.ts";
import { makeTestSite } from "../test-support.ts";

let site: Awaited<ReturnType<typeof makeTestSite>>;
let app: Awaited<ReturnType<typeof buildServer>>;
const logged: string[] = [];

beforeAll(async () => {
  // The real page (compiled by Vitest), and a log that keeps everything, down to trace.
  site = await makeTestSite({ realCareersPages: true });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  app = await buildServer(
    readConfig({
      BUILD_DIR: site.buildDir,
      DATA_DIR: path.join(site.buildDir, "data"),
      LOG_LEVEL: "trace",
    }),
    { logStream },
  );
});

afterAll(async () => {
  await app.close();
  await site.remove();
});

const mainOf = (body: string) => /<main[\s\S]*<\/main>/.exec(body)?.[0] ?? "";

describe("the area check, GET (issue 37)", () => {
  test("answers a Mississauga postal code with Peel's lines, in English and in French", async () => {
    const english = await app.inject("/contact/area?postal=L5B+1A1");
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en-CA"');
    const main = mainOf(english.body);
    expect(main).toContain("Yes, we come to L5B, in Peel Region.");
    expect(main).toContain("905-555-0121");
    expect(main).not.toContain("416-555-0120");
    // The field keeps the FSA checked, for another try.
    expect(main).toMatch(/<input[^>]*name="postal"[^>]*value="L5B"/);

    const french = await app.inject("/fr/nous-joindre/secteur?postal=l5b");
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr-CA"');
    expect(mainOf(french.body)).toMatch(/le L5B est dans notre secteur \(région de Peel\)/);
    expect(mainOf(french.body)).toContain("905 555-0121");
  });

  test("outside the area, in both languages: sorry, and Ontario Health atHome's number and site", async () => {
    const english = mainOf((await app.inject("/contact/area?postal=K1A+0B1")).body);
    expect(english).toContain("K1A is outside the area we serve");
    expect(english).toContain('href="tel:310-2222"');
    expect(english).toContain('href="https://ontariohealthathome.ca"');
    const french = mainOf((await app.inject("/fr/nous-joindre/secteur?postal=K1A")).body);
    expect(french).toContain("Santé à domicile Ontario");
    expect(french).toContain('href="tel:310-2222"');
  });

  test("is never stored nor indexed, under the policy that allows the header's line only", async () => {
    const response = await app.inject("/contact/area?postal=M5V");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    expect(String(response.headers["content-security-policy"])).toContain(
      `script-src 'self' ${scriptHash(servicesResetScript)};`,
    );
  });

  const unclear = "Please type the first three characters of yours";
  const ask = "Type your postal code, or its first three characters";
  test.each([
    ["30,000 characters", `postal=${"L5B".repeat(10_000)}`, unclear],
    ["markup", "postal=%3Cscript%3Ealert(1)%3C%2Fscript%3E", unclear],
    ["full-width letters", "postal=%EF%BC%AD%EF%BC%95%EF%BC%B6", unclear],
    ["control characters", "postal=%00%01", unclear],
    ["a broken escape", "postal=%ZZ", unclear],
    ["the key twice", "postal=L5B&postal=M5V", unclear],
    ["another key (postal[])", "postal[]=L5B", ask],
    ["another key (postal[a])", "postal[a]=L5B", ask],
  ])("%s: a clear answer asking for the first three characters", async (_name, query, words) => {
    const response = await app.inject(`/contact/area?${query}`);
    expect(response.statusCode).toBe(200);
    const main = mainOf(response.body);
    expect(main).toContain(words);
    expect(main).not.toContain("<script>alert");
    expect(main).not.toMatch(/905-555|416-555/);
  });

  test("nothing of a postal code asked about reaches the log", async () => {
    await app.inject("/contact/area?postal=L4Z+9Q9");
    await app.inject("/fr/nous-joindre/secteur?postal=L4Z+9Q9");
    expect(logged.join("")).not.toMatch(/L4Z|9Q9|postal=/i);
  });
});
