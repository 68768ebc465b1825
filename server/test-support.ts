/** Helpers for the server's tests: a tiny build to serve, and requests over a real connection. */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { recipients } from "../content/inquiry-form.ts";
import { locales } from "../content/locale.ts";
import { pathTo } from "../content/navigation.ts";

/**
 * A tiny build in a temporary folder: a home page (with brotli and gzip forms), one nested page
 * with its data, a hashed asset, the 404 page, the server's page renderers, the search's pages,
 * the Careers pages and the sitemap (which the server replaces with its own), and the build's
 * script hashes.
 */
export async function makeTestSite(
  /** `realCareersPages`: the real renderers of the postings, applications and area check. */
  options: { realCareersPages?: boolean } = {},
): Promise<{ buildDir: string; remove(): Promise<void> }> {
  const buildDir = await mkdtemp(path.join(tmpdir(), "site-"));
  const put = async (file: string, body: string, compressed = false) => {
    const full = path.join(buildDir, file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, body);
    if (compressed) {
      await writeFile(`${full}.br`, brotliCompressSync(body));
      await writeFile(`${full}.gz`, gzipSync(body));
    }
  };
  await put("index.html", "<h1>Home</h1>".repeat(50), true);
  await put("services/nursing/index.html", "<h1>Nursing Services</h1>");
  await put("services/nursing.data", "[nursing data]");
  await put("assets/root-abc123.js", "console.log(1)");
  await put(
    "404.html",
    '<link rel="stylesheet" href="/assets/app-abc123.css"><h1>Unexpected Application Error!</h1><p>404 Not Found</p>',
  );
  // The contact page in each language, with the form's Recipient choices as React writes them.
  const recipientSelect = `<select name="Recipient"><option value="" selected="">Choose one</option>${recipients
    .map(
      ({ department }) =>
        `<option value="${department.replaceAll("&", "&amp;")}">${department}</option>`,
    )
    .join("")}</select>`;
  for (const locale of locales)
    await put(
      `${pathTo("contact", locale).slice(1)}/index.html`,
      `<h1>Contact</h1>${recipientSelect}`,
      true,
    );
  // The staff area's frame, sent for every address under /staff.
  await put("staff/index.html", "<main>Loading the staff area…</main>");
  // The build's renderer of the form's "not sent" page (vite.server-pages.config.ts).
  await put(
    ".contact-not-sent.js",
    "export const renderNotSentPage = (page) => `<h1>Not sent</h1><link href=${page.stylesheet}>`;",
  );
  // The search page's renderer and the pages' words it searches (postbuild.ts).
  await put(
    ".search-page.js",
    "export const renderSearchPage = (page) => `<h1>Search</h1><p>${page.hits.map((hit) => hit.path).join(' ')}</p>${page.suggestion ? `<p>Did you mean ${page.suggestion}</p>` : ''}${page.place ? `<p>We serve ${page.place}</p>` : ''}<link href=${page.stylesheet}>`;",
  );
  await put(
    ".search-documents.json",
    JSON.stringify([
      {
        path: "/services/nursing",
        locale: "en",
        title: "Nursing Services",
        description: "Nurses at home.",
        headings: [],
        sentences: ["Our nurses visit day or night."],
      },
      {
        path: "/fr/services/soins-infirmiers",
        locale: "fr",
        title: "Soins infirmiers",
        description: "Des infirmières à domicile.",
        headings: [],
        sentences: ["Nos infirmières viennent de jour comme de nuit."],
      },
    ]),
  );
  // The Careers pages the build pre-renders (the server draws its own from the postings) and the
  // sitemap it writes.
  for (const locale of locales)
    await put(`${pathTo("careers", locale).slice(1)}/index.html`, "<h1>Careers (built)</h1>", true);
  await put(
    "sitemap.xml",
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n  <url>\n    <loc>https://example.org/</loc>\n  </url>\n</urlset>\n',
  );
  // The renderers of the postings' pages and of their application pages: the real ones,
  // compiled by Vitest (a server started as its own process cannot load them), or ones that name
  // the postings (and carry the form's key and errors).
  const renderer = (source: string, stub: string[]) =>
    options.realCareersPages
      ? `export * from ${JSON.stringify(pathToFileURL(path.resolve(source)).href)};`
      : stub.join("\n");
  await put(
    ".careers.js",
    renderer("app/server-pages/careers.tsx", [
      "const titles = (page) => page.postings.map((posting) => posting.content.title.en).join();",
      "export const renderCareersPage = (page) => `<h1>Careers</h1>${titles(page)}`;",
      "export const renderPostingPage = (page) => `<h1>${page.posting.content.title.en}</h1>`;",
      "export const renderClosedPage = (page) => `<h1>Closed</h1>${titles(page)}`;",
      "export const postingSearchDocument = ({ slug, frenchSlug, content }, locale) => ({ path: locale === 'fr' ? `/fr/carrieres/${frenchSlug}` : `/careers/${slug}`, locale, title: content.title[locale], description: content.summary[locale], headings: [], sentences: [content.summary[locale]] });",
    ]),
  );
  // The area check's answer: the real page, or its answer as data.
  await put(
    ".area-check.js",
    renderer("app/server-pages/area-check.tsx", [
      "export const renderAreaCheckPage = (page) => `<h1>Area check</h1><pre>${JSON.stringify(page.answer)}</pre><link href=${page.stylesheet}>`;",
    ]),
  );
  await put(
    ".apply.js",
    renderer("app/server-pages/apply.tsx", [
      "export const renderApplyPage = (page) => `<h1>Apply: ${page.posting.content.title.en}</h1><input name=key value=${page.key}>${page.errors.map((error) => error.message).join()}`;",
      "export const renderAppliedPage = (page) => `<h1>Applied: ${page.posting.content.title.en}</h1>${page.resumeProblem ?? ''}`;",
    ]),
  );
  await put(
    ".csp-script-hashes.json",
    JSON.stringify({ "/services/nursing/index.html": ["'sha256-abc='"] }),
  );
  return { buildDir, remove: () => rm(buildDir, { recursive: true, force: true }) };
}

/** An answer as it came over the wire, its body as sent (not decompressed). */
export interface WireAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over a real connection. */
export function overTheWire(
  origin: string,
  method: string,
  url: string,
  headers: OutgoingHttpHeaders = {},
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(origin + url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          statusCode: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/**
 * A GET whose request target is sent byte for byte, as `curl --path-as-is` does: Node's own
 * client refuses targets with spaces or characters past Latin-1, which attackers are free to
 * send. Answers with the status and headers only.
 */
export function rawGet(
  port: number,
  target: Buffer | string,
): Promise<{ statusCode: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const head = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n")[0]!;
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ statusCode: Number(statusLine.split(" ")[1]), headers });
    });
    socket.end(
      Buffer.concat([
        Buffer.from("GET "),
        Buffer.from(target),
        Buffer.from(" HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n"),
      ]),
    );
  });
}
