// Apart from fetch-feed.server.ts (which re-exports them): a local feed file has the same cap, and reading one
// should not load the HTTP client, TLS and the request filter (decision 060).

/**
 * The most a feed may hold, in bytes after decompression: FEED_MAX_MB (default 512), the same cap a local feed
 * file has. Read per call so an operator's change needs no code and a test can use a small cap.
 */
export function feedByteCap(): number {
  const mb = Number(process.env.FEED_MAX_MB ?? "");
  return Math.floor((Number.isFinite(mb) && mb > 0 ? mb : 512) * 1024 * 1024);
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(2)} MB`;
}
