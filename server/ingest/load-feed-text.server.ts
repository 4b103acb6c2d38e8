import fs from "node:fs/promises";
import path from "node:path";
import { FeedFormatError, type FeedFormat } from "./raw-feed-row.ts";
import { feedByteCap, formatMegabytes } from "../feeds/feed-byte-cap.ts";

// Apart from the parsers (read-feed.server.ts): an unchanged re-import only reads and fingerprints the text, so
// its process never loads the CSV and XML parsers (decision 055).

export interface FeedText {
  source: string;
  text: string;
  formatHint: FeedFormat | null;
}

export interface LoadFeedOptions {
  /** Plain http URLs are refused unless the operator allowed them for this feed (`import --allow-http`). */
  allowHttp?: boolean;
}

/**
 * Loads a feed's text from a file path or a URL, noting the format its name suggests. A URL goes through
 * `fetchFeed` (https only, public addresses only, capped; decision 043); its refusals become FeedFormatErrors so
 * the import records them as a failed import like an unreadable file.
 */
export async function loadFeedText(source: string, options: LoadFeedOptions = {}): Promise<FeedText> {
  const isUrl = /^https?:\/\//i.test(source);
  const text = isUrl ? await download(source, options.allowHttp === true) : await readLocal(source);
  return { source, text, formatHint: formatFromName(isUrl ? new URL(source).pathname : source) };
}

function formatFromName(name: string): FeedFormat | null {
  const ext = path.extname(name).toLowerCase();
  if (ext === ".tsv" || ext === ".txt") return "tsv";
  if (ext === ".csv") return "csv";
  if (ext === ".xml" || ext === ".rss" || ext === ".atom") return "xml";
  return null;
}

async function readLocal(file: string): Promise<string> {
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) throw new FeedFormatError(`${file} is not a file.`);
    const cap = feedByteCap();
    if (stat.size > cap) throw new FeedFormatError(`${file} is larger than ${formatMegabytes(cap)}.`);
    return await fs.readFile(file, "utf8");
  } catch (error) {
    if (error instanceof FeedFormatError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new FeedFormatError(
      code === "ENOENT" ? `Feed file not found: ${file}` : `Could not read ${file}: ${(error as Error).message}`,
    );
  }
}

async function download(url: string, allowHttp: boolean): Promise<string> {
  // Loaded for a URL only: a file's import never needs the HTTP client, TLS or the request filter (decision 060).
  const { fetchFeed, FeedFetchError, safeUrl } = await import("../feeds/fetch-feed.server.ts");
  try {
    const result = await fetchFeed(url, { allowHttp });
    // No validators were sent, so a 304 would be a server misbehaving; refuse it rather than import nothing.
    if (result.kind === "not-modified")
      throw new FeedFetchError(`${safeUrl(url)} answered 304 Not Modified to a plain GET.`);
    return result.text;
  } catch (error) {
    if (error instanceof FeedFetchError) throw new FeedFormatError(error.message);
    throw error;
  }
}
