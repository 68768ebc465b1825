/**
 * A page the server draws for one request and nobody else (the search page with its results, a
 * job application form with its own key): sent compressed as the browser accepts (the build
 * compresses the pre-rendered pages; this one cannot be), kept by no cache and no search engine.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import Negotiator from "negotiator";

// Brotli's quality 5: about a third of a millisecond for a page of results, within a few per cent
// of the best quality's size.
const compressors = {
  br: (body: string) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: string) => gzipSync(body, { level: 6 }),
} as const;
const encodings = ["br", "gzip", "identity"];

/** Sends `html` with `status`, never stored, never indexed, in the encoding the browser prefers. */
export function sendDrawnPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status = 200,
) {
  const [encoding] = new Negotiator(request.raw).encodings(encodings, { preferred: encodings });
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .header("vary", "accept-encoding");
  if (encoding === "br" || encoding === "gzip")
    return reply.header("content-encoding", encoding).send(compressors[encoding](html));
  return reply.send(html);
}
