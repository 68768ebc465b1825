/**
 * Interface strings in English: labels, menu names and error texts, keyed. Components read them
 * with `useUi()` (content/ui.ts holds every language's).
 */
import type { Words } from "../locale.ts";
import type { PageKey } from "../navigation.ts";

export const ui = {
  /** Each page's name in menus, breadcrumbs and the not-found page's links (content/navigation.ts). */
  pages: {
    home: "Home",
    services: "Services",
    about: "About",
    careers: "Careers",
    contact: "Contact Us",
    contactSent: "Message sent",
    accessibility: "Accessibility",
    privacy: "Privacy",
  } satisfies Record<PageKey, string>,
  /** Shorter names where the header is narrow. */
  shortPages: { contact: "Contact" } satisfies Partial<Record<PageKey, string>>,
  skipLink: "Skip to main content",
  /**
   * The header's link to the same page in the other language: its name, written in that language
   * (the link carries that language's `lang`).
   */
  otherLanguage: "Français",
  /** The link-preview picture's description, for people who cannot see it. */
  shareImageAlt: (name: string, phone: string) =>
    `${name}: home care in Toronto, Peel and York. Call ${phone}.`,
  /** The words on the link-preview picture (scripts/og-image.ts). */
  shareImage: {
    services: (areas: string) => `Nursing, personal support and senior care at home in ${areas}.`,
    call: (phone: string) => `Call ${phone}, 24 hours a day`,
  },
  /** A colon after a label, as the language writes it (French puts a space before it). */
  colon: ":",
  /** The logo link's name: the provider's name, then where the link goes. */
  logoLabel: (name: string) => `${name}, home`,
  nav: {
    label: "Main",
    menuButton: "Menu",
    closeMenu: "Close menu",
    allServices: "All services",
  },
  callUs: "Call us",
  callUsAnyTime: "Call us any time",
  footer: {
    navLabel: "Footer",
    socialLabel: "Follow us",
    rights: "All rights reserved.",
    social: {
      facebook: "Facebook",
      instagram: "Instagram",
      x: "X (Twitter)",
      youtube: "YouTube",
    },
  },
  sideMenu: {
    aboutLabel: "About us pages",
    /** Followed by the area's name. */
    areaLabel: "Pages in",
  },
  /** Service in French, as content/site.ts states it per line (`french`) and for care (`frenchCare`). */
  french: {
    /** Beside a line a French-speaking person answers. */
    spoken: "French spoken",
    /** Under lines of which some are marked. */
    lines: "Lines marked “French spoken” are answered in French.",
    /** What the site says of care at home in French. */
    care: {
      onRequest: "Care at home in French is available on request: tell us when you call or write.",
      no: "Care at home is given in English.",
    },
  },
  talkToUs: {
    heading: "Talk to us",
    /**
     * The words before each list of lines in the box, chosen from the lines' facts in
     * content/site.ts (app/lib/call-groups.ts): only lines answered round the clock get
     * "day or night".
     */
    intro: {
      /** Lines that each serve one region, none answered round the clock. */
      regional: "Call the line for your area:",
      /** Several lines for different needs, none answered round the clock. */
      several: "Call the line you need:",
      /** One line, not answered round the clock. */
      one: "Call us:",
      /** Lines answered round the clock, after the others. */
      roundTheClock: "Any time, day or night:",
      /** Lines answered round the clock, when the box lists no others. */
      onlyRoundTheClock: "Call us. Someone answers, day or night:",
      /** Lines answered round the clock, after lines whose hours the box has said. */
      afterHours: "After those hours, any time, day or night:",
    },
    /**
     * The words before lines answered at hours content/site.ts states, the same for each line
     * (`hours`: "weekdays from 8:30 a.m. to 4:30 p.m.").
     */
    introWithHours: {
      regional: (hours: string) => `Call the line for your area, ${hours}:`,
      several: (hours: string) => `Call the line you need, ${hours}:`,
      one: (hours: string) => `Call us ${hours}:`,
    },
    writeInstead: "Or send us a message",
  },
  faq: { heading: "Questions and answers" },
  serviceTabs: {
    previous: "Previous service",
    next: "Next service",
    /** Announced when the arrow buttons change the tab: "Nursing, 2 of 4". */
    position: (name: string, number: number, total: number) => `${name}, ${number} of ${total}`,
    learnMore: (name: string) => `More about ${name}`,
  },
  carousel: {
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    slideLabel: (number: number, total: number) => `${number} of ${total}`,
    previous: "Previous testimonial",
    next: "Next testimonial",
    show: (number: number) => `Show testimonial ${number}`,
  },
  careers: {
    apply: "Apply",
    /** Read after "Apply" by screen readers, so each link says which job it is for. */
    applyFor: (title: string) => `for ${title}`,
    /** The subject line of the application e-mail, followed by the job title. */
    applySubject: "Application:",
    /** The headings the openings are grouped under (content/<language>/pages/careers.ts). */
    groups: {
      "personal-support": "Personal Support",
      nursing: "Nursing",
      "senior-companions": "Senior Companions",
      administration: "Administration",
    },
  },
  contact: {
    directoryHeading: "Phone numbers by service",
    /**
     * Above the directory: when its regional lines answer ("weekdays from 8:30 a.m. to 4:30
     * p.m."), whose closing "p.m." ends the sentence too.
     */
    regionalHours: (hours: string) =>
      `Each service's regional lines answer ${hours}${hours.endsWith(".") ? "" : "."}`,
    headOffice: "Head Office",
    telephone: "Telephone",
    fax: "Fax",
  },
  notFound: {
    title: "Page not found",
    heading: "Unexpected Application Error!",
    status: "404 Not Found",
    text: "We could not find that page. It may have moved. These links can help you find what you need:",
    /** Around the main line's number, which the page draws as a link between them. */
    phone: { before: "Or call us and we will help:", after: "" },
  },
  /** The search form (header, not-found page) and the search page the server draws for a query. */
  /** Where we go: the contact page, the "Talk to us" box and the area check (content/area-check.ts). */
  area: {
    /** The contact page's section heading. */
    heading: "Where we go",
    /** Before the list of regions and their municipalities. */
    intro: "We give care at home in these places:",
    /** The "Talk to us" box's line: the regions, then their municipalities. */
    short: (regions: string) => `We come to homes in ${regions}.`,
    /** A region with its municipalities, in the lists. */
    region: (name: string, municipalities: string) =>
      municipalities === name ? name : `${name}: ${municipalities}`,
    /** A region with its municipalities, in a sentence. */
    regionInline: (name: string, municipalities: string) =>
      municipalities === name ? name : `${name} (${municipalities})`,
    /** The check's form. */
    checkHeading: "Do you come to my area?",
    checkLabel: "Your postal code",
    checkHint: "The first three characters are enough, for example M5V or L5B.",
    checkButton: "Check",
    /** The answer page's title, before the site's name. */
    checkTitle: "Do you come to my area?",
    /** The answers, read as a status. */
    ask: "Type your postal code, or its first three characters, and choose Check.",
    unclear:
      "We could not read that as a postal code. Please type the first three characters of yours, a letter, a number and a letter, for example M5V or L5B.",
    served: (fsa: string, region: string) => `Yes, we come to ${fsa}, in ${region}.`,
    servedCall: "To talk about care, call the line for your area:",
    partly: (fsa: string, region: string) =>
      `${fsa} covers villages in ${region} and some just outside it. We may well come to you: please call to check, and have your whole postal code at hand.`,
    outside: (fsa: string) =>
      `We are sorry: ${fsa} is outside the area we serve, so we cannot send care there.`,
    outsideHelp:
      "Ontario Health atHome arranges home care everywhere in Ontario, publicly funded for people who qualify, and can tell you about providers near you. Call",
    outsideHelpWeb: "(no area code needed), or visit",
    anyTime: "Our care line answers at any hour:",
    /** The answer page's link back. */
    back: "Back to Contact Us",
  },
  search: {
    /** The field's label. */
    label: "Search this site",
    button: "Search",
    /** The header's search landmark's name (the search page has a form of its own). */
    landmark: "Site search",
    /** The search page's heading. */
    heading: "Search",
    /** The page's title, before the site's name: with the query when there is one. */
    title: (query: string) => (query ? `Search: ${query}` : "Search"),
    /** Under the field, before anything is searched. */
    prompt: "Type a few words, such as dementia, night care or foot care.",
    /** How many pages were found, read as a status. */
    count: (count: number, query: string) =>
      count === 1 ? `1 page found for “${query}”` : `${count} pages found for “${query}”`,
    /** The list of results' name. */
    results: "Results",
    /** Beside a result that is a job posting, not a page about a service. */
    jobOpening: "Job opening",
    /**
     * When a word of the query is one the site never uses: around the nearest words it does,
     * a link to their search. The results are those words'.
     */
    didYouMean: { before: "Did you mean", after: "?" },
    /** When the query names a place of the area served: the place, then the contact page. */
    weServe: (place: string) => `We come to homes in ${place}.`,
    weServeLink: "Ask us about care there",
    /** When nothing was found: the query, then a way to a person. */
    none: (query: string) => `No page found for “${query}”.`,
    noneHelp: "Try other words, or ask us. Call",
    noneWrite: "or",
    noneWriteLink: "send us a message",
  },
  /** llms.txt's words about the site, before its list of pages (scripts/postbuild.ts). */
  llms: {
    summary: (areas: string, availability: string, phone: string) =>
      `A home and community health care provider in Ontario (${areas}): personal support, nursing, senior care services and specialized services at home. Nursing, personal support and senior care are available ${availability}. Care line: ${phone}. For an emergency, call 911.`,
    reach: (phone: string, contactUrl: string, replyTime: string) =>
      `To reach a person, call ${phone}. To write, use the contact form at ${contactUrl} (we reply ${replyTime}): say in a few words what help is needed, and send no medical records and nothing urgent through it.`,
    otherPages: "Other pages",
  },
  error: {
    heading: "Unexpected Application Error!",
    text: "Something went wrong while showing this page. Please try again, or call us:",
  },
} as const;

/** The shape each language's interface strings take. */
export type UiStrings = Words<typeof ui>;
