/** The job application form as a job seeker fills it in: its boxes and questions by their words. */
import type { Page } from "@playwright/test";

/** A text box by the start of its label. */
export const textbox = (page: Page, label: string) =>
  page.getByRole("textbox", { name: new RegExp(`^${label}`) });

/** A question (a fieldset) by the start of its legend. */
export const group = (page: Page, legend: string) =>
  page.getByRole("group", { name: new RegExp(`^${legend}`) });

/** Ticks a box or chooses a button in each question, by the question's legend and the answer's label. */
export async function choose(page: Page, answers: [legend: string, answer: string][]) {
  for (const [legend, answer] of answers)
    await group(page, legend).getByLabel(answer, { exact: true }).check();
}

/** Chooses a file as the applicant's device names and types it. */
export async function attach(page: Page, name: string, bytes: Uint8Array) {
  await page.getByLabel(/^Your résumé/).setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.from(bytes),
  });
}
