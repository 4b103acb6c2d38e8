import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import tls from "node:tls";
import zlib from "node:zlib";
import type { Readable } from "node:stream";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import { feedByteCap, formatMegabytes } from "./feed-byte-cap.ts";

/**
 * Downloads one merchant feed without letting the feed's server hurt us (issue 16 item 3, decision 043):
 * https only unless the operator allowed http for this feed; every hop (the first request and each redirect) goes
 * through request-filtering-agent, which checks the address DNS actually returned, so loopback, private,
 * link-local and other non-public destinations are refused however the URL spells them (`0x7f000001`, a name that
 * resolves to 127.0.0.1, a redirect); at most five redirects; a connect timeout and a total timeout; a byte cap
 * counted after decompression while streaming, so neither a gzip bomb nor an endless chunked body can fill memory.
 * Errors are `FeedFetchError`s whose message names the URL (query hidden: feed URLs often carry keys) and the
 * reason, never any of the response body.
 */

export type FeedFetchResult =
  | { kind: "not-modified" }
  | { kind: "fetched"; text: string; etag: string | null; lastModified: string | null; bytes: number };

export interface FeedFetchOptions {
  /** Validators from the last successful fetch: sent as If-None-Match / If-Modified-Since. */
  etag?: string | null;
  lastModified?: string | null;
  /** Plain http: only with an explicit per-feed operator flag. */
  allowHttp?: boolean;
  signal?: AbortSignal;
}

/** A fetch that failed or was refused; the message is safe to print (no body, no query string). */
export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedFetchError";
  }
}

export interface FeedFetchLimits {
  maxBytes: number;
  maxRedirects: number;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
}

export const DEFAULT_FETCH_LIMITS: Omit<FeedFetchLimits, "maxBytes"> = {
  maxRedirects: 5,
  connectTimeoutMs: 15_000,
  totalTimeoutMs: 120_000,
};

/** A validator longer than this is not stored: it is replayed in a header on the next fetch. */
const MAX_VALIDATOR_LENGTH = 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchFeed(url: string, options: FeedFetchOptions = {}): Promise<FeedFetchResult> {
  return fetchFeedWithLimits(url, options, { ...DEFAULT_FETCH_LIMITS, maxBytes: feedByteCap() });
}

/** `fetchFeed` with explicit limits: what the resilience tests drive with small caps and timeouts. */
export async function fetchFeedWithLimits(
  url: string,
  options: FeedFetchOptions,
  limits: FeedFetchLimits,
): Promise<FeedFetchResult> {
  const agents = makeAgents();
  const total = new AbortController();
  const timer = setTimeout(() => total.abort(), limits.totalTimeoutMs);
  const onOuterAbort = () => total.abort();
  options.signal?.addEventListener("abort", onOuterAbort, { once: true });
  if (options.signal?.aborted) total.abort();
  try {
    let current = parseFeedUrl(url, options.allowHttp === true);
    for (let hop = 0; ; hop++) {
      const outcome = await requestOnce(current, options, limits, agents, total.signal);
      if (outcome.kind !== "redirect") return outcome;
      if (hop >= limits.maxRedirects) {
        throw new FeedFetchError(`Could not download ${safeUrl(url)}: more than ${limits.maxRedirects} redirects.`);
      }
      current = parseFeedUrl(new URL(outcome.location, current).href, options.allowHttp === true, current);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(`Could not download ${safeUrl(url)}: ${describe(error, total.signal, options.signal)}`);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onOuterAbort);
    agents.http.destroy();
    agents.https.destroy();
  }
}

type HopOutcome = FeedFetchResult | { kind: "redirect"; location: string };

function requestOnce(
  url: URL,
  options: FeedFetchOptions,
  limits: FeedFetchLimits,
  agents: Agents,
  signal: AbortSignal,
): Promise<HopOutcome> {
  const secure = url.protocol === "https:";
  const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br", "user-agent": "BuildCompare" };
  if (options.etag) headers["if-none-match"] = options.etag;
  if (options.lastModified) headers["if-modified-since"] = options.lastModified;
  return new Promise<HopOutcome>((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      { method: "GET", headers, agent: secure ? agents.https : agents.http, signal },
      (response) => {
        clearTimeout(connectTimer);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          response.destroy();
          resolve({ kind: "redirect", location });
        } else if (status === 304) {
          response.destroy();
          resolve({ kind: "not-modified" });
        } else if (status < 200 || status > 299) {
          response.destroy();
          reject(new FeedFetchError(`Could not download ${safeUrl(url.href)}: HTTP ${status}.`));
        } else {
          readBody(response, url, limits.maxBytes).then(
            ({ text, bytes }) =>
              resolve({
                kind: "fetched",
                text,
                bytes,
                etag: validator(response.headers.etag),
                lastModified: validator(response.headers["last-modified"]),
              }),
            reject,
          );
        }
      },
    );
    // Cleared once the response starts; until then a silent host costs at most connectTimeoutMs.
    const connectTimer = setTimeout(
      () =>
        request.destroy(
          new FeedFetchError(
            `Could not download ${safeUrl(url.href)}: no answer within ${limits.connectTimeoutMs / 1000} s.`,
          ),
        ),
      limits.connectTimeoutMs,
    );
    request.on("error", (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    request.end();
  });
}

