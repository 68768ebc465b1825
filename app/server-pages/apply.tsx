/**
 * A job posting's application form, and the page that thanks the applicant once it is stored,
 * rendered by the server on each request (server/careers/apply-routes.ts): the form carries a
 * fresh key each time, and comes back filled in with what to fix. The same layout, components
 * and stylesheet as the Careers pages (careers.tsx), no script module; the form works without
 * JavaScript, its résumé included, and its one inline line of script refuses a résumé too large
 * before it is sent (resume-size-check.ts, allowed by its hash).
 *
 * Built with the other server pages by `vite build -c vite.server-pages.config.ts` into the build
 * folder as `.apply.js` (a dot file: the server never serves it).
 */
import type { ReactNode } from "react";
import { applicationFields } from "../../content/application-form.ts";
import { applicationWords, type ResumeRefusal } from "../../content/application-words.ts";
import { getPage } from "../../content/index.ts";
import { regions } from "../../content/job-posting.ts";
import { type Locale, locales } from "../../content/locale.ts";
import {
  applicationPath,
  pathTo,
  postingPath,
  type ApplicationStep,
} from "../../content/navigation.ts";
import {
  type ApplicationError,
  ApplicationForm,
  applicationFieldId,
  type ApplicationValues,
} from "../components/application-form.tsx";
import { AreaBanner } from "../components/area-banner.tsx";
import { ErrorSummary } from "../components/error-summary.tsx";
import { resumeSizeScript } from "../components/resume-size-check.ts";
import { RichText } from "../components/rich-text.tsx";
import { SiteLink } from "../components/site-link.tsx";
import {
  documentOf,
  Head,
  type PageBase,
  payText,
  type PublicPosting,
  regionLabel,
  textIn,
  wordsOf,
} from "./careers.tsx";

export type { ApplicationError, ApplicationValues };

/** The application form of one open posting. */
export interface ApplyPage extends PageBase {
  posting: PublicPosting;
  /** What the applicant sent, when the form comes back; `{}` for a new form. */
  values: ApplicationValues;
  /** The receiver's reasons, when the form comes back; none for a new form. */
  errors: readonly ApplicationError[];
  /** A fresh random key, sent back with the form: the same application twice is stored once. */
  key: string;
  /** A résumé came with the form that comes back and could not be kept: say to choose it again. */
  resumeSent?: boolean;
  /** The name of the résumé kept from this try, sent with the next unless replaced or removed. */
  keptResume?: string;
  /**
   * What the words under the summary say: answers to fix (`fix`, the default), the store down
   * with every answer kept (`unavailable`, a 503), or nothing read, so nothing kept (`wait`
   * for a 429, `retype` for a body too large or unreadable).
   */
  intro?: "fix" | "unavailable" | "wait" | "retype";
}

/** The confirmation's address, opened without an application just sent from it. */
export interface NotAppliedPage extends PageBase {
  posting: PublicPosting;
}

/** The page after an application was stored. */
export interface AppliedPage extends PageBase {
  posting: PublicPosting;
  /**
   * Why the résumé was refused, when it was (the application was kept without it), or `lost`:
   * the résumé kept from a try before could no longer be found.
   */
  resumeProblem?: ResumeRefusal | "lost";
}

const fieldNames = new Set<string>(Object.values(applicationFields));

// The page comes as `page`: its `key` would be taken by React for the element's own.
function ApplyView({ page }: { page: ApplyPage }) {
  const { locale, posting, values, errors, key, resumeSent, keptResume, intro = "fix" } = page;
  const words = applicationWords[locale];
  const postingWords = wordsOf[locale];
  const careers = getPage("careers", locale);
  const { content } = posting;
  const title = textIn(content.title, locale);
  // Only the posting's own regions can be chosen; a posting in one region has it chosen already.
  const choices = regions
    .filter((region) => content.regions.includes(region))
    .map((region) => ({ value: region, label: regionLabel(region, locale) }));
  const filled =
    choices.length === 1 && values[applicationFields.region] === undefined
      ? { ...values, [applicationFields.region]: choices[0]!.value }
      : values;
  return (
    <>
      <AreaBanner icon="briefcase" eyebrow={careers.title} title={words.form.title(title)} />
      <div className="container page-body">
        {errors.length > 0 ? (
          <>
            <ErrorSummary
              heading={words.problem.summaryHeading}
              errors={errors.map((error) => ({
                message: error.message,
                href: fieldNames.has(error.field)
                  ? `#${applicationFieldId(error.field)}`
                  : undefined,
              }))}
            />
            <p>
              <RichText
                text={
                  {
                    fix: words.problem.fixText,
                    unavailable: words.problem.unavailableText,
                    wait: words.problem.waitText,
                    retype: words.problem.retypeText,
                  }[intro]
                }
              />
            </p>
          </>
        ) : null}
        <dl className="posting-facts application-facts">
          <div>
            <dt>{postingWords.facts.pay}</dt>
            <dd>{payText(content.pay, locale)}</dd>
          </div>
          <div>
            <dt>{postingWords.facts.type}</dt>
            <dd>{postingWords.employmentTypes[content.employmentType]}</dd>
          </div>
        </dl>
        <p>{words.form.intro}</p>
        <ApplicationForm
          words={words}
          action={applicationPath(posting, "apply", locale)}
          asks={content.asks}
          regions={choices}
          values={filled}
          errors={errors}
          idempotencyKey={key}
          language={locale}
          resumeSent={resumeSent ?? false}
          keptResume={keptResume}
        />
        <script dangerouslySetInnerHTML={{ __html: resumeSizeScript }} />
        <p>
          <SiteLink to={postingPath(posting, locale)}>{words.form.backToPosting}</SiteLink>
        </p>
      </div>
    </>
  );
}

