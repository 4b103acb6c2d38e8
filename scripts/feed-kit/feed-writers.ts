/**
 * Writers for Google Merchant Center feeds in the three formats the importer reads (TSV, CSV, RSS 2.0 XML),
 * shared by the demo generator, the benchmarks and the tests' feed files. Rows are plain column → value maps;
 * an empty value is written as an empty cell (delimited) or left out (XML).
 */

/** The feed columns we write, in the order they are written. */
export const FEED_COLUMNS = [
  "id",
  "title",
  "description",
  "link",
  "image_link",
  "price",
  "sale_price",
  "availability",
  "brand",
  "gtin",
  "mpn",
  "identifier_exists",
  "condition",
  "product_type",
  "shipping",
  "unit_pricing_measure",
  "unit_pricing_base_measure",
] as const;

export type FeedRow = Readonly<Record<string, string | undefined>>;

/** The columns some row fills, plus the ones a feed always carries, in the given order. */
export function filledColumns(
  columns: readonly string[],
  rows: readonly FeedRow[],
  always: readonly string[] = ["id", "title", "description", "link", "price"],
): string[] {
  return columns.filter((c) => always.includes(c) || rows.some((r) => r[c]));
}

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Google's TSV has no quoting rule; tabs and line breaks become spaces, and a value with a quote is quoted so csv-parse (the importer's reader) reads it back intact. */
export function tsvField(value: string): string {
  const flat = value.replace(/[\t\r\n]+/g, " ");
  return flat.includes('"') ? `"${flat.replace(/"/g, '""')}"` : flat;
}

export interface DelimitedOptions {
  format: "tsv" | "csv";
  /** Line ending; both occur in the wild. Default "\n". */
  eol?: "\n" | "\r\n";
  /** Starts the file with a UTF-8 byte-order mark, as some exports do. */
  bom?: boolean;
}

export function writeDelimited(
  columns: readonly string[],
  rows: readonly FeedRow[],
  options: DelimitedOptions,
): string {
  const field = options.format === "tsv" ? tsvField : csvField;
  const sep = options.format === "tsv" ? "\t" : ",";
  const eol = options.eol ?? "\n";
  const lines = [columns.join(sep), ...rows.map((row) => columns.map((c) => field(row[c] ?? "")).join(sep))];
  return (options.bom ? "\uFEFF" : "") + lines.join(eol) + eol;
}

/** Escapes text content (not attribute values) for XML. */
export function xmlEscape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** One `<tag>text</tag>` line; tags are g:-prefixed by the caller where the format wants it. */
export const xmlElement = (tag: string, text: string) => `<${tag}>${xmlEscape(text)}</${tag}>`;

export interface RssChannel {
  title: string;
  link: string;
  description: string;
}

/**
 * An RSS 2.0 document in the Google namespace. Each item is its element lines (already XML); with `indent`
 * the document is indented two spaces a level, item lines six.
 */
export function writeRss(channel: RssChannel, items: readonly (readonly string[])[], indent = false): string {
  const at = (depth: number) => (indent ? "  ".repeat(depth) : "");
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    `${at(1)}<channel>`,
    `${at(2)}${xmlElement("title", channel.title)}`,
    `${at(2)}${xmlElement("link", channel.link)}`,
    `${at(2)}${xmlElement("description", channel.description)}`,
  ];
  for (const lines of items) out.push(`${at(2)}<item>`, ...lines.map((l) => `${at(3)}${l}`), `${at(2)}</item>`);
  out.push(`${at(1)}</channel>`, "</rss>", "");
  return out.join("\n");
}
