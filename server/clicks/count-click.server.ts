import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";

/** The UTC calendar day of `at` as YYYY-MM-DD, the key click_counts is counted under. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Adds one click for (day, merchant, offer) in a single statement: concurrent click-outs each add one
 * instead of reading and overwriting the same count. The unique key treats a null offer (merchant website
 * link) as one value, so merchant links are counted on one row per day too. Only ids and the day are kept:
 * no address, agent or cookie, so there is nothing personal to protect or delete.
 */
export async function countClick(db: Db, click: { merchantId: number; offerId: number | null; at: Date }) {
  await db.execute(sql`
    insert into click_counts (day, merchant_id, offer_id, clicks)
    values (${utcDay(click.at)}, ${click.merchantId}, ${click.offerId}, 1)
    on conflict (day, merchant_id, offer_id) do update set clicks = click_counts.clicks + 1`);
}

/**
 * The header may carry only visible ASCII: characters outside it (non-ASCII letters, spaces) are written
 * as UTF-8 percent escapes, which is what a browser sends when it follows the stored link itself. Every
 * other character, existing escapes included, stays exactly as stored.
 */
export function locationHeaderValue(storedUrl: string): string {
  return storedUrl.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
}
