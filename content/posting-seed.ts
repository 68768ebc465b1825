/**
 * The first job postings: the 13 openings the Careers page listed (content/en/pages/careers.ts and
 * content/fr/pages/careers.ts, by position), with what those openings never said filled in.
 * EVERY figure and text here is a SAMPLE for the provider to replace in the staff area (the
 * README lists them): the pay, the hours, the regions, the employment type and the requirements.
 * What each opening's application form asks (`seedAsks`) is chosen for its title.
 * The server publishes them once, when its postings store is empty (server/careers/seed.ts).
 */
import type { ApplicationAsks } from "./application-form.ts";
import type { EmploymentType, Pay, PostingGroup, Region } from "./job-posting.ts";

/** What a group's sample postings say that the openings did not. */
export interface SeedSample {
  /** Sample pay, in Canadian dollars. */
  pay: Pay;
  employmentType: EmploymentType;
  regions: Region[];
  hours: { en: string; fr: string };
  requirements: { en: string; fr: string };
}

const everyRegion: Region[] = ["toronto", "peel", "york"];

const caring = {
  en: "Kindness, patience and respect for people of every background. Reliability: clients count on you to arrive on time. The training or registration named above, where the role needs one.",
  fr: "De la bienveillance, de la patience et du respect pour les personnes de tous horizons. De la fiabilité : la clientèle compte sur votre ponctualité. La formation ou l'inscription indiquée plus haut, si le poste l'exige.",
};

/** Sample values by group (SAMPLES: replace them). */
export const seedSamples: Record<PostingGroup, SeedSample> = {
  "personal-support": {
    pay: { unit: "hour", min: 22, max: 26 },
    employmentType: "part-time",
    regions: everyRegion,
    hours: {
      en: "Day, evening and weekend shifts, 4 to 8 hours; you tell us when you can work.",
      fr: "Quarts de jour, de soir et de fin de semaine, de 4 à 8 heures; vous nous dites quand vous êtes disponible.",
    },
    requirements: caring,
  },
  nursing: {
    pay: { unit: "hour", min: 34, max: 48 },
    employmentType: "part-time",
    regions: everyRegion,
    hours: {
      en: "Weekday visits between 8 a.m. and 6 p.m., some weekends.",
      fr: "Visites en semaine entre 8 h et 18 h, certaines fins de semaine.",
    },
    requirements: caring,
  },
  "senior-companions": {
    pay: { unit: "hour", min: 19, max: 22 },
    employmentType: "casual",
    regions: everyRegion,
    hours: {
      en: "Visits of 2 to 6 hours, days and weekends, as clients book them.",
      fr: "Visites de 2 à 6 heures, le jour et la fin de semaine, selon les réservations de la clientèle.",
    },
    requirements: caring,
  },
  administration: {
    pay: { unit: "year", min: 52_000, max: 62_000 },
    employmentType: "full-time",
    regions: ["toronto"],
    hours: {
      en: "Monday to Friday, 9 a.m. to 5 p.m., at our Toronto office.",
      fr: "Du lundi au vendredi, de 9 h à 17 h, à notre bureau de Toronto.",
    },
    requirements: {
      en: "Strong organizing and writing skills. Experience with calendars, records and scheduling software.",
      fr: "De solides compétences en organisation et en rédaction. De l'expérience avec les agendas, les dossiers et les logiciels de planification.",
    },
  },
};

/**
 * What each opening's application form asks, by its English title (content/en/pages/careers.ts):
 * the PSW certificate only of the Personal Support Worker, the College of Nurses of Ontario number
 * of the nurses, driving of whoever visits clients' homes one after another; not of the live-in
 * companion, who stays in one home, nor of the office.
 */
export const seedAsks: Record<string, ApplicationAsks> = {
  "Personal Support Worker": { certificate: "psw", driving: true },
  "Home Support Worker": { certificate: null, driving: true },
  "Live-In Companion": { certificate: null, driving: false },
  "Physiotherapy Assistant": { certificate: null, driving: true },
  "Foot Care Nurse": { certificate: "cno", driving: true },
  Nurse: { certificate: "cno", driving: true },
  "Registered Nurse": { certificate: "cno", driving: true },
  Cleaner: { certificate: null, driving: true },
  Companion: { certificate: null, driving: true },
  "Driver Companion": { certificate: null, driving: true },
  "Handy Person": { certificate: null, driving: true },
  "Client Care Coordinator": { certificate: null, driving: false },
  "Executive Assistant": { certificate: null, driving: false },
};
