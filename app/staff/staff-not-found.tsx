import {
  isRouteErrorResponse,
  Link,
  useOutletContext,
  useParams,
  useRevalidator,
  useRouteError,
} from "react-router";
import { staffPath } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { staffText } from "../../content/staff-ui.ts";
import type { Me } from "./staff-api.ts";

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
 * An inquiry the API would not show: the same words whether it is another team's or gone, so the
 * page reveals no more than the API's 404 does, and whom to ask.
 */
function InquiryNotFound() {
  // An administrator may open every team's: for them it no longer exists (or never did), and
  // the audit trail says what happened to it.
  const admin = useOutletContext<Me | undefined>()?.person.admin;
  const { id = "" } = useParams();
  return (
    <>
      <title>{`${t.inquiryTitle} | ${site.name}`}</title>
      <h1>{t.inquiryTitle}</h1>
      <p>
        {admin
          ? t.inquiryGoneText(site.contactForm.retentionDays)
          : t.inquiryText(site.contactForm.retentionDays)}
      </p>
      {admin ? (
        <p>
          <Link to={`${staffPath("audit")}?${new URLSearchParams({ inquiry: id })}`}>
            {t.inquiryTrail}
          </Link>
        </p>
      ) : null}
      <p>
        <Link to={staffPath("inbox")}>{t.inbox}</Link>
      </p>
    </>
  );
}

/** The server could not be reached, or failed: say so in the page, and offer to try again. */
function LoadFailed() {
  const revalidator = useRevalidator();
  const c = staffText.connection;
  return (
    <div role="alert">
      <title>{`${c.failedTitle} | ${site.name}`}</title>
      <h1>{c.failedTitle}</h1>
      <p>{c.failed}</p>
      <p>
        <button
          type="button"
          className="button"
          aria-disabled={revalidator.state === "loading"}
          onClick={() => void revalidator.revalidate()}
        >
          {c.retry}
        </button>
      </p>
    </div>
  );
}

/**
 * For the staff pages' loaders: a page the API says is not theirs (404) shows as not found, inside
 * the staff frame (in its own words for an inquiry); a failed connection or a failure on the
 * server's side offers to try again.
 */
export function StaffErrorBoundary({
  about,
}: {
  /** What the page shows, for its words. */ about?: "inquiry";
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return about === "inquiry" ? <InquiryNotFound /> : <StaffNotFound />;
  if (isRouteErrorResponse(error) && (error.status === 0 || error.status >= 500))
    return <LoadFailed />;
  return <p className="staff-error">{staffText.errors.generic}</p>;
}
