/**
 * A posting's content as staff write it, checked: the shape (zod), the pay rule and the refusal
 * of "Canadian experience" (content/job-posting.ts) on every save, and on publishing, that every
 * text the public reads is there in English and in French.
 */
import { z } from "zod";
import { type ApplicationAsks, certificatesAsked } from "../../content/application-form.ts";
import {
  asksCanadianExperience,
  employmentTypes,
  payProblem,
  payUnits,
  type PostingGroup,
  postingGroups,
  regions,
} from "../../content/job-posting.ts";
import { staffText } from "../../content/staff-ui.ts";

const text = staffText.postings.errors;

/** A text in both languages; either may be empty in a draft. */
const bilingual = (max: number) =>
  z.strictObject({ en: z.string().trim().max(max), fr: z.string().trim().max(max) });

/** A calendar day, YYYY-MM-DD, that exists: zod's ISO date knows 2026-02-30 is not one. */
const day = z.iso.date({ message: text.noSuchDay });

/** The fields whose words are checked for "Canadian experience". */
const wordFields = ["title", "summary", "hours", "duties", "requirements", "aiSentence"] as const;

/** A posting's content: every field of the posting, in both languages where the public reads it. */
export const postingContent = z
  .strictObject({
    title: bilingual(120),
    group: z.enum(postingGroups),
    // What the posting's application form asks beyond the common fields: chosen per posting.
    asks: z.strictObject({
      certificate: z.enum(certificatesAsked).nullable(),
      driving: z.boolean(),
    }) satisfies z.ZodType<ApplicationAsks>,
    regions: z.array(z.enum(regions)).max(regions.length),
    employmentType: z.enum(employmentTypes),
    hours: bilingual(200),
    pay: z.strictObject({
      unit: z.enum(payUnits),
      min: z.number().finite().max(10_000_000),
      max: z.number().finite().max(10_000_000).nullable(),
    }),
    existingVacancy: z.boolean(),
    aiScreening: z.boolean(),
    aiSentence: bilingual(300),
    summary: bilingual(220),
    duties: bilingual(3000),
    requirements: bilingual(3000),
    closesOn: day.nullable(),
  })
  .superRefine((posting, context) => {
    if (new Set(posting.regions).size !== posting.regions.length)
      context.addIssue({
        code: "custom",
        path: ["regions"],
        message: text.repeatedRegion,
        params: { reason: "repeated-region" },
      });
    const pay = payProblem(posting.pay);
    if (pay)
      context.addIssue({
        code: "custom",
        path: ["pay"],
        message: text.pay[pay],
        params: { reason: pay },
      });
    for (const field of wordFields)
      for (const language of ["en", "fr"] as const)
        if (asksCanadianExperience(posting[field][language]))
          context.addIssue({
            code: "custom",
            path: [field, language],
            message: text.canadianExperience,
            params: { reason: "canadian-experience" },
          });
  });

export type PostingContent = z.infer<typeof postingContent>;

/**
 * What a posting's form asked by its group before each posting chose (decision 025): a posting
 * stored then has no `asks`, and this is what its form asked. Frozen: it is the record of those
 * versions, not content/application-form.ts's `asksByGroup`, which only starts a new posting.
 */
const asksBeforeChoosing = {
  "personal-support": { certificate: "psw", driving: true },
  nursing: { certificate: "cno", driving: true },
  "senior-companions": { certificate: null, driving: true },
  administration: { certificate: null, driving: false },
} as const satisfies Record<PostingGroup, ApplicationAsks>;

/**
 * A posting's content as the store keeps it (JSON), read as today's shape: every version ever
 * stored stays readable, and one stored before postings chose their questions asks what its
 * group asked then. Not checked again: the rules of its day were checked when it was saved.
 */
export function storedContent(json: string): PostingContent {
  const stored = JSON.parse(json) as Omit<PostingContent, "asks"> & { asks?: ApplicationAsks };
  return { ...stored, asks: stored.asks ?? { ...asksBeforeChoosing[stored.group] } };
}

/** Why a draft cannot be published yet, by field (the editor says each beside its field). */
export type PublishReason = "missing" | "no-region" | "closed-already";

/**
 * What keeps a draft from being published, field by field: every text in both languages, at
 * least one region, the AI sentence when AI is used, a closing date still to come (`today` is
 * the provider's calendar day, YYYY-MM-DD).
 */
export function publishIssues(
  posting: PostingContent,
  today: string,
): { field: string; reason: PublishReason }[] {
  const issues: { field: string; reason: PublishReason }[] = [];
  const required = ["title", "summary", "hours", "duties", "requirements"] as const;
  const fields = posting.aiScreening ? [...required, "aiSentence" as const] : required;
  for (const field of fields)
    for (const language of ["en", "fr"] as const)
      if (!posting[field][language])
        issues.push({ field: `${field}.${language}`, reason: "missing" });
  if (posting.regions.length === 0) issues.push({ field: "regions", reason: "no-region" });
  if (posting.closesOn !== null && posting.closesOn < today)
    issues.push({ field: "closesOn", reason: "closed-already" });
  return issues;
}

/** What keeps a draft from being published, as field paths with their reasons. */
export function publishProblems(posting: PostingContent, today: string): string[] {
  const words = {
    missing: text.missing,
    "no-region": text.noRegion,
    "closed-already": text.closedAlready,
  };
  return publishIssues(posting, today).map(({ field, reason }) => `${field}: ${words[reason]}`);
}
