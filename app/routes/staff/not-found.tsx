import { Link } from "react-router";
import { staffPath } from "../../../content/navigation.ts";
import { site } from "../../../content/site.ts";
import { staffText } from "../../../content/staff-ui.ts";

const t = staffText.notFound;

/** An address under /staff that is no staff page. */
export default function StaffNotFound() {
  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <p>
        <Link to={staffPath("home")}>{t.home}</Link>
      </p>
    </>
  );
}
