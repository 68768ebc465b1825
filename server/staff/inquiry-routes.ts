/**
 * The inbox's API: the inquiries of the caller's teams, one inquiry with its notes and history,
 * changes that never overwrite someone else's silently, notes, exports and holds. Each route is
 * declared with its rule (policy.ts); a route about one inquiry (`inquiry: true`) is refused by
 * the gate, with a 404 and an audit row, unless the inquiry is in one of the caller's teams.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { inquiryFields, inquiryKeys } from "../../content/inquiry-form.ts";
import { site } from "../../content/site.ts";
import {
  type AuditAction,
  type InquiryStatus,
  inquiryStatuses,
  staffText,
} from "../../content/staff-ui.ts";
import { addDays, dayStart } from "../contact/business-days.ts";
import { toCsv, toJson } from "../contact/export.ts";
import {
  type Altered,
  everyTeam,
  type InboxFilter,
  type InquiryChange,
  type StoredInquiry,
} from "../contact/inbox.ts";
import { teamsOf } from "./policy.ts";
import { clientOf, type StaffContext, type StaffRoute } from "./plugin.ts";
import type { AuditEntry, Person } from "./store.ts";

const text = staffText.api;

/** Inquiries on one page of the list. */
export const pageSize = 25;

/** The longest note. */
export const noteMaxLength = 5000;

/** The most words a search takes. */
const searchMaxLength = 200;

function isStatus(value: unknown): value is InquiryStatus {
  return typeof value === "string" && Object.hasOwn(inquiryStatuses, value);
}

type Query = Record<string, string | undefined>;

/**
 * The list's filter from the address's query: status, team, mine, from, to (days in the
 * provider's time zone, both included), q. Always limited to the caller's teams.
 */
export function filterFrom(query: Query, person: Person): InboxFilter {
  const teams = teamsOf(person, everyTeam);
  const from = query.from ? dayStart(query.from, site.timeZone) : undefined;
  const to = query.to && dayStart(query.to, site.timeZone) ? addDays(query.to, 1) : undefined;
  return {
    teams,
    status: query.status === "all" ? "all" : isStatus(query.status) ? query.status : undefined,
    team: query.team && teams.includes(query.team) ? query.team : undefined,
    assigneeId: query.mine === "1" ? person.id : undefined,
    since: from,
    until: to ? dayStart(to, site.timeZone) : undefined,
    search: query.q?.trim().slice(0, searchMaxLength) || undefined,
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
    since: filter.since ?? null,
    until: filter.until ?? null,
    search: Boolean(filter.search),
  };
}

