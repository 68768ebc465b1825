/**
 * The inbox's API: the inquiries of the caller's teams, one inquiry with its notes and history,
 * changes that never overwrite someone else's silently, notes, exports and holds. Each route is
 * declared with its rule (policy.ts); a route about one inquiry (`inquiry: true`) is refused by
 * the gate, with a 404 and an audit row, unless the inquiry is in one of the caller's teams.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { inquiryFields, inquiryKeys } from "../../content/inquiry-form.ts";
import { site } from "../../content/site.ts";
import { entityTag } from "../../content/record-version.ts";
import { pageNumber, staffPageSize } from "../../content/staff-lists.ts";
import {
  type AuditAction,
  type InquiryStatus,
  inquiryStatuses,
  staffText,
} from "../../content/staff-ui.ts";
import {
  addBusinessDays,
  addDays,
  dayOf,
  dayStart,
  zonedMoment,
} from "../contact/business-days.ts";
import { toCsv, toJson } from "../contact/export.ts";
import {
  type Altered,
  callOutcomes,
  everyTeam,
  type InboxFilter,
  type InquiryChange,
  type StoredInquiry,
} from "../contact/inbox.ts";
import { mayReadTeam, teamsOf } from "./policy.ts";
import {
  clientOf,
  noBody,
  noQuery,
  type StaffContext,
  type StaffRoute,
  takesNothing,
} from "./route-kit.ts";
import { field, pageField } from "./query-fields.ts";
import type { AuditEntry, Person } from "./store.ts";

const text = staffText.api;

/** The longest note. */
export const noteMaxLength = 5000;

/** The most words a search takes. */
const searchMaxLength = 200;

function isStatus(value: unknown): value is InquiryStatus {
  return typeof value === "string" && Object.hasOwn(inquiryStatuses, value);
}

/** The views of the list: a status, open work (the default), what is due today, or all. */
export const inboxViews = [...Object.keys(inquiryStatuses), "open", "due", "all"] as const;

/** A calendar day as a date input sends it. */
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day written YYYY-MM-DD");

/**
 * The list's query: each key once, of the right kind; anything else is a 400 that says which.
 * A team outside the caller's reach is not an error: it shows nothing of that team.
 */
export const listQuery = z.object({
  status: field(z.enum(inboxViews as unknown as [string, ...string[]])),
  team: field(z.string().max(60)),
  mine: field(z.enum(["1"])),
  free: field(z.enum(["1"])),
  from: field(dayText),
  to: field(dayText),
  q: field(z.string().max(1000)),
  page: pageField,
});

type Query = z.infer<typeof listQuery>;

/** The changes query: the change number the page has seen, if any. */
const changesQuery = z.object({ since: field(z.string().regex(/^\d{1,15}$/, "a number")) });

/** A note: its words. */
const noteBody = z.strictObject({ text: z.string() });

/** A hold placed or lifted. */
const holdBody = z.strictObject({ held: z.boolean() });

/**
 * A change to an inquiry: the fields to change. The version it was made from is its `If-Match`
 * (decision 028).
 */
export const changeBody = z.strictObject({
  status: z.enum(Object.keys(inquiryStatuses) as [InquiryStatus, ...InquiryStatus[]]).optional(),
  team: z.string().max(60).optional(),
  assigneeId: z.string().max(100).nullable().optional(),
});

/**
 * The quick choices for a call's next attempt, as the dialog sends them (a day and a time in
 * Toronto): later today (in two hours, on the quarter hour, while that is before 6 p.m.),
 * tomorrow at 9:00 a.m., and the next business day at 9:00 a.m. when that is not tomorrow (a
 * weekend or a holiday between: business-days.ts). Worked out here, where the holidays are known.
 */
