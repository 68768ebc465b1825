/**
 * The job application's receiver, tried as an attacker would (issue 27, items 4 and 5): every
 * answer is checked for its status (never a 5xx), for what was stored (rows, and files in
 * DATA_DIR/uploads), and, where a file was refused, for the application kept and the
 * confirmation naming what was wrong with the file. The scan by a real clamd is
 * tests/system/apply-clamd.test.ts.
 */
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { applicationBodyLimit } from "../../content/application-form.ts";
import { applicationWords } from "../../content/application-words.ts";
import { site } from "../../content/site.ts";
import { resumeSizeScript } from "../../app/components/resume-size-check.ts";
import { multipart } from "../contact/test-support.ts";
import { drainLimit } from "./apply-routes.ts";
import { diskResumeFiles, uploadsDir } from "../uploads/files.ts";
import type { ResumeFiles } from "../uploads/resume-files.ts";
import * as files from "../uploads/test-files.ts";
import { applyApp, noFile, upload, validApplicationForm, validPosting } from "./test-support.ts";

let current: Awaited<ReturnType<typeof applyApp>>;
afterEach(() => current?.close());

const pswForm = "/careers/personal-support-worker/apply";
const pswApplied = "/careers/personal-support-worker/applied";
/** The same posting's French address, from its French title (issue 39, item 10). */
const pswFrench = "/fr/carrieres/prepose-ou-preposee-aux-services-de-soutien-personnel-pssp";
const en = applicationWords.en;

async function post(
  entries: [string, string | Blob][],
  headers: Record<string, string> = {},
  url = pswForm,
) {
  const body = await multipart(entries);
  return current.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, accept: "text/html", ...headers },
  });
}

/** A post with a file chosen, and the key its form was drawn with. */
const withFile = (file: File, key = randomUUID()): [string, string | Blob][] => [
  ...validApplicationForm,
  ["resume", file],
  ["key", key],
];

/**
 * What the 303 to the confirmation says of the résumé (its receipt's outcome), after checking
 * that it leads to `applied` with a receipt.
 */
function outcomeOf(
  response: { statusCode: number; headers: Record<string, unknown> },
  applied = pswApplied,
) {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  expect(location.startsWith(`${applied}?sent=`), location).toBe(true);
  return new URL(location, "http://localhost").searchParams.get("sent")!.split(".")[1];
}

/** The page the redirect leads to. */
async function confirmation(location: string) {
  const page = await current.app.inject(location);
  expect(page.statusCode).toBe(200);
  return page.body;
}

/** The first tag `pattern` finds in `body`. */
function tag(body: string, pattern: RegExp): string {
  const found = pattern.exec(body)?.[0];
  expect(found, String(pattern)).toBeDefined();
  return found!;
}

/** HTML-escaped as React writes text. */
const html = (text: string) => text.replaceAll("'", "&#x27;");

