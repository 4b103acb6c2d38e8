import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { safeExternalUrl } from "../catalog/safe-url.server.ts";
import { comparedOffer, isPossibleId, isVisibleProduct } from "../catalog/visibility.server.ts";
import { countClick } from "./count-click.server.ts";

const offerLinkRow = z.object({ merchantId: z.number().int(), url: z.string() });

/**
 * The stored URL an /out/{offerId} link leads to, counting the click when `count` is set (GET; a HEAD from a
 * link checker or prefetcher only looks). Null when the offer is unknown, its product is hidden, it has left
 * its merchant's feed (the site no longer shows it), or its URL is not http(s): those links are 404, never a
 * redirect to something the site does not show.
 */
export async function followOfferLink(
  db: Db,
  offerId: number,
  options: { count: boolean; at?: Date },
): Promise<string | null> {
  if (!isPossibleId(offerId)) return null;
  const [row] = await queryCheckedRows(
    db,
    sql`
    select o.merchant_id as "merchantId", o.url
    from offers o join products on products.id = o.product_id
    where o.id = ${offerId} and ${comparedOffer("o")} and ${isVisibleProduct()}`,
    offerLinkRow,
  );
  if (!row || safeExternalUrl(row.url) === null) return null;
  if (options.count) await countClick(db, { merchantId: row.merchantId, offerId, at: options.at ?? new Date() });
  return row.url;
}
