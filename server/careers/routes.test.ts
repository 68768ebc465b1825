/**
 * The postings' public pages through the whole server: a posting published through the staff API
 * is on /careers and its own page at the next request, with no rebuild; closing it makes its
 * address answer 410 and takes it out of the sitemap; the drawn pages carry the pages' CSP and no
 * module script; the pre-rendered Careers page is never sent. The site search finds an open
 * posting at its own page from the next search after it is published, and no more once closed.
 */
import { readdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resumeSizeScript } from "../../app/components/resume-size-check.ts";
import { speculationRules } from "../../app/lib/speculation-rules.ts";
import { servicesResetScript } from "../../app/components/site-header/services-reset.ts";
import { scriptHash } from "../security-headers.ts";
import { postingPath } from "../../content/navigation.ts";
import { entityTag } from "../../content/record-version.ts";
import { site as siteFacts } from "../../content/site.ts";
import { buildServer } from "../app.ts";
import { readConfig } from "../config.ts";
import { openStaff } from "../staff/open-staff.ts";
import { makeTestSite, overTheWire } from "../test-support.ts";
import { multipart } from "../contact/test-support.ts";
import { uploadsDir } from "../uploads/files.ts";
import * as uploadFiles from "../uploads/test-files.ts";
import { upload, validApplicationForm, validPosting } from "./test-support.ts";

let site: Awaited<ReturnType<typeof makeTestSite>>;
let app: Awaited<ReturnType<typeof buildServer>>;
let session: string;
let intakeSession: string;
let dataDir: string;
const origin = "http://localhost:3000";

