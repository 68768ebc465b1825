/**
 * The shape of every kind of content. `content/index.ts` checks all content against these schemas
 * when the build starts; a mistake stops the build with the file and the field named.
 *
 * Build-time only: the browser bundle never imports this module (it would carry zod).
 */
import { z } from "zod";
import { type AboutPageKey, type AreaKey, type AreaPageKey, areaKeys } from "./navigation.ts";

const phoneNumber = z
  .string()
  .regex(/^(1-8\d\d|\d{3})-\d{3}-\d{4}$/, "write numbers as 416-555-0199 or 1-888-555-0199");

/** The days a line with set hours is answered. */
export const lineDays = ["weekdays", "everyDay"] as const;

/** A time of day, 24-hour: "08:30", "16:30". */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time, such as "08:30"');

export const phoneLineSchema = z.object({
  /** The number as people read it: 416-555-0199. */
  number: phoneNumber,
  /**
   * Whether a person answers the line 24 hours a day, 7 days a week. Only such lines may be
   * promised "day or night"; the "Talk to us" box derives its words from this.
   */
  roundTheClock: z.boolean(),
  /** The line serves one region, which its label names (Toronto, Peel, York). */
  region: z.literal(true).optional(),
  /** Whether a French-speaking person answers the line; pages and structured data say so. */
  french: z.boolean(),
  /**
   * When a person answers a line that is not answered round the clock: on which days, from and
   * to which time (24-hour, Toronto time). A regional line must say it (`siteConfigSchema`).
   */
  hours: z
    .strictObject({
      days: z.enum(lineDays),
      opens: clockTime,
      closes: clockTime,
    })
    .refine((hours) => hours.opens < hours.closes, {
      message: "a line closes after it opens",
      path: ["closes"],
    })
    .optional(),
});

/** When a line with set hours is answered (`phoneLineSchema`'s `hours`). */
export type LineHours = NonNullable<z.infer<typeof phoneLineSchema>["hours"]>;

export { type AreaKey } from "./navigation.ts";

/** The icons content may name; `app/components/icon.tsx` draws each one. */
export const iconNames = [
  "hand-heart",
  "stethoscope",
  "users",
  "shield-plus",
  "calendar-clock",
  "map",
  "coins",
  "graduation-cap",
  "trending-up",
  "heart",
  "award",
  "life-buoy",
  "phone",
  "mail",
  "clock",
  "home",
  "briefcase",
] as const;
export type IconName = (typeof iconNames)[number];

