/** One item of a feed before validation: attribute name → text, plus where it came from. */
export interface RawFeedRow {
  /** 1-based line in the feed file where the item starts. */
  line: number;
  /**
   * 1-based position of the item among the file's items: what identifies a row when line numbers do not
   * (an XML feed written on one line).
   */
  item: number;
  fields: Record<string, string>;
}

/** A row the parser itself could not read (e.g. an unclosed quote); reported like a rejection. */
export interface MalformedRow {
  line: number;
  reason: string;
}

export interface ParsedFeed {
  format: FeedFormat;
  rows: RawFeedRow[];
  malformed: MalformedRow[];
}

export type FeedFormat = "tsv" | "csv" | "xml";

export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedFormatError";
  }
}

/** Google attribute names arrive as "g:price", "price" or "Price"; we key on the bare lower-case name. */
export function attributeName(name: string): string {
  return name
    .trim()
    .replace(/^g:/i, "")
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}
