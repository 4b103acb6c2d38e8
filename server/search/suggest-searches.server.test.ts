import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server.ts";
import { MAX_SUGGESTIONS, POPULAR_SEARCHES } from "../../shared/search-params.ts";
import { testDatabases } from "../../tests/setup/test-databases.ts";
import { createImageOverride, createListedProduct, createMerchant, hideProduct } from "../../tests/setup/factories.ts";
import { rebuildSearchIndex } from "./rebuild-search-index.server.ts";
import { suggestSearches } from "./suggest-searches.server.ts";
import { forgetCatalogueVersionCheck } from "./cached-search.server.ts";
import { CATALOGUE_VERSION_CHECK_MS } from "../db/catalogue-version.server.ts";
import { TRADE_SYNONYMS } from "./trade-synonyms.ts";

const PLASTERBOARDS = [
  "Gyproc Tapered Edge Plasterboard 12.5mm",
  "Gyproc Moisture Resistant Plasterboard 12.5mm",
  "Siniat Square Edge Plasterboard 9.5mm",
];
const HIDDEN = "Plasterboard Screws Hidden Box";
const DECKING = ["Decking Board Pine 3.6m", "Decking Board Grooved 4.8m", "Decking Board Oak 2.4m"];
const MORE_DECKING = ["Decking Screws 50mm", "Decking Joist 4.8m", "Decking Oil Clear 5L"];

