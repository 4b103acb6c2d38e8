import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";

const redirectRow = z.object({ to_product_id: countColumn });

/**
 * Records that matching correction retired product ids (`curate merge`, `rematch`) and which product now holds
 * their offers, so links, bookmarks and search results pointing at them still lead somewhere. Call it before
 * the retired products are deleted: a redirect that led to one of them is moved on to its successor first
 * (deleting the product would otherwise drop it with the foreign key).
 */
export async function redirectRetiredProducts(db: Db, moves: ReadonlyArray<readonly [from: number, to: number]>) {
  const rows = moves.filter(([from, to]) => from !== to).map(([from, to]) => ({ from, to }));
  if (rows.length === 0) return;
  const json = JSON.stringify(rows);
  await db.execute(sql`
    update product_redirects r set to_product_id = m.to
    from jsonb_to_recordset(${json}::jsonb) as m("from" int, "to" int)
    where r.to_product_id = m."from"`);
  await db.execute(sql`
    insert into product_redirects (from_product_id, to_product_id)
    select m."from", m."to" from jsonb_to_recordset(${json}::jsonb) as m("from" int, "to" int)
    on conflict (from_product_id) do update set to_product_id = excluded.to_product_id, created_at = now()`);
}

/** The product a retired product id now leads to, or null when the id was never retired (or its successor is gone). */
export async function findProductRedirect(db: Db, productId: number): Promise<number | null> {
  const rows = await queryCheckedRows(
    db,
    sql`select to_product_id from product_redirects where from_product_id = ${productId}`,
    redirectRow,
  );
  return rows[0]?.to_product_id ?? null;
}
