/** Postings and applications for tests: a posting's content, the application routes alone, forms. */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import {
  renderApplyPage,
  renderAppliedPage,
  renderNotAppliedPage,
} from "../../app/server-pages/apply.tsx";
import { renderClosedPage } from "../../app/server-pages/careers.tsx";
import { openDatabases } from "../db/database.ts";
import { diskResumeFiles, uploadsDir } from "../uploads/files.ts";
import { ApplicationStore } from "./applications.ts";
import { type ApplyRoutesOptions, applyRoutes } from "./apply-routes.ts";
import type { PostingContent } from "./posting.ts";
import { seedIfEmpty } from "./seed.ts";
import { openPostings } from "./open-postings.ts";

/** A posting's content for tests: complete in both languages, publishable. */
export const validPosting: PostingContent = {
  title: {
    en: "Personal Support Worker",
    fr: "Préposé ou préposée aux services de soutien personnel",
  },
  group: "personal-support",
  asks: { certificate: "psw", driving: true },
  regions: ["toronto", "peel"],
  employmentType: "part-time",
  hours: { en: "Weekday mornings", fr: "Les matins de semaine" },
  pay: { unit: "hour", min: 23, max: 27.5 },
  existingVacancy: true,
  aiScreening: false,
  aiSentence: { en: "", fr: "" },
  summary: {
    en: "Help clients with bathing, dressing and moving safely.",
    fr: "Aider la clientèle à se laver, à s'habiller et à se déplacer en sécurité.",
  },
  duties: { en: "Personal care.\nLight meals.", fr: "Soins personnels.\nRepas légers." },
  requirements: { en: "A PSW certificate.", fr: "Un certificat de PSSP." },
  closesOn: null,
};

/**
 * The application routes alone (apply-routes.ts) on fresh stores in a temporary folder, with the
 * postings of the seed and the real page renderers, as the server registers them.
 */
export async function applyApp(overrides: Partial<ApplyRoutesOptions> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "apply-"));
  const { postings, close: closePostings } = await openPostings(dataDir);
  await seedIfEmpty(postings);
  // The applications' part on a handle of its own, so a test can close it alone.
  const applicationsDatabase = openDatabases({ dialect: "sqlite" }, dataDir);
  const applications = await ApplicationStore.open(applicationsDatabase);
  const app = Fastify();
  await app.register(applyRoutes, {
    postings,
    applications,
    files: diskResumeFiles(dataDir),
    perClientPerMinute: 1000,
    totalPerMinute: 100_000,
    pages: { renderApplyPage, renderAppliedPage, renderNotAppliedPage, renderClosedPage },
    notFoundPage: () => "<h1>Not found</h1>",
    ...overrides,
  });
  const today = new Date().toISOString().slice(0, 10);
  return {
    app,
    postings,
    applications,
    applicationsDatabase,
    dataDir,
    /** Every application stored, newest first. */
    async stored() {
      const stored = [];
      for (const row of await applications.all({}, today))
        stored.push((await applications.get(row.id, today))!);
      return stored;
    },
    /** The files in the uploads folder, temporary ones included. */
    files: async () => (await readdir(uploadsDir(dataDir)).catch(() => [])).sort(),
    async close() {
      await app.close();
      await applicationsDatabase.close();
      await closePostings();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The answers to a personal support posting's form that pass every check, as the browser posts them. */
export const validApplicationForm: [string, string][] = [
  ["name", "Ann Lee"],
  ["phone", "416-555-0199"],
  ["email", "ann@example.com"],
  ["region", "peel"],
  ["pswCertificate", "yes"],
  ["languages", "en"],
  ["languages", "fr"],
  ["otherLanguages", "Tagalog"],
  ["days", "mon"],
  ["days", "sat"],
  ["shifts", "morning"],
  ["driversLicence", "yes"],
  ["car", "no"],
  ["accommodation", ""],
  ["consent", "yes"],
  ["language", "en"],
];

/** A file input with no file chosen, as browsers send it: an empty name, no bytes. */
export const noFile = () => new File([], "", { type: "application/octet-stream" });

/** A file as the applicant's device names and types it. */
export const upload = (bytes: Uint8Array, name: string, type = "application/pdf") =>
  new File([new Uint8Array(bytes)], name, { type });
