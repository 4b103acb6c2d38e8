import { createHash } from "node:crypto";
import type { Db } from "../../server/db/client.server.ts";
import {
  hiddenProducts,
  imageOverrides,
  merchants,
  nameExclusions,
  offers,
  priceObservations,
  products,
} from "../../server/db/schema.ts";

/**
 * Test data builders: each call inserts one row with unique, valid defaults and returns it.
 * Tests override only the fields they assert on.
 */
let sequence = 0;
const runId = Math.random().toString(36).slice(2, 7);
function next(): string {
  sequence += 1;
  return `${runId}${sequence}`;
}

export type MerchantRow = typeof merchants.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

export async function createMerchant(
  db: Db,
  overrides: Partial<typeof merchants.$inferInsert> = {},
): Promise<MerchantRow> {
  const n = next();
  const [row] = await db
    .insert(merchants)
    .values({
      slug: `merchant-${n}`,
      name: `Merchant ${n}`,
      websiteUrl: `https://merchant-${n}.example.co.uk/`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createProduct(
  db: Db,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      name: `Test Product ${n}`,
      description: `Description of test product ${n}.`,
      category: "cement",
      ...overrides,
    })
    .returning();
  return row!;
}

type OfferInput = Partial<typeof offers.$inferInsert> & { productId: number; merchantId: number };

export async function createOffer(db: Db, input: OfferInput): Promise<OfferRow> {
  const n = next();
  const values = {
    merchantItemId: `SKU-${n}`,
    title: `Offer ${n}`,
    url: `https://shop.example.co.uk/item/${n}`,
    price: 10,
    availability: "in_stock",
    // Orderable now, as ingest writes it: in stock, pre-order or back-order.
    available: ["in_stock", "preorder", "backorder"].includes(input.availability ?? "in_stock"),
    matchReason: "test",
    ...input,
  };
  const contentHash = input.contentHash ?? createHash("sha256").update(JSON.stringify(values)).digest("hex");
  const [row] = await db
    .insert(offers)
    .values({ ...values, contentHash })
    .returning();
  return row!;
}

export async function hideProduct(db: Db, productId: number, reason = "test"): Promise<void> {
  await db.insert(hiddenProducts).values({ productId, reason });
}

export async function createNameExclusion(db: Db, phrase: string): Promise<void> {
  await db.insert(nameExclusions).values({ phrase });
}

export async function createImageOverride(
  db: Db,
  override: { imageUrl: string; productId?: number; nameMatch?: string },
): Promise<void> {
  await db.insert(imageOverrides).values(override);
}

/**
 * A product with one offer per seller. Offer titles default to the product's name, so the offers
 * add no words of their own to what search indexes.
 */
export async function createListedProduct(
  db: Db,
  product: Partial<typeof products.$inferInsert> & { name: string },
  sellers: Array<Partial<typeof offers.$inferInsert> & { merchantId: number }> = [],
): Promise<ProductRow> {
  const row = await createProduct(db, product);
  for (const seller of sellers) await createOffer(db, { title: row.name, ...seller, productId: row.id });
  return row;
}

/** A price recorded in history for an offer, as an import writes one when the price changes. */
export async function recordPrice(
  db: Db,
  input: { offerId: number; price: number; salePrice?: number | null; observedAt: Date },
): Promise<void> {
  await db.insert(priceObservations).values({ salePrice: null, ...input });
}