beforeAll(async () => {
  site = await makeTestSite({ realCareersPages: true });
  dataDir = path.join(site.buildDir, "data");
  app = await buildServer(
    readConfig({ BUILD_DIR: site.buildDir, DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  );
  // People of the hiring and intake teams, with sessions, on the server's own staff file.
  const { staff, close: closeStaff } = await openStaff(dataDir);
  const hana = await staff.addPerson({
    email: "h@example.org",
    name: "Hana",
    teams: ["hiring"],
    admin: false,
  });
  const ana = await staff.addPerson({
    email: "a@example.org",
    name: "Ana",
    teams: ["intake"],
    admin: false,
  });
  session = await staff.startSession(hana.id);
  intakeSession = await staff.startSession(ana.id);
  await closeStaff();
});
afterAll(async () => {
  await app.close();
  await site.remove();
});

/**
 * A call as the postings page makes it: a change to one posting carries the version the page's
 * list shows of it (If-Match).
 */
async function staffCall(
  method: "GET" | "POST" | "PATCH",
  url: string,
  body?: unknown,
  as = session,
) {
  const id = /^\/postings\/([0-9a-f-]{36})/.exec(url)?.[1];
  const shown = id
    ? (
        (
          await app.inject({
            url: "/api/staff/postings",
            headers: { cookie: `__Host-staff=${session}` },
          })
        ).json() as { postings: { id: string; version: number }[] }
      ).postings.find((posting) => posting.id === id)
    : undefined;
  return app.inject({
    method,
    url: `/api/staff${url}`,
    headers: {
      cookie: `__Host-staff=${as}`,
      ...(method === "GET" ? {} : { origin, "content-type": "application/json" }),
      ...(shown ? { "if-match": entityTag(shown.version) } : {}),
    },
    ...(method === "GET" ? {} : { payload: JSON.stringify(body ?? {}) }),
  });
}

/** The JobPosting block of a page, parsed. */
function jobPosting(html: string) {
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return block ? JSON.parse(block[1]!) : undefined;
}

describe("the seed", () => {
  test("a new data folder starts with the 13 openings, on /careers in both languages", async () => {
    const english = await app.inject("/careers");
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain("Personal Support Worker");
    expect(english.body).toContain("13 openings");
    expect(english.body).not.toContain("Careers (built)");
    const french = await app.inject("/fr/carrieres");
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('lang="fr-CA"');
    expect(french.body).toContain("Préposé ou préposée aux services de soutien personnel (PSSP)");
  });
});

describe("publishing and closing, with no rebuild", () => {
  const posting = {
    ...validPosting,
    title: { en: "Overnight Respite Worker", fr: "Préposé ou préposée au répit de nuit" },
    pay: { unit: "hour", min: 24.5, max: 29 },
    closesOn: "2099-12-31",
  };
  let id: string;

  test("published, it is on /careers and on its own page in both languages at the next request", async () => {
    const created = await staffCall("POST", "/postings", posting);
    expect(created.statusCode).toBe(201);
    id = created.json().posting.id;
    expect((await app.inject("/careers")).body).not.toContain("Overnight Respite Worker");
    expect((await app.inject("/careers/overnight-respite-worker")).statusCode).toBe(404);

    expect((await staffCall("POST", `/postings/${id}/publish`)).statusCode).toBe(200);
    const list = await app.inject("/careers");
    expect(list.body).toContain("Overnight Respite Worker");
    expect(list.body).toContain("$24.50 to $29 an hour");
    expect(list.body).toContain('href="/careers/overnight-respite-worker"');

    const page = await app.inject("/careers/overnight-respite-worker");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-security-policy"]).toMatch(/script-src [^;]*'sha256-/);
    expect(page.body).not.toMatch(/<script type="module"|<script src=/);
    for (const [tag, address] of [
      ["en-CA", "/careers/overnight-respite-worker"],
      ["fr-CA", "/fr/carrieres/prepose-ou-preposee-au-repit-de-nuit"],
      ["x-default", "/careers/overnight-respite-worker"],
    ])
      expect(page.body).toContain(
        `<link rel="alternate" hrefLang="${tag}" href="${siteFacts.origin}${address}"/>`,
      );
    // Apply leads to the posting's own application form; e-mail stays a way to apply.
    expect(page.body).toMatch(
      /<a class="button" href="\/careers\/overnight-respite-worker\/apply"[^>]*>Apply<span class="visually-hidden"> (<!-- -->)?for Overnight Respite Worker<\/span><\/a>/,
    );
    expect(page.body).toMatch(/<a href="mailto:[^"]+\?subject=Application%3A%20Overnight/);
    const data = jobPosting(page.body);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Overnight Respite Worker",
      employmentType: "PART_TIME",
      hiringOrganization: { "@type": "Organization" },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "CAD",
        value: { "@type": "QuantitativeValue", minValue: 24.5, maxValue: 29, unitText: "HOUR" },
      },
    });
    expect(data.description).toContain("<p>Personal care.</p>");
    expect(Date.parse(data.datePosted)).toBeLessThanOrEqual(Date.now());
    // The end of December 31 in Toronto: 5 a.m. UTC on January 1.
    expect(data.validThrough).toBe("2100-01-01T05:00:00.000Z");
    expect(data.jobLocation).toHaveLength(2);

    // In French, at the address its French title made (issue 39, item 10): the page's every
    // address in French, the language link and the hreflang pairs back to the English one.
    const frenchPath = "/fr/carrieres/prepose-ou-preposee-au-repit-de-nuit";
    const french = await app.inject(frenchPath);
    expect(french.statusCode).toBe(200);
    expect(jobPosting(french.body)).toMatchObject({
      title: "Préposé ou préposée au répit de nuit",
      url: `${siteFacts.origin}${frenchPath}`,
    });
    expect(jobPosting(page.body).url).toBe(`${siteFacts.origin}/careers/overnight-respite-worker`);
    expect(french.body).toContain("l’heure");
    expect(french.body).toContain(
      `<link rel="canonical" href="${siteFacts.origin}${frenchPath}"/>`,
    );
    for (const [tag, address] of [
      ["en-CA", "/careers/overnight-respite-worker"],
      ["fr-CA", frenchPath],
      ["x-default", "/careers/overnight-respite-worker"],
    ])
      expect(french.body).toContain(
        `<link rel="alternate" hrefLang="${tag}" href="${siteFacts.origin}${address}"/>`,
      );
    /** The header's link to the same page in the other language. */
    const languageLink = (html: string) =>
      /<a class="site-header__language"[^>]* href="([^"]+)"/.exec(html)?.[1];
    expect(languageLink(french.body)).toBe("/careers/overnight-respite-worker");
    expect(languageLink(page.body)).toBe(frenchPath);
    expect(french.body).toContain(`href="${frenchPath}/postuler"`);
    expect((await app.inject("/fr/carrieres")).body).toContain(`href="${frenchPath}"`);
    expect(french.body).not.toContain("/fr/carrieres/overnight-respite-worker");

    const sitemap = await app.inject("/sitemap.xml");
    expect(sitemap.body).toContain("/careers/overnight-respite-worker</loc>");
    expect(sitemap.body).toContain(`${frenchPath}</loc>`);
    expect(sitemap.body).toContain(
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${siteFacts.origin}${frenchPath}"/>`,
    );
    expect(sitemap.body).not.toContain("/fr/carrieres/overnight-respite-worker");
  });

  test("its French address of before (the English slug) moves to the French one; an English address with the French slug is none", async () => {
    const frenchPath = "/fr/carrieres/prepose-ou-preposee-au-repit-de-nuit";
    for (const [from, to] of [
      ["/fr/carrieres/overnight-respite-worker", frenchPath],
      ["/fr/carrieres/overnight-respite-worker?utm_source=mail", `${frenchPath}?utm_source=mail`],
      ["/fr/carrieres/overnight-respite-worker/postuler", `${frenchPath}/postuler`],
      [
        "/fr/carrieres/overnight-respite-worker/candidature-envoyee?sent=x",
        `${frenchPath}/candidature-envoyee?sent=x`,
      ],
    ]) {
      const moved = await app.inject(from!);
      expect(moved.statusCode, from).toBe(301);
      expect(moved.headers.location, from).toBe(to);
    }
    // No English page was ever at a French slug: no link to keep, one address per language.
    for (const url of [
      "/careers/prepose-ou-preposee-au-repit-de-nuit",
      "/careers/prepose-ou-preposee-au-repit-de-nuit/apply",
    ]) {
      const none = await app.inject(url);
      expect(none.statusCode, url).toBe(404);
      expect(none.body, url).not.toContain("Overnight Respite Worker");
    }
    // The seed's postings too: each French page at its French title's address.
    const seedMoved = await app.inject("/fr/carrieres/personal-support-worker");
    expect(seedMoved.headers.location).toBe(
      "/fr/carrieres/prepose-ou-preposee-aux-services-de-soutien-personnel-pssp",
    );
    expect((await app.inject(seedMoved.headers.location!)).statusCode).toBe(200);
  });

  test("closed, its address answers 410 with a page that says so and links to the open ones, and it leaves the sitemap", async () => {
    expect((await staffCall("POST", `/postings/${id}/close`)).statusCode).toBe(200);
    for (const [url, open, other] of [
      [
        "/careers/overnight-respite-worker",
        "/careers/personal-support-worker",
        "/fr/carrieres/prepose-ou-preposee-au-repit-de-nuit",
      ],
      [
        "/fr/carrieres/prepose-ou-preposee-au-repit-de-nuit",
        "/fr/carrieres/prepose-ou-preposee-aux-services-de-soutien-personnel-pssp",
        "/careers/overnight-respite-worker",
      ],
    ]) {
      const gone = await app.inject(url!);
      expect(gone.statusCode, url).toBe(410);
      expect(gone.body).toMatch(/This job posting is closed|Cette offre d’emploi est fermée/);
      expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
      expect(gone.body).toContain(`href="${open}"`);
      // The language link: the closed page in the other language, at its own slug.
      expect(/<a class="site-header__language"[^>]* href="([^"]+)"/.exec(gone.body)?.[1]).toBe(
        other,
      );
    }
    const movedThenGone = await app.inject("/fr/carrieres/overnight-respite-worker");
    expect(movedThenGone.statusCode).toBe(301);
    expect((await app.inject("/careers")).body).not.toContain("Overnight Respite Worker");
    expect((await app.inject("/sitemap.xml")).body).not.toContain("overnight-respite-worker");
  });

  test("an edit shows only once published", async () => {
    expect((await staffCall("POST", `/postings/${id}/reopen`)).statusCode).toBe(200);
    const edited = await staffCall("PATCH", `/postings/${id}`, {
      ...posting,
      pay: { unit: "hour", min: 26, max: 30 },
    });
    expect(edited.statusCode).toBe(200);
    expect((await app.inject("/careers/overnight-respite-worker")).body).toContain("$24.50");
    await staffCall("POST", `/postings/${id}/publish`);
    expect((await app.inject("/careers/overnight-respite-worker")).body).toContain("$26 to $30");
  });

  test("intake cannot publish: the public pages are unchanged", async () => {
    const before = (await app.inject("/careers")).body;
    expect((await staffCall("POST", `/postings/${id}/close`, {}, intakeSession)).statusCode).toBe(
      404,
    );
    expect((await app.inject("/careers")).body).toBe(before);
  });
});

