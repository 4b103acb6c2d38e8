import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { queryRows } from "../../db/query-rows.server.ts";
import { testDatabases } from "../../../tests/setup/test-databases.ts";
import { createListedProduct } from "../../../tests/setup/factories.ts";
import { CATEGORY_TEXTS } from "../build-search-document.ts";
import { refreshSearchDocuments } from "../refresh-search-documents.server.ts";
import { groupToken } from "../synonym-phrases.ts";
import { TRADE_SYNONYMS } from "../trade-synonyms.ts";
import { matchingSlots } from "./evaluate-query.ts";
import { currentSearchIndex } from "./load-search-index.server.ts";
import { parseTsquery } from "./text-search-values.ts";

/**
 * The in-memory index must answer `document @@ to_tsquery('english', …)` exactly as PostgreSQL does (decision
 * 033): same stemming (the database's), same weights, same phrases. Each expression is asked both ways.
 */
describe.each(testDatabases())("the in-memory index against PostgreSQL's @@ on $name", (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await engine.open();
  });
  afterEach(async () => {
    await database.close();
  });

  async function viaPostgres(expression: string): Promise<{ products: number[]; tree: string }> {
    const rows = await queryRows<{ products: number[] | null; tree: string }>(
      database.db,
      sql`select (select array_agg(d.product_id order by d.product_id) from search_documents d
          where d.document @@ to_tsquery('english', ${expression})) as products,
        to_tsquery('english', ${expression})::text as tree`,
    );
    return { products: rows[0]!.products ?? [], tree: rows[0]!.tree };
  }

  it("matches the same products for words, weights, phrases, AND, OR and NOT", async () => {
    const names = [
      ["Blue Circle Mastercrete Cement 25kg", "Blue Circle", "cement"],
      ["Ordinary Portland Cement 25kg Bag", "Hanson", "cement"],
      ["Sharp Sand Bulk Bag", null, "aggregates"],
      ["Gyproc Moisture Resistant Plasterboard 12.5mm 2400 x 1200", "British Gypsum", "plasterboard"],
      ["Standard Plasterboard Tapered Edge 12.5mm", null, "plasterboard"],
      ["Treated Sawn Timber 47 x 100mm 4.8m", null, "timber"],
      ["Roof Tile Clay Plain Red", "Marley", "roofing"],
      ["Tile Adhesive for Roof Repairs", null, "adhesives"],
      ["Dense Concrete Block 7N 100mm", null, "blocks"],
    ] as const;
    const ids: number[] = [];
    for (const [name, brand, category] of names)
      ids.push(
        (await createListedProduct(database.db, { name, brand, category, description: `A ${name} for the trade.` })).id,
      );
    await refreshSearchDocuments(database.db, ids);
    const { index, categoryTexts } = await currentSearchIndex(database.db);

    const expressions = [
      "cement",
      "cement:A",
      "cement:B",
      "circle:B",
      "cement:ABC",
      "trade:D",
      "(roof <-> tile)",
      "(roof:A <-> tile:A)",
      "(tile <-> roof)",
      "(moisture <-> resistant <-> plasterboard)",
      "(moisture:A <-> resistant:A) & plasterboard:A",
      "timber | sand",
      "(concrete | block) & dense",
      "plasterboard & !gyproc",
      "(a <-> the <-> cement)",
      "for & the",
      "nothingmatches",
      ...TRADE_SYNONYMS.slice(0, 10).map((g) => groupToken(g.key)),
    ];
    let found = 0;
    for (const expression of expressions) {
      const expected = await viaPostgres(expression);
      const slots = matchingSlots(index, parseTsquery(expected.tree));
      const products = Array.from(slots, (s) => index.productId.data[s]!).sort((a, b) => a - b);
      expect({ expression, products }).toEqual({ expression, products: expected.products });
      found += products.length;
    }
    expect(found).toBeGreaterThan(20);

    // The category texts answer "does this expression match a document's category words (its C part)".
    const categoryExpressions = [
      ...new Set([
        ...CATEGORY_TEXTS.flatMap((c) => c.text.split(" ")).filter((w) => /^[a-z]+$/.test(w)),
        ...TRADE_SYNONYMS.map((g) => groupToken(g.key)),
      ]),
      "(roof <-> tile)",
      "(sheet <-> material)",
      "timber | sand",
    ];
    let named = 0;
    for (const expression of categoryExpressions) {
      const rows = await queryRows<{ categories: string[] | null; tree: string }>(
        database.db,
        sql`select (select array_agg(c.category order by c.category)
            from unnest(${sql`array[${sql.join(
              CATEGORY_TEXTS.map((c) => sql`${c.category}`),
              sql`, `,
            )}]::text[]`}, ${sql`array[${sql.join(
              CATEGORY_TEXTS.map((c) => sql`${c.text}`),
              sql`, `,
            )}]::text[]`}) as c(category, body)
            where to_tsvector('english', c.body) @@ to_tsquery('english', ${expression})) as categories,
          to_tsquery('english', ${expression})::text as tree`,
      );
      const viaMemory = Array.from(
        matchingSlots(categoryTexts, parseTsquery(rows[0]!.tree)),
        (s) => categoryTexts.names[s]!,
      ).sort();
      expect({ expression, categories: viaMemory }).toEqual({ expression, categories: rows[0]!.categories ?? [] });
      named += viaMemory.length;
    }
    expect(named).toBeGreaterThan(10);
  });
});
