import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { namedStatement } from "../db/named-statement.server.ts";
import { priceSummaryColumns } from "./offer-pricing.server.ts";
import { cardColumnsSql, productSummaryRow, type ProductSummaryRow } from "./product-summary.server.ts";
import { comparedOffer, isVisibleProduct } from "./visibility.server.ts";

/**
 * The card rows of a listing page whose ids are already chosen, in that order: a kept order's slice
 * (listing-order.server.ts) or a name-ordered page's ids. Every offer that is compared counts (no merchant,
 * price or stock filter: the callers only take this path without one). The visibility and category
 * conditions are applied again, so a product hidden or moved since its id was chosen is left out, never shown.
 *
 * Named (server/db/named-statement.server.ts): the text is one whatever the page, so it is built once and
 * PostgreSQL parses and plans it once per pooled connection. Built per view, this statement's text and plan
 * cost more than running it (planning ~2 ms against ~2.5 ms of execution for a category page at 100k products,
 * issue 15). Its plan does not depend on the values: one primary-key lookup per id, one offers index scan per
 * product. Ids and categories travel as comma-separated text, read the same way by both drivers.
 */
const readPageRows = namedStatement(
  "listing_page_rows",
  sql`
    with ids as materialized (
      select k.id, k.n as position
      from unnest(string_to_array(${sql.placeholder("ids")}::text, ',')::int[]) with ordinality as k(id, n)
      join products on "products"."id" = k.id
      where ${isVisibleProduct()}
        and (${sql.placeholder("categories")}::text = ''
          or "products"."category" = any(string_to_array(${sql.placeholder("categories")}::text, ',')))
    ),
    s as materialized (
      select o.product_id, ${priceSummaryColumns("o")}
      from offers o
      where ${comparedOffer("o")} and o.product_id in (select id from ids)
      group by o.product_id
    )
    select ${cardColumnsSql("s", comparedOffer("o"))}
    from ids join products on "products"."id" = ids.id
    left join s on s.product_id = ids.id
    order by ids.position`,
  productSummaryRow,
);

/**
 * Card rows of these products, in the given order, those no longer visible or no longer in `categories` (when
 * any are given) left out.
 */
export function listingPageRows(
  db: Db,
  ids: readonly number[],
  categories: readonly string[],
): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return readPageRows(db, { ids: ids.join(","), categories: categories.join(",") });
}
