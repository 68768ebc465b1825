/** A posting's content for tests: complete in both languages, publishable. */
import type { ApplicationInput } from "./applications.ts";
import type { PostingContent } from "./posting.ts";

export const validPosting: PostingContent = {
  title: {
    en: "Personal Support Worker",
    fr: "Préposé ou préposée aux services de soutien personnel",
  },
  group: "personal-support",
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

/** What an applicant to the personal support posting sends, checked: for the store's tests. */
export const validApplication: ApplicationInput = {
  postingId: "00000000-0000-4000-8000-000000000001",
  postingSlug: "personal-support-worker",
  postingTitle: "Personal Support Worker",
  postingGroup: "personal-support",
  language: "en",
  name: "Zephyrine Quillfeather",
  phone: "416-555-0134",
  email: "zephyrine@example.org",
  region: "peel",
  pswCertificate: true,
  cnoNumber: null,
  days: ["mon", "wed", "sat"],
  shifts: ["morning", "evening"],
  driversLicence: true,
  car: false,
  languages: ["en", "fr"],
  otherLanguages: "Tagalog",
  accommodation: "",
};
