import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface MerchantInput {
  slug: string;
  name?: string;
  websiteUrl?: string;
  logoUrl?: string;
  verified?: boolean;
  /** ISO 4217 code a bare-number price in this merchant's feed is read in; undefined leaves it as stored. */
  feedCurrency?: string;
}

export function displayNameFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

/** Creates the merchant on its first feed; later imports only change what they are told. */
export async function upsertMerchant(db: Db, merchant: MerchantInput): Promise<number> {
  const result = await queryRows(
    db,
    sql`
    insert into merchants (slug, name, website_url, logo_url, verified, feed_currency)
    values (${merchant.slug}, ${merchant.name ?? displayNameFromSlug(merchant.slug)}, ${merchant.websiteUrl ?? null},
      ${merchant.logoUrl ?? null}, ${merchant.verified ?? false}, ${merchant.feedCurrency ?? null})
    on conflict (slug) do update set
      name = coalesce(${merchant.name ?? null}, merchants.name),
      website_url = coalesce(${merchant.websiteUrl ?? null}, merchants.website_url),
      logo_url = coalesce(${merchant.logoUrl ?? null}, merchants.logo_url),
      verified = coalesce(${merchant.verified ?? null}::boolean, merchants.verified),
      feed_currency = coalesce(${merchant.feedCurrency ?? null}, merchants.feed_currency)
    returning id`,
  );
  return Number((result[0] as { id: number }).id);
}

/** The feed currency an operator set for a merchant; null when none is set or the merchant is new. */
export async function loadFeedCurrency(db: Db, slug: string): Promise<string | null> {
  const rows = await queryRows<{ feed_currency: string | null }>(
    db,
    sql`select feed_currency from merchants where slug = ${slug}`,
  );
  return rows[0]?.feed_currency ?? null;
}