/** Streams the body through the decoder its Content-Encoding names, stopping at the cap (decoded bytes). */
async function readBody(
  response: http.IncomingMessage,
  url: URL,
  maxBytes: number,
): Promise<{ text: string; bytes: number }> {
  const tooLarge = () => new FeedFetchError(`${safeUrl(url.href)} is larger than ${formatMegabytes(maxBytes)}.`);
  const declared = Number(response.headers["content-length"] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const decoded = decoder(response, url);
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of decoded) {
      const buffer = chunk as Buffer;
      bytes += buffer.length;
      if (bytes > maxBytes) throw tooLarge();
      chunks.push(buffer);
    }
  } finally {
    response.destroy();
    if (decoded !== response) decoded.destroy();
  }
  // TextDecoder (not Buffer#toString) drops a leading BOM exactly as `Response#text()` did before.
  return { text: new TextDecoder("utf-8").decode(Buffer.concat(chunks, bytes)), bytes };
}

function decoder(response: http.IncomingMessage, url: URL): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding === "identity" || encoding === "") return response;
  const stream =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createUnzip()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (!stream) {
    response.destroy();
    throw new FeedFetchError(`Could not download ${safeUrl(url.href)}: unsupported Content-Encoding.`);
  }
  response.on("error", (error) => stream.destroy(error));
  return response.pipe(stream);
}

function parseFeedUrl(text: string, allowHttp: boolean, from?: URL): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FeedFetchError("The feed URL is not a valid URL.");
  }
  const where = from ? `${safeUrl(from.href)} redirected to ${safeUrl(url.href)}, which` : safeUrl(url.href);
  if (url.protocol === "http:" && !allowHttp) {
    throw new FeedFetchError(
      `${where} uses plain http; feeds are fetched over https unless http is allowed for the feed (--allow-http).`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new FeedFetchError(`${where} is not an http(s) URL.`);
  }
  return url;
}

interface Agents {
  http: RequestFilteringHttpAgent;
  https: RequestFilteringHttpsAgent;
}

/**
 * Fresh agents per fetch (no pooled sockets outlive it). The only exception to "public addresses only" is the
 * test allowance FEED_FETCH_ALLOW_LOOPBACK=1: it admits 127.0.0.1 exactly (not the rest of 127/8, not ::1, not
 * private ranges) and, with FEED_FETCH_TEST_CA, trusts the local test server's certificate. Refused in production.
 */
function makeAgents(): Agents {
  const allowance = loopbackAllowance();
  const filter = { allowIPAddressList: allowance ? ["127.0.0.1"] : [] };
  const ca = allowance?.ca ? [...tls.rootCertificates, allowance.ca] : undefined;
  return {
    http: new RequestFilteringHttpAgent({ ...filter, keepAlive: false }),
    https: new RequestFilteringHttpsAgent({ ...filter, keepAlive: false, ...(ca ? { ca } : {}) }),
  };
}

function loopbackAllowance(): { ca: string | null } | null {
  if (process.env.FEED_FETCH_ALLOW_LOOPBACK !== "1") return null;
  if (process.env.NODE_ENV === "production") {
    throw new FeedFetchError(
      "FEED_FETCH_ALLOW_LOOPBACK is a test-only setting and is refused when NODE_ENV=production.",
    );
  }
  const caFile = process.env.FEED_FETCH_TEST_CA;
  return { ca: caFile ? fs.readFileSync(caFile, "utf8") : null };
}

/** The URL without credentials or query string: feed URLs often carry an API key there. */
export function safeUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.protocol}//${url.host}${url.pathname}${url.search ? "?…" : ""}`;
  } catch {
    return "(invalid URL)";
  }
}

export { feedByteCap, formatMegabytes } from "./feed-byte-cap.ts";

function validator(value: string | undefined): string | null {
  return value && value.length <= MAX_VALIDATOR_LENGTH ? value : null;
}

/** A reason safe to print: our own wording or Node's error code, never anything the server sent. */
function describe(error: unknown, total: AbortSignal, outer: AbortSignal | undefined): string {
  if (outer?.aborted) return "cancelled.";
  if (total.aborted) return "did not finish within the time limit.";
  const message = error instanceof Error ? error.message : String(error);
  if (/is not allowed\. Because/.test(message)) {
    const address = /DNS lookup ([^(\s]+)/.exec(message)?.[1] ?? "the address";
    return `refused: ${address} is not a public address.`;
  }
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code}.` : "the connection failed.";
}