describe("the site search, as the postings change, with no restart", () => {
  /** The addresses the search page lists for `q` (the test build's renderer writes them). */
  const found = async (url: string, q: string) => {
    const answer = await app.inject({ url, query: { q } });
    expect(answer.statusCode).toBe(200);
    return /<p>(.*?)<\/p>/.exec(answer.body)![1]!.split(" ");
  };

  test("a posting published is found at its own page in each language; closed, it is not", async () => {
    const created = await staffCall("POST", "/postings", {
      ...validPosting,
      title: { en: "Music Therapist", fr: "Musicothérapeute" },
      summary: {
        en: "Bring songs and rhythm to clients living with dementia.",
        fr: "Apporter chansons et rythme à la clientèle atteinte de démence.",
      },
    });
    const { id, slug } = created.json().posting;
    expect(slug).toBe("music-therapist");
    // A draft is no page of the site: not found.
    expect(await found("/search", "music therapist")).not.toContain("/careers/music-therapist");

    expect((await staffCall("POST", `/postings/${id}/publish`)).statusCode).toBe(200);
    expect(await found("/search", "music therapist")).toContain("/careers/music-therapist");
    // French words, typed without their accents.
    expect(await found("/fr/recherche", "musicotherapeute")).toContain(
      "/fr/carrieres/musicotherapeute",
    );
    expect(await found("/search", "musicotherapeute")).not.toContain("/careers/music-therapist");

    expect((await staffCall("POST", `/postings/${id}/close`)).statusCode).toBe(200);
    expect(await found("/search", "music therapist")).not.toContain("/careers/music-therapist");
    expect(await found("/fr/recherche", "musicotherapeute")).not.toContain(
      "/fr/carrieres/musicotherapeute",
    );
  });

  test("a new version published is found by its new words, no more by its old ones", async () => {
    const created = await staffCall("POST", "/postings", {
      ...validPosting,
      title: { en: "Art Therapist", fr: "Art-thérapeute" },
    });
    const { id } = created.json().posting;
    await staffCall("POST", `/postings/${id}/publish`);
    expect(await found("/search", "art therapist")).toContain("/careers/art-therapist");
    const edited = await staffCall("PATCH", `/postings/${id}`, {
      ...validPosting,
      title: { en: "Art Therapist", fr: "Art-thérapeute" },
      summary: { en: "Watercolour sessions at home.", fr: "Aquarelle à domicile." },
    });
    expect(edited.statusCode).toBe(200);
    // Not yet published: the live version's words still find it, the draft's do not.
    expect(await found("/search", "bathing dressing")).toContain("/careers/art-therapist");
    expect(await found("/search", "watercolour")).not.toContain("/careers/art-therapist");
    await staffCall("POST", `/postings/${id}/publish`);
    expect(await found("/search", "watercolour")).toContain("/careers/art-therapist");
    expect(await found("/search", "bathing dressing")).not.toContain("/careers/art-therapist");
    await staffCall("POST", `/postings/${id}/close`);
  });

  test("a seed opening closed is no longer found, in either language", async () => {
    expect(await found("/search", "handy person")).toContain("/careers/handy-person");
    expect(await found("/fr/recherche", "personne a tout faire")).toContain(
      "/fr/carrieres/personne-a-tout-faire",
    );
    const { postings } = (await staffCall("GET", "/postings")).json() as {
      postings: { id: string; slug: string }[];
    };
    const handy = postings.find((posting) => posting.slug === "handy-person")!;
    expect((await staffCall("POST", `/postings/${handy.id}/close`)).statusCode).toBe(200);
    for (const [url, q, locale] of [
      ["/search", "handy person", "en"],
      ["/fr/recherche", "personne a tout faire", "fr"],
    ] as const) {
      expect(await found(url, q), q).not.toContain(
        postingPath({ slug: "handy-person", frenchSlug: "personne-a-tout-faire" }, locale),
      );
    }
    await staffCall("POST", `/postings/${handy.id}/reopen`);
    await staffCall("POST", `/postings/${handy.id}/publish`);
    expect(await found("/search", "handy person")).toContain("/careers/handy-person");
  });
});

