import { parse } from "csv-parse/sync";
import { attributeName, FeedFormatError, type MalformedRow, type ParsedFeed, type RawFeedRow } from "./raw-feed-row.ts";

/** Tab- or comma-separated Google feed: decides the separator from the header row. */
export function parseTextFeed(input: string, hint?: "tsv" | "csv"): ParsedFeed {
  // CR/CRLF become LF so csv-parse's line counter means the same for every feed.
  const text = input.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const headerLine = text.slice(0, text.indexOf("\n") === -1 ? text.length : text.indexOf("\n"));
  const format = hint ?? (headerLine.split("\t").length > headerLine.split(",").length ? "tsv" : "csv");
  const delimiter = format === "tsv" ? "\t" : ",";
  const malformed: MalformedRow[] = [];

  let records: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      info: true,
      raw: true,
      on_skip: (error) => {
        if (error)
          malformed.push({ line: (error as { lines?: number }).lines ?? 0, reason: `malformed row: ${error.message}` });
        return undefined;
      },
    }) as unknown as typeof records;
  } catch (error) {
    throw new FeedFormatError(`Could not read the ${format.toUpperCase()} feed: ${(error as Error).message}`);
  }

  const [header, ...body] = records;
  if (!header) throw new FeedFormatError("The feed is empty: no header row.");
  const columns = header.record.map(attributeName);
  if (!columns.includes("id") || !columns.includes("title")) {
    throw new FeedFormatError(
      `The header row has no "id" and "title" columns (found: ${header.record.slice(0, 8).join(", ")}). Is this a Google Merchant Center feed?`,
    );
  }

  const rows: RawFeedRow[] = [];
  for (const [index, { record, raw, info }] of body.entries()) {
    const content = raw.replace(/^\n+/, "").replace(/\n$/, "");
    const line = info.lines - (content.match(/\n/g)?.length ?? 0);
    if (record.length > columns.length) {
      malformed.push({ line, reason: `malformed row: ${record.length} fields where the header has ${columns.length}` });
      continue;
    }
    const fields: Record<string, string> = {};
    columns.forEach((name, i) => {
      const value = record[i];
      if (name && value !== undefined && !(name in fields && fields[name])) fields[name] = value;
    });
    rows.push({ line, item: index + 1, fields });
  }
  return { format, rows, malformed };
}
