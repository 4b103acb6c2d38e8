import { parseTextFeed } from "./parse-text-feed.ts";
import { parseXmlFeed } from "./parse-xml-feed.ts";
import { FeedFormatError, type FeedFormat, type ParsedFeed } from "./raw-feed-row.ts";
import { loadFeedText } from "./load-feed-text.server.ts";

export { loadFeedText, type FeedText, type LoadFeedOptions } from "./load-feed-text.server.ts";

/** Loads and parses a feed in the format its name or content says. */
export async function readFeed(source: string): Promise<ParsedFeed> {
  const feed = await loadFeedText(source);
  return parseFeedText(feed.text, feed.formatHint);
}

export function parseFeedText(text: string, hint: FeedFormat | null): ParsedFeed {
  refuseBinary(text);
  const format = hint ?? sniffFormat(text);
  return format === "xml" ? parseXmlFeed(text) : parseTextFeed(text, format);
}

/** How much of the start of a feed is looked at to tell text from binary data. */
const BINARY_SAMPLE_CHARS = 64 * 1024;

/**
 * Refuses binary data (a compressed file, an image, random bytes) by looking at the first 64 KB only, so the
 * answer takes microseconds whatever the size: more than 1 % control characters (other than tab, line feed,
 * carriage return and form feed) or invalid UTF-8 (decoded as U+FFFD) is not a text feed. One stray NUL or
 * undecodable byte in a real feed stays far below that and costs only its row (validate-feed-row.ts).
 */
function refuseBinary(text: string): void {
  const sample = text.slice(0, BINARY_SAMPLE_CHARS);
  if (sample.startsWith("\u001F\uFFFD")) {
    throw new FeedFormatError(
      "The feed is gzip-compressed: decompress it first (or serve it with Content-Encoding: gzip).",
    );
  }
  if (sample.startsWith("PK\u0003\u0004")) throw new FeedFormatError("The feed is a ZIP archive: extract it first.");
  let suspicious = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if ((code < 0x20 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 0xfffd) suspicious++;
  }
  if (suspicious > 8 && suspicious > sample.length / 100) {
    throw new FeedFormatError(
      `The feed is binary data, not text (${Math.round((100 * suspicious) / sample.length)} % of its first ${Math.round(sample.length / 1024)} KB is control characters or invalid UTF-8).`,
    );
  }
}

function sniffFormat(text: string): FeedFormat {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) return "xml";
  const header = start.slice(0, start.indexOf("\n") === -1 ? undefined : start.indexOf("\n"));
  return header.includes("\t") ? "tsv" : "csv";
}
