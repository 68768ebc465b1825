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
import type { AuditAction } from "../../content/staff-ui.ts";
import { staffText } from "../../content/staff-ui.ts";
import { dayOf } from "../contact/business-days.ts";
import { csvCell } from "../contact/export.ts";
import { type PostingContent, postingContent, publishProblems } from "../careers/posting.ts";
import type { Posting, PostingStore, PostingVersion } from "../careers/store.ts";
import { clientOf, noBody, noQuery, type StaffContext, type StaffRoute } from "./plugin.ts";

const text = staffText.postings.errors;

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
  function found(request: FastifyRequest, reply: FastifyReply): Posting | undefined {
    const id = (request.params as { id: string }).id;
    const posting = postingId.safeParse(id).success ? postings.byId(id) : undefined;
    if (!posting) reply.code(404).send({ error: text.notFound });
    return posting;
  }

  /** One audit row for a change to `posting`, naming it. */
  function audit(
    request: FastifyRequest,
    action: AuditAction,
    posting: Posting,
    more: Record<string, number> = {},
  ) {
    store.audit({
      personId: request.staff.person!.id,
      action,
      client: clientOf(request),
      detail: { posting: posting.id, slug: posting.slug, title: posting.draft.title.en, ...more },
    });
  }

  /** Publishes `posting`'s draft if nothing keeps it from it; else a 400 that says what. */
  function publish(
    request: FastifyRequest,
    reply: FastifyReply,
    posting: Posting,
    action: AuditAction,
  ) {
    const problems = publishProblems(posting.draft, today());
    if (problems.length > 0) {
      audit(request, "posting publish refused", posting, { problems: problems.length });
      return reply.code(400).send({ error: text.cannotPublish(problems.join("; ")), problems });
    }
    const published = postings.publish(posting.id, request.staff.person!.id)!;
    audit(request, action, published);
    return { posting: published };
  }

  return [
    {
      method: "GET",
      url: "/postings",
      rule: { access: "hiring", audit: { action: "postings listed" } },
      shape: { query: noQuery, body: noBody },
      async handler() {
        postings.closeExpired(today());
        return { postings: postings.all(), today: today() };
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
        if (!content.title.en) return reply.code(400).send({ error: `title.en: ${text.missing}` });
        const posting = postings.create(content);
        audit(request, "posting created", posting);
        return reply.code(201).send({ posting });
      },
    },
    {
      method: "PATCH",
      url: "/postings/:id",
      rule: { access: "hiring", audit: { byHandler: true } },
      // `since`: the posting's `updatedAt` when the editor opened it. Changed since, the edit is
      // refused, so two people editing at once never silently undo each other's work.
      shape: { query: z.object({ since: z.iso.datetime().optional() }), body: postingContent },
      async handler(request, reply) {
        const posting = found(request, reply);
        if (!posting) return reply;
        const { since } = request.query as { since?: string };
        if (since !== undefined && since !== posting.updatedAt) {
          audit(request, "posting edit refused", posting);
          return reply.code(409).send({ error: text.changedMeanwhile });
        }
        const edited = postings.edit(posting.id, request.body as PostingContent)!;
        audit(request, "posting edited", edited);
        return { posting: edited };
      },
    },
    {
      method: "POST",
      url: "/postings/:id/publish",
      rule: { access: "hiring", audit: { byHandler: true } },
      shape: { query: noQuery, body: noBody },
      async handler(request, reply) {
        const posting = found(request, reply);
        if (!posting) return reply;
        return publish(request, reply, posting, "posting published");
      },
    },
    {
      method: "POST",
      url: "/postings/:id/close",
      rule: { access: "hiring", audit: { byHandler: true } },
      shape: { query: noQuery, body: noBody },
      async handler(request, reply) {
        const posting = found(request, reply);
        if (!posting) return reply;
        if (posting.status !== "open") return reply.code(409).send({ error: text.notOpen });
        const closed = postings.closePosting(posting.id)!;
        audit(request, "posting closed", closed);
        return { posting: closed };
      },
    },
    {
      method: "POST",
      url: "/postings/:id/reopen",
      rule: { access: "hiring", audit: { byHandler: true } },
      shape: { query: noQuery, body: noBody },
      async handler(request, reply) {
        const posting = found(request, reply);
        if (!posting) return reply;
        if (posting.status !== "closed") return reply.code(409).send({ error: text.notClosed });
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
          .send(`${JSON.stringify(postings.versions(), null, 2)}\n`);
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
          .send(versionsCsv(postings.versions()));
      },
    },
  ];
}
