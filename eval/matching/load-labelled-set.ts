/**
 * Imports one labelled feed set (a directory with merchants.json, the feeds and demo-truth.json) into a fresh
 * in-memory database through the importer itself (loadDemo → importFeed → assignProducts), and returns every
 * stored offer with its true product, so the figures are what ingest does.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { openDatabase } from "../../server/db/client.server.ts";
import { queryRows } from "../../server/db/query-rows.server.ts";
import { loadDemo } from "../../server/ingest/load-demo.server.ts";

export interface LabelledSetOffer {
  merchant: string;
  item: string;
  /** The true product's id, or `?merchant:item` when the truth file does not know the offer. */
  truth: string;
  predicted: number;
  title: string;
  brand: string | null;
  reason: string;
  /** The category the matcher gave the offer's product. */
  assignedCategory: string;
}

const truthFile = z.record(z.string(), z.string());

export function readTruth(dir: string, file = "demo-truth.json"): Record<string, string> {
  return truthFile.parse(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
}

/** The set's own true category per true product (categories.json), when it has one. */
export function readTrueCategories(dir: string): Record<string, string> | null {
  const file = path.join(dir, "categories.json");
  return fs.existsSync(file) ? readTruth(dir, "categories.json") : null;
}

export async function loadLabelledSet(dir: string): Promise<LabelledSetOffer[]> {
  const truth = readTruth(dir);
  const database = await openDatabase("pglite:memory");
  try {
    await loadDemo(database.db, { dir: path.resolve(dir) });
    const stored = await queryRows<{
      merchant: string;
      item: string;
      product_id: number;
      title: string;
      brand: string | null;
      reason: string;
      category: string;
    }>(
      database.db,
      sql`select m.slug as merchant, o.merchant_item_id as item, o.product_id, o.title, o.brand,
            o.match_reason as reason, p.category
          from offers o join merchants m on m.id = o.merchant_id join products p on p.id = o.product_id`,
    );
    return stored.map((o) => ({
      merchant: o.merchant,
      item: o.item,
      truth: truth[`${o.merchant}:${o.item}`] ?? `?${o.merchant}:${o.item}`,
      predicted: o.product_id,
      title: o.title,
      brand: o.brand,
      reason: o.reason,
      assignedCategory: o.category,
    }));
  } finally {
    await database.close();
  }
}