export function inquiryRoutes(context: StaffContext): StaffRoute[] {
  const { store, inbox } = context;
  const me = (request: FastifyRequest) => request.staff.person!;

  /** Names of people by id, for the assignee and the authors of notes and history. */
  function namesById(): Map<string, string> {
    return new Map(store.people().map((person) => [person.id, person.name]));
  }

  /** Who may be assigned an inquiry of `team`: its members with access. */
  function membersOf(team: string) {
    return store
      .people()
      .filter((person) => !person.revokedAt && person.teams.includes(team))
      .map((person) => ({ id: person.id, name: person.name }));
  }

  function inquiryView(inquiry: StoredInquiry, names = namesById()) {
    return {
      ...inquiry,
      assignee: inquiry.assigneeId ? (names.get(inquiry.assigneeId) ?? null) : null,
    };
  }

  /** The inquiry, its notes, its history and whom it can go to: the page of one inquiry. */
  function detail(id: string) {
    const names = namesById();
    const inquiry = inbox.get(id)!;
    const history = store
      .auditRows({ inquiryId: id })
      .filter((row) => row.action !== "denied")
      .map((row) => ({
        at: row.at,
        action: row.action as AuditAction,
        person: row.personId ? (names.get(row.personId) ?? null) : null,
        ...historyChange(row.detail),
      }));
    return {
      inquiry: inquiryView(inquiry, names),
      notes: inbox.notes(id).map((note) => ({ ...note, author: names.get(note.personId) ?? null })),
      history,
      assignees: membersOf(inquiry.team),
      teams: site.teams,
      // The form's fields in its order, under their labels: sent with the inquiry so that the
      // staff page does not load the public form's module (it would then be shared by both).
      fields: inquiryKeys.map((key) => ({ key, label: inquiryFields[key].label })),
    };
  }

  /** What a change row says, in words staff read (statuses, teams and people by name). */
  function historyChange(detail: string): { from?: string; to?: string } {
    const parsed = JSON.parse(detail) as { field?: string; from?: string; to?: string };
    if (!parsed.field) return {};
    const names = namesById();
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

  /** The change a PATCH asks for, or the words saying why it cannot be made. */
  function readChange(
    body: Record<string, unknown>,
    current: StoredInquiry,
  ): InquiryChange | string {
    const change: InquiryChange = {};
    if (body.status !== undefined) {
      if (!isStatus(body.status)) return text.badStatus;
      change.status = body.status;
    }
    if (body.team !== undefined) {
      if (typeof body.team !== "string" || !everyTeam.includes(body.team)) return text.badTeam;
      change.team = body.team;
    }
    const team = change.team ?? current.team;
    if (body.assigneeId !== undefined) {
      if (
        body.assigneeId !== null &&
        !membersOf(team).some((member) => member.id === body.assigneeId)
      )
        return text.badAssignee;
      change.assigneeId = body.assigneeId as string | null;
    } else if (
      change.team &&
      current.assigneeId &&
      !membersOf(team).some((member) => member.id === current.assigneeId)
    ) {
      // Moved to a team its assignee is not in: it waits there for someone to take it.
      change.assigneeId = null;
    }
    return change;
  }

  async function exportView(request: FastifyRequest, reply: FastifyReply, format: "csv" | "json") {
    const person = me(request);
    const filter = filterFrom(request.query as Query, person);
    const inquiries = inbox.all(filter);
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
    store.auditMany(rows);
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
      async handler(request) {
        const person = me(request);
        const query = request.query as Query;
        const filter = filterFrom(query, person);
        const page = Math.max(1, Math.min(100_000, Number.parseInt(query.page ?? "1", 10) || 1));
        const { rows, total } = inbox.list(
          filter,
          { offset: (page - 1) * pageSize, limit: pageSize },
          person.id,
        );
        store.audit({
          personId: person.id,
          action: "inquiries listed",
          client: clientOf(request),
          detail: { page, count: rows.length, total, ...filterDetail(filter) },
        });
        const names = namesById();
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
          pageSize,
          teams,
          seq: inbox.changes(filter.teams, Number.MAX_SAFE_INTEGER).seq,
        };
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
      async handler(request) {
        // Without `since`: only the latest number, where the page starts watching from.
        const since = Number.parseInt((request.query as Query).since ?? "", 10);
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
      handler: (request, reply) => exportView(request, reply, "csv"),
    },
    {
      method: "GET",
      url: "/inquiries/export.json",
      rule: { access: "signed-in", audit: { byHandler: true } },
      handler: (request, reply) => exportView(request, reply, "json"),
    },
    {
      method: "GET",
      url: "/inquiries/:id",
      rule: { access: "signed-in", inquiry: true, audit: { action: "inquiry viewed" } },
      async handler(request) {
        const id = request.staff.inquiryId!;
        inbox.markRead(id, me(request).id);
        return detail(id);
      },
    },
    {
      method: "PATCH",
      url: "/inquiries/:id",
      rule: { access: "signed-in", inquiry: true, audit: { byHandler: true } },
      async handler(request, reply) {
        const id = request.staff.inquiryId!;
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (!Number.isInteger(body.version)) return reply.code(400).send({ error: text.noVersion });
        const current = inbox.get(id)!;
        const change = readChange(body, current);
        if (typeof change === "string") return reply.code(422).send({ error: change });
        const result = inbox.update(id, body.version as number, change);
        if (result.outcome === "conflict")
          return reply.code(409).send({ error: text.conflict, ...detail(id) });
        store.auditMany(
          result.altered.map((altered) => ({
            personId: me(request).id,
            action: changeActions[altered.field],
            inquiryId: id,
            client: clientOf(request),
            detail: { ...altered },
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
      rule: { access: "signed-in", inquiry: true, audit: { byHandler: true } },
      async handler(request, reply) {
        const id = request.staff.inquiryId!;
        const note = String((request.body as { text?: unknown } | undefined)?.text ?? "").trim();
        if (!note) return reply.code(422).send({ error: text.noteEmpty });
        if (note.length > noteMaxLength)
          return reply.code(422).send({ error: text.noteTooLong(noteMaxLength) });
        const added = inbox.addNote(id, me(request).id, note);
        store.audit({
          personId: me(request).id,
          action: "note added",
          inquiryId: id,
          client: clientOf(request),
          detail: { note: added.id },
        });
        return detail(id);
      },
    },
    {
      method: "POST",
      url: "/inquiries/:id/hold",
      rule: { access: "admin", inquiry: true, audit: { byHandler: true } },
      async handler(request) {
        const id = request.staff.inquiryId!;
        const held = (request.body as { held?: unknown } | undefined)?.held === true;
        inbox.setHold(id, held);
        store.audit({
          personId: me(request).id,
          action: held ? "hold placed" : "hold lifted",
          inquiryId: id,
          client: clientOf(request),
        });
        return detail(id);
      },
    },
  ];
}
