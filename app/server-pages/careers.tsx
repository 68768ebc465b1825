/**
 * The Careers page, each job posting's page and a closed posting's page, rendered by the server
 * on each request from the stored postings (server/careers/routes.ts), so a posting published
 * in the staff area is on the site at once, without a rebuild (docs/decisions/018). The same
 * layout and components as the pre-rendered pages, no script module, the same CSP.
 *
 * Built with the other server pages by `vite build -c vite.server-pages.config.ts` into the
 * build folder as `.careers.js` (a dot file: the server never serves it).
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { postingWords as wordsEn } from "../../content/en/postings.ts";
import { postingWords as wordsFr } from "../../content/fr/postings.ts";
import { getPage } from "../../content/index.ts";
import {
  type Pay,
  type PostingGroup,
  postingGroups,
  type Region,
  regionLocality,
  regions,
  schemaEmploymentType,
} from "../../content/job-posting.ts";
import { defaultLocale, type Locale, localeTags, locales } from "../../content/locale.ts";
import {
  applicationPath,
  pathTo,
  postingPath,
  type PostingSlugs,
  shareImageFile,
} from "../../content/navigation.ts";
import { money } from "../../content/money.ts";
import { type SearchDocument, sentencesOf } from "../../content/search-documents.ts";
import { site } from "../../content/site.ts";
import { typeset, typesetWords } from "../../content/typography.ts";
import type { PostingContent } from "../../server/careers/posting.ts";
import { AreaBanner } from "../components/area-banner.tsx";
import { Blocks } from "../components/blocks.tsx";
import { CareerBenefits } from "../components/career-benefits.tsx";
import { RichText } from "../components/rich-text.tsx";
import { Sections } from "../components/sections.tsx";
import { SiteLayout } from "../components/site-layout.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { StructuredData } from "../components/structured-data.tsx";
import { speculationRules } from "../lib/speculation-rules.ts";

/** A published posting, as the public pages show it, at its slug in each language (`postingPath`). */
export interface PublicPosting extends PostingSlugs {
  /** Its live version. */
  content: PostingContent;
  /** When that version went up (ISO), the JobPosting's datePosted. */
  publishedAt: string;
  /** The end of its closing day in Toronto (ISO), the JobPosting's validThrough, if it has one. */
  validThrough: string | null;
}

/** What every page of these gets from the server. */
export interface PageBase {
  locale: Locale;
  /** The site's stylesheet and font, as the pre-rendered pages link them. */
  stylesheet?: string;
  font?: string;
}

/** The Careers page: the open postings, those matching the filter shown. */
export interface CareersListPage extends PageBase {
  postings: readonly PublicPosting[];
  /** The filter chosen (GET form), when it is a known region or group. */
  region?: Region;
  group?: PostingGroup;
}

/** One posting's page. */
export interface PostingPage extends PageBase {
  posting: PublicPosting;
}

/** A closed posting's page (410), with the open ones. */
export interface ClosedPage extends PageBase {
  /** The closed posting's address parts: the language link leads to its other address. */
  posting: PostingSlugs;
  postings: readonly PublicPosting[];
}

/** The postings' words in each language, set with its punctuation. */
export const wordsOf = { en: wordsEn, fr: typesetWords(wordsFr, "fr") };

/** A posting's text in `locale`, with the language's punctuation. */
export const textIn = (text: { en: string; fr: string }, locale: Locale) =>
  typeset(text[locale], locale);

/** A pay in words: "$22 to $26 an hour", "52 000 $ par année". */
export function payText(pay: Pay, locale: Locale): string {
  const words = wordsOf[locale].pay;
  const figure =
    pay.max === null || pay.max === pay.min
      ? money(pay.min, locale)
      : words.range(money(pay.min, locale), money(pay.max, locale));
  return words[pay.unit](figure);
}

