import { startAuthentication } from "@simplewebauthn/browser";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  data,
  Link,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRevalidator,
} from "react-router";
import { staffPath } from "../../../content/navigation.ts";
import { hiringTeam, site } from "../../../content/site.ts";
import { staffText as t } from "../../../content/staff-ui.ts";
import type { PageHandle } from "../../lib/page-handle.ts";
import { usePageStart } from "../../lib/use-page-start.ts";
import { passkeyErrorMessage, passkeysUnavailable } from "../../staff/passkey-errors.ts";
import { useUi } from "../../lib/use-ui.ts";
import {
  type ApplicationCounts,
  type Me,
  type NavCounts,
  type SignInMethods,
  staffApi,
  staffApiAddress,
} from "../../staff/staff-api.ts";
import { StaffErrorBoundary } from "../../staff/staff-not-found.tsx";
import "../../staff/staff.css";
import type { Route } from "./+types/layout";

/** The staff area: its own frame (no public header and footer), and React in charge. */
export const handle: PageHandle = { staff: true, hydrate: true };

/**
 * Who is signed in, and how many inquiries are new and overdue for the navigation; asked again at
 * every navigation (and when the inbox learns of a change), so an ended session shows at once.
 * A connection that dropped, or a server that failed, is not a session that ended: the page
 * says so and offers to try again (ErrorBoundary), instead of asking to sign in.
 */
export async function clientLoader() {
  const [answer, counts] = await Promise.all([
    staffApi<Me>("GET", "/me"),
    staffApi<NavCounts>("GET", "/inquiries/counts"),
  ]);
  if (!answer.ok && (answer.status === 0 || answer.status >= 500))
    throw data(answer.error, { status: answer.status });
  // Not signed in: which ways in the sign-in form offers.
  const methods = answer.ok ? undefined : await staffApi<SignInMethods>("GET", "/sign-in/methods");
  // The job applications past their 45-day date, for those who read them: asked only of the
  // hiring team and administrators, so nobody else's navigation is refused (and audited).
  const person = answer.ok ? answer.data.person : undefined;
  const applications =
    person && (person.admin || person.teams.includes(hiringTeam))
      ? await staffApi<ApplicationCounts>("GET", "/applications/counts")
      : undefined;
  return {
    me: answer.ok ? answer.data : null,
    counts: counts.ok ? counts.data : null,
    applicationCounts: applications?.ok ? applications.data : null,
    methods: methods?.ok ? methods.data : passkeysOnly,
  };
}

const passkeysOnly: SignInMethods = { organisation: false, organisationRequired: false };

export function shouldRevalidate() {
  return true;
}

export function HydrateFallback() {
  return (
    <main id="main" className="staff-main">
      <p>{t.loading}</p>
      <noscript>
        <p className="staff-error">{t.needsScript}</p>
      </noscript>
    </main>
  );
}

/**
 * The staff area's frame: its own header and navigation, the signed-in person, sign out, and the
 * warning before an idle session ends. Without a session, every staff page shows the sign-in
 * form in place, so the person goes on where they were once signed in.
 */
export default function StaffLayout({
  loaderData: { me, counts, applicationCounts, methods },
}: Route.ComponentProps) {
  const isPublic = useMatches().some((match) => (match.handle as PageHandle | undefined)?.public);
  // Remembered from earlier renders: signed in before and not now means the session ended.
  // Signing out oneself is not a session ending (Frame's sign-out says so in the history state).
  const [signedInBefore, setSignedInBefore] = useState(Boolean(me));
  if (me && !signedInBefore) setSignedInBefore(true);
  const signedOut = (useLocation().state as { signedOut?: boolean } | null)?.signedOut;
  const expired = signedInBefore && !me && !signedOut;

  if (isPublic) return <Frame>{<Outlet />}</Frame>;
  if (!me) return <Frame>{<SignIn expired={expired} methods={methods} />}</Frame>;
  return (
    <Frame me={me} counts={counts} applicationCounts={applicationCounts}>
      <StaffScripts />
      <Outlet context={me} />
      <IdleWarning me={me} />
    </Frame>
  );
}

/** The frame could not learn who is signed in: the connection or the server failed. */
export function ErrorBoundary() {
  return (
    <Frame>
      <StaffErrorBoundary />
    </Frame>
  );
}

/** The browser's copy of React Router's manifest: each route's module and loader chunk. */
type RouteManifest = Record<string, { module?: string; clientLoaderModule?: string }>;

/**
 * The scripts of every staff page, fetched once signed in: a page change then needs only its
 * data, so a connection lost on the way is said in the page (ErrorBoundary). Fetched with plain
 * `import()`, whose failure is ignored: React Router's own prefetch reloads the page when a
 * module fails, which offline became a loop of reloads. A page whose script could not be fetched
 * ahead loads in full when asked for (app/lib/load-in-full.ts), as before.
 */
