import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { staffPath } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { staffText } from "../../content/staff-ui.ts";

const t = staffText.notFound;

/** "Not found" inside the staff frame: an unknown address, or a page that is not theirs. */
export function StaffNotFound() {
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

/**
 * For the staff pages' loaders: a page the API says is not theirs (404) shows as not found, inside
 * the staff frame; anything else says something went wrong.
 */
export function StaffErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <StaffNotFound />;
  return <p className="staff-error">{staffText.errors.generic}</p>;
}
