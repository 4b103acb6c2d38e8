import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../db/client.server.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import {
  createMerchant,
  createNameExclusion,
  createOffer,
  createProduct,
  hideProduct,
} from "../../tests/setup/factories.ts";
import { catalogueVersionOf } from "../db/catalogue-version.server.ts";
import type { CategorySlug } from "../../shared/categories.ts";
import type { MeasureUnit } from "../../shared/units.ts";
import { listProducts, type ProductListingQuery } from "./list-products.server.ts";
import { listingOrder } from "./listing-order.server.ts";
import type { ListingSort } from "../../shared/listing-params.ts";
import { NO_LISTING_FILTERS } from "./listing-conditions.server.ts";

const SORTS: ListingSort[] = ["merchants", "price_asc", "price_desc", "delivered_asc", "unit_asc", "name"];
const CATEGORY_SETS: CategorySlug[][] = [[], ["timber"], ["cement", "sand"]];
const PAGE_SIZE = 4;
const HOUR = 3_600_000;

/** A fixed sequence of small numbers (xorshift32): the same catalogue on every run. */
function sequence(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

/**
 * A catalogue made of ties: few names (two differing only in case), few prices, merchant counts 0–4, offers out of
 * stock, gone from their feed, on a running, an ended and a future sale, with and without delivery and pack size.
 */
async function tiedCatalogue(db: Db): Promise<void> {
  const pick = sequence(7);
  const merchants = [];
  for (const slug of ["m-a", "m-b", "m-c", "m-d"]) merchants.push(await createMerchant(db, { slug, name: slug }));
  const names = ["Sawn Batten", "sawn batten", "Cement 25kg", "Sharp Sand", "Plywood Sheet"];
  const categories: CategorySlug[] = ["timber", "cement", "sand", "sheet-materials"];
  const units: Array<MeasureUnit | null> = [null, "kg", "m2"];
  const prices = [5, 5, 7.5, 10];
  const now = Date.now();
  const sales = [
    {},
    { salePrice: 4, saleStartsAt: new Date(now - HOUR), saleEndsAt: new Date(now + 48 * HOUR) },
    { salePrice: 4, saleStartsAt: new Date(now - 48 * HOUR), saleEndsAt: new Date(now - HOUR) },
    { salePrice: 4, saleStartsAt: new Date(now + 48 * HOUR), saleEndsAt: null },
  ];
  const availabilities = ["in_stock", "in_stock", "in_stock", "out_of_stock", "not_in_feed", "preorder"] as const;
  for (let i = 0; i < 36; i++) {
    const product = await createProduct(db, {
      name: names[pick(names.length)]!,
      category: categories[pick(categories.length)]!,
      measureUnit: units[pick(units.length)]!,
    });
    const sellers = pick(5);
    for (let m = 0; m < sellers; m++) {
      await createOffer(db, {
        productId: product.id,
        merchantId: merchants[m]!.id,
        price: prices[pick(prices.length)]!,
        availability: availabilities[pick(availabilities.length)]!,
        deliveryCost: pick(3) === 0 ? null : 2,
        unitQuantity: pick(3) === 0 ? null : 25,
        ...sales[pick(sales.length)]!,
      });
    }
    if (i === 5) await hideProduct(db, product.id);
  }
  for (const availability of ["out_of_stock", "out_of_stock", "not_in_feed"] as const) {
    const unpriced = await createProduct(db, { name: names[0]!, category: "timber" });
    await createOffer(db, { productId: unpriced.id, merchantId: merchants[0]!.id, availability });
  }
  await createNameExclusion(db, "plywood");
}

describe.each(testDatabases())("listing order kept per catalogue version on $name", (engine) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    await tiedCatalogue(db);
    catalogueVersionOf(db).forget();
  });

  afterAll(async () => {
    await database.close();
  });

  /** Every page of a listing (and one past the end) read both ways: kept order and every offer summarised. */
  async function bothWays(sort: ListingSort, categories: CategorySlug[]) {
    const query: ProductListingQuery = { ...NO_LISTING_FILTERS, categories, sort, page: 1, pageSize: PAGE_SIZE };
    const first = await listProducts(db, query, { keptOrder: false });
    const kept = [];
    const fresh = [];
    for (let page = 1; page <= first.pageCount + 1; page++) {
      kept.push(await listProducts(db, { ...query, page }));
      fresh.push(await listProducts(db, { ...query, page }, { keptOrder: false }));
    }
    return { kept, fresh, order: Array.from(await listingOrder(db, { sort, categories })) };
  }

  it.each(SORTS)("lists the same products in the same order, page by page, sorted by %s", async (sort) => {
    for (const categories of CATEGORY_SETS) {
      const { kept, fresh, order } = await bothWays(sort, categories);
      expect(kept).toEqual(fresh);
      // The kept order is the fresh listing's, whole: it is what the pages above were cut from.
      expect(order).toEqual(fresh.flatMap((p) => p.items.map((item) => item.id)));
      expect(fresh[0]!.total).toBeGreaterThan(PAGE_SIZE);
    }
  });

  it("has ties for the order to break: equal merchant counts and prices, names equal but for case", async () => {
    const { fresh } = await bothWays("merchants", []);
    const items = fresh.flatMap((p) => p.items);
    const tied = items.filter(
      (item, i) =>
        i > 0 &&
        items[i - 1]!.merchantCount === item.merchantCount &&
        items[i - 1]!.lowestPrice === item.lowestPrice &&
        items[i - 1]!.name.toLowerCase() === item.name.toLowerCase(),
    );
    expect(tied.length).toBeGreaterThan(2);
    expect(items.some((item) => item.merchantCount === 0)).toBe(true);
    expect(items.some((item) => item.merchantCount > 0 && item.lowestPrice === null)).toBe(true);
  });

  it("follows a change once the catalogue version moves", async () => {
    const before = await listProducts(db, { ...NO_LISTING_FILTERS, sort: "price_desc", page: 1, pageSize: 100 });
    const last = before.items.at(-1)!;
    const [merchant] = await Promise.all([createMerchant(db, { slug: "m-e", name: "m-e" })]);
    await createOffer(db, { productId: last.id, merchantId: merchant.id, price: 999 });
    catalogueVersionOf(db).forget();
    const query: ProductListingQuery = { ...NO_LISTING_FILTERS, sort: "price_desc", page: 1, pageSize: 100 };
    const after = await listProducts(db, query);
    expect(after.items[0]!.id).toBe(last.id);
    expect(after).toEqual(await listProducts(db, query, { keptOrder: false }));
  });

  it("follows a new name in the name order once the catalogue version moves", async () => {
    const query: ProductListingQuery = {
      ...NO_LISTING_FILTERS,
      categories: ["timber"],
      sort: "name",
      page: 1,
      pageSize: 4,
    };
    const before = await listProducts(db, query);
    const first = await createProduct(db, { name: "aaa first batten by name", category: "timber" });
    catalogueVersionOf(db).forget();
    const after = await listProducts(db, query);
    expect(after.items[0]!.id).toBe(first.id);
    expect(after.total).toBe(before.total + 1);
    expect(after).toEqual(await listProducts(db, query, { keptOrder: false }));
  });
});
