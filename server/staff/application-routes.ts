/**
 * The hiring inbox's routes: job applications, for the hiring team and administrators only
 * (policy.ts `hiring`; intake and care are told they do not exist, and the attempt is audited).
 * The list with its filters and the overdue count, its CSV, one application, its stage, notes and
 * interviews (each one sets the 45-day date: server/careers/applications.ts), and its résumé, sent
 * only as an attachment that cannot run in the browser (decision 024).
 *
 * Every call is audited by its handler, naming the application by id: never the applicant's name
 * or what they wrote, which stay with the application.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  applicationStages,
  keptResumeStates,
  type SpokenLanguage,
} from "../../content/application-form.ts";
import {
  applicationFilterChoices,
  applicationSearchMaxLength,
  idPattern,
  pageNumber,
  staffPageSize,
} from "../../content/staff-lists.ts";
import { entityTag } from "../../content/record-version.ts";
import { notSelectedReply } from "../../content/saved-replies.ts";
import { localeTags } from "../../content/locale.ts";
import { type AuditAction, languageNames, staffText } from "../../content/staff-ui.ts";
import {
  addDays,
  type Application,
  type ApplicationChange,
  type ApplicationFilter,
  type InterviewPlan,
  type VersionedChange,
} from "../careers/applications.ts";
import { dayOf, zonedMoment } from "../contact/business-days.ts";
import { hiringTeam } from "../../content/site.ts";
import { csvCell } from "../contact/export.ts";
import { acceptedTypes } from "../uploads/inspect.ts";
import { attachmentHeader, downloadName } from "../uploads/download.ts";
import { field, pageField } from "./query-fields.ts";
import {
  clientOf,
  noBody,
  noQuery,
  type StaffContext,
  type StaffRoute,
  takesNothing,
} from "./route-kit.ts";
import { mayReadTeam, type StaffRule } from "./policy.ts";
import type { AuditEntry } from "./store.ts";
import type { NewReply } from "../contact/replies.ts";
import { applicantAddressee, mailHeaderSafe } from "./reply-routes.ts";

const text = staffText.api;
const words = staffText.applications;

/** The longest note on an application, in characters. */
export const applicationNoteMaxLength = 2000;

/** An application's id in the address: a UUID, else nothing is looked up. */
const applicationId = z.string().uuid();

/**
 * The list's and the export's filters, each optional, each once, of its own kind, as
 * content/staff-lists.ts describes them (the list page cleans its address by the same); and the
 * list's page, which the export does not read: it is the whole filtered view.
 */
export const applicationsQuery = z.object({
  q: field(z.string().max(applicationSearchMaxLength)),
  posting: field(z.string().regex(idPattern, "a posting's id")),
  region: field(z.enum(applicationFilterChoices.region)),
  stage: field(z.enum(applicationFilterChoices.stage)),
  language: field(z.enum(applicationFilterChoices.language)),
  overdue: field(z.enum(applicationFilterChoices.overdue)),
  due: field(z.enum(applicationFilterChoices.due)),
  sort: field(z.enum(applicationFilterChoices.sort)),
  page: pageField,
});
type Query = z.infer<typeof applicationsQuery>;

/** The board's filters: the list's, but the stage (a column each) and the page. */
const boardQuery = applicationsQuery.omit({ stage: true, page: true, sort: true });

/** The cards a column of the board shows; its count says how many more the list holds. */
export const boardColumnSize = 50;

/** The most applications one bulk move takes: two pages of the list. */
export const bulkMoveMax = 100;

/** An application's page: `since`, the version a page showed, asks what changed after it. */
const applicationQuery = z.object({
  since: field(z.string().regex(/^[1-9]\d{0,14}$/, "a version number")),
});

const stageBody = z.strictObject({ stage: z.enum(applicationStages) });
const noteBody = z.strictObject({ text: z.string() });
/**
 * An interview as the form plans it: the day and time in Toronto, how long, where or how to join,
 * who holds it; and whether the applicant is sent the e-mail with its calendar file.
 */
