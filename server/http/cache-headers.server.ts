import type { RequestHandler, Response } from "express";
import type { PriceDisplay } from "../../shared/price-display.ts";
import type { CatalogueVersion } from "../db/catalogue-version.server.ts";
import {
  cacheClass,
  cacheControlFor,
  etagFor,
  ifNoneMatchMatches,
  pageVariant,
  routeOptedOut,
  type CacheClass,
} from "./cache-policy.server.ts";

export interface CacheHeadersOptions {
  version: Pick<CatalogueVersion, "current">;
  /** Changes with every build (React Router's assets version): new code never answers 304 to old pages. */
  buildId: string;
  now?: () => number;
}

/**
 * What this middleware decided about a cacheable request, for the page cache (res.locals.cacheDecision):
 * its key parts, and, once the headers are written, whether the answer may be kept.
 */
export interface CacheDecision {
  catalogueVersion: number;
  variant: PriceDisplay | null;
  storable: boolean;
}

/**
 * Caching headers for every answer (decision 025), set when the headers are written, from the status and what
 * the route said: a cacheable 200 gets the table's Cache-Control, an ETag and `Vary`; anything else (errors,
 * redirects, answers setting a cookie, forms, personal pages) gets `no-store` unless the route chose its own
 * opt-out. A GET whose If-None-Match matches the current ETag is answered 304 before anything is rendered.
 */
export function cacheHeaders(options: CacheHeadersOptions): RequestHandler {
  const now = options.now ?? Date.now;
  return (req, res, next) => {
    // Until the answer is known to be cacheable (and whatever happens meanwhile, a failed version read
    // included), it is marked `no-store` unless the route chose its own opt-out.
    let beforeSend = () => {
      if (!routeOptedOut(header(res, "cache-control"))) res.set("Cache-Control", "no-store");
    };
    beforeHeaders(res, () => beforeSend());
    const cls = cacheClass(req.method, req.path);
    if (cls === "never") return next();
    const variant = cls === "page" ? pageVariant(req.headers.cookie) : null;
    options.version.current().then((catalogueVersion) => {
      const etag = etagFor({ buildId: options.buildId, catalogueVersion, variant, nowMs: now() });
      if (ifNoneMatchMatches(req.headers["if-none-match"], etag)) {
        beforeSend = () => setCacheable(res, cls, variant, etag);
        res.status(304).end();
        return;
      }
      const decision: CacheDecision = { catalogueVersion, variant, storable: false };
      res.locals.cacheDecision = decision;
      const notCacheable = beforeSend;
      beforeSend = () => {
        const shareable = res.statusCode === 200 && res.getHeader("set-cookie") === undefined;
        if (!shareable || routeOptedOut(header(res, "cache-control"))) return notCacheable();
        setCacheable(res, cls, variant, etag);
        decision.storable = true;
      };
      next();
    }, next);
  };
}

function setCacheable(res: Response, cls: Exclude<CacheClass, "never">, variant: PriceDisplay | null, etag: string) {
  res.set("Cache-Control", cacheControlFor(cls, variant));
  res.set("ETag", etag);
  // Pages differ by the preference cookie; any cache keeping them must keep one copy per Cookie value.
  if (cls === "page") res.vary("Cookie");
  res.vary("Accept-Encoding");
}

function header(res: Response, name: string): string | undefined {
  const value = res.getHeader(name);
  return value === undefined ? undefined : String(value);
}

/**
 * Runs `listener` once, just before the status and headers go out. Node writes headers through writeHead
 * (an implicit one included), so wrapping it sees every answer, also those the page cache replays.
 */
function beforeHeaders(res: Response, listener: () => void) {
  const writeHead = res.writeHead;
  let fired = false;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!fired) {
      fired = true;
      // An explicit writeHead(status) carries the status in its arguments, not yet in res.statusCode.
      if (typeof args[0] === "number") res.statusCode = args[0];
      listener();
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}