describe("the form", () => {
  test("is drawn on each request with a fresh key, never stored or indexed, with no script", async () => {
    current = await applyApp();
    const first = await current.app.inject(pswForm);
    const second = await current.app.inject(pswForm);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers["x-robots-tag"]).toBe("noindex");
    expect(first.body).toContain('<meta name="robots" content="noindex"/>');
    const key = (body: string) => /name="key" value="([^"]+)"/.exec(body)?.[1];
    expect(key(first.body)).toMatch(/^[0-9a-f-]{36}$/);
    expect(key(second.body)).not.toBe(key(first.body));
    const form = tag(first.body, /<form class="application-form"[^>]*>/);
    for (const attribute of [
      'method="post"',
      'action="/careers/personal-support-worker/apply"',
      'encType="multipart/form-data"',
      'noValidate=""',
    ])
      expect(form).toContain(attribute);
    // The header's one inline line, the speculation rules and the résumé's size check; no module,
    // no file of script.
    expect(first.body).not.toMatch(/<script type="module"|<script src=/);
    expect(first.body.match(/<script/g)).toHaveLength(3);
    expect(first.body).toContain(`<script>${resumeSizeScript}</script>`);
    // The posting's title and pay at the top, the AODA notice, the consent with the retention.
    expect(first.body).toContain(
      '<h1 class="area-banner__title">Apply: Personal Support Worker</h1>',
    );
    expect(first.body).toContain("$22 to $26 an hour");
    expect(first.body).toContain("Accessibility for Ontarians with Disabilities Act (AODA)");
    expect(first.body).toMatch(
      new RegExp(`for (<!-- -->)?${site.careers.retentionDays} days after the last change to it`),
    );
    expect(first.body).toContain('accept=".pdf,.docx,.odt,application/pdf,');
  });

  test("asks what the posting's group needs, and nothing else", async () => {
    current = await applyApp();
    const psw = (await current.app.inject(pswForm)).body;
    expect(psw).toContain('name="pswCertificate"');
    expect(psw).not.toContain('name="cnoNumber"');
    expect(psw).toContain('name="driversLicence"');
    const nurse = (await current.app.inject("/careers/registered-nurse/apply")).body;
    expect(nurse).toContain('name="cnoNumber"');
    expect(tag(nurse, /<input id="apply-cnonumber"[^>]*>/)).toContain('inputMode="numeric"');
    expect(nurse).not.toContain('name="pswCertificate"');
    const office = (await current.app.inject("/careers/executive-assistant/apply")).body;
    expect(office).not.toMatch(/name="(pswCertificate|cnoNumber|driversLicence|car)"/);
    // A posting in one region has it chosen already.
    expect(tag(office, /<input id="apply-region"[^>]*>/)).toMatch(/checked="" value="toronto"/);
  });

  test("asks what the posting chose, not what its group would: the Physiotherapy Assistant, in personal support, no PSW certificate", async () => {
    current = await applyApp();
    const url = "/careers/physiotherapy-assistant/apply";
    const form = (await current.app.inject(url)).body;
    expect(form).toContain("Apply: Physiotherapy Assistant");
    expect(form).not.toMatch(/name="(pswCertificate|cnoNumber)"/);
    expect(form).toContain('name="driversLicence"');
    // The certificate's answer forged into the post is refused, and nothing is stored.
    const forged = await post(validApplicationForm, {}, url);
    expect(forged.statusCode).toBe(400);
    expect(await current.stored()).toHaveLength(0);
    const sent = await post(
      validApplicationForm.filter(([field]) => field !== "pswCertificate"),
      {},
      url,
    );
    expect(sent.statusCode).toBe(303);
    expect(await current.stored()).toMatchObject([
      { postingSlug: "physiotherapy-assistant", pswCertificate: null, driversLicence: true },
    ]);
  });

  test("in French at its French address, with the French words", async () => {
    current = await applyApp();
    const page = await current.app.inject(`${pswFrench}/postuler`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain(`action="${pswFrench}/postuler"`);
    expect(page.body).toContain(`href="${pswFrench}"`);
    expect(page.body).toContain("Avez-vous un certificat de PSSP");
    expect(page.body).toContain('name="language" value="fr"');
    // The language link leads to the same form in English.
    expect(page.body).toContain('href="/careers/personal-support-worker/apply"');
    // And its French address of before, with the English slug, moves to it.
    const before = await current.app.inject("/fr/carrieres/personal-support-worker/postuler");
    expect(before.statusCode).toBe(301);
    expect(before.headers.location).toBe(`${pswFrench}/postuler`);
    // An English address with the French slug is none.
    const none = await current.app.inject(`/careers/${pswFrench.split("/").pop()}/apply`);
    expect(none.statusCode).toBe(404);
  });

  test("a closed posting's form answers 410, to GET and POST, and stores nothing", async () => {
    current = await applyApp();
    const posting = (await current.postings.bySlug("cleaner"))!;
    await current.postings.closePosting(posting.id);
    const url = "/careers/cleaner/apply";
    expect((await current.app.inject(url)).statusCode).toBe(410);
    const sent = await post(validApplicationForm, {}, url);
    expect(sent.statusCode).toBe(410);
    expect(sent.body).toContain("This job posting is closed");
    expect(await current.stored()).toHaveLength(0);
  });

  test("an unknown posting, a draft or an odd slug is not found", async () => {
    current = await applyApp();
    const draft = await current.postings.create({
      ...validPosting,
      title: { en: "Night Nurse", fr: "Infirmière de nuit" },
    });
    expect(draft.status).toBe("draft");
    expect((await current.app.inject(`/careers/${draft.slug}/apply`)).statusCode).toBe(404);
    expect((await post(validApplicationForm, {}, `/careers/${draft.slug}/apply`)).statusCode).toBe(
      404,
    );
    expect((await current.app.inject(`/careers/${draft.slug}/applied`)).statusCode).toBe(404);
    for (const url of [
      "/careers/no-such-job/apply",
      "/careers/no-such-job/applied",
      "/careers/..%2F..%2Fetc/apply",
      "/fr/carrieres/no-such-job/postuler",
    ]) {
      expect((await current.app.inject(url)).statusCode, url).toBe(404);
      if (url.endsWith("apply"))
        expect((await post(validApplicationForm, {}, url)).statusCode).toBe(404);
    }
    expect(await current.stored()).toHaveLength(0);
  });
});

