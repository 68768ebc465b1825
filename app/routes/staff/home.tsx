import { Link, useOutletContext } from "react-router";
import { staffPath } from "../../../content/navigation.ts";
import { hiringTeam, site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";
import type { Me } from "../../staff/staff-api.ts";

const t = staffText.home;

/** The staff area's first page: who you are and what you can do. */
export default function StaffHome() {
  const me = useOutletContext<Me>();
  const teams = me.person.teams.map((team) => me.teams[team] ?? team);
  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <p>{teams.length > 0 ? t.teams(teams.join(", ")) : t.noTeams}</p>
      <p>{t.intro}</p>
      <ul className="staff-links">
        <li>
          <Link to={staffPath("inbox")}>{staffText.nav.inbox}</Link>: {t.inbox}
        </li>
        {me.person.admin || me.person.teams.includes(hiringTeam) ? (
          <li>
            <Link to={staffPath("applications")}>{staffText.nav.applications}</Link>:{" "}
            {t.applications}
          </li>
        ) : null}
        <li>
          <Link to={staffPath("passkeys")}>{staffText.nav.passkeys}</Link>: {t.passkeys}
        </li>
        {me.person.admin ? (
          <>
            <li>
              <Link to={staffPath("people")}>{staffText.nav.people}</Link>: {t.people}
            </li>
            <li>
              <Link to={staffPath("audit")}>{staffText.nav.audit}</Link>: {t.audit}
            </li>
            <li>
              <Link to={staffPath("report")}>{staffText.nav.report}</Link>: {t.report}
            </li>
          </>
        ) : null}
      </ul>
    </>
  );
}