describe("attacks", () => {
  test("a posting's words cannot become markup or script, on its page, in its data or in the list", async () => {
    const hostile = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";
    const created = await staffCall("POST", "/postings", {
      ...validPosting,
      title: { en: `Cook ${hostile}`, fr: `Cuisinier ${hostile}` },
      summary: { en: hostile, fr: hostile },
      duties: { en: `"${hostile}`, fr: hostile },
    });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json().posting;
    expect(slug).toMatch(/^cook-script-script-alert-1-script-img-src-x-onerror-alert-2$/);
    const published = await staffCall("POST", `/postings/${id}/publish`);
    expect(published.statusCode).toBe(200);
    const { frenchSlug } = published.json().posting;
    // Cut at 60 characters, as an English slug is.
    expect(frenchSlug).toBe("cuisinier-script-script-alert-1-script-img-src-x-onerror-ale");
    for (const url of [`/careers/${slug}`, `/fr/carrieres/${frenchSlug}`, "/careers"]) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain("<script>alert");
      expect(page.body, url).not.toContain("<img src=x");
      // The only scripts: the header's line, the speculation rules and the structured data.
      expect(page.body.match(/<script/g)!.length, url).toBeLessThanOrEqual(3);
    }
    const data = jobPosting((await app.inject(`/careers/${slug}`)).body);
    expect(data.title).toBe(`Cook ${hostile}`);
    expect(data.description).not.toContain("<script>");
    expect((await staffCall("POST", `/postings/${id}/close`)).statusCode).toBe(200);
  });
});

