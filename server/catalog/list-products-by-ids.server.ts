import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, numericColumn, queryCheckedRows, timestampColumn } from "../db/query-rows.server.ts";
import type { FavouriteProductNow } from "../../shared/favourites.ts";
import { priceSummaryColumns } from "./offer-pricing.server.ts";
import { lowestPriceCheckedSql } from "./product-summary.server.ts";
import { safeImageUrl } from "./safe-url.server.ts";
import { priceAgeHours } from "./stale-offers.server.ts";
import { comparedOffer, isPossibleId, isVisibleProduct, resolvedImageUrl } from "./visibility.server.ts";

const productNowRow = z.object({
  id: countColumn,
  name: z.string(),
  imageUrl: z.string().nullable(),
  lowestPrice: numericColumn.nullable(),
  lowestPriceChecked: timestampColumn.nullable(),
  inStockMerchantCount: countColumn,
  merchantCount: countColumn,
});

/**
 * Today's figures for the products a visitor saved (/favourites, through /api/products?ids=), priced like
 * every card: the lowest running price of offers that can be ordered now. Ids that no longer name a visible
 * product (deleted, merged away, hidden) are simply absent: the page shows those as gone. Order: as asked.
 */
export async function listProductsByIds(
  db: Db,
  ids: readonly number[],
  siteUrl: string,
): Promise<FavouriteProductNow[]> {
  const wanted = [...new Set(ids.filter(isPossibleId))];
  if (wanted.length === 0) return [];
  const rows = await queryCheckedRows(
    db,
    sql`
    with s as (
      select o.product_id, ${priceSummaryColumns("o")}
      from offers o
      where ${comparedOffer("o")} and o.product_id in (${sql.join(
        wanted.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by o.product_id
    )
    select "products"."id" as id, "products"."name" as name, ${resolvedImageUrl()} as "imageUrl",
      s.lowest::float8 as "lowestPrice", ${lowestPriceCheckedSql(sql`"products"."id"`)} as "lowestPriceChecked",
      coalesce(s.in_stock_count, 0) as "inStockMerchantCount",
      coalesce(s.merchant_count, 0) as "merchantCount"
    from products left join s on s.product_id = "products"."id"
    where "products"."id" in (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${isVisibleProduct()}`,
    productNowRow,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = new Date();
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    // The age of the price shown, as on a card (decision 052); no lowest price, no age.
    const checked = row.lowestPrice === null ? null : row.lowestPriceChecked;
    return [
      {
        ...row,
        imageUrl: safeImageUrl(row.imageUrl),
        lowestPriceChecked: checked?.toISOString() ?? null,
        lowestPriceAgeHours: checked ? priceAgeHours(checked, now) : null,
        url: `${siteUrl}/product/${row.id}`,
      },
    ];
  });
}
