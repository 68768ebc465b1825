/**
 * The report's routes, for administrators: the figures per team and week as JSON for the page,
 * and as CSV. Both write an audit row with the weeks and team asked for; the report holds counts
 * and times only, no inquiry's words, names or references.
 */
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { site } from "../../content/site.ts";
import { everyTeam } from "../contact/inbox.ts";
import { field } from "./query-fields.ts";
import { clientOf, noBody, type StaffContext, type StaffRoute } from "./route-kit.ts";
import { reportCsv, reportSpan, reportWeeks, weeklyReport } from "./report.ts";

/** The report's query: how many weeks (8 by default), and one team or all. */
export const reportQuery = z.object({
  weeks: field(z.enum(reportWeeks)),
  team: field(z.enum(everyTeam as [string, ...string[]])),
});

export function reportRoutes(context: StaffContext): StaffRoute[] {
  const { store, inbox } = context;

  /** The report a query asks for, audited as `action` with the weeks and team. */
  async function report(request: FastifyRequest, action: "report viewed" | "report exported") {
    const query = request.query as z.infer<typeof reportQuery>;
    const weeks = Number(query.weeks ?? reportWeeks[0]);
    const teams = query.team ? [query.team] : everyTeam;
    const now = new Date();
    const span = reportSpan(weeks, now);
    const rows = weeklyReport(
      await inbox.contactFacts(teams, span.since, span.until),
      span.mondays,
      teams,
      now,
    );
    await store.audit({
      personId: request.staff.person!.id,
      action,
      client: clientOf(request),
      detail: { weeks, team: query.team ?? null },
    });
    return { rows, weeks, team: query.team ?? null };
  }

  return [
    {
      method: "GET",
      url: "/report",
      rule: { access: "admin", audit: { byHandler: true } },
      shape: { query: reportQuery, body: noBody },
      async handler(request) {
        return {
          ...(await report(request, "report viewed")),
          teams: site.teams,
          replyBusinessDays: site.contactForm.replyBusinessDays,
        };
      },
    },
    {
      method: "GET",
      url: "/report.csv",
      rule: { access: "admin", audit: { byHandler: true } },
      shape: { query: reportQuery, body: noBody },
      async handler(request, reply) {
        const { rows } = await report(request, "report exported");
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="report-${day}.csv"`)
          .send(reportCsv(rows));
      },
    },
  ];
}
