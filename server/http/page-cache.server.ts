import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { priceDisplayFromCookie } from "../../shared/price-display.ts";

export interface PageCacheOptions {
  /** How long a rendered page is reused. 0 turns the cache off. */
  ttlSeconds: number;
  /** Most pages kept; the least recently used goes first. */
  maxEntries?: number;
  /** Only these paths are cached (pages, their client-side `.data` loads and the search API; never forms). */
  cacheable?: (path: string) => boolean;
  now?: () => number;
}

interface Entry {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body compressed once per encoding, on the first hit that asks for it. */
  encoded: Map<string, Buffer>;
}

/** Below this, compressing costs more than it saves (the compression middleware's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** Headers replayed on a hit; anything else (dates, lengths, encodings) is recomputed per response. */
const KEPT_HEADERS = ["content-type", "cache-control", "link", "x-robots-tag", "vary"];

/**
 * A micro-cache of rendered pages. Every visitor is anonymous and pages depend on one cookie only, the
 * trade-price preference (decision 022), which is part of the key: one render serves every visitor with the
 * same preference for a few seconds. Prices stay as fresh as the feeds (imported hourly at most), and bursts
 * on popular pages render once instead of per request.
 * Risk: when a page starts to depend on another cookie or header, add it to `cacheKey` or bypass the cache.
 */
export function pageCache(options: PageCacheOptions): RequestHandler {
  const ttlMs = options.ttlSeconds * 1000;
  const maxEntries = options.maxEntries ?? 500;
  const cacheable = options.cacheable ?? defaultCacheable;
  const now = options.now ?? Date.now;
  if (ttlMs <= 0) return (_req, _res, next) => next();
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    // lru-cache keeps an entry while its age is at most ttl; a page is reused only while younger than the TTL.
    ttl: ttlMs - 1,
    ttlResolution: 0,
    perf: { now },
  });

  return (req, res, next) => {
    if (req.method !== "GET" || !cacheable(req.path)) return next();
    const key = cacheKey(req);
    const hit = entries.get(key);
    if (hit) {
      res.status(hit.status).set(hit.headers).set("X-Page-Cache", "HIT");
      sendEncoded(req, res, hit);
      return;
    }
    res.set("X-Page-Cache", "MISS");
    capture(res, (status, body) => {
      if (status !== 200 || res.getHeader("set-cookie") !== undefined) return;
      // Pages for one visitor (a confirmation or unsubscribe link's answer) say so and are never shared.
      if (/\b(no-store|private)\b/.test(String(res.getHeader("cache-control") ?? ""))) return;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      entries.set(key, { status, headers, body, encoded: new Map() });
    });
    next();
  };
}

/**
 * The URL plus what else the page is rendered from: only the trade-price preference. Anything else in the
 * Cookie header (the browser-only consent cookie) changes nothing the server renders, so it is not part of it.
 */
function cacheKey(req: Request): string {
  return `${priceDisplayFromCookie(req.headers.cookie)} ${req.originalUrl}`;
}

/**
 * Compressing a 70 KB page on every hit would cost as much as a fifth of a render, so each
 * encoding is made once per entry. A set Content-Encoding makes the compression middleware stand aside.
 */
function sendEncoded(req: Request, res: Response, entry: Entry) {
  res.vary("Accept-Encoding");
  const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? req.acceptsEncodings("br", "gzip") : false;
  if (encoding !== "br" && encoding !== "gzip") {
    res.end(entry.body);
    return;
  }
  let encoded = entry.encoded.get(encoding);
  if (!encoded) {
    encoded =
      encoding === "br"
        ? zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.gzipSync(entry.body);
    entry.encoded.set(encoding, encoded);
  }
  res.set("Content-Encoding", encoding).end(encoded);
}

/** Public answers that are the same for every visitor: search and suggestions, the busiest JSON. */
const CACHEABLE_API = new Set(["/api/search", "/api/suggest"]);

function defaultCacheable(path: string): boolean {
  if (path.startsWith("/api/")) return CACHEABLE_API.has(path);
  return path !== "/healthz" && !path.startsWith("/assets/");
}

/** Collects what the rest of the stack writes (before compression) and reports it once the response ends. */
function capture(res: Response, done: (status: number, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response["end"];
  // "finish" only fires for a response sent in full; an aborted one is never stored.
  res.once("finish", () => done(res.statusCode, Buffer.concat(chunks)));
}