describe("what the law asks a posting to say", () => {
  test("its pay, whether it is an existing vacancy, and whether and how AI screens applicants", async () => {
    const created = await staffCall("POST", "/postings", {
      ...validPosting,
      title: { en: "Scheduler", fr: "Planificateur" },
      pay: { unit: "year", min: 55_000, max: null },
      existingVacancy: false,
      aiScreening: true,
      aiSentence: {
        en: "A program sorts applications by availability; a person reads every one.",
        fr: "Un programme trie les candidatures selon les disponibilités; une personne les lit toutes.",
      },
    });
    const { id, slug } = created.json().posting;
    expect((await staffCall("POST", `/postings/${id}/publish`)).statusCode).toBe(200);
    const english = (await app.inject(`/careers/${slug}`)).body;
    expect(english).toContain("$55,000 a year");
    expect(english).toContain("No: this posting is not for a job open now");
    expect(english).toContain("A program sorts applications by availability");
    expect(jobPosting(english).baseSalary.value).toEqual({
      "@type": "QuantitativeValue",
      value: 55000,
      unitText: "YEAR",
    });
    const french = (await app.inject("/fr/carrieres/planificateur")).body;
    expect(french).toMatch(/55\s000\s\$ par année/);
    expect(french).toContain("Un programme trie les candidatures");
    // The seed's postings say no AI is used.
    expect((await app.inject("/careers/personal-support-worker")).body).toContain(
      "We do not use artificial intelligence to screen, assess or select applicants.",
    );
    await staffCall("POST", `/postings/${id}/close`);
  });
});

describe("the list's filter, without script", () => {
  test("a region and a group narrow the cards; an unknown value shows them all", async () => {
    const nursingInYork = await app.inject("/careers?region=york&group=nursing");
    expect(nursingInYork.body).toContain("Registered Nurse");
    expect(nursingInYork.body).not.toContain("Personal Support Worker</a>");
    expect(nursingInYork.body).toContain('<option value="york" selected="">');
    const all = await app.inject("/careers?region=%3Cscript%3E&group[]=x");
    expect(all.statusCode).toBe(200);
    // Nothing asked for is written back: the page is the unfiltered list, byte for byte.
    expect(all.body).toBe((await app.inject("/careers")).body);
  });
});

