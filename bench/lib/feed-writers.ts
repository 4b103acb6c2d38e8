import { FEED_COLUMNS, type FeedItem } from "./feed-rows.ts";

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Google TSV has no quoting rule; a value with a quote is quoted so csv-parse (used by the importer) reads it back intact. */
function tsvField(value: string): string {
  const flat = value.replace(/[\t\r\n]+/g, " ");
  return flat.includes('"') ? `"${flat.replace(/"/g, '""')}"` : flat;
}

export function writeDelimited(items: readonly FeedItem[], format: "tsv" | "csv"): string {
  const field = format === "tsv" ? tsvField : csvField;
  const sep = format === "tsv" ? "\t" : ",";
  const lines = [FEED_COLUMNS.join(sep)];
  for (const item of items) lines.push(FEED_COLUMNS.map((c) => field(item.fields[c] ?? "")).join(sep));
  // CRLF on CSV, LF on TSV: both occur in the wild.
  return lines.join(format === "csv" ? "\r\n" : "\n") + (format === "csv" ? "\r\n" : "\n");
}

function xmlEscape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function writeRss(items: readonly FeedItem[], channelTitle: string): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "<channel>",
    `<title>${xmlEscape(channelTitle)}</title>`,
    "<link>https://example.invalid/</link>",
    `<description>${xmlEscape(channelTitle)} product feed</description>`,
  ];
  for (const item of items) {
    out.push("<item>");
    for (const column of FEED_COLUMNS) {
      const value = item.fields[column];
      if (!value) continue;
      if (column === "shipping") {
        const [country, , service, price] = value.split(":");
        out.push(
          `<g:shipping><g:country>${country}</g:country><g:service>${service}</g:service><g:price>${price}</g:price></g:shipping>`,
        );
      } else if (column === "title" || column === "description" || column === "link") {
        out.push(`<${column}>${xmlEscape(value)}</${column}>`);
      } else {
        out.push(`<g:${column}>${xmlEscape(value)}</g:${column}>`);
      }
    }
    out.push("</item>");
  }
  out.push("</channel>", "</rss>", "");
  return out.join("\n");
}
