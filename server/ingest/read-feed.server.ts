import fs from "node:fs/promises";
import path from "node:path";
import { parseTextFeed } from "./parse-text-feed.ts";
import { parseXmlFeed } from "./parse-xml-feed.ts";
import { FeedFormatError, type FeedFormat, type ParsedFeed } from "./raw-feed-row.ts";

const MAX_FEED_BYTES = 512 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 120_000;

export interface FeedText {
  source: string;
  text: string;
  formatHint: FeedFormat | null;
}

/** Loads a feed's text from a file path or an http(s) URL, noting the format its name suggests. */
export async function loadFeedText(source: string): Promise<FeedText> {
  const isUrl = /^https?:\/\//i.test(source);
  const text = isUrl ? await download(source) : await readLocal(source);
  return { source, text, formatHint: formatFromName(isUrl ? new URL(source).pathname : source) };
}

/** Loads and parses a feed in the format its name or content says. */
export async function readFeed(source: string): Promise<ParsedFeed> {
  const feed = await loadFeedText(source);
  return parseFeedText(feed.text, feed.formatHint);
}

export function parseFeedText(text: string, hint: FeedFormat | null): ParsedFeed {
  const format = hint ?? sniffFormat(text);
  return format === "xml" ? parseXmlFeed(text) : parseTextFeed(text, format);
}

function formatFromName(name: string): FeedFormat | null {
  const ext = path.extname(name).toLowerCase();
  if (ext === ".tsv" || ext === ".txt") return "tsv";
  if (ext === ".csv") return "csv";
  if (ext === ".xml" || ext === ".rss" || ext === ".atom") return "xml";
  return null;
}

function sniffFormat(text: string): FeedFormat {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) return "xml";
  const header = start.slice(0, start.indexOf("\n") === -1 ? undefined : start.indexOf("\n"));
  return header.includes("\t") ? "tsv" : "csv";
}

async function readLocal(file: string): Promise<string> {
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) throw new FeedFormatError(`${file} is not a file.`);
    if (stat.size > MAX_FEED_BYTES) throw new FeedFormatError(`${file} is larger than 512 MB.`);
    return await fs.readFile(file, "utf8");
  } catch (error) {
    if (error instanceof FeedFormatError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new FeedFormatError(
      code === "ENOENT" ? `Feed file not found: ${file}` : `Could not read ${file}: ${(error as Error).message}`,
    );
  }
}

async function download(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
  } catch (error) {
    throw new FeedFormatError(`Could not download ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new FeedFormatError(`Could not download ${url}: HTTP ${response.status}`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_FEED_BYTES) throw new FeedFormatError(`${url} is larger than 512 MB.`);
  return await response.text();
}
