import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { normaliseText } from "../ingest/normalise/text.ts";

/**
 * A range's name typed alone ("<range>", as a buyer types a product line they saw on a shelf): the maker of the
 * products whose names hold it, when one maker makes them all and the word is not that maker's own name. A buyer
 * of one of a maker's lines weighs its other lines next (the range first, then the maker's others: build-text-
 * queries.ts relaxes the lone word to the maker). Null otherwise: a word many makers print ("tapered", "grey"),
 * the maker's own name, or a word no product's name holds.
 * Cost: one small lookup (at most SAMPLE rows) for a query of one plain word, kept per word for a minute.
 */
const SAMPLE = 40;
const TTL_MS = 60_000;
const caches = new WeakMap<Db, LRUCache<string, { maker: string | null }>>();
const BrandRow = z.object({ brand: z.string().nullable() });

export async function rangeMaker(db: Db, word: string): Promise<string | null> {
  if (!/^[a-z]{4,}$/.test(word)) return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 5_000, ttl: TTL_MS });
    caches.set(db, cache);
  }
  const hit = cache.get(word);
  if (hit) return hit.maker;
  const rows = await queryCheckedRows(
    db,
    sql`select p.brand from search_documents d join products p on p.id = d.product_id
      where d.visible and d.document @@ to_tsquery('english', ${`${word}:A`}) limit ${SAMPLE}`,
    BrandRow,
  );
  const maker = onlyMaker(
    word,
    rows.map((r) => r.brand),
  );
  cache.set(word, { maker });
  return maker;
}

/** The one maker (canonical words, letters only) every product with a brand names, unless it is the word itself. */
export function onlyMaker(word: string, brands: ReadonlyArray<string | null>): string | null {
  const named = brands.map((b) => normaliseText(b ?? "").trim()).filter((b) => b.length > 0);
  // Most products must name it: unbranded products beside one maker's say nothing of a line.
  if (named.length === 0 || named.length * 2 < brands.length) return null;
  const makers = new Set(named);
  if (makers.size !== 1) return null;
  const [maker] = makers;
  if (!/^[a-z]+(?: [a-z]+){0,2}$/.test(maker!) || maker!.split(" ").includes(word)) return null;
  return maker!;
}
