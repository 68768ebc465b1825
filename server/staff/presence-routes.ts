/**
 * Presence (decision 028): which colleague has an inquiry or an application open, and whether
 * they are changing it, so two coordinators do not call the same family and a colleague's change
 * is expected rather than overwritten. Each open page sends a heartbeat every few seconds; the
 * answer says who else is there and the record's version now, so the page also learns within
 * seconds that someone changed what it shows. The lists ask who is where for their lines.
 *
 * Presence holds who, which record and whether they are editing: never a word of the record. Its
 * calls are `background` (an open page does not keep an idle session alive) and not audited:
 * opening the record was (its GET), and a heartbeat reads nothing of it but its version number.
 */
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { staffText } from "../../content/staff-ui.ts";
import { everyTeam } from "../contact/inbox.ts";
import { mayReadTeam } from "./policy.ts";
import { noBody, noQuery, type StaffContext, type StaffRoute, takesNothing } from "./route-kit.ts";
import type { PresenceKind } from "./store.ts";

/** A tab's own id: made by the page (`crypto.randomUUID()`), never trusted to mean more. */
const tab = z.string().regex(/^[\w-]{8,64}$/, "a tab's id");

/** A heartbeat: the tab, and whether its person has a change under way. */
export const heartbeatBody = z.strictObject({ tab, editing: z.boolean() });

/** A tab that closed, was hidden or went idle. */
const leaveBody = z.strictObject({ tab });

/** Someone else on a record, as the pages show them. */
export interface Colleague {
  name: string;
  editing: boolean;
}

/** What a heartbeat answers: who else is on the record, and its version now. */
export interface PresenceAnswer {
  others: Colleague[];
  version: number;
}

/** An application's id in the address: a UUID, else nothing is looked up. */
const applicationId = z.string().uuid();

export function presenceRoutes(context: StaffContext): StaffRoute[] {
  const { store, inbox, applications } = context;
  const me = (request: FastifyRequest) => request.staff.person!;

  /** The colleagues on each record of `kind`, by id, named; those `visible` keeps only. */
  async function colleagues(
    kind: PresenceKind,
    request: FastifyRequest,
    visible: (id: string) => boolean = () => true,
  ): Promise<Record<string, Colleague[]>> {
    const names = new Map((await store.people()).map((person) => [person.id, person.name]));
    const present: Record<string, Colleague[]> = {};
    for (const [id, viewers] of await store.presentAt(kind, me(request).id)) {
      if (!visible(id)) continue;
      present[id] = viewers.map((viewer) => ({
        name: names.get(viewer.personId) ?? "",
        editing: viewer.editing,
      }));
    }
    return present;
  }

  /** Records the caller's tab on the record, and answers who else is there and its version. */
  async function heartbeat(
    request: FastifyRequest,
    kind: PresenceKind,
    id: string,
    version: number,
  ): Promise<PresenceAnswer> {
    const body = request.body as z.infer<typeof heartbeatBody>;
    await store.markPresent({
      sessionId: request.staff.sessionId!,
      tab: body.tab,
      personId: me(request).id,
      kind,
      recordId: id,
      editing: body.editing,
    });
    return { others: (await colleagues(kind, request))[id] ?? [], version };
  }

  const background = {
    background: true,
    audit: { none: "who has which record open: names and ids, no word of any record" },
  } as const;

  return [
    {
      method: "POST",
      url: "/inquiries/:id/presence",
      // `inquiry`: the gate has checked it is in one of the caller's teams (else 404, audited).
      rule: { access: "signed-in", inquiry: true, ...background },
      shape: { query: noQuery, body: heartbeatBody },
      async handler(request) {
        const id = request.staff.inquiryId!;
        return heartbeat(request, "inquiry", id, (await inbox.get(id))!.version);
      },
    },
    {
      method: "POST",
      url: "/applications/:id/presence",
      rule: { access: "hiring", ...background },
      shape: { query: noQuery, body: heartbeatBody },
      async handler(request, reply) {
        const { id } = request.params as { id: string };
        const version = applicationId.safeParse(id).success
          ? await applications.versionOf(id)
          : undefined;
        if (version === undefined)
          return reply.code(404).send({ error: staffText.api.noApplication });
        return heartbeat(request, "application", id, version);
      },
    },
    {
      method: "POST",
      url: "/presence/leave",
      rule: { access: "signed-in", ...background },
      shape: { query: noQuery, body: leaveBody },
      async handler(request) {
        await store.leave(
          request.staff.sessionId!,
          (request.body as z.infer<typeof leaveBody>).tab,
        );
        return { left: true };
      },
    },
    {
      method: "GET",
      url: "/inquiries/presence",
      rule: { access: "signed-in", ...background },
      shape: takesNothing,
      async handler(request) {
        const person = me(request);
        const teams = everyTeam.filter((team) => mayReadTeam(person, team));
        // The inquiries open now, each looked up in the caller's teams (a query each).
        const open = [...(await store.presentAt("inquiry", person.id)).keys()];
        const teamOf = new Map(
          await Promise.all(open.map(async (id) => [id, await inbox.teamOf(id)] as const)),
        );
        return {
          present: await colleagues("inquiry", request, (id) => {
            const team = teamOf.get(id);
            return team !== undefined && teams.includes(team);
          }),
        };
      },
    },
    {
      method: "GET",
      url: "/applications/presence",
      rule: { access: "hiring", ...background },
      shape: { query: noQuery, body: noBody },
      async handler(request) {
        return { present: await colleagues("application", request) };
      },
    },
  ];
}
