import zlib from "node:zlib";

/** The compression middleware's own threshold: below it, an answer goes as it is. */
const COMPRESS_FROM_BYTES = 1024;

/** Brotli as server/app.server.ts configures the compression middleware, so the bytes are the same. */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};

type Encoding = "br" | "gzip" | "deflate";

/**
 * A JSON API answer, compressed here in one call rather than streamed through the compression middleware,
 * which stands aside for a response that has a Content-Encoding. Same bytes as the middleware would send
 * (same encoding chosen, same settings); the streamed encoder cost about twice the CPU of a one-shot call
 * for a 20–30 KB answer (its chunks go through the thread pool) and sent it chunked instead of with a length.
 * Risk: an answer of several megabytes would be compressed on the main thread in one go; API answers are
 * bounded by their page size (tens of KB).
 */
export function jsonAnswer(request: Request, value: unknown): Response {
  const body = Buffer.from(JSON.stringify(value));
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", Vary: "Accept-Encoding" });
  const encoding =
    body.length >= COMPRESS_FROM_BYTES && request.method !== "HEAD"
      ? chooseEncoding(request.headers.get("accept-encoding"))
      : null;
  const sent = encoding === null ? body : encode(body, encoding);
  if (encoding !== null) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(sent.length));
  // A copy (a few KB, a memcpy) typed as the Response wants: a Buffer may view a shared pool.
  return new Response(new Uint8Array(sent), { headers });
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") return zlib.brotliCompressSync(body, BROTLI_OPTIONS);
  return encoding === "gzip" ? zlib.gzipSync(body) : zlib.deflateSync(body);
}

/**
 * The compression middleware's choice (negotiator with br, gzip, deflate, identity, preferring br then gzip):
 * the highest quality the client gives, ties going to br, then gzip, then deflate; `*` stands for any coding
 * not named; identity wins only with a strictly higher quality. Null for none, as when the header is absent.
 */
export function chooseEncoding(header: string | null): Encoding | null {
  if (header === null) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (name === "") continue;
    let q = 1;
    for (const param of params) {
      const [key, raw] = param.trim().split("=");
      if (key === "q" && raw !== undefined) q = Number.parseFloat(raw);
    }
    if (Number.isNaN(q)) q = 0;
    quality.set(name, Math.max(q, quality.get(name) ?? -1));
  }
  const of = (name: string) => quality.get(name) ?? quality.get("*") ?? 0;
  // Unnamed, identity is as acceptable as the least acceptable coding named (negotiator's rule).
  const identity = quality.get("identity") ?? quality.get("*") ?? Math.min(...quality.values());
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const name of ["br", "gzip", "deflate"] as const) {
    const q = of(name);
    if (q > bestQ) {
      best = name;
      bestQ = q;
    }
  }
  return best !== null && bestQ >= identity ? best : null;
}