describe("an application that passes", () => {
  test("is stored with its résumé before the 303, the file owner-only under a generated name", async () => {
    current = await applyApp();
    const response = await post(withFile(upload(files.pdf, "Ann Lee CV.pdf")));
    expect(outcomeOf(response)).toBe("received");
    const [stored] = await current.stored();
    expect(stored).toMatchObject({
      name: "Ann Lee",
      postingTitle: "Personal Support Worker",
      region: "peel",
      days: ["mon", "sat"],
      resumeFile: { state: "not-scanned", name: "Ann Lee CV.pdf", type: "application/pdf" },
    });
    const name = stored!.resumeFile!.stored!;
    expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await current.files()).toEqual([name]);
    const file = path.join(uploadsDir(current.dataDir), name);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(uploadsDir(current.dataDir))).mode & 0o777).toBe(0o700);
    expect(new Uint8Array(await readFile(file))).toEqual(files.pdf);
    const thanks = await confirmation(response.headers.location as string);
    expect(thanks).toContain("We received your application for Personal Support Worker.");
    expect(thanks).not.toContain(en.applied.resumeHeading);
  });

  test("a DOCX and an ODT are kept as what their bytes say, whatever their names", async () => {
    current = await applyApp();
    await post(withFile(upload(files.docx, "resume.pdf", "application/pdf")));
    await post(withFile(upload(files.odt, "resume", "text/html")));
    const types = (await current.stored()).map((row) => [
      row.resumeFile!.type,
      row.resumeFile!.stored,
    ]);
    expect(types).toEqual(
      expect.arrayContaining([
        [
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          expect.stringMatching(/\.docx$/),
        ],
        ["application/vnd.oasis.opendocument.text", expect.stringMatching(/\.odt$/)],
      ]),
    );
  });

  test("without a résumé, with no file chosen", async () => {
    current = await applyApp();
    const response = await post([...validApplicationForm, ["resume", noFile()]]);
    expect(response.statusCode).toBe(303);
    expect((await current.stored())[0]!.resumeFile).toBeNull();
    expect(await current.files()).toEqual([]);
  });

  test("in French, stored with its language, thanked in French", async () => {
    current = await applyApp();
    // Sent from a form loaded at the French address of before: received, thanked at the new one.
    const response = await post(
      [...validApplicationForm.filter(([field]) => field !== "language"), ["language", "fr"]],
      {},
      "/fr/carrieres/personal-support-worker/postuler",
    );
    expect(outcomeOf(response, `${pswFrench}/candidature-envoyee`)).toBe("received");
    expect((await current.stored())[0]!.language).toBe("fr");
    expect(await confirmation(response.headers.location as string)).toContain(
      "Nous avons reçu votre candidature au poste",
    );
  });

  test("the same form sent twice with its key is stored once, its file once", async () => {
    current = await applyApp();
    const key = randomUUID();
    const first = await post(withFile(upload(files.pdf, "cv.pdf"), key));
    const second = await post(withFile(upload(files.pdf, "cv.pdf"), key));
    expect(outcomeOf(second)).toBe(outcomeOf(first));
    expect(await current.stored()).toHaveLength(1);
    expect(await current.files()).toHaveLength(1);
  });

  test("each stored application wakes the outbox once; the same one sent again does not", async () => {
    let kicks = 0;
    current = await applyApp({ outbox: { kick: async () => void kicks++ } });
    const key = randomUUID();
    await post(withFile(upload(files.pdf, "cv.pdf"), key));
    expect(kicks).toBe(1);
    await post(withFile(upload(files.pdf, "cv.pdf"), key));
    expect(kicks).toBe(1);
    // Its mail is queued with it: the team's notice and, with an e-mail given, the applicant's.
    expect((await current.applications.dueMail(10)).map((job) => job.kind).sort()).toEqual([
      "applicant",
      "team",
    ]);
  });

  test("sent twice at once with its key, one row and one file stand", async () => {
    current = await applyApp();
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(withFile(upload(files.pdf, "cv.pdf"), key))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303, 303]);
    expect(await current.stored()).toHaveLength(1);
    expect(await current.files()).toEqual([(await current.stored())[0]!.resumeFile!.stored]);
  });

  test("a refused file sent again with its key is named again on the second answer", async () => {
    current = await applyApp();
    const key = randomUUID();
    await post(withFile(upload(files.html, "cv.pdf"), key));
    const again = await post(withFile(upload(files.html, "cv.pdf"), key));
    expect(outcomeOf(again)).toBe("notAllowed");
    expect(await current.stored()).toHaveLength(1);
  });

  test("a filled trap is thanked, and nothing is kept", async () => {
    current = await applyApp();
    const response = await post([
      ...withFile(upload(files.pdf, "cv.pdf")),
      ["website", "http://spam.example"],
    ]);
    expect(response.statusCode).toBe(303);
    expect(await current.stored()).toHaveLength(0);
    expect(await current.files()).toEqual([]);
  });
});

