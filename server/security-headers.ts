/**
 * Security headers for every answer, and the Content Security Policy for pages. The policy allows
 * scripts from this site and, for each page, exactly the inline scripts the build hashed
 * (scripts/postbuild.ts); nothing may frame the site, and forms post only here.
 * https://developer.mozilla.org/docs/Web/HTTP/Guides/CSP
 */

import { createHash } from "node:crypto";

/** Where the build writes each page's inline-script hashes (not served: it starts with a dot). */
export const scriptHashesFile = ".csp-script-hashes.json";

/**
 * The CSP for a page whose inline scripts have `hashes`. Everything is refused unless a line
 * below allows it: a new kind of resource (a video, a web manifest) needs its own line.
 */
export function contentSecurityPolicy(hashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The CSP source that allows exactly the inline script `body`. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
}

/** The headers every answer carries; HSTS only when the visitor came over HTTPS. */
export function securityHeaders(isHttps: boolean): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "permissions-policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "x-frame-options": "DENY",
    ...(isHttps ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
