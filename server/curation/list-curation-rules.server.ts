import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface CurationRules {
  hidden: { productId: number; name: string; reason: string | null }[];
  nameExclusions: string[];
  imageOverrides: { productId: number | null; nameMatch: string | null; imageUrl: string }[];
}
export async function listCurationRules(db: Db): Promise<CurationRules> {
  const hidden = await queryRows(
    db,
    sql`
    select h.product_id::int as "productId", p.name, h.reason from hidden_products h join products p on p.id = h.product_id
    order by h.product_id`,
  );
  const exclusions = await queryRows(db, sql`select phrase from name_exclusions order by phrase`);
  const overrides = await queryRows(
    db,
    sql`
    select product_id::int as "productId", name_match as "nameMatch", image_url as "imageUrl" from image_overrides order by id`,
  );
  return {
    hidden: hidden as CurationRules["hidden"],
    nameExclusions: (exclusions as { phrase: string }[]).map((r) => r.phrase),
    imageOverrides: overrides as CurationRules["imageOverrides"],
  };
}
