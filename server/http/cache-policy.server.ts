import { createHash } from "node:crypto";
import { priceDisplayFromCookie, type PriceDisplay } from "../../shared/price-display.ts";

/**
 * What a shared cache (CDN, reverse proxy) and a browser may do with each answer (decision 025).
 * One table decides it for the whole site; routes only opt out (`no-store`/`private` in their own headers).
 */

/** Seconds a shared cache serves an answer without asking again; revalidating costs us a 304 from memory. */
export const SHARED_MAX_AGE_SECONDS = 30;
/** Seconds past that a shared cache may serve the old copy while it fetches the new one in the background. */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;
/** While the site answers errors or cannot be reached, an old page beats an error page for an hour. */
export const STALE_IF_ERROR_SECONDS = 3600;
/**
 * Some answers change with the clock, not the catalogue: a dated sale starts or ends, 'Updated 3 hours ago',
 * today's deals, this month's click-outs. ETags change at least this often, so no revalidation keeps such an
 * answer longer than this plus the shared max-age.
 */
export const ETAG_CLOCK_SECONDS = 60;

/** `page`: rendered per trade-price preference; `public`: the same for everyone; `never`: not cached at all. */
export type CacheClass = "page" | "public" | "never";

/**
 * Paths whose answers are personal, change state, or must reach the server every time: forms' results and
 * e-mailed links (alerts, subscriptions, the VAT preference), click-outs (counted), the health check, the
 * favourites' price refresh (a visitor's own list of ids) and the project CSV (a download of the visitor's list).
 */
const NEVER_PREFIXES = ["/out/", "/alerts", "/subscriptions/", "/preferences/"];
const NEVER_PATHS = new Set(["/healthz", "/api/products", "/price-comparison.csv"]);

/** Resource routes that read no cookie: one copy for every visitor, whatever their preference. */
const COOKIE_FREE_PREFIXES = ["/api/", "/sitemaps/"];
const COOKIE_FREE_PATHS = new Set(["/sitemap.xml", "/robots.txt"]);

export function cacheClass(method: string, rawPath: string): CacheClass {
  if (method !== "GET" && method !== "HEAD") return "never";
  // A `.data` load is its page's data: it is classed as the page (`/alerts/confirm.data` is `/alerts/confirm`).
  const path = rawPath.endsWith(".data") ? rawPath.slice(0, -".data".length) || "/" : rawPath;
  if (NEVER_PATHS.has(path) || NEVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return "never";
  if (COOKIE_FREE_PATHS.has(path) || COOKIE_FREE_PREFIXES.some((prefix) => path.startsWith(prefix))) return "public";
  return "page";
}

/**
 * The one request fact (besides the URL) a page is rendered from: the trade-price preference (decision 022).
 * The consent cookie is read only by the browser, so it is not part of any key.
 * Risk: a page that starts to read another cookie or request header must add it here.
 */
export function pageVariant(cookieHeader: string | undefined): PriceDisplay {
  return priceDisplayFromCookie(cookieHeader);
}

export interface EtagParts {
  buildId: string;
  catalogueVersion: number;
  variant: PriceDisplay | null;
  nowMs: number;
}

/**
 * A weak validator (the bytes differ per compression) for everything an answer depends on apart from its URL:
 * the code (build id), the catalogue version, the preference for pages, and the clock window.
 */
export function etagFor({ buildId, catalogueVersion, variant, nowMs }: EtagParts): string {
  const clockWindow = Math.floor(nowMs / (ETAG_CLOCK_SECONDS * 1000));
  return `W/"${buildTag(buildId)}-${catalogueVersion}-${variant ?? "any"}-${clockWindow}"`;
}

/** A short, header-safe form of the build id, hashed once per build rather than per request. */
let lastBuild = { id: "", tag: "" };
function buildTag(buildId: string): string {
  if (lastBuild.id !== buildId || lastBuild.tag === "") {
    lastBuild = { id: buildId, tag: createHash("sha1").update(buildId).digest("base64url").slice(0, 10) };
  }
  return lastBuild.tag;
}

/** RFC 9110 §13.1.2: If-None-Match matches with the weak comparison (`W/` ignored), or `*`. */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === wanted);
}

/**
 * The Cache-Control of a cacheable 200. Trade-view pages are `private`: a CDN that ignores `Vary: Cookie`
 * (several do) never stores one to hand to an inc. VAT visitor; browsers still revalidate them with the ETag.
 */
export function cacheControlFor(cls: Exclude<CacheClass, "never">, variant: PriceDisplay | null): string {
  if (cls === "page" && variant === "ex-vat") return "private, no-cache";
  return (
    `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, ` +
    `stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`
  );
}

/** Whatever a route said that keeps its answer out of shared caches wins over the table. */
export function routeOptedOut(cacheControl: string | undefined): boolean {
  return cacheControl !== undefined && /\b(no-store|private|no-cache)\b/i.test(cacheControl);
}