describe.each(testDatabases())("suggestSearches on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    const { db } = database;
    const merchant = await createMerchant(db);
    const other = await createMerchant(db);
    const sell = (price: number) => [{ merchantId: merchant.id, price }];
    for (const name of PLASTERBOARDS) await createListedProduct(db, { name, category: "plasterboard" }, sell(9));
    // Two merchants: it would rank first among the plasterboards if it were visible.
    const hidden = await createListedProduct(db, { name: HIDDEN, category: "other" }, [
      { merchantId: merchant.id, price: 3 },
      { merchantId: other.id, price: 3 },
    ]);
    await hideProduct(db, hidden.id);
    for (const name of [...DECKING, ...MORE_DECKING])
      await createListedProduct(db, { name, category: "timber" }, sell(5));
    await createListedProduct(db, { name: "Portland Cement 25kg", category: "cement" }, sell(7));
    await rebuildSearchIndex(db);
  });
  afterAll(async () => {
    await database.close();
  });

  const suggest = async (q: string) => (await suggestSearches(database.db, q)).suggestions;

  it("puts product names matching the typed prefix first", async () => {
    const out = await suggest("plas");
    expect(out.slice(0, 3).sort()).toEqual([...PLASTERBOARDS].sort());
    expect(out).not.toContain(HIDDEN);
    expect(out.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it("adds popular searches and trade terms after the names", async () => {
    const out = await suggest("plas");
    const firstOther = out.findIndex((s) => !PLASTERBOARDS.includes(s));
    expect(firstOther).toBe(PLASTERBOARDS.length);
    expect(out).toContain("plasterboard");
    expect(out).toContain("multi purpose plaster");
    expect(out).toContain("plastering sand");
    const synonymTerms = new Set(TRADE_SYNONYMS.flatMap((g) => g.terms));
    const popular = new Set<string>(POPULAR_SEARCHES);
    for (const s of out.slice(firstOther)) expect(popular.has(s) || synonymTerms.has(s), s).toBe(true);
  });

  it("takes at most two terms from each synonym group", async () => {
    for (const q of ["plas", "dec", "bree", "pir", "mot"]) {
      const out = await suggest(q);
      for (const group of TRADE_SYNONYMS) {
        const used = out.filter((s) => group.terms.includes(s));
        expect(used.length, `${q}: ${group.key}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it("suggests trade terms for slang with no product of its own", async () => {
    const out = await suggest("bree");
    expect(out).toContain("breeze block");
    expect(out).toContain("concrete block");
  });

  it("suggests popular searches by prefix", async () => {
    expect(await suggest("ceme")).toEqual(expect.arrayContaining(["Portland Cement 25kg", "cement"]));
    expect(await suggest("sharp")).toContain("sharp sand");
  });

  it("gives at most five product names and eight suggestions in all", async () => {
    const out = await suggest("deck");
    const names = out.filter((s) => [...DECKING, ...MORE_DECKING].includes(s));
    expect(names).toHaveLength(5);
    expect(out.slice(0, 5)).toEqual(names);
    expect(out).toContain("decking");
    expect(out.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it("never repeats a suggestion, ignoring case", async () => {
    for (const q of ["plas", "deck", "ceme", "plasterboard"]) {
      const out = await suggest(q);
      expect(new Set(out.map((s) => s.toLowerCase())).size, q).toBe(out.length);
    }
  });

  it("sends each suggested name's product, in the same order, to open it directly", async () => {
    const { suggestions, products } = await suggestSearches(database.db, "plas");
    expect(products.map((p) => p.name)).toEqual(suggestions.slice(0, PLASTERBOARDS.length));
    for (const product of products) {
      expect(product).toEqual({
        id: expect.any(Number),
        name: product.name,
        category: "plasterboard",
        categoryLabel: "Plasterboard",
        imageUrl: null,
        lowestPrice: 9,
      });
    }
    // Names found through the full engine come with their products too.
    const corrected = await suggestSearches(database.db, "cemnet");
    expect(corrected.products.map((p) => [p.name, p.categoryLabel, p.lowestPrice])).toEqual([
      ["Portland Cement 25kg", "Cement", 7],
    ]);
    expect((await suggestSearches(database.db, "xylophone")).products).toEqual([]);
  });

  it("suggests nothing under two characters", async () => {
    expect(await suggest("")).toEqual([]);
    expect(await suggest("p")).toEqual([]);
    expect(await suggest("  p  ")).toEqual([]);
  });

  it("finds names through the full engine when the prefix finds too few", async () => {
    expect(await suggest("cemnet")).toContain("Portland Cement 25kg");
    expect(await suggest("sheetrock")).toEqual(expect.arrayContaining(PLASTERBOARDS));
  });

  it("suggests nothing for words nothing matches", async () => {
    expect(await suggest("xylophone")).toEqual([]);
  });
});

describe.each(testDatabases())(
  "suggestSearches with more names starting with the words than it shows, on $name",
  (engine) => {
    let database: Database;
    beforeAll(async () => {
      database = await engine.open();
    });
    afterAll(async () => {
      await database.close();
    });

    // The first five names that start with what was typed are read in popularity order from an index
    // (migration 0017); they must be the ones the full ranking would choose: starting names before any other,
    // more merchants first, hidden products never.
    it("shows the most-sold names that start with the words, before more-sold names that only contain them", async () => {
      const { db } = database;
      const merchants = [await createMerchant(db), await createMerchant(db), await createMerchant(db)];
      const soldBy = (n: number) => merchants.slice(0, n).map((m) => ({ merchantId: m.id, price: 5 }));
      for (const name of ["Decking Board Pine 3.6m", "Decking Board Oak 2.4m", "Decking Joist 4.8m", "Decking Oil 5L"])
        await createListedProduct(db, { name, category: "timber" }, soldBy(1));
      await createListedProduct(db, { name: "Decking Screws 50mm", category: "other" }, soldBy(2));
      await createListedProduct(db, { name: "Decking Board Grooved Larch 4.8m", category: "timber" }, soldBy(3));
      await createListedProduct(db, { name: "Composite Decking Board Grey", category: "timber" }, soldBy(3));
      const hidden = await createListedProduct(db, { name: "Decking Hidden Board", category: "timber" }, soldBy(3));
      await hideProduct(db, hidden.id);
      await rebuildSearchIndex(db);

      const { products } = await suggestSearches(db, "decki");
      const names = products.map((p) => p.name);
      expect(names).toHaveLength(5);
      expect(names.slice(0, 2)).toEqual(["Decking Board Grooved Larch 4.8m", "Decking Screws 50mm"]);
      expect(names.every((n) => n.startsWith("Decking "))).toBe(true);
      expect(names).not.toContain("Decking Hidden Board");

      // With fewer starting names than five, the rest follow from every match, the popular one first.
      const fewer = (await suggestSearches(db, "decking board")).products.map((p) => p.name);
      expect(fewer.slice(0, 3)).toEqual([
        "Decking Board Grooved Larch 4.8m",
        "Decking Board Oak 2.4m",
        "Decking Board Pine 3.6m",
      ]);
      expect(fewer[3]).toBe("Composite Decking Board Grey");
    });
  },
);

describe.each(testDatabases())("suggestSearches after the catalogue changes, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => {
    await database.close();
  });

  // The palette answers from the index and the rows it holds at the catalogue version its process last read (at
  // most CATALOGUE_VERSION_CHECK_MS ago, as the caches and ETags): a change shows once that check is due, and
  // never later than the check's interval.
  it("shows a change in the first answer after the process's version check", async () => {
    const { db } = database;
    const merchants = [await createMerchant(db), await createMerchant(db)];
    const names = async (q: string) => (await suggestSearches(db, q)).products.map((p) => p.name);
    const setts = await createListedProduct(db, { name: "Granite Setts 100mm", category: "other" }, [
      { merchantId: merchants[0]!.id, price: 4 },
    ]);
    await rebuildSearchIndex(db);
    forgetCatalogueVersionCheck(db);
    expect(await names("granit")).toEqual(["Granite Setts 100mm"]);

    const cobbles = await createListedProduct(
      db,
      { name: "Granite Cobbles 200mm", category: "other" },
      merchants.map((m) => ({ merchantId: m.id, price: 6 })),
    );
    await rebuildSearchIndex(db);
    // No forced check: the process's own reader sees the change within its interval.
    await expect
      .poll(() => names("granit"), { timeout: CATALOGUE_VERSION_CHECK_MS * 8, interval: 20 })
      .toEqual(["Granite Cobbles 200mm", "Granite Setts 100mm"]);
    expect(await names("granite c")).toEqual(["Granite Cobbles 200mm"]);

    await hideProduct(db, cobbles.id);
    await rebuildSearchIndex(db);
    forgetCatalogueVersionCheck(db);
    expect(await names("granite c")).toEqual([]);
    expect(await names("granit")).toEqual(["Granite Setts 100mm"]);

    // A change no search document sees (a new image) moves the version too: rows are held per version, not per id.
    const image = "https://images.example.co.uk/setts-new.jpg";
    await createImageOverride(db, { productId: setts.id, imageUrl: image });
    forgetCatalogueVersionCheck(db);
    expect((await suggestSearches(db, "granit")).products.map((p) => p.imageUrl)).toEqual([image]);
  });
});