function AppliedView({ locale, posting, resumeProblem }: AppliedPage) {
  const words = applicationWords[locale].applied;
  const title = textIn(posting.content.title, locale);
  return (
    <>
      <AreaBanner icon="briefcase" eyebrow={title} title={words.title} />
      <div className="container page-body">
        <p className="lead">{words.received(title)}</p>
        {resumeProblem ? (
          <section className="note note--urgent application-note" aria-labelledby="resume-problem">
            <h2 id="resume-problem">{words.resumeHeading}</h2>
            <p>
              {resumeProblem === "lost"
                ? words.resumeLost
                : `${applicationWords[locale].resumeRefusals[resumeProblem]} ${words.resumeKept}`}
            </p>
            <p>
              <RichText text={words.resumeOtherWay} />
            </p>
          </section>
        ) : null}
        <h2>{words.nextHeading}</h2>
        <ul>
          {words.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <RichText text={words.questions} />
        </p>
        <p>
          <SiteLink to={pathTo("careers", locale, "openings")}>{words.moreOpenings}</SiteLink>
        </p>
      </div>
    </>
  );
}

/** The confirmation's address opened with no application just sent from it. */
function NotAppliedView({ locale, posting }: NotAppliedPage) {
  const words = applicationWords[locale];
  const title = textIn(posting.content.title, locale);
  return (
    <>
      <AreaBanner icon="briefcase" eyebrow={title} title={words.notApplied.title} />
      <div className="container page-body">
        <p className="lead">
          <RichText text={words.notApplied.text} />
        </p>
        <p>
          <SiteLink to={applicationPath(posting, "apply", locale)}>
            {words.notApplied.apply(title)}
          </SiteLink>
        </p>
        <p>
          <SiteLink to={pathTo("careers", locale, "openings")}>
            {words.applied.moreOpenings}
          </SiteLink>
        </p>
      </div>
    </>
  );
}

/** A page of the application as a document, kept out of search results (no hreflang pairs). */
function applicationDocument(
  page: PageBase & { posting: PublicPosting },
  step: ApplicationStep,
  title: string,
  description: string,
  body: ReactNode,
): string {
  const path = applicationPath(page.posting, step, page.locale);
  const sameIn = Object.fromEntries(
    locales.map((locale) => [locale, applicationPath(page.posting, step, locale)]),
  ) as Record<Locale, string>;
  return documentOf(
    page,
    path,
    <Head page={page} title={title} description={description} path={path} />,
    body,
    sameIn,
  );
}

/** The application form, new or sent back with what to fix, as HTML. */
export function renderApplyPage(page: ApplyPage): string {
  const words = applicationWords[page.locale];
  const posting = textIn(page.posting.content.title, page.locale);
  // GOV.UK: the title starts with "Error:", so the first thing announced says what happened.
  const title = words.form.title(posting);
  return applicationDocument(
    page,
    "apply",
    page.errors.length > 0 ? `${words.problem.errorPrefix} ${title}` : title,
    words.form.description(posting),
    <ApplyView page={page} />,
  );
}

/** The page that thanks the applicant, and says what became of a refused résumé, as HTML. */
export function renderAppliedPage(page: AppliedPage): string {
  const words = applicationWords[page.locale].applied;
  return applicationDocument(
    page,
    "applied",
    words.title,
    words.description,
    <AppliedView {...page} />,
  );
}

/** The page at the confirmation's address for a visitor who sent nothing from it, as HTML. */
export function renderNotAppliedPage(page: NotAppliedPage): string {
  const words = applicationWords[page.locale].notApplied;
  return applicationDocument(
    page,
    "applied",
    words.title,
    words.description,
    <NotAppliedView {...page} />,
  );
}
