/**
 * Who may do what in the staff area: the one place that decides. Every staff API route is
 * declared with a rule (`StaffRule`), and `server/staff/plugin.ts` refuses to register a route
 * without one, so a route nobody thought about cannot exist.
 *
 * Least privilege (PHIPA): a person sees their own teams' inquiries; an administrator sees all and
 * manages people; the hiring team (and administrators) manage the job postings. Someone asking
 * for what is not theirs is told it does not exist (404, not 403), so the answer does not confirm
 * it is there, and the attempt is audited.
 */
import type { AuditAction } from "../../content/staff-ui.ts";
import { hiringTeam } from "../../content/site.ts";
import type { Person } from "./store.ts";

/** Who may call a route. */
export type Access =
  /** Anyone, signed in or not: only the steps of signing in and of accepting an invitation. */
  | "anyone"
  /** Any person with a valid session. */
  | "signed-in"
  /** Administrators only. */
  | "admin"
  /** Members of the hiring team, and administrators: the job postings. */
  | "hiring";

/** How a route's use is written to the audit trail. */
export type AuditRule =
  /** Each allowed call writes one row with this action, before the answer is sent. */
  | { action: AuditAction }
  /** The handler writes its own rows (who signed in is known only after the check). */
  | { byHandler: true }
  /** Nothing is recorded, and this says why: the answer holds nothing but the caller's own. */
  | { none: string };

/** The rule every staff route is declared with. */
export interface StaffRule {
  access: Access;
  audit: AuditRule;
  /**
   * The route's `:id` is an inquiry: it must be in one of the caller's teams (`mayReadTeam`), or
   * the answer is 404 and the attempt is audited, as for an inquiry that does not exist.
   */
  inquiry?: true;
  /**
   * A check the page makes by itself in the background (is there anything new?): it does not
   * count as activity, so an open page never keeps an idle session alive.
   */
  background?: true;
  /**
   * Called by the identity provider, server to server (its back-channel logout): a form post
   * from no browser, so not held to the same-origin JSON rule; its signed token is its proof.
   */
  fromProvider?: true;
  /**
   * The route changes the record its `:id` names (decision 028). The call must carry `If-Match`
   * with the record's entity tag, the version the change was made from: without one the gate
   * refuses it (428), so no page can change a record without saying what it saw.
   * `stale: "refused"`: a change made from an older version is refused by the record's store,
   * inside the transaction that would write it (409, with the record as it is now and what
   * changed since). `stale: "merged"`: an addition that undoes nobody's work (a note, a call on
   * an open inquiry) goes through from an older version; its store refuses it (409) only where it
   * would contradict the change made since (a follow-up planned on an inquiry closed meanwhile).
   */
  version?: { of: "inquiry" | "application" | "posting"; stale: "refused" | "merged" };
}

/** What happens to a call. */
export type Verdict =
  /** Go on to the handler. */
  | "allow"
  /** No valid session: 401, and the browser shows the sign-in page. */
  | "sign-in"
  /** Signed in, but not theirs: 404, as if it did not exist, and audited. */
  | "hide";

/** The policy: what `person` (undefined when not signed in) may do with a route of `access`. */
export function decide(access: Access, person: Person | undefined): Verdict {
  if (access === "anyone") return "allow";
  if (!person || person.revokedAt) return "sign-in";
  if (access === "admin" && !person.admin) return "hide";
  if (access === "hiring" && !mayReadTeam(person, hiringTeam)) return "hide";
  return "allow";
}

/**
 * Whether `person` may see what belongs to `team` (an inquiry): their own teams, or every team for
 * an administrator.
 */
export function mayReadTeam(person: Person, team: string): boolean {
  return person.admin || person.teams.includes(team);
}

/** The teams whose inquiries `person` may read. */
export function teamsOf(person: Person, everyTeam: readonly string[]): readonly string[] {
  return person.admin ? everyTeam : person.teams.filter((team) => everyTeam.includes(team));
}

/**
 * The policy for a route about one inquiry, once `decide` allowed the caller: `team` is the
 * inquiry's team, undefined when there is no such inquiry. Either way a refusal looks the same.
 */
export function decideInquiry(person: Person, team: string | undefined): Verdict {
  return team !== undefined && mayReadTeam(person, team) ? "allow" : "hide";
}
