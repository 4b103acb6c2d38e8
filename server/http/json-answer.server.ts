import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import { COMPRESS_FROM_BYTES, ONE_CALL_BROTLI_OPTIONS } from "./compression-settings.server.ts";

type Encoding = "br" | "gzip" | "deflate";

const SUPPORTED = ["br", "gzip", "deflate", "identity"];
const PREFERRED = ["br", "gzip"];

/**
 * A JSON API answer, compressed here in one call rather than streamed through the compression middleware,
 * which stands aside for a response that has a Content-Encoding. The same encoding as the middleware would choose,
 * at the one-call brotli quality (ONE_CALL_BROTLI_OPTIONS, as pages); the streamed encoder cost about twice the CPU of a one-shot call
 * for a 20–30 KB answer (its chunks go through the thread pool) and sent it chunked instead of with a length.
 * Risk: an answer of several megabytes would be compressed on the main thread in one go; API answers are
 * bounded by their page size (tens of KB).
 */
export function jsonAnswer(request: Request, value: unknown): Response {
  const answer = encodedJson(value, request.method, request.headers.get("accept-encoding"));
  // A copy (a few KB, a memcpy) typed as the Response wants: a Buffer may view a shared pool.
  return new Response(new Uint8Array(answer.body), { headers: answer.headers });
}

/**
 * The same answer written straight to Node's response (the production server's direct handlers, decision 039):
 * the same headers, in the order and spelling React Router's Express adapter writes a jsonAnswer's (it appends
 * a Response's headers as the Fetch API lists them, lower case and sorted), then the body in one write.
 */
export function sendJsonAnswer(req: IncomingMessage, res: ServerResponse, value: unknown): void {
  const accept = req.headers["accept-encoding"];
  const answer = encodedJson(value, req.method ?? "GET", typeof accept === "string" ? accept : null);
  for (const [name, headerValue] of answer.headers) res.setHeader(name, headerValue);
  res.end(answer.body);
}

interface EncodedJson {
  body: Buffer;
  /** Lower-case names, sorted, as a Fetch Headers object lists them. */
  headers: Array<[string, string]>;
}

function encodedJson(value: unknown, method: string, acceptEncoding: string | null): EncodedJson {
  const body = Buffer.from(JSON.stringify(value));
  const encoding = body.length >= COMPRESS_FROM_BYTES && method !== "HEAD" ? chooseEncoding(acceptEncoding) : null;
  const sent = encoding === null ? body : encode(body, encoding);
  const headers: Array<[string, string]> = [];
  if (encoding !== null) headers.push(["content-encoding", encoding]);
  headers.push(
    ["content-length", String(sent.length)],
    ["content-type", "application/json; charset=utf-8"],
    ["vary", "Accept-Encoding"],
  );
  return { body: sent, headers };
}

/** One call: brotli at ONE_CALL_BROTLI_OPTIONS, gzip and deflate at their defaults; JSON answers and pages (compress-page.server.ts). */
export function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") return zlib.brotliCompressSync(body, ONE_CALL_BROTLI_OPTIONS);
  return encoding === "gzip" ? zlib.gzipSync(body) : zlib.deflateSync(body);
}

/**
 * The compression middleware's own choice, by the same library and lists (negotiator, as compression/index.js
 * asks it): br, gzip, deflate or identity by the client's qualities, ties going to br then gzip. Null for
 * identity or nothing acceptable.
 */
export function chooseEncoding(header: string | null): Encoding | null {
  if (header === null) return null;
  const chosen = new Negotiator({ headers: { "accept-encoding": header } }).encoding(SUPPORTED, PREFERRED);
  return chosen === "br" || chosen === "gzip" || chosen === "deflate" ? chosen : null;
}
