import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

export interface SecurityHeadersOptions {
  /** The public address: HSTS and upgrade-insecure-requests are sent only when it is https. */
  siteUrl: string;
  /**
   * Production sends the Content-Security-Policy; Vite's dev server injects its own inline scripts (HMR, the
   * React refresh preamble) without our nonce, so development sends the other headers only.
   */
  contentSecurityPolicy: boolean;
}

/** Features the site never uses, refused for every frame (Permissions-Policy; helmet does not set it). */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** A fresh nonce for this response's inline scripts, read by the page render (requestContext → entry.server). */
export function cspNonceOf(res: Response): string | undefined {
  const nonce: unknown = res.locals.cspNonce;
  return typeof nonce === "string" ? nonce : undefined;
}

/**
 * Security headers on every answer (issue 16 item 5, decision 042), through helmet: a Content-Security-Policy
 * whose scripts are this origin's files plus the inline scripts carrying this response's nonce (React Router's
 * context, route imports and scroll restoration; entry.server passes the nonce to ServerRouter and React), never
 * 'unsafe-inline' for scripts; frame-ancestors 'none' and X-Frame-Options DENY; nosniff;
 * strict-origin-when-cross-origin referrers; a Permissions-Policy; HSTS when the site is served over https.
 * Styles keep 'unsafe-inline': React writes style attributes (sizes, chart colours), and a style cannot run code.
 * A page replayed by the page cache carries its stored scripts' hashes in the policy (page-cache.server.ts).
 * A 304 carries no policy: a browser or shared cache updates its stored headers from a 304, and a fresh nonce
 * there would no longer match the stored page's scripts.
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const https = options.siteUrl.startsWith("https:");
  const headers = helmet({
    contentSecurityPolicy: options.contentSecurityPolicy
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonceOf(res as Response) ?? ""}'`],
            scriptSrcAttr: ["'none'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Product pictures may come from a merchant's own image host (feed image links are https).
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            // The message page's quick-details form redirects to the chat app (shared/message-link.ts).
            formAction: ["'self'", "https://wa.me"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: https ? [] : null,
          },
        }
      : false,
    // Sent only for https sites: a browser pins https for a year. Subdomains are not ours to pin.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    withoutPolicyOnNotModified(res);
    headers(req, res, next);
  };
}

/** Drops the Content-Security-Policy from a 304 just before its headers go out (see securityHeaders). */
function withoutPolicyOnNotModified(res: Response) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (status === 304) res.removeHeader("Content-Security-Policy");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

/**
 * `'sha256-…'` sources for every inline script of a rendered page (scripts with a `src` are covered by
 * 'self'; JSON data blocks do not run). Reliable on our own output only: React and React Router escape `<` inside text and script data,
 * so a `<script` or `</script` in the page is always a real tag. Line breaks are normalised as an HTML
 * parser does before the browser hashes a script's text.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", text = ""] = match;
    // A data block (JSON-LD) never runs, so the policy need not name it.
    if (/\ssrc\s*=/i.test(` ${attributes}`) || /\stype\s*=\s*"?[^"\s>]*json/i.test(` ${attributes}`)) continue;
    if (text === "") continue;
    const normalised = text.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy with `sources` added to script-src (this response's nonce stays, and matches nothing stored). */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src\s[^;]*)/, (_all, start: string, directive: string) => {
    return `${start}${directive} ${sources.join(" ")}`;
  });
}
