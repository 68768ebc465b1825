/**
 * The job postings' routes, for the hiring team and administrators (policy.ts `hiring`): the
 * list, a new draft, editing it, publishing (both languages needed), closing, reopening, and the
 * export of every published version (the three years' record). A published change is on the
 * public pages at the next request (server/careers/routes.ts): nothing is rebuilt.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ApplicationAsks } from "../../content/application-form.ts";
import { yearly } from "../../content/job-posting.ts";
import { localeTags } from "../../content/locale.ts";
import { entityTag } from "../../content/record-version.ts";
import { site } from "../../content/site.ts";
import type { AuditAction } from "../../content/staff-ui.ts";
import { staffText } from "../../content/staff-ui.ts";
import { dayOf } from "../contact/business-days.ts";
import { csvCell } from "../contact/export.ts";
import {
  type PostingContent,
  postingContent,
  publishIssues,
  publishProblems,
} from "../careers/posting.ts";
import type {
  Posting,
  PostingChange,
  PostingFieldChange,
  PostingStore,
  PostingVersion,
} from "../careers/store.ts";
import type { ChangeInWords } from "./application-routes.ts";
import { clientOf, noBody, noQuery, type StaffContext, type StaffRoute } from "./route-kit.ts";
import type { StaffRule } from "./policy.ts";

const text = staffText.postings.errors;
const form = staffText.postings.form;

/** A change to a posting is made from the version its page showed; one made from an older one is refused. */
const refusedWhenStale: StaffRule["version"] = { of: "posting", stale: "refused" };

/** The longest a changed text is quoted in a refusal's notice, in characters. */
const quoted = 80;

/** A field of a posting's history (store.ts `PostingFieldChange`), labelled as the editor labels it. */
function fieldLabel(field: string): string {
  const [key, language] = field.split(".") as [string, "en" | "fr" | undefined];
  const labels: Record<string, string> = {
    status: staffText.postings.status,
    publishedAt: staffText.postings.publishedAt,
    title: form.title,
    summary: form.summary,
    hours: form.hours,
    duties: form.duties,
    requirements: form.requirements,
    aiSentence: form.aiSentence,
    group: form.group,
    asks: form.asks,
    regions: form.regions,
    employmentType: form.employmentType,
    pay: form.pay,
    existingVacancy: form.existingVacancy,
    aiScreening: form.aiScreening,
    closesOn: form.closesOn,
  };
  const label = labels[key] ?? key;
  return language ? `${label} (${language === "en" ? form.english : form.french})` : label;
}

/** A field's stored value (JSON) in words, a long text cut short. */
function valueWords(field: string, json: string): string {
  const value = JSON.parse(json) as unknown;
  const key = field.split(".")[0]!;
  if (value === null || value === "") return staffText.postings.nothing;
  if (typeof value === "boolean")
    return value ? staffText.applications.yes : staffText.applications.no;
  if (key === "status")
    return staffText.postings.statuses[value as Posting["status"]] ?? String(value);
  if (key === "publishedAt")
    return new Date(String(value)).toLocaleString(localeTags.en, {
      dateStyle: "medium",
      // To the second: a version replaced within the minute is still told apart.
      timeStyle: "medium",
      timeZone: site.timeZone,
    });
  if (key === "group")
    return staffText.postings.groups[value as PostingContent["group"]] ?? String(value);
  if (key === "employmentType")
    return form.employmentTypes[value as PostingContent["employmentType"]] ?? String(value);
  if (key === "regions")
    return (value as PostingContent["regions"])
      .map((region) => staffText.postings.regions[region])
      .join(", ");
  if (key === "pay") {
    const pay = value as PostingContent["pay"];
    return staffText.postings.payWords(pay.min, pay.max, form.payUnits[pay.unit]);
  }
  if (key === "asks") return applicationAsksWords(value as ApplicationAsks);
  const words = String(value);
  return words.length > quoted ? `${words.slice(0, quoted - 1)}…` : words;
}

/** The columns of the CSV export, one row per published version. */
const csvColumns: [string, (version: PostingVersion) => string | number | boolean | null][] = [
  ["Version", (v) => v.seq],
  ["Posting", (v) => v.postingId],
  ["Address", (v) => v.slug],
  ["Published", (v) => v.publishedAt],
  ["Published by", (v) => v.publishedBy],
  ["Came down", (v) => v.cameDownAt],
  ["Keep until", (v) => v.keepUntil],
  ["Title (English)", (v) => v.content.title.en],
  ["Title (French)", (v) => v.content.title.fr],
  ["Group", (v) => v.content.group],
  ["Regions", (v) => v.content.regions.join(" ")],
  ["Employment type", (v) => v.content.employmentType],
  ["Hours (English)", (v) => v.content.hours.en],
  ["Hours (French)", (v) => v.content.hours.fr],
  ["Pay per", (v) => v.content.pay.unit],
  ["Pay", (v) => v.content.pay.min],
  ["Pay top", (v) => v.content.pay.max],
  ["Yearly pay", (v) => yearly(v.content.pay.min, v.content.pay.unit)],
  ["Yearly pay top", (v) => v.content.pay.max && yearly(v.content.pay.max, v.content.pay.unit)],
  ["Existing vacancy", (v) => v.content.existingVacancy],
  ["AI in screening", (v) => v.content.aiScreening],
  ["AI sentence (English)", (v) => v.content.aiSentence.en],
  ["AI sentence (French)", (v) => v.content.aiSentence.fr],
  ["Summary (English)", (v) => v.content.summary.en],
  ["Summary (French)", (v) => v.content.summary.fr],
  ["Duties (English)", (v) => v.content.duties.en],
  ["Duties (French)", (v) => v.content.duties.fr],
  ["Requirements (English)", (v) => v.content.requirements.en],
  ["Requirements (French)", (v) => v.content.requirements.fr],
  ["Closing date", (v) => v.content.closesOn],
  // The application form is kept with the posting (ESA s. 8.5): its common fields are the same
  // for every posting; what each version's form also asked is in the version's own content.
  ["Application form also asks", (v) => applicationAsksWords(v.content.asks)],
];

