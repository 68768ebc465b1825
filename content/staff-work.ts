/**
 * The staff area's front door, by team. Apart from content/navigation.ts so that imports run one
 * way: the site's facts (content/site.ts, where the teams are) are typed by a schema that reads
 * the site map, so the site map cannot read the facts.
 */
import { staffPath } from "./navigation.ts";
import { hiringTeam, site } from "./site.ts";

/**
 * Where a person's own work is, which signing in and the staff area's front door lead to: the
 * work of the first of their teams in the order content/site.ts lists them, so the inquiries'
 * inbox for Intake, Care and Specialized services (and for someone in one of them and Hiring),
 * the job applications for someone in Hiring alone; the inbox for someone in no team.
 */
export function staffWorkPath(teams: readonly string[]): string {
  const first = Object.keys(site.teams).find((team) => teams.includes(team));
  return staffPath(first === hiringTeam ? "applications" : "inbox");
}