describe("files as an attacker sends them: the application is kept, the file refused and named", () => {
  test.each([
    ["a name that says PDF over HTML", "notAllowed", () => upload(files.html, "cv.pdf")],
    ["a name that says PDF over a program", "notAllowed", () => upload(files.executable, "cv.pdf")],
    ["0 bytes", "empty", () => upload(new Uint8Array(), "cv.pdf")],
    [
      "5 MB and 1 byte",
      "tooLarge",
      () => upload(new Uint8Array(5 * 1024 * 1024 + 1).fill(0x25), "cv.pdf"),
    ],
    ["a DOCX that is a zip bomb", "unsafeArchive", () => upload(files.docxBomb(), "cv.docx")],
  ] as const)("%s: refused as %s", async (_what, refusal, file) => {
    current = await applyApp();
    const response = await post(withFile(file()));
    expect(outcomeOf(response)).toBe(refusal);
    const [stored] = await current.stored();
    expect(stored!.name).toBe("Ann Lee");
    expect(stored!.resumeFile).toMatchObject({ state: refusal, stored: null, type: null });
    expect(await current.files()).toEqual([]);
    const thanks = await confirmation(response.headers.location as string);
    expect(thanks).toContain(html(en.applied.resumeHeading));
    expect(thanks).toContain(html(en.resumeRefusals[refusal]));
    expect(thanks).toContain("We received your application for Personal Support Worker.");
  });

  test("a polyglot (a PDF's first bytes, HTML after) is a PDF, stored as one, never as HTML", async () => {
    current = await applyApp();
    const response = await post(withFile(upload(files.polyglot, "cv.html", "text/html")));
    expect(outcomeOf(response)).toBe("received");
    const { resumeFile } = (await current.stored())[0]!;
    expect(resumeFile).toMatchObject({ type: "application/pdf", state: "not-scanned" });
    expect(resumeFile!.stored).toMatch(/\.pdf$/);
  });

  test("a path in the file's name is words to show, never where it is stored", async () => {
    current = await applyApp();
    for (const name of [
      "../../../../etc/cron.d/x.pdf",
      "..\\..\\Windows\\cv.pdf",
      "/\u202Efdp.exe",
    ])
      await post(withFile(upload(files.pdf, name)));
    const kept = (await current.stored()).map((row) => row.resumeFile!);
    expect(kept.map((file) => file.name).sort()).toEqual(["cv.pdf", "fdp.exe", "x.pdf"]);
    expect((await current.files()).every((file) => /^[0-9a-f-]{36}\.pdf$/.test(file))).toBe(true);
    expect(await current.files()).toHaveLength(3);
  });

  test("a scanner configured but not answering keeps the file, marked as a failed scan", async () => {
    current = await applyApp({
      clamdSocket: path.join(uploadsDir("/nonexistent"), "clamd.sock"),
      scanTimeoutMs: 500,
    });
    const response = await post(withFile(upload(files.pdf, "cv.pdf")));
    expect(outcomeOf(response)).toBe("received");
    expect((await current.stored())[0]!.resumeFile!.state).toBe("scan-failed");
    expect(await current.files()).toHaveLength(1);
  });

  test("50 uploads at once: every one answered and kept, no 5xx", async () => {
    current = await applyApp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(withFile(upload(index % 2 ? files.pdf : files.docx, `cv-${index}.pdf`))),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(303));
    expect(await current.stored()).toHaveLength(50);
    expect(await current.files()).toHaveLength(50);
  }, 60_000);
});

