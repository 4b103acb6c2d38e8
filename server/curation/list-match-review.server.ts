import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { BrandLinks } from "../ingest/brand-links.ts";
import { compareProfiles, extractProductFacts, type MatchProfile } from "../ingest/normalise/index.ts";
import { identityInputFromOffer, type StoredOfferIdentity } from "../ingest/offer-match-inputs.ts";
import { loadMerchantHabits } from "../ingest/load-merchant-habits.server.ts";

/** How far below its threshold a pair of products may score to be listed as a near miss. */
export const NEAR_MISS_WINDOW = 0.15;
/** How far above its threshold a similarity merge may score to be listed as thin. */
export const THIN_MERGE_WINDOW = 0.1;
/** Blocks shared by more products than this are broad words; comparing all their pairs says little. */
const MAX_BLOCK_SIZE = 200;

export type ReviewItem =
  | {
      kind: "thin-merge";
      /** Score minus threshold: how little it took. */
      margin: number;
      product: { id: number; name: string };
      offer: { merchantSlug: string; itemId: string; title: string };
      reason: string;
    }
  | {
      kind: "near-miss";
      margin: number;
      a: { id: number; name: string };
      b: { id: number; name: string };
      reason: string;
    };

interface SimilarOffer extends StoredOfferIdentity {
  merchant_id: number;
  merchant_slug: string;
  merchant_name: string;
  merchant_item_id: string;
  product_id: number;
  product_name: string;
  match_profile: MatchProfile;
}

/**
 * `buildcompare review`: the matcher's closest calls, the ones most likely to be wrong first — offers
 * that joined a product by similarity with little to spare, and pairs of products that nearly matched.
 * Each is re-scored with compareProfiles, the function ingest uses.
 */
export async function listMatchReview(db: Db, limit: number): Promise<ReviewItem[]> {
  const links = await queryRows<{ brand_a: string; brand_b: string }>(
    db,
    sql`select brand_a, brand_b from brand_links`,
  );
  const brandLinks = new BrandLinks(links.map((l) => [l.brand_a, l.brand_b]));
  const linked = (a: string, b: string) => brandLinks.has(a, b);
  const items: ReviewItem[] = [];

  const similar = await queryRows<SimilarOffer>(
    db,
    sql`
    select o.merchant_id, m.slug as merchant_slug, m.name as merchant_name, o.merchant_item_id, o.product_id,
      p.name as product_name,
      p.match_profile, o.title, o.description, o.brand, o.gtin, o.mpn, o.product_type, o.match_inputs
    from offers o join merchants m on m.id = o.merchant_id join products p on p.id = o.product_id
    where o.match_reason like 'similar to product %' and p.match_profile is not null`,
  );
  const habits = await loadMerchantHabits(db, [...new Set(similar.map((o) => Number(o.merchant_id)))]);
  // An offer is compared with every member of a product, not only its founder (see assign-products.ts).
  const members = await queryRows<{
    product_id: number;
    merchant_item_id: string;
    merchant_id: number;
    match_profile: MatchProfile;
  }>(
    db,
    sql`select product_id, merchant_item_id, merchant_id, match_profile from offers
        where match_profile is not null and product_id in (
          select product_id from offers where match_reason like 'similar to product %')`,
  );
  const membersOf = new Map<number, typeof members>();
  for (const m of members) {
    const list = membersOf.get(Number(m.product_id));
    if (list) list.push(m);
    else membersOf.set(Number(m.product_id), [m]);
  }
  for (const o of similar) {
    const facts = extractProductFacts(identityInputFromOffer(o, o.merchant_name, habits.get(Number(o.merchant_id))));
    const others = (membersOf.get(Number(o.product_id)) ?? []).filter(
      (m) => !(Number(m.merchant_id) === Number(o.merchant_id) && m.merchant_item_id === o.merchant_item_id),
    );
    const result = [o.match_profile, ...others.map((m) => m.match_profile)]
      .map((profile) => compareProfiles(facts.profile, profile, linked))
      .reduce((best, r) => (r.score - r.threshold > best.score - best.threshold ? r : best));
    const margin = result.score - result.threshold;
    if (!Number.isFinite(margin) || margin >= THIN_MERGE_WINDOW) continue;
    items.push({
      kind: "thin-merge",
      margin,
      product: { id: Number(o.product_id), name: o.product_name },
      offer: { merchantSlug: o.merchant_slug, itemId: o.merchant_item_id, title: o.title },
      reason: result.reason,
    });
  }

  const products = await queryRows<{ id: number; name: string; match_profile: MatchProfile }>(
    db,
    sql`select id, name, match_profile from products where match_profile is not null`,
  );
  const byBlock = new Map<string, typeof products>();
  for (const p of products)
    for (const block of p.match_profile.blocks) {
      const members = byBlock.get(block);
      if (members) members.push(p);
      else byBlock.set(block, [p]);
    }
  const compared = new Set<string>();
  for (const members of byBlock.values()) {
    if (members.length < 2 || members.length > MAX_BLOCK_SIZE) continue;
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const [a, b] =
          Number(members[i]!.id) < Number(members[j]!.id) ? [members[i]!, members[j]!] : [members[j]!, members[i]!];
        const pair = `${a.id}:${b.id}`;
        if (compared.has(pair)) continue;
        compared.add(pair);
        const result = compareProfiles(b.match_profile, a.match_profile, linked);
        const margin = result.score - result.threshold;
        if (result.same || !Number.isFinite(margin) || margin < -NEAR_MISS_WINDOW) continue;
        items.push({
          kind: "near-miss",
          margin,
          a: { id: Number(a.id), name: a.name },
          b: { id: Number(b.id), name: b.name },
          reason: result.reason,
        });
      }
    }
  }
  return items.sort((x, y) => Math.abs(x.margin) - Math.abs(y.margin)).slice(0, limit);
}
