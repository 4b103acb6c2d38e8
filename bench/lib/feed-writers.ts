import {
  FEED_COLUMNS,
  filledColumns,
  writeDelimited,
  writeRss,
  xmlElement,
} from "../../scripts/feed-kit/feed-writers.ts";
import type { FeedItem } from "./feed-rows.ts";

/** A benchmark merchant's feed: CRLF on CSV, LF on TSV (both occur in the wild); XML with nested shipping. */
export function writeFeed(items: readonly FeedItem[], format: "tsv" | "csv" | "xml", channelTitle: string): string {
  const rows = items.map((i) => i.fields);
  const columns = filledColumns(FEED_COLUMNS, rows);
  if (format !== "xml") return writeDelimited(columns, rows, { format, eol: format === "csv" ? "\r\n" : "\n" });
  const channel = {
    title: channelTitle,
    link: "https://example.invalid/",
    description: `${channelTitle} product feed`,
  };
  return writeRss(
    channel,
    rows.map((fields) =>
      columns.flatMap((column) => {
        const value = fields[column];
        if (!value) return [];
        if (column !== "shipping") {
          const core = column === "title" || column === "description" || column === "link";
          return [xmlElement(core ? column : `g:${column}`, value)];
        }
        const [country = "", , service = "", price = ""] = value.split(":");
        return [
          `<g:shipping>${xmlElement("g:country", country)}${xmlElement("g:service", service)}${xmlElement("g:price", price)}</g:shipping>`,
        ];
      }),
    ),
  );
}
