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

/** What a 303 to the confirmation says of the résumé (its receipt's outcome, server/careers/receipts.ts). */
function outcomeOf(location: unknown) {
  const address = new URL(String(location), "http://localhost");
  expect(address.pathname).toBe("/careers/personal-support-worker/applied");
  return address.searchParams.get("sent")?.split(".")[1];
}

async function post(file: File, answers = validApplicationForm) {
  const body = await multipart([...answers, ["resume", file]]);
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
  expect(outcomeOf(response.headers.location)).toBe("infected");
  expect((await current.stored())[0]!.resumeFile).toMatchObject({
    state: "infected",
    stored: null,
  });
  expect(await current.files()).toEqual([]);
  const thanks = await current.app.inject(response.headers.location as string);
  expect(thanks.body).toContain(applicationWords.en.resumeRefusals.infected);
});

test("the EICAR file alone, named as a PDF, is no document: refused before any scan", async () => {
  current = await applyApp({ clamdSocket: clamd.socket });
  const response = await post(upload(files.eicar, "cv.pdf"));
  expect(outcomeOf(response.headers.location)).toBe("notAllowed");
  expect(await current.files()).toEqual([]);
});

test("a clean PDF is kept, marked scanned clean", async () => {
  current = await applyApp({ clamdSocket: clamd.socket });
  const response = await post(upload(files.pdf, "cv.pdf"));
  expect(outcomeOf(response.headers.location)).toBe("received");
  expect((await current.stored())[0]!.resumeFile!.state).toBe("clean");
  expect(await current.files()).toHaveLength(1);
});

test("a form refused for a field keeps a clean résumé for the next send, never an infected one", async () => {
  current = await applyApp({ clamdSocket: clamd.socket });
  const shortPhone = validApplicationForm.map(([field, value]): [string, string] =>
    field === "phone" ? [field, "555-0199"] : [field, value],
  );
  const infected = await post(upload(files.pdfWithEicar, "cv.pdf"), shortPhone);
  expect(infected.statusCode).toBe(422);
  expect(infected.body).not.toContain("is kept");
  expect(infected.body).toContain(applicationWords.en.resumeRefusals.infected);
  expect(await current.files()).toEqual([]);
  const clean = await post(upload(files.pdf, "cv.pdf"), shortPhone);
  expect(clean.statusCode).toBe(422);
  expect(clean.body).toContain("Your résumé, <strong>cv.pdf</strong>, is kept");
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
  const states = (await current.stored()).map((row) => row.resumeFile!.state);
  expect(states.filter((state) => state === "clean")).toHaveLength(25);
  expect(states.filter((state) => state === "infected")).toHaveLength(25);
  expect(await current.files()).toHaveLength(25);
}, 60_000);
