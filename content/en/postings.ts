/**
 * The words of the job postings' public pages (the Careers page's openings, each posting's page,
 * a closed posting's page), drawn by the server on each request (app/server-pages/careers.tsx).
 * The postings' own words are written by the hiring team in the staff area.
 */
import type { Words } from "../locale.ts";

export const postingWords = {
  openingsHeading: "Current openings",
  /**
   * How many openings are shown, where, and of which kind when one is chosen ("4 personal support
   * openings in Peel Region."): `place` is one of `placeOf` or `everywhere`, `kind` of `kindOf`, or "".
   */
  count: (shown: number, place: string, kind: string) =>
    `${shown} ${kind ? `${kind} ` : ""}${shown === 1 ? "opening" : "openings"} ${place}.`,
  everywhere: "in Toronto, Peel and York",
  placeOf: { toronto: "in Toronto", peel: "in Peel Region", york: "in York Region" },
  kindOf: {
    "personal-support": "personal support",
    nursing: "nursing",
    "senior-companions": "senior companion",
    administration: "administration",
  },
  filter: {
    legend: "Show openings",
    region: "Region",
    group: "Kind of work",
    anyRegion: "All regions",
    anyGroup: "All kinds",
    submit: "Show",
    showAll: "Show every opening",
  },
  none: "No opening matches this choice right now.",
  regions: { toronto: "Toronto", peel: "Peel Region", york: "York Region" },
  employmentTypes: { "full-time": "Full-time", "part-time": "Part-time", casual: "Casual" },
  groups: {
    "personal-support": "Personal support",
    nursing: "Nursing",
    "senior-companions": "Senior companions",
    administration: "Administration",
  },
  /** A pay, from its formatted figures: one figure or a range, per hour or per year. */
  pay: {
    hour: (figure: string) => `${figure} an hour`,
    year: (figure: string) => `${figure} a year`,
    range: (bottom: string, top: string) => `${bottom} to ${top}`,
  },
  facts: {
    heading: "About this job",
    pay: "Pay",
    where: "Where",
    type: "Type",
    hours: "Hours",
    closes: "Applications close",
    vacancy: "Existing vacancy",
    ai: "Artificial intelligence",
  },
  vacancy: {
    yes: "Yes: this posting is for a job that is open now.",
    no: "No: this posting is not for a job open now; we call people as work comes up.",
  },
  noAi: "We do not use artificial intelligence to screen, assess or select applicants.",
  duties: "What you will do",
  requirements: "What you need",
  /** The button to the application form (content/<language>/application-form.ts). */
  apply: "Apply",
  /** Read after "Apply" by screen readers, so the link says which job it is for. */
  applyFor: (title: string) => `for ${title}`,
  applySubject: "Application:",
  applyHow: "Or e-mail your résumé, with the job title in the subject line, to",
  allOpenings: "See all current openings",
  closed: {
    title: "This job posting is closed",
    description: "This job posting is closed and no longer takes applications.",
    text: "It no longer takes applications. These jobs are open now:",
  },
} as const;

export type PostingWords = Words<typeof postingWords>;
