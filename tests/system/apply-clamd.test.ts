/**
 * The job application's résumés scanned by a real clamd (Debian's clamav-daemon) on the EICAR
 * test signature (issue 27, item 5): a PDF carrying EICAR is refused and not stored while its
 * application is kept and its confirmation says why; the EICAR file alone is no document at all;
 * a clean PDF is kept as scanned clean; fifty uploads at once, half of them infected, all answer.
 */
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { applicationWords } from "../../content/application-words.ts";
import { multipart } from "../../server/contact/test-support.ts";
import { applyApp, upload, validApplicationForm } from "../../server/careers/test-support.ts";
import { startTestClamd, type TestClamd } from "../../server/uploads/test-clamd.ts";
import * as files from "../../server/uploads/test-files.ts";

let clamd: TestClamd;
let current: Awaited<ReturnType<typeof applyApp>>;

beforeAll(async () => {
  clamd = await startTestClamd();
}, 60_000);
afterEach(() => current?.close());
afterAll(async () => {
  await clamd?.stop();
});

async function post(file: File) {
  const body = await multipart([...validApplicationForm, ["resume", file]]);
  return current.app.inject({
    method: "POST",
    url: "/careers/personal-support-worker/apply",
    ...body,
  });
}

test("a PDF carrying EICAR is refused and not stored; the application is kept and told why", async () => {
  current = await applyApp({ clamdSocket: clamd.socket });
  const response = await post(upload(files.pdfWithEicar, "cv.pdf"));
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(
    "/careers/personal-support-worker/applied?resume=infected",
  );
  expect(current.stored()[0]!.resumeFile).toMatchObject({ state: "infected", stored: null });
  expect(await current.files()).toEqual([]);
  const thanks = await current.app.inject(response.headers.location as string);
  expect(thanks.body).toContain(applicationWords.en.resumeRefusals.infected);
});

test("the EICAR file alone, named as a PDF, is no document: refused before any scan", async () => {
  current = await applyApp({ clamdSocket: clamd.socket });
  const response = await post(upload(files.eicar, "cv.pdf"));
  expect(response.headers.location).toBe(
    "/careers/personal-support-worker/applied?resume=notAllowed",
  );
  expect(await current.files()).toEqual([]);
});

test("a clean PDF is kept, marked scanned clean", async () => {
  current = await applyApp({ clamdSocket: clamd.socket });
  const response = await post(upload(files.pdf, "cv.pdf"));
  expect(response.headers.location).toBe("/careers/personal-support-worker/applied");
  expect(current.stored()[0]!.resumeFile!.state).toBe("clean");
  expect(await current.files()).toHaveLength(1);
});

test("fifty uploads at once, half infected: every one answered, 25 files kept, 50 applications", async () => {
  current = await applyApp({ clamdSocket: clamd.socket });
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      post(upload(index % 2 ? files.pdf : files.pdfWithEicar, `cv-${index}.pdf`)),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(303));
  const states = current.stored().map((row) => row.resumeFile!.state);
  expect(states.filter((state) => state === "clean")).toHaveLength(25);
  expect(states.filter((state) => state === "infected")).toHaveLength(25);
  expect(await current.files()).toHaveLength(25);
}, 60_000);
