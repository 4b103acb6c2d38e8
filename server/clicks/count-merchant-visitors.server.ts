import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { utcDay } from "./count-click.server.ts";

const totalRow = z.object({ clicks: countColumn });

/** The first day of `at`'s calendar month in UTC, YYYY-MM-DD. */
export function utcMonthStart(at: Date): string {
  return `${utcDay(at).slice(0, 7)}-01`;
}

/**
 * Visitors a merchant was sent this calendar month (UTC): every counted click-out to it, offer and website
 * links alike. Counted clicks, not people: click_counts keeps no visitor identity, by design.
 */
export async function countMerchantVisitorsThisMonth(db: Db, merchantId: number, now = new Date()): Promise<number> {
  const [row] = await queryCheckedRows(
    db,
    sql`select coalesce(sum(clicks), 0)::int as clicks from click_counts
      where merchant_id = ${merchantId} and day >= ${utcMonthStart(now)} and day <= ${utcDay(now)}`,
    totalRow,
  );
  return row?.clicks ?? 0;
}
