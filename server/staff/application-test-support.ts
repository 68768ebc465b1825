/**
 * Job applications for the hiring inbox's tests (unit and browser): written straight into the
 * store, résumé file and all, as the public form will write them (server/careers/applications.ts),
 * without going through the form.
 */
import type { ApplicationInput, ApplicationStore, Resume } from "../careers/applications.ts";
import type { ResumeFiles } from "../uploads/resume-files.ts";
import { pdf } from "../uploads/test-files.ts";

/** An application to a personal support posting, every field filled. */
export const sampleApplication: ApplicationInput = {
  postingId: "7d1f9a52-3c4b-4e8a-9f21-6b0c2d8e4a17",
  postingSlug: "personal-support-worker",
  postingTitle: "Personal Support Worker",
  postingGroup: "personal-support",
  language: "en",
  name: "Marie Tremblay",
  phone: "416-555-0142",
  email: "marie@example.com",
  region: "toronto",
  pswCertificate: true,
  cnoNumber: null,
  days: ["mon", "tue", "sat"],
  shifts: ["morning", "evening"],
  driversLicence: true,
  car: false,
  languages: ["en", "fr"],
  otherLanguages: "Tagalog",
  accommodation: "",
};

/**
 * Saves `input` with a résumé: a PDF stored in `files` under a generated name, kept
 * with `state` ("clean" unless said); or a refused one (no file), or none. Returns the id and
 * the stored name.
 */
export async function saveApplication(
  store: ApplicationStore,
  files: ResumeFiles,
  input: Partial<ApplicationInput> = {},
  resume:
    | { name: string; state?: "clean" | "not-scanned" | "scan-failed"; bytes?: Uint8Array }
    | {
        name: string;
        refused: Exclude<Resume["state"], "clean" | "not-scanned" | "scan-failed">;
      }
    | null = { name: "Marie Tremblay CV.pdf" },
  receivedAt = new Date(),
): Promise<{ id: string; stored: string | null }> {
  let record: Resume | null = null;
  if (resume && "refused" in resume) {
    record = { state: resume.refused, name: resume.name, stored: null, type: null, bytes: 0 };
  } else if (resume) {
    const bytes = resume.bytes ?? pdf;
    const stored = await files.save(bytes, "pdf");
    record = {
      state: resume.state ?? "clean",
      name: resume.name,
      stored,
      type: "application/pdf",
      bytes: bytes.length,
    };
  }
  const { id } = await store.save(
    { ...sampleApplication, ...input },
    record,
    undefined,
    receivedAt,
  );
  return { id, stored: record?.stored ?? null };
}