describe("addresses", () => {
  test("a draft's address, an unknown slug and odd forms are the site's 404, never a 5xx", async () => {
    for (const url of [
      "/careers/no-such-posting",
      "/careers/..%2F..%2Fetc%2Fpasswd",
      "/careers/%3Cscript%3E",
      "/careers/Personal-Support-Worker",
      "/careers/index.html",
      `/careers/${"a".repeat(5000)}`,
    ]) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBeLessThan(500);
      expect([404, 301], url).toContain(answer.statusCode);
    }
  });

  test("over a real connection the drawn page is sent, not the pre-rendered one, compressed as asked", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const answer = await overTheWire(`http://127.0.0.1:${port}`, "GET", "/careers", {
      "accept-encoding": "identity",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.toString()).toContain("Personal Support Worker");
    expect(answer.body.toString()).not.toContain("Careers (built)");
    const sitemap = await overTheWire(`http://127.0.0.1:${port}`, "GET", "/sitemap.xml");
    expect(sitemap.body.toString()).toContain("/careers/personal-support-worker</loc>");
    const etag = String(answer.headers.etag);
    const again = await overTheWire(`http://127.0.0.1:${port}`, "GET", "/careers", {
      "if-none-match": etag,
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("the application, through the whole server", () => {
  test("Apply on a posting leads to its form, drawn under the pages' policy with the headers every answer has", async () => {
    const posting = await app.inject("/careers/personal-support-worker");
    expect(posting.body).toContain('href="/careers/personal-support-worker/apply"');
    const form = await app.inject("/careers/personal-support-worker/apply");
    expect(form.statusCode).toBe(200);
    // The header's line, the speculation rules and the résumé's size check, each by its hash,
    // and no other script.
    expect(form.headers["content-security-policy"]).toContain(
      `script-src 'self' ${scriptHash(servicesResetScript)} ${scriptHash(speculationRules)} ${scriptHash(resumeSizeScript)};`,
    );
    expect(form.headers["x-content-type-options"]).toBe("nosniff");
    expect(form.headers["cache-control"]).toBe("no-store");
    expect(form.body).toContain('<link rel="stylesheet" href="/assets/app-abc123.css"/>');
    expect(form.body).not.toMatch(/<script type="module"|<script src=/);
  });

  test("a post from another site to a posting that takes none is answered as its page is, once", async () => {
    for (const [url, status] of [
      ["/careers/no-such-posting/apply", 404],
      ["/fr/carrieres/no-such-posting/postuler", 404],
    ] as const) {
      const answer = await app.inject({
        method: "POST",
        url,
        payload: "x",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          origin: "https://evil.example",
        },
      });
      expect(answer.statusCode, url).toBe(status);
      expect(answer.headers["x-content-type-options"], url).toBe("nosniff");
    }
    // The server still answers.
    expect((await app.inject("/careers/personal-support-worker/apply")).statusCode).toBe(200);
  });

  test("a résumé sent is stored, and no address of the site serves it", async () => {
    const body = await multipart([
      ...validApplicationForm,
      ["resume", upload(uploadFiles.polyglot, "cv.html", "text/html")],
    ]);
    const sent = await app.inject({
      method: "POST",
      url: "/careers/personal-support-worker/apply",
      payload: body.payload,
      headers: { ...body.headers, "sec-fetch-site": "same-origin" },
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(/^\/careers\/personal-support-worker\/applied\?sent=/);
    const thanks = await app.inject(sent.headers.location as string);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.headers["x-robots-tag"]).toBe("noindex");
    const [name] = (await readdir(uploadsDir(dataDir))).filter((file) => file.endsWith(".pdf"));
    expect(name).toBeDefined();
    // The data folder is inside this test's build folder: still, nothing below it is served.
    for (const url of [`/data/uploads/${name}`, `/uploads/${name}`, `/${name}`]) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain("alert(document.cookie)");
    }
  });
});
