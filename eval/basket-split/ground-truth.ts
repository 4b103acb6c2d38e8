/**
 * The ground truth, as the API states it: every product's offers from /api/products/:id (running price =
 * salePrice while the sale runs, else price; deliveryCost; availability). The generator's intent is only compared
 * with it, for the information section: offers that did not group by GTIN, or whose sale, delivery or stock
 * reads differently from what was written.
 */
import { getJson, readAllOffers } from "../../scripts/black-box/json-api.ts";
import type { TruthOffer } from "./exhaustive.ts";
import type { GeneratedWorld } from "./generate-feeds.ts";

export interface TruthProduct {
  id: number;
  name: string;
  offers: TruthOffer[];
}

export interface Truth {
  products: Map<number, TruthProduct>;
  offers: Map<number, TruthOffer>;
  /** In-stock offers of a product (none for an unknown id). */
  inStock(productId: number): TruthOffer[];
  notes: string[];
}

const pence = (pounds: unknown): number | null =>
  typeof pounds === "number" && Number.isFinite(pounds) ? Math.round(pounds * 100) : null;

interface ApiProductOffer {
  id?: unknown;
  merchantSlug?: unknown;
  merchantName?: unknown;
  merchantItemId?: unknown;
  price?: unknown;
  salePrice?: unknown;
  deliveryCost?: unknown;
  availability?: unknown;
}

export async function readTruth(base: string, world: GeneratedWorld): Promise<Truth> {
  const listed = await readAllOffers(base);
  if (listed.error) throw new Error(`reading /api/offers: ${listed.error}`);
  const productIds = [...new Set(listed.offers.map((o) => Number(o.productId)))].sort((a, b) => a - b);
  const products = new Map<number, TruthProduct>();
  const offers = new Map<number, TruthOffer>();
  const notes: string[] = [];
  for (const id of productIds) {
    const r = await getJson<{ name?: unknown; offers?: ApiProductOffer[] }>(base, `/api/products/${id}`);
    if (r.status !== 200 || !r.body || !Array.isArray(r.body.offers)) {
      notes.push(`/api/products/${id}: status ${r.status} ${r.error ?? ""} (product left out of the baskets)`);
      continue;
    }
    const product: TruthProduct = { id, name: String(r.body.name ?? ""), offers: [] };
    for (const o of r.body.offers) {
      const price = pence(o.price);
      const sale = pence(o.salePrice);
      if (typeof o.id !== "number" || price === null) {
        notes.push(`/api/products/${id}: offer without a numeric id or price: ${JSON.stringify(o).slice(0, 160)}`);
        continue;
      }
      const offer: TruthOffer = {
        offerId: o.id,
        productId: id,
        merchantSlug: String(o.merchantSlug),
        merchantName: String(o.merchantName),
        merchantItemId: String(o.merchantItemId),
        pricePence: sale ?? price,
        deliveryPence: pence(o.deliveryCost),
        availability: String(o.availability),
      };
      product.offers.push(offer);
      offers.set(offer.offerId, offer);
    }
    products.set(id, product);
  }
  notes.push(...compareWithIntent(products, world));
  return {
    products,
    offers,
    inStock: (productId) => products.get(productId)?.offers.filter((o) => o.availability === "in_stock") ?? [],
    notes,
  };
}

/** Where the API's reading of the feeds differs from what the generator wrote (not scored). */
function compareWithIntent(products: Map<number, TruthProduct>, world: GeneratedWorld): string[] {
  const notes: string[] = [];
  const byItem = new Map<string, TruthOffer>();
  for (const p of products.values()) for (const o of p.offers) byItem.set(`${o.merchantSlug}/${o.merchantItemId}`, o);
  const productsOfGtin = new Map<string, Set<number>>();
  let differ = 0;
  let goneUnlisted = 0;
  for (const intended of world.offers) {
    const seen = byItem.get(`${intended.merchantSlug}/${intended.itemId}`);
    if (!seen) {
      if (intended.leavesFeed) goneUnlisted++;
      else notes.push(`offer ${intended.merchantSlug}/${intended.itemId} not found on any product page`);
      continue;
    }
    const set = productsOfGtin.get(intended.gtin) ?? new Set<number>();
    productsOfGtin.set(intended.gtin, set.add(seen.productId));
    const saleRuns = intended.sale && (intended.sale.window === "open" || intended.sale.window === "undated");
    const price = saleRuns ? intended.sale!.pricePence : intended.pricePence;
    const stock = intended.leavesFeed ? "not_in_feed" : intended.availability;
    const problems = [
      seen.pricePence !== price
        ? `running price ${seen.pricePence}p, written ${price}p (sale ${intended.sale?.window ?? "none"})`
        : "",
      seen.deliveryPence !== intended.deliveryPence
        ? `delivery ${seen.deliveryPence}p, written ${intended.deliveryPence}p`
        : "",
      seen.availability !== stock ? `availability ${seen.availability}, written ${stock}` : "",
    ].filter(Boolean);
    if (problems.length) {
      differ++;
      if (differ <= 10) notes.push(`offer ${intended.merchantSlug}/${intended.itemId}: ${problems.join("; ")}`);
    }
  }
  if (goneUnlisted)
    notes.push(
      `${goneUnlisted} offers that left their merchant's feed are not on the product pages (fine: they cannot be bought)`,
    );
  if (differ > 10) notes.push(`… ${differ - 10} more offers read differently from what was written`);
  const split = [...productsOfGtin].filter(([, ids]) => ids.size > 1);
  const productOfMany = new Map<number, number>();
  for (const ids of productsOfGtin.values())
    for (const id of ids) productOfMany.set(id, (productOfMany.get(id) ?? 0) + 1);
  const merged = [...productOfMany].filter(([, n]) => n > 1);
  notes.push(
    `grouping: ${productsOfGtin.size} GTINs seen on product pages, ${products.size} products read; ${split.length} GTINs split over several products, ${merged.length} products holding several GTINs`,
  );
  for (const [gtin, ids] of split.slice(0, 5)) notes.push(`  GTIN ${gtin} split over products ${[...ids].join(", ")}`);
  for (const [id] of merged.slice(0, 5)) notes.push(`  product ${id} holds offers of several GTINs`);
  return notes;
}