const interviewBody = z.strictObject({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day written YYYY-MM-DD"),
  time: z.string().regex(/^\d{2}:\d{2}$/, "a time written HH:MM"),
  minutes: z.number().int().min(15).max(480),
  place: z.string().max(300),
  link: z.string().max(500),
  interviewerId: z.string().max(100),
  tell: z.boolean(),
});
const cancelBody = z.strictObject({ tell: z.boolean() });
const bulkBody = z.strictObject({
  // Only the decision the list's bulk action makes; any other move is one application at a time.
  stage: z.literal("not-selected"),
  /** Whether each applicant moved is sent the team's saved "Not selected" reply (a day later). */
  tell: z.boolean(),
  applications: z
    .array(
      z.strictObject({
        id: z.string().regex(idPattern, "an application's id"),
        version: z.number().int().min(1),
      }),
    )
    .max(bulkMoveMax),
});

/** Whether `day` (YYYY-MM-DD) is a day of the calendar: 2026-02-30 is not. */
const calendarDay = z.iso.date();

/**
 * One field someone changed since the version a refused change was made from, in words, as the
 * page's notice shows it (app/staff/conflict-notice.tsx `ChangedField`).
 */
export interface ChangeInWords {
  /** The field's key (applications.ts `ApplicationField`, or a posting's field path). */
  field: string;
  label: string;
  from: string;
  to: string;
  /** Who changed it last, by name, when known. */
  by: string | null;
  /** When (ISO 8601). */
  at: string | null;
}

/** A calendar day (YYYY-MM-DD) as staff read it: "Nov 24, 2026". */
function dayInWords(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(localeTags.en, {
    dateStyle: "medium",
    timeZone: "UTC",
  });
}

/** A field's stored value (applications.ts `ApplicationChange`) in words. */
const valueInWords: Record<ApplicationChange["field"], (value: string) => string> = {
  stage: (value) => words.stages[value as keyof typeof words.stages] ?? value,
  interviews: (value) => {
    // Each interview's day, or its day and time ("2026-11-24 14:00").
    const days = JSON.parse(value) as string[];
    if (days.length === 0) return staffText.application.noInterviews;
    return days
      .map((each) => {
        const [day, time] = each.split(" ");
        return time ? `${dayInWords(day!)} ${time}` : dayInWords(day!);
      })
      .join(", ");
  },
  notes: (value) => staffText.application.noteCount(Number(value)),
};

const fieldLabel: Record<ApplicationChange["field"], string> = {
  stage: staffText.application.stage,
  interviews: staffText.application.interviews,
  notes: staffText.application.notes,
};

const yesNo = (value: boolean | null) =>
  value === null ? words.notAsked : value ? words.yes : words.no;

/** The columns of the CSV, in the hiring inbox's words; every cell said as staff read it. */
const csvColumns: [string, (application: Application) => string][] = [
  [words.columns.received, (a) => a.receivedAt],
  [words.columns.reference, (a) => a.id],
  [words.columns.name, (a) => a.name],
  [words.columns.phone, (a) => a.phone],
  [words.columns.email, (a) => a.email],
  [words.columns.posting, (a) => a.postingTitle],
  [words.columns.region, (a) => staffText.postings.regions[a.region] ?? a.region],
  [words.columns.language, (a) => languageNames[a.language]],
  [words.columns.stage, (a) => words.stages[a.stage]],
  [words.columns.lastInterview, (a) => a.lastInterviewOn ?? ""],
  [words.columns.tellBy, (a) => a.tellBy ?? ""],
  [words.columns.overdue, (a) => (a.overdue ? words.yes : words.no)],
  [words.columns.days, (a) => a.days.map((day) => words.days[day]).join(", ")],
  [words.columns.shifts, (a) => a.shifts.map((shift) => words.shifts[shift]).join(", ")],
  [
    words.columns.languages,
    (a) => a.languages.map((language: SpokenLanguage) => languageNames[language]).join(", "),
  ],
  [words.columns.otherLanguages, (a) => a.otherLanguages],
  [words.columns.pswCertificate, (a) => yesNo(a.pswCertificate)],
  [words.columns.cnoNumber, (a) => a.cnoNumber ?? words.notAsked],
  [words.columns.driversLicence, (a) => yesNo(a.driversLicence)],
  [words.columns.car, (a) => yesNo(a.car)],
  [words.columns.accommodation, (a) => a.accommodation],
  [words.columns.resume, (a) => (a.resumeFile ? words.resumeStates[a.resumeFile.state] : "")],
];

