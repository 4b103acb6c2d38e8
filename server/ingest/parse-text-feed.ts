import { parse } from "csv-parse/sync";
import { attributeName, FeedFormatError, type MalformedRow, type ParsedFeed, type RawFeedRow } from "./raw-feed-row.ts";
import { quoteForReason } from "./clean-feed-text.ts";

/** A real header is a few hundred characters; past this the file is refused before anything else is read. */
export const MAX_HEADER_CHARS = 64 * 1024;
/** Google defines about 60 attributes; a header with more columns than this is not a product feed. */
export const MAX_COLUMNS = 500;

/** Tab- or comma-separated Google feed: decides the separator from the header row. */
export function parseTextFeed(input: string, hint?: "tsv" | "csv"): ParsedFeed {
  const unmarked = input.replace(/^\uFEFF/, "");
  const headerLine = readHeaderLine(unmarked);
  const format = hint ?? (headerLine.split("\t").length > headerLine.split(",").length ? "tsv" : "csv");
  // The header is checked on its own first: a file that is not a feed is refused without parsing its body. A
  // header whose quoted name spans lines does not parse from its first line alone; the full parse checks it.
  const firstLine = parseRecords(headerLine, format, [])[0]?.record;
  if (firstLine) checkHeader(firstLine);
  const malformed: MalformedRow[] = [];
  // CR/CRLF become LF so csv-parse's line counter means the same for every feed.
  const text = unmarked.replace(/\r\n?/g, "\n");
  const records = parseRecords(text, format, malformed);
  const [header, ...body] = records;
  const columns = checkHeader(header?.record);

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

type ParsedRecord = { record: string[]; raw: string; info: { lines: number } };

function parseRecords(text: string, format: "tsv" | "csv", malformed: MalformedRow[]): ParsedRecord[] {
  try {
    return parse(text, {
      delimiter: format === "tsv" ? "\t" : ",",
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
    }) as unknown as ParsedRecord[];
  } catch (error) {
    throw new FeedFormatError(`Could not read the ${format.toUpperCase()} feed: ${(error as Error).message}`);
  }
}

/**
 * The first non-empty line (csv-parse skips empty ones too; CR, LF or CRLF ends it), refused past MAX_HEADER_CHARS: only that much of
 * the text is searched for its end, so a 200 MB first line costs no more than a short one.
 */
function readHeaderLine(text: string): string {
  let start = 0;
  while (text.charCodeAt(start) === 10 || text.charCodeAt(start) === 13) start++;
  const end = text.slice(start, start + MAX_HEADER_CHARS + 1).search(/[\r\n]/);
  if (end === -1 && text.length - start > MAX_HEADER_CHARS) {
    throw new FeedFormatError(
      `The header line is longer than ${MAX_HEADER_CHARS / 1024} KB: this is not a product feed.`,
    );
  }
  return end === -1 ? text.slice(start) : text.slice(start, start + end);
}

/** Attribute names of a header that has the id and title columns and not too many columns; refused otherwise. */
function checkHeader(cells: string[] | undefined): string[] {
  if (!cells) throw new FeedFormatError("The feed is empty: no header row.");
  if (cells.length > MAX_COLUMNS) {
    throw new FeedFormatError(`The header row has ${cells.length} columns; a feed has at most ${MAX_COLUMNS}.`);
  }
  const columns = cells.map(attributeName);
  if (!columns.includes("id") || !columns.includes("title")) {
    const found = cells
      .slice(0, 8)
      .map((cell) => quoteForReason(cell))
      .join(", ");
    throw new FeedFormatError(
      `The header row has no "id" and "title" columns (found: ${found}). Is this a Google Merchant Center feed?`,
    );
  }
  return columns;
}