/** `text` opening a line or a label: its first letter a capital ("Région de Peel"). */
function capitalized(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(localeTags[locale]) + text.slice(1);
}

/** A region's name as a label of its own (a choice in a list of regions). */
export function regionLabel(region: Region, locale: Locale): string {
  return capitalized(wordsOf[locale].regions[region], locale);
}

/** The regions of a posting, in the order of `regions`, as a line ("Toronto, région de Peel"). */
export function regionsText(posting: PostingContent, locale: Locale): string {
  const names = wordsOf[locale].regions;
  const list = regions
    .filter((region) => posting.regions.includes(region))
    .map((region) => names[region])
    .join(", ");
  return capitalized(list, locale);
}

/** A calendar day (YYYY-MM-DD) as people read it ("December 15, 2026", "15 décembre 2026"). */
function dayText(day: string, locale: Locale): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(localeTags[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  });
}

/** Plain text as paragraphs, one per line staff wrote. */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line, index) => <p key={index}>{line}</p>);
}

/** The e-mail application, for those who would rather send their résumé that way. */
function applyHref(posting: PostingContent, locale: Locale): string {
  const subject = `${wordsOf[locale].applySubject} ${posting.title[locale]}`;
  return `mailto:${site.emails.careers}?subject=${encodeURIComponent(subject)}`;
}