/** Applications as CSV, each cell safe from spreadsheet formulas (export.ts `csvCell`). */
export function applicationsCsv(applications: readonly Application[]): string {
  const header = csvColumns.map(([title]) => csvCell(title)).join(",");
  const rows = applications.map((application) =>
    csvColumns.map(([, cell]) => csvCell(cell(application))).join(","),
  );
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

/**
 * A change's refusal, answered already: the reply inside a wrapper, since a reply is a thenable
 * that an `await` would wait on (to the end of the response) and turn into undefined.
 */
interface Answered {
  answered: FastifyReply;
}

export function applicationRoutes(context: StaffContext): StaffRoute[] {
  const { store, applications, files } = context;
  const me = (request: FastifyRequest) => request.staff.person!;

  /** The provider's calendar day now: the 45-day dates are days in Toronto. */
  const today = () => dayOf(new Date());

  /** The filter the address asks for. */
  function filterFrom(query: Query): ApplicationFilter {
    return {
      search: query.q?.trim() || undefined,
      postingId: query.posting,
      region: query.region,
      stage: query.stage,
      language: query.language,
      overdue: query.overdue === "true" || undefined,
      dueSoon: query.due === "week" || undefined,
      sort: query.sort,
    };
  }

  /** The filter as the audit records it: which filters, never anyone's words. */
  async function filterDetail(query: Query) {
    const posting = query.posting
      ? (await applications.postingsAppliedTo()).find((each) => each.id === query.posting)
      : undefined;
    return {
      search: Boolean(query.q?.trim()),
      posting: query.posting ?? null,
      postingTitle: posting?.title ?? null,
      region: query.region ?? null,
      stage: query.stage ?? null,
      language: query.language ?? null,
      overdue: query.overdue === "true",
      due: query.due ?? null,
      sort: query.sort ?? null,
    };
  }

  /** The staff who may hold an interview: the hiring team and administrators, by name. */
  async function interviewers() {
    return (await store.people())
      .filter((person) => !person.revokedAt && mayReadTeam(person, hiringTeam))
      .map((person) => ({ id: person.id, name: person.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * An interview's body checked beyond its shape: a real day within a year, a real time, a place
   * or a link, an interviewer of the hiring team; the plan, or the refusal's words (422).
   */
  async function planFrom(body: z.infer<typeof interviewBody>): Promise<InterviewPlan | string> {
    if (!calendarDay.safeParse(body.day).success) return text.badInterviewDay;
    const now = today();
    if (body.day < addDays(now, -365) || body.day > addDays(now, 365)) return text.farInterviewDay;
    if (!zonedMoment(body.day, body.time)) return text.badInterviewTime;
    const place = body.place.trim();
    const link = body.link.trim();
    if (!place && !link) return text.interviewWhere;
    if (!(await interviewers()).some((person) => person.id === body.interviewerId))
      return text.badInterviewer;
    return {
      day: body.day,
      time: body.time,
      minutes: body.minutes,
      place,
      link,
      interviewerId: body.interviewerId,
    };
  }

  /** The interview the address names on `application`, standing (not cancelled), or undefined. */
  function standingInterview(request: FastifyRequest, application: Application) {
    const { interview } = request.params as { interview: string };
    return application.interviewPlans.find(
      (each) => each.id === interview && each.cancelledAt === null,
    );
  }

  /** The application the address names, or a 404 answer; an id that is not a UUID is not looked up. */
  async function found(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Application | undefined> {
    const { id } = request.params as { id: string };
    const application = applicationId.safeParse(id).success
      ? await applications.get(id, today())
      : undefined;
    if (!application) reply.code(404).send({ error: text.noApplication });
    return application;
  }

  /** One audit row about one application, naming it by id only. */
  async function audit(
    request: FastifyRequest,
    action: AuditAction,
    id: string,
    detail: AuditEntry["detail"] = {},
  ) {
    await store.audit({
      personId: me(request).id,
      action,
      client: clientOf(request),
      detail: { application: id, ...detail },
    });
  }

  /**
   * An application as the page shows it: the note authors by name, and the résumé without the
   * name it is stored under (the server's business), with whether it can be downloaded.
   */
  async function view(id: string) {
    const day = today();
    const { resumeFile, notes, ...application } = (await applications.get(id, day))!;
    const names = new Map((await store.people()).map((person) => [person.id, person.name]));
    return {
      application: {
        ...application,
        resumeFile: resumeFile && {
          state: resumeFile.state,
          name: resumeFile.name,
          type: resumeFile.type,
          bytes: resumeFile.bytes,
          downloadable: resumeFile.stored !== null && keptResumeStates.includes(resumeFile.state),
        },
        notes: notes.map((note) => ({ ...note, author: names.get(note.personId) ?? null })),
        interviewPlans: application.interviewPlans.map((interview) => ({
          ...interview,
          interviewer: interview.interviewerId
            ? (names.get(interview.interviewerId) ?? null)
            : null,
        })),
      },
      interviewers: await interviewers(),
      today: day,
    };
  }

  /** What changed since `version`, in words, with who changed each field last. */
  async function changesSince(id: string, version: number): Promise<ChangeInWords[]> {
    const names = new Map((await store.people()).map((person) => [person.id, person.name]));
    return (await applications.changesSince(id, version)).map((change) => ({
      field: change.field,
      label: fieldLabel[change.field],
      from: valueInWords[change.field](change.from),
      to: valueInWords[change.field](change.to),
      by: change.personId === null ? null : (names.get(change.personId) ?? null),
      at: change.at,
    }));
  }

  /**
   * A change refused because the application changed since the version it was made from (409):
   * audited, and answered with the application as it is now (its GET's answer) and what changed.
   */
  async function refused(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    what: string,
  ): Promise<Answered> {
    const version = request.staff.ifMatch!;
    await audit(request, "application change refused", id, { change: what, version });
    const answer = {
      error: text.applicationChanged,
      ...(await view(id)),
      changes: await changesSince(id, version),
    };
    const now = (await applications.versionOf(id))!;
    return { answered: reply.code(409).header("etag", entityTag(now)).send(answer) };
  }

  /**
   * What a change's store call answered: a refusal (409) or a 404 answered here, or undefined
   * when it was made, for the handler to audit with the version it was made from and the one it
   * made (`detail.version`, `detail.newVersion`).
   */
  async function outcome(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    what: string,
    result: VersionedChange,
  ): Promise<{ version: number; newVersion: number } | Answered> {
    if (result.outcome === "missing")
      return { answered: reply.code(404).send({ error: text.noApplication }) };
    if (result.outcome === "stale") return refused(request, reply, id, what);
    return { version: request.staff.ifMatch!, newVersion: result.version };
  }

  /**
   * A route about one application: found by the id in its address (else 404, nothing done),
   * then `act`, which audits what it did or answers a refusal; then the application as it is now,
   * with its version as an entity tag.
   */
  function oneApplication(
    method: "GET" | "POST" | "PATCH",
    path: string,
    body: z.ZodType,
    act: (
      request: FastifyRequest,
      reply: FastifyReply,
      application: Application,
    ) => Promise<Answered | undefined>,
    version?: StaffRule["version"],
    query: z.ZodType = noQuery,
    more?: (request: FastifyRequest, application: Application) => Promise<Record<string, unknown>>,
  ): StaffRoute {
    return {
      method,
      url: `/applications/:id${path}`,
      rule: { access: "hiring", audit: { byHandler: true }, version },
      shape: { query, body },
      async handler(request, reply) {
        const application = await found(request, reply);
        if (!application) return reply;
        const refusal = await act(request, reply, application);
        if (refusal) return refusal.answered;
        const shown = { ...(await view(application.id)), ...(await more?.(request, application)) };
        reply.header("etag", entityTag(shown.application.version));
        // A page that re-reads it on learning of a newer version asks what changed since its own.
        const { since } = request.query as { since?: string };
        return since === undefined
          ? shown
          : { ...shown, changes: await changesSince(application.id, Number(since)) };
      },
    };
  }

  return [
    {
      method: "GET",
      url: "/applications/counts",
      rule: {
        access: "hiring",
        // Asked at every move between staff pages, for the navigation's count.
        background: true,
        audit: { none: "counts only: no name, id or word of any application" },
      },
      shape: takesNothing,
      async handler() {
        return await applications.digestCounts(today());
      },
    },
    {
      method: "GET",
      url: "/applications",
      rule: { access: "hiring", audit: { byHandler: true } },
      shape: { query: applicationsQuery, body: noBody },
      async handler(request) {
        const query = request.query as Query;
        const day = today();
        const page = pageNumber(query.page);
        const { rows, total } = await applications.list(
          filterFrom(query),
          { offset: (page - 1) * staffPageSize, limit: staffPageSize },
          day,
        );
        await store.audit({
          personId: me(request).id,
          action: "applications listed",
          client: clientOf(request),
          detail: { page, count: rows.length, total, ...(await filterDetail(query)) },
        });
        return {
          applications: rows,
          total,
          page,
          pageSize: staffPageSize,
          overdue: await applications.overdueCount(day),
          dueSoon: await applications.dueSoonCount(day),
          postings: await applications.postingsAppliedTo(),
          today: day,
        };
      },
    },
    {
      method: "GET",
      url: "/applications/board",
      rule: { access: "hiring", audit: { byHandler: true } },
      shape: { query: boardQuery, body: noBody },
      async handler(request) {
        const query = request.query as Query;
        const day = today();
        const columns = await applications.board(filterFrom(query), day, boardColumnSize);
        const total = columns.reduce((sum, column) => sum + column.total, 0);
        await store.audit({
          personId: me(request).id,
          action: "application board viewed",
          client: clientOf(request),
          detail: { count: total, ...(await filterDetail(query)) },
        });
        return {
          columns,
          total,
          columnSize: boardColumnSize,
          counts: await applications.stageCounts(),
          overdue: await applications.overdueCount(day),
          dueSoon: await applications.dueSoonCount(day),
          postings: await applications.postingsAppliedTo(),
          today: day,
        };
      },
    },
    {
      method: "POST",
      url: "/applications/stage",
      // Each application carries the version it was seen at, in the body (decision 028): one
      // changed since is refused and named, the others moved.
      rule: { access: "hiring", audit: { byHandler: true } },
      shape: { query: noQuery, body: bulkBody },
      async handler(request, reply) {
        const body = request.body as z.infer<typeof bulkBody>;
        if (body.applications.length === 0) return reply.code(422).send({ error: text.bulkEmpty });
        const saved = body.tell
          ? (await store.savedReplies(hiringTeam)).find((each) => each.key === notSelectedReply)
          : undefined;
        if (body.tell && !saved) return reply.code(422).send({ error: text.noSuchSavedReply });
        const person = me(request).id;
        const client = clientOf(request);
        const day = today();
        // The saved reply in each applicant's language, to their address; none without one.
        // Written before the move's transaction (an applicant's address and language never
        // change), which queues each with its move.
        const answers = new Map<string, NewReply>();
        for (const { id } of body.applications) {
          if (!saved) break;
          const found = await applications.get(id, day);
          if (!found || !mailHeaderSafe(found.email)) continue;
          const to = applicantAddressee(found);
          answers.set(id, {
            to: to.email,
            replyTo: to.replyTo,
            subject: to.subject,
            body: saved.body[to.language],
            language: to.language,
            savedReply: saved.key,
            delayDays: saved.delayDays,
          });
        }
        const results = await applications.setStages(
          body.applications,
          body.stage,
          person,
          new Date(),
          (id) => answers.get(id),
        );
        const seen = new Map(body.applications.map((item) => [item.id, item.version]));
        // Already Not selected: nothing written, nothing sent again.
        const unchanged = results.filter(
          (each) => each.result.outcome === "changed" && each.result.version === seen.get(each.id),
        );
        const moved = results.filter(
          (each) => each.result.outcome === "changed" && !unchanged.includes(each),
        );
        const refused = results.filter((each) => each.result.outcome === "stale");
        await store.auditMany([
          {
            personId: person,
            action: "applications moved",
            client,
            detail: {
              to: body.stage,
              moved: moved.length,
              refused: refused.length,
              replies: moved.filter((each) => each.reply).length,
            },
          },
          ...results.flatMap((each): AuditEntry[] =>
            each.result.outcome === "missing" || unchanged.includes(each)
              ? []
              : [
                  {
                    personId: person,
                    action:
                      each.result.outcome === "changed"
                        ? "application stage changed"
                        : "application change refused",
                    client,
                    detail: {
                      application: each.id,
                      to: body.stage,
                      bulk: true,
                      version: seen.get(each.id)!,
                      ...(each.result.outcome === "changed"
                        ? { newVersion: each.result.version }
                        : { change: "stage" }),
                    },
                  },
                  // Who sent what and when, as a reply written on the application is audited.
                  ...(each.reply
                    ? [
                        {
                          personId: person,
                          action: "reply sent" as const,
                          client,
                          detail: {
                            application: each.id,
                            reply: each.reply.id,
                            language: each.reply.language,
                            delayDays: saved!.delayDays,
                            savedReply: saved!.key,
                            bulk: true,
                            version: each.reply.version - 1,
                          },
                        },
                      ]
                    : []),
                ],
          ),
        ]);
        const now = new Map(
          await Promise.all(
            results.map(async (each) => [each.id, await applications.get(each.id, day)] as const),
          ),
        );
        const name = (id: string) => now.get(id)?.name ?? null;
        const version = (each: (typeof results)[number]) =>
          (each.result as { version: number }).version;
        return {
          // Each with when its reply goes, or null: not told (no e-mail address, or not asked).
          moved: moved.map((each) => ({
            id: each.id,
            name: name(each.id),
            version: version(each),
            replyAfter: each.reply?.sendAfter ?? null,
          })),
          unchanged: unchanged.map((each) => ({
            id: each.id,
            name: name(each.id),
            version: version(each),
          })),
          // Changed by someone since the person saw them: named, with their version now, so the
          // page can show them where they are and let the person decide again.
          refused: refused.map((each) => ({
            id: each.id,
            name: name(each.id),
            version: (each.result as { version: number }).version,
            stage: now.get(each.id)!.stage,
          })),
          missing: results
            .filter((each) => each.result.outcome === "missing")
            .map((each) => each.id),
        };
      },
    },
    {
      method: "GET",
      url: "/applications/export.csv",
      rule: { access: "hiring", audit: { byHandler: true } },
      shape: { query: applicationsQuery, body: noBody },
      async handler(request, reply) {
        const query = request.query as Query;
        const day = today();
        const exported: Application[] = [];
        for (const summary of await applications.all(filterFrom(query), day))
          exported.push((await applications.get(summary.id, day))!);
        const person = me(request).id;
        const client = clientOf(request);
        // One row for the export, and one per application, so each application's trail shows
        // who took a copy of it.
        await store.auditMany([
          {
            personId: person,
            action: "applications exported",
            client,
            detail: { format: "csv", count: exported.length, ...(await filterDetail(query)) },
          },
          ...exported.map((application): AuditEntry => ({
            personId: person,
            action: "application exported",
            client,
            detail: { application: application.id, format: "csv" },
          })),
        ]);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="applications-${day}.csv"`)
          .send(applicationsCsv(exported));
      },
    },
    oneApplication(
      "GET",
      "",
      noBody,
      async (request, _reply, application) => {
        await audit(request, "application viewed", application.id);
        return undefined;
      },
      undefined,
      applicationQuery,
      async (request, application) => {
        // The same person's other applications, read with the page (not with each change's
        // answer), audited as a list is: which ones, by id.
        const related = await applications.related(application);
        if (related.length > 0)
          await store.audit({
            personId: me(request).id,
            action: "related applications listed",
            client: clientOf(request),
            detail: {
              of: application.id,
              count: related.length,
              ids: related.map((r) => r.id).join(" "),
            },
          });
        return { related };
      },
    ),
    oneApplication(
      "POST",
      "/stage",
      stageBody,
      async (request, reply, application) => {
        const { stage } = request.body as z.infer<typeof stageBody>;
        const result = await applications.setStage(application.id, stage, {
          version: request.staff.ifMatch!,
          by: me(request).id,
        });
        const made = await outcome(request, reply, application.id, "stage", result);
        if (!("newVersion" in made)) return made;
        await audit(request, "application stage changed", application.id, {
          from: application.stage,
          to: stage,
          ...made,
        });
      },
      { of: "application", stale: "refused" },
    ),
    oneApplication(
      "POST",
      "/notes",
      noteBody,
      async (request, reply, application) => {
        const note = (request.body as z.infer<typeof noteBody>).text.trim();
        if (!note) return { answered: reply.code(422).send({ error: text.noteEmpty }) };
        if (note.length > applicationNoteMaxLength)
          return {
            answered: reply.code(422).send({ error: text.noteTooLong(applicationNoteMaxLength) }),
          };
        const result = await applications.addNote(application.id, note, me(request).id);
        const made = await outcome(request, reply, application.id, "note", result);
        if (!("newVersion" in made)) return made;
        await audit(request, "application note added", application.id, made);
      },
      // An addition: it undoes nobody's work, so it goes through from an older version.
      { of: "application", stale: "merged" },
    ),
    {
      method: "DELETE",
      url: "/applications/:id",
      // Deleting from a page that does not show the latest changes is refused: the person decides
      // again on what is there now.
      rule: {
        access: "hiring",
        audit: { byHandler: true },
        version: { of: "application", stale: "refused" },
      },
      shape: takesNothing,
      async handler(request, reply) {
        const { id } = request.params as { id: string };
        const version = request.staff.ifMatch!;
        const result = applicationId.safeParse(id).success
          ? await applications.delete(id, version)
          : ({ outcome: "missing" } as const);
        if (result.outcome === "missing")
          return reply.code(404).send({ error: text.noApplication });
        if (result.outcome === "stale")
          return (await refused(request, reply, id, "delete")).answered;
        // The résumé's bytes overwritten and the file gone, the log emptied of the rows: as the
        // retention period deletes (server/careers/application-retention.ts).
        if (result.stored)
          await files.delete(result.stored).catch((error: Error) =>
            // A name this server did not make (`delete` refuses it): nothing of ours to delete.
            request.log.error({ reason: error.message }, "a deleted application's résumé stays"),
          );
        await applications.checkpoint();
        await audit(request, "application deleted", id, {
          resume: result.stored !== null,
          version,
        });
        return { deleted: true };
      },
    },
    oneApplication(
      "POST",
      "/interviews",
      interviewBody,
      async (request, reply, application) => {
        const body = request.body as z.infer<typeof interviewBody>;
        const plan = await planFrom(body);
        if (typeof plan === "string") return { answered: reply.code(422).send({ error: plan }) };
        const tell = body.tell && application.email !== "";
        // Merged onto changes made since, unless someone set the stage since: recording it
        // would move the stage back to Interview over their decision.
        const result = await applications.addInterview(
          application.id,
          plan,
          me(request).id,
          request.staff.ifMatch!,
          new Date(),
          tell,
        );
        const made = await outcome(request, reply, application.id, "interview", result);
        if (!("newVersion" in made)) return made;
        await audit(request, "interview recorded", application.id, {
          interview: (result as { interview: string }).interview,
          day: plan.day,
          time: plan.time,
          interviewer: plan.interviewerId,
          tell,
          tellBy: (await applications.get(application.id, today()))!.tellBy,
          ...made,
        });
      },
      { of: "application", stale: "merged" },
    ),
    oneApplication(
      "PATCH",
      "/interviews/:interview",
      interviewBody,
      async (request, reply, application) => {
        const interview = standingInterview(request, application);
        if (!interview) return { answered: reply.code(404).send({ error: text.noInterview }) };
        const body = request.body as z.infer<typeof interviewBody>;
        const plan = await planFrom(body);
        if (typeof plan === "string") return { answered: reply.code(422).send({ error: plan }) };
        const tell = body.tell && application.email !== "";
        const result = await applications.changeInterview(application.id, interview.id, plan, {
          version: request.staff.ifMatch!,
          by: me(request).id,
          tell,
        });
        const made = await outcome(request, reply, application.id, "interview", result);
        if (!("newVersion" in made)) return made;
        await audit(request, "interview changed", application.id, {
          interview: interview.id,
          fromDay: interview.day,
          fromTime: interview.time,
          day: plan.day,
          time: plan.time,
          place: plan.place !== interview.place,
          link: plan.link !== interview.link,
          interviewer: plan.interviewerId,
          tell,
          tellBy: (await applications.get(application.id, today()))!.tellBy,
          ...made,
        });
      },
      { of: "application", stale: "refused" },
    ),
    oneApplication(
      "POST",
      "/interviews/:interview/cancel",
      cancelBody,
      async (request, reply, application) => {
        const interview = standingInterview(request, application);
        if (!interview) return { answered: reply.code(404).send({ error: text.noInterview }) };
        const tell = (request.body as z.infer<typeof cancelBody>).tell && application.email !== "";
        const result = await applications.cancelInterview(application.id, interview.id, {
          version: request.staff.ifMatch!,
          by: me(request).id,
          tell,
        });
        const made = await outcome(request, reply, application.id, "interview", result);
        if (!("newVersion" in made)) return made;
        await audit(request, "interview cancelled", application.id, {
          interview: interview.id,
          day: interview.day,
          time: interview.time,
          tell,
          tellBy: (await applications.get(application.id, today()))!.tellBy,
          ...made,
        });
      },
      { of: "application", stale: "refused" },
    ),
    {
      method: "GET",
      url: "/applications/:id/resume",
      rule: { access: "hiring", audit: { byHandler: true } },
      shape: { query: noQuery, body: noBody },
      async handler(request, reply) {
        const application = await found(request, reply);
        if (!application) return reply;
        const file = application.resumeFile;
        const extension =
          file?.type && Object.hasOwn(acceptedTypes, file.type)
            ? acceptedTypes[file.type as keyof typeof acceptedTypes]
            : undefined;
        // Refused, never stored, or not a file of a kind and name this server keeps: nothing
        // is read.
        if (
          !file?.stored ||
          !keptResumeStates.includes(file.state) ||
          !extension ||
          !file.stored.endsWith(`.${extension}`)
        )
          return reply.code(404).send({ error: text.noResume });
        let bytes: Buffer;
        try {
          // `read` refuses any name `save` did not make (a path, another folder's file).
          bytes = await files.read(file.stored);
        } catch (error) {
          request.log.warn({ application: application.id, err: error }, "résumé not readable");
          return reply.code(404).send({ error: text.noResume });
        }
        await audit(request, "résumé downloaded", application.id, { bytes: bytes.length });
        return (
          reply
            .type(file.type!)
            .header("content-disposition", attachmentHeader(downloadName(file.name, extension)))
            .header("x-content-type-options", "nosniff")
            // Opened anyway (a browser's viewer): no script, no plugin, no request, its own origin.
            .header("content-security-policy", "sandbox; default-src 'none'")
            .header("cache-control", "no-store")
            .send(bytes)
        );
      },
    },
  ];
}
