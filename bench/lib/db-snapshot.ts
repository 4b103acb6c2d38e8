import { withQueries } from "./bench-database.ts";

/** Per table: row count and an md5 over the columns an import may touch, in a fixed order. */
export type Snapshot = Record<string, { rows: number; checksum: string }>;

const TABLES: [table: string, columns: string, order: string][] = [
  ["merchants", "id, slug, name, website_url", "id"],
  [
    "offers",
    "id, price, sale_price, availability, available, product_id, content_hash, last_checked, last_changed_at",
    "id",
  ],
  ["products", "id, name, category, image_url, gtin14, facts::text, updated_at", "id"],
  ["price_observations", "id, offer_id, price, sale_price, observed_at", "id"],
  ["product_keys", "key, product_id", "key"],
  ["feed_imports", "id, merchant_slug, status, rows_imported, price_changes, finished_at", "id"],
  ["feed_rejections", "id, import_id, line, reason", "id"],
  // The merchant's floor under its offers' check times (decision 062): written in the import's transaction.
  ["merchant_offers_checked", "merchant_id, all_checked_at", "merchant_id"],
];

const SNAPSHOT_SQL = TABLES.map(
  ([table, columns, order]) =>
    `select '${table}' as t, count(*)::int as n, coalesce(md5(string_agg(concat_ws('|', ${columns}), ',' order by ${order})), '') as h from ${table}`,
).join("\nunion all\n");

/** Opens the database (as the app would: migrations, embedded lock) and fingerprints it. */
export async function takeSnapshot(url: string): Promise<Snapshot> {
  return withQueries(url, async (query) => {
    const snapshot: Snapshot = {};
    for (const row of await query(SNAPSHOT_SQL))
      snapshot[String(row.t)] = { rows: Number(row.n), checksum: String(row.h) };
    return snapshot;
  });
}

/** Tables whose count or checksum differ, e.g. ["offers 12000→12000 (checksum)"]. */
export function diffSnapshots(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before)
    .filter((t) => before[t]!.checksum !== after[t]?.checksum || before[t]!.rows !== after[t]?.rows)
    .map(
      (t) =>
        `${t} ${before[t]!.rows}→${after[t]?.rows ?? "?"}${before[t]!.rows === after[t]?.rows ? " (checksum)" : ""}`,
    );
}
