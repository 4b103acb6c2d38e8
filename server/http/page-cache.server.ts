import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import type { CacheDecision } from "./cache-headers.server.ts";

export interface PageCacheOptions {
  /** How long a rendered page is reused. 0 turns the cache off. */
  ttlSeconds: number;
  /** Most pages kept; the least recently used goes first. */
  maxEntries?: number;
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

/**
 * Headers replayed on a hit; anything else (dates, lengths, encodings) is recomputed per response, and the
 * caching headers (Cache-Control, ETag) are set afresh by cacheHeaders for each answer. The
 * Content-Security-Policy names the stored page's inline scripts by hash and holds nothing per visitor
 * (decision 048), so it is replayed with the body it describes.
 */
const KEPT_HEADERS = ["content-type", "link", "x-robots-tag", "vary", "content-security-policy"];

/**
 * A micro-cache of rendered pages and public API answers, per process (decision 025, which supersedes 005):
 * an optimisation, never needed for correctness. It caches only what cacheHeaders (which must run first)
 * found cacheable, and its key holds everything such an answer depends on: the catalogue version (read at
 * most every CATALOGUE_VERSION_CHECK_MS), the trade-price preference for pages (decision 022) and the URL.
 * After an import commits, the next version check moves every request to new keys, so no process serves
 * prices older than the last import by more than that interval; the TTL bounds what changes with the clock
 * (sale windows, 'Updated 3 hours ago'). Bursts on popular pages render once instead of per request.
 */
export function pageCache(options: PageCacheOptions): RequestHandler {
  const ttlMs = options.ttlSeconds * 1000;
  const maxEntries = options.maxEntries ?? 500;
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
    const decision = res.locals.cacheDecision as CacheDecision | undefined;
    if (req.method !== "GET" || !decision) return next();
    const key = `${decision.catalogueVersion} ${decision.variant ?? "-"} ${req.originalUrl}`;
    const hit = entries.get(key);
    if (hit) {
      res.status(hit.status).set(hit.headers).set("X-Page-Cache", "HIT");
      sendEncoded(req, res, hit);
      return;
    }
    res.set("X-Page-Cache", "MISS");
    capture(res, (status, sent, contentEncoding) => {
      // cacheHeaders decided when the headers went out: errors, answers setting a cookie and routes that opt
      // out (a confirmation or unsubscribe link's page) are never kept.
      if (status !== 200 || !decision.storable) return;
      const stored = identityOf(sent, contentEncoding);
      if (!stored) return;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      entries.set(key, { status, headers, ...stored });
    });
    next();
  };
}

/**
 * The body to keep, uncompressed, from the bytes a response sent. Pages reach the capture before they are
 * compressed, but a JSON answer compresses itself in one call (json-answer.server.ts), so its captured bytes
 * are already encoded: kept as they were, a hit sent them as if uncompressed, or compressed them a second time
 * (a visitor's browser then read brotli bytes as JSON). They are decoded once here, and the sent bytes are kept
 * as that encoding's copy. An encoding this cannot decode is not kept at all.
 */
function identityOf(sent: Buffer, contentEncoding: unknown): Pick<Entry, "body" | "encoded"> | null {
  if (contentEncoding === undefined || contentEncoding === "identity") return { body: sent, encoded: new Map() };
  try {
    if (contentEncoding === "br") return { body: zlib.brotliDecompressSync(sent), encoded: new Map([["br", sent]]) };
    if (contentEncoding === "gzip") return { body: zlib.gunzipSync(sent), encoded: new Map([["gzip", sent]]) };
    if (contentEncoding === "deflate") return { body: zlib.inflateSync(sent), encoded: new Map() };
  } catch {
    // Bytes that do not decode are not kept; the answer itself has already gone out as it was.
  }
  return null;
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

/**
 * Collects what the rest of the stack writes (before the compression middlewares) and reports it once the
 * response ends, with the Content-Encoding the bytes already had as they passed (set by an answer that
 * compressed itself; the middlewares set theirs only after the bytes have passed here).
 */
function capture(res: Response, done: (status: number, body: Buffer, contentEncoding: unknown) => void) {
  const chunks: Buffer[] = [];
  let contentEncoding: unknown;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (chunks.length === 0) contentEncoding = res.getHeader("content-encoding");
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
  res.once("finish", () => done(res.statusCode, Buffer.concat(chunks), contentEncoding));
}
