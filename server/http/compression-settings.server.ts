import zlib from "node:zlib";

/** 2^18 bytes = 256 KB: larger than any page's HTML (the largest listing is ~140 KB). */
const BROTLI_WINDOW_BITS = 18;

/**
 * Brotli for answers streamed through the compression middleware (server/app.server.ts): whatever is neither a
 * rendered page nor a JSON API answer (those are compressed in one call, ONE_CALL_BROTLI_OPTIONS).
 * Quality 3 instead of the middleware's 4: ~35 % less compression CPU per fresh render for ~5 % more bytes on
 * the product page and listings (issue 15, measured on their HTML).
 * A 256 KB window instead of brotli's default 4 MB: every response opens its own encoder, and the large
 * window's buffers (reported to V8 as external memory) made garbage collection and compression a third of a
 * fresh render's CPU. Pages are under 256 KB, so the compressed bytes are the same (issue 15: /about 11.7 →
 * 5.2 ms CPU per request, product page 16.8 → 11.2 ms, A/B in one run). Risk: a page above 256 KB compresses
 * a little less well; raise BROTLI_WINDOW_BITS if pages grow that large.
 */
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
    [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  },
};

/**
 * Brotli for answers compressed in one call (json-answer.server.ts encode): rendered pages (compress-page.server.ts)
 * and the JSON API answers. Quality 1 instead of 3, because each is compressed afresh on every request and is
 * the same few kilobytes of markup or keys each time. Measured on the 100k catalogue (issue 15): pages (decision
 * 057) the product page 0.41 → 0.18 ms of CPU for 8,736 → 9,664 bytes, the timber listing 0.70 → 0.30 ms for
 * 13,654 → 15,348 bytes; /api/search answers (session 20; 23 of the bench's answers, 15–39 KB of JSON, separate
 * processes A B B A) 0.109 → 0.050 ms for 2,393 → 2,752 bytes, about 3 % of an uncached search's CPU. About a
 * tenth more bytes, still within the first round trip's congestion window (~14 KB), for half the compression CPU.
 * Risk: an answer well above 100 KB would pay more bytes; raise the quality if pages or answers grow.
 */
export const ONE_CALL_BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
    [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
  },
};

/**
 * Answers smaller than this go uncompressed: one that fits in a single TCP segment (1,460 bytes of payload on
 * an Ethernet path) arrives in one packet either way, so compressing it saves the visitor no time and costs the
 * server an encoder (a palette keystroke's ~1.3 KB answer: ~0.2 ms of its ~1.5 ms of CPU, issue 15). The
 * middleware's default is 1 KB.
 */
export const COMPRESS_FROM_BYTES = 1400;