export const siteConfigSchema = z
  .object({
    name: z.string().min(2),
    shortName: z.string().min(2),
    origin: z.url().refine((url) => !url.endsWith("/"), "no trailing slash"),
    timeZone: z
      .string()
      .refine(
        (zone) => Intl.supportedValuesOf("timeZone").includes(zone),
        "an IANA time zone, such as America/Toronto",
      ),
    copyrightYear: z.number().int().min(2000),
    mainPhone: z.string(),
    phoneLines: z.record(z.string(), phoneLineSchema),
    /** Whether care at home is given in French: on request, or not. */
    frenchCare: z.enum(["onRequest", "no"]),
    emails: z.record(z.string(), z.email()),
    headOffice: z.object({
      street: z.string().min(1),
      unit: z.string().min(1).optional(),
      city: z.string(),
      province: z.string().length(2),
      postalCode: z.string().regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/),
      phone: z.string(),
      fax: z.string(),
    }),
    social: z.object({
      facebook: z.url(),
      instagram: z.url(),
      x: z.url(),
      youtube: z.url(),
    }),
    contactForm: z.object({
      endpoint: z.string().min(1),
      recipients: z
        .array(
          z.object({
            key: z.string().min(1),
            /** The department's name: what is stored and mailed, in every language. */
            department: z.string().min(2),
            email: z.email(),
            team: z.string().min(1),
            /** Service pages ("area" or "area/page") whose link to the form chooses it. */
            pages: z.array(z.string().regex(/^[a-z-]+(\/[a-z-]+)?$/)),
          }),
        )
        .min(1),
      successOverlayMs: z.number().int().positive(),
      /** Days a closed inquiry is kept before the server deletes it. */
      retentionDays: z.number().int().positive(),
      /** Business days within which an inquiry is answered: the reply promise. */
      replyBusinessDays: z.number().int().positive(),
    }),
    /** The staff teams, by key, with their names. */
    careers: z.strictObject({ retentionDays: z.number().int().min(1) }),
    teams: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.string().min(2)),
    /** Figures that each language's facts quote (content/<language>/site.ts). */
    figures: z.record(z.string(), z.union([z.number(), z.array(z.number())])),
    serviceArea: z
      .array(
        z.object({
          region: z.string().regex(/^[a-z]+$/),
          name: z.object({ en: z.string().min(2), fr: z.string().min(2) }),
          municipalities: z.array(z.string().min(2)).min(1),
          lines: z.array(z.string()).min(1),
        }),
      )
      .min(1),
    privateCare: z.strictObject({
      /** Each rate: billed by the hour, visit, night or day, in dollars, sample figures. */
      rates: z.record(
        z.string(),
        z
          .strictObject({
            per: z.enum(["hour", "visit", "night", "day"]),
            min: z.number().positive(),
            max: z.number().positive(),
            /** The shortest visit billed, in hours: for care billed by the hour. */
            minimumHours: z.number().int().positive().optional(),
          })
          .refine((rate) => rate.min <= rate.max, {
            message: "the top of a range is not below its bottom",
            path: ["max"],
          })
          .refine((rate) => (rate.per === "hour") === (rate.minimumHours !== undefined), {
            message: "care billed by the hour says its shortest visit (minimumHours), and only it",
            path: ["minimumHours"],
          }),
      ),
      /** Whether the first visit, to meet and plan the care, is free. */
      freeAssessment: z.boolean(),
    }),
    publicHomeCare: z.object({
      phone: z.string().regex(/^\d{3}-\d{4}$/),
      web: z.url(),
    }),
    phoneDirectory: z.array(
      z.object({ area: z.enum(areaKeys), lines: z.array(z.string()).min(1) }),
    ),
  })
  // The logo shows the name in two lines: the short name, then the rest.
  .refine((config) => config.name.startsWith(`${config.shortName} `), {
    message: "name must start with shortName and a space (the logo's two lines)",
    path: ["shortName"],
  })
  // The header and footer offer the main line as the one to "call any time".
  .superRefine((config, ctx) => {
    const main = config.phoneLines[config.mainPhone];
    if (!main)
      ctx.addIssue({ code: "custom", message: "no such line in phoneLines", path: ["mainPhone"] });
    else if (!main.roundTheClock)
      ctx.addIssue({
        code: "custom",
        message: "the main line is offered as the one to call any time: it must be roundTheClock",
        path: ["mainPhone"],
      });
  })
  // A regional line is one a family is sent to from the service pages: they say its hours, and
  // that the main line answers after them. A line answered round the clock has no hours.
  .superRefine((config, ctx) =>
    Object.entries(config.phoneLines).forEach(([key, line]) => {
      if (line.region && !line.roundTheClock && !line.hours)
        ctx.addIssue({
          code: "custom",
          message: "a regional line says when it is answered (hours)",
          path: ["phoneLines", key, "hours"],
        });
      if (line.roundTheClock && line.hours)
        ctx.addIssue({
          code: "custom",
          message: "a line answered round the clock has no hours",
          path: ["phoneLines", key, "hours"],
        });
    }),
  )
  // Every Recipient choice belongs to a team that exists.
  .superRefine((config, ctx) =>
    config.contactForm.recipients.forEach((recipient, index) => {
      if (!(recipient.team in config.teams))
        ctx.addIssue({
          code: "custom",
          message: `no team "${recipient.team}" in teams`,
          path: ["contactForm", "recipients", index, "team"],
        });
    }),
  );
export type SiteConfig = z.input<typeof siteConfigSchema>;

/**
 * A run of text with inline marks: `[label](/path)` links, `**strong**`, and references to the site
 * configuration: `{phone:nursingToronto}`, `{email:info}`, `{fact:hoursOfCare}`.
 */
export const richText = z.string().trim().min(1);

/** Plain text shown outside the page (search results, link previews): no inline marks. */
const plainDescription = z
  .string()
  .min(50)
  .max(170)
  .refine(
    (text) => !/[{}[\]*]/.test(text),
    "descriptions are plain text: no {references}, [links] or **bold**",
  );

/** A body block: a string is a paragraph, an array of strings is a bulleted list. */
export const blockSchema = z.union([
  richText,
  z.array(richText).min(1),
  z.object({
    /** Numbered steps, each with a short title. */
    steps: z.array(z.object({ title: z.string().min(1), text: richText })).min(2),
  }),
  z.object({
    /** A highlighted note, for the one thing a reader must not miss. */
    note: richText,
  }),
]);
export type Block = z.infer<typeof blockSchema>;

