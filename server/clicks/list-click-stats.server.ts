import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";

export interface ClickStatsQuery {
  /** First and last UTC day included, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Only this merchant's clicks. */
  merchantSlug?: string;
}

const clickStatsRow = z.object({
  day: z.string(),
  merchantSlug: z.string(),
  merchantName: z.string(),
  offerClicks: countColumn,
  websiteClicks: countColumn,
});

export type ClickStatsRow = z.output<typeof clickStatsRow>;

/**
 * Counted click-outs per merchant and UTC day in a range, day then merchant name order: offer links
 * (Buy Now, View) and website links (Visit Store, Visit Website) apart. Days without clicks are absent.
 */
export async function listClickStats(db: Db, query: ClickStatsQuery): Promise<ClickStatsRow[]> {
  const merchant = query.merchantSlug === undefined ? sql`true` : sql`m.slug = ${query.merchantSlug}`;
  return queryCheckedRows(
    db,
    sql`
    select c.day::text as day, m.slug as "merchantSlug", m.name as "merchantName",
      coalesce(sum(c.clicks) filter (where c.offer_id is not null), 0)::int as "offerClicks",
      coalesce(sum(c.clicks) filter (where c.offer_id is null), 0)::int as "websiteClicks"
    from click_counts c join merchants m on m.id = c.merchant_id
    where c.day between ${query.from} and ${query.to} and ${merchant}
    group by c.day, m.slug, m.name
    order by c.day, m.name, m.slug`,
    clickStatsRow,
  );
}
