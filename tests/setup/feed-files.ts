import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface FeedItem {
  id: string;
  title: string;
  price: string;
  link?: string;
  [attribute: string]: string | undefined;
}

const COLUMNS = [
  "id",
  "title",
  "description",
  "link",
  "image_link",
  "price",
  "sale_price",
  "sale_price_effective_date",
  "availability",
  "brand",
  "gtin",
  "mpn",
  "product_type",
  "shipping",
  "unit_pricing_measure",
  "item_group_id",
  "color",
  "size",
  "material",
  "pattern",
];

let counter = 0;

/**
 * Writes a TSV feed to a temporary file and returns its path; link defaults to a valid product URL and
 * availability to in stock (a real feed must state it; a missing one is imported as 'unknown').
 */
export function writeTsvFeed(items: FeedItem[]): string {
  const lines = [COLUMNS.join("\t")];
  for (const item of items) {
    const full: Record<string, string | undefined> = {
      link: `https://shop.example/p/${item.id}`,
      availability: "in_stock",
      ...item,
    };
    lines.push(COLUMNS.map((c) => full[c] ?? "").join("\t"));
  }
  const file = path.join(os.tmpdir(), `bc-feed-${process.pid}-${++counter}.tsv`);
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}