/** What a posting's application form asks beyond the common fields, in a few words. */
function applicationAsksWords(asks: ApplicationAsks): string {
  const words = [
    ...(asks.certificate === "psw" ? ["PSW certificate (yes/no)"] : []),
    ...(asks.certificate === "cno" ? ["College of Nurses of Ontario registration number"] : []),
    ...(asks.driving ? ["driver's licence and car (yes/no)"] : []),
  ];
  return words.join("; ") || "nothing more";
}

/** Every published version as CSV, each cell safe from spreadsheet formulas. */
export function versionsCsv(versions: readonly PostingVersion[]): string {
  const header = csvColumns.map(([title]) => csvCell(title)).join(",");
  const rows = versions.map((version) =>
    csvColumns.map(([, cell]) => csvCell(String(cell(version) ?? ""))).join(","),
  );
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

/** A posting's id in the address: a UUID, else no posting is looked up. */
const postingId = z.string().uuid();

export function postingRoutes(context: StaffContext & { postings: PostingStore }): StaffRoute[] {
  const { store, postings } = context;

  /** The provider's calendar day now: closing dates are days in Toronto. */
  const today = () => dayOf(new Date());

  /** The posting the address names, or a 404 answer. */
  async function found(request: FastifyRequest, reply: FastifyReply): Promise<Posting | undefined> {
    const id = (request.params as { id: string }).id;
    const posting = postingId.safeParse(id).success ? await postings.byId(id) : undefined;
    if (!posting) reply.code(404).send({ error: text.notFound });
    return posting;
  }

  /** One audit row for a change to `posting`, naming it (and, for a refusal, the step refused). */
  async function audit(
    request: FastifyRequest,
    action: AuditAction,
    posting: Posting,
    more: Record<string, number> = {},
    step?: string,
  ) {
    await store.audit({
      personId: request.staff.person!.id,
      action,
      client: clientOf(request),
      detail: {
        posting: posting.id,
        slug: posting.slug,
        title: posting.draft.title.en,
        ...(step ? { step } : {}),
        ...more,
      },
    });
  }

  /** What changed since `version`, in words, with who changed each field last. */
  async function changesSince(id: string, version: number): Promise<ChangeInWords[]> {
    const names = new Map((await store.people()).map((person) => [person.id, person.name]));
    return (await postings.changesSince(id, version)).map((change: PostingFieldChange) => ({
      field: change.field,
      label: fieldLabel(change.field),
      from: valueWords(change.field, change.from),
      to: valueWords(change.field, change.to),
      by: change.personId === null ? null : (names.get(change.personId) ?? null),
      at: change.at,
    }));
  }

  /**
   * What a change's store call answered, as the route answers it: the posting as it is now, with
   * its entity tag; or, changed since the version the change was made from, a 409 (audited as
   * `refusal`) with the posting as it is now and what changed; or a 404.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    result: PostingChange,
    refusal: AuditAction,
    step: string,
  ): Promise<{ posting: Posting } | FastifyReply> {
    if (result.outcome === "missing") return reply.code(404).send({ error: text.notFound });
    const version = request.staff.ifMatch!;
    reply.header("etag", entityTag(result.posting.version));
    if (result.outcome === "changed") return { posting: result.posting };
    await audit(request, refusal, result.posting, { version }, step);
    return reply.code(409).send({
      error: text.changedMeanwhile,
      posting: result.posting,
      changes: await changesSince(result.posting.id, version),
    });
  }

  /** Publishes `posting`'s draft if nothing keeps it from it; else a 400 that says what. */
  async function publish(
    request: FastifyRequest,
    reply: FastifyReply,
    posting: Posting,
    action: AuditAction,
  ) {
    const from = request.staff.ifMatch!;
    const step = action === "posting reopened" ? "reopen" : "publish";
    // What is missing is said of the draft as it is now, not of one the person no longer sees.
    if (posting.version !== from)
      return answer(request, reply, { outcome: "stale", posting }, "posting change refused", step);
    const problems = publishProblems(posting.draft, today());
    if (problems.length > 0) {
      await audit(request, "posting publish refused", posting, { problems: problems.length });
      return reply.code(400).send({
        error: text.cannotPublish(problems.join("; ")),
        problems,
        issues: publishIssues(posting.draft, today()),
      });
    }
    const result = await postings.publish(posting.id, {
      by: request.staff.person!.id,
      version: from,
    });
    const answered = await answer(request, reply, result, "posting change refused", step);
    if ("posting" in answered && result.outcome === "changed")
      await audit(request, action, result.posting, {
        version: from,
        newVersion: result.posting.version,
      });
    return answered;
  }

  return [
    {
      method: "GET",
      url: "/postings",
      rule: { access: "hiring", audit: { action: "postings listed" } },
      shape: { query: noQuery, body: noBody },
      async handler() {
        await postings.closeExpired(today());
        return { postings: await postings.all(), today: today() };
      },
    },
    {
      method: "POST",
      url: "/postings",
      rule: { access: "hiring", audit: { byHandler: true } },
      // The posting's own shape: its rules (the pay rule, the refusal of Canadian experience)
      // are the gate's 400, naming each field.
      shape: { query: noQuery, body: postingContent },
      async handler(request, reply) {
        const content = request.body as PostingContent;
        if (!content.title.en)
          return reply.code(400).send({
            error: `title.en: ${text.missing}`,
            issues: [{ field: "title.en", reason: "no-title" }],
          });
        const posting = await postings.create(content);
        await audit(request, "posting created", posting);
        return reply.code(201).send({ posting });
      },
    },
    {
      method: "PATCH",
      url: "/postings/:id",
      // Made from the version the editor opened (If-Match): changed since, the edit is refused,
      // so two people editing at once never silently undo each other's work.
      rule: { access: "hiring", audit: { byHandler: true }, version: refusedWhenStale },
      shape: { query: noQuery, body: postingContent },
      async handler(request, reply) {
        const posting = await found(request, reply);
        if (!posting) return reply;
        const from = request.staff.ifMatch!;
        const result = await postings.edit(posting.id, request.body as PostingContent, {
          by: request.staff.person!.id,
          version: from,
        });
        const answered = await answer(request, reply, result, "posting edit refused", "edit");
        if ("posting" in answered && result.outcome === "changed")
          await audit(request, "posting edited", result.posting, {
            version: from,
            newVersion: result.posting.version,
          });
        return answered;
      },
    },
    {
      method: "POST",
      url: "/postings/:id/publish",
      rule: { access: "hiring", audit: { byHandler: true }, version: refusedWhenStale },
      shape: { query: noQuery, body: noBody },
      async handler(request, reply) {
        const posting = await found(request, reply);
        if (!posting) return reply;
        return publish(request, reply, posting, "posting published");
      },
    },
    {
      method: "POST",
      url: "/postings/:id/close",
      rule: { access: "hiring", audit: { byHandler: true }, version: refusedWhenStale },
      shape: { query: noQuery, body: noBody },
      async handler(request, reply) {
        const posting = await found(request, reply);
        if (!posting) return reply;
        const from = request.staff.ifMatch!;
        // From the version shown: a second click on Close, or on the Publish button that became
        // Close, carries the version from before the first and is refused.
        if (posting.version === from && posting.status !== "open")
          return reply.code(409).send({ error: text.notOpen, posting, changes: [] });
        const result = await postings.closePosting(posting.id, {
          by: request.staff.person!.id,
          version: from,
        });
        const answered = await answer(request, reply, result, "posting change refused", "close");
        if ("posting" in answered && result.outcome === "changed")
          await audit(request, "posting closed", result.posting, {
            version: from,
            newVersion: result.posting.version,
          });
        return answered;
      },
    },
    {
      method: "POST",
      url: "/postings/:id/reopen",
      rule: { access: "hiring", audit: { byHandler: true }, version: refusedWhenStale },
      shape: { query: noQuery, body: noBody },
      async handler(request, reply) {
        const posting = await found(request, reply);
        if (!posting) return reply;
        if (posting.version === request.staff.ifMatch && posting.status !== "closed")
          return reply.code(409).send({ error: text.notClosed, posting, changes: [] });
        return publish(request, reply, posting, "posting reopened");
      },
    },
    {
      method: "GET",
      url: "/postings/export.json",
      rule: { access: "hiring", audit: { action: "postings exported" } },
      shape: { query: noQuery, body: noBody },
      async handler(_request, reply) {
        return reply
          .type("application/json; charset=utf-8")
          .header("content-disposition", `attachment; filename="postings-${today()}.json"`)
          .send(`${JSON.stringify(await postings.versions(), null, 2)}\n`);
      },
    },
    {
      method: "GET",
      url: "/postings/export.csv",
      rule: { access: "hiring", audit: { action: "postings exported" } },
      shape: { query: noQuery, body: noBody },
      async handler(_request, reply) {
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="postings-${today()}.csv"`)
          .send(versionsCsv(await postings.versions()));
      },
    },
  ];
}
