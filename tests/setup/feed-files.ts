import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FEED_COLUMNS, writeDelimited } from "../../scripts/feed-kit/feed-writers.ts";
import type { Db } from "../../server/db/client.server.ts";
import { importFeed } from "../../server/ingest/import-feed.server.ts";

export interface FeedItem {
  id: string;
  title: string;
  price: string;
  link?: string;
  [attribute: string]: string | undefined;
}

/** The kit's columns and the ones the import tests also fill: sale dates and the variant attributes. */
const COLUMNS = [...FEED_COLUMNS, "sale_price_effective_date", "item_group_id", "color", "size", "material", "pattern"];

let counter = 0;

/**
 * Writes a TSV feed to a temporary file and returns its path; link defaults to a valid product URL and
 * availability to in stock (a real feed must state it; a missing one is imported as 'unknown').
 */
export function writeTsvFeed(items: FeedItem[]): string {
  const rows = items.map((item) => ({ link: `https://shop.example/p/${item.id}`, availability: "in_stock", ...item }));
  const file = path.join(os.tmpdir(), `bc-feed-${process.pid}-${++counter}.tsv`);
  fs.writeFileSync(file, writeDelimited(COLUMNS, rows, { format: "tsv" }));
  return file;
}

/** Imports `items` as the whole feed (one TSV file) of merchant `slug`, named as its slug in capitals. */
export const importItems = (db: Db, slug: string, items: FeedItem[]) =>
  importFeed(db, { merchant: { slug, name: slug.toUpperCase() }, sources: [writeTsvFeed(items)] });
