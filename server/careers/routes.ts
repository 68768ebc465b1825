/**
 * The public pages of the job postings, drawn on each request from the store (decision 018):
 * `/careers` and `/fr/carrieres` (the open postings, filtered by a GET form), each open posting's
 * page in both languages at that language's slug (200), a closed one's (410, with the open ones),
 * and `/sitemap.xml` with the open postings added to the build's. A French address with a
 * posting's English slug (every posting's French address before French slugs) moves to its French
 * slug (301); an English address with a French slug is no address (404): none was ever published,
 * so no link needs it, and each posting keeps one address per language. A page is drawn once per
 * revision of the postings and kept in memory with its compressed forms until a posting changes,
 * through this instance or any other: the revision is read from the database on each request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  postingGroups,
  type PostingGroup,
  type Region,
  regions,
} from "../../content/job-posting.ts";
import { defaultLocale, type Locale, localeTags, locales } from "../../content/locale.ts";
import { slugPattern } from "../../content/job-posting.ts";
import { pathTo, postingPath, type PostingSlugs } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { readAddress } from "../address.ts";
import type { PublicPosting } from "../../app/server-pages/careers.tsx";
import { dayOf, endOfDay } from "../contact/business-days.ts";
import { type StaticFile, withBody, withHeaders } from "../static-site.ts";
import type { Posting, PostingStore } from "./store.ts";

type CareersPageModule = typeof import("../../app/server-pages/careers.tsx");

/** What the routes need from the server. */
export interface CareersRoutesOptions {
  postings: PostingStore;
  /** The build's renderers (app/server-pages/careers.tsx). */
  pages: Pick<CareersPageModule, "renderCareersPage" | "renderPostingPage" | "renderClosedPage">;
  /** A pre-rendered page whose headers a drawn page takes (types, caching, compression forms). */
  template: StaticFile;
  /** The build's sitemap, to which the open postings are added. */
  sitemap: StaticFile;
  /** The Content Security Policy of pages the server draws. */
  pagePolicy: string;
  /** The stylesheet and font the pre-rendered pages link. */
  stylesheet?: string;
  font?: string;
  /** Sends a file as the server does (304s, compression), with `status`. */
  send: (request: FastifyRequest, reply: FastifyReply, file: StaticFile, status?: number) => void;
  /** Sends the not-found page of the address's language. */
  notFound: (request: FastifyRequest, reply: FastifyReply, locale: Locale) => void;
}

/** A posting as the public pages show it: its live version. */
export function publicPosting(posting: Posting): PublicPosting {
  const closesOn = posting.live!.closesOn;
  return {
    slug: posting.slug,
    frenchSlug: posting.frenchSlug,
    content: posting.live!,
    publishedAt: posting.publishedAt!,
    validThrough: closesOn ? endOfDay(closesOn).toISOString() : null,
  };
}

/**
 * The postings' revision as of now (PostingStore's `revisionOn`): a posting past its closing day
 * closes first, so whatever is drawn or indexed for this revision never shows it.
 */
export function currentRevision(postings: PostingStore, now = new Date()): Promise<number> {
  return postings.revisionOn(dayOf(now), now);
}

/** The open postings' `<url>` entries of the sitemap, each with its hreflang pairs. */
export function postingUrls(postings: readonly PostingSlugs[]): string {
  return postings
    .flatMap((posting) =>
      locales.map((locale) => {
        const alternates = [...locales, "x-default" as const].map((language) => {
          const tag = language === "x-default" ? language : localeTags[language];
          const href = postingPath(posting, language === "x-default" ? defaultLocale : language);
          return `    <xhtml:link rel="alternate" hreflang="${tag}" href="${site.origin}${href}"/>`;
        });
        return `  <url>\n    <loc>${site.origin}${postingPath(posting, locale)}</loc>\n${alternates.join("\n")}\n  </url>\n`;
      }),
    )
    .join("");
}

/**
 * The posting whose address in `locale` ends with `slug`, drafts included (the caller answers
 * 404 for one), and whether the address has moved: a French address with the English slug of a
 * posting whose French slug differs, as every French address was before French slugs.
 */
