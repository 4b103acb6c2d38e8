import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface MerchantChanges {
  name?: string;
  websiteUrl?: string | null;
  logoUrl?: string | null;
  verified?: boolean;
  /** ISO 4217 code a bare-number feed price is read in; null clears it (such prices are then rejected). */
  feedCurrency?: string | null;
}

/** Operator edits (verification, logo, website, feed currency); returns false when no merchant has that slug. */
export async function updateMerchant(db: Db, slug: string, changes: MerchantChanges): Promise<boolean> {
  const result = await queryRows(
    db,
    sql`
    update merchants set
      name = coalesce(${changes.name ?? null}, name),
      website_url = case when ${changes.websiteUrl !== undefined} then ${changes.websiteUrl ?? null} else website_url end,
      logo_url = case when ${changes.logoUrl !== undefined} then ${changes.logoUrl ?? null} else logo_url end,
      verified = coalesce(${changes.verified ?? null}::boolean, verified),
      feed_currency = case when ${changes.feedCurrency !== undefined} then ${changes.feedCurrency ?? null} else feed_currency end
    where slug = ${slug} returning id`,
  );
  return result.length > 0;
}