function StaffScripts() {
  useEffect(() => {
    const routes = (window as unknown as { __reactRouterManifest?: { routes: RouteManifest } })
      .__reactRouterManifest?.routes;
    for (const [id, route] of Object.entries(routes ?? {})) {
      if (!id.startsWith("routes/staff/")) continue;
      for (const url of [route.module, route.clientLoaderModule])
        if (url) void import(/* @vite-ignore */ url).catch(() => undefined);
    }
  }, []);
  return null;
}

function Frame({
  me,
  counts,
  applicationCounts,
  children,
}: {
  me?: Me;
  counts?: NavCounts | null;
  /** For the hiring team and administrators: the job applications' counts. */
  applicationCounts?: ApplicationCounts | null;
  children: ReactNode;
}) {
  const ui = useUi();
  const main = useRef<HTMLElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const slow = useSlowNavigation();
  // Each page changed in the browser starts at its top with focus on its h1; signing in or out
  // swaps the page in place, and counts as a change too.
  usePageStart(main, Boolean(me));
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  async function signOut() {
    await staffApi("POST", "/sign-out");
    await navigate(staffPath("home"), { state: { signedOut: true } });
    await revalidator.revalidate();
  }
  // The phone's menu closes once a link in it was followed.
  const closeMenu = () => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  };
  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <header className="staff-header">
        <p className="staff-header__title">
          {site.shortName}
          <span className="staff-header__area">: {t.areaName}</span>
        </p>
        {me ? (
          <nav aria-label={t.nav.label} className="staff-nav">
            <ul>
              <li>
                <Link to={staffPath("inbox")} className="staff-nav__inbox">
                  {t.nav.inbox}
                  {counts && counts.new > 0 ? (
                    <span className="staff-count"> {t.nav.newCount(counts.new)}</span>
                  ) : null}
                  {counts && counts.overdue > 0 ? (
                    <span className="staff-count" data-overdue="">
                      {" "}
                      {t.nav.overdueCount(counts.overdue)}
                    </span>
                  ) : null}
                </Link>
              </li>
            </ul>
            {/* On a phone the rest waits behind one button (a popover); wider, it is in line. */}
            <button type="button" className="staff-menu-button" popoverTarget="staff-menu">
              {t.nav.menu}
            </button>
            {/* Clicks only close it after a link inside was followed. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
            <div
              id="staff-menu"
              popover="auto"
              className="staff-menu"
              ref={menu}
              onClick={closeMenu}
            >
              <ul>
                <li>
                  <Link to={staffPath("passkeys")}>{t.nav.passkeys}</Link>
                </li>
                {me.person.admin || me.person.teams.includes(hiringTeam) ? (
                  <>
                    <li>
                      <Link to={staffPath("applications")}>
                        {t.nav.applications}
                        {applicationCounts && applicationCounts.overdue > 0 ? (
                          <span className="staff-count" data-overdue="">
                            {" "}
                            {t.nav.lateApplications(applicationCounts.overdue)}
                          </span>
                        ) : null}
                      </Link>
                    </li>
                    <li>
                      <Link to={staffPath("postings")}>{t.nav.postings}</Link>
                    </li>
                  </>
                ) : null}
                {me.person.admin ? (
                  <>
                    <li>
                      <Link to={staffPath("people")}>{t.nav.people}</Link>
                    </li>
                    <li>
                      <Link to={staffPath("audit")}>{t.nav.audit}</Link>
                    </li>
                    <li>
                      <Link to={staffPath("report")}>{t.nav.report}</Link>
                    </li>
                    <li>
                      <Link to={staffPath("savedReplies")}>{t.nav.savedReplies}</Link>
                    </li>
                  </>
                ) : null}
              </ul>
              <p className="staff-header__who">
                {/* An administrator's menu says enough, and fills a desktop's header. */}
                {t.signedInAs(
                  me.person.name,
                  me.person.admin
                    ? ""
                    : me.person.teams.map((team) => me.teams[team] ?? team).join(", "),
                )}
              </p>
              <button type="button" className="button button--secondary" onClick={signOut}>
                {t.nav.signOut}
              </button>
            </div>
          </nav>
        ) : null}
      </header>
      {/* Said politely, and shown only once a page change has taken long enough to notice. */}
      <p role="status" className="staff-progress" data-shown={slow || undefined}>
        {slow ? t.connection.loading : ""}
      </p>
      <main id="main" className="staff-main" tabIndex={-1} ref={main}>
        {children}
      </main>
    </>
  );
}

