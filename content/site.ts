/**
 * The provider's facts, stated once. A real provider replaces these values; every page, the header,
 * the footer, the structured data and the contact receiver read them from here.
 *
 * The defaults are fictional on purpose: telephone numbers in the 555-01xx range reserved for
 * fiction, e-mail addresses at example.org.
 */
import type { SiteConfig } from "./schema.ts";

/**
 * Days a closed inquiry (Done or Spam) is kept before the server deletes it. The Privacy page
 * states it; the server's RETENTION_DAYS setting defaults to it and warns when it differs.
 */
const inquiryRetentionDays = 90;

/**
 * When the regional lines are answered (a SAMPLE for the provider to set, README "Configuration").
 * Outside these hours the main line, answered round the clock, takes the calls: the "Talk to us"
 * box says so under the hours.
 */
const officeHours = { days: "weekdays", opens: "08:30", closes: "16:30" } as const;

export const site = {
  name: "Grand Care Health Services",
  shortName: "Grand Care",
  /** The public address of the site, used for canonical URLs and the form's origin check. */
  origin: "https://www.grandcare.example.org",
  /** Where the provider works: times shown to staff are in this zone. */
  timeZone: "America/Toronto",
  copyrightYear: 2024,

  /**
   * The line shown in the header, the footer ("Call us any time") and every "Talk to us" box: the
   * first number to call. It must be answered round the clock (content/schema.ts checks).
   */
  mainPhone: "careLine",
  /**
   * Every line says whether a person answers it around the clock (`roundTheClock`). Pages promise
   * "day or night" only for the lines that say true. A line answered at set hours may say them
   * (`hours`), and a regional line must (content/schema.ts): the "Talk to us" box and
   * `{hours:key}` in a text say them; the other lines' hours are not stated on the site.
   *
   * `french`: whether a French-speaking person answers the line (Ontario's French Language
   * Services Act). The phone lists mark these lines, and the structured data's
   * `availableLanguage` says the same of each line. The defaults are a provider in Toronto's and
   * Peel's designated areas: York's regional lines and the retirement-home line are answered in
   * English only. A real provider must set these (README, "Configuration").
   */
  phoneLines: {
    careLine: { number: "1-888-555-0100", roundTheClock: true, french: true },
    personalSupportToronto: {
      number: "416-555-0110",
      roundTheClock: false,
      french: true,
      hours: officeHours,
      region: true,
    },
    personalSupportPeel: {
      number: "905-555-0111",
      roundTheClock: false,
      french: true,
      hours: officeHours,
      region: true,
    },
    personalSupportYork: {
      number: "905-555-0112",
      roundTheClock: false,
      french: false,
      hours: officeHours,
      region: true,
    },
    nursingToronto: {
      number: "416-555-0120",
      roundTheClock: false,
      french: true,
      hours: officeHours,
      region: true,
    },
    nursingPeel: {
      number: "905-555-0121",
      roundTheClock: false,
      french: true,
      hours: officeHours,
      region: true,
    },
    nursingYork: {
      number: "905-555-0122",
      roundTheClock: false,
      french: false,
      hours: officeHours,
      region: true,
    },
    specializedToronto: {
      number: "416-555-0130",
      roundTheClock: false,
      french: true,
      hours: officeHours,
      region: true,
    },
    specializedPeel: {
      number: "905-555-0131",
      roundTheClock: false,
      french: true,
      hours: officeHours,
      region: true,
    },
    specializedYork: {
      number: "905-555-0132",
      roundTheClock: false,
      french: false,
      hours: officeHours,
      region: true,
    },
    seniorCareTollFree: { number: "1-888-555-0140", roundTheClock: false, french: true },
    retirementHomeTransition: {
      number: "1-888-555-0141",
      roundTheClock: false,
      french: false,
    },
    headOffice: { number: "416-555-0150", roundTheClock: false, french: true },
    headOfficeFax: { number: "416-555-0151", roundTheClock: false, french: false },
  },

  /**
   * Whether care at home is given in French: "onRequest" (a French-speaking worker when the
   * client asks for one) or "no". The "Talk to us" box and the contact page say it.
   */
  frenchCare: "onRequest",

  emails: {
    info: "info@example.org",
    careers: "careers@example.org",
    privacy: "privacy@example.org",
    accessibility: "accessibility@example.org",
  },

  headOffice: {
    /** The street line as Canada Post has it, the same in both languages. */
    street: "100 Example Street",
    /** The office's number in the building; each language writes its word ("Suite", "bureau"). */
    unit: "500",
    city: "Toronto",
    province: "ON",
    postalCode: "M5V 0A0",
    phone: "headOffice",
    fax: "headOfficeFax",
  },

  /** Profile addresses for the footer's social icons. */
  social: {
    facebook: "https://www.facebook.com/example",
    instagram: "https://www.instagram.com/example",
    x: "https://x.com/example",
    youtube: "https://www.youtube.com/@example",
  },

  contactForm: {
    /** Where the form posts. Our own receiver by default; any service that answers 200 works. */
    endpoint: "/api/contact",
    /**
     * The form's Recipient choices, in the form's order: the department's name (what is stored,
     * exported and mailed, whatever the form's language), the address it notifies, the staff
     * team (`teams` below) whose members read it, and the service pages whose "Send us a
     * message" link chooses it (an area, or one page of an area, which wins). Each language
     * describes the choice in its visitors' words (content/en/inquiry-form.ts).
     */
    recipients: [
      {
        key: "general",
        department: "General Inquiry",
        email: "info@example.org",
        team: "intake",
        pages: [],
      },
      {
        key: "care",
        department: "Personal Care, Nursing & Senior Care Services",
        email: "care@example.org",
        team: "care",
        pages: ["personal-support", "nursing", "senior-care-services"],
      },
      {
        key: "specialized",
        department: "Specialized Services",
        email: "specialized@example.org",
        team: "specialized",
        pages: ["specialized-services"],
      },
      {
        key: "footCare",
        department: "Foot Care",
        email: "footcare@example.org",
        team: "specialized",
        pages: ["specialized-services/foot-care-clinics"],
      },
      {
        key: "fluClinics",
        department: "Flu Clinics",
        email: "fluclinics@example.org",
        team: "specialized",
        pages: ["specialized-services/flu-shots"],
      },
    ],
    /** How long the success overlay stays, in milliseconds (spec section 9). */
    successOverlayMs: 2000,
    retentionDays: inquiryRetentionDays,
    /**
     * The reply promise: every inquiry is answered by the end of this many business days after
     * the day it arrived (Toronto time, Ontario's public holidays off). The public pages say it
     * in words (content/en/site.ts `replyTime`), and the staff inbox measures it
     * (server/contact/business-days.ts): past it, an inquiry still New is overdue.
     */
    replyBusinessDays: 1,
  },

  /** Job applications (issue 27). */
  careers: {
    /**
     * Days an application that did not lead to a hire is kept after its last change, résumé
     * included; then the server deletes it. The Privacy page says it; APPLICATION_RETENTION_DAYS
     * sets the server's (README).
     */
    retentionDays: 365,
  },

  /**
   * The staff teams that work through inquiries. A person sees the inquiries of their teams only;
   * an administrator sees all (docs/decisions, staff area). `hiring` also manages the job
   * postings (server/staff/posting-routes.ts).
   */
  teams: {
    intake: "Intake",
    care: "Care",
    specialized: "Specialized services",
    hiring: "Hiring",
  },

  /**
   * Figures that several pages quote, stated once; each language's words (content/en/site.ts,
   * content/fr/site.ts) write them into the sentences that `{fact:key}` quotes.
   */
  figures: {
    /** Hours of care given, in millions. */
    hoursOfCareMillions: 50,
    /** Hours our advisers typically spend finding a retirement home with a family. */
    retirementSearchHours: 137,
    /** Business days within which accessibility feedback is answered. */
    accessibilityReplyDays: 2,
    /** Hours before a visit during which we ask people not to smoke. */
    smokeFreeHoursBefore: 1,
    /** How well the flu shot works in healthy adults when it matches the viruses going around (%). */
    fluShotEffectiveness: [70, 90],
  },

  /**
   * Where we go: each region we serve, its name in each language, its municipalities (their
   * official names, the same in both languages) and its own phone lines, which the area check
   * names (content/area-check.ts; its postal-code list is content/service-area-fsas.ts). The
   * contact page, every "Talk to us" box, the structured data and the search read it.
   */
  serviceArea: [
    {
      region: "toronto",
      name: { en: "Toronto", fr: "Toronto" },
      municipalities: ["Toronto"],
      lines: ["personalSupportToronto", "nursingToronto", "specializedToronto"],
    },
    {
      region: "peel",
      name: { en: "Peel Region", fr: "région de Peel" },
      municipalities: ["Mississauga", "Brampton", "Caledon"],
      lines: ["personalSupportPeel", "nursingPeel", "specializedPeel"],
    },
    {
      region: "york",
      name: { en: "York Region", fr: "région de York" },
      municipalities: [
        "Aurora",
        "East Gwillimbury",
        "Georgina",
        "King",
        "Markham",
        "Newmarket",
        "Richmond Hill",
        "Vaughan",
        "Whitchurch-Stouffville",
      ],
      lines: ["personalSupportYork", "nursingYork", "specializedYork"],
    },
  ],

  /**
   * Ontario Health atHome: where people turn for publicly funded home care, and for care
   * outside our area. Every page that mentions it gives its number and its web page from here
   * (`{fact:publicCare}`); the area check's answer outside our area names it too.
   * https://ontariohealthathome.ca
   */
  publicHomeCare: {
    /** Dialled as it is anywhere in Ontario: no area code. */
    phone: "310-2222",
    /** Its site, which answers in both languages. */
    web: "https://ontariohealthathome.ca",
  },

  /**
   * What private care costs, in Canadian dollars before tax: every figure is a SAMPLE for the
   * provider to set (README, "Configuration"), like the job postings' pay. Each service area's
   * "Costs" section quotes a rate with `{cost:key}`: the range, what it is billed by (an hour, a
   * visit, a night, a day) and, for care billed by the hour, the shortest visit billed.
   */
  privateCare: {
    rates: {
      /** A personal support worker (PSW), at home. */
      personalSupport: { per: "hour", min: 36, max: 42, minimumHours: 3 },
      /** A nurse (a registered practical nurse or a registered nurse), at home. */
      nursing: { per: "hour", min: 70, max: 105, minimumHours: 1 },
      /** A companion, or a driver companion, at home or out. */
      companion: { per: "hour", min: 32, max: 38, minimumHours: 3 },
      /** A house cleaner. */
      houseCleaning: { per: "hour", min: 35, max: 45, minimumHours: 3 },
      /** Someone awake in the home through the night (up to 10 hours). */
      overnight: { per: "night", min: 260, max: 340 },
      /** A live-in companion, by the day of 24 hours. */
      liveIn: { per: "day", min: 380, max: 480 },
      /** A visit to a foot care nurse, at a clinic or at home. */
      footCare: { per: "visit", min: 60, max: 80 },
      /** Help finding your way through health care, or planning the way home from hospital. */
      careNavigation: { per: "hour", min: 75, max: 95, minimumHours: 1 },
    },
    /**
     * Whether the first visit, when we meet the person and plan the care, is free. The "Costs"
     * sections say so, or that it is billed like any other visit (`{fact:assessmentVisit}`).
     */
    freeAssessment: true,
  },

  /** Phone numbers grouped as the contact page and the area pages show them. */
  phoneDirectory: [
    {
      area: "personal-support",
      lines: ["personalSupportToronto", "personalSupportPeel", "personalSupportYork"],
    },
    { area: "nursing", lines: ["nursingToronto", "nursingPeel", "nursingYork"] },
    {
      area: "senior-care-services",
      lines: ["seniorCareTollFree", "retirementHomeTransition"],
    },
    {
      area: "specialized-services",
      lines: ["specializedToronto", "specializedPeel", "specializedYork"],
    },
  ],
} as const satisfies SiteConfig;

export type PhoneKey = keyof typeof site.phoneLines;
/** A region of the area we serve (`serviceArea`). */
export type RegionKey = (typeof site.serviceArea)[number]["region"];
export type TeamKey = keyof typeof site.teams;
/** The team that manages the job postings (and, with administrators, only it). */
export const hiringTeam = "hiring" satisfies TeamKey;
export type EmailKey = keyof typeof site.emails;
/** A rate of private care (`privateCare.rates`). */
export type CostKey = keyof typeof site.privateCare.rates;