export function attemptChoices(now = new Date()) {
  const today = dayOf(now);
  const time = now.toLocaleTimeString("en-CA", {
    timeZone: site.timeZone,
    hour12: false,
    hour: "2-digit",
    minute: "2-digit",
  });
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const later = Math.ceil(((hours % 24) * 60 + minutes + 120) / 15) * 15;
  const tomorrow = addDays(today, 1);
  const nextBusinessDay = addBusinessDays(today, 1);
  const at = (day: string, total: number) =>
    `${day}T${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
  return {
    laterToday: later < 18 * 60 ? at(today, later) : null,
    tomorrow: at(tomorrow, 9 * 60),
    nextBusinessDay: nextBusinessDay === tomorrow ? null : at(nextBusinessDay, 9 * 60),
  };
}

/** The longest note on a call. */
export const callNoteMaxLength = 2000;

/**
 * A call to log: its outcome, an optional note, and an optional next attempt as the person
 * picked it, a day and a time in Toronto ("2026-11-24T09:00", what a datetime-local input sends).
 */
export const callBody = z.strictObject({
  outcome: z.enum(callOutcomes),
  note: z.string().max(callNoteMaxLength).optional(),
  nextAttempt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "a day and time written YYYY-MM-DDTHH:MM")
    .nullable()
    .optional(),
});

/**
 * The list's filter from the address's query: status (open work by default), team, mine, free
 * (none a colleague has open: `present` are their ids), from, to (days in the provider's time
 * zone, both included), q. Always limited to the caller's teams.
 */
export function filterFrom(
  query: Query,
  person: Person,
  present: readonly string[] = [],
): InboxFilter {
  const teams = teamsOf(person, everyTeam);
  const from = query.from ? dayStart(query.from, site.timeZone) : undefined;
  const to = query.to && dayStart(query.to, site.timeZone) ? addDays(query.to, 1) : undefined;
  // A search looks in every status unless a view narrows it (a Done inquiry is found from Open).
  const status = query.status ?? (query.q?.trim() ? "all" : "open");
  return {
    teams,
    status:
      isStatus(status) || status === "all" || status === "open" || status === "due"
        ? status
        : "open",
    team: query.team && teams.includes(query.team) ? query.team : undefined,
    assigneeId: query.mine === "1" ? person.id : undefined,
    since: from,
    until: to ? dayStart(to, site.timeZone) : undefined,
    search: query.q?.trim().slice(0, searchMaxLength) || undefined,
    excludeIds: query.free === "1" ? present : undefined,
  };
}

/**
 * The filter as the audit trail records it: which filters were used, never the words searched
 * (a name or an illness is personal information).
 */
function filterDetail(filter: InboxFilter) {
  return {
    status: filter.status ?? "all but spam",
    team: filter.team ?? "all of theirs",
    mine: Boolean(filter.assigneeId),
    free: filter.excludeIds !== undefined,
    since: filter.since ?? null,
    until: filter.until ?? null,
    search: Boolean(filter.search),
  };
}

export function inquiryRoutes(context: StaffContext): StaffRoute[] {
  const { store, inbox } = context;
  const me = (request: FastifyRequest) => request.staff.person!;

  /** Names of people by id, for the assignee and the authors of notes and history. */
  async function namesById(): Promise<Map<string, string>> {
    return new Map((await store.people()).map((person) => [person.id, person.name]));
  }

  /**
   * Who may be assigned an inquiry of `team`: everyone with access who may read it, that is its
   * team's members and every administrator (an administrator in Intake can take a Care inquiry).
   */
  async function assigneesFor(team: string) {
    return (await store.people())
      .filter((person) => !person.revokedAt && mayReadTeam(person, team))
      .map((person) => ({ id: person.id, name: person.name }));
  }

  function inquiryView(inquiry: StoredInquiry, names: Map<string, string>) {
    return {
      ...inquiry,
      assignee: inquiry.assigneeId ? (names.get(inquiry.assigneeId) ?? null) : null,
    };
  }

  /** The inquiry, its notes, its history and whom it can go to: the page of one inquiry. */
  async function detail(id: string) {
    const names = await namesById();
    const inquiry = (await inbox.get(id))!;
    const history = (await store.auditRows({ inquiryId: id }))
      // The page's own read of its replies is audited apart; its view says it once already.
      .filter((row) => row.action !== "denied" && row.action !== "replies read")
      .map((row) => ({
        at: row.at,
        action: row.action as AuditAction,
        person: row.personId ? (names.get(row.personId) ?? null) : null,
        ...historyChange(row.detail, names),
      }));
    return {
      inquiry: inquiryView(inquiry, names),
      notes: (await inbox.notes(id)).map((note) => ({
        ...note,
        author: names.get(note.personId) ?? null,
      })),
      calls: (await inbox.calls(id)).map((call) => ({
        ...call,
        author: names.get(call.personId) ?? null,
      })),
      history,
      assignees: await assigneesFor(inquiry.team),
      teams: site.teams,
      attemptChoices: attemptChoices(),
      // The form's fields in its order, under their labels: sent with the inquiry so that the
      // staff page does not load the public form's module (it would then be shared by both).
      fields: inquiryKeys.map((key) => ({ key, label: inquiryFields[key].label })),
    };
  }

  /** What a change row says, in words staff read (statuses, teams and people by name). */
  function historyChange(
    detail: string,
    names: Map<string, string>,
  ): { from?: string; to?: string } {
    const parsed = JSON.parse(detail) as { field?: string; from?: string; to?: string };
    if (!parsed.field) return {};
    const word = (value: string | null | undefined) => {
      if (!value) return "";
      if (parsed.field === "status") return inquiryStatuses[value as InquiryStatus] ?? value;
      if (parsed.field === "team") return site.teams[value as keyof typeof site.teams] ?? value;
      return names.get(value) ?? value;
    };
    return { from: word(parsed.from), to: word(parsed.to) };
  }

  const changeActions: Record<Altered["field"], AuditAction> = {
    status: "status changed",
    assigneeId: "assignee changed",
    team: "inquiry moved",
  };

  /**
   * What changed since `version`, field by field, in words (from the first change's "from" to
   * the last one's "to"), with who made the last change and when: from the audit rows of the
   * changes made from that version or later, which record it (`detail.version`).
   */
  async function changesSince(id: string, version: number) {
    const names = await namesById();
    const fields = new Map<string, { from: string; to: string; by: string | null; at: string }>();
    const actions = new Set<string>(Object.values(changeActions));
    const rows = (await store.auditRows({ inquiryId: id }))
      .filter((row) => actions.has(row.action))
      .reverse();
    for (const row of rows) {
      const detail = JSON.parse(row.detail) as { field?: string; version?: number };
      if (!detail.field || typeof detail.version !== "number" || detail.version < version) continue;
      const words = historyChange(row.detail, names);
      const earlier = fields.get(detail.field);
      fields.set(detail.field, {
        from: earlier ? earlier.from : (words.from ?? ""),
        to: words.to ?? "",
        by: row.personId ? (names.get(row.personId) ?? null) : null,
        at: row.at,
      });
    }
    return [...fields].map(([field, change]) => ({ field, ...change }));
  }

  /** The 409 of a change made from a stale version: the inquiry now, and what changed since. */
  async function conflict(reply: FastifyReply, id: string, version: number, error = text.conflict) {
    const now = await detail(id);
    const changes = await changesSince(id, version);
    return reply
      .code(409)
      .header("etag", entityTag(now.inquiry.version))
      .send({ error, ...now, changes });
  }

  /** The change a PATCH asks for, or the words saying why it cannot be made. */
  async function readChange(
    body: z.infer<typeof changeBody>,
    current: StoredInquiry,
  ): Promise<InquiryChange | string> {
    const change: InquiryChange = {};
    if (body.status !== undefined) change.status = body.status;
    if (body.team !== undefined) {
      if (!everyTeam.includes(body.team)) return text.badTeam;
      change.team = body.team;
    }
    const team = change.team ?? current.team;
    if (body.assigneeId !== undefined) {
      if (
        body.assigneeId !== null &&
        !(await assigneesFor(team)).some((member) => member.id === body.assigneeId)
      )
        return text.badAssignee;
      change.assigneeId = body.assigneeId;
    } else if (
      change.team &&
      current.assigneeId &&
      !(await assigneesFor(team)).some((member) => member.id === current.assigneeId)
    ) {
      // Moved to a team its assignee is not in: it waits there for someone to take it.
      change.assigneeId = null;
    }
    return change;
  }

  async function exportView(request: FastifyRequest, reply: FastifyReply, format: "csv" | "json") {
    const person = me(request);
    const filter = filterFrom(request.query as Query, person);
    const inquiries = await inbox.all(filter);
    const client = clientOf(request);
    // One row for the export, and one per inquiry, so each inquiry's history shows who took it.
    const rows: AuditEntry[] = [
      {
        personId: person.id,
        action: "inquiries exported",
        client,
        detail: { format, count: inquiries.length, ...filterDetail(filter) },
      },
      ...inquiries.map((inquiry): AuditEntry => ({
        personId: person.id,
        action: "inquiry exported",
        inquiryId: inquiry.id,
        client,
        detail: { format },
      })),
    ];
    await store.auditMany(rows);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type(format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="inquiries-${day}.${format}"`)
      .send(format === "csv" ? toCsv(inquiries) : toJson(inquiries));
  }

  return [
    {
      method: "GET",
      url: "/inquiries",
      rule: { access: "signed-in", audit: { byHandler: true } },
      shape: { query: listQuery, body: noBody },
      async handler(request) {
        const person = me(request);
        const query = request.query as Query;
        const present =
          query.free === "1" ? [...(await store.presentAt("inquiry", person.id)).keys()] : [];
        const filter = filterFrom(query, person, present);
        const page = pageNumber(query.page);
        const now = new Date();
        const { rows, total } = await inbox.list(
          filter,
          { offset: (page - 1) * staffPageSize, limit: staffPageSize },
          person.id,
          now,
        );
        await store.audit({
          personId: person.id,
          action: "inquiries listed",
          client: clientOf(request),
          detail: { page, count: rows.length, total, ...filterDetail(filter) },
        });
        const names = await namesById();
        const teams = Object.fromEntries(
          filter.teams.map((team) => [team, site.teams[team as keyof typeof site.teams]]),
        );
        return {
          rows: rows.map((row) => ({
            ...row,
            assignee: row.assigneeId ? (names.get(row.assigneeId) ?? null) : null,
          })),
          total,
          page,
          pageSize: staffPageSize,
          teams,
          view: filter.status,
          counts: await inbox.counts(filter.teams, now),
          seq: (await inbox.changes(filter.teams, Number.MAX_SAFE_INTEGER)).seq,
        };
      },
    },
    {
      method: "GET",
      url: "/inquiries/counts",
      rule: {
        access: "signed-in",
        // Asked at every move between staff pages, and again when the inbox changes.
        background: true,
        audit: { none: "counts only: no words, names or ids of any inquiry" },
      },
      shape: takesNothing,
      async handler(request) {
        const { open, overdue, due, byStatus } = await inbox.counts(
          teamsOf(me(request), everyTeam),
        );
        return { new: byStatus.new, open, due, overdue };
      },
    },
    {
      method: "GET",
      url: "/inquiries/changes",
      rule: {
        access: "signed-in",
        background: true,
        audit: { none: "a number and the ids of changed inquiries, no words of any inquiry" },
      },
      shape: { query: changesQuery, body: noBody },
      async handler(request) {
        // Without `since`: only the latest number, where the page starts watching from.
        const { since: seen } = request.query as z.infer<typeof changesQuery>;
        const since = seen === undefined ? Number.NaN : Number(seen);
        return inbox.changes(
          teamsOf(me(request), everyTeam),
          Number.isNaN(since) ? Number.MAX_SAFE_INTEGER : since,
        );
      },
    },
    {
      method: "GET",
      url: "/inquiries/export.csv",
      rule: { access: "signed-in", audit: { byHandler: true } },
      shape: { query: listQuery, body: noBody },
      handler: (request, reply) => exportView(request, reply, "csv"),
    },
    {
      method: "GET",
      url: "/inquiries/export.json",
      rule: { access: "signed-in", audit: { byHandler: true } },
      shape: { query: listQuery, body: noBody },
      handler: (request, reply) => exportView(request, reply, "json"),
    },
    {
      method: "GET",
      url: "/inquiries/:id",
      rule: { access: "signed-in", inquiry: true, audit: { action: "inquiry viewed" } },
      shape: takesNothing,
      async handler(request, reply) {
        const id = request.staff.inquiryId!;
        const person = me(request);
        await inbox.markRead(id, person.id);
        const answer = await detail(id);
        // The same person's other inquiries, in the teams this person may read only; read here
        // (not with each change's answer), and audited as a list is: which ones, by id.
        const related = await inbox.related(answer.inquiry, teamsOf(person, everyTeam));
        if (related.length > 0)
          await store.audit({
            personId: person.id,
            action: "related inquiries listed",
            client: clientOf(request),
            detail: {
              of: id,
              count: related.length,
              ids: related.map((each) => each.id).join(" "),
            },
          });
        reply.header("etag", entityTag(answer.inquiry.version));
        return { ...answer, related };
      },
    },
    {
      method: "PATCH",
      url: "/inquiries/:id",
      rule: {
        access: "signed-in",
        inquiry: true,
        version: { of: "inquiry", stale: "refused" },
        audit: { byHandler: true },
      },
      shape: { query: noQuery, body: changeBody },
      async handler(request, reply) {
        const id = request.staff.inquiryId!;
        const version = request.staff.ifMatch!;
        const body = request.body as z.infer<typeof changeBody>;
        const current = (await inbox.get(id))!;
        const change = await readChange(body, current);
        if (typeof change === "string") return reply.code(422).send({ error: change });
        const result = await inbox.update(id, version, change);
        if (result.outcome === "conflict") return conflict(reply, id, version);
        await store.auditMany(
          result.altered.map((altered) => ({
            personId: me(request).id,
            action: changeActions[altered.field],
            inquiryId: id,
            client: clientOf(request),
            detail: { ...altered, version },
          })),
        );
        // Moved out of the caller's teams: they may no longer read it.
        const stillTheirs = teamsOf(me(request), everyTeam).includes(result.inquiry.team);
        return stillTheirs ? detail(id) : { movedAway: true, team: result.inquiry.team };
      },
    },
    {
      method: "POST",
      url: "/inquiries/:id/notes",
      // A note undoes nobody's work: it goes through from any version.
      rule: {
        access: "signed-in",
        inquiry: true,
        version: { of: "inquiry", stale: "merged" },
        audit: { byHandler: true },
      },
      shape: { query: noQuery, body: noteBody },
      async handler(request, reply) {
        const id = request.staff.inquiryId!;
        const note = (request.body as z.infer<typeof noteBody>).text.trim();
        if (!note) return reply.code(422).send({ error: text.noteEmpty });
        if (note.length > noteMaxLength)
          return reply.code(422).send({ error: text.noteTooLong(noteMaxLength) });
        const added = await inbox.addNote(id, me(request).id, note);
        await store.audit({
          personId: me(request).id,
          action: "note added",
          inquiryId: id,
          client: clientOf(request),
          detail: { note: added.id, version: request.staff.ifMatch! },
        });
        return detail(id);
      },
    },
    {
      method: "POST",
      url: "/inquiries/:id/calls",
      // A call goes through from any version, unless it plans a follow-up on an inquiry closed
      // since (the store refuses it: 409).
      rule: {
        access: "signed-in",
        inquiry: true,
        version: { of: "inquiry", stale: "merged" },
        audit: { byHandler: true },
      },
      shape: { query: noQuery, body: callBody },
      async handler(request, reply) {
        const id = request.staff.inquiryId!;
        const body = request.body as z.infer<typeof callBody>;
        let nextAttemptAt: string | null = null;
        if (body.nextAttempt) {
          const [day, time] = body.nextAttempt.split("T") as [string, string];
          nextAttemptAt = zonedMoment(day, time) ?? null;
          if (!nextAttemptAt) return reply.code(422).send({ error: text.badAttempt });
          if (Date.parse(nextAttemptAt) < Date.now() - 60_000)
            return reply.code(422).send({ error: text.pastAttempt });
        }
        const person = me(request);
        const version = request.staff.ifMatch!;
        const result = await inbox.logCall(
          id,
          person.id,
          { outcome: body.outcome, note: body.note?.trim() ?? "", nextAttemptAt },
          new Date(),
          version,
        );
        if (result.outcome === "conflict")
          return conflict(reply, id, version, text.closedMeanwhile);
        const { call, altered } = result;
        // The call, then the status it moved: who, what came of it, when next; never the note.
        await store.auditMany([
          {
            personId: person.id,
            action: "call logged",
            inquiryId: id,
            client: clientOf(request),
            detail: {
              call: call.id,
              outcome: call.outcome,
              nextAttemptAt,
              note: call.note !== "",
              version,
            },
          },
          ...altered.map((change) => ({
            personId: person.id,
            action: changeActions[change.field],
            inquiryId: id,
            client: clientOf(request),
            detail: { ...change, version },
          })),
        ]);
        return detail(id);
      },
    },
    {
      method: "POST",
      url: "/inquiries/:id/hold",
      rule: {
        access: "admin",
        inquiry: true,
        version: { of: "inquiry", stale: "refused" },
        audit: { byHandler: true },
      },
      shape: { query: noQuery, body: holdBody },
      async handler(request, reply) {
        const id = request.staff.inquiryId!;
        const version = request.staff.ifMatch!;
        const { held } = request.body as z.infer<typeof holdBody>;
        if (!(await inbox.setHold(id, held, version))) return conflict(reply, id, version);
        await store.audit({
          personId: me(request).id,
          action: held ? "hold placed" : "hold lifted",
          inquiryId: id,
          client: clientOf(request),
          detail: { version },
        });
        return detail(id);
      },
    },
  ];
}