describe("refusals of the whole request: nothing stored, never a 5xx", () => {
  test("a body over the limit is 413 with the form and what to do, nothing stored", async () => {
    current = await applyApp();
    const response = await post(withFile(upload(new Uint8Array(applicationBodyLimit), "cv.pdf")));
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain(html(en.request.tooLarge));
    expect(response.body).toContain('name="key"');
    expect(await current.stored()).toHaveLength(0);
    expect(await current.files()).toEqual([]);
  });

  test("413 says truthfully that nothing typed was kept, at the résumé's field", async () => {
    current = await applyApp();
    const response = await post(withFile(upload(new Uint8Array(applicationBodyLimit), "cv.pdf")));
    expect(response.statusCode).toBe(413);
    expect(response.body).toContain(`<a href="#apply-resume">${html(en.request.tooLarge)}</a>`);
    expect(tag(response.body, /<input id="apply-resume"[^>]*>/)).toContain('aria-invalid="true"');
    expect(response.body).toContain(html(en.problem.retypeText.split(" {")[0]!));
    expect(response.body).not.toContain("still in the form");
  });

  test("a body that says it is over the limit is answered before it is sent", async () => {
    current = await applyApp();
    const address = await current.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    // Only the headers and a few bytes of a 7 MB body: the answer comes without the rest.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          [
            `POST ${pswForm} HTTP/1.1`,
            `Host: 127.0.0.1:${port}`,
            "Content-Type: multipart/form-data; boundary=x",
            `Content-Length: ${7 * 1024 * 1024}`,
            "Accept: text/html",
            "",
            "--x\r\n",
          ].join("\r\n"),
        );
      });
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1");
        if (received.includes("\r\n\r\n")) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on("error", reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error("no answer before the body was sent"));
      }, 3000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(await current.stored()).toHaveLength(0);
  });

  test("a body past what is read for nothing is 413 too, at once", async () => {
    current = await applyApp();
    const response = await post(withFile(upload(new Uint8Array(drainLimit), "cv.pdf")));
    expect(response.statusCode).toBe(413);
    expect(response.body).toContain(html(en.request.tooLarge));
    expect(await current.stored()).toHaveLength(0);
  });

  test("a post from another site is 403, before its body is read, and stores nothing", async () => {
    current = await applyApp({ siteOrigin: "https://www.example.org" });
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { referer: "https://www.example.org.evil.example/careers" },
    ];
    for (const headers of forged) {
      const response = await post(withFile(upload(files.pdf, "cv.pdf")), headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.body).toContain(en.request.otherSite);
    }
    expect(await current.stored()).toHaveLength(0);
    expect(await current.files()).toEqual([]);
    const own = await post(withFile(upload(files.pdf, "cv.pdf")), {
      origin: "https://www.example.org",
      "sec-fetch-site": "same-origin",
    });
    expect(own.statusCode).toBe(303);
  });

  test("past the limit per visitor: 429 with Retry-After, and the forged posts counted for nobody", async () => {
    current = await applyApp({ perClientPerMinute: 2, siteOrigin: "https://www.example.org" });
    for (let i = 0; i < 5; i++)
      await post(validApplicationForm, { origin: "https://evil.example" });
    expect((await post(validApplicationForm)).statusCode).toBe(303);
    expect((await post(validApplicationForm)).statusCode).toBe(303);
    const limited = await post(validApplicationForm);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body).toContain(en.request.tooMany);
    // Turned away before the body is read: the page says what was not kept.
    expect(limited.body).toContain(html(en.problem.waitText.split(" {")[0]!));
    expect(limited.body).not.toContain("still in the form");
    expect(await current.stored()).toHaveLength(2);
  });

  test("past the limit for everyone together: 429", async () => {
    current = await applyApp({ totalPerMinute: 1 });
    await post(validApplicationForm);
    expect(
      (await post(validApplicationForm, { "x-forwarded-for": "203.0.113.9" })).statusCode,
    ).toBe(429);
  });

  test("not multipart: 415; unreadable multipart: 400", async () => {
    current = await applyApp();
    const json = await current.app.inject({
      method: "POST",
      url: pswForm,
      payload: JSON.stringify(Object.fromEntries(validApplicationForm)),
      headers: { "content-type": "application/json" },
    });
    expect(json.statusCode).toBe(415);
    const urlencoded = await current.app.inject({
      method: "POST",
      url: pswForm,
      payload: new URLSearchParams(validApplicationForm).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(urlencoded.statusCode).toBe(415);
    const broken = await current.app.inject({
      method: "POST",
      url: pswForm,
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn',
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.statusCode).toBe(400);
    expect(await current.stored()).toHaveLength(0);
  });

  test("a field no form of ours has: 400 with one sentence, nothing stored", async () => {
    current = await applyApp();
    const response = await post([...withFile(upload(files.pdf, "cv.pdf")), ["admin", "true"]]);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(html(en.request.malformed));
    expect(await current.stored()).toHaveLength(0);
    expect(await current.files()).toEqual([]);
  });
});

describe("answers to fix: the form again, 422, nothing stored, nothing typed lost", () => {
  test("each field's error above it, the summary linking to it, every answer kept, the file kept and named", async () => {
    current = await applyApp();
    const response = await post([
      ...validApplicationForm.filter(([field]) => !["phone", "days", "consent"].includes(field)),
      ["phone", "12345"],
      ["resume", upload(files.pdf, "cv.pdf")],
    ]);
    expect(response.statusCode).toBe(422);
    const page = response.body;
    expect(page).toContain("<title>Error: Apply: Personal Support Worker | ");
    expect(page).toContain(
      '<a href="#apply-phone">A phone number has 10 digits, like 416-555-0199.</a>',
    );
    expect(page).toContain('<a href="#apply-days">Choose at least one day you can work.</a>');
    expect(page).toContain(`<a href="#apply-consent">${html(en.errors.consent)}</a>`);
    const phone = tag(page, /<input id="apply-phone"[^>]*>/);
    expect(phone).toContain('value="12345"');
    expect(phone).toContain('aria-invalid="true"');
    expect(phone).toContain('aria-describedby="apply-phone-hint apply-phone-error"');
    expect(page).toMatch(
      /<fieldset class="choices" aria-describedby="apply-days-hint apply-days-error">/,
    );
    // What was typed and ticked is there.
    expect(tag(page, /<input id="apply-name"[^>]*>/)).toContain('value="Ann Lee"');
    expect(tag(page, /<input id="apply-region-peel"[^>]*>/)).toContain('checked=""');
    expect(tag(page, /<input id="apply-region-york"[^>]*>/)).not.toContain("checked");
    expect(tag(page, /<input id="apply-languages-fr"[^>]*>/)).toContain('checked=""');
    expect(page).toContain("Tagalog");
    expect(page).toContain(en.problem.fixText);
    // The résumé passed and is kept for the next send, named at its field.
    expect(page).toContain("Your résumé, <strong>cv.pdf</strong>, is kept");
    expect(page).not.toContain(html(en.problem.chooseAgain));
    expect(await current.stored()).toHaveLength(0);
    expect(await current.files()).toHaveLength(1);
  });

  test("what was typed cannot become markup", async () => {
    current = await applyApp();
    const response = await post([
      ...validApplicationForm.filter(
        ([field]) => !["name", "accommodation", "consent"].includes(field),
      ),
      ["name", '"><script>alert(1)</script>'],
      ["accommodation", "</textarea><img src=x onerror=alert(2)>"],
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain("<script>alert");
    expect(response.body).not.toContain("<img src=x");
    expect(response.body).toContain(
      "&lt;/textarea&gt;&lt;img src=x onerror=alert(2)&gt;</textarea>",
    );
  });
});

describe("a résumé kept across a refusal of its form (issue 37)", () => {
  /** The key the page drawn with its form carries. */
  const keyIn = (body: string) => /name="key" value="([^"]+)"/.exec(body)![1]!;
  /** The answers with a phone number of 7 digits: refused, to be fixed. */
  const shortPhone = (entries: [string, string | Blob][]) =>
    entries.map(([field, value]): [string, string | Blob] =>
      field === "phone" ? [field, "555-0199"] : [field, value],
    );
  const answers = validApplicationForm.filter(([field]) => field !== "key");

  /** A first try refused for its phone number, with `file`: the page sent back. */
  async function refusedWith(file: File) {
    const response = await post(shortPhone([...answers, ["resume", file], ["key", randomUUID()]]));
    expect(response.statusCode).toBe(422);
    return response.body;
  }

  /** The second try, from the page sent back: the phone fixed, `more` fields added. */
  const fixed = (page: string, more: [string, string | Blob][] = [["resume", noFile()]]) =>
    post([...answers, ...more, ["keptResume", "yes"], ["key", keyIn(page)]]);

  test("named on the form sent back, and sent with the fixed application when no other file is chosen", async () => {
    current = await applyApp();
    const page = await refusedWith(upload(files.pdf, "cv.pdf"));
    expect(page).toContain("Your résumé, <strong>cv.pdf</strong>, is kept");
    expect(tag(page, /<input id="apply-resume"[^>]*>/)).toContain(
      'aria-describedby="apply-resume-hint apply-resume-kept"',
    );
    expect(page).toContain('<input type="hidden" name="keptResume" value="yes"/>');
    expect(page).toContain("Remove <strong>cv.pdf</strong> and send my application without it");
    const [kept] = await current.files();
    const response = await fixed(page);
    expect(outcomeOf(response)).toBe("received");
    const [stored] = await current.stored();
    expect(stored!.resumeFile).toMatchObject({
      name: "cv.pdf",
      state: "not-scanned",
      stored: kept,
    });
    expect(await current.files()).toEqual([kept]);
    expect(await confirmation(String(response.headers.location))).not.toContain(
      html(en.applied.resumeHeading),
    );
  });

  test("refused twice, kept twice, under each new form's key", async () => {
    current = await applyApp();
    const first = await refusedWith(upload(files.pdf, "cv.pdf"));
    const second = await post(
      shortPhone([...answers, ["resume", noFile()], ["keptResume", "yes"], ["key", keyIn(first)]]),
    );
    expect(second.statusCode).toBe(422);
    expect(second.body).toContain("Your résumé, <strong>cv.pdf</strong>, is kept");
    expect(outcomeOf(await fixed(second.body))).toBe("received");
    expect((await current.stored())[0]!.resumeFile!.name).toBe("cv.pdf");
    expect(await current.files()).toHaveLength(1);
  });

  test("another file chosen replaces it; the first is deleted", async () => {
    current = await applyApp();
    const page = await refusedWith(upload(files.pdf, "old.pdf"));
    const [old] = await current.files();
    expect(outcomeOf(await fixed(page, [["resume", upload(files.docx, "new.docx")]]))).toBe(
      "received",
    );
    const { resumeFile } = (await current.stored())[0]!;
    expect(resumeFile!.name).toBe("new.docx");
    expect(await current.files()).toEqual([resumeFile!.stored]);
    expect(await current.files()).not.toContain(old);
  });

  test("removed, the application goes without it and the file is deleted", async () => {
    current = await applyApp();
    const page = await refusedWith(upload(files.pdf, "cv.pdf"));
    const response = await fixed(page, [
      ["resume", noFile()],
      ["removeResume", "yes"],
    ]);
    expect(outcomeOf(response)).toBe("received");
    expect((await current.stored())[0]!.resumeFile).toBeNull();
    expect(await current.files()).toEqual([]);
  });

  test("a store that cannot say whether the kept file is there (its database out of reach) is 503 with the form, the file still kept", async () => {
    // The folder's disk store, but for the look-up, once the folder is made.
    const real: { files?: ResumeFiles } = {};
    current = await applyApp({
      files: {
        save: (bytes, extension) => real.files!.save(bytes, extension),
        read: (name) => real.files!.read(name),
        has: () => Promise.reject(new Error("Connection terminated unexpectedly")),
        delete: (name) => real.files!.delete(name),
        deleteStrays: (...sweep) => real.files!.deleteStrays(...sweep),
      },
    });
    real.files = diskResumeFiles(current.dataDir);
    const page = await refusedWith(upload(files.pdf, "cv.pdf"));
    const [kept] = await current.files();
    const response = await fixed(page);
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain("Your résumé, <strong>cv.pdf</strong>, is kept");
    expect(response.body).toContain('value="Ann Lee"');
    expect(await current.stored()).toEqual([]);
    expect(await current.files()).toEqual([kept]);
  });

  test("a file refused by inspection is not kept, and its field says why", async () => {
    current = await applyApp();
    const page = await refusedWith(upload(files.html, "cv.pdf"));
    expect(page).toContain(`<a href="#apply-resume">${html(en.resumeRefusals.notAllowed)}</a>`);
    expect(page).not.toContain("is kept");
    expect(await current.files()).toEqual([]);
  });

  test("gone from the disk before the next send: the application is received, and the confirmation says the résumé was not", async () => {
    current = await applyApp();
    const page = await refusedWith(upload(files.pdf, "cv.pdf"));
    await rm(path.join(uploadsDir(current.dataDir), (await current.files())[0]!));
    const response = await fixed(page);
    expect(outcomeOf(response)).toBe("lost");
    expect((await current.stored())[0]!.resumeFile).toBeNull();
    const thanks = await confirmation(String(response.headers.location));
    expect(thanks).toContain(html(en.applied.resumeHeading));
    expect(thanks).toContain(html(en.applied.resumeLost));
  });

  test("a form that said a file was kept, whose key keeps none (a restart, its time passed): said on the confirmation", async () => {
    current = await applyApp();
    const response = await post([
      ...answers,
      ["resume", noFile()],
      ["keptResume", "yes"],
      ["key", randomUUID()],
    ]);
    expect(outcomeOf(response)).toBe("lost");
    expect((await current.stored())[0]!.resumeFile).toBeNull();
  });

  test("hostile: another posting's form key attaches nothing of that applicant's file, which stays theirs", async () => {
    current = await applyApp();
    const victim = await refusedWith(upload(files.pdf, "victim.pdf"));
    const other = await post(
      [
        ...answers.filter(([field]) => field !== "pswCertificate"),
        ["resume", noFile()],
        ["keptResume", "yes"],
        ["key", keyIn(victim)],
      ],
      {},
      "/careers/companion/apply",
    );
    expect(outcomeOf(other, "/careers/companion/applied")).toBe("lost");
    expect((await current.stored())[0]!.resumeFile).toBeNull();
    // The victim's own next send still has it.
    expect(outcomeOf(await fixed(victim))).toBe("received");
    expect((await current.stored())[0]!.resumeFile!.name).toBe("victim.pdf");
  });

  test("hostile: a key replayed after its application was stored attaches nothing more", async () => {
    current = await applyApp();
    const page = await refusedWith(upload(files.pdf, "cv.pdf"));
    expect(outcomeOf(await fixed(page))).toBe("received");
    // The same key again, with other answers: a new application, without anyone's file.
    const replay = await post([
      ...answers.map(([field, value]): [string, string] =>
        field === "name" ? [field, "Mallory"] : [field, value as string],
      ),
      ["resume", noFile()],
      ["keptResume", "yes"],
      ["key", keyIn(page)],
    ]);
    expect(outcomeOf(replay)).toBe("lost");
    const [mallory, ann] = await current.stored();
    expect(mallory).toMatchObject({ name: "Mallory", resumeFile: null });
    expect(ann!.resumeFile!.name).toBe("cv.pdf");
    expect(await current.files()).toEqual([ann!.resumeFile!.stored]);
  });

  test("hostile: a key that names a path or a stored file is no key: nothing attached, nothing read", async () => {
    current = await applyApp();
    await refusedWith(upload(files.pdf, "cv.pdf"));
    const [kept] = await current.files();
    for (const key of [`../uploads/${kept}`, kept!, "/etc/passwd", `${randomUUID()}/../x`]) {
      const response = await post([
        ...answers,
        ["resume", noFile()],
        ["keptResume", "yes"],
        ["key", key],
      ]);
      expect(response.statusCode, key).toBe(303);
      expect((await current.stored())[0]!.resumeFile, key).toBeNull();
    }
    expect(await current.files()).toEqual([kept]);
  });
});

describe("when the store fails: 503, the form again with every answer, no file left behind", () => {
  test("the database closed", async () => {
    current = await applyApp();
    await current.applicationsDatabase.close();
    const response = await post(withFile(upload(files.pdf, "cv.pdf")));
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(en.request.notSaved);
    expect(response.body).toContain("We could not save your application just now.");
    expect(tag(response.body, /<input id="apply-name"[^>]*>/)).toContain('value="Ann Lee"');
    expect(response.body).toContain(html(en.problem.chooseAgain));
    expect(await current.files()).toEqual([]);
  });

  test("the data folder removed while the server runs: the résumé saved before the failure is kept for the next try", async () => {
    current = await applyApp();
    await rm(current.dataDir, { recursive: true, force: true });
    const response = await post(withFile(upload(files.pdf, "cv.pdf")));
    expect(response.statusCode).toBe(503);
    expect(tag(response.body, /<input id="apply-name"[^>]*>/)).toContain('value="Ann Lee"');
    expect(response.body).toContain("Your résumé, <strong>cv.pdf</strong>, is kept");
    // No application refers to it: unless the next send uses it, the hour's sweep deletes it.
    expect(await current.files()).toHaveLength(1);
  });

  test("the uploads folder not writable (a file where it should be)", async () => {
    current = await applyApp();
    await writeFile(uploadsDir(current.dataDir), "not a folder");
    const response = await post(withFile(upload(files.pdf, "cv.pdf")));
    expect(response.statusCode).toBe(503);
    expect(tag(response.body, /<input id="apply-name"[^>]*>/)).toContain('value="Ann Lee"');
    expect(await current.stored()).toHaveLength(0);
  });
});

describe("the confirmation", () => {
  test("opened without an application just sent, it thanks nobody", async () => {
    current = await applyApp();
    for (const address of [
      pswApplied,
      `${pswApplied}?resume=infected`,
      `${pswApplied}?sent=`,
      `${pswApplied}?sent=zzzzzzzz.received.c2lnbmF0dXJl`,
      `${pswApplied}?sent=%3Cscript%3Ealert(1)%3C/script%3E`,
      `${pswFrench}/candidature-envoyee`,
    ]) {
      const page = await current.app.inject(address);
      expect(page.statusCode, address).toBe(200);
      expect(page.body, address).not.toContain(en.applied.title);
      expect(page.body, address).not.toContain(applicationWords.fr.applied.title);
      expect(page.body, address).not.toContain("alert(1)");
      expect(page.body, address).not.toContain(html(en.applied.resumeHeading));
      expect(page.headers["cache-control"]).toBe("no-store");
    }
    const direct = (await current.app.inject(pswApplied)).body;
    expect(direct).toContain(en.notApplied.title);
    expect(direct).toContain('href="/careers/personal-support-worker/apply"');
  });

  test("thanks with the receipt of a send, and names the résumé's refusal it carries", async () => {
    current = await applyApp();
    const sent = await post(withFile(upload(files.html, "cv.pdf")));
    expect(outcomeOf(sent)).toBe("notAllowed");
    const page = await confirmation(String(sent.headers.location));
    expect(page).toContain(en.applied.title);
    expect(page).toContain(html(en.resumeRefusals.notAllowed));
    // Reloaded, it says the same.
    expect(await confirmation(String(sent.headers.location))).toContain(en.applied.title);
  });

  test("a receipt changed, or another posting's, thanks nobody", async () => {
    current = await applyApp();
    const sent = String((await post(withFile(upload(files.html, "cv.pdf")))).headers.location);
    const receipt = new URL(sent, "http://localhost").searchParams.get("sent")!;
    const [until, , signature] = receipt.split(".");
    const other = await post(
      [...validApplicationForm.filter(([field]) => field !== "pswCertificate")],
      {},
      "/careers/companion/apply",
    );
    const otherReceipt = new URL(
      String(other.headers.location),
      "http://localhost",
    ).searchParams.get("sent")!;
    for (const forged of [
      `${until}.received.${signature}`,
      `${until}.infected.${signature}`,
      `${(parseInt(until!, 36) + 1).toString(36)}.notAllowed.${signature}`,
      otherReceipt,
    ]) {
      const page = await current.app.inject(`${pswApplied}?sent=${encodeURIComponent(forged)}`);
      expect(page.body, forged).not.toContain(en.applied.title);
      expect(page.body, forged).toContain(en.notApplied.title);
    }
  });
});