export const sectionSchema = z.object({
  /** The section's heading (an h2). */
  heading: z.string().min(2),
  /** Paragraphs, lists, steps and notes, in order. */
  body: z.array(blockSchema).min(1),
  /** Shown as a panel that opens and closes (a native disclosure); open when printed. */
  collapsible: z.boolean().optional(),
});
export type Section = z.infer<typeof sectionSchema>;

export const faqSchema = z.object({
  question: z.string().min(8).endsWith("?"),
  answer: z.array(blockSchema).min(1),
});
export type Faq = z.infer<typeof faqSchema>;

/** An article page inside an area (a service area or About): the shape shared by most pages. */
export const articlePageSchema = z.object({
  /** The page's heading and menu label. */
  title: z.string().min(2),
  /** A shorter label for the side menu, when the title is long. */
  menuLabel: z.string().min(2).optional(),
  /** The search-result description: one or two plain sentences. */
  description: plainDescription,
  /** The first paragraph: what this is and who it is for. */
  lead: richText,
  sections: z.array(sectionSchema).default([]),
  /** Questions and answers, shown as an accordion and marked up for search engines. */
  faqs: z.array(faqSchema).optional(),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

/** A service area's identity: what the header, the home tabs and the services index show. */
export const serviceAreaSchema = z.object({
  key: z.enum(areaKeys),
  icon: z.enum(iconNames),
  /** The phone lines the area's "Talk to us" box lists, by key. */
  phoneLines: z.array(z.string()).min(1),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/** The words of a section's pages, by page key (content/navigation.ts). */
export const areaPagesSchema = z.record(z.string(), articlePageSchema);
type ArticlePageInput = z.input<typeof articlePageSchema>;
/** The words of a service area's pages: one entry per page of the area in content/navigation.ts. */
export type AreaPagesInput<A extends AreaKey> = Record<AreaPageKey<A>, ArticlePageInput>;
/** The words of About's pages: one entry per page in content/navigation.ts. */
export type AboutPagesInput = Record<AboutPageKey, ArticlePageInput>;

/** A stand-alone page (Careers, Contact, Accessibility, Privacy, the services index). */
export const standalonePageSchema = z.object({
  title: z.string().min(2),
  description: plainDescription,
  lead: richText,
  sections: z.array(sectionSchema).default([]),
});
export type StandalonePage = z.infer<typeof standalonePageSchema>;

export const contactPageSchema = standalonePageSchema.extend({
  /** The line that sends emergencies to 911, shown before the form. */
  emergency: richText,
  /** Where job seekers should go instead: the form reaches the care teams, not hiring. */
  jobSeekers: richText,
});
export type ContactPage = z.infer<typeof contactPageSchema>;

export const testimonialSchema = z.object({
  text: z.string().min(20),
  name: z.string().min(2),
  location: z.string().min(2),
  /** The service line the person used, such as Health Care or Companionship Services. */
  service: z.string().min(2),
});

export const homePageSchema = z.object({
  title: z.string().min(2),
  description: plainDescription,
  hero: z.object({ heading: z.string(), text: richText, cta: z.string() }),
  totalCare: z.object({ heading: z.string(), body: z.array(blockSchema).min(1), link: z.string() }),
  services: z.object({
    heading: z.string(),
    tabs: z
      .array(
        z.object({
          area: z.enum(areaKeys),
          description: richText,
          points: z.array(richText).min(2),
        }),
      )
      .length(4),
  }),
  testimonials: z.object({ heading: z.string(), items: z.array(testimonialSchema).length(3) }),
  workWithUs: z.object({ heading: z.string(), text: richText, link: z.string() }),
});
export type HomePage = z.infer<typeof homePageSchema>;

export const openingSchema = z.object({
  title: z.string().min(2),
  /** The heading it is listed under (content/<language>/ui.ts, `careers.groups`). */
  group: z.enum(["personal-support", "nursing", "senior-companions", "administration"]),
  /** One line on what the role does. */
  summary: z.string().min(20).max(220),
});

export const careersPageSchema = standalonePageSchema.extend({
  benefits: z.object({
    heading: z.string(),
    items: z
      .array(z.object({ title: z.string(), text: richText, icon: z.enum(iconNames) }))
      .length(8),
  }),
  openings: z.object({
    heading: z.string(),
    howToApply: richText,
    accommodation: richText,
    items: z.array(openingSchema).min(1),
  }),
});
export type CareersPage = z.infer<typeof careersPageSchema>;

export type StandalonePageInput = z.input<typeof standalonePageSchema>;
export type ContactPageInput = z.input<typeof contactPageSchema>;
export type CareersPageInput = z.input<typeof careersPageSchema>;
export type HomePageInput = z.input<typeof homePageSchema>;
