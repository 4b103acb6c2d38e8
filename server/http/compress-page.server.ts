import type { RequestHandler, Response } from "express";
import { COMPRESS_FROM_BYTES } from "./compression-settings.server.ts";
import { chooseEncoding, encode } from "./json-answer.server.ts";

type Write = (chunk: unknown, ...rest: unknown[]) => boolean;
type End = (chunk?: unknown, ...rest: unknown[]) => Response;

/**
 * A rendered page compressed in one call when it ends, instead of streamed through the compression middleware.
 * app/entry.server.tsx renders the whole page before answering, so the page reaches Express as one buffer and
 * the streamed encoder only added cost: its chunks go through the thread pool and back through stream events
 * (the middleware and zlib were ~15 % of a fresh product page's or listing's CPU in profiles, against ~4 % for
 * the one-shot encoding; issue 15, decision 050), and the page went out chunked instead of with a length.
 * The same negotiation as the middleware and JSON answers (json-answer.server.ts), so the same encoding is
 * chosen, by the same one-call encoder (encode: brotli at ONE_CALL_BROTLI_OPTIONS, decision 057); the middleware, registered before this, stands aside for a set Content-Encoding and still
 * adds `Vary: Accept-Encoding` as before.
 *
 * Only `text/html` answers whose headers have not gone out are held; anything else (assets, JSON, a flushed or
 * streamed answer, HEAD, `Cache-Control: no-transform`, one below COMPRESS_FROM_BYTES) passes on unchanged.
 * Register it after the compression middleware and before anything that writes a page (the page cache captures
 * the uncompressed bytes on top of it). Risk: a page that streams deferred data would be held until its end;
 * entry.server.tsx would need this changed if pages stream again.
 */
export function compressPages(): RequestHandler {
  return (req, res, next) => {
    const write = res.write.bind(res) as Write;
    const end = res.end.bind(res) as End;
    let held: Buffer[] | null = null;

    const holds = () => {
      if (held) return true;
      if (res.headersSent || req.method === "HEAD" || res.getHeader("Content-Encoding") !== undefined) return false;
      const type = res.getHeader("Content-Type");
      if (typeof type !== "string" || !type.startsWith("text/html")) return false;
      const cacheControl = res.getHeader("Cache-Control");
      if (typeof cacheControl === "string" && /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)) return false;
      held = [];
      return true;
    };

    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!holds()) return write(chunk, ...rest);
      held?.push(toBuffer(chunk, rest[0]));
      const callback = rest.find((r) => typeof r === "function") as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    }) as Response["write"];

    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (!holds()) return end(chunk, ...rest);
      const callback = [chunk, ...rest].find((r) => typeof r === "function") as (() => void) | undefined;
      const pieces = held ?? [];
      held = null;
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") pieces.push(toBuffer(chunk, rest[0]));
      const body = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
      const header = req.headers["accept-encoding"];
      const encoding = body.length >= COMPRESS_FROM_BYTES ? chooseEncoding(header ?? null) : null;
      if (encoding === null) return end(body, callback);
      const encoded = encode(body, encoding);
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", String(encoded.length));
      return end(encoded, callback);
    }) as Response["end"];

    next();
  };
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk as Uint8Array);
}