export async function postingAddressed(
  postings: Pick<PostingStore, "bySlug" | "byFrenchSlug">,
  slug: string,
  locale: Locale,
): Promise<{ posting: Posting; moved: boolean } | undefined> {
  if (!slugPattern.test(slug)) return undefined;
  const french = locale === "fr" ? await postings.byFrenchSlug(slug) : undefined;
  if (french) return { posting: french, moved: false };
  const posting = await postings.bySlug(slug);
  if (!posting) return undefined;
  return { posting, moved: locale === "fr" && posting.frenchSlug !== null };
}

/** `path` with the query of the request's address, for a redirect that keeps it. */
export function withQuery(path: string, request: FastifyRequest): string {
  return path + (readAddress(request.url)?.query ?? "");
}

export async function careersRoutes(app: FastifyInstance, options: CareersRoutesOptions) {
  const { postings, pages } = options;
  const assets = { stylesheet: options.stylesheet, font: options.font };
  const asPage = (html: string) =>
    withHeaders(withBody(options.template, Buffer.from(html)), {
      "content-security-policy": options.pagePolicy,
      "cache-control": "no-cache",
    });

  // Drawn pages by key, for the postings' current revision; any change empties it.
  let drawnAt = -1;
  const drawn = new Map<string, StaticFile>();
  /** The page `key` names, drawn by `draw` unless it was drawn since the last change. */
  async function page(key: string, draw: () => Promise<StaticFile>): Promise<StaticFile> {
    const revision = await currentRevision(postings);
    if (revision !== drawnAt) {
      drawn.clear();
      drawnAt = revision;
    }
    let file = drawn.get(key);
    if (!file) {
      file = await draw();
      // Unless a request that read a newer revision meanwhile emptied the pages for it.
      if (drawnAt === revision) drawn.set(key, file);
    }
    return file;
  }

  const open = async () => (await postings.open()).map(publicPosting);

  for (const locale of locales) {
    const careersPath = pathTo("careers", locale);

    app.get(careersPath, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      // Only a known region or group filters; anything else shows every opening.
      const region = regions.find((key) => key === query.region) as Region | undefined;
      const group = postingGroups.find((key) => key === query.group) as PostingGroup | undefined;
      const file = await page(`list ${locale} ${region ?? ""} ${group ?? ""}`, async () =>
        asPage(
          pages.renderCareersPage({ locale, postings: await open(), region, group, ...assets }),
        ),
      );
      options.send(request, reply, file);
      return reply;
    });

    app.get(`${careersPath}/:slug`, async (request, reply) => {
      const { slug } = request.params as { slug: string };
      // The revision first: a posting past its closing day is closed before it is read.
      await currentRevision(postings);
      const found = await postingAddressed(postings, slug, locale);
      const posting = found?.posting;
      // A draft has no page; an address that is not quite a slug is handled as the site does.
      if (!posting || posting.status === "draft") {
        options.notFound(request, reply, locale);
        return reply;
      }
      if (found.moved) return reply.redirect(withQuery(postingPath(posting, locale), request), 301);
      if (posting.status === "closed") {
        const file = await page(`closed ${locale} ${slug}`, async () =>
          asPage(pages.renderClosedPage({ locale, posting, postings: await open(), ...assets })),
        );
        options.send(request, reply, file, 410);
        return reply;
      }
      const file = await page(`posting ${locale} ${slug}`, async () =>
        asPage(pages.renderPostingPage({ locale, posting: publicPosting(posting), ...assets })),
      );
      options.send(request, reply, file);
      return reply;
    });
  }

  app.get("/sitemap.xml", async (request, reply) => {
    const file = await page("sitemap", async () =>
      withBody(
        options.sitemap,
        Buffer.from(
          options.sitemap.body
            .toString()
            .replace("</urlset>", `${postingUrls(await postings.open())}</urlset>`),
        ),
      ),
    );
    options.send(request, reply, file);
    return reply;
  });
}
