import { Navigate, useOutletContext } from "react-router";
import { staffWorkPath } from "../../../content/staff-work.ts";
import type { Me } from "../../staff/staff-api.ts";

/**
 * The staff area's front door leads to the person's own work (issue 39): the inbox, or the job
 * applications for the hiring team. Signing in or up there lands on it too; the header's menu
 * has every other page.
 */
export default function StaffHome() {
  const me = useOutletContext<Me>();
  return <Navigate to={staffWorkPath(me.person.teams)} replace />;
}