/** The short card of a posting in a list: title (its link), where, type, pay. */
function PostingCards({
  postings,
  locale,
  level = 3,
  labelledBy,
}: {
  postings: readonly PublicPosting[];
  locale: Locale;
  /** The level of each card's title: one below the heading the list is under. */
  level?: 3 | 4;
  /** The id of the heading that names the list (a group's). */
  labelledBy?: string;
}) {
  const words = wordsOf[locale];
  const Title = `h${level}` as const;
  return (
    <ul className="posting-cards" aria-labelledby={labelledBy}>
      {postings.map((posting) => (
        <li key={posting.slug} className="posting-card">
          <Title className="posting-card__title">
            <SiteLink to={postingPath(posting, locale)}>
              {textIn(posting.content.title, locale)}
            </SiteLink>
          </Title>
          <p className="posting-card__facts">
            {regionsText(posting.content, locale)} ·{" "}
            {words.employmentTypes[posting.content.employmentType]}
          </p>
          <p className="posting-card__pay">{payText(posting.content.pay, locale)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The openings under their groups' headings, in the groups' order (the specification's: Personal
 * Support, Nursing, Senior Companions, Administration); a group with none shown is left out.
 */
function GroupedCards({
  postings,
  locale,
}: {
  postings: readonly PublicPosting[];
  locale: Locale;
}) {
  const words = wordsOf[locale];
  return postingGroups.map((key) => {
    const inGroup = postings.filter(({ content }) => content.group === key);
    if (inGroup.length === 0) return null;
    return (
      <div key={key} className="posting-group">
        <h3 id={`openings-${key}`}>{words.groups[key]}</h3>
        <PostingCards postings={inGroup} locale={locale} level={4} labelledBy={`openings-${key}`} />
      </div>
    );
  });
}

function CareersList({ locale, postings, region, group }: CareersListPage) {
  const page = getPage("careers", locale);
  const words = wordsOf[locale];
  const shown = postings.filter(
    ({ content }) =>
      (!region || content.regions.includes(region)) && (!group || content.group === group),
  );
  // What the count line says is what is shown: where, and which kind of work when one is chosen.
  const count = words.count(
    shown.length,
    region ? words.placeOf[region] : words.everywhere,
    group ? words.kindOf[group] : "",
  );
  return (
    <>
      <AreaBanner icon="briefcase" title={page.title} />
      <div className="container page-body">
        <section aria-labelledby="openings" className="openings">
          <h2 id="openings">{words.openingsHeading}</h2>
          <form method="get" action={pathTo("careers", locale)} className="posting-filter">
            <label>
              {words.filter.region}
              <select name="region" defaultValue={region ?? ""}>
                <option value="">{words.filter.anyRegion}</option>
                {regions.map((key) => (
                  <option key={key} value={key}>
                    {regionLabel(key, locale)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {words.filter.group}
              <select name="group" defaultValue={group ?? ""}>
                <option value="">{words.filter.anyGroup}</option>
                {postingGroups.map((key) => (
                  <option key={key} value={key}>
                    {words.groups[key]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--secondary">
              {words.filter.submit}
            </button>
          </form>
          <p className="posting-count">
            {shown.length > 0 ? count : words.none}
            {region || group ? (
              <>
                {" "}
                <SiteLink to={pathTo("careers", locale, "openings")}>
                  {words.filter.showAll}
                </SiteLink>
              </>
            ) : null}
          </p>
          {/* One kind of work chosen: its openings in one list, which the count line names. */}
          {group ? (
            <PostingCards postings={shown} locale={locale} />
          ) : (
            <GroupedCards postings={shown} locale={locale} />
          )}
          <p>
            <RichText text={page.openings.howToApply} />
          </p>
          <p className="note">
            <RichText text={page.openings.accommodation} />
          </p>
        </section>
        <Blocks blocks={[page.lead]} />
        <Sections sections={page.sections} />
        <CareerBenefits benefits={page.benefits} />
      </div>
    </>
  );
}

/** Apply, to the posting's application form; screen readers hear which job it is for. */
function ApplyButton({
  posting,
  title,
  locale,
}: {
  posting: PostingSlugs;
  title: string;
  locale: Locale;
}) {
  const words = wordsOf[locale];
  return (
    <p>
      <SiteLink className="button" to={applicationPath(posting, "apply", locale)}>
        {words.apply}
        <span className="visually-hidden"> {words.applyFor(title)}</span>
      </SiteLink>
    </p>
  );
}

function PostingView({ locale, posting }: PostingPage) {
  const careers = getPage("careers", locale);
  const words = wordsOf[locale];
  const { content } = posting;
  const title = textIn(content.title, locale);
  const facts: [string, ReactNode][] = [
    [words.facts.pay, payText(content.pay, locale)],
    [words.facts.where, regionsText(content, locale)],
    [words.facts.type, words.employmentTypes[content.employmentType]],
    [words.facts.hours, textIn(content.hours, locale)],
    ...(content.closesOn
      ? [[words.facts.closes, dayText(content.closesOn, locale)] as [string, ReactNode]]
      : []),
    [words.facts.vacancy, content.existingVacancy ? words.vacancy.yes : words.vacancy.no],
    [words.facts.ai, content.aiScreening ? textIn(content.aiSentence, locale) : words.noAi],
  ];
  return (
    <>
      <AreaBanner icon="briefcase" eyebrow={careers.title} title={title} />
      <div className="container page-body">
        <p className="lead">{textIn(content.summary, locale)}</p>
        <ApplyButton posting={posting} title={title} locale={locale} />
        <section aria-labelledby="facts">
          <h2 id="facts">{words.facts.heading}</h2>
          <dl className="posting-facts">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="duties">
          <h2 id="duties">{words.duties}</h2>
          <Paragraphs text={textIn(content.duties, locale)} />
        </section>
        <section aria-labelledby="requirements">
          <h2 id="requirements">{words.requirements}</h2>
          <Paragraphs text={textIn(content.requirements, locale)} />
        </section>
        <ApplyButton posting={posting} title={title} locale={locale} />
        <p>
          {words.applyHow}{" "}
          <a href={applyHref(content, locale)} className="nowrap">
            {site.emails.careers}
          </a>
        </p>
        <p className="note">
          <RichText text={careers.openings.accommodation} />
        </p>
        <p>
          <SiteLink to={pathTo("careers", locale, "openings")}>{words.allOpenings}</SiteLink>
        </p>
      </div>
    </>
  );
}

function Closed({ locale, postings }: ClosedPage) {
  const words = wordsOf[locale];
  return (
    <>
      <AreaBanner icon="briefcase" title={words.closed.title} />
      <div className="container page-body">
        <p>{words.closed.text}</p>
        <PostingCards postings={postings} locale={locale} />
        <p>
          <SiteLink to={pathTo("careers", locale, "openings")}>{words.allOpenings}</SiteLink>
        </p>
      </div>
    </>
  );
}

/** A posting as schema.org's JobPosting, with every property search engines require. */
export function jobPostingData(posting: PublicPosting, locale: Locale) {
  const { content } = posting;
  const escape = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const html = (text: string) =>
    text
      .split(/\n+/)
      .filter((line) => line.trim())
      .map((line) => `<p>${escape(line)}</p>`)
      .join("");
  const words = wordsOf[locale];
  return {
    "@type": "JobPosting",
    title: textIn(content.title, locale),
    description: [
      html(textIn(content.summary, locale)),
      `<h2>${escape(words.duties)}</h2>`,
      html(textIn(content.duties, locale)),
      `<h2>${escape(words.requirements)}</h2>`,
      html(textIn(content.requirements, locale)),
    ].join(""),
    datePosted: posting.publishedAt,
    ...(posting.validThrough ? { validThrough: posting.validThrough } : {}),
    employmentType: schemaEmploymentType[content.employmentType],
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: `${site.origin}${pathTo("home", locale)}`,
      logo: `${site.origin}/favicon.svg`,
    },
    jobLocation: regions
      .filter((region) => content.regions.includes(region))
      .map((region) => ({
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: regionLocality[locale][region],
          addressRegion: "ON",
          addressCountry: "CA",
        },
      })),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "CAD",
      value: {
        "@type": "QuantitativeValue",
        ...(content.pay.max === null
          ? { value: content.pay.min }
          : { minValue: content.pay.min, maxValue: content.pay.max }),
        unitText: content.pay.unit === "hour" ? "HOUR" : "YEAR",
      },
    },
    directApply: false,
    url: `${site.origin}${postingPath(posting, locale)}`,
    inLanguage: localeTags[locale],
  };
}

/**
 * A posting as the site search reads it in `locale` (server/search/), in the words its page
 * shows: its title; its summary, the line a result shows when no sentence matched; and sentence
 * by sentence, the summary, the facts a job seeker looks for (pay, where, type, hours), what
 * they will do and what they need. The page's headings are the same on every posting, and left
 * out: they would only add every posting to a query of theirs.
 */
export function postingSearchDocument(posting: PublicPosting, locale: Locale): SearchDocument {
  const words = wordsOf[locale];
  const { content } = posting;
  const fact = (term: string, value: string) => typeset(`${term}: ${value}`, locale);
  // A line staff wrote is a paragraph of the page, whether or not it ends with a full stop.
  const sentences = (text: { en: string; fr: string }) =>
    textIn(text, locale)
      .split(/\n+/)
      .flatMap((line) => sentencesOf(line, locale));
  return {
    path: postingPath(posting, locale),
    locale,
    title: textIn(content.title, locale),
    description: textIn(content.summary, locale),
    jobFacts: `${payText(content.pay, locale)} · ${regionsText(content, locale)}`,
    headings: [],
    sentences: [
      ...sentences(content.summary),
      fact(words.facts.pay, payText(content.pay, locale)),
      fact(words.facts.where, regionsText(content, locale)),
      fact(words.facts.type, words.employmentTypes[content.employmentType]),
      fact(words.facts.hours, textIn(content.hours, locale)),
      ...sentences(content.duties),
      ...sentences(content.requirements),
    ],
  };
}

/** The head of these pages: title, description, canonical, hreflang pairs, share tags. */
export function Head({
  page,
  title,
  description,
  path,
  alternates,
  data,
}: {
  page: PageBase;
  title: string;
  description: string;
  path: string;
  /** The same page in each language; none for a page kept out of search results. */
  alternates?: Record<Locale, string>;
  data?: Record<string, unknown>;
}) {
  const fullTitle = typeset(`${title} | ${site.name}`, page.locale);
  const url = `${site.origin}${path}`;
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#0b4f5c" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {alternates ? null : <meta name="robots" content="noindex" />}
      {page.font ? (
        <link rel="preload" href={page.font} as="font" type="font/woff2" crossOrigin="anonymous" />
      ) : null}
      {page.stylesheet ? <link rel="stylesheet" href={page.stylesheet} /> : null}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="canonical" href={url} />
      {alternates
        ? [...locales, "x-default" as const].map((language) => (
            <link
              key={language}
              rel="alternate"
              hrefLang={language === "x-default" ? language : localeTags[language]}
              href={`${site.origin}${alternates[language === "x-default" ? defaultLocale : language]}`}
            />
          ))
        : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={localeTags[page.locale].replace("-", "_")} />
      <meta property="og:image" content={`${site.origin}/${shareImageFile[page.locale]}`} />
      {data ? <StructuredData data={data} /> : null}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
    </>
  );
}

/**
 * The document: head and body, the body drawn at `path` so the header and footer know it, and
 * the header's language link leading to `sameIn`, the page's address in the other language, when
 * the address alone does not say it (a posting's slug differs between languages).
 */
export function documentOf(
  page: PageBase,
  path: string,
  head: ReactNode,
  body: ReactNode,
  sameIn?: Record<Locale, string>,
): string {
  const headHtml = renderToString(<MemoryRouter initialEntries={[path]}>{head}</MemoryRouter>);
  const bodyHtml = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <SiteLayout sameIn={sameIn}>{body}</SiteLayout>
    </MemoryRouter>,
  );
  return `<!DOCTYPE html><html lang="${localeTags[page.locale]}"><head>${headHtml}</head><body>${bodyHtml}</body></html>`;
}

/** The Careers page with the open postings (filtered as asked), as HTML. */
export function renderCareersPage(page: CareersListPage): string {
  const content = getPage("careers", page.locale);
  const path = pathTo("careers", page.locale);
  const alternates = Object.fromEntries(
    locales.map((locale) => [locale, pathTo("careers", locale)]),
  ) as Record<Locale, string>;
  return documentOf(
    page,
    path,
    <Head
      page={page}
      title={content.title}
      description={content.description}
      path={path}
      alternates={alternates}
    />,
    <CareersList {...page} />,
  );
}

/** A posting's page in each language, at that language's slug. */
export function postingPaths(posting: PostingSlugs): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((locale) => [locale, postingPath(posting, locale)]),
  ) as Record<Locale, string>;
}

/** A posting's page, with its JobPosting data, as HTML. */
export function renderPostingPage(page: PostingPage): string {
  const { posting, locale } = page;
  const path = postingPath(posting, locale);
  const alternates = postingPaths(posting);
  const careers = getPage("careers", locale);
  return documentOf(
    page,
    path,
    <Head
      page={page}
      title={`${textIn(posting.content.title, locale)}: ${careers.title}`}
      description={textIn(posting.content.summary, locale)}
      path={path}
      alternates={alternates}
      data={jobPostingData(posting, locale)}
    />,
    <PostingView {...page} />,
    alternates,
  );
}

/** A closed posting's page (sent with 410), kept out of search results, as HTML. */
export function renderClosedPage(page: ClosedPage): string {
  const words = wordsOf[page.locale];
  const path = postingPath(page.posting, page.locale);
  return documentOf(
    page,
    path,
    <Head
      page={page}
      title={words.closed.title}
      description={words.closed.description}
      path={path}
    />,
    <Closed {...page} />,
    postingPaths(page.posting),
  );
}
