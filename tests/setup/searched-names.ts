import type { Db } from "../../server/db/client.server.ts";
import { searchProducts } from "../../server/search/search-products.server.ts";
import { rebuildSearchIndex } from "../../server/search/rebuild-search-index.server.ts";
import { createListedProduct, createMerchant } from "./factories.ts";

/** The names /search ranks first for a query, in order: what ranking tests compare. */
export async function searchedNames(db: Db, q: string): Promise<string[]> {
  const page = await searchProducts(db, { q, sort: "relevance", category: null, limit: 10, offset: 0 });
  return page.results.map((r) => r.name);
}

/**
 * A catalogue of bare names for ranking tests: one merchant, each name an "other" product at £5 with no
 * description, and the search index rebuilt, so only the names can rank them.
 */
export async function listNamedProducts(db: Db, names: readonly string[]): Promise<void> {
  const merchant = await createMerchant(db, { slug: "alpha", name: "Alpha Builders" });
  for (const name of names)
    await createListedProduct(db, { name, category: "other", description: "" }, [
      { merchantId: merchant.id, price: 5 },
    ]);
  await rebuildSearchIndex(db);
}

/**
 * Bare names at their own prices (one merchant, "other" products, no description, index rebuilt): for ranking tests
 * where the cheapest would lead on a tie, so the order asserted is the ranking's, not the price's.
 */
export async function listPricedNames(
  db: Db,
  priced: ReadonlyArray<readonly [name: string, price: number]>,
): Promise<void> {
  const merchant = await createMerchant(db, { slug: "alpha", name: "Alpha Builders" });
  for (const [name, price] of priced)
    await createListedProduct(db, { name, category: "other", description: "" }, [{ merchantId: merchant.id, price }]);
  await rebuildSearchIndex(db);
}

/**
 * A one-merchant yard stocking each product at £5, with the search index rebuilt: the catalogue of ranking tests whose
 * products need a category, brand or description beside their names.
 */
export async function listStockedProducts(
  db: Db,
  merchant: { slug: string; name: string },
  stock: ReadonlyArray<Parameters<typeof createListedProduct>[1]>,
): Promise<void> {
  const yard = await createMerchant(db, merchant);
  for (const product of stock) await createListedProduct(db, product, [{ merchantId: yard.id, price: 5 }]);
  await rebuildSearchIndex(db);
}
