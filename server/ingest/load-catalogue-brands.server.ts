import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { catalogueBrands, type CatalogueBrands } from "./normalise/catalogue-makers.ts";

/**
 * The brands (normalise/catalogue-makers.ts) of every stored offer by merchant id, with `more` (the feed being
 * imported): what rematch finds over all offers, so an import, a rematch and curation read a title alike.
 */
export async function loadCatalogueBrands(
  db: Db,
  more: ReadonlyArray<{ merchant: number; merchantName: string; brand: string | null | undefined }> = [],
): Promise<CatalogueBrands<number>> {
  const rows = await queryRows<{ merchant_id: number; merchant_name: string; brand: string }>(
    db,
    sql`select b.merchant_id, m.name as merchant_name, b.brand
        from (select distinct merchant_id, brand from offers where brand is not null and brand <> '') b
        join merchants m on m.id = b.merchant_id`,
  );
  return catalogueBrands([
    ...rows.map((r) => ({ merchant: Number(r.merchant_id), merchantName: r.merchant_name, brand: r.brand })),
    ...more,
  ]);
}