/** How long a page change may take before it shows progress. */
const slowAfterMs = 300;

/** True while a page change (or a reload of its data) has been under way for `slowAfterMs`. */
function useSlowNavigation(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== "idle" || revalidator.state === "loading";
  const [slow, setSlow] = useState(false);
  if (!busy && slow) setSlow(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [busy]);
  return busy && slow;
}

function SignIn({ expired, methods }: { expired: boolean; methods: SignInMethods }) {
  const revalidator = useRevalidator();
  const location = useLocation();
  // Back from the organisation's sign-in without being let in: why, in words.
  const refused = new URLSearchParams(location.search).get("refused");
  const refusedWords = refused ? t.signIn.refused[refused] : undefined;
  // The organisation's sign-in comes back to this page, or from the front door to the person's
  // own work.
  const returnTo = location.pathname === staffPath("home") ? undefined : location.pathname;
  const [state, setState] = useState<{ working: boolean; error?: string }>({ working: false });
  async function signIn() {
    const unavailable = passkeysUnavailable();
    if (unavailable) return setState({ working: false, error: unavailable });
    setState({ working: true });
    const options = await staffApi<{
      options: Parameters<typeof startAuthentication>[0]["optionsJSON"];
    }>("POST", "/sign-in/options");
    if (!options.ok) return setState({ working: false, error: options.error || t.errors.network });
    let response;
    try {
      response = await startAuthentication({ optionsJSON: options.data.options });
    } catch (error) {
      return setState({ working: false, error: passkeyErrorMessage(error) });
    }
    const verified = await staffApi("POST", "/sign-in/verify", response);
    if (!verified.ok)
      return setState({ working: false, error: verified.error || t.errors.network });
    setState({ working: false });
    // Signed in, this page shows: the front door leads on to the person's own work
    // (home.tsx); any other page is the one they asked for (a colleague's link, or where the
    // session ended).
    await revalidator.revalidate();
  }
  return (
    <section aria-labelledby="sign-in-title" className="staff-card">
      <title>{`${t.signIn.title} | ${site.name}`}</title>
      <h1 id="sign-in-title">{t.signIn.title}</h1>
      {expired ? <p className="note">{t.signIn.expired}</p> : null}
      {refusedWords ? (
        <div className="staff-error" role="alert">
          <h2>{t.signIn.refusedTitle}</h2>
          <p>{refusedWords}</p>
        </div>
      ) : null}
      {methods.organisation ? (
        <>
          <p>{t.signIn.organisationIntro}</p>
          <p>
            <a
              className="button"
              href={staffApiAddress(
                `/organisation/start${returnTo ? `?return=${encodeURIComponent(returnTo)}` : ""}`,
              )}
            >
              {t.signIn.organisation(site.shortName)}
            </a>
          </p>
          <h2>{t.signIn.passkeyHeading}</h2>
          <p>{methods.organisationRequired ? t.signIn.passkeyEmergency : t.signIn.intro}</p>
        </>
      ) : (
        <p>{t.signIn.intro}</p>
      )}
      <p>
        <button
          type="button"
          className={methods.organisation ? "button button--secondary" : "button"}
          onClick={signIn}
          aria-disabled={state.working}
          disabled={state.working}
        >
          {state.working ? t.signIn.working : t.signIn.button}
        </button>
      </p>
      <div role="alert">{state.error ? <p className="staff-error">{state.error}</p> : null}</div>
      <p>{t.signIn.lostDevice}</p>
    </section>
  );
}

/** Two minutes before an idle session ends, a dialog offers to keep it; at the end, sign-in shows. */
function IdleWarning({ me }: { me: Me }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const revalidator = useRevalidator();
  const [minutes, setMinutes] = useState(2);
  const warnMs = 2 * 60_000;
  useEffect(() => {
    const left = Date.parse(me.idleEndsAt) - Date.now();
    const warn = setTimeout(
      () => {
        setMinutes(Math.max(1, Math.round((Date.parse(me.idleEndsAt) - Date.now()) / 60_000)));
        dialog.current?.showModal();
      },
      Math.max(0, left - warnMs),
    );
    const end = setTimeout(() => {
      dialog.current?.close();
      void revalidator.revalidate();
    }, left + 500);
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [me.idleEndsAt, revalidator, warnMs]);
  return (
    <dialog ref={dialog} className="overlay" aria-labelledby="idle-title">
      <div className="overlay__card">
        <h2 id="idle-title">{t.idle.title}</h2>
        <p>{t.idle.text(minutes)}</p>
        <button
          type="button"
          className="button"
          onClick={async () => {
            dialog.current?.close();
            await revalidator.revalidate();
          }}
        >
          {t.idle.stay}
        </button>
      </div>
    </dialog>
  );
}
