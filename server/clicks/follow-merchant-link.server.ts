import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { safeExternalUrl } from "../catalog/safe-url.server.ts";
import { countClick } from "./count-click.server.ts";

const merchantLinkRow = z.object({ id: z.number().int(), websiteUrl: z.string().nullable() });

/**
 * The stored website of the merchant an /out/merchant/{slug} link names, counting the click (offer null) when
 * `count` is set. Null for an unknown slug or a merchant without an http(s) website: the page shows no link.
 */
export async function followMerchantLink(
  db: Db,
  slug: string,
  options: { count: boolean; at?: Date },
): Promise<string | null> {
  const [row] = await queryCheckedRows(
    db,
    sql`select id, website_url as "websiteUrl" from merchants where slug = ${slug}`,
    merchantLinkRow,
  );
  if (!row?.websiteUrl || safeExternalUrl(row.websiteUrl) === null) return null;
  if (options.count) await countClick(db, { merchantId: row.id, offerId: null, at: options.at ?? new Date() });
  return row.websiteUrl;
}
