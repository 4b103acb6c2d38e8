import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
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

/**
 * Records a rendered page's inline scripts for this response's policy (app/entry.server.tsx calls it with the
 * finished page, before the headers go out); undefined when no policy is sent (development).
 */
export type InlineScriptRecorder = (page: Uint8Array) => void;

export function inlineScriptRecorderOf(res: Response): InlineScriptRecorder | undefined {
  const recorder: unknown = res.locals.recordInlineScripts;
  return typeof recorder === "function" ? (recorder as InlineScriptRecorder) : undefined;
}

/**
 * Security headers on every answer (issue 16 item 5, decisions 042 and 048), through helmet: a
 * Content-Security-Policy whose scripts are this origin's files plus the page's own inline scripts named by their
 * sha256 hashes (React Router's context and streamed data, route imports, scroll restoration; entry.server hands
 * the finished page to inlineScriptRecorderOf(res) before the headers go out), never 'unsafe-inline' and no
 * nonce: the same policy is right for every copy of the page, so a shared cache may replay it to anyone; frame-ancestors 'none' and X-Frame-Options DENY; nosniff;
 * strict-origin-when-cross-origin referrers; a Permissions-Policy; HSTS when the site is served over https.
 * Styles keep 'unsafe-inline': React writes style attributes (sizes, chart colours), and a style cannot run code.
 * A page replayed by the page cache carries the policy stored with it (page-cache.server.ts).
 * A 304 carries no policy: a browser or shared cache updates its stored headers from a 304, and a 304 has no
 * body to hash, so a policy there would no longer name the stored page's scripts.
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const headers = helmetFor(options);
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (options.contentSecurityPolicy) {
      let scriptHashes: readonly string[] = [];
      const record: InlineScriptRecorder = (page) => {
        scriptHashes = inlineScriptHashes(page);
      };
      res.locals.recordInlineScripts = record;
      finishPolicy(res, () => scriptHashes);
    }
    headers(req, res, next);
  };
}

/**
 * securityHeaders for an answer that is never a rendered page (the direct JSON lane, decision 054): the same
 * headers in the same order, but helmet's are computed once, since with these options they depend on nothing
 * in the request, and no recorder is offered, as a JSON answer has no inline scripts to hash (so its policy is
 * sent as it is, and dropped from a 304 as securityHeaders does). Risk: a helmet option that reads the request
 * (a per-request nonce or directive function) would be frozen here; securityHeaders would need to be used instead.
 */
export function fixedSecurityHeaders(options: SecurityHeadersOptions): RequestHandler {
  const fixed: Array<[string, string]> = [["Permissions-Policy", PERMISSIONS_POLICY]];
  const recorder = {
    setHeader: (name: string, value: unknown) => fixed.push([name, String(value)]),
    removeHeader: () => {},
  };
  let done = false;
  helmetFor(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("helmet did not set its headers at once");
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    if (options.contentSecurityPolicy) finishPolicy(res, () => []);
    next();
  };
}

function helmetFor(options: SecurityHeadersOptions) {
  const https = options.siteUrl.startsWith("https:");
  return helmet({
    contentSecurityPolicy: options.contentSecurityPolicy
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // The page's inline scripts are added by hash when the headers go out (finishPolicy).
            scriptSrc: ["'self'"],
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
}

/**
 * Just before the headers go out: a 304 loses the policy (see securityHeaders); any other answer gets the
 * hashes of the inline scripts its page recorded. An answer whose body was not recorded (files, JSON, a page
 * replayed by the page cache with its stored policy) keeps its policy as it is.
 */
function finishPolicy(res: Response, scriptHashes: () => readonly string[]) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const policy = res.getHeader("Content-Security-Policy");
    if (status === 304) res.removeHeader("Content-Security-Policy");
    else if (typeof policy === "string")
      res.setHeader("Content-Security-Policy", withScriptSources(policy, scriptHashes()));
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

const OPEN_TAG = Buffer.from("<script", "latin1");
const CLOSE_TAG = Buffer.from("</script", "latin1");
const [GREATER_THAN, CARRIAGE_RETURN] = [0x3e, 0x0d];

/**
 * `'sha256-…'` sources for every inline script of a rendered page (scripts with a `src` are covered by 'self';
 * JSON data blocks do not run). Reliable on our own output only: React and React Router write tags in lower
 * case and escape `<` inside text and script data, so a `<script` or `</script` in the page is always a real
 * tag. Scans the page's UTF-8 bytes (native searches, no page-sized string: this runs on every fresh render)
 * and hashes each script's bytes as they are, which is what the browser hashes; line breaks are normalised
 * first, as the HTML parser does, when a script holds a CR.
 */
export function inlineScriptHashes(page: string | Uint8Array): string[] {
  const bytes =
    typeof page === "string" ? Buffer.from(page, "utf8") : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const hashes = new Set<string>();
  let at = 0;
  for (;;) {
    const open = bytes.indexOf(OPEN_TAG, at);
    if (open === -1) break;
    const afterName = bytes[open + OPEN_TAG.length];
    const tagEnd = bytes.indexOf(GREATER_THAN, open);
    if (tagEnd === -1) break;
    at = tagEnd + 1;
    // `<scripts…` or similar is not a script tag.
    if (afterName !== GREATER_THAN && afterName !== 0x2f && !isSpace(afterName)) continue;
    const close = bytes.indexOf(CLOSE_TAG, tagEnd + 1);
    if (close === -1) break;
    at = close + CLOSE_TAG.length;
    const attributes = ` ${bytes.toString("latin1", open + OPEN_TAG.length, tagEnd)}`;
    // A data block (JSON-LD) never runs, so the policy need not name it.
    if (/\ssrc\s*=/i.test(attributes) || /\stype\s*=\s*"?[^"\s>]*json/i.test(attributes)) continue;
    if (close === tagEnd + 1) continue;
    const text = bytes.subarray(tagEnd + 1, close);
    const hash = createHash("sha256");
    if (text.includes(CARRIAGE_RETURN)) hash.update(text.toString("utf8").replace(/\r\n?/g, "\n"), "utf8");
    else hash.update(text);
    hashes.add(`'sha256-${hash.digest("base64")}'`);
  }
  return [...hashes];
}

function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;
}

/** The policy with `sources` added to script-src. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src\s[^;]*)/, (_all, start: string, directive: string) => {
    return `${start}${directive} ${sources.join(" ")}`;
  });
}
